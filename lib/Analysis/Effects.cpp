//===- Effects.cpp - what code reads and writes beyond its own variables --===//

#include "Analysis/Effects.h"
#include "llvm/Support/Path.h"
#include "Analysis/CTypes.h"
#include "Analysis/DeviceMath.h"
#include "Analysis/StatementIndex.h"
#include "Directive/Binder.h"
#include "Directive/HostValues.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSet.h"
#include <algorithm>
#include <map>
#include <set>

using namespace cuacc;
using namespace clang;

namespace {

/// The variable at the bottom of a chain of subscripts, dereferences,
/// pointer arithmetic and casts (null when it is something else).
const VarDecl *baseVariable(const Expr *E) {
  while (true) {
    E = E->IgnoreParenCasts();
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) {
      E = A->getBase();
      continue;
    }
    if (const auto *U = dyn_cast<UnaryOperator>(E);
        U && U->getOpcode() == UO_Deref) {
      E = U->getSubExpr();
      continue;
    }
    if (const auto *B = dyn_cast<BinaryOperator>(E);
        B && B->isAdditiveOp() && B->getType()->isPointerType()) {
      E = B->getLHS()->getType()->isPointerType() ? B->getLHS() : B->getRHS();
      continue;
    }
    const auto *DR = dyn_cast<DeclRefExpr>(E);
    return DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
  }
}

/// Walks a callee (and what it calls) for effects a kernel cannot have.
class DeviceCallCheck : public RecursiveASTVisitor<DeviceCallCheck> {
public:
  std::string Why;
  std::vector<const FunctionDecl *> Stack;

  bool check(const FunctionDecl *F) {
    const FunctionDecl *Def = F->getDefinition();
    std::string Name = "'" + F->getNameAsString() + "'";
    if (!Def) {
      Why = Name + " is not defined in this file";
      return false;
    }
    if (Def->isVariadic()) {
      Why = Name + " is variadic";
      return false;
    }
    if (const CXXRecordDecl *Local = localClassOf(Def)) {
      Why = Local->isLambda()
                ? "a lambda is called, which cuacc does not generate for "
                  "the accelerator"
                : Name + " is a member of the local class '" +
                      Local->getNameAsString() +
                      "', which cuacc does not generate for the accelerator";
      return false;
    }
    if (std::find(Stack.begin(), Stack.end(), Def->getCanonicalDecl()) !=
        Stack.end()) {
      Why = Name + " is recursive";
      return false;
    }
    Stack.push_back(Def->getCanonicalDecl());
    Current = Def;
    bool OK = TraverseStmt(Def->getBody());
    Stack.pop_back();
    return OK;
  }

  bool VisitDeclRefExpr(DeclRefExpr *DR) {
    const auto *V = dyn_cast<VarDecl>(DR->getDecl());
    if (!V || !V->hasGlobalStorage() || devicePrintsValueOf(V) ||
        !constantTableInitializer(V).empty())
      return true;
    if (V->isStaticDataMember())
      return fail("uses the static data member '" +
                  V->getQualifiedNameAsString() + "'");
    return fail("uses the global variable '" + V->getNameAsString() + "'");
  }
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *A) { return memory(A); }
  bool VisitUnaryOperator(UnaryOperator *U) {
    return U->getOpcode() != UO_Deref || memory(U);
  }
  bool VisitMemberExpr(MemberExpr *M) {
    // A member of the function's own struct (a parameter by value or a
    // local), reached with '.': 'a.x' of 'double dot(vec3 a, vec3 b)'.
    const Expr *Base = structOfMember(M);
    const auto *DR =
        Base ? dyn_cast<DeclRefExpr>(Base->IgnoreParenImpCasts()) : nullptr;
    const auto *V = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
    if (V && V->hasLocalStorage() && isDevicePlainRecord(V->getType()))
      return true;
    return fail("uses the struct member '" +
                M->getMemberDecl()->getNameAsString() + "'");
  }
  bool VisitCallExpr(CallExpr *C) {
    const FunctionDecl *Callee = C->getDirectCallee();
    if (!Callee)
      return fail("makes an indirect call");
    if (isDeviceMathFunction(Callee) && mathOutputArguments(Callee).empty())
      return true;
    const FunctionDecl *Caller = Current;
    bool OK = check(Callee);
    std::string Name = Callee->getNameAsString();
    Current = Caller;
    if (!OK) { // "'g' calls 'f', which reads memory through 'p'"
      std::string Quoted = "'" + Name + "'";
      Why = "'" + Caller->getNameAsString() + "' calls " + Quoted + ", which" +
            Why.substr(Quoted.size());
    }
    return OK;
  }

