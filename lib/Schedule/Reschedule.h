//===- Reschedule.h - a sequential nest's statements in another order -*- C++ -*-===//
//
// A factorization written row by row (PolyBench's lu and cholesky:
// for i { for j < i { for k < j: A[i][j] -= A[i][k] * A[k][j]; A[i][j] /=
// A[j][j]; } ... }) has a sequential outer loop each of whose iterations is
// a chain of dependent dot products: one block at best, slower than one host
// core. The same statement instances in another order (right-looking: the
// dot products' k outermost, each step an update of the trailing matrix)
// leave parallel loops around every statement. That is a schedule in the
// polyhedral sense (Feautrier, "Some efficient solutions to the affine
// scheduling problem", 1992; Bondhugula et al., PLDI 2008): each statement
// gets one of its own loops as the new outer loop, its other loops inside in
// their order, and the statements an order within each step. It is legal
// when every pair of instances that touch one element, one of them writing,
// keeps its order; then every element sees the same operations in the same
// order, so the results are the program's, bit for bit. The test is exact
// integer feasibility over the loops' affine bounds and subscripts
// (IntegerSystem), and the new loops' bounds are checked the same way to
// run each instance exactly once.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_SCHEDULE_RESCHEDULE_H
#define CUACC_SCHEDULE_RESCHEDULE_H

#include "Analysis/Verdict.h"
#include <optional>
#include <utility>
#include <vector>

namespace clang {
class ASTContext;
class DeclRefExpr;
class Stmt;
class ValueDecl;
} // namespace clang

namespace cuacc {

/// The region's statement rebuilt in the new order. The statements of the
/// program are reused (not copied); where a statement's new outer loop
/// counts another variable, its references to its own were renamed in place
/// (restore() undoes that when the new form is not kept).
struct RescheduledNest {
  /// The same source range as the statement it stands for.
  clang::Stmt *Statement = nullptr;
  /// The line of the loop that now runs outermost (the first statement's).
  unsigned OuterLine = 0;
  std::vector<std::pair<clang::DeclRefExpr *, clang::ValueDecl *>> Renamed;
  void restore();
};

/// Whether the region looks like one the new order may help: its outermost
/// loop sequential and some write with no parallel loop around it.
bool worthRescheduling(const RegionAnalysis &A);

/// The region's statement in a legal order whose outer loop is not the
/// outermost one's, or nothing (the nest is not a static control part:
/// only countable unit-step loops and assignments of array elements with
/// affine subscripts; no order found legal; bounds that need min or max).
std::optional<RescheduledNest> rescheduleNest(const RegionAnalysis &A,
                                              clang::ASTContext &Ctx);

/// How many parallel loops there are around the region's array writes, all
/// together: the measure by which a new order is kept.
unsigned parallelWrites(const RegionAnalysis &A);

} // namespace cuacc

#endif
