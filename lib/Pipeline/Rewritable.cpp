//===- Rewritable.cpp - where cuacc can put text around a statement -------===//

#include "Pipeline/Rewritable.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace cuacc;
using namespace clang;

/// Where text goes to follow the statement S: after its last token, which
/// for a statement that ends in ';' (an expression, a do-while, a return)
/// is that ';'. Invalid when it cannot be told (inside a macro).
SourceLocation cuacc::afterStatement(const Stmt *S, const SourceManager &SM,
                                     const LangOptions &LO) {
  while (true) {
    if (const auto *F = dyn_cast<ForStmt>(S))
      S = F->getBody();
    else if (const auto *W = dyn_cast<WhileStmt>(S))
      S = W->getBody();
    else if (const auto *I = dyn_cast<IfStmt>(S))
      S = I->getElse() ? I->getElse() : I->getThen();
    else if (const auto *Sw = dyn_cast<SwitchStmt>(S))
      S = Sw->getBody();
    else if (const auto *L = dyn_cast<LabelStmt>(S))
      S = L->getSubStmt();
    else if (const auto *A = dyn_cast<AttributedStmt>(S))
      S = A->getSubStmt();
    else
      break;
  }
  SourceLocation End = S->getEndLoc();
  if (End.isInvalid() || End.isMacroID())
    return SourceLocation();
  if (isa<CompoundStmt>(S) || isa<DeclStmt>(S) || isa<NullStmt>(S))
    return Lexer::getLocForEndOfToken(End, 0, SM, LO);
  return Lexer::findLocationAfterToken(End, tok::semi, SM, LO,
                                       /*SkipTrailingWhitespaceAndNewLine=*/false);
}

/// How many times the file that holds Loc was entered (a header without
/// include guards can be entered several times, each with its own text).
unsigned cuacc::timesEntered(const SourceManager &SM, SourceLocation Loc) {
  OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getFileID(Loc));
  unsigned N = 0;
  for (unsigned I = 0; I < SM.local_sloc_entry_size(); ++I) {
    const SrcMgr::SLocEntry &E = SM.getLocalSLocEntry(I);
    if (!E.isFile() || !F)
      continue;
    OptionalFileEntryRef Entered = E.getFile().getContentCache().OrigEntry;
    if (Entered && Entered->getUniqueID() == F->getUniqueID())
      ++N;
  }
  return N;
}

/// Why text cannot be put around the statement S; empty when it can. The
/// file compiled and the headers it includes once are rewritten.
std::string cuacc::whyNotRewritable(const Stmt *S, const SourceManager &SM,
                                    const LangOptions &LO) {
  SourceLocation Begin = S->getBeginLoc();
  SourceLocation End = afterStatement(S, SM, LO);
  if (Begin.isMacroID() || End.isInvalid())
    return "the region's statement comes from a macro expansion, which cuacc "
           "cannot rewrite";
  if (SM.isInMainFile(Begin))
    return "";
  std::string Name = SM.getFilename(Begin).str();
  if (SM.isInSystemHeader(Begin))
    return "the region is in the system header '" + Name + "'";
  if (timesEntered(SM, Begin) != 1)
    return "the region is in '" + Name +
           "', which is included more than once";
  return "";
}
