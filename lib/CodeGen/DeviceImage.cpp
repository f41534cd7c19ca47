//===- DeviceImage.cpp - CUDA source to an embeddable fatbin ---------------===//

#include "CodeGen/DeviceImage.h"
#include "EmulatorHeader.inc"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <cstring>

using namespace cuacc;

std::optional<std::string> cuacc::findNvcc() {
  if (const char *E = getenv("CUACC_NVCC"); E && *E)
    return llvm::sys::fs::can_execute(E) ? std::optional<std::string>(E)
                                         : std::nullopt;
  if (auto P = llvm::sys::findProgramByName("nvcc"))
    return *P;
  if (llvm::sys::fs::can_execute("/usr/local/cuda/bin/nvcc"))
    return std::string("/usr/local/cuda/bin/nvcc");
  return std::nullopt;
}

namespace {
/// Removes its files when it goes out of scope.
struct TempFiles {
  std::vector<std::string> Paths;
  ~TempFiles() {
    for (const std::string &P : Paths)
      llvm::sys::fs::remove(P);
  }
  std::string make(const char *Suffix) {
    llvm::SmallString<128> P;
    int FD;
    if (llvm::sys::fs::createTemporaryFile("cuacc", Suffix, FD, P))
      return "";
    llvm::sys::fs::closeFile(FD);
    Paths.push_back(P.str().str());
    return Paths.back();
  }
};
} // namespace

namespace {

/// What Clang's CUDA mode needs of the CUDA headers for generated kernels.
/// Clang 19 cannot include the CUDA 13 toolkit's own headers (it knows CUDA
/// up to 12.5, and 13 dropped texture_fetch_functions.h), so the kernels
/// are compiled with -nocudainc and these definitions instead.
const char ClangCudaShim[] = R"(#include <__clang_cuda_builtin_vars.h>
#include <climits>
#include <cmath>
#include <cstddef>
#include <cstring>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __forceinline__ __inline__ __attribute__((always_inline))
// Clang's own device declarations of the math library (libdevice).
#define __DEVICE__ static __device__ __forceinline__
#define CUDA_VERSION 12050
#include <__clang_cuda_libdevice_declares.h>
#include <__clang_cuda_device_functions.h>
#include <__clang_cuda_math.h>
#undef __DEVICE__
template <class T> __device__ T __shfl_down_sync(unsigned M, T V, unsigned D) {
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "shuffle width");
  if constexpr (sizeof(T) == 4)
    return __builtin_bit_cast(T, __nvvm_shfl_sync_down_i32(M, __builtin_bit_cast(int, V), D, 0x1f));
  else {
    long long B = __builtin_bit_cast(long long, V);
    int Lo = __nvvm_shfl_sync_down_i32(M, int(B), D, 0x1f);
    int Hi = __nvvm_shfl_sync_down_i32(M, int(B >> 32), D, 0x1f);
    return __builtin_bit_cast(T, (long long)(unsigned)Lo | ((long long)Hi << 32));
  }
}
template <class T> __device__ T __shfl_xor_sync(unsigned M, T V, int D) {
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "shuffle width");
  if constexpr (sizeof(T) == 4)
    return __builtin_bit_cast(T, __nvvm_shfl_sync_bfly_i32(M, __builtin_bit_cast(int, V), D, 0x1f));
  else {
    long long B = __builtin_bit_cast(long long, V);
    int Lo = __nvvm_shfl_sync_bfly_i32(M, int(B), D, 0x1f);
    int Hi = __nvvm_shfl_sync_bfly_i32(M, int(B >> 32), D, 0x1f);
    return __builtin_bit_cast(T, (long long)(unsigned)Lo | ((long long)Hi << 32));
  }
}
__device__ inline float atomicAdd(float *P, float V) { return __nvvm_atom_add_gen_f(P, V); }
__device__ inline double atomicAdd(double *P, double V) { return __nvvm_atom_add_gen_d(P, V); }
__device__ inline int atomicAdd(int *P, int V) { return __nvvm_atom_add_gen_i(P, V); }
__device__ inline unsigned atomicAdd(unsigned *P, unsigned V) {
  return __nvvm_atom_add_gen_i((int *)P, (int)V);
}
__device__ inline long long atomicAdd(long long *P, long long V) {
  return __nvvm_atom_add_gen_ll(P, V);
}
__device__ inline unsigned long long atomicAdd(unsigned long long *P,
                                               unsigned long long V) {
  return __nvvm_atom_add_gen_ll((long long *)P, (long long)V);
}
__device__ inline unsigned atomicCAS(unsigned *P, unsigned C, unsigned V) {
  return __nvvm_atom_cas_gen_i((int *)P, (int)C, (int)V);
}
__device__ inline unsigned long long atomicCAS(unsigned long long *P,
                                               unsigned long long C,
                                               unsigned long long V) {
  return __nvvm_atom_cas_gen_ll((long long *)P, (long long)C, (long long)V);
}
)";

} // namespace

