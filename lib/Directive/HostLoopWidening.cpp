//===- HostLoopWidening.cpp - a region taking over the loop around it -----===//

#include "Directive/HostLoopWidening.h"
#include "Directive/Binder.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/ParentMap.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include <set>
#include <string>

using namespace cuacc;
using namespace clang;


/// Per-entry clauses (if, async, wait, OpenACC's gang and worker counts)
/// would be evaluated once instead of at each iteration.
static bool onlyDataClauses(const Directive &D) {
  for (const Clause &C : D.Clauses)
    if (!isDataClause(C.Kind))
      return false;
  return true;
}

/// The names of the variables S assigns (=, op=, ++, --), takes the
/// address of, or declares.
static void changedNames(const Stmt *S, std::set<std::string> &Names) {
  if (!S)
    return;
  auto Target = [&](const Expr *E) {
    if (const auto *DR = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
      Names.insert(DR->getDecl()->getNameAsString());
  };
  if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp())
    Target(B->getLHS());
  if (const auto *U = dyn_cast<UnaryOperator>(S);
      U && (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf))
    Target(U->getSubExpr());
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    for (const Decl *D : DS->decls())
      if (const auto *V = dyn_cast<VarDecl>(D))
        Names.insert(V->getNameAsString());
  for (const Stmt *Child : S->children())
    changedNames(Child, Names);
}

/// Whether D's data clauses name (an array, or in a section's bounds) a
/// variable Loop assigns: each iteration's region moves another section,
/// which one entry before the loop would not. By name: a shadowed name only
/// keeps the region where it is.
static bool clausesMoveWithLoop(const Directive &D, const ForStmt &Loop) {
  std::set<std::string> Assigned;
  changedNames(&Loop, Assigned);
  bool Moves = false;
  auto Check = [&](const ExprRef &E) {
    if (E)
      E->forEachName([&](const DirectiveExpr &N) {
        Moves |= Assigned.count(N.text().str()) > 0;
      });
  };
  for (const Clause &C : D.Clauses)
    for (const DataItem &I : C.Items) {
      Moves |= Assigned.count(I.root().str()) > 0;
      for (const Section &S : I.Sections) {
        Check(S.Lower);
        Check(S.Upper);
        Check(S.Length);
      }
    }
  return Moves;
}

std::optional<HostLoop> cuacc::enclosingHostLoop(const Directive &D,
                                                 llvm::ArrayRef<Directive> All,
                                                 ASTContext &Ctx) {
  // OpenACC's parallel runs its statement redundantly in every gang, and
  // serial is not ours to schedule: only PGI's region and kernels.
  if (D.Kind != DirectiveKind::Region || !D.Statement ||
      !(D.Construct.empty() || D.Construct == "kernels") || !onlyDataClauses(D))
    return std::nullopt;
  if (!D.Function || !D.Function->getBody())
    return std::nullopt;
  // Of the function's body alone: the ASTContext's parent map, made once,
  // would not know the functions parsed after it was.
  ParentMap Parents(D.Function->getBody());
  const Stmt *Body = D.Statement, *Holder = D.Parent;
  if (const auto *Block = dyn_cast_or_null<CompoundStmt>(Holder)) {
    for (const Stmt *S : Block->body())
      if (S != D.Statement && !isa<NullStmt>(S))
        return std::nullopt;
    Body = Block;
    Holder = Parents.getParent(Block);
  }
  const auto *For = dyn_cast_or_null<ForStmt>(Holder);
  if (!For || withoutLoopHints(For->getBody()) != Body ||
      clausesMoveWithLoop(D, *For))
    return std::nullopt;
  const SourceManager &SM = Ctx.getSourceManager();
  for (const Directive &E : All) {
    if (&E == &D)
      continue;
    if (E.Statement == For || E.Parent == For)
      return std::nullopt;
    // An update before the region, another region beside it: they stay
    // where the user put them.
    if (expandedWithin(SM, For->getSourceRange(), E.Loc) &&
        !expandedWithin(SM, D.Statement->getSourceRange(), E.Loc))
      return std::nullopt;
  }
  // Where a statement may stand in the user's C: not under an OpenMP
  // directive (its loop must follow it), a label or an attribute.
  const Stmt *Outer = Parents.getParent(For);
  if (!Outer || !isa<CompoundStmt, ForStmt, WhileStmt, DoStmt, IfStmt>(Outer))
    return std::nullopt;
  return HostLoop{For, Outer};
}
