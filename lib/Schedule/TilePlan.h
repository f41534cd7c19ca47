//===- TilePlan.h - reuse analysis and shared-memory tile plans --*- C++ -*-===//
//
// The software-managed cache, automatic. For a grid kernel whose body runs
// one sequential loop (k in C[i][j] = sum_k A[i][k] B[k][j]):
//
//   reuse analysis  for each reference, the tiled grid dimensions (x, y)
//                   along which its element does not change, whether it
//                   moves with the sequential loop, and whether staging it
//                   pays: a read-only array whose element is invariant along
//                   one tiled dimension and moves with the other and with
//                   the sequential loop is read by a whole row (or column)
//                   of the block's iterations; a tile of it in shared memory
//                   turns Span reads from device memory into one;
//   register tile   each thread runs Copies x Copies iterations of the two
//                   grid loops (unroll-and-jam: legal, the grid loops are
//                   parallel), their private scalars in registers, the
//                   staged operands read from shared memory once per step
//                   for all copies;
//   strip-mining    the sequential loop in steps of SeqStep iterations; the
//                   next step's tiles are loaded into registers while this
//                   step computes, then stored into the other of two shared
//                   buffers (one barrier a step).
//
// The schedule keeps the plain mapping too: the host launches the tiled
// entry only when both tiled loops fill at least one block's span, so that
// a thin or small nest loses nothing.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_SCHEDULE_TILEPLAN_H
#define CUACC_SCHEDULE_TILEPLAN_H

#include "Analysis/Verdict.h"
#include "Schedule/Tuning.h"
#include <optional>
#include <set>

namespace clang {
class ASTContext;
class ForStmt;
} // namespace clang

namespace cuacc {

/// The tile shape, the same for every element type (the values and why:
/// Tuning.def).
namespace tiling {
constexpr unsigned Threads = tuning::TileThreads;
constexpr unsigned Copies = tuning::TileCopies;
constexpr unsigned Group = tuning::TileGroup;
constexpr unsigned Span = Threads * Copies; ///< a block's iterations
/// The smaller shape's copies (a grid the large one would not fill).
constexpr unsigned SmallCopies = tuning::TileSmallCopies;
/// The sequential step where the tiles fit (TilePlan::SeqStep: smaller
/// for wider elements or more operands), and never below MinSeqStep.
constexpr unsigned SeqStep = tuning::TileSeqStep, MinSeqStep = 8;
constexpr unsigned SharedBytes = tuning::TileSharedBytes;
/// A warp's lanes along x and y in a product tile.
constexpr unsigned WarpX = tuning::TileWarpX, WarpY = 32 / WarpX;
constexpr unsigned MinBlocks = tuning::TileMinBlocks;
constexpr unsigned Pad = tuning::TilePad;
constexpr unsigned ExchangeSpan = tuning::ExchangeSpan,
                   ExchangeLong = tuning::ExchangeLong,
                   ExchangeRows = tuning::ExchangeRows;
} // namespace tiling

/// The reuse analysis' view of one reference of the kernel.
struct RefReuse {
  const ArrayAccess *Access;
  /// The element stays the same along grid dimension x, y.
  bool Invariant[2];
  bool InSeqLoop;
  /// Staged: its operand (TilePlan::Operands); -1: read from device memory.
  int Operand = -1;
  /// Why (not) staged, for dump=schedule.
  std::string Note;
};

/// A reused operand, staged in shared memory one tile per step.
struct StagedOperand {
  const clang::VarDecl *Var;
  std::string Name;
  /// The tiled grid dimension (0: x, 1: y) its element moves along.
  unsigned Dim;
  /// The sequential index walks memory with stride 1: the load walks the
  /// tile along it first (coalesced), otherwise along the grid dimension.
  bool SeqContiguous;
  /// The sequential index is in an earlier subscript than the grid index:
  /// the block's footprint is [SeqStep x Span] in the array's order.
  bool SeqOuter;
  /// The reference whose text loads the tile; the others read the same
  /// elements (same subscripts).
  const ArrayAccess *Access;
  std::vector<const clang::Expr *> Refs;
};

/// An array element the sequential loop updates in place (C[i][j] += ...
/// with C[i][j] the same for the whole loop): each thread keeps its
/// copies' elements in registers across the loop, loaded before it and
/// stored after it.
struct HeldElement {
  const ArrayAccess *Access; ///< the reference whose text loads and stores it
  std::vector<const clang::Expr *> Refs; ///< every reference in the loop
};

struct TilePlan {
  std::vector<unsigned> Grid; ///< the kernel's grid loops, x first
  /// An exchange (no sequential loop): the operands are loaded with the
  /// threads' x along their contiguous dimension (StagedOperand::Dim), the
  /// iterations run with it along ComputeFast.
  bool Exchange = false;
  unsigned ComputeFast = 0;
  /// An exchange block's iterations along grid dimension D: ExchangeSpan
  /// along the threads' x, ExchangeLong across it.
  unsigned exchangeSpan(unsigned D) const {
    return D == ComputeFast ? tiling::ExchangeSpan : tiling::ExchangeLong;
  }
  unsigned SeqLoop = 0;
  /// Sequential iterations per tile step: tiling::SeqStep, halved while
  /// the operands' double-buffered tiles would not fit SharedBytes.
  unsigned SeqStep = tiling::SeqStep;
  std::vector<StagedOperand> Operands;
  std::vector<HeldElement> Held;
  std::vector<RefReuse> Reuse;
  /// The model, per block and tile step of SeqStep: elements read from
  /// device memory by the references inside the sequential loop, plain and
  /// tiled.
  uint64_t LoadsPlain = 0, LoadsTiled = 0;
  /// "128x8": an operand's footprint per step in the array's order.
  std::string shape(const StagedOperand &O) const;
  /// Whether every array named is staged (a cache clause's request).
  bool stages(const std::vector<std::string> &Names) const;
  void print(llvm::raw_ostream &OS, const RegionModel &M) const;
};

/// The reuse analysis and tile plan of a grid kernel (Grid: its grid loops,
/// x first; Inner: the loops inside), or nothing when its shape does not
/// fit or staging would not pay.
std::optional<TilePlan>
planTiles(const RegionAnalysis &R, const std::vector<unsigned> &Grid,
          const std::vector<unsigned> &Inner,
          const std::vector<const ArrayAccess *> &Refs);

} // namespace cuacc

#endif
