//===- DeviceImage.h - CUDA source to an embeddable fatbin -------*- C++ -*-===//
//
// The kernels of a translation unit are compiled at compile time by nvcc
// (SASS for each requested arch plus PTX of the newest, for GPUs to come).
// nvcc rather than Clang's NVPTX path (CUACC_DEVICE_COMPILER=clang): on an
// H100 its kernels are 1.2-1.5x faster on stencils and no slower elsewhere
// but one (bench/NOTES.md), though Clang compiles in 0.3 s against 0.8.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_CODEGEN_DEVICEIMAGE_H
#define CUACC_CODEGEN_DEVICEIMAGE_H

#include <optional>
#include <string>
#include <vector>

namespace cuacc {

class ImageCache;

struct DeviceCompileOptions {
  std::vector<std::string> Archs; ///< sm_80, sm_90, ...
  bool FastMath = false;
  /// Fuse a*b+c into one rounding (nvcc's default, --fmad): off when the
  /// user's -ffp-contract=off forbids it.
  bool Contract = true;
  /// The user's flags that change what the kernels' floating point means
  /// on the host (-ffp-contract, the -ffast-math family, the target CPU
  /// and its features): the emulated device's compiler gets them.
  std::vector<std::string> HostFlags;
  unsigned MaxRegCount = 0;
  /// Where to keep the .cu (keep / keepgpu); empty to keep nothing.
  std::string KeepPath;
  /// Where images are kept between compiles (ImageCache.h); none to
  /// compile every time. Not part of what an image depends on.
  const ImageCache *Cache = nullptr;
};

/// nvcc: $CUACC_NVCC, else on PATH, else /usr/local/cuda/bin/nvcc.
std::optional<std::string> findNvcc();

/// The GPU architectures nvcc generates code for ("sm_75", "sm_80", ...,
/// from `nvcc --list-gpu-arch`); none when there is no nvcc or it does not
/// say.
std::optional<std::vector<std::string>> nvccArchitectures();

/// Compiles CUDA source to a fatbin; on failure, Error holds nvcc's output.
/// FromCache, when given, says whether Opts.Cache had the image (no compiler
/// ran). A failed compile is never kept: its messages come from the
/// compiler each time.
bool compileDeviceImage(const std::string &Source,
                        const DeviceCompileOptions &Opts, std::string &Image,
                        std::string &Error, bool *FromCache = nullptr);

/// compileEmulatorImage's error when there is no compiler to run (not a
/// fault of the kernels).
inline constexpr const char *NoHostCompilerForEmulator =
    "no host C++ compiler for the emulated device";

/// The kernels as host C++ for the emulated device: Source (the CUDA text,
/// with emulatorLauncher() for each kernel) compiled by the Clang running
/// this plugin ($CUACC_HOSTCXX overrides) with cuacc_emu.h first, into a
/// shared object. On failure, Error holds the compiler's output; FromCache
/// as for compileDeviceImage.
bool compileEmulatorImage(const std::string &Source,
                          const DeviceCompileOptions &Opts, std::string &Image,
                          std::string &Error, bool *FromCache = nullptr);

/// The image as a C array definition named Symbol (a string literal: its
/// size is one more than the image's).
std::string imageAsC(const std::string &Image, const std::string &Symbol);

} // namespace cuacc

#endif
