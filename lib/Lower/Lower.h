//===- Lower.h - a region's kernels and host code, decided -------*- C++ -*-===//
//
// Between scheduling and printing: everything about an offloaded region that
// the printers need, decided once. The schedule says which loops run where;
// lowering decides what each kernel takes and how (parameters and where the
// host gets their values), what it keeps per thread (private scalars, local
// and scratch arrays), how it reduces (combiner, identity, device slot),
// its lane and tile plans with the references they rewrite, the functions
// it carries to the device, the bounds as text on both sides, and every cap
// the launch applies. A region that cannot be offloaded gets a reason
// (NotOffloaded.def) instead, before a line is printed; the kernel and host
// printers (lib/CodeGen) print a RegionDesc and cannot refuse it.
//
// dump=lowered prints it.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_LOWER_LOWER_H
#define CUACC_LOWER_LOWER_H

#include "Analysis/NotOffloaded.h"
#include "Lower/TilingDesc.h"
#include "Schedule/Schedule.h"
#include "Schedule/Tuning.h"
#include <functional>
#include <map>
#include <set>
#include <variant>

namespace clang {
class FunctionDecl;
}

namespace cuacc {


/// Where the host gets a kernel parameter's value at the launch.
enum class ParamSource {
  Array,         ///< the device address of data item Item (adjusted to
                 ///< the variable's own base)
  Reduction,     ///< the one-element device copy in slot Item, combined
                 ///< into
  Slot,          ///< the one-element device copy in slot Item, read at
                 ///< the kernel's start (and written at a serial kernel's
                 ///< end)
  HostLoopIndex, ///< the current index of host loop Item
  Value,         ///< the variable's value when the region starts
  ScratchBuffer, ///< this array's part of the scratch buffer
  ScratchLower,  ///< a private section's first index (Text)
  Extent,        ///< a variable-length dimension's extent (Text, evaluated
                 ///< at the call: the size its type was declared with)
  Invariant,     ///< a loop bound the region does not change (Text,
                 ///< evaluated at the call: AtomInfo::Value)
};

struct ParamDesc {
  const clang::VarDecl *Var;
  ParamSource Source;
  std::string Type; ///< C spelling: "float *", "int"
  std::string Name;
  unsigned Item = 0;
  /// ScratchBuffer: elements per thread (C text at the call site) and their
  /// type; ScratchLower: the first index (C text).
  std::string Text, Element;
  bool restrictQualified() const {
    return Source == ParamSource::Array || Source == ParamSource::Reduction ||
           Source == ParamSource::Slot;
  }
};

struct ReductionDesc {
  const clang::VarDecl *Var;
  ReductionOp Op;
  std::string Name, Type, Functor, Identity;
  /// The region's device slot (data items first, then reductions).
  unsigned Slot = 0;
};

/// Coef times the current index of host loop Loop: a term of a bound the
/// host computes inside its loops (j < i, i the index of a host loop).
struct HostIndexTerm {
  int64_t Coef;
  unsigned Loop;
};

/// A grid dimension, both sides: the kernel's grid-stride loop and the
/// host's grid size.
struct GridLoopDesc {
  unsigned Loop, Line;
  std::string Index, IndexType;
  /// Inclusive bounds as kernel text, and as call-site text (evaluated
  /// before the region) plus terms in the indices of the host loops around
  /// the launch.
  std::string Lower, Upper, HostLower, HostUpper;
  std::vector<HostIndexTerm> HostLowerTerms, HostUpperTerms;
  int64_t Step;
  unsigned Vector, Chunk;
  /// The thread index that walks it: its own dimension, or y in a warp-lane
  /// kernel (the lanes are x); 0 in a kernel of vector loops, whose blocks
  /// take one iteration each and whose threads share it.
  char ThreadDim;
  /// Every thread reaches a barrier (block lanes, tiles): a thread past the
  /// end repeats the last iteration without effects instead of leaving.
  bool Clamp;
  /// How many of its strips (Chunk > 1) are unrolled together (1: rolled).
  /// Along a dimension with threads all of them, so that their loads issue
  /// together; along one without (a 3-D grid's z), StripZUnroll of them,
  /// so that consecutive planes share their neighbours' loads without the
  /// registers of all 16. Not where the body runs inner loops (a lane loop
  /// aside), whose copies would run one after the other anyway.
  unsigned StripUnroll = 1;
  /// GridDim::Box: Lower and Upper are the box's; the iteration runs when
  /// this condition (its own bounds, kernel text) holds.
  std::string Guard;
  long MaxBlocks;
};

/// KernelPlan::LaneLoop, lowered.
struct LaneDesc {
  const clang::ForStmt *Stmt;
  unsigned Line;
  unsigned Dim;   ///< 0: a warp's lanes (x); 1: the block's warps (y)
  unsigned Lanes; ///< 32 or LaneWarps
  /// What the loop reduces. For an array element, Reduction.Name is the
  /// register that replaces its references in the loop (Refs), and Element
  /// the one whose address lane 0 applies the total to after the loop.
  struct Reduced {
    ReductionDesc Reduction;
    std::set<const clang::Expr *> Refs;
    const clang::Expr *Element = nullptr;
  };
  std::vector<Reduced> Reductions;
  std::string Index, IndexType, Lower, Upper;
  int64_t Step;
  /// Statements that lane 0 alone runs: after the lane loop, and the
  /// stores to its elements before it (KernelPlan::LaneZeroBefore).
  std::set<const clang::Stmt *> LaneZeroOnly;
  /// The loop runs inside sequential loops of the grid iteration
  /// (interchanged there): the lanes wait for each other before each run.
  bool SyncBefore = false;
  /// The loop stores besides its elements (a warp's lanes): the lanes wait
  /// for each other before it (they may read before it what it stores)
  /// and after it (lane 0 may read after it what another lane stored).
  bool Stores = false;
};

/// A cached array's shared-memory tile and the references that read it.
struct TileDesc {
  std::string Name, ElementType;
  /// Per tile dimension: the grid dimension it follows, its extent, the
  /// offsets of the first and last element from the grid index.
  std::vector<unsigned> Grid, Extent;
  std::vector<int64_t> Lo, Hi;
  /// The array's own inner extents (its references' linearization).
  std::vector<std::string> ArrayExtents;
  /// Per reference: the offset into the tile along each tile dimension.
  std::map<const clang::Expr *, std::vector<int64_t>> Refs;
};

/// A vector loop (KernelPlan::VectorLoops): its iterations spread over the
/// block's threads (x), between barriers; its reductions combined across
/// the block, so that every thread has the result.
struct VectorLoopDesc {
  unsigned Line;
  std::string Index, IndexType, Lower, Upper;
  int64_t Step;
  std::vector<ReductionDesc> Reductions;
  /// An array element the loop reduces into: each thread's register
  /// (Reduction.Name) in place of its references (Refs), combined across
  /// the block and applied by thread 0 to Element in memory.
  struct ElementDesc {
    ReductionDesc Reduction;
    std::set<const clang::Expr *> Refs;
    const clang::Expr *Element;
  };
  std::vector<ElementDesc> Elements;
  /// The parallel loops that are the vector loop's whole body, each the
  /// next's parent, spread over the threads with it (KernelPlan::Collapsed,
  /// outermost first): one iteration of the nest a thread, the innermost
  /// index moving fastest.
  struct InnerDesc {
    const clang::ForStmt *Stmt;
    std::string Index, IndexType, Lower, Upper;
    int64_t Step;
  };
  std::vector<InnerDesc> Inner;
  /// The one parallel loop of its body, across each warp's lanes, the
  /// vector loop's iterations across the warps (KernelPlan::WarpLanes).
  std::optional<InnerDesc> Lanes;
  /// The next statement is a vector loop independent of this one in the
  /// same iteration (KernelPlan::NoBarrierAfter): no barrier between them.
  bool NoBarrierAfter = false;
};

struct PrivateScalar {
  std::string Type, Name;
};

/// A scalar that lives in a one-element device copy for the whole region
/// (a slot), because its value flows between kernels: a serial kernel
/// assigns it and a later kernel (or a later iteration of a host loop, or
/// the code after the region) reads it, or a kernel reduces into it. Its
/// slot is copied in from the host variable at the region's entry when the
/// region may read that value, and back at the exit when the code after
/// the region may.
struct ScalarSlot {
  const clang::VarDecl *Var;
  std::string Name, Type;
  unsigned Slot = 0;
  /// Declared inside the region (by a serial kernel's statement): no host
  /// variable (and no copies).
  bool Local = false;
  bool CopyIn = false, CopyOut = false;
  /// As a data clause names it: copy, copyin, copyout or local.
  const char *clause() const {
    return CopyIn ? (CopyOut ? "copy" : "copyin")
                  : (CopyOut ? "copyout" : "local");
  }
};

/// A kernel's use of a scalar's slot (parameter Param): a local of the
/// scalar's name loaded at the kernel's start; a serial kernel that
/// assigns it (Store) writes it back at its end.
struct SlotAccess {
  std::string Type, Name, Param;
  bool Store = false;
  /// False where the kernel declares it (no value before).
  bool Load = true;
};
struct LocalArray {
  std::string ElementType, Name;
  uint64_t Size;
};
/// A firstprivate array's private copy (a local array, or its part of the
/// scratch buffer) starts from the device copy's values: parameter From
/// (Size elements of a local array; the scratch section's length is
/// parameter "__priv_<name>_n").
struct FirstprivateCopy {
  const clang::VarDecl *Var;
  std::string From;
  bool InScratch = false;
  uint64_t Size = 0;
};

/// A lastprivate array: the thread that runs the grid's last iteration
/// copies its private copy's elements [To_lo, To_lo + To_n) back to the
/// array (To: the device copy's parameter; To_lo and To_n parameters too,
/// To_n 0 when the loops around the covering write run no iteration).
struct LastprivateCopy {
  const clang::VarDecl *Var;
  std::string To;
  bool InScratch = false;
};

/// An element of a reduction clause's array updated by one atomic
/// operation (the kernel's statement Element op= Value; Value null: one).
struct AtomicUpdateDesc {
  const clang::Expr *Element, *Value;
  bool Negate;
  std::string Functor, Type;
};

struct KernelDesc {
  std::string Name;
  unsigned Line;
  bool Serial;
  std::vector<ParamDesc> Params;
  std::vector<ReductionDesc> Reductions;
  /// Reductions combine across a warp first (the block is whole warps).
  bool WarpCombine = false;
  std::vector<GridLoopDesc> Grid; ///< x first
  std::optional<LaneDesc> Lanes;
  std::vector<TileDesc> Tiles;
  std::vector<PrivateScalar> Privates;
  std::vector<SlotAccess> SlotScalars;
  /// Declarations (in a serial kernel's statements) of scalars that live in
  /// a slot: printed as assignments of their initializers, if any.
  std::set<const clang::VarDecl *> SlotDecls;
  std::vector<LocalArray> Locals;
  std::vector<FirstprivateCopy> FirstprivateCopies;
  std::vector<LastprivateCopy> LastprivateCopies;
  /// The reduction clauses' array updates, by statement.
  std::map<const clang::Expr *, AtomicUpdateDesc> AtomicUpdates;
  /// Private arrays in the scratch buffer (their parameters are
  /// "__priv_<name>" and "__priv_<name>_lo").
  std::set<const clang::VarDecl *> Scratch;
  /// unroll(n) of the inner loops.
  std::map<const clang::ForStmt *, int64_t> Unroll;
  /// Functions of this file the kernel calls, callees first.
  std::vector<const clang::FunctionDecl *> DeviceFunctions;
  /// The statements a grid kernel runs per grid iteration (the deepest
  /// grid loop's body, or the part of it a distributed loop gives this
  /// kernel), or a serial kernel's statements.
  std::vector<const clang::Stmt *> Body;
  /// Loops printed with another body: a sequential loop that interchange
  /// moved inside the grid loops runs the next one's (or the deepest grid
  /// loop's) body.
  std::map<const clang::ForStmt *, const clang::Stmt *> BodyOf;
  /// Statements of Body's inner loops the kernel leaves out (another part
  /// of a distributed loop runs them).
  std::set<const clang::Stmt *> LeftOut;
  /// Whether the host should use the grid kernel's entry with int
  /// counters when they fit.
  bool NarrowPays = false;
  /// Grid dimension whose strips shrink the grid when it is deep enough:
  /// when it has StripGridBlocks blocks per strip.
  std::optional<unsigned> StripDim;
  long StripGridBlocks = tuning::StripGridBlocks;
  /// The scratch buffer's bytes at most (every thread's private arrays of
  /// run-time size; fewer blocks when more).
  long ScratchBytes = tuning::ScratchBytes;
  /// Threads per block that the vector loops spread over (x); 0 without.
  unsigned VectorWidth = 0;
  /// A persistent kernel (KernelPlan::Persistent): the runtime picks its
  /// block's threads, VectorWidth at most.
  bool Persistent = false;
  /// A persistent kernel's second entry across the co-resident grid
  /// (KernelPlan::GridEntry): <Name>_grid, launched cooperatively.
  bool GridEntry = false;
  std::map<const clang::ForStmt *, VectorLoopDesc> Vectors;
  /// Statements outside the vector loops that thread 0 alone runs.
  std::set<const clang::Stmt *> SingleThread;
  /// The tiled entry (<Name>_tiled, int counters), beside the plain ones.
  std::optional<TilingDesc> Tiling;
  /// The same tiling in fewer iterations a block (<Name>_tiled<Span>), for
  /// grids whose Tiling blocks would leave multiprocessors idle: the
  /// runtime picks one at launch (cuacc_pick_tile).
  std::vector<TilingDesc> SmallerTilings;
  /// Every tiled entry, the largest first.
  std::vector<const TilingDesc *> tilings() const {
    std::vector<const TilingDesc *> All;
    if (Tiling)
      All.push_back(&*Tiling);
    for (const TilingDesc &T : SmallerTilings)
      All.push_back(&T);
    return All;
  }

