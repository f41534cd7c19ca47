//===- Persistent.cpp - a sequential loop around parallel work in one block ===//
//
// A sequential loop that holds parallel loops (time steps, the k of an LU,
// the i of a triangular solve) runs on the host around their kernels: a
// launch per kernel per iteration, some 4 us each on an H100, where the
// iteration's work may take less than one (PolyBench's ludcmp launched
// 241,799 kernels). It can run instead in one kernel of one block, every
// thread running the sequential loop alike and the parallel loops across
// the block between barriers (VectorLoops.cpp, as a serial kernel's inner
// loops do): one launch, a barrier per parallel loop.
//
// One block is one SM: a parallel loop of a million iterations per step
// is far faster launched across the device. Which one pays depends on the
// trip counts, known at run time: the region keeps both, and the host
// code asks the runtime (cuacc_persistent_choice), giving it the counts the
// cost model weighs: barriers, iterations, launches. The kernel has a
// second entry across the whole co-resident grid (a cooperative launch,
// grid barriers between the parallel loops), which the runtime may choose
// too: a grid barrier costs less than a launch (H100, MEDIUM PolyBench:
// jacobi-2d 1.90 -> 1.18 ms, fdtd-2d 2.37 -> 1.72, heat-3d 1.87 -> 1.26
// against the host loop). A loop the host cannot run (not countable, or
// it exits early) runs in one block whatever its counts.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Scalars.h"
#include "Directive/Binder.h"
#include "Schedule/Scheduler.h"

using namespace cuacc;
using namespace clang;

/// The persistent kernel of sequential loop L (pushed to S.Kernels, its
/// index returned), or none where one block cannot run it: a loop or
/// index the host must run or see, a parallel loop the block's threads
/// would not share. With Cost, where the host could run the loop too: its
/// barriers and iterations, and none where they are not known. Where they
/// use a scalar the region assigns (the host cannot weigh them before the
/// region; its loop would launch kernels whose grids need that scalar), the
/// kernel runs Always.
std::optional<unsigned>
Scheduler::persistentKernel(unsigned L, const std::vector<unsigned> &Host,
                            PersistentCost *Cost, bool &Always) {
  std::vector<unsigned> Nest{L};
  collectInner(L, Nest);
  for (unsigned I : Nest) {
    if (has(I, ClauseKind::Host))
      return std::nullopt;
    // An index read after the loop: the host variant's is the host's
    // counter (the region refuses a read of it in serial code, and sets
    // it after the region), this one's would be the kernel's.
    // An index the loop declares ('for (int t = ...)') ends with it: the
    // next run of the region declares another (a region inside a host
    // loop made it look live across the host loop's turn).
    const VarDecl *V = M.Loops[I].Index;
    if (V && (M.AddressTaken.count(V) ||
              (!Costs.declaredWithin(V, M.Loops[L].Stmt) &&
               isLiveAfter(V, M.Loops[L].Stmt, M.Function->getBody(), M))))
      return std::nullopt;
  }
  KernelPlan K;
  K.Serial = K.Persistent = true;
  K.Line = M.Loops[L].Line;
  K.Body = {M.Loops[L].Stmt};
  K.HostLoops = Host;
  K.InnerLoops = Nest;
  std::vector<Message> Unused; // the host variant's messages are the loops'
  if (!planVectorLoops(R, std::nullopt, K.Body, K, Unused))
    return std::nullopt;
  // A parallel loop outside the vector loops would run in thread 0 alone.
  for (unsigned I : Nest)
    if (R.Verdicts[I].Parallelizable && !has(I, ClauseKind::Seq) &&
        !acrossBlock(K, I))
      return std::nullopt;
  bool UserWidth = std::any_of(K.VectorLoops.begin(), K.VectorLoops.end(),
                               [&](unsigned V) {
                                 const Clause *C = clause(V, ClauseKind::Vector);
                                 return C && C->Count;
                               });
  if (!UserWidth)
    K.VectorWidth = tuning::PersistentThreads;
  Costs.CountNeedsDevice = false;
  if (Cost && !Costs.inBlockCost(L, K, *Cost)) {
    if (!Costs.CountNeedsDevice)
      return std::nullopt;
    *Cost = PersistentCost();
    Always = true;
  }
  collapseVectorLoops(K);
  warpLaneLoops(K);
  barriersBetween(K);
  // Across the grid where the runtime may choose it over the host loop (a
  // vector loop's reduction combines the blocks' totals after a grid
  // barrier), and where each thread's iteration of a vector loop (of its
  // collapsed nest) holds no loop: a loop there runs in one thread, where
  // the host's kernels may spread it (gramschmidt's i sums, a warp's lanes
  // each from the host: 6.9 ms; in each thread across the grid: 10.7), and
  // the runtime weighs iterations as if they all spread.
  K.GridEntry = Cost && !Always &&
                llvm::all_of(K.VectorLoops, [&](unsigned V) {
                  auto C = K.Collapsed.find(V);
                  unsigned Last = C == K.Collapsed.end() ? V : C->second.back();
                  if (auto W = K.WarpLanes.find(V); W != K.WarpLanes.end())
                    Last = W->second;
                  return M.Loops[Last].Children.empty();
                });
  K.Name = kernelName(K.Line);
  S.Kernels.push_back(std::move(K));
  return unsigned(S.Kernels.size() - 1);
}

