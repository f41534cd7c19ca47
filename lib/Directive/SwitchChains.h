//===- SwitchChains.h - a region's switches as if-else chains ---*- C++ -*-===//
//
// A switch whose cases are parallel loops ('switch (stage) { case 0: for
// (...) ...; break; case 1: ... }', a Runge-Kutta stage, a boundary kind)
// is a choice between parallel work, as the if-else chain it equals is;
// every phase models and schedules if statements, and a switch ran as one
// serial kernel on one thread, its loops included. A switch whose cases
// each end with a break (the last may fall out of its end), with no
// declaration or label among its cases' own statements, is replaced by
// '{ T __cuacc_switchN = cond; if (__cuacc_switchN == 0) {...} else if
// ... else { default } }'.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_DIRECTIVE_SWITCHCHAINS_H
#define CUACC_DIRECTIVE_SWITCHCHAINS_H

namespace clang {
class ASTContext;
class FunctionDecl;
class Stmt;
} // namespace clang

namespace cuacc {

/// Replaces each such switch inside the compute region statement Region
/// (not Region itself), F's, by its if-else chain. The planning parse's
/// AST only.
void switchesAsIfChains(clang::Stmt *Region, clang::FunctionDecl *F,
                        clang::ASTContext &Ctx);

} // namespace cuacc

#endif