private:
  const FunctionDecl *Current = nullptr;

  bool fail(std::string What) {
    Why = "'" + Current->getNameAsString() + "' " + What;
    return false;
  }
  /// Only the callee's own local arrays may be indexed.
  bool memory(const Expr *E) {
    const VarDecl *V = baseVariable(E);
    if (V && V->getType()->isArrayType() && !isa<ParmVarDecl>(V) &&
        (V->isLocalVarDecl() || !constantTableInitializer(V).empty()))
      return true;
    return fail(V ? "reads or writes memory through '" + V->getNameAsString() +
                        "'"
                  : std::string("reads or writes memory through a pointer"));
  }
};

} // namespace

/// Whether Arg is an argument of the call P bound to a reference to const
/// data that holds no address ('const double &s'): the callee only reads
/// it.
static bool boundToConstValue(const Expr *Arg, const Expr *P) {
  const auto *C = dyn_cast<CallExpr>(P);
  const FunctionDecl *F = C ? C->getDirectCallee() : nullptr;
  if (!F)
    return false;
  for (unsigned I = 0; I < C->getNumArgs() && I < F->getNumParams(); ++I)
    if (C->getArg(I) == Arg) {
      QualType T = F->getParamDecl(I)->getType();
      return T->isReferenceType() &&
             T.getNonReferenceType().isConstQualified() &&
             T.getNonReferenceType()->isArithmeticType();
    }
  return false;
}

bool cuacc::mayStore(const Expr *E, const ParentMap &Parents) {
  const Expr *Cur = E;
  while (true) {
    auto It = Parents.find(Cur);
    if (It == Parents.end())
      return false;
    const Expr *P = dyn_cast<Expr>(It->second);
    if (!P) { // a variable's initializer, a return: the value escapes
      // A C++ reference bound to it ('float &y = b[i]', a range-for's
      // range) stores through it as the variable itself would.
      if (const auto *DS = dyn_cast<DeclStmt>(It->second))
        for (const Decl *D : DS->decls())
          if (const auto *V = dyn_cast<VarDecl>(D);
              V && V->getInit() == Cur && V->getType()->isReferenceType() &&
              !V->getType().getNonReferenceType().isConstQualified())
            return true;
      return Cur->getType()->isPointerType() || Cur->getType()->isArrayType();
    }
    if (isa<ParenExpr>(P)) {
      Cur = P;
      continue;
    }
    if (const auto *IC = dyn_cast<ImplicitCastExpr>(P)) {
      // Reading an element or scalar ends the chain; reading a pointer's
      // value goes on to what is done with it.
      if (IC->getCastKind() == CK_LValueToRValue &&
          !Cur->getType()->isPointerType())
        return false;
      Cur = P;
      continue;
    }
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(P)) {
      if (A->getIdx()->IgnoreParenImpCasts() == Cur->IgnoreParenImpCasts() &&
          A->getIdx() == Cur)
        return false;
      Cur = P;
      continue;
    }
    if (const auto *U = dyn_cast<UnaryOperator>(P)) {
      if (U->getOpcode() == UO_Deref) {
        Cur = P;
        continue;
      }
      if (U->getOpcode() == UO_AddrOf || U->isIncrementDecrementOp())
        return true;
      return false; // -x, !x, ~x
    }
    if (const auto *B = dyn_cast<BinaryOperator>(P)) {
      if (B->isAssignmentOp())
        return B->getLHS() == Cur || Cur->getType()->isPointerType();
      if (B->isAdditiveOp() && B->getType()->isPointerType()) {
        Cur = P;
        continue;
      }
      return false; // arithmetic, comparisons
    }
    if (isa<UnaryExprOrTypeTraitExpr>(P))
      return false; // sizeof
    // A member of the element ('p[i].x'): its storage, stored to or read
    // as the member is.
    if (const auto *M = dyn_cast<MemberExpr>(P);
        M && !M->isArrow() && M->getBase() == Cur) {
      Cur = P;
      continue;
    }
    if (isa<ExplicitCastExpr>(P) && Cur->getType()->isScalarType() &&
        !Cur->getType()->isPointerType())
      return false;
    if (isa<ExplicitCastExpr>(P) || isa<ConditionalOperator>(P)) {
      Cur = P;
      continue;
    }
    if (boundToConstValue(Cur, P))
      return false;
    // A call's argument, a compound literal, an initializer list: an
    // address handed on may be stored through.
    return Cur->getType()->isPointerType() || Cur->getType()->isArrayType() ||
           Cur->isLValue();
  }
}

