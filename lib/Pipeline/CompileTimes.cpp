//===- CompileTimes.cpp - where a file's compile spends its time ----------===//

#include "Pipeline/CompileTimes.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace cuacc;

static void line(llvm::raw_ostream &OS, double Seconds, llvm::StringRef What) {
  // A phase measured as a difference can come out a hair below zero.
  OS << llvm::format("%9.4f s  ", std::max(Seconds, 0.0)) << What << "\n";
}

/// An image's line says whether a compiler ran: "(compiled)", "(cached)",
/// or how many of each when the file's regions were compiled one by one
/// (KernelImages.cpp).
void CompileTimes::printImage(llvm::raw_ostream &OS, Phase P,
                              llvm::StringRef What) const {
  const Entry &E = Entries[size_t(P)];
  std::string How;
  if (E.Runs == 0)
    How = "(not built)";
  else if (E.Cached == E.Runs)
    How = "(cached)";
  else if (E.Cached == 0)
    How = "(compiled)";
  else
    How = "(" + std::to_string(E.Runs - E.Cached) + " compiled, " +
          std::to_string(E.Cached) + " cached)";
  line(OS, E.Seconds, "  " + What.str() + " " + How);
}

void CompileTimes::print(llvm::raw_ostream &OS, llvm::StringRef File,
                         double Total) const {
  double Cuacc = seconds(Phase::Analysis) + seconds(Phase::Schedule) +
                 seconds(Phase::Lower) + seconds(Phase::Finish);
  OS << "cuacc: compile time of " << File << " (wall clock)\n";
  line(OS, seconds(Phase::PlanningParse) - Cuacc, "parse (the planning parse)");
  line(OS, seconds(Phase::Analysis), "analysis");
  line(OS, seconds(Phase::Schedule), "schedule");
  line(OS, seconds(Phase::Lower), "lower");
  line(OS, seconds(Phase::KernelText), "kernel text");
  line(OS, seconds(Phase::Images), "kernel images, at the same time:");
  printImage(OS, Phase::DeviceImage, "device image");
  printImage(OS, Phase::EmulatorImage, "emulated-device image");
  line(OS,
       seconds(Phase::Finish) - seconds(Phase::KernelText) -
           seconds(Phase::Images),
       "rewrite (host code, images into the file, listing)");
  line(OS, Total - seconds(Phase::PlanningParse),
       "other (setting up the planning parse, reading its text)");
  line(OS, Total, "total, before Clang compiles the rewritten file");
}
