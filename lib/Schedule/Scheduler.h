//===- Scheduler.h - the scheduling of one region (private) -------*- C++
//-*-===//
//
// Private to lib/Schedule, three classes by job over one view of the
// region's loops (LoopNestView): NestRestructurer (Restructure.cpp) decides
// the interchanges and distributions that expose parallelism and hands the
// Scheduler the grid chain and the parts; PersistentCostModel
// (Persistent.cpp) counts what a persistent kernel and its host-loop
// alternative cost; the Scheduler (Schedule.cpp: the walk over the region,
// grids, block shapes; Lanes.cpp: the threads of one grid iteration;
// Persistent.cpp: persistent kernels) acts on their answers and builds the
// RegionSchedule.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_SCHEDULE_SCHEDULER_H
#define CUACC_SCHEDULE_SCHEDULER_H

#include "Directive/Binder.h"
#include "Schedule/Schedule.h"
#include "Analysis/StatementIndex.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include <map>
#include <optional>
#include <set>

namespace cuacc {

using clang::ASTContext;
using clang::Expr;
using clang::ForStmt;
using clang::SourceLocation;
using clang::SourceManager;
using clang::Stmt;
using clang::VarDecl;

/// What the scheduling classes ask of the region's loops: their verdicts
/// and clauses, whether a statement is in a part of a distributed loop.
class LoopNestView {
public:
  LoopNestView(const RegionAnalysis &R, ASTContext &Ctx)
      : R(R), M(R.Model), SM(Ctx.getSourceManager()) {
    for (const Loop &L : M.Loops)
      LoopOf[L.Stmt] = L.Id;
  }

protected:
  const RegionAnalysis &R;
  const RegionModel &M;
  const SourceManager &SM;
  std::map<const ForStmt *, unsigned> LoopOf;

  unsigned lineOf(const Stmt *St) const {
    return userLine(SM, St->getBeginLoc());
  }
  bool has(unsigned L, ClauseKind K) const {
    return M.Loops[L].ForDirective && M.Loops[L].ForDirective->has(K);
  }
  const Clause *clause(unsigned L, ClauseKind K) const {
    return M.Loops[L].ForDirective ? M.Loops[L].ForDirective->find(K)
                                   : nullptr;
  }

  /// A loop the grid can run. Not one with element reductions: a grid
  /// has no combine into an element's address (a lane loop has).
  bool parallel(unsigned L) const {
    return R.Verdicts[L].Parallelizable && !has(L, ClauseKind::Seq) &&
           !has(L, ClauseKind::Host) &&
           R.Verdicts[L].Scalars.ElementReductions.empty();
  }
  /// parallel(L), or only for its element reductions, none of which is in
  /// Part (a part of a distributed loop that leaves them out).
  bool parallelIn(unsigned L, const std::vector<const Stmt *> &Part) const {
    if (parallel(L))
      return true;
    if (Part.empty() || !R.Verdicts[L].Parallelizable ||
        has(L, ClauseKind::Seq) || has(L, ClauseKind::Host))
      return false;
    for (const ElementReduction &E : R.Verdicts[L].Scalars.ElementReductions)
      for (const Expr *Ref : E.Refs)
        if (inPart(Ref, Part))
          return false;
    return true;
  }
  /// Whether a loop inside L is parallelizable, element reductions and
  /// all (a distributed part may run it).
  bool containsParallelizable(unsigned L) const {
    for (unsigned C : M.Loops[L].Children)
      if (R.Verdicts[C].Parallelizable || containsParallelizable(C))
        return true;
    return false;
  }
  bool containsParallel(unsigned L) const {
    if (parallel(L))
      return true;
    for (unsigned C : M.Loops[L].Children)
      if (containsParallel(C))
        return true;
    return false;
  }
  bool inPart(const Stmt *S, const std::vector<const Stmt *> &Part) const {
    if (Part.empty())
      return true;
    for (const Stmt *P : Part)
      if (!SM.isBeforeInTranslationUnit(SM.getExpansionLoc(S->getBeginLoc()),
                                        SM.getExpansionLoc(P->getBeginLoc())) &&
          !SM.isBeforeInTranslationUnit(SM.getExpansionLoc(P->getEndLoc()),
                                        SM.getExpansionLoc(S->getBeginLoc())))
        return true;
    return false;
  }
  /// Whether S is in Part or holds some of it.
  bool touches(const Stmt *S, const std::vector<const Stmt *> &Part) const {
    if (inPart(S, Part))
      return true;
    for (const Stmt *P : Part)
      if (inPart(P, {S}))
        return true;
    return false;
  }
  /// Whether a reduction of Root's is in Part.
  bool reducesIn(unsigned Root, const std::vector<const Stmt *> &Part) const {
    for (const Reduction &Red : R.Verdicts[Root].Scalars.Reductions)
      if (usedInPart(Red.Var, Part))
        return true;
    return false;
  }
  bool usedInPart(const VarDecl *V,
                  const std::vector<const Stmt *> &Part) const {
    if (Part.empty())
      return true;
    unsigned N = 0;
    for (const Stmt *P : Part)
      N += countRefs(P, V);
    return N > 0;
  }
  bool before(const Stmt *A, const Stmt *B) const {
    return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A->getBeginLoc()),
                                        SM.getExpansionLoc(B->getBeginLoc()));
  }
  bool within(const Expr *E, const Stmt *S) const {
    return expandedWithin(SM, S->getSourceRange(), E->getBeginLoc());
  }
  void collectInner(unsigned L, std::vector<unsigned> &Out) const {
    for (unsigned C : M.Loops[L].Children) {
      Out.push_back(C);
      collectInner(C, Out);
    }
  }
};

