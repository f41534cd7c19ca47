//===- Schedule.h - mapping a region's loops onto the GPU -------*- C++ -*-===//
//
// For each compute region, the kernels to generate and how the loops map:
//
//   host loops      enclosing a kernel, run on the host around its launches
//                   (loops that are not parallel but contain parallel ones,
//                   and loops the user marked 'host');
//   grid loops      up to three consecutive parallel loops at the kernel's
//                   top, one per grid dimension; the loop giving stride-1
//                   access to the most references is x (threadIdx.x), so
//                   a warp reads consecutive addresses;
//   inner loops     everything inside, run sequentially by each thread;
//   serial kernels  statements outside any parallel loop run in one thread,
//                   so that data stays on the device between kernels.
//
// A plain description for the kernel printer and the host rewrite; it
// prints itself (dump=schedule).
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_SCHEDULE_SCHEDULE_H
#define CUACC_SCHEDULE_SCHEDULE_H

#include "Analysis/Verdict.h"
#include "Analysis/NotOffloaded.h"
#include "Schedule/TilePlan.h"
#include "Schedule/Tuning.h"
#include <map>
#include <set>
#include <optional>

namespace cuacc {

/// One grid dimension: the loop that runs across it, its strip length
/// (threads per block along it) and its chunk: each block runs Chunk strips
/// of consecutive iterations, each thread one iteration of each strip. A
/// chunk above 1 gives every thread several independent iterations (more
/// loads in flight) and, along a dimension without threads, makes each
/// thread walk consecutive iterations, so that a neighbour it loaded for
/// one iteration is still in L1 for the next (a stencil's k-1, k, k+1).
struct GridDim {
  unsigned Loop;
  unsigned Vector;
  unsigned Chunk = 1;
  /// For a loop whose bounds move with an outer grid loop (j <= i): the
  /// smallest first and largest last index over the outer loops' ranges.
  /// The grid covers that box; an iteration outside its own bounds does
  /// nothing.
  std::optional<std::pair<LinearExpr, LinearExpr>> Box;
};

/// An array staged in shared memory for a kernel (the cache clause): each
/// dimension d follows grid dimension Grid[d]'s index i, and the block's
/// iterations read it from i + Lo[d] to i + Hi[d].
struct CachedArray {
  const clang::VarDecl *Var;
  std::string Name;
  std::vector<unsigned> Grid;
  std::vector<int64_t> Lo, Hi;
};


/// The hardware's, not tuning: a warp's threads, a block's at most.
constexpr unsigned WarpSize = 32, MaxBlockThreads = 1024;

struct KernelPlan {
  std::string Name; ///< <function>_<line>_gpu
  unsigned Line;    ///< of the outermost kernel loop (first statement if serial)
  bool Serial = false;
  /// Grid loops, x first; empty for a serial kernel.
  std::vector<GridDim> Grid;
  /// The statements of a serial kernel; for a loop kernel, its root loop.
  std::vector<const clang::Stmt *> Body;
  /// A kernel of a distributed loop: the statements of its root loop's body
  /// it runs, in order (empty: the whole body).
  std::vector<const clang::Stmt *> Part;
  /// Statements of inner loops in Part that the kernel leaves out: a
  /// distributed part runs such a loop over the rest of its body.
  std::vector<const clang::Stmt *> LeftOut;
  std::vector<unsigned> HostLoops; ///< outermost first
  std::vector<unsigned> InnerLoops;
  /// Sequential loops moved inside the grid loops (loop interchange),
  /// outermost first: each runs, in order, around the deepest grid loop's
  /// body. (Also in InnerLoops.)
  std::vector<unsigned> Interchanged;
  std::vector<std::string> NonStride1;
  std::vector<Reduction> Reductions;
  /// An inner loop whose only value across iterations is a reduction, run
  /// across the 32 lanes of a warp: each warp (threadIdx.y) takes one
  /// iteration of the single grid loop, its lanes (threadIdx.x) stride
  /// through the inner loop, an all-lane shuffle combines their partials,
  /// and lane 0 runs the statements after it. Chosen when the inner loop
  /// walks memory contiguously and the grid loop does not (y = A x).
  std::optional<unsigned> LaneLoop;
  /// The scalars the lane loop reduces, and the array elements (each lane a
  /// register; lane 0 applies the total to the element after the loop).
  std::vector<Reduction> LaneReductions;
  std::vector<ElementReduction> LaneElements;
  /// Statements before the lane loop that store to those elements: lane 0
  /// alone runs them.
  std::vector<const clang::Stmt *> LaneZeroBefore;
  /// Where the lanes are: 0, the 32 threads of a warp (above); 1, the
  /// LaneWarps warps of a block (threadIdx.y), the grid loop keeping x:
  /// chosen when
  /// the grid loop is the contiguous one but the inner loop is long, so
  /// that a few thousand grid iterations still fill the GPU (z = A^T y).
  /// Their partials meet in shared memory.
  unsigned LaneDim = 0;
  /// The lane loop stores to memory besides its elements (symm's C[k][j]:
  /// each lane its own iterations' elements, the loop being parallel):
  /// lanes of a warp only, which wait for each other before and after it.
  bool LaneStores = false;
  /// The lane loop is the loop interchange moved inside the grid loop, not
  /// one inside the grid loop's body (a column sum written row by row:
  /// bicg's 's[j] += r[i] * A[i][j]' in 'for (i) for (j)', j across the
  /// grid): it runs the grid loop's body, and nothing follows it.
  bool LaneMoved = false;
  /// Whether the host should launch the int-counter entry when counters fit:
  /// not for a body with a long sequential loop (SGEMM's triple loop ran
  /// 38.2 ms with int counters against 31.5 with long ones on an H100,
  /// where stencils and the convolution gain 8-22%).
  bool NarrowPays = true;
  /// cache(list): arrays the kernel reads through a shared-memory tile.
  std::vector<CachedArray> Cached;
  /// PGI's two-level schedule (VectorLoops.cpp): the one grid loop across
  /// blocks, an iteration per block at a time; these inner parallel loops
  /// across the block's VectorWidth threads (x), each between barriers; the
  /// statements outside them that write memory in thread 0 (SingleThread),
  /// the others in every thread alike.
  std::vector<unsigned> VectorLoops;
  unsigned VectorWidth = 0;
  std::vector<const clang::Stmt *> SingleThread;
  /// Shared-memory and register tiles (Schedule/TilePlan.h), launched when
  /// the nest fills them.
  std::optional<TilePlan> Tiling;
  /// A serial kernel that runs a sequential loop around parallel loops in
  /// one block (a persistent kernel): one launch where the host would
  /// launch the parallel loops' kernels at every iteration.
  bool Persistent = false;
  /// The persistent kernel also has an entry across the whole co-resident
  /// grid (<Name>_grid, a cooperative launch): its vector loops stride
  /// over every block's threads, grid barriers in place of the block's,
  /// their reductions combined across the blocks.
  bool GridEntry = false;
  /// Vector loops whose body is one parallel loop whose bounds move with
  /// the vector loop's index (a triangle's rows): each iteration to a warp,
  /// the inner loop's across its 32 lanes (vector loop -> inner loop),
  /// where each thread would walk a row alone (uncoalesced, and in the
  /// grid entry one row a thread).
  std::map<unsigned, unsigned> WarpLanes;
  /// Vector loops the next statement of whose body is a vector loop that
  /// touches nothing they touch in the same iteration of the loops around
  /// both: no barrier between the two (lu's two trailing updates).
  std::set<unsigned> NoBarrierAfter;
  /// Vector loops whose body is a chain of parallel loops, each the whole
  /// body of the one before, of invariant bounds: spread over the threads
  /// as one loop (vector loop -> the chain, outermost first), consecutive
  /// threads taking consecutive innermost iterations.
  std::map<unsigned, std::vector<unsigned>> Collapsed;
};

/// Chooses vector loops for a kernel whose grid is the one loop Root (none:
/// a serial kernel, one block) and whose iteration runs Body: the loops the user marked 'vector' (saying
/// in Messages why one is not taken), or else the outermost parallel loops
/// in Body when they walk memory contiguously and the grid loop does not.
/// Fills Plan's VectorLoops, VectorWidth and SingleThread; false when the
/// kernel keeps one thread per grid iteration.
bool planVectorLoops(const RegionAnalysis &R, std::optional<unsigned> Root,
                     const std::vector<const clang::Stmt *> &Body,
                     KernelPlan &Plan, std::vector<Message> &Messages);

/// A loop's mean trip count over the loops around it in a persistent
/// kernel: its bounds' means there (affine bounds over a box of indices:
/// the mean of their least and greatest values, free of the indices),
/// doubled to stay integral, with the step doubled too: (Upper - Lower) /
/// Step + 1. A triangle's loop counts half its longest run.
struct TripCount {
  LinearExpr Lower, Upper;
  int64_t Step;
};
/// A count that is a sum of products of trip counts.
using TripSum = std::vector<std::vector<TripCount>>;

/// What a sequential loop costs each way, for the choice at the launch
/// (HostStep::Choice; the runtime holds the measured constants): run in
/// one block, it pays a barrier per run of a vector loop (Phases) and its
/// iterations (Elements, those of the loops inside counted too) in waves
/// of one block's threads; run on the host, it pays a launch per kernel
/// run (Launches) and the barriers of the vector loops its serial kernels
/// have (HostedPhases).
struct PersistentCost {
  TripSum Phases, Elements, Launches, HostedPhases;
};

/// A step of the region's host code: launch a kernel, run a host loop
/// around steps, or choose at run time between a persistent kernel and
/// a host loop.
struct HostStep {
  enum { Launch, Loop, Choice } Kind;
  unsigned Kernel = 0;          ///< for Launch; Choice: the persistent kernel
  unsigned LoopId = 0;          ///< for Loop
  std::vector<HostStep> Body;   ///< for Loop; Choice: the host loop's step
  PersistentCost Cost;          ///< for Choice
};

/// What the region costs each way, for the runtime's choice of the host
/// when it is faster (cuacc_host_pays, HostCost.cpp): a host core runs
/// every iteration of its loops (Work, those of the loops inside counted
/// too); the device pays the transfers, a launch per kernel run (Launches;
/// where the runtime chooses a persistent kernel, the host loop's
/// launches), and the iterations that serial kernels run in one block or
/// one thread (InBlock), each several times a host core's.
struct HostRunCost {
  TripSum Work, InBlock, Launches;
};

struct RegionSchedule {
  std::vector<KernelPlan> Kernels;
  std::vector<HostStep> Steps;
  /// None where a count is not known before the region starts.
  std::optional<HostRunCost> HostRun;
  /// Why the region stays on the host, when it does.
  std::optional<NotOffloaded> Refused;
  std::vector<Message> Messages;

  void print(llvm::raw_ostream &OS, const RegionModel &M) const;
};

/// The combiner (a functor of the kernels' CUDA prelude) and identity of a
/// reduction on a C type, or false when it is not generated for that type
/// (the analysis refuses those first: Scalars.cpp, reductionTypeRefusal).
/// A floating max or min combines as its statements pick (How).
bool reductionParts(ReductionOp Op, clang::QualType Type,
                    const clang::ASTContext &Ctx, std::string &Functor,
                    std::string &Identity, const Pick &How = {});

/// R's schedule. TakenNames: the kernel names the file's regions have so
/// far (two regions of one function on one presumed line, '#line', or of
/// functions of one name in two namespaces, would name their kernels
/// alike); the region's are added.
RegionSchedule scheduleRegion(const RegionAnalysis &R, clang::ASTContext &Ctx,
                              std::set<std::string> &TakenNames);

} // namespace cuacc

#endif