/// Whether loop C's index can be computed beside those of the chain
/// collapsed into vector loop V so far (RegionModel::namesApart).
bool Scheduler::namesApartFromChain(const KernelPlan &K, unsigned V,
                                    unsigned C) const {
  auto Chain = K.Collapsed.find(V);
  return M.namesApart(V, C) &&
         (Chain == K.Collapsed.end() ||
          llvm::all_of(Chain->second,
                       [&](unsigned X) { return M.namesApart(X, C); }));
}

/// A vector loop whose body is one parallel loop (a stencil's i and j, and
/// k inside j) spreads them all over the threads: one thread an (i, j, k),
/// consecutive threads along the innermost, where its threads would each
/// walk a row. Each loop of the chain is its parent's whole body, its
/// bounds the same for every iteration of the loops above it in the chain
/// (they name none of their indices; a countable loop's bounds are not
/// assigned in its body) and it reduces nothing.
void Scheduler::collapseVectorLoops(KernelPlan &K) const {
  for (unsigned V : K.VectorLoops) {
    std::vector<Atom> Chain{M.Loops[V].IndexAtom};
    for (unsigned P = V; M.Loops[P].Children.size() == 1;) {
      unsigned C = M.Loops[P].Children.front();
      const Loop &CL = M.Loops[C];
      std::vector<const Stmt *> Body = statementsOf(M.Loops[P].Stmt->getBody());
      if (Body.size() != 1 || Body.front() != CL.Stmt || !CL.Countable ||
          has(C, ClauseKind::Seq) || !R.Verdicts[C].Parallelizable ||
          !namesApartFromChain(K, V, C))
        break;
      const ScalarFacts &SV = R.Verdicts[C].Scalars;
      if (!SV.Reductions.empty() || !SV.ElementReductions.empty() ||
          R.Verdicts[C].copiesBack())
        break;
      Chain.push_back(CL.IndexAtom);
      auto Inside = [&](Atom A) { return llvm::is_contained(Chain, A); };
      if (CL.Lower.mentionsAny(Inside) || CL.Upper.mentionsAny(Inside))
        break;
      K.Collapsed[V].push_back(C);
      P = C;
    }
  }
}

/// Whether loop L reduces (scalars, elements, the reduction clause's
/// arrays) or copies a private array back: work after it that ties its
/// threads together.
bool Scheduler::reducesOrCopiesBack(unsigned L) const {
  const LoopVerdict &V = R.Verdicts[L];
  return !V.Scalars.Reductions.empty() || !V.Scalars.ElementReductions.empty() ||
         !V.ArrayReductions.empty() || V.copiesBack();
}

/// See KernelPlan::WarpLanes. Only where warps are whole (a lane loop
/// stepping by 32 would skip the lanes a partial warp lacks), and where
/// neither loop reduces or keeps private copies.
void Scheduler::warpLaneLoops(KernelPlan &K) const {
  if (K.VectorWidth % WarpSize)
    return;
  auto Plain = [&](unsigned L) {
    const LoopVerdict &V = R.Verdicts[L];
    return !reducesOrCopiesBack(L) && V.AutoPrivate.empty() &&
           V.PrivateArrays.empty();
  };
  for (unsigned V : K.VectorLoops) {
    const Loop &VL = M.Loops[V];
    if (K.Collapsed.count(V) || VL.Children.size() != 1 || !Plain(V))
      continue;
    unsigned C = VL.Children.front();
    const Loop &CL = M.Loops[C];
    std::vector<const Stmt *> Body = statementsOf(VL.Stmt->getBody());
    if (Body.size() != 1 || Body.front() != CL.Stmt || !CL.Countable ||
        !CL.Children.empty() || has(C, ClauseKind::Seq) ||
        !R.Verdicts[C].Parallelizable || !Plain(C))
      continue;
    K.WarpLanes[V] = C;
  }
}

