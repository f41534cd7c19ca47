//===- Accumulators.h - a scalar that carries one element's value -*- C++ -*-===//
//
// PolyBench's ludcmp writes lu with a scalar in the middle:
//
//   w = A[i][j]; for (k = 0; k < j; k++) w -= A[i][k] * A[k][j];
//   A[i][j] = w / A[j][j];
//
// w holds the element's value from its load to its store, and nothing in
// between touches the element: the same operations on A[i][j] itself
// (A[i][j] -= ...; A[i][j] = A[i][j] / A[j][j]) give the same values, bit for
// bit, when w has the element's type. Then the nest is lu's, which
// Reschedule.h can reorder; with the scalar every statement depends on the
// one before through w, and no order but the written one is legal.
//
// The forwarding edits the region's statements in place (the load becomes
// an empty statement, each use of w a copy of the element's expression) and
// is undone where the reordered nest is not kept.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_ANALYSIS_ACCUMULATORS_H
#define CUACC_ANALYSIS_ACCUMULATORS_H

#include "Analysis/Verdict.h"
#include <functional>
#include <optional>
#include <vector>

namespace cuacc {

struct ForwardedAccumulators {
  /// The scalars forwarded, as the user named them.
  std::vector<std::string> Names;
  /// Undo steps, in the order made.
  std::vector<std::function<void()>> Undo;
  void restore() {
    for (auto It = Undo.rbegin(); It != Undo.rend(); ++It)
      (*It)();
    Undo.clear();
  }
};

/// Forwards every scalar of the region's nest that is such an accumulator
/// and that nothing else in the region, nor anything after it, reads; none
/// when there is none (or one use of such a scalar fits no pattern).
std::optional<ForwardedAccumulators>
forwardAccumulators(const RegionAnalysis &A, clang::ASTContext &Ctx);

} // namespace cuacc

#endif
