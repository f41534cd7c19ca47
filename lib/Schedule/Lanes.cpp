//===- Lanes.cpp - the threads of one grid iteration -----------------------===//
//
// A kernel whose grid is one loop may give each grid iteration several
// threads: a lane loop (an inner loop whose only values across iterations
// are reductions, run across a warp's 32 lanes or a block's warps, each lane
// a partial of every reduction, lane 0 running what follows: y = A x, z =
// A^T y, gesummv's two row sums), or PGI's vector loops (VectorLoops.cpp).
// The rest of the scheduling is in Schedule.cpp (see Scheduler.h).
//
//===----------------------------------------------------------------------===//

#include "Schedule/Scheduler.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include <algorithm>
#include <climits>

using namespace cuacc;
using namespace clang;

namespace {

/// How many of Refs walk memory contiguously with the loop of index Inner
/// and with the loop of index Outer (their last subscript steps by one
/// with it), Skip aside (references that do not repeat: a reduced element).
template <class Fn>
std::pair<unsigned, unsigned>
contiguousWalks(const std::vector<const ArrayAccess *> &Refs, Atom Inner,
                Atom Outer, Fn Skip) {
  unsigned ForInner = 0, ForOuter = 0;
  for (const ArrayAccess *A : Refs) {
    const Subscript &Last = A->Subscripts.back();
    if (!Last.Affine || Skip(A))
      continue;
    int64_t CI = Last.Expr.coefficient(Inner), CO = Last.Expr.coefficient(Outer);
    ForInner += CI == 1 || CI == -1;
    ForOuter += CO == 1 || CO == -1;
  }
  return {ForInner, ForOuter};
}

/// L's trip count where its bounds are constants; otherwise INT64_MAX.
int64_t knownTrips(const Loop &L) {
  return L.Lower.isConstant() && L.Upper.isConstant()
             ? L.Upper.constant() - L.Lower.constant() + 1
             : INT64_MAX;
}

} // namespace

/// How the threads of a one-loop grid share an iteration: a lane loop
/// (its reductions those of Part), or PGI's vector loops; or neither.
/// Moved: the sequential loops interchange moved inside the grid loop Root
/// (a lane loop only, inside them: movedLoopsShare).
void Scheduler::threadsOfIteration(KernelPlan &K, unsigned Root,
                                   const std::vector<const Stmt *> &Part,
                                   const std::vector<const ArrayAccess *> &Refs,
                                   const std::vector<unsigned> &Moved) {
  if (!Moved.empty() && !movedLoopsShare(Root, Moved))
    return;
  // A lastprivate copy is one thread's: no threads share an iteration.
  std::vector<unsigned> Nest{Root};
  collectInner(Root, Nest);
  if (llvm::any_of(Nest, [&](unsigned L) { return R.Verdicts[L].copiesBack(); }))
    return;
  if (!has(Root, ClauseKind::Vector) &&
      R.Verdicts[Root].Scalars.Reductions.empty())
    K.LaneLoop = laneLoop(Root, Part, Refs, K.LaneDim, K.LaneZeroBefore,
                          K.LaneStores);
  if (K.LaneLoop && !Moved.empty() && laneZeroAssigns(Root, *K.LaneLoop))
    K.LaneLoop.reset();
  if (K.LaneLoop) {
    reducedIn(*K.LaneLoop, Part, K.LaneReductions, K.LaneElements);
    return;
  }
  K.LaneZeroBefore.clear();
  K.LaneStores = false;
  if (Moved.empty() && !has(Root, ClauseKind::Vector) &&
      !has(Root, ClauseKind::Kernel) && !reducesIn(Root, Part) &&
      K.LeftOut.empty())
    planVectorLoops(R, Root,
                    Part.empty() ? statementsOf(M.Loops[Root].Stmt->getBody())
                                 : Part,
                    K, S.Messages);
}

/// Whether the lanes may share grid loop Grid's iteration inside the loops
/// interchange moved into it (trmm: the columns j across the grid, the
/// rows i around each column's k sum). Every lane runs the moved loops,
/// and the lanes wait for each other before each run of the lane loop
/// (what lane 0 wrote after the last run, the next may read). So the
/// moved loops run the same iterations in the whole block (countable, no
/// exit, the grid loop's bounds do not use their indices: every thread
/// reaches the barriers) and carry no scalar.
bool Scheduler::movedLoopsShare(unsigned Grid,
                                const std::vector<unsigned> &Moved) const {
  const Loop &G = M.Loops[Grid];
  for (unsigned L : Moved) {
    const Loop &ML = M.Loops[L];
    const ScalarFacts &F = R.Verdicts[L].Scalars;
    if (!ML.Countable || !ML.Exit.empty() || ML.HasContinue ||
        !F.Reductions.empty() || !F.Carried.empty() ||
        G.Lower.mentions(ML.IndexAtom) || G.Upper.mentions(ML.IndexAtom))
      return false;
  }
  return true;
}