/// See KernelPlan::NoBarrierAfter. A vector loop that reduces combines its
/// partials after it (barriers of its own); one that assigns a scalar of
/// the kernel's (not an index of its own loops) would hand it on.
void Scheduler::barriersBetween(KernelPlan &K) const {
  auto Plain = [&](unsigned L) {
    if (reducesOrCopiesBack(L))
      return false;
    std::set<const VarDecl *> Indices;
    for (const Loop &I : M.Loops)
      if (M.isInsideLoop(I.Id, L))
        Indices.insert(I.Index);
    for (const VarDecl *A : M.facts().uses(M.Loops[L].Stmt).Assigned)
      if (!Indices.count(A))
        return false;
    return true;
  };
  for (unsigned V : K.VectorLoops) {
    const Loop &VL = M.Loops[V];
    if (VL.Parent < 0 || !Plain(V))
      continue;
    std::vector<const Stmt *> Siblings =
        statementsOf(M.Loops[VL.Parent].Stmt->getBody());
    auto It = llvm::find(Siblings, VL.Stmt);
    if (It == Siblings.end() || ++It == Siblings.end())
      continue;
    for (unsigned W : K.VectorLoops)
      if (M.Loops[W].Stmt == *It && Plain(W) && apartInOneIteration(V, W))
        K.NoBarrierAfter.insert(V);
  }
}

/// Whether no dependence joins loops A and B within one iteration of the
/// loops around both (every one of its vectors has a '<' somewhere).
bool Scheduler::apartInOneIteration(unsigned A, unsigned B) const {
  for (const cuacc::Dependence &D : R.Deps.Dependences) {
    const ArrayAccess &X = M.Accesses[D.Source], &Y = M.Accesses[D.Sink];
    bool Joins = (M.isInside(X, A) && M.isInside(Y, B)) ||
                 (M.isInside(X, B) && M.isInside(Y, A));
    if (!Joins)
      continue;
    if (D.Assumed)
      return false;
    for (const DirectionVector &Vec : D.Vectors)
      if (llvm::all_of(Vec, [](Direction Dir) { return Dir == Direction::EQ; }))
        return false;
  }
  return true;
}

/// Loop X's mean trip count over the ranges of the loops around it up to
/// Outer (Outer's own count when X is Outer); none when its bounds are not
/// affine in them or move with loops outside.
std::optional<TripCount>
PersistentCostModel::tripsWithin(unsigned X, unsigned Outer) const {
  const Loop &XL = M.Loops[X];
  if (!XL.Countable)
    return std::nullopt;
  std::vector<unsigned> Around;
  for (int P = X == Outer ? -1 : XL.Parent; P >= 0; P = M.Loops[P].Parent) {
    Around.push_back(unsigned(P));
    if (unsigned(P) == Outer)
      break;
  }
  auto Lo = rangeOver(XL.Lower, M, Around), Hi = rangeOver(XL.Upper, M, Around);
  if (!Lo || !Hi)
    return std::nullopt;
  for (const LinearExpr *E : {&Lo->first, &Lo->second, &Hi->first, &Hi->second}) {
    if (E->overflowed() || M.mentionsIndex(*E))
      return std::nullopt;
    if (!knownAtEntry(*E)) {
      CountNeedsDevice = true;
      return std::nullopt;
    }
  }
  // A loop whose bounds move with the loops around it in step (k < j
  // under j < i, cholesky's reordered nest): the linear average of its
  // trips can be zero or less where most runs have many (the runs counted
  // as negative pull it down: 10.7 million iterations counted as 0, and
  // one block chosen at 8 ms against the launches' 6.9). Half its widest
  // run stands for it.
  LinearExpr Span = (Hi->first + Hi->second) - (Lo->first + Lo->second);
  if (Span.isConstant() && Span.constant() <= 0 &&
      !(Hi->second - Lo->first).isConstant())
    return TripCount{Lo->first, Hi->second, 2 * XL.Step};
  return TripCount{Lo->first + Lo->second, Hi->first + Hi->second,
                   2 * XL.Step};
}

bool PersistentCostModel::declaredWithin(const VarDecl *V,
                                         const Stmt *S) const {
  return V->hasLocalStorage() &&
         rangeContains(SM, S->getSourceRange(), V->getLocation());
}

bool PersistentCostModel::knownAtEntry(const LinearExpr &E) const {
  SourceLocation Start = M.Region->Statement->getBeginLoc();
  return !E.mentionsAny([&](Atom A) {
    const AtomInfo &Info = M.Atoms[A];
    if (!Info.Value.empty()) // an invariant value the host computes first
      return false;
    if (Info.IsIndex ||
        !SM.isBeforeInTranslationUnit(Info.Var->getLocation(), Start))
      return true;
    return std::any_of(R.Host.Vars.begin(), R.Host.Vars.end(),
                       [&](const HostVar &V) {
                         return V.Var == Info.Var && V.Written;
                       });
  });
}