namespace {

/// Whether T holds addresses of further data (pointers to pointers, structs
/// that may hold pointers; not structs of numbers).
bool holdsPointers(QualType T) {
  return reachesType(T, [](QualType E) {
    return E->isPointerType() ||
           (E->isRecordType() && !isDevicePlainRecord(E));
  });
}

class HostWalker : public RecursiveASTVisitor<HostWalker> {
public:
  HostWalker(const Stmt *Region, ASTContext &Ctx)
      : Region(Region), SM(Ctx.getSourceManager()) {
    collectParents(Region, Parents);
  }
  HostAccess Access;

  bool VisitDeclRefExpr(DeclRefExpr *DR) {
    const auto *V = dyn_cast<VarDecl>(DR->getDecl());
    // (A container's size is a value the host computes, no storage.)
    if (!V || declaredInside(V) || V->getType()->isFunctionPointerType() ||
        hostValue(V))
      return true;
    if (holdsPointers(V->getType()) && Access.Everything.empty())
      Access.Everything = "'" + V->getNameAsString() + "' holds pointers";
    auto It = std::find_if(Access.Vars.begin(), Access.Vars.end(),
                           [&](const HostVar &H) { return H.Var == V; });
    if (It == Access.Vars.end()) {
      Access.Vars.push_back({V, false});
      It = Access.Vars.end() - 1;
    }
    It->Written |= mayStore(DR, Parents);
    return true;
  }
  bool VisitMemberExpr(MemberExpr *M) {
    everything("a struct member is used");
    return true;
  }
  /// An OpenACC routine (acc_memcpy_d2d(b, a, ...), acc_deviceptr(a)) is
  /// given addresses of data, not its values: it keeps host and device
  /// copies consistent itself. Its other arguments are read as usual.
  bool TraverseCallExpr(CallExpr *C) {
    if (!isRuntimeRoutine(C->getDirectCallee()))
      return RecursiveASTVisitor::TraverseCallExpr(C);
    return traverseValueArguments(*this, C);
  }
  bool VisitCallExpr(CallExpr *C) {
    const FunctionDecl *Callee = C->getDirectCallee();
    if (!Callee) {
      everything("an indirect call");
      return true;
    }
    std::string Name = Callee->getNameAsString();
    if (isDeviceMathFunction(Callee))
      return true;
    // The C library touches only what its arguments point to (which count
    // as written); a callback could touch anything.
    if (SM.isInSystemHeader(SM.getExpansionLoc(Callee->getLocation()))) {
      for (const Expr *A : C->arguments())
        if (A->getType()->isFunctionPointerType())
          everything("'" + Name + "' is given a function");
      return true;
    }
    DeviceCallCheck Check;
    if (!Check.check(Callee))
      everything("'" + Name + "' is called");
    return true;
  }

private:
  const Stmt *Region;
  const SourceManager &SM;
  ParentMap Parents;

  bool declaredInside(const VarDecl *V) const {
    // (A static local the region declares too: the host code around the
    // region cannot name it.)
    return (!V->hasGlobalStorage() || V->isStaticLocal()) &&
           expandedWithin(SM, Region->getSourceRange(), V->getLocation());
  }
  void everything(std::string Why) {
    if (Access.Everything.empty())
      Access.Everything = std::move(Why);
  }
};

} // namespace

void cuacc::collectParents(const Stmt *Root, ParentMap &Parents) {
  for (const Stmt *C : Root->children())
    if (C) {
      Parents[C] = Root;
      collectParents(C, Parents);
    }
  // An outlined body (an OpenMP construct's) is not among its children.
  if (const auto *CS = dyn_cast<CapturedStmt>(Root)) {
    Parents[CS->getCapturedStmt()] = Root;
    collectParents(CS->getCapturedStmt(), Parents);
  }
}

std::string cuacc::deviceCallRestriction(const FunctionDecl *F) {
  DeviceCallCheck Check;
  if (Check.check(F))
    return "";
  return Check.Why;
}

bool cuacc::isRuntimeRoutine(const FunctionDecl *F) {
  if (!F || !F->getName().starts_with("acc_"))
    return false;
  const SourceManager &SM = F->getASTContext().getSourceManager();
  llvm::StringRef File = llvm::sys::path::filename(
      SM.getFilename(SM.getExpansionLoc(F->getLocation())));
  return File == "openacc.h" || File == "accel.h";
}

bool cuacc::givesAddressOnly(const Expr *Arg) {
  const auto *DR = dyn_cast<DeclRefExpr>(Arg->IgnoreParenCasts());
  return DR && (DR->getType()->isPointerType() || DR->getType()->isArrayType());
}

HostAccess cuacc::hostAccess(const Stmt *S, ASTContext &Ctx) {
  HostWalker W(S, Ctx);
  W.TraverseStmt(const_cast<Stmt *>(S));
  return std::move(W.Access);
}
