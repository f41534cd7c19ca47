//===- Dependence.h - array dependences between references -------*- C++ -*-===//
//
// For every pair of references to the same array in a region (at least one a
// write), the direction vectors over their common loops under which the two
// may touch the same element. See Dependence.cpp for the tests.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_ANALYSIS_DEPENDENCE_H
#define CUACC_ANALYSIS_DEPENDENCE_H

#include "Analysis/LoopModel.h"
#include <set>

namespace cuacc {

/// Direction of a dependence at one loop level, in iteration order: '<' the
/// source runs in an earlier iteration than the sink.
enum class Direction : uint8_t { LT, EQ, GT };
using DirectionVector = std::vector<Direction>;

enum class DependenceKind { Flow, Anti, Output };

struct Dependence {
  unsigned Source, Sink; ///< access ids; the source runs first
  DependenceKind Kind;
  std::vector<unsigned> Levels; ///< common loops, outermost first
  /// Feasible vectors, each lexicographically positive or all '='.
  std::vector<DirectionVector> Vectors;
  /// The test that shaped the answer, or why the dependence is assumed.
  std::string Test;
  bool Assumed = false; ///< a subscript could not be analysed

  /// Whether the dependence is carried by loop L (first non-'=' at L).
  bool isCarriedBy(unsigned L) const;
};

/// A pair proven independent, kept for the dump.
struct Independence {
  unsigned A, B;
  std::string Test;
};

struct DependenceOptions {
  bool SafePointers = false; ///< -fplugin-arg-cuacc-safeptr
};

struct DependenceInfo {
  std::vector<Dependence> Dependences;
  std::vector<Independence> Independent;
  /// Pointer pairs that may alias: the region runs on the accelerator only
  /// after a run-time check that their sections do not overlap.
  std::vector<std::pair<const clang::VarDecl *, const clang::VarDecl *>>
      OverlapChecks;
  /// The pairs of OverlapChecks none of whose accesses share a loop the user
  /// did not assert independent: their overlapping could not change what
  /// the kernels compute (only copying overlapping sections apart could).
  std::set<std::pair<const clang::VarDecl *, const clang::VarDecl *>>
      OverlapHarmlessInKernels;

  void print(llvm::raw_ostream &OS, const RegionModel &M) const;
};

DependenceInfo analyzeDependences(const RegionModel &M,
                                  const DependenceOptions &Opts);

/// Whether two distinct variables may name overlapping memory.
bool mayAlias(const clang::VarDecl *A, const clang::VarDecl *B,
              const DependenceOptions &Opts);

} // namespace cuacc

#endif
