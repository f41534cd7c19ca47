//===- HostVersion.cpp - the host path where the arrays are known apart ---===//

#include "Pipeline/HostVersion.h"
#include "Analysis/CTypes.h"
#include "Directive/MemberVariables.h"
#include "Directive/HostValues.h"
#include "Lower/Lower.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ExprObjC.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <set>

using namespace cuacc;
using namespace clang;

namespace {

/// How a function uses each of its variables, and which the statement
/// names, declares, and whether it can be copied.
class Uses {
public:
  enum Kind : unsigned { Read = 1, Write = 2, Other = 4 };

  Uses(const Stmt *Region) : Region(Region) {}

  void walk(const Stmt *S, const Stmt *Parent, bool Inside, int Switches);

  std::map<const VarDecl *, unsigned> InFunction, InRegion;
  /// The variables the statement names, in the order it first does.
  std::vector<const VarDecl *> Named;
  std::set<const VarDecl *> DeclaredInRegion;
  bool Copyable = true;

private:
  const Stmt *Region;
  static unsigned kindOf(const DeclRefExpr *E, const Stmt *Parent);
  void inRegion(const Stmt *S, int Switches);
};

unsigned Uses::kindOf(const DeclRefExpr *E, const Stmt *Parent) {
  if (E->refersToEnclosingVariableOrCapture() || !Parent)
    return Other;
  if (const auto *C = dyn_cast<ImplicitCastExpr>(Parent))
    return C->getCastKind() == CK_LValueToRValue ? Read : Other;
  if (const auto *B = dyn_cast<BinaryOperator>(Parent))
    return B->isAssignmentOp() && B->getLHS()->IgnoreParens() == E ? Write
                                                                   : Other;
  if (const auto *U = dyn_cast<UnaryOperator>(Parent))
    return U->isIncrementDecrementOp() ? Write : Other;
  return Other;
}

/// What inside the statement keeps it from being copied: a second copy of
/// a label, of a case of a switch around it or of a static would be
/// another label, case or object.
void Uses::inRegion(const Stmt *S, int Switches) {
  if (isa<LabelStmt, AddrLabelExpr, IndirectGotoStmt, LambdaExpr, BlockExpr,
          AsmStmt>(S) ||
      (isa<SwitchCase>(S) && Switches == 0))
    Copyable = false;
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    for (const Decl *D : DS->decls())
      if (const auto *V = dyn_cast<VarDecl>(D)) {
        DeclaredInRegion.insert(V);
        if (!V->hasLocalStorage())
          Copyable = false;
      }
}

void Uses::walk(const Stmt *S, const Stmt *Parent, bool Inside, int Switches) {
  if (!S)
    return;
  Inside = Inside || S == Region;
  if (Inside)
    inRegion(S, Switches);
  if (const auto *E = dyn_cast<DeclRefExpr>(S))
    if (const auto *V = dyn_cast<VarDecl>(E->getDecl())) {
      unsigned K = kindOf(E, Parent);
      InFunction[V] |= K;
      if (Inside && !InRegion.count(V))
        Named.push_back(V);
      if (Inside)
        InRegion[V] |= K;
    }
  // Parentheses do not change how a variable is used.
  const Stmt *ChildParent = isa<ParenExpr>(S) ? Parent : S;
  int Inner = Switches + (Inside && isa<SwitchStmt>(S));
  for (const Stmt *C : S->children())
    walk(C, ChildParent, Inside, Inner);
}

/// A local or parameter that a copy of the same name can stand for in the
/// statement: a scalar the statement only reads, whose address nothing in
/// the function takes (so nothing the statement calls can change it).
bool shadowable(const VarDecl *V, const Uses &U) {
  QualType T = V->getType();
  // A constant (C++'s constexpr, a const integer with a constant
  // initializer) may size an array or label a case in the statement: its
  // copy would not be a constant.
  if (V->isConstexpr() || V->isUsableInConstantExpressions(V->getASTContext()))
    return false;
  if (!V->hasLocalStorage() || memberVariable(V) || hostValue(V) ||
      T->isReferenceType() ||
      T.isVolatileQualified() || T->isAtomicType() || !T->isScalarType() ||
      T->isMemberPointerType() || T->isBlockPointerType() ||
      T->isNullPtrType() || U.DeclaredInRegion.count(V))
    return false;
  auto F = U.InFunction.find(V), R = U.InRegion.find(V);
  return R != U.InRegion.end() && R->second == Uses::Read &&
         !(F->second & Uses::Other);
}

/// A pointer whose value the copy can make opaque ('+ 0' needs a complete
/// object type).
bool launderable(const VarDecl *V) {
  QualType T = V->getType();
  return T->isPointerType() && T->getPointeeType()->isObjectType() &&
         !T->getPointeeType()->isIncompleteType();
}

/// Whether a line of the text is a preprocessor directive other than a
/// pragma, or the text changes the preprocessor's state as it is read
/// (push_macro and pop_macro, __COUNTER__): the copy would run it twice,
/// or lose what it meant.
bool hasDirective(llvm::StringRef Text) {
  for (llvm::StringRef Word :
       {"push_macro", "pop_macro", "__COUNTER__", "_Pragma"})
    if (Text.contains(Word))
      return true;
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    llvm::StringRef L = Line.ltrim();
    if (L.consume_front("#") && !L.ltrim().starts_with("pragma"))
      return true;
    Text = Rest;
  }
  return false;
}

} // namespace

