//===- WhileLoops.h - a region's while loops as for loops -------*- C++ -*-===//
//
// A convergence loop inside a compute region ('while (err > tol && iter <
// max) { ... parallel loops ... }') is a sequential loop around parallel
// work, which the schedule runs in a persistent kernel, as it runs 'for (;
// err > tol && iter < max;)'. Every phase models and schedules for loops:
// a while or do loop ran as one serial kernel on one thread, its parallel
// loops included. A while loop is the for loop without an initialization
// and an increment, a do loop one whose body ends with its test; each is
// replaced by that for loop (at the keyword's location, so that messages
// name the loop the user wrote).
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_DIRECTIVE_WHILELOOPS_H
#define CUACC_DIRECTIVE_WHILELOOPS_H

namespace clang {
class ASTContext;
class ForStmt;
class SourceManager;
class Stmt;
} // namespace clang

namespace cuacc {

/// Replaces each while loop inside the compute region statement Region
/// (not Region itself) whose condition declares no variable by 'for (;
/// cond;) body', and each do loop no 'continue' of which goes to its test
/// by 'for (;;) { body; if (!(cond)) break; }'. The planning parse's AST
/// only.
void whileLoopsAsFor(clang::Stmt *Region, clang::ASTContext &Ctx);

/// The keyword F was written with: "while" or "do" (whileLoopsAsFor), or
/// "for".
const char *writtenKeyword(const clang::ForStmt *F,
                           const clang::SourceManager &SM);

} // namespace cuacc

#endif