/// A column sum written row by row (bicg's 's[j] += r[i] * A[i][j]' in 'for
/// (i) for (j)', interchanged so that j runs across the grid): a few
/// hundred columns are a few hundred threads, each summing every row in
/// order (47 us for bicg's 390 x 410 on an H200). The moved loop L splits
/// across the block's warps instead, as a lane loop: each warp a partial of
/// the grid iteration's elements, combined in shared memory. Only where
/// every store of the kernel is a reduction into those elements (one
/// element per grid iteration, which the moved loop's iterations share and
/// nothing else of its array is touched), no scalar crosses the moved
/// loop's iterations or leaves it, and the grid loop walks memory
/// contiguously.
bool Scheduler::movedLaneLoop(KernelPlan &K, unsigned Grid, unsigned L,
                              const std::vector<const Stmt *> &Part,
                              const std::vector<const ArrayAccess *> &Refs)
    const {
  const Loop &ML = M.Loops[L], &G = M.Loops[Grid];
  // A directive on either loop is the user's schedule: keep it.
  if (ML.ForDirective || has(Grid, ClauseKind::Vector) || !ML.Countable ||
      !ML.Exit.empty() || ML.HasContinue || !G.Exit.empty() || G.HasContinue ||
      G.Lower.mentions(ML.IndexAtom) || G.Upper.mentions(ML.IndexAtom))
    return false;
  const ScalarFacts &F = R.Verdicts[L].Scalars;
  if (!F.Carried.empty() || !F.LastValueNeeded.empty() ||
      !F.Reductions.empty() || R.Verdicts[L].copiesBack())
    return false;
  std::vector<ElementReduction> Elements;
  for (ElementReduction &E : elementReductions(ML, M, Ctx, &G))
    if (inPart(E.First, Part))
      Elements.push_back(std::move(E));
  if (Elements.empty())
    return false;
  auto Reduced = [&](const ArrayAccess *A) {
    return llvm::any_of(Elements, [&](const ElementReduction &E) {
      return E.Refs.count(A->E) != 0;
    });
  };
  for (const ArrayAccess *A : Refs) {
    bool OfElement = llvm::any_of(Elements, [&](const ElementReduction &E) {
      return E.Array == A->Array;
    });
    if (OfElement != Reduced(A) || (A->IsWrite && !Reduced(A)))
      return false;
  }
  for (const Stmt *St : statementsOf(G.Stmt->getBody()))
    if (touches(St, Part) && M.facts().callsWithPointers(St))
      return false;
  auto [ForInner, ForOuter] =
      contiguousWalks(Refs, ML.IndexAtom, G.IndexAtom, Reduced);
  if (ForOuter == 0 || ForInner > ForOuter ||
      knownTrips(ML) < tuning::LaneSplitTrips)
    return false;
  K.LaneLoop = L;
  K.LaneDim = 1;
  K.LaneMoved = true;
  K.LaneElements = std::move(Elements);
  return true;
}

/// Whether what lane 0 alone runs after lane loop L in grid loop Grid's
/// body assigns a scalar: inside moved loops, the other lanes would read
/// it in the next iteration without having it.
bool Scheduler::laneZeroAssigns(unsigned Grid, unsigned L) const {
  bool After = false;
  for (const Stmt *S : statementsOf(M.Loops[Grid].Stmt->getBody())) {
    if (After && !isa<DeclStmt>(S) && !M.facts().uses(S).Assigned.empty())
      return true;
    After |= S == M.Loops[L].Stmt;
  }
  return false;
}

/// The reductions of loop L that Part runs: its scalars used there, its
/// elements reduced there (a distributed part may leave some out).
void Scheduler::reducedIn(unsigned L, const std::vector<const Stmt *> &Part,
                          std::vector<Reduction> &Reductions,
                          std::vector<ElementReduction> &Elements) const {
  const ScalarFacts &F = R.Verdicts[L].Scalars;
  for (const Reduction &Red : F.Reductions)
    if (usedInPart(Red.Var, Part))
      Reductions.push_back(Red);
  for (const ElementReduction &E : F.ElementReductions)
    if (inPart(E.First, Part))
      Elements.push_back(E);
}

