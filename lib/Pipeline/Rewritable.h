//===- Rewritable.h - where cuacc can put text around a statement -*- C++ -*-===//
//
// The file rewritten for the device keeps the user's lines (see
// FileRewriter.h): text goes before a region's statement and after its last
// token, in the main file or in a header included once, never into a macro
// expansion.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_PIPELINE_REWRITABLE_H
#define CUACC_PIPELINE_REWRITABLE_H

#include "clang/Basic/SourceLocation.h"
#include <string>

namespace clang {
class LangOptions;
class SourceManager;
class Stmt;
} // namespace clang

namespace cuacc {

/// Where text goes to follow the statement S: after its last token, which
/// for a statement that ends in ';' is that ';'. Invalid when it cannot be
/// told (inside a macro).
clang::SourceLocation afterStatement(const clang::Stmt *S,
                                     const clang::SourceManager &SM,
                                     const clang::LangOptions &LO);

/// How many times the file that holds Loc was entered (a header without
/// include guards can be entered several times, each with its own text).
unsigned timesEntered(const clang::SourceManager &SM, clang::SourceLocation Loc);

/// Why text cannot be put around the statement S; empty when it can. The
/// file compiled and the headers it includes once are rewritten.
std::string whyNotRewritable(const clang::Stmt *S,
                             const clang::SourceManager &SM,
                             const clang::LangOptions &LO);

} // namespace cuacc

#endif