bool cuacc::usesCounter(const SourceManager &SM) {
  for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It)
    if (std::optional<llvm::StringRef> Text =
            It->second->getBufferDataIfLoaded())
      if (Text->contains("__COUNTER__"))
        return true;
  return SM.getBufferData(SM.getMainFileID()).contains("__COUNTER__");
}

std::optional<HostVersion> cuacc::planHostVersion(const RegionDesc &D,
                                                  const Stmt *S,
                                                  const FunctionDecl &F,
                                                  const StatementText &T,
                                                  const SourceManager &SM) {
  if (D.OverlapChecks.empty() || !S || !T.rewritable() || !F.getBody())
    return std::nullopt;
  FileID File = SM.getFileID(T.Begin);
  if (File != SM.getFileID(T.End))
    return std::nullopt;
  Uses U(S);
  U.walk(F.getBody(), nullptr, false, 0);
  // A constructor's initializers are the function's too (': p(&n)').
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(&F))
    for (const CXXCtorInitializer *Init : Ctor->inits())
      U.walk(Init->getInit(), nullptr, false, 0);
  if (!U.Copyable)
    return std::nullopt;

  HostVersion V;
  std::set<const VarDecl *> Laundered;
  // An operand of a hint: a laundered pointer, or an array object.
  auto Hintable = [&](const DataItemDesc &It) {
    const VarDecl *Var = It.Var;
    // The check compares sections: they must hold what the statement
    // touches (a user's section may be smaller, where that cannot be told).
    if (It.Rows || memberVariable(Var) || !It.CoversTouched)
      return false;
    if (Var->getType()->isArrayType())
      return true;
    return launderable(Var) && shadowable(Var, U);
  };
  for (const RegionDesc::Overlap &O : D.OverlapChecks) {
    if (O.A == O.B || O.A >= D.Items.size() || O.B >= D.Items.size())
      continue;
    const DataItemDesc &A = D.Items[O.A], &B = D.Items[O.B];
    if (!Hintable(A) || !Hintable(B) ||
        (A.Var->getType()->isArrayType() && B.Var->getType()->isArrayType()))
      continue;
    V.Apart.push_back({A.Var, B.Var});
    for (const VarDecl *P : {A.Var, B.Var})
      if (!P->getType()->isArrayType())
        Laundered.insert(P);
  }
  if (V.Apart.empty())
    return std::nullopt;
  // Every variable the statement only reads, in the order it names them.
  for (const VarDecl *Var : U.Named)
    if (shadowable(Var, U))
      V.Shadows.push_back({Var, Laundered.count(Var) > 0});

  const char *Begin = SM.getCharacterData(T.Begin),
             *End = SM.getCharacterData(T.End);
  if (End <= Begin)
    return std::nullopt;
  V.Text.assign(Begin, End);
  if (hasDirective(V.Text))
    return std::nullopt;
  PresumedLoc P = SM.getPresumedLoc(T.Begin);
  V.Line = P.getLine();
  V.Column = P.getColumn();
  return V;
}

std::string cuacc::printHostVersion(const HostVersion &V, unsigned Id) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  auto Temp = [&](unsigned I) {
    return "__cuacc_v" + std::to_string(Id) + "_" + std::to_string(I);
  };
  OS << "{ ";
  for (unsigned I = 0; I < V.Shadows.size(); ++I) {
    std::string Name = V.Shadows[I].Var->getName().str();
    // '+ 0' drops a 'const' of the pointer itself, which the asm changes.
    OS << "__typeof__(" << Name << (V.Shadows[I].Laundered ? " + 0" : "")
       << ") " << Temp(I) << " = " << Name << "; ";
  }
  for (unsigned I = 0; I < V.Shadows.size(); ++I)
    if (V.Shadows[I].Laundered)
      OS << "__asm__(\"\" : \"+r\"(" << Temp(I) << ")); ";
  // A pointer by its opaque value, an array by its name.
  auto Operand = [&](const VarDecl *Var) {
    for (unsigned I = 0; I < V.Shadows.size(); ++I)
      if (V.Shadows[I].Var == Var)
        return Temp(I);
    return sourceName(Var);
  };
  for (const auto &[A, B] : V.Apart)
    OS << "__builtin_assume_separate_storage(" << Operand(A) << ", "
       << Operand(B) << "); ";
  OS << "{ ";
  for (unsigned I = 0; I < V.Shadows.size(); ++I) {
    std::string Name = V.Shadows[I].Var->getName().str();
    OS << "__typeof__(" << Name << ") " << Name << " = " << Temp(I) << "; ";
  }
  OS << "\n#line " << V.Line << "\n"
     << std::string(V.Column > 0 ? V.Column - 1 : 0, ' ') << V.Text << " } }";
  return Out;
}
