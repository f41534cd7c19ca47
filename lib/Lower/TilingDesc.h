//===- TilingDesc.h - a tile plan, lowered ----------------------*- C++ -*-===//
//
// What the tile printer prints for a kernel the schedule tiled
// (Schedule/TilePlan.h): the block's shape, the strip-mined sequential
// loop, each staged operand's tile, and the body's statements around it.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_LOWER_TILINGDESC_H
#define CUACC_LOWER_TILINGDESC_H

#include "Schedule/TilePlan.h"

namespace cuacc {

/// A staged operand, lowered.
struct TileOperandDesc {
  std::string Tile, Array, ElementType, Shape;
  unsigned Dim;
  bool SeqContiguous;
  /// sizeof an element: how many make one 16-byte load.
  unsigned ElementBytes;
  const clang::Expr *Load;
  std::set<const clang::Expr *> Refs;
};

/// A held element, lowered: its type, the reference that loads and stores
/// it, and the references the loop reads it through.
struct TileHeldDesc {
  std::string Array, Type;
  const clang::Expr *Load;
  std::set<const clang::Expr *> Refs;
};

/// TilePlan, lowered: what the tile printer prints.
struct TilingDesc {
  /// The entry's name after the kernel's: _tiled, or _tiled<Span> for a
  /// smaller shape.
  std::string Entry = "_tiled";
  bool Exchange = false;
  unsigned ComputeFast = 0;
  /// Threads of a block and iterations it runs, along x and y.
  unsigned Block[2], Span[2];
  /// The shape's numbers (Tuning.def): threads per tiled dimension,
  /// iterations per thread per dimension, consecutive ones read together,
  /// sequential iterations per tile step, elements after each tile row.
  /// (An exchange's shape is Block and Span alone.)
  unsigned Threads = tiling::Threads, Copies = tiling::Copies,
           Group = tiling::Group, TileStep = tiling::SeqStep, Pad = tiling::Pad;
  /// A warp's lanes along x (32 / WarpX along y) in a product tile; the
  /// launch bounds' blocks per SM (0: none said).
  unsigned WarpX = tiling::WarpX, MinBlocks = 0;
  /// Blocks along x and along y and z at most.
  long MaxBlocksX = tuning::MaxBlocksX, MaxBlocksYZ = tuning::MaxBlocksYZ;
  /// The grid loops' indices, x first.
  std::vector<const clang::VarDecl *> GridIndex;
  const clang::ForStmt *Seq = nullptr; ///< none in an exchange
  const clang::VarDecl *SeqVar = nullptr;
  std::string SeqIndex, SeqType, SeqLower, SeqUpper;
  int64_t SeqStep = 1;
  std::vector<TileOperandDesc> Operands;
  std::vector<TileHeldDesc> Held;
  /// The grid body around the sequential loop.
  std::vector<const clang::Stmt *> Before, After;
  /// Variables each jammed iteration has its own copy of: those declared
  /// in the body and the private scalars.
  std::set<const clang::VarDecl *> PerCopy;
  /// Statements of the body (before the loop or in it) that write memory
  /// or call: the copies past the loop's end skip them.
  std::set<const clang::Stmt *> Guarded;
  /// Operands read from shared memory four at a time (float tiles).
  bool Vector4 = false;

  void print(llvm::raw_ostream &OS) const; ///< for dump=lowered
};

/// The plan as the printers need it (Body: the grid body).
TilingDesc lowerTiling(const TilePlan &P, const RegionModel &M,
                       const clang::Stmt *Body, clang::ASTContext &Ctx);

/// T in Copies x Copies iterations a thread (fewer than T's), its own entry.
TilingDesc smallerTiling(const TilingDesc &T, unsigned Copies);

} // namespace cuacc

#endif
