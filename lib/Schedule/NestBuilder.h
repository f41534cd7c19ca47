//===- NestBuilder.h - the loops of a new statement order -------*- C++ -*-===//
//
// Given each statement's new outer loop and the statements' order within a
// step, the loops that run exactly the statement's instances: its other
// loops' bounds by Fourier-Motzkin elimination from the inside out (every
// coefficient of an eliminated index 1, so the projection is exact over
// the integers, and one bound dominating the others on each side, so no
// min or max), checked by integer feasibility to run no instance outside
// the statement's loops (a bound on the outer loop alone that the others do
// not imply becomes an 'if'). Then the AST: new 'for' statements around the
// program's own statements, which keep their source locations.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_SCHEDULE_NESTBUILDER_H
#define CUACC_SCHEDULE_NESTBUILDER_H

#include "Schedule/Reschedule.h"
#include "Analysis/StaticControl.h"

namespace cuacc {

/// The nest for Choice (statement S's new outer loop is its loop at
/// position Choice[S]) with the statements in Order within each step; none
/// when its bounds need a min or a max, or its variables differ in type.
std::optional<RescheduledNest> buildNest(const Scop &P,
                                         const std::vector<unsigned> &Choice,
                                         const std::vector<unsigned> &Order,
                                         clang::ASTContext &Ctx);

} // namespace cuacc

#endif