/// Loop restructuring (Restructure.cpp, Allen and Kennedy): which loops can
/// be interchanged to make a grid, how a loop distributes into parts that
/// run as kernels of their own or in order. Decides; the Scheduler acts.
class NestRestructurer : public LoopNestView {
public:
  using LoopNestView::LoopNestView;
  /// Items of a loop's iteration that distribution keeps together.
  using Items = std::vector<std::vector<const Stmt *>>;
  std::vector<std::vector<const Stmt *>> distribution(unsigned L) const;
  std::vector<std::vector<const Stmt *>> distribution(unsigned L,
                                                      const Items &Body) const;
  Items bodyItems(unsigned L) const;
  Items splitItems(unsigned L) const;
  std::vector<const Stmt *> cover(unsigned L,
                                  const std::vector<const Stmt *> &Part) const;
  std::vector<const Stmt *> leftOut(unsigned L,
                                    const std::vector<const Stmt *> &Part) const;
  bool inOrder(const std::vector<const Stmt *> &Part) const;
  bool independent(const std::vector<const Stmt *> &A,
                   const std::vector<const Stmt *> &B) const;
  std::optional<std::vector<std::vector<const Stmt *>>>
  sequentialParts(unsigned L, const Items &Body) const;
  void fuseParts(unsigned L,
                 std::vector<std::vector<const Stmt *>> &Groups) const;
  bool distributable(unsigned L) const;
  bool parallelForPart(unsigned L, const std::vector<const Stmt *> &Part) const;
  bool partInterchanges(unsigned L, const std::vector<const Stmt *> &Part) const;
  std::vector<std::vector<const Stmt *>>
  sequentialDistribution(unsigned L, const Items &Body) const;
  std::vector<unsigned> gridChain(unsigned Root,
                                  const std::vector<const Stmt *> &Part,
                                  std::vector<unsigned> &Moved) const;
  std::optional<unsigned> onlyLoop(unsigned L) const;
  std::optional<unsigned> onlyLoop(const std::vector<const Stmt *> &Body) const;
  bool rectangular(unsigned L, const std::vector<unsigned> &Outer) const;
  bool interchangeable(unsigned P, unsigned L,
                       const std::vector<const Stmt *> &Part = {}) const;
  std::optional<std::pair<LinearExpr, LinearExpr>>
  box(unsigned L, const std::vector<unsigned> &Chain) const;
  bool interchangesToKernel(unsigned P) const;
  bool sharesCopies(const std::vector<unsigned> &Chain, unsigned C) const;
};

/// The cost model of a persistent kernel (Persistent.cpp): the trip counts
/// of the loops around and inside, summed as the runtime weighs them.
class PersistentCostModel : public LoopNestView {
public:
  using LoopNestView::LoopNestView;
  std::optional<TripCount> tripsWithin(unsigned X, unsigned Outer) const;
  /// Whether the host can evaluate E where the region starts (the runtime
  /// weighs counts made of it): no loop index, no variable declared in the
  /// region or assigned there.
  bool knownAtEntry(const LinearExpr &E) const;
  /// Whether V is a local S declares (it ends with S).
  bool declaredWithin(const VarDecl *V, const Stmt *S) const;
  /// Set by tripsWithin when a count is affine but not known at entry.
  mutable bool CountNeedsDevice = false;
  std::optional<std::vector<TripCount>>
  runsWithin(unsigned X, unsigned Outer,
             const KernelPlan *Across = nullptr) const;
  bool inBlockCost(unsigned L, const KernelPlan &K, PersistentCost &Cost) const;
  /// Kernels: the schedule's, which Hosted's launches name.
  void hostedCost(unsigned L, const HostStep &Hosted,
                  const std::vector<KernelPlan> &Kernels,
                  PersistentCost &Cost) const;
  bool elementsOf(unsigned X, unsigned Outer, std::vector<TripCount> Prefix,
                  TripSum &Out) const;
  void hostedRuns(const std::vector<HostStep> &Steps,
                  const std::vector<KernelPlan> &Kernels, unsigned Outer,
                  const std::vector<TripCount> &Prefix,
                  PersistentCost &Cost) const;
  // HostCost.cpp: the region each way, for the runtime's choice of the host.
  std::optional<HostRunCost> hostRunCost(const RegionSchedule &S) const;

private:
  unsigned rootOf(unsigned X) const;
  bool hostRunSteps(const std::vector<HostStep> &Steps,
                    const std::vector<KernelPlan> &Kernels,
                    std::vector<TripCount> Prefix, HostRunCost &Cost) const;
  bool inBlockIterations(const KernelPlan &K, HostRunCost &Cost) const;
};