  /// A grid kernel also has an entry with int counters (<Name>_i32).
  bool narrowEntry() const { return !Serial; }

  /// Its threads meet at barriers or warp shuffles (the emulator then runs
  /// them as fibers).
  bool synchronizes() const {
    return !Tiles.empty() || Lanes || !Vectors.empty() ||
           (WarpCombine && !Reductions.empty());
  }
};

/// The bounds and step of one loop of a nest, as call-site text plus terms
/// in the indices of enclosing host loops.
struct HostLoopBounds {
  std::string Lower, Upper;
  int64_t Step;
  std::vector<HostIndexTerm> LowerTerms, UpperTerms;
};

/// An array the region moves: cuacc_section's arguments as C text.
struct DataItemDesc {
  const clang::VarDecl *Var;
  std::string Name, ElementType;
  unsigned Rank;
  std::vector<std::string> Lower, Upper, Extents;
  ClauseKind Clause;
  /// Device memory the item allocates starts zeroed (OpenACC's 'zero:').
  bool Zero = false;
  /// OpenACC's 'no_create' (DataItemPlan::NoCreate).
  bool NoCreate = false;
  /// Rows through pointers ('double **a', rowElementType): dimension 0
  /// counts the pointers, dimension 1 runs within each row.
  bool Rows = false;
  /// Its section provably holds all the region touches of it
  /// (DataItemPlan::CoversTouched).
  bool CoversTouched = false;
  /// The clause item, for an explicit clause.
  const DataItem *Source = nullptr;
};

/// A loop index read after the region: set on the host from its nest's
/// trip counts (outermost first).
struct LastIndexDesc {
  const clang::VarDecl *Var;
  std::string Type;
  std::vector<HostLoopBounds> Nest;
};

/// A trip count as call-site text (PersistentCost's counts).
struct TripText {
  std::string Lower, Upper;
  int64_t Step;
};
using TripTextSum = std::vector<std::vector<TripText>>;

/// A host step (launch, loop around steps with its loop's bounds, or the
/// runtime's choice between persistent kernel Kernel and the loop in Body,
/// with PersistentCost's counts).
struct HostStepDesc {
  enum class What { Launch, Loop, Choice } Kind;
  unsigned Kernel = 0, Loop = 0, Line = 0;
  HostLoopBounds Bounds;
  std::vector<HostStepDesc> Body;
  TripTextSum Phases, Elements, Launches, HostedPhases;
};

/// RegionSchedule::HostRun as call-site text (cuacc_host_pays' counts).
struct HostRunText {
  TripTextSum Work, InBlock, Launches;
  /// The variables the counts read (plain variables, or member paths
  /// without '->'): a data region around the region can weigh them at its
  /// own entry where they are declared before it and none changes in it.
  std::set<const clang::VarDecl *> Reads;
  /// Its arrays may overlap as far as the compiler knows (the run-time
  /// overlap checks): the host compiler cannot tell them apart either.
  bool MayAlias = false;
};

/// Whether a region or data region moving Items may run on the host in
/// their place: not with the user's device pointers, data that must be
/// present, rows through pointers (each present on its own), or device
/// memory the program asked to start zeroed (OpenACC's 'zero:': a program
/// that asked whether the device is separate set its host copy apart).
bool mayRunOnHost(const std::vector<DataItemDesc> &Items);

struct RegionDesc {
  std::string File, Function;
  unsigned Line;
  std::string Construct; ///< as the user named it ("region", "kernels loop")
  std::string Condition; ///< if(...) clause as C text, "1" without
  std::vector<DataItemDesc> Items;
  /// Scalars in device slots (reductions among them), one slot each.
  std::vector<ScalarSlot> Slots;
  /// Pointers that may alias: item indices and names.
  struct Overlap {
    unsigned A, B;
    std::string NameA, NameB;
  };
  std::vector<Overlap> OverlapChecks;
  /// A C++ reference to a scalar may be bound to anything: an element of
  /// an array the region moves, another scalar the region names (a global,
  /// another reference), data present on the device. The device would read
  /// or write a copy of it while the host's program sees it change (or the
  /// device's copy of present data go stale). The device path only when it
  /// is bound to none of these, checked at run time.
  struct ReferenceCheck {
    enum Kind { AnItem, AScalar, Present } Against;
    const clang::VarDecl *Var;
    std::string Name, Type;
    unsigned Item = 0;                     ///< against AnItem
    const clang::VarDecl *Other = nullptr; ///< against AScalar
    std::string OtherName, OtherType;      ///< the item's or the scalar's
  };
  std::vector<ReferenceCheck> ReferenceChecks;
  /// Loops the data sections assume run (DataPlan::AssumedLoops): each
  /// one's trip count less one as call-site text, and its line. The
  /// device path only where each is >= 0.
  struct LoopRunCheck {
    std::string Trips;
    unsigned Line;
  };
  std::vector<LoopRunCheck> LoopRunChecks;
  std::vector<LastIndexDesc> LastIndices;
  std::vector<KernelDesc> Kernels;
  std::vector<HostStepDesc> Steps;
  /// None where the region always runs on the device when it can.
  std::optional<HostRunText> HostRun;

