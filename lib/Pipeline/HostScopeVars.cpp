//===- HostScopeVars.cpp - what a region's host code may find present -----===//
//
// The host scope of a region's host code (runtime/src/HostScope.cpp) looks
// up each variable the code reaches in the present table, so it passes
// their addresses. A local scalar of C whose address the function never
// takes, and which no directive of the function names, cannot be in any
// present block, and passing its address would make it escape: a loop
// index then lives in memory, and each store through an int array may
// change it (floyd-warshall's and nussinov's host code ran 2x slower than
// the plain build's with i, j, k and n escaped). Such scalars stay out.
//
//===----------------------------------------------------------------------===//

#include "Pipeline/HostScopeVars.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include <set>

using namespace cuacc;
using namespace clang;

namespace {

/// The variables whose address S takes (&v).
void addressesTaken(const Stmt *S, std::set<const VarDecl *> &Out) {
  if (!S)
    return;
  if (const auto *U = dyn_cast<UnaryOperator>(S); U && U->getOpcode() == UO_AddrOf)
    if (const auto *DR = dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParens()))
      if (const auto *V = dyn_cast<VarDecl>(DR->getDecl()))
        Out.insert(V);
  for (const Stmt *Child : S->children())
    addressesTaken(Child, Out);
}

} // namespace

void cuacc::dropScalarsNeverPresent(HostScopeDesc &Scope,
                                    const FunctionDecl &F,
                                    llvm::ArrayRef<Directive> Directives,
                                    const ASTContext &Ctx) {
  // C++ binds references and captures by reference without '&'.
  if (Ctx.getLangOpts().CPlusPlus || Scope.Everything)
    return;
  std::set<std::string> Named;
  for (const Directive &D : Directives)
    for (const Clause &C : D.Clauses)
      for (const DataItem &I : C.Items)
        Named.insert(I.root().str());
  std::set<const VarDecl *> Taken;
  addressesTaken(F.getBody(), Taken);
  llvm::erase_if(Scope.Vars, [&](const HostScopeVar &V) {
    return !V.IsAddress && V.Var->hasLocalStorage() && !Taken.count(V.Var) &&
           !Named.count(V.Var->getNameAsString());
  });
}
