//===- StatementFacts.cpp - what a statement does to a variable ------------===//

#include "Transform/StatementFacts.h"
#include "Analysis/LoopModel.h"
#include "Directive/Binder.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include <algorithm>

using namespace cuacc;
using namespace clang;

static bool declaresSomething(const CompoundStmt *CS) {
  return std::any_of(CS->body_begin(), CS->body_end(),
                     [](const Stmt *S) { return isa<DeclStmt>(S); });
}

static void appendStatements(const Stmt *S, std::vector<const Stmt *> &Out) {
  const auto *CS = dyn_cast<CompoundStmt>(S);
  if (!CS) {
    Out.push_back(withoutLoopHints(S));
    return;
  }
  for (const Stmt *C : CS->body()) {
    const auto *Inner = dyn_cast<CompoundStmt>(C);
    if (Inner && !declaresSomething(Inner))
      appendStatements(Inner, Out);
    else
      Out.push_back(withoutLoopHints(C));
  }
}

std::vector<const Stmt *> cuacc::statementsOf(const Stmt *S) {
  std::vector<const Stmt *> Out;
  appendStatements(S, Out);
  return Out;
}

bool cuacc::killsOnEntry(const Stmt *S, const VarDecl *V) {
  if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
    for (const Stmt *Sub : CS->body())
      if (countRefs(Sub, V))
        return killsOnEntry(Sub, V);
    return false;
  }
  if (const auto *F = dyn_cast<ForStmt>(S)) {
    if (F->getInit() && killsOnEntry(F->getInit(), V))
      return true;
    for (const Stmt *Part : {F->getInit(), static_cast<const Stmt *>(F->getCond()),
                             static_cast<const Stmt *>(F->getInc())})
      if (Part && countRefs(Part, V))
        return false;
    return killsOnEntry(F->getBody(), V);
  }
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    return std::any_of(DS->decl_begin(), DS->decl_end(),
                       [&](const Decl *D) { return D == V; });
  const auto *BO = dyn_cast<BinaryOperator>(S);
  return BO && BO->getOpcode() == BO_Assign &&
         referencedVar(BO->getLHS()) == V && countRefs(BO->getRHS(), V) == 0;
}

static bool readOutside(const Stmt *S, const VarDecl *V, const Stmt *Except) {
  if (!S || S == Except)
    return false;
  if (isa<ForStmt>(S) && killsOnEntry(S, V))
    return false;
  if (const auto *DR = dyn_cast<DeclRefExpr>(S))
    return DR->getDecl() == V;
  for (const Stmt *C : S->children())
    if (readOutside(C, V, Except))
      return true;
  return false;
}

bool cuacc::readOutside(const std::vector<const Stmt *> &Body, const VarDecl *V,
                        const Stmt *Except) {
  return std::any_of(Body.begin(), Body.end(), [&](const Stmt *S) {
    return ::readOutside(S, V, Except);
  });
}

bool cuacc::callsWithPointers(const Stmt *S) {
  if (!S)
    return false;
  if (const auto *C = dyn_cast<CallExpr>(S))
    for (const Expr *A : C->arguments())
      if (A->getType()->isPointerType() || A->getType()->isArrayType())
        return true;
  for (const Stmt *C : S->children())
    if (callsWithPointers(C))
      return true;
  return false;
}