  /// What -Minfo says of the lowering (the scalars' copies).
  std::vector<Message> Messages;

  void print(llvm::raw_ostream &OS) const;
};

/// A region lowered, or why it is not offloaded.
using LoweredRegion = std::variant<RegionDesc, NotOffloaded>;

LoweredRegion lowerRegion(const RegionAnalysis &R, const RegionSchedule &S,
                          clang::ASTContext &Ctx);

/// The functions of this file a kernel calls (callees first, into
/// Functions), or the first construct in its statements the device cannot
/// run (KernelContents.cpp).
std::optional<NotOffloaded>
kernelContents(const KernelDesc &KD, clang::ASTContext &Ctx,
               const StatementIndex &Facts,
               std::vector<const clang::FunctionDecl *> &Functions);

/// The region's scalars that live in device slots (not numbered yet), or
/// why they cannot (Slots.cpp).
std::variant<std::vector<ScalarSlot>, NotOffloaded>
planScalarSlots(const RegionAnalysis &R, const RegionSchedule &S,
                clang::ASTContext &Ctx);

/// A data directive's items (no inferred bounds), or why they cannot be
/// passed.
std::variant<std::vector<DataItemDesc>, NotOffloaded>
lowerDataItems(const std::vector<DataItemPlan> &Items,
               const std::function<bool(const LinearExpr &, std::string &)>
                   &CallSiteText,
               clang::ASTContext &Ctx);


} // namespace cuacc

#endif
