//===- CompileTimes.h - where a file's compile spends its time --*- C++ -*-===//
//
// -fplugin-arg-cuacc-time-report prints, like -ftime-report, the wall time
// of cuacc's phases for the file: what issue #31's budget (a file with
// regions within 1.5 s of plain Clang) is spent on. The pipeline adds each
// phase's time as it runs; the plugin times the planning parse around it
// and prints.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_PIPELINE_COMPILETIMES_H
#define CUACC_PIPELINE_COMPILETIMES_H

#include "llvm/ADT/StringRef.h"
#include <array>
#include <chrono>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace cuacc {

enum class Phase {
  PlanningParse, ///< the whole planning parse, cuacc's phases in it
  Analysis,      ///< binding, data directives, the analyses
  Schedule,
  Lower,
  Finish,        ///< the end of the file: kernel text, images, rewriting
  KernelText,    ///< printing the kernels (in Finish)
  Images,        ///< both images, compiled at once (in Finish)
  DeviceImage,   ///< nvcc (in Images)
  EmulatorImage, ///< the emulated device's (in Images, beside nvcc)
  NumPhases
};

/// Wall time since it started or since the last lap.
class Stopwatch {
public:
  double lap() {
    auto Now = std::chrono::steady_clock::now();
    double Seconds = std::chrono::duration<double>(Now - Start).count();
    Start = Now;
    return Seconds;
  }

private:
  std::chrono::steady_clock::time_point Start =
      std::chrono::steady_clock::now();
};

/// The time of each phase for one file. Phases that run at the same time
/// (the two images) each add to their own entry, so two threads may add
/// at once.
class CompileTimes {
public:
  /// Adds Seconds to P; Cached: the cache served this run (images).
  void add(Phase P, double Seconds, bool Cached = false) {
    Entry &E = Entries[size_t(P)];
    E.Seconds += Seconds;
    ++E.Runs;
    E.Cached += Cached;
  }
  /// The report for File; Total is the plugin's time before Clang
  /// compiles the rewritten file.
  void print(llvm::raw_ostream &OS, llvm::StringRef File, double Total) const;

private:
  struct Entry {
    double Seconds = 0;
    unsigned Runs = 0, Cached = 0;
  };
  std::array<Entry, size_t(Phase::NumPhases)> Entries;

  double seconds(Phase P) const { return Entries[size_t(P)].Seconds; }
  void printImage(llvm::raw_ostream &OS, Phase P, llvm::StringRef What) const;
};

} // namespace cuacc

#endif
