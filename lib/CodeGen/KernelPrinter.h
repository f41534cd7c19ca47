//===- KernelPrinter.h - CUDA C for the kernels of a region ------*- C++ -*-===//
//
// Prints a lowered kernel (Lower/Lower.h) as CUDA C: its parameters, a
// grid-stride loop per grid dimension (any trip count works, the grid stays
// within the hardware's limits), lane loops and tiles as lowering placed
// them, and the loop body printed back from the AST with multi-dimensional
// references linearized (CUDA has no VLAs). Everything was decided before:
// the printer cannot refuse a kernel.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_CODEGEN_KERNELPRINTER_H
#define CUACC_CODEGEN_KERNELPRINTER_H

#include "Lower/Lower.h"

namespace cuacc {

struct PrintedKernel {
  std::string Name;
  std::string Source;
  /// The functions of this file the kernel calls, as __device__
  /// definitions, callees first (name, text).
  std::vector<std::pair<std::string, std::string>> DeviceFunctions;
  /// The emulated device's entry for the kernel (emulatorLauncher).
  std::string EmulatorLauncher;
  /// Source and EmulatorLauncher with the kernel's name and parameters made
  /// placeholders (CodeGen/KernelShape.h): kernels of one shape are the
  /// same code. Empty when the kernel's code cannot be shared.
  std::string Shape;
};

PrintedKernel printKernel(const KernelDesc &K, clang::ASTContext &Ctx);

/// The CUDA prelude, printed once per kernel file.
std::string cudaPrelude();

/// For the emulated device (cuacc_emu.h): extern "C" void K__emu(grid,
/// block, args), which runs kernel K over the grid with args as for
/// cuLaunchKernel, its threads as fibers when it synchronizes.
std::string emulatorLauncher(const KernelDesc &K);

} // namespace cuacc

#endif
