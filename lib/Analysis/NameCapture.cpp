//===- NameCapture.cpp - names a kernel cannot print as the program does --===//
//
// Kernels are printed with the program's names: a variable from outside the
// region is a parameter of its own name, a local keeps its declaration. C's
// scoping then keeps each use on its variable, except where the program
// reaches a variable past a local of the same name through a qualifier
// ('long g = ::g + i;', 'S::k', 'ns::g': printed without the qualifier, the
// local would read itself), declares a block-scope 'extern' (the host's
// variable, which device code cannot declare), or declares a for loop's
// index again in the loop's body (legal C, an error in CUDA C++). Found by
// a random test of names (2026-11-28): the first two as wrong answers or
// kernels that did not compile, the last as an internal error. Such a
// region runs on the host, and -Minfo says why.
//
//===----------------------------------------------------------------------===//

#include "Analysis/LoopModel.h"
#include "Directive/Binder.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include <set>

using namespace cuacc;
using namespace clang;

namespace {

/// The variables S declares (its own locals, loop indices included).
void declaredIn(const Stmt *S, std::set<const VarDecl *> &Out) {
  if (!S)
    return;
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    for (const Decl *D : DS->decls())
      if (const auto *V = dyn_cast<VarDecl>(D))
        Out.insert(V);
  for (const Stmt *C : S->children())
    declaredIn(C, Out);
}

/// The first reason S's names cannot be printed as they are.
std::optional<NotOffloaded> firstCapture(const Stmt *S,
                                         const std::set<const VarDecl *> &Own,
                                         const std::set<std::string> &Names,
                                         const SourceManager &SM) {
  if (!S)
    return std::nullopt;
  if (const auto *R = dyn_cast<DeclRefExpr>(S))
    if (const auto *V = dyn_cast<VarDecl>(R->getDecl());
        V && R->hasQualifier() && !Own.count(V) &&
        Names.count(V->getNameAsString()))
      return NotOffloaded{NotOffloadedKind::QualifiedNameShadowed,
                          {V->getNameAsString()}};
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    for (const Decl *D : DS->decls())
      if (const auto *V = dyn_cast<VarDecl>(D); V && V->isLocalExternDecl())
        return NotOffloaded{NotOffloadedKind::LocalExtern,
                            {V->getNameAsString()}};
  if (const auto *F = dyn_cast<ForStmt>(S))
    if (const auto *Init = dyn_cast_or_null<DeclStmt>(F->getInit()))
      if (const auto *Body = dyn_cast_or_null<CompoundStmt>(F->getBody()))
        for (const Decl *ID : Init->decls())
          for (const Stmt *C : Body->body())
            if (const auto *DS = dyn_cast<DeclStmt>(C))
              for (const Decl *D : DS->decls())
                if (const auto *V = dyn_cast<VarDecl>(D);
                    V && isa<VarDecl>(ID) &&
                    V->getName() == cast<VarDecl>(ID)->getName())
                  return NotOffloaded{
                      NotOffloadedKind::LoopIndexRedeclared,
                      {V->getNameAsString(),
                       std::to_string(userLine(SM, F->getForLoc()))}};
  for (const Stmt *C : S->children())
    if (auto Why = firstCapture(C, Own, Names, SM))
      return Why;
  return std::nullopt;
}

} // namespace

std::optional<NotOffloaded> cuacc::nameCapture(const Stmt *Region,
                                               const SourceManager &SM) {
  std::set<const VarDecl *> Own;
  declaredIn(Region, Own);
  std::set<std::string> Names;
  for (const VarDecl *V : Own)
    Names.insert(V->getNameAsString());
  return firstCapture(Region, Own, Names, SM);
}
