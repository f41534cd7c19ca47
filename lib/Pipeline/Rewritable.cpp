//===- Rewritable.cpp - where cuacc can put text around a statement -------===//

#include "Pipeline/Rewritable.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace cuacc;
using namespace clang;

namespace {

/// The statement whose last token ends S: the innermost body of a loop,
/// branch, label or attribute.
const Stmt *lastStatement(const Stmt *S) {
  while (true) {
    if (const auto *F = dyn_cast<ForStmt>(S))
      S = F->getBody();
    else if (const auto *R = dyn_cast<CXXForRangeStmt>(S))
      S = R->getBody();
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
      return S;
  }
}

/// The ';' that ends a statement whose last expression token is at End:
/// the next token, in the file or, when End is inside a macro's body and
/// the ';' is the body's next token (`#define STEP a[i] += 1;`), in the
/// same expansion. Invalid when the next token is not a ';'.
SourceLocation semicolonAfter(SourceLocation End, const SourceManager &SM,
                              const LangOptions &LO) {
  if (End.isMacroID()) {
    SourceLocation MacroEnd;
    if (Lexer::isAtEndOfMacroExpansion(End, SM, LO, &MacroEnd))
      return semicolonAfter(MacroEnd, SM, LO);
    // A macro body's tokens keep their offsets from the definition in the
    // expansion, so the next token of the definition is End's neighbour.
    SourceLocation Spelled = SM.getSpellingLoc(End);
    std::optional<Token> Next = Lexer::findNextToken(Spelled, SM, LO);
    if (!Next || Next->isNot(tok::semi) ||
        SM.getFileID(Next->getLocation()) != SM.getFileID(Spelled))
      return SourceLocation();
    SourceLocation Semi = End.getLocWithOffset(
        SM.getFileOffset(Next->getLocation()) - SM.getFileOffset(Spelled));
    if (SM.getSpellingLoc(Semi) != Next->getLocation())
      return SourceLocation();
    return Semi;
  }
  std::optional<Token> Next = Lexer::findNextToken(End, SM, LO);
  if (!Next || Next->isNot(tok::semi))
    return SourceLocation();
  return Next->getLocation();
}

/// Just after the statement S's last token, which for a statement that
/// ends in ';' (an expression, a do-while, a return) is that ';'.
SourceLocation afterStatement(const Stmt *S, const SourceManager &SM,
                              const LangOptions &LO) {
  S = lastStatement(S);
  SourceLocation Last = S->getEndLoc();
  if (Last.isInvalid())
    return SourceLocation();
  if (!isa<CompoundStmt>(S) && !isa<DeclStmt>(S) && !isa<NullStmt>(S))
    Last = semicolonAfter(Last, SM, LO);
  if (Last.isInvalid())
    return SourceLocation();
  // At the end of a macro expansion: after the macro's invocation.
  return Lexer::getLocForEndOfToken(Last, 0, SM, LO);
}

/// Whether the file that holds Loc has no tokens after Loc (After) or
/// before it (!After) other than preprocessor directives: the statement
/// ends (starts) the file's text, as a loop body of its own does.
bool onlyDirectivesBeside(SourceLocation Loc, bool After,
                          const SourceManager &SM, const LangOptions &LO) {
  FileID File = SM.getFileID(Loc);
  llvm::StringRef Buffer = SM.getBufferData(File);
  unsigned At = SM.getFileOffset(Loc);
  const char *From = After ? Buffer.data() + At : Buffer.data();
  const char *To = After ? Buffer.end() : Buffer.data() + At;
  Lexer Raw(SM.getLocForStartOfFile(File), LO, Buffer.data(), From, To);
  Token Tok;
  bool InDirective = false;
  while (!Raw.LexFromRawLexer(Tok) || Tok.isNot(tok::eof)) {
    if (Tok.is(tok::eof))
      break;
    if (Tok.isAtStartOfLine())
      InDirective = Tok.is(tok::hash);
    if (!InDirective)
      return false;
  }
  return true;
}

/// How many '#include's lie between the file that holds Loc and the main
/// file.
unsigned includeDepth(SourceLocation Loc, const SourceManager &SM) {
  unsigned Depth = 0;
  for (FileID F = SM.getFileID(Loc); F != SM.getMainFileID() && F.isValid();
       F = SM.getFileID(SM.getIncludeLoc(F)))
    if (SM.getIncludeLoc(F).isInvalid() || ++Depth > 200)
      break;
  return Depth;
}

/// The place of an '#include' line in the file that holds it: the start
/// of the line (Before) or of the next one. Invalid where the file that
/// holds Loc was not entered by an '#include'.
SourceLocation includeLine(SourceLocation Loc, bool Before,
                           const SourceManager &SM) {
  SourceLocation Include = SM.getIncludeLoc(SM.getFileID(Loc));
  if (Include.isInvalid() || !Include.isFileID())
    return SourceLocation();
  llvm::StringRef Buffer = SM.getBufferData(SM.getFileID(Include));
  unsigned At = SM.getFileOffset(Include);
  size_t Edge = Before ? Buffer.rfind('\n', At) : Buffer.find('\n', At);
  if (Before)
    Edge = Edge == llvm::StringRef::npos ? 0 : Edge + 1;
  else if (Edge == llvm::StringRef::npos)
    return SourceLocation();
  else
    ++Edge;
  return Include.getLocWithOffset(int(Edge) - int(At));
}

/// Begin and End moved out of included files until both are in one file:
/// a statement that starts (ends) an included file's text starts (ends)
/// where its '#include' line is (`for (...)` followed by `#include
/// "body.inc"`, X-macro files).
bool intoOneFile(SourceLocation &Begin, SourceLocation &End,
                 const SourceManager &SM, const LangOptions &LO) {
  while (SM.getFileID(Begin) != SM.getFileID(End)) {
    unsigned BeginDepth = includeDepth(Begin, SM);
    unsigned EndDepth = includeDepth(End, SM);
    if (BeginDepth >= EndDepth) {
      if (!onlyDirectivesBeside(Begin, false, SM, LO))
        return false;
      Begin = includeLine(Begin, true, SM);
    }
    if (EndDepth >= BeginDepth) {
      if (!onlyDirectivesBeside(End, true, SM, LO))
        return false;
      End = includeLine(End, false, SM);
    }
    if (Begin.isInvalid() || End.isInvalid())
      return false;
  }
  return true;
}

/// Why text cannot go into the file that holds Loc; none when it can:
/// the file compiled and the headers it includes once are rewritten.
std::optional<NotOffloaded> whyNotInFile(SourceLocation Loc,
                                         const SourceManager &SM) {
  if (SM.isInMainFile(Loc))
    return std::nullopt;
  std::string Name = SM.getFilename(Loc).str();
  if (SM.isInSystemHeader(Loc))
    return NotOffloaded{NotOffloadedKind::InSystemHeader, {Name}};
  // A file that the main file does not include (-include's come first,
  // from the predefines): its code comes before the runtime's declarations
  // cuacc puts at the main file's start (found by a bug-hunting helper).
  FileID F = SM.getFileID(Loc);
  while (F.isValid() && F != SM.getMainFileID()) {
    SourceLocation From = SM.getIncludeLoc(F);
    F = From.isValid() ? SM.getFileID(From) : FileID();
  }
  if (F.isInvalid())
    return NotOffloaded{NotOffloadedKind::InForcedInclude, {Name}};
  if (timesEntered(SM, Loc) != 1)
    return NotOffloaded{NotOffloadedKind::InHeaderIncludedTwice, {Name}};
  return std::nullopt;
}

} // namespace