/// CUACC_DEVICE_COMPILER=clang: the kernels through Clang's NVPTX back end
/// to PTX for the newest requested arch (the driver compiles it at load).
/// Measured against nvcc in bench/NOTES.md; nvcc stays the default.
static bool compileWithClang(const std::string &Source,
                             const DeviceCompileOptions &Opts,
                             std::string &Image, std::string &Error) {
  std::string Clang = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  TempFiles T;
  std::string Shim = T.make("h"), Cu = T.make("cu"), Ptx = T.make("ptx"),
              Log = T.make("log");
  for (auto [Path, Text] : {std::pair<std::string, llvm::StringRef>(
                                Shim, ClangCudaShim),
                            {Cu, Source}}) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    if (EC) {
      Error = "cannot write " + Path;
      return false;
    }
    OS << Text;
  }
  std::vector<std::string> Args{Clang, "-x", "cuda", "-nocudainc",
                                "--cuda-device-only", "-O3", "-S", "-w"};
  // libdevice (math functions) from the toolkit nvcc belongs to.
  if (std::optional<std::string> Nvcc = findNvcc())
    Args.push_back("--cuda-path=" + llvm::sys::path::parent_path(
                                        llvm::sys::path::parent_path(*Nvcc))
                                        .str());
  else
    Args.push_back("-nocudalib");
  Args.push_back("--cuda-gpu-arch=" +
                 (Opts.Archs.empty() ? std::string("sm_90") : Opts.Archs.back()));
  if (Opts.FastMath)
    Args.push_back("-ffast-math");
  for (const char *A : {"-include"})
    Args.push_back(A);
  Args.push_back(Shim);
  Args.push_back(Cu);
  Args.push_back("-o");
  Args.push_back(Ptx);
  std::vector<llvm::StringRef> Refs(Args.begin(), Args.end());
  std::optional<llvm::StringRef> Redirects[] = {
      std::nullopt, llvm::StringRef(Log), llvm::StringRef(Log)};
  if (llvm::sys::ExecuteAndWait(Clang, Refs, std::nullopt, Redirects) != 0) {
    auto L = llvm::MemoryBuffer::getFile(Log);
    Error = "clang (CUDA) failed" + (L ? "\n" + (*L)->getBuffer().str() : "");
    return false;
  }
  auto B = llvm::MemoryBuffer::getFile(Ptx);
  if (!B) {
    Error = "clang wrote no PTX";
    return false;
  }
  Image = (*B)->getBuffer().str();
  Image.push_back('\0'); // cuModuleLoadData takes PTX as a C string
  return true;
}

