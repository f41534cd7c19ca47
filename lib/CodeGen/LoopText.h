//===- LoopText.h - a loop's trip count and index value as C text -*- C++ -*-===//
//
// The two texts every printer needs of a normalized loop (inclusive bounds
// Lo and Hi, a constant step): how many iterations it runs, and the index
// value of an iteration. The host's launch code, the kernels, their vector
// loops and the tiled entries print them alike from here.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_CODEGEN_LOOPTEXT_H
#define CUACC_CODEGEN_LOOPTEXT_H

#include <cstdint>
#include <string>

namespace cuacc {

/// The trip count from inclusive bounds, 0 when the loop does not run. In
/// kernel text as a long (the bounds may be ints); in host text the
/// bounds are longs already.
enum class TripCountIn { Kernel, Host };
std::string tripCountText(const std::string &Lo, const std::string &Hi,
                          int64_t Step, TripCountIn As = TripCountIn::Kernel);

/// The index's value at iteration Counter, from the lower bound up or the
/// upper one down: `Lo + (Type)(Counter * Step)`.
std::string indexValueText(const std::string &Type, const std::string &Lo,
                           const std::string &Hi, int64_t Step,
                           const std::string &Counter);

} // namespace cuacc

#endif
