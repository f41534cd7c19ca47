//===- KernelPrinter.h - CUDA C for the kernels of a region ------*- C++ -*-===//
//
// Prints each kernel of a RegionSchedule as CUDA C: its parameters (device
// pointers for arrays, values for scalars and host loop indices), a
// grid-stride loop per grid dimension (any trip count works, the grid stays
// within the hardware's limits), and the loop body printed back from the
// AST with multi-dimensional references linearized (CUDA has no VLAs).
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_CODEGEN_KERNELPRINTER_H
#define CUACC_CODEGEN_KERNELPRINTER_H

#include "Transform/Schedule.h"

namespace cuacc {

/// A kernel parameter, in order; the host passes the same names.
struct KernelParam {
  const clang::VarDecl *Var;
  bool IsArray;          ///< a device pointer to the element type
  std::string Type;      ///< C spelling: "float *", "int"
  std::string Name;
  /// For a reduction: the device slot the kernel combines into (Var is the
  /// reduced scalar).
  bool IsReduction = false;
  /// For a private array of run-time size (Var), the kernel gets a scratch
  /// buffer holding every thread's copy, element-major: ScratchLength (C
  /// text at the call site) elements of ScratchElement per thread. Its
  /// partner parameter, with ScratchLower set, is the section's first index.
  std::string ScratchLength = {}, ScratchElement = {}, ScratchLower = {};
};

struct PrintedKernel {
  std::string Name;
  std::vector<KernelParam> Params;
  std::string Source;
  /// Source also defines <Name>_i32, the kernel with int counters.
  bool HasNarrowEntry = false;
  /// Functions of this file the kernel calls, as __device__ definitions in
  /// an order that defines callees first (name, text).
  std::vector<std::pair<std::string, std::string>> DeviceFunctions;
  /// Why the kernel cannot be generated (the region then stays on the host).
  std::string Unsupported;
};

/// Prints every kernel of the region; the CUDA prelude is printed once per
/// file by cudaPrelude().
std::vector<PrintedKernel> printKernels(const RegionAnalysis &R,
                                        const RegionSchedule &S,
                                        clang::ASTContext &Ctx);

/// The extents of an array's dimensions after the first, as C expressions
/// over variables ("m" for float (*a)[m]); empty for one dimension.
std::vector<std::string> innerExtents(const clang::VarDecl *V,
                                      clang::ASTContext &Ctx);
/// Variables the extents mention (they become parameters too).
std::vector<const clang::VarDecl *> extentVariables(const clang::VarDecl *V,
                                                    clang::ASTContext &Ctx);
/// The scalar element type of an array or pointer variable, spelled in C.
std::string elementType(const clang::VarDecl *V, clang::ASTContext &Ctx);

std::string cudaPrelude();

/// The functor (in cudaPrelude()) and identity of a reduction on a C type,
/// or false when it is not generated for that type.
bool reductionParts(ReductionOp Op, const std::string &Type,
                    std::string &Functor, std::string &Identity);

/// For the emulated device (cuacc_emu.h): extern "C" void K__emu(grid,
/// block, args), which runs kernel K over the grid with args as for
/// cuLaunchKernel, its threads as fibers when it synchronizes.
std::string emulatorLauncher(const PrintedKernel &K);

} // namespace cuacc

#endif
