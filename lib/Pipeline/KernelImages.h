//===- KernelImages.h - the file's kernels, compiled --------------*- C++ -*-===//
//
// Every offloaded region's kernels go into one CUDA file, compiled by nvcc
// for the GPU and, at the same time, by the host compiler for the emulated
// device. A region whose kernels do not compile alone is a cuacc bug: it
// runs on the host and the other regions still go.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_PIPELINE_KERNELIMAGES_H
#define CUACC_PIPELINE_KERNELIMAGES_H

#include "Analysis/NotOffloaded.h"
#include "Pipeline/CompileOptions.h"
#include "Pipeline/CompileTimes.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <utility>
#include <vector>

namespace clang {
class ASTContext;
class LangOptions;
class Stmt;
class TargetOptions;
} // namespace clang

namespace cuacc {

/// One region's kernels as CUDA text, for the device and emulator images.
struct KernelSource {
  std::vector<std::pair<std::string, std::string>> DeviceFunctions;
  std::string Kernels, Launchers;
  /// nvcc fails on these kernels alone: the region runs on the host.
  bool NotCompiled = false;
};

/// The user's compile flags that change what the kernels' C means
/// (userCodeFlags reads them from the file's Clang options).
struct UserCodeFlags {
  bool FastMath = false; ///< -ffast-math
  bool Contract = true;  ///< false for -ffp-contract=off
  /// For the emulated device's host compiler (see DeviceCompileOptions).
  std::vector<std::string> HostFlags;
};

struct KernelImages {
  std::string Device, Emulator;
  /// Why no GPU image was built: every region runs on the host.
  std::string Error;
  /// What is missing though the GPU image was built (the emulated one).
  std::string Warning;
};

/// Compiles the kernels of Sources (one per region; MainName names the
/// file for -fplugin-arg-cuacc-keep's .cu), or takes the images from the
/// cache (CodeGen/ImageCache.h) unless Opts turn it off; Times gets each
/// compile's time. False when no GPU image can be built (Images.Error says
/// why). Regions whose kernels fail alone are marked NotCompiled and left
/// out of the images.
bool compileImages(std::vector<KernelSource> &Sources, const Options &Opts,
                   const UserCodeFlags &Flags, llvm::StringRef MainName,
                   KernelImages &Images, CompileTimes &Times);

/// What the file's language and target options (the user's flags) say the
/// kernels' compilers must follow.
UserCodeFlags userCodeFlags(const clang::LangOptions &LO,
                            const clang::TargetOptions &TO);

/// Flags with contraction as the pragmas in effect in the kernels' code
/// say ('#pragma STDC FP_CONTRACT OFF', '#pragma clang fp contract(on)',
/// at file or block scope), where -ffp-contract is not 'fast' (which
/// disregards them): off where some floating operation of Code is not to
/// be fused (the kernels are compiled as one, so all of them keep each
/// product rounded then); on where the flag says off but every operation
/// of Code is in the scope of a pragma that turns contraction on.
void followContractPragmas(UserCodeFlags &Flags,
                           llvm::ArrayRef<const clang::Stmt *> Code,
                           const clang::LangOptions &LO);

} // namespace cuacc

#endif
