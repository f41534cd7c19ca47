//===- LibraryCalls.h - std::min and std::max as expressions ----*- C++ -*-===//
//
// C++ code clamps and bounds with std::min and std::max, which take their
// operands by const reference: calls into the library that the kernels do
// not make ("parameter '__a' is not a scalar or a plain pointer"), so the
// region ran on the host. For numbers, each is the expression the library
// evaluates ('b < a ? b : a' for min, 'a < b ? b : a' for max: the same
// operand wins where one is NaN or they compare equal, -0.0 against 0.0
// included), which every later phase reads as the region's own code.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_DIRECTIVE_LIBRARYCALLS_H
#define CUACC_DIRECTIVE_LIBRARYCALLS_H

namespace clang {
class ASTContext;
class Expr;
class Stmt;
} // namespace clang

namespace cuacc {

/// E, an argument converted to its parameter's type, with the conversion
/// written out: an implicit conversion is invisible in printed code, so an
/// argument substituted for its parameter ('get(short i, unsigned char
/// j)' inlined, 'std::min<int>(x, y)' with a long x) would print without
/// it and keep its own type.
clang::Expr *withWrittenConversion(clang::ASTContext &Ctx, clang::Expr *E);

/// Replaces, in the compute region statement Region, each value read from
/// std::min(a, b) or std::max(a, b) of an arithmetic type of int's rank or
/// more (or a floating type), whose operands have no side effects, with
/// the conditional expression the library computes. The planning parse's
/// AST only, as member paths.
void substituteLibraryCalls(clang::Stmt *Region, clang::ASTContext &Ctx);

} // namespace cuacc

#endif
