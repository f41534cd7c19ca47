//===- Rewritable.h - where cuacc can put text around a statement -*- C++ -*-===//
//
// The file rewritten for the device keeps the user's lines (see
// FileRewriter.h): text goes before a region's statement and after its last
// token, in the main file or in a header included once. A statement that
// starts or ends in a macro expansion is rewritten around the expansion
// when the statement starts (ends) with the expansion's first (last) token:
// `FOR_I(n) {...}`, `c[i] = MAX(a[i], b);`, `STEP` standing for `a[i]++;`,
// a block closed by `CLOSE` standing for `}`. This is the one place that
// maps statements to positions in the text.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_PIPELINE_REWRITABLE_H
#define CUACC_PIPELINE_REWRITABLE_H

#include "Analysis/NotOffloaded.h"
#include "clang/Basic/SourceLocation.h"
#include <optional>
#include <string>

namespace clang {
class LangOptions;
class SourceManager;
class Stmt;
} // namespace clang

namespace cuacc {

/// Where text can go around a statement: before Begin and at End (just
/// after its last token), both in one file; or why not. Begin may be valid
/// where End is not (text can still go before the statement).
struct StatementText {
  clang::SourceLocation Begin, End;
  std::optional<NotOffloaded> WhyNot; ///< none when Begin and End are valid
  bool rewritable() const { return !WhyNot; }
};

/// Where text goes around the statement S (see the file comment).
StatementText statementText(const clang::Stmt *S,
                            const clang::SourceManager &SM,
                            const clang::LangOptions &LO);

/// Where text goes just before the token at Loc (a block's '}'): Loc
/// itself, or the start of the macro expansion that token begins; invalid
/// otherwise, or where the file is not rewritten.
clang::SourceLocation beforeToken(clang::SourceLocation Loc,
                                  const clang::SourceManager &SM,
                                  const clang::LangOptions &LO);

/// How many times the file that holds Loc was entered (a header without
/// include guards can be entered several times, each with its own text).
unsigned timesEntered(const clang::SourceManager &SM, clang::SourceLocation Loc);

} // namespace cuacc

#endif
