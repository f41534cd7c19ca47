//===- SwitchChains.cpp - a region's switches as if-else chains -----------===//

#include "Directive/SwitchChains.h"
#include "clang/AST/APValue.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/STLExtras.h"
#include <string>
#include <vector>

using namespace clang;

namespace {

/// Whether S holds a 'break' of the statement around it (not of a loop
/// or switch inside S).
bool breaksOut(const Stmt *S) {
  if (!S || isa<ForStmt, WhileStmt, DoStmt, SwitchStmt, CXXForRangeStmt>(S))
    return false;
  if (isa<BreakStmt>(S))
    return true;
  return llvm::any_of(S->children(),
                      [](const Stmt *C) { return breaksOut(C); });
}

/// Whether S holds a case or default label of the switch around it.
bool holdsLabel(const Stmt *S) {
  if (!S || isa<SwitchStmt>(S))
    return false;
  if (isa<SwitchCase>(S))
    return true;
  return llvm::any_of(S->children(),
                      [](const Stmt *C) { return holdsLabel(C); });
}

/// The statements of one case group: its labels, then what runs.
struct CaseGroup {
  std::vector<const CaseStmt *> Cases;
  bool Default = false;
  std::vector<Stmt *> Body;
  SourceLocation Loc;
};

/// S's groups, each ending with a break but maybe the last; false where S
/// is not that simple (fallthrough, a declaration among the cases'
/// statements, a label inside them, code before the first label).
bool caseGroups(const SwitchStmt *S, std::vector<CaseGroup> &Out) {
  const auto *Body = dyn_cast<CompoundStmt>(S->getBody());
  if (!Body)
    return false;
  bool Closed = true;
  for (Stmt *St : Body->body()) {
    bool Labeled = false;
    while (auto *SC = dyn_cast<SwitchCase>(St)) {
      if (!Labeled) {
        if (!Closed) // falls through into the next label
          return false;
        Out.push_back({});
        Out.back().Loc = SC->getKeywordLoc();
        Labeled = true;
        Closed = false;
      }
      if (const auto *C = dyn_cast<CaseStmt>(SC))
        Out.back().Cases.push_back(C);
      else
        Out.back().Default = true;
      St = SC->getSubStmt();
    }
    if (Out.empty() || Closed)
      return false;
    if (isa<BreakStmt>(St)) {
      Closed = true;
      continue;
    }
    if (isa<DeclStmt>(St) || breaksOut(St) || holdsLabel(St))
      return false;
    Out.back().Body.push_back(St);
  }
  return !Out.empty();
}

class ChainBuilder {
public:
  ChainBuilder(ASTContext &Ctx, VarDecl *Value, QualType T)
      : Ctx(Ctx), Value(Value), T(T),
        Truth(Ctx.getLangOpts().CPlusPlus ? Ctx.BoolTy : Ctx.IntTy) {}

  /// The group's test: value == K, or K1 <= value && value <= K2 for a
  /// GNU case range, or'ed over its labels.
  Expr *test(const CaseGroup &G) {
    Expr *Test = nullptr;
    for (const CaseStmt *C : G.Cases) {
      Expr *One =
          C->getRHS()
              ? binary(BO_LAnd, binary(BO_GE, value(), constant(C->getLHS())),
                       binary(BO_LE, value(), constant(C->getRHS())))
              : binary(BO_EQ, value(), constant(C->getLHS()));
      Test = Test ? binary(BO_LOr, Test, One) : One;
    }
    return Test;
  }

  Stmt *block(const CaseGroup &G) {
    return CompoundStmt::Create(Ctx, G.Body, FPOptionsOverride(), G.Loc, G.Loc);
  }

private:
  ASTContext &Ctx;
  VarDecl *Value;
  QualType T, Truth;

