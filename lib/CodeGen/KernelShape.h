//===- KernelShape.h - Kernels that are the same code ------------*- C++ -*-===//
//
// Two regions often hold the same loop nest over different arrays (3mm's
// three products, a stencil's two directions): their kernels differ only in
// their names and their parameters' names. Compiling each costs nvcc a
// second or more for a tiled product, so a file's kernels of one shape are
// compiled once and the others launch that code (cuacc_kernel::image).
//
// A kernel is printed under a placeholder name; its shape is that text with
// each parameter renamed by its position. Two kernels of one shape are then
// one another's text under a one-to-one renaming of their parameters, which
// is the same code.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_CODEGEN_KERNELSHAPE_H
#define CUACC_CODEGEN_KERNELSHAPE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace cuacc {

/// The name a kernel is printed under before it gets its own.
inline constexpr const char *KernelPlaceholder = "__cuacc_shape";

/// Text (printed under KernelPlaceholder) with its parameters named by
/// position; empty when its code cannot be shared: it defines a type or a
/// device variable of its own (its name would be one per kernel).
std::string kernelShape(llvm::StringRef Text,
                        llvm::ArrayRef<std::string> Params);

/// Text with every identifier that begins with From beginning with To
/// instead (a kernel's placeholder name replaced by its own).
std::string renamePrefix(llvm::StringRef Text, llvm::StringRef From,
                         llvm::StringRef To);

} // namespace cuacc

#endif