/// Whether the statements of a grid iteration (Body, the lane loop At) can
/// run with lanes: every lane runs what comes before the loop, so it may
/// not write memory; the loop's stores are each lane's own iterations'
/// (the loop is parallel), which Stores reports; after it, lane 0 alone
/// runs each statement, but declarations stay visible to all lanes: they
/// may not write either. The element a lane loop reduces is the
/// exception: in the loop its stores go to the register; before it, lane
/// 0 alone runs the statements that store to it (ZeroBefore; the lanes
/// never read it in memory), when they set no variable the lanes would
/// need.
bool Scheduler::lanesMayRun(const std::vector<const Stmt *> &Body,
                            std::vector<const Stmt *>::const_iterator At,
                            const ScalarFacts &F,
                            const std::vector<const ArrayAccess *> &Refs,
                            std::vector<const Stmt *> &ZeroBefore,
                            bool &Stores) const {
  // A store to an element the loop reduces: one of its references, or the
  // same element by its subscripts.
  auto ElementStore = [&](const ArrayAccess *A) {
    for (const ElementReduction &E : F.ElementReductions) {
      if (E.Refs.count(A->E))
        return true;
      auto First = std::find_if(Refs.begin(), Refs.end(),
                                [&](const ArrayAccess *R) { return R->E == E.First; });
      if (First == Refs.end())
        continue;
      if (A->Array == E.Array && A->sameElementAs(**First))
        return true;
    }
    return false;
  };
  for (auto It = Body.begin(); It != Body.end(); ++It) {
    if (It > At && !isa<DeclStmt>(*It))
      continue;
    bool Element = false, Other = false;
    for (const ArrayAccess *A : Refs)
      if (A->IsWrite && within(A->E, *It))
        (ElementStore(A) ? Element : Other) = true;
    if (It == At && Other) {
      Stores = true;
      Other = false;
    }
    Other |= M.facts().callsWithPointers(*It);
    if (Other || (Element && isa<DeclStmt>(*It)))
      return false;
    if (Element && It != At) {
      if (!M.facts().uses(*It).Assigned.empty())
        return false;
      ZeroBefore.push_back(*It);
    }
  }
  return true;
}

std::optional<unsigned>
Scheduler::laneLoop(unsigned Root, const std::vector<const Stmt *> &Part,
                    const std::vector<const ArrayAccess *> &Refs,
                    unsigned &LaneDim, std::vector<const Stmt *> &ZeroBefore,
                    bool &Stores) const {
  const Loop &RL = M.Loops[Root];
  std::vector<unsigned> Children;
  for (unsigned C : RL.Children)
    if (touches(M.Loops[C].Stmt, Part))
      Children.push_back(C);
  if (Children.size() != 1)
    return std::nullopt;
  unsigned L = Children.front();
  const Loop &LL = M.Loops[L];
  // A directive on the inner loop is the user's schedule: keep it.
  if (!LL.Children.empty() || !LL.Countable || LL.ForDirective)
    return std::nullopt;
  // Reductions (gesummv's two row sums), of scalars or of elements, in a
  // loop that may run in parallel with them.
  const ScalarFacts &F = R.Verdicts[L].Scalars;
  std::vector<Reduction> Reductions;
  std::vector<ElementReduction> Elements;
  reducedIn(L, Part, Reductions, Elements);
  if ((Reductions.empty() && Elements.empty()) || !F.Carried.empty() ||
      !F.LastValueNeeded.empty() || !R.Verdicts[L].Parallelizable)
    return std::nullopt;
  // Its index belongs to it alone, so each lane can have its own: declared
  // by the loop, or not read after it in the grid iteration.
  const auto *Init = dyn_cast_or_null<DeclStmt>(LL.Stmt->getInit());
  if ((!Init || !Init->isSingleDecl() || Init->getSingleDecl() != LL.Index) &&
      isLiveAfter(LL.Index, LL.Stmt, RL.Stmt, M))
    return std::nullopt;
  std::vector<const Stmt *> Body =
      Part.empty() ? statementsOf(RL.Stmt->getBody()) : Nest.cover(Root, Part);
  auto At = std::find(Body.begin(), Body.end(), LL.Stmt);
  if (At == Body.end())
    return std::nullopt;
  Stores = false;
  if (!lanesMayRun(Body, At, F, Refs, ZeroBefore, Stores))
    return std::nullopt;
  // Worth it when the inner loop walks memory contiguously and the grid
  // loop does not.
  // The references that repeat (not the element reduced in a register).
  auto [ForInner, ForOuter] = contiguousWalks(
      Refs, LL.IndexAtom, RL.IndexAtom, [&](const ArrayAccess *A) {
        return !M.isInside(*A, L) ||
               llvm::any_of(F.ElementReductions, [&](const ElementReduction &E) {
                 return E.Refs.count(A->E) != 0;
               });
      });
  // A short inner loop of known length stays sequential: fewer iterations
  // than lanes would leave lanes idle.
  int64_t Known = knownTrips(LL);
  // A loop that stores takes a warp's lanes whatever its walk: a block's
  // warps share their grid iterations with the clamped copies past the
  // grid's end, whose stores would repeat the last iteration's.
  if ((ForInner > ForOuter || Stores) && Known >= tuning::LaneMinTrips) {
    LaneDim = 0;
    return L;
  }
  // The grid loop is the contiguous one: split a long inner loop across
  // the block's warps. Their threads along x run different iterations,
  // and every one must reach the barriers: no 'continue' may skip the loop
  // (the emulator caught the deadlock).
  if (Stores || ForOuter == 0 || ForInner > ForOuter ||
      Known < tuning::LaneSplitTrips || RL.HasContinue || !RL.Exit.empty())
    return std::nullopt;
  LaneDim = 1;
  return L;
}
