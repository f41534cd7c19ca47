//===- SectionReach.h - joined access ranges and what they assume -*- C++ -*-===//
//
// An access's range (rangeOver) holds when the loops around it run: its
// bounds are the extremes over a non-empty iteration space. Joining the
// ranges of two accesses (a[i+4] and, under 'for (j = 2; j < n; j++)',
// a[j+5]) compares their bounds; a bound may be dropped for the other only
// by what holds whenever the dropped one's access runs: "this loop runs"
// for the loops around that access, not for a loop around the other (at
// n <= 2 the j loop runs no iteration, and n+4 is no bound for row 5).
//
// Where only another loop's fact proves the comparison (b[0] after
// 'for (i = 0; i < n; i++) b[i] = ...': [0:n-1] holds b[0] when n >= 1),
// the join may assume that loop runs: the region checks it at run time and
// runs on the host where it does not (DataPlan::AssumedLoops). Sound proofs
// are tried first, and an assumption names as few loops as prove it.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_ANALYSIS_SECTIONREACH_H
#define CUACC_ANALYSIS_SECTIONREACH_H

#include "Analysis/LoopModel.h"
#include <optional>
#include <set>
#include <vector>

namespace cuacc {

/// Inclusive bounds of one dimension of a section.
struct SectionBounds {
  LinearExpr Lower, Upper;
};
using Hull = std::vector<SectionBounds>;

/// A hull of accesses, the loops around every one of them (sorted), and
/// the loops it assumes run.
struct Reach {
  std::vector<SectionBounds> H;
  std::vector<unsigned> Loops;
  std::set<unsigned> Assumes;
};

class ReachProver {
public:
  explicit ReachProver(const RegionModel &M);

  /// E >= 0 whenever the accesses of R run, given the loops in Needs run
  /// as well; with MayAssume, loops added to Needs where that proves it.
  bool atLeastZero(const LinearExpr &E, const Reach &R, std::set<unsigned> &Needs,
                   bool MayAssume) const;
  /// The hull of A's and B's accesses, when each bound's comparison is
  /// provable (with MayAssume, by assuming loops run: the result's
  /// Assumes).
  std::optional<Reach> join(const std::optional<Reach> &A, const Reach &B,
                            bool MayAssume) const;
  /// Whether section A holds what B reaches, whenever B's accesses run;
  /// the loops it had to assume added to Needs.
  bool contains(const Hull &A, const Reach &B, std::set<unsigned> &Needs,
                bool MayAssume) const;
  /// "The loop runs" (Upper - Lower >= 0) for each loop of Loops that has
  /// one free of indices.
  std::vector<LinearExpr> factsOf(const std::set<unsigned> &Loops) const;

private:
  const RegionModel &M;
  /// The loops with a fact, in order.
  std::vector<unsigned> WithFacts;
};

} // namespace cuacc

#endif