  Expr *value() {
    SourceLocation L = Value->getLocation();
    auto *Ref = DeclRefExpr::Create(Ctx, NestedNameSpecifierLoc(),
                                    SourceLocation(), Value, false, L, T,
                                    VK_LValue);
    return ImplicitCastExpr::Create(Ctx, T, CK_LValueToRValue, Ref, nullptr,
                                    VK_PRValue, FPOptionsOverride());
  }
  Expr *constant(const Expr *Label) {
    llvm::APSInt K = Label->EvaluateKnownConstInt(Ctx);
    K = K.extOrTrunc(Ctx.getIntWidth(T));
    K.setIsSigned(T->isSignedIntegerType());
    // A constant the kernels print by its value in T (the most negative
    // long has no literal of its own).
    Expr *Literal = IntegerLiteral::Create(Ctx, K, T, Label->getBeginLoc());
    return ConstantExpr::Create(Ctx, Literal, APValue(K));
  }
  Expr *binary(BinaryOperatorKind Op, Expr *L, Expr *R) {
    return BinaryOperator::Create(Ctx, L, R, Op, Truth, VK_PRValue,
                                  OK_Ordinary, L->getBeginLoc(),
                                  FPOptionsOverride());
  }
};

/// S as '{ T v = cond; if (v == K1) {...} else if ... else {...} }', or
/// S where it is not simple enough.
Stmt *asIfChain(SwitchStmt *S, FunctionDecl *F, unsigned &Count,
                ASTContext &Ctx) {
  std::vector<CaseGroup> Groups;
  Expr *Cond = S->getCond();
  QualType T = Cond->getType().getUnqualifiedType();
  // (A group of cases and the default, 'case 2: default:', would need its
  // statements twice.)
  if (S->getInit() || S->getConditionVariable() || !T->isIntegerType() ||
      T->isEnumeralType() || !caseGroups(S, Groups) ||
      llvm::any_of(Groups, [](const CaseGroup &G) {
        return G.Default && !G.Cases.empty();
      }))
    return S;
  SourceLocation L = S->getSwitchLoc();
  std::string Name = "__cuacc_switch" + std::to_string(Count++);
  auto *Value = VarDecl::Create(Ctx, F, L, L, &Ctx.Idents.get(Name), T,
                                Ctx.getTrivialTypeSourceInfo(T, L), SC_None);
  Value->setInit(Cond);
  ChainBuilder B(Ctx, Value, T);
  Stmt *Chain = nullptr;
  // The default's statements last: the else of every test.
  for (const CaseGroup &G : Groups)
    if (G.Default)
      Chain = B.block(G);
  for (auto It = Groups.rbegin(); It != Groups.rend(); ++It) {
    if (It->Default)
      continue;
    Stmt *Then = B.block(*It);
    Chain = IfStmt::Create(Ctx, It->Loc, IfStatementKind::Ordinary, nullptr,
                           nullptr, B.test(*It), It->Loc, It->Loc, Then,
                           Chain ? It->Loc : SourceLocation(), Chain);
  }
  auto *Decl = new (Ctx) DeclStmt(DeclGroupRef(Value), L, L);
  Stmt *Parts[] = {Decl, Chain ? Chain : new (Ctx) NullStmt(L)};
  return CompoundStmt::Create(Ctx, Parts, FPOptionsOverride(), L,
                              S->getEndLoc());
}

void replaceSwitches(Stmt *S, FunctionDecl *F, unsigned &Count,
                     ASTContext &Ctx) {
  for (Stmt *&Child : S->children()) {
    if (!Child)
      continue;
    if (auto *Sw = dyn_cast<SwitchStmt>(Child))
      Child = asIfChain(Sw, F, Count, Ctx);
    replaceSwitches(Child, F, Count, Ctx);
  }
}

} // namespace

void cuacc::switchesAsIfChains(Stmt *Region, FunctionDecl *F,
                               ASTContext &Ctx) {
  unsigned Count = 0;
  replaceSwitches(Region, F, Count, Ctx);
}
