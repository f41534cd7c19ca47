//===- HostCost.cpp - what a region costs on the host and on the device ---===//
//
// A region of small trip counts runs faster on one host core than on the
// device: the device pays each array's transfer, each launch (some 4 us),
// and, in the serial kernels that run a sequential loop in one block or one
// thread, several times a host core's time per iteration (PolyBench at
// MEDIUM sizes: trisolv's one-block solve 6 ns an iteration against the
// host's 0.8; gesummv's 0.1 ms of transfers against its 0.06 ms on the
// host). The counts known before the region starts go to the runtime,
// which weighs them with the sizes of the data it would move and the data
// already present (cuacc_host_pays): either choice computes the same
// result, the host's being the statement as the user wrote it.
//
//===----------------------------------------------------------------------===//

#include "Schedule/Scheduler.h"

using namespace cuacc;
using namespace clang;

unsigned PersistentCostModel::rootOf(unsigned X) const {
  while (M.Loops[X].Parent >= 0)
    X = unsigned(M.Loops[X].Parent);
  return X;
}

/// The outermost loops of the region in S (S itself, or inside it), in
/// order.
static void outermostLoops(const Stmt *S, const StatementIndex &Facts,
                           const std::map<const ForStmt *, unsigned> &LoopOf,
                           std::vector<unsigned> &Out) {
  Facts.walk(S, [&](const Stmt *X) {
    if (const auto *F = dyn_cast<ForStmt>(X))
      if (auto It = LoopOf.find(F); It != LoopOf.end()) {
        Out.push_back(It->second);
        return false;
      }
    return true;
  });
}

/// The iterations serial kernel K runs, each loop of its statements as
/// often as the loops around it run (host loops, or the sequential loop of
/// a persistent kernel).
bool PersistentCostModel::inBlockIterations(const KernelPlan &K,
                                            HostRunCost &Cost) const {
  std::vector<unsigned> Loops;
  for (const Stmt *S : K.Body)
    outermostLoops(S, M.facts(), LoopOf, Loops);
  for (unsigned X : Loops) {
    unsigned Root = rootOf(X);
    std::optional<std::vector<TripCount>> Runs = runsWithin(X, Root);
    if (!Runs || !elementsOf(X, Root, *Runs, Cost.InBlock))
      return false;
  }
  return true;
}

/// The launches and in-block iterations of Steps, each run as often as the
/// host loops around them (Prefix). A persistent choice counts its host
/// loop's: the runtime picks the kernel only where that is cheaper.
bool PersistentCostModel::hostRunSteps(const std::vector<HostStep> &Steps,
                                       const std::vector<KernelPlan> &Kernels,
                                       std::vector<TripCount> Prefix,
                                       HostRunCost &Cost) const {
  for (const HostStep &St : Steps) {
    switch (St.Kind) {
    case HostStep::Launch:
      Cost.Launches.push_back(Prefix);
      if (Kernels[St.Kernel].Serial &&
          !inBlockIterations(Kernels[St.Kernel], Cost))
        return false;
      break;
    case HostStep::Loop: {
      std::optional<TripCount> T = tripsWithin(St.LoopId, rootOf(St.LoopId));
      if (!T)
        return false;
      std::vector<TripCount> Inner = Prefix;
      Inner.push_back(*T);
      if (!hostRunSteps(St.Body, Kernels, Inner, Cost))
        return false;
      break;
    }
    case HostStep::Choice:
      if (!hostRunSteps(St.Body, Kernels, Prefix, Cost))
        return false;
      break;
    }
  }
  return true;
}

/// Whether S holds work the loop model does not count: a while or do loop,
/// a for loop it does not model, a goto (a loop of its own), or a call to a
/// function of the program (its loops). Library calls (sqrt) count as one
/// iteration's work.
static bool uncountedWork(const Stmt *S, const StatementIndex &Facts,
                          const std::map<const ForStmt *, unsigned> &LoopOf) {
  for (const Stmt *X : Facts.subtree(S)) {
    if (isa<WhileStmt>(X) || isa<DoStmt>(X) || isa<GotoStmt>(X) ||
        isa<IndirectGotoStmt>(X))
      return true;
    if (const auto *F = dyn_cast<ForStmt>(X); F && !LoopOf.count(F))
      return true;
    if (const auto *C = dyn_cast<CallExpr>(X)) {
      const FunctionDecl *Callee = C->getDirectCallee();
      if (!Callee || Callee->hasBody())
        return true;
    }
  }
  return false;
}

std::optional<HostRunCost>
PersistentCostModel::hostRunCost(const RegionSchedule &S) const {
  if (uncountedWork(M.Region->Statement, M.facts(), LoopOf))
    return std::nullopt;
  HostRunCost Cost;
  std::vector<unsigned> Roots;
  outermostLoops(M.Region->Statement, M.facts(), LoopOf, Roots);
  for (unsigned X : Roots)
    if (!elementsOf(X, X, {}, Cost.Work))
      return std::nullopt;
  if (Cost.Work.empty()) // statements alone: one iteration's work
    Cost.Work.emplace_back();
  if (!hostRunSteps(S.Steps, S.Kernels, {}, Cost))
    return std::nullopt;
  return Cost;
}