SourceLocation cuacc::beforeToken(SourceLocation Loc, const SourceManager &SM,
                                  const LangOptions &LO) {
  if (Loc.isInvalid())
    return Loc;
  SourceLocation At = Loc;
  if (Loc.isMacroID() && !Lexer::isAtStartOfMacroExpansion(Loc, SM, LO, &At))
    return SourceLocation();
  if (At.isInvalid() || !At.isFileID() || whyNotInFile(At, SM))
    return SourceLocation();
  return At;
}

/// Where a loop with hint pragmas above it ('#pragma unroll 4', '#pragma
/// GCC ivdep') begins: the start of the first pragma's line (the code
/// inserted there ends with a '#line', so the pragma still starts its
/// line), or the '_Pragma' operator's place. The loop's own start where
/// the hints are not pragmas of this file.
static SourceLocation hintsBegin(const AttributedStmt *A,
                                 const SourceManager &SM) {
  SourceLocation Begin = A->getSubStmt()->getBeginLoc();
  for (const Stmt *S = A; const auto *AS = dyn_cast<AttributedStmt>(S);
       S = AS->getSubStmt())
    for (const Attr *H : AS->getAttrs()) {
      if (!isa<LoopHintAttr>(H))
        continue;
      SourceLocation Loc = SM.getExpansionLoc(H->getLocation());
      if (!Loc.isFileID() || SM.getFileID(Loc) != SM.getFileID(SM.getExpansionLoc(Begin)))
        continue;
      llvm::StringRef Buffer = SM.getBufferData(SM.getFileID(Loc));
      unsigned At = SM.getFileOffset(Loc);
      size_t LineStart = Buffer.rfind('\n', At);
      LineStart = LineStart == llvm::StringRef::npos ? 0 : LineStart + 1;
      llvm::StringRef Line = Buffer.substr(LineStart, At - LineStart).ltrim();
      if (Line.starts_with("#"))
        Loc = Loc.getLocWithOffset(int(LineStart) - int(At));
      if (SM.isBeforeInTranslationUnit(Loc, SM.getExpansionLoc(Begin)))
        Begin = Loc;
    }
  return Begin;
}

StatementText cuacc::statementText(const Stmt *S, const SourceManager &SM,
                                   const LangOptions &LO) {
  StatementText T;
  SourceLocation Begin = S->getBeginLoc();
  if (const auto *A = dyn_cast<AttributedStmt>(S))
    Begin = hintsBegin(A, SM);
  if (Begin.isMacroID() &&
      !Lexer::isAtStartOfMacroExpansion(Begin, SM, LO, &Begin))
    Begin = SourceLocation();
  if (Begin.isInvalid() || !Begin.isFileID()) {
    T.WhyNot = NotOffloaded{NotOffloadedKind::StatementInMacro, {}};
    return T;
  }
  SourceLocation End = afterStatement(S, SM, LO);
  if (End.isInvalid() || !End.isFileID()) {
    T.WhyNot = NotOffloaded{NotOffloadedKind::StatementEndsInMacro, {}};
  } else if (!intoOneFile(Begin, End, SM, LO) ||
             SM.getFileOffset(End) <= SM.getFileOffset(Begin)) {
    T.WhyNot = NotOffloaded{NotOffloadedKind::StatementSpansFiles, {}};
    End = SourceLocation();
  }
  if (std::optional<NotOffloaded> Why = whyNotInFile(Begin, SM)) {
    T.WhyNot = Why;
    return T;
  }
  T.Begin = Begin;
  T.End = End;
  return T;
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