bool cuacc::compileDeviceImage(const std::string &Source,
                               const DeviceCompileOptions &Opts,
                               std::string &Image, std::string &Error) {
  if (const char *C = getenv("CUACC_DEVICE_COMPILER"); C && !strcmp(C, "clang"))
    return compileWithClang(Source, Opts, Image, Error);
  std::optional<std::string> Nvcc = findNvcc();
  if (!Nvcc) {
    Error = "nvcc not found (set CUACC_NVCC or put the CUDA toolkit on PATH)";
    return false;
  }
  TempFiles T;
  std::string Cu = T.make("cu"), Fatbin = T.make("fatbin"), Log = T.make("log");
  if (Cu.empty() || Fatbin.empty() || Log.empty()) {
    Error = "cannot create temporary files";
    return false;
  }
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Cu, EC);
    if (EC) {
      Error = "cannot write " + Cu;
      return false;
    }
    OS << Source;
  }
  if (!Opts.KeepPath.empty()) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Opts.KeepPath, EC);
    if (!EC)
      OS << Source;
  }
  // keep: the PTX of the newest arch next to the .cu, as keepptx would.
  auto KeepPtx = [&](const std::string &NvccPath) {
    if (Opts.KeepPath.empty() || Opts.Archs.empty())
      return;
    std::string Ptx = Opts.KeepPath.substr(0, Opts.KeepPath.size() - 3) + ".ptx";
    std::string Arch = "-arch=compute_" + Opts.Archs.back().substr(3);
    llvm::StringRef Args[] = {NvccPath, "-ptx", Arch, "-o", Ptx, Opts.KeepPath};
    llvm::sys::ExecuteAndWait(NvccPath, Args);
  };
  std::vector<std::string> Args{*Nvcc, "-fatbin", "-O3"};
  for (size_t I = 0; I < Opts.Archs.size(); ++I) {
    std::string N = Opts.Archs[I].substr(3); // sm_90 -> 90
    Args.push_back("-gencode");
    Args.push_back("arch=compute_" + N + ",code=sm_" + N);
    if (I + 1 == Opts.Archs.size()) {
      Args.push_back("-gencode");
      Args.push_back("arch=compute_" + N + ",code=compute_" + N);
    }
  }
  if (Opts.FastMath)
    Args.push_back("-use_fast_math");
  if (Opts.MaxRegCount)
    Args.push_back("-maxrregcount=" + std::to_string(Opts.MaxRegCount));
  Args.push_back("-o");
  Args.push_back(Fatbin);
  Args.push_back(Cu);
  std::vector<llvm::StringRef> Refs(Args.begin(), Args.end());
  std::optional<llvm::StringRef> Redirects[] = {std::nullopt, llvm::StringRef(Log),
                                                llvm::StringRef(Log)};
  std::string ExecError;
  int RC = llvm::sys::ExecuteAndWait(*Nvcc, Refs, std::nullopt, Redirects, 0, 0,
                                     &ExecError);
  if (RC != 0) {
    auto L = llvm::MemoryBuffer::getFile(Log);
    Error = "nvcc failed" + (ExecError.empty() ? "" : ": " + ExecError) +
            (L ? "\n" + (*L)->getBuffer().str() : "");
    return false;
  }
  auto B = llvm::MemoryBuffer::getFile(Fatbin, /*IsText=*/false,
                                       /*RequiresNullTerminator=*/false);
  if (!B) {
    Error = "nvcc wrote no image";
    return false;
  }
  Image = (*B)->getBuffer().str();
  KeepPtx(*Nvcc);
  return true;
}

bool cuacc::compileEmulatorImage(const std::string &Source,
                                 std::string &Image, std::string &Error) {
  std::string Cxx;
  if (const char *E = getenv("CUACC_HOSTCXX"); E && *E)
    Cxx = E;
  else
    Cxx = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  if (Cxx.empty() || !llvm::sys::fs::can_execute(Cxx)) {
    Error = "no host C++ compiler for the emulated device";
    return false;
  }
  TempFiles T;
  std::string Header = T.make("h"), Cpp = T.make("cpp"), Object = T.make("so"),
              Log = T.make("log");
  if (Header.empty() || Cpp.empty() || Object.empty() || Log.empty()) {
    Error = "cannot create temporary files";
    return false;
  }
  for (auto [Path, Text] : {std::pair<std::string, llvm::StringRef>(
                                Header, EmulatorHeader),
                            {Cpp, Source}}) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    if (EC) {
      Error = "cannot write " + Path;
      return false;
    }
    OS << Text;
  }
  llvm::StringRef Args[] = {Cxx,     "--driver-mode=g++", "-x",   "c++",
                            "-std=c++17", "-O1", "-fPIC", "-shared", "-w",
                            "-fno-exceptions", "-fno-rtti",
                            "-include", Header, Cpp, "-o", Object};
  std::optional<llvm::StringRef> Redirects[] = {
      std::nullopt, llvm::StringRef(Log), llvm::StringRef(Log)};
  std::string ExecError;
  if (llvm::sys::ExecuteAndWait(Cxx, Args, std::nullopt, Redirects, 0, 0,
                                &ExecError) != 0) {
    auto L = llvm::MemoryBuffer::getFile(Log);
    Error = "the host compiler failed" +
            (ExecError.empty() ? "" : ": " + ExecError) +
            (L ? "\n" + (*L)->getBuffer().str() : "");
    return false;
  }
  auto B = llvm::MemoryBuffer::getFile(Object, /*IsText=*/false,
                                       /*RequiresNullTerminator=*/false);
  if (!B) {
    Error = "the host compiler wrote no shared object";
    return false;
  }
  Image = (*B)->getBuffer().str();
  return true;
}

std::string cuacc::imageAsC(const std::string &Image,
                            const std::string &Symbol) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << "static const unsigned char " << Symbol
     << "[] __attribute__((aligned(8))) = {";
  for (size_t I = 0; I < Image.size(); ++I) {
    if (I % 24 == 0)
      OS << "\n";
    OS << unsigned((unsigned char)Image[I]) << ",";
  }
  OS << "\n};\n";
  return Out;
}