class Scheduler : public LoopNestView {
public:
  Scheduler(const RegionAnalysis &R, ASTContext &Ctx,
            const std::set<std::string> &FileNames)
      : LoopNestView(R, Ctx), Ctx(Ctx), Nest(R, Ctx), Costs(R, Ctx),
        FileNames(FileNames) {}

  RegionSchedule run();

private:
  ASTContext &Ctx;
  NestRestructurer Nest;
  PersistentCostModel Costs;
  /// The kernel names of the file's regions scheduled before.
  const std::set<std::string> &FileNames;
  RegionSchedule S;
  using Items = NestRestructurer::Items;

  void plan(const std::vector<const Stmt *> &Stmts, std::vector<HostStep> &Out,
            std::vector<unsigned> &Host);
  bool sequentialLoop(unsigned L, std::vector<HostStep> &Out,
                      std::vector<unsigned> &Host);
  void serialKernel(std::vector<const Stmt *> &Group,
                    std::vector<HostStep> &Out,
                    const std::vector<unsigned> &Host);
  bool acrossBlock(const KernelPlan &K, unsigned L) const;
  void reducedIn(unsigned L, const std::vector<const Stmt *> &Part,
                 std::vector<Reduction> &Reductions,
                 std::vector<ElementReduction> &Elements) const;
  void threadsOfIteration(KernelPlan &K, unsigned Root,
                          const std::vector<const Stmt *> &Part,
                          const std::vector<const ArrayAccess *> &Refs,
                          const std::vector<unsigned> &Moved);
  bool movedLoopsShare(unsigned Grid, const std::vector<unsigned> &Moved) const;
  bool movedLaneLoop(KernelPlan &K, unsigned Grid, unsigned L,
                     const std::vector<const Stmt *> &Part,
                     const std::vector<const ArrayAccess *> &Refs) const;
  bool laneZeroAssigns(unsigned Grid, unsigned L) const;
  void innerLoops(KernelPlan &K, unsigned Root,
                  const std::vector<const Stmt *> &Part,
                  const std::vector<unsigned> &Chain,
                  const std::vector<unsigned> &Moved) const;
  void serialVectorMessages(const KernelPlan &K);
  // Persistent.cpp: a sequential loop around parallel loops in one block.
  std::optional<unsigned> persistentKernel(unsigned L,
                                           const std::vector<unsigned> &Host,
                                           PersistentCost *Cost, bool &Always);
  void persistentMessages(const KernelPlan &K, bool Always);
  bool namesApartFromChain(const KernelPlan &K, unsigned V, unsigned C) const;
  void collapseVectorLoops(KernelPlan &K) const;
  bool reducesOrCopiesBack(unsigned L) const;
  void warpLaneLoops(KernelPlan &K) const;
  void barriersBetween(KernelPlan &K) const;
  bool apartInOneIteration(unsigned A, unsigned B) const;
  void loopKernel(unsigned L, std::vector<HostStep> &Out,
                  const std::vector<unsigned> &Host,
                  const std::vector<const Stmt *> &Part = {});
  bool distribute(unsigned L, std::vector<HostStep> &Out,
                  const std::vector<unsigned> &Host);
  bool distributeSequential(unsigned L, std::vector<HostStep> &Out,
                            const std::vector<unsigned> &Host);
  std::string kernelName(unsigned Line) const;
  unsigned xLoop(const std::vector<unsigned> &Chain,
                 const std::vector<const ArrayAccess *> &Refs) const;
  void blockShape(KernelPlan &K, const std::vector<unsigned> &Order);
  void nonStride1(KernelPlan &K, const std::vector<unsigned> &Chain,
                  const std::vector<const ArrayAccess *> &Refs, Atom XA) const;
  void kernelMessages(const KernelPlan &K, const std::vector<unsigned> &Chain);
  void interchangeMessage(const std::vector<unsigned> &Chain,
                          const std::vector<unsigned> &Moved);
  std::optional<unsigned>
  laneLoop(unsigned Root, const std::vector<const Stmt *> &Part,
           const std::vector<const ArrayAccess *> &Refs, unsigned &LaneDim,
           std::vector<const Stmt *> &ZeroBefore, bool &Stores) const;
  bool lanesMayRun(const std::vector<const Stmt *> &Body,
                   std::vector<const Stmt *>::const_iterator At,
                   const ScalarFacts &F,
                   const std::vector<const ArrayAccess *> &Refs,
                   std::vector<const Stmt *> &ZeroBefore, bool &Stores) const;
  void cache(KernelPlan &K, const std::vector<const ArrayAccess *> &Refs);
  void tiles(KernelPlan &K, const std::vector<const ArrayAccess *> &Refs);
};

} // namespace cuacc

#endif
