//===- TilePrinter.h - CUDA C for a kernel's tiled entries -------*- C++ -*-===//
//
// Prints the entry <name>_tiled (int counters) of a kernel that
// lowering tiled (Lower/TilingDesc.h): the grid loops over the block's
// span, the jammed copies of the grid body with their own indices and
// scalars, the sequential loop in tile steps with the staged operands
// loaded into double-buffered shared memory and read into registers.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_CODEGEN_TILEPRINTER_H
#define CUACC_CODEGEN_TILEPRINTER_H

#include "Lower/Lower.h"
#include <functional>

namespace cuacc {

/// What the tile printer needs of the kernel body printer: a statement or
/// expression printed with its rewrites (linearized subscripts...), and a
/// hook it consults first for every node, through which the tile printer
/// substitutes indices, renames each copy's scalars and reads staged
/// references from registers.
class StmtText {
public:
  virtual ~StmtText() = default;
  virtual std::string text(const clang::Stmt *S) = 0;
  std::function<bool(const clang::Stmt *, llvm::raw_ostream &)> Override;
};

/// The tiled body template and its entry; ParamList and ArgList as
/// the plain entries have them.
std::string printTiledEntries(const KernelDesc &K, StmtText &Body,
                              const std::string &ParamList,
                              const std::string &ArgList);

} // namespace cuacc

#endif
