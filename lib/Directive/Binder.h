//===- Binder.h - attach directives to statements and declarations -*- C++ -*-//
//
// The pragma handler sees tokens, not statements: when it runs, the statement
// after the pragma has not been parsed yet. So directives are bound after the
// function's body is parsed, from the AST: each directive gets the statement
// that follows it in the innermost enclosing statement (a 'for' directive its
// loop, a region its statement), every name in its clauses gets the
// declaration visible at the directive, and the nesting rules are checked
// (no region in a region, a 'for' directive only inside a region, ...).
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_DIRECTIVE_BINDER_H
#define CUACC_DIRECTIVE_BINDER_H

#include "Directive/Directive.h"
#include "Directive/DirectiveDiagnostics.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace clang {
class ASTContext;
class CallExpr;
class FunctionDecl;
} // namespace clang

namespace cuacc {

/// Binds the directives written inside F's body (in source order) and
/// returns those without errors, completed with statement and declarations.
std::vector<Directive> bindDirectives(const clang::FunctionDecl &F,
                                      std::vector<Directive> Directives,
                                      clang::ASTContext &Ctx,
                                      DirectiveDiagnostics &Diags);

/// The loop S annotates when S is a loop under attributes (`#pragma
/// unroll 4`, `#pragma clang loop ...`: hints for the host compiler's
/// code, not part of what the loop does); otherwise S.
const clang::Stmt *withoutLoopHints(const clang::Stmt *S);

/// Whether Pred holds for a type T reaches through pointers and array
/// elements (not for T itself): what an array or pointer variable points to.
bool reachesType(clang::QualType T,
                 llvm::function_ref<bool(clang::QualType)> Pred);

/// The element type of rows reached through pointers ('double **a': a[i]
/// points to row i, a row of its own), or a null type for any other type.
/// A data clause moves such rows one by one, and the device gets a table of
/// their device addresses (the runtime's CUACC_ROWS).
clang::QualType rowElementType(clang::QualType T);

/// Whether Loc lies within Range, comparing where the code was expanded.
bool rangeContains(const clang::SourceManager &SM, clang::SourceRange Range,
                   clang::SourceLocation Loc);

/// Whether Loc's expansion lies within Range's (a declaration inside a
/// statement, a statement inside another); coarser than rangeContains inside
/// one macro expansion, where everything is at the same place.
bool expandedWithin(const clang::SourceManager &SM, clang::SourceRange Range,
                    clang::SourceLocation Loc);

/// The line the user sees for Loc: where a macro was expanded, as #line
/// directives number it.
unsigned userLine(const clang::SourceManager &SM, clang::SourceLocation Loc);

/// A short name for the kind of statement ("for loop", "compound statement").
llvm::StringRef describeStatement(const clang::Stmt &S);

} // namespace cuacc

#endif