/// The iterations of loop X and of the loops inside it, each loop's
/// count times Prefix's, as products (Out).
bool PersistentCostModel::elementsOf(unsigned X, unsigned Outer,
                                     std::vector<TripCount> Prefix,
                                     TripSum &Out) const {
  std::optional<TripCount> T = tripsWithin(X, Outer);
  if (!T)
    return false;
  Prefix.push_back(*T);
  Out.push_back(Prefix);
  for (unsigned C : M.Loops[X].Children)
    if (!elementsOf(C, Outer, Prefix, Out))
      return false;
  return true;
}

/// The host variant's kernel runs and its serial kernels' vector-loop runs
/// (PersistentCost::Launches, HostedPhases): each launch in Steps as many
/// times as the host loops around it run (Prefix, then theirs in Steps; a
/// loop of unknown count counts once, which only favours the host
/// variant), each vector loop of a launched kernel as often as the loops
/// around it up to Outer run (once where not known).
void PersistentCostModel::hostedRuns(const std::vector<HostStep> &Steps,
                                     const std::vector<KernelPlan> &Kernels,
                                     unsigned Outer,
                                     const std::vector<TripCount> &Prefix,
                                     PersistentCost &Cost) const {
  for (const HostStep &St : Steps) {
    if (St.Kind == HostStep::Launch) {
      Cost.Launches.push_back(Prefix);
      const KernelPlan &K = Kernels[St.Kernel];
      for (unsigned V : K.VectorLoops)
        Cost.HostedPhases.push_back(
            runsWithin(V, Outer, &K).value_or(std::vector<TripCount>{}));
      continue;
    }
    std::vector<TripCount> Inner = Prefix;
    if (St.Kind == HostStep::Loop)
      if (std::optional<TripCount> T = tripsWithin(St.LoopId, Outer))
        Inner.push_back(*T);
    hostedRuns(St.Body, Kernels, Outer, Inner, Cost);
  }
}

/// What loop L costs in one block (PersistentCost's Phases and Elements),
/// or false where a count is not known.
bool PersistentCostModel::inBlockCost(unsigned L, const KernelPlan &K,
                                      PersistentCost &Cost) const {
  if (!tripsWithin(L, L))
    return false;
  for (unsigned V : K.VectorLoops) {
    std::optional<std::vector<TripCount>> Runs = runsWithin(V, L);
    if (!Runs)
      return false;
    Cost.Phases.push_back(*Runs);
    if (!elementsOf(V, L, *Runs, Cost.Elements))
      return false;
  }
  return true;
}

/// How often loop X starts in one run of loop Outer around it: the trip
/// counts of the loops between them, Outer's included. In kernel Across,
/// not its grid loops': their iterations run side by side, each block's
/// barriers its own (lu's rows, one a block: 80,000 runs of a row's
/// vector loop counted one after another made the host loop of 1,200
/// launches look 8 times slower than one block, which took 40 ms against
/// its 7.7 on an H200).
std::optional<std::vector<TripCount>>
PersistentCostModel::runsWithin(unsigned X, unsigned Outer,
                                const KernelPlan *Across) const {
  std::vector<TripCount> Runs;
  for (int P = M.Loops[X].Parent; P >= 0; P = M.Loops[P].Parent) {
    bool Side = Across && llvm::any_of(Across->Grid, [&](const GridDim &G) {
                  return G.Loop == unsigned(P);
                });
    std::optional<TripCount> T = tripsWithin(unsigned(P), Outer);
    if (!T)
      return std::nullopt;
    if (!Side)
      Runs.push_back(*T);
    if (unsigned(P) == Outer)
      break;
  }
  return Runs;
}

/// What loop L costs run by the host as Hosted (PersistentCost's Launches
/// and HostedPhases).
void PersistentCostModel::hostedCost(unsigned L, const HostStep &Hosted,
                                     const std::vector<KernelPlan> &Kernels,
                                     PersistentCost &Cost) const {
  hostedRuns(Hosted.Body, Kernels, L, {*tripsWithin(L, L)}, Cost);
}

/// What -Minfo says of a persistent kernel: where it always runs, its
/// loops' schedule too; where the runtime chooses, the loops' lines are
/// the host variant's.
void Scheduler::persistentMessages(const KernelPlan &K, bool Always) {
  std::string Width = std::to_string(K.VectorWidth);
  S.Messages.push_back({Always ? MessageKind::PersistentAlways
                               : MessageKind::PersistentChoice,
                        {Width}, K.Body.front()->getBeginLoc(), K.Line});
  if (K.GridEntry)
    S.Messages.push_back({MessageKind::PersistentGrid, {},
                          K.Body.front()->getBeginLoc(), K.Line});
  if (Always)
    serialVectorMessages(K);
}
