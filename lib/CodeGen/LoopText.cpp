//===- LoopText.cpp - a loop's trip count and index value as C text -------===//

#include "CodeGen/LoopText.h"

using namespace cuacc;

static std::string magnitude(int64_t Step) {
  return std::to_string(Step < 0 ? -Step : Step);
}

std::string cuacc::tripCountText(const std::string &Lo, const std::string &Hi,
                                 int64_t Step, TripCountIn As) {
  if (As == TripCountIn::Host)
    return "(" + Hi + " < " + Lo + " ? 0 : (" + Hi + " - " + Lo + ") / " +
           magnitude(Step) + " + 1)";
  return "(" + Hi + " < " + Lo + " ? 0L : (long)(" + Hi + " - " + Lo +
         ") / " + magnitude(Step) + " + 1)";
}

std::string cuacc::indexValueText(const std::string &Type,
                                  const std::string &Lo, const std::string &Hi,
                                  int64_t Step, const std::string &Counter) {
  return (Step > 0 ? Lo + " + " : Hi + " - ") + "(" + Type + ")(" + Counter +
         " * " + magnitude(Step) + ")";
}
