//===- NotOffloaded.h - why a compute region runs on the host ---*- C++ -*-===//
//
// A reason as data: a kind from NotOffloaded.def and its arguments. Every
// phase that can keep a region on the host (analysis, scheduling, lowering,
// the rewrite) says so with one of these, before anything is printed, and
// later phases compare kinds, never texts.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_ANALYSIS_NOTOFFLOADED_H
#define CUACC_ANALYSIS_NOTOFFLOADED_H

#include <string>
#include <vector>

namespace cuacc {

enum class NotOffloadedKind {
#define NOT_OFFLOADED(Kind, Text) Kind,
#include "Analysis/NotOffloaded.def"
};

struct NotOffloaded {
  NotOffloadedKind Kind;
  std::vector<std::string> Args;

  /// The reason as -Minfo words it.
  std::string text() const;
};

} // namespace cuacc

#endif
