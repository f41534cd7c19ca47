//===- ArrayPrivatization.h - arrays each iteration can own ------*- C++ -*-===//
//
// An array a loop uses as scratch space: every element an iteration reads,
// the same iteration wrote before, on every path. Each iteration (thread)
// can then work on its own copy, and the dependences the array carries
// vanish. PGI only suggested it ("Parallelization would require
// privatization of array 'a[0:n-1]'"); cuacc privatizes the array itself
// when the values the loop leaves in it can never be read and a kernel can
// hold the copies, and suggests it otherwise.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_ANALYSIS_ARRAYPRIVATIZATION_H
#define CUACC_ANALYSIS_ARRAYPRIVATIZATION_H

#include "Analysis/DataPlan.h"

namespace cuacc {

/// How the last iteration's copy of a privatized array goes back to it
/// (lastprivate): every iteration writes the same elements, Hull, all of
/// them, so the copy of the iteration that runs last in sequential order
/// holds what the loop leaves there.
struct LastPrivateCopy {
  SectionBounds Hull;
  /// Loops inside L, around the covering write but not stepping its
  /// subscript, that may run no iteration: then no iteration writes, and
  /// nothing goes back.
  std::vector<unsigned> MustRun;
  /// Loops around L in the source, around the write, that may run no
  /// iteration: where the schedule moves one inside the kernel (an
  /// interchange), it too must run for the write to happen.
  std::vector<unsigned> MustRunIfInside;
};

struct PrivateArray {
  const clang::VarDecl *Var;
  /// The elements an iteration touches, per dimension, over the loops
  /// inside the loop (indices of the loops around it stay atoms); empty
  /// when the references' ranges do not join.
  std::vector<SectionBounds> Section;
  std::string Text; ///< "sum[0:np-1]", as -Minfo names it
  /// Set when the array's values after the loop may be read: the last
  /// iteration's copy goes back.
  std::optional<LastPrivateCopy> LastCopy = std::nullopt;
};

/// X as a candidate for a private copy per iteration of loop L: every
/// reference of X in L is an element access with affine subscripts free of
/// L's index, and each read is covered by earlier writes of the same
/// iteration (the same element on a path through the write, or a whole box
/// of elements written by unconditional loops that run to completion).
std::optional<PrivateArray> privatizationCandidate(const RegionModel &M,
                                                   unsigned L,
                                                   const clang::VarDecl *X);

/// Whether cuacc privatizes candidate P in L itself: the values L leaves in
/// the array can never be read, and the kernel can hold a copy per thread.
bool privatizesItself(const RegionModel &M, unsigned L, const PrivateArray &P,
                      llvm::ArrayRef<Directive> All, clang::ASTContext &Ctx);

/// When the values L leaves in candidate P may be read (privatizesItself is
/// false): whether the iteration that runs last can write its copy back,
/// and what it writes. A one-dimensional array a kernel can hold, a loop
/// that runs every iteration (no exits, no 'continue'), and one write that
/// covers every element any reference touches in every iteration: without
/// conditions, in loops that run whole, bounds and section fixed for the
/// whole region and known where it starts.
std::optional<LastPrivateCopy> lastPrivateCopy(const RegionModel &M, unsigned L,
                                               const PrivateArray &P,
                                               clang::ASTContext &Ctx);

} // namespace cuacc

#endif
