//===- WhileLoops.cpp - a region's while loops as for loops ---------------===//

#include "Directive/WhileLoops.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace {

/// Whether S holds a 'continue' of the loop S is the body of (not one of
/// a loop inside it).
bool continuesLoop(const Stmt *S) {
  if (!S || isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S))
    return false;
  if (isa<ContinueStmt>(S))
    return true;
  return llvm::any_of(S->children(),
                      [](const Stmt *C) { return continuesLoop(C); });
}

/// 'do body while (cond);' as 'for (;;) { body; if (!(cond)) break; }',
/// where no 'continue' in body goes to the test.
Stmt *doAsFor(DoStmt *D, ASTContext &Ctx) {
  if (continuesLoop(D->getBody()))
    return D;
  Expr *Cond = D->getCond();
  SourceLocation L = Cond->getBeginLoc();
  Expr *Paren = new (Ctx) ParenExpr(L, Cond->getEndLoc(), Cond);
  QualType Truth = Ctx.getLangOpts().CPlusPlus ? Ctx.BoolTy : Ctx.IntTy;
  Expr *Not = UnaryOperator::Create(Ctx, Paren, UO_LNot, Truth, VK_PRValue,
                                    OK_Ordinary, L, false,
                                    FPOptionsOverride());
  Stmt *Leave = new (Ctx) BreakStmt(D->getWhileLoc());
  Stmt *Test = IfStmt::Create(Ctx, D->getWhileLoc(), IfStatementKind::Ordinary,
                              nullptr, nullptr, Not, L, Cond->getEndLoc(),
                              Leave);
  Stmt *Parts[] = {D->getBody(), Test};
  Stmt *Body = CompoundStmt::Create(Ctx, Parts, FPOptionsOverride(),
                                    D->getDoLoc(), D->getRParenLoc());
  return new (Ctx) ForStmt(Ctx, nullptr, nullptr, nullptr, nullptr, Body,
                           D->getDoLoc(), D->getDoLoc(), D->getRParenLoc());
}

void replaceWhiles(Stmt *S, ASTContext &Ctx) {
  for (Stmt *&Child : S->children()) {
    if (!Child)
      continue;
    if (auto *W = dyn_cast<WhileStmt>(Child);
        W && !W->getConditionVariable())
      Child = new (Ctx) ForStmt(Ctx, /*Init=*/nullptr, W->getCond(),
                                /*condVar=*/nullptr, /*Inc=*/nullptr,
                                W->getBody(), W->getWhileLoc(),
                                W->getLParenLoc(), W->getRParenLoc());
    else if (auto *D = dyn_cast<DoStmt>(Child))
      Child = doAsFor(D, Ctx);
    replaceWhiles(Child, Ctx);
  }
}

} // namespace

void cuacc::whileLoopsAsFor(Stmt *Region, ASTContext &Ctx) {
  replaceWhiles(Region, Ctx);
}

const char *cuacc::writtenKeyword(const ForStmt *F, const SourceManager &SM) {
  if (F->getInit() || F->getInc() || F->getForLoc().isInvalid())
    return "for";
  llvm::StringRef Text =
      SM.getCharacterData(SM.getSpellingLoc(F->getForLoc()));
  return Text.starts_with("while") ? "while"
         : Text.starts_with("do")  ? "do"
                                   : "for";
}
