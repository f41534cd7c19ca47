//===- DeviceImage.cpp - CUDA source to an embeddable fatbin ---------------===//

#include "CodeGen/DeviceImage.h"
#include "CodeGen/ImageCache.h"
#include "EmulatorHeader.inc"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>

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

/// What nvcc prints for Arg ('--list-gpu-arch', '--help'); none when it
/// does not run.
static std::optional<std::string> nvccSays(const std::string &Nvcc,
                                           llvm::StringRef Arg) {
  llvm::SmallString<128> Out;
  int FD;
  if (llvm::sys::fs::createTemporaryFile("cuacc", "txt", FD, Out))
    return std::nullopt;
  llvm::sys::fs::closeFile(FD);
  llvm::FileRemover Remove(Out);
  llvm::StringRef Args[] = {Nvcc, Arg};
  std::optional<llvm::StringRef> Redirects[] = {std::nullopt, Out.str(),
                                                std::nullopt};
  if (llvm::sys::ExecuteAndWait(Nvcc, Args, std::nullopt, Redirects) != 0)
    return std::nullopt;
  auto Listing = llvm::MemoryBuffer::getFile(Out);
  if (!Listing)
    return std::nullopt;
  return (*Listing)->getBuffer().str();
}

std::optional<std::vector<std::string>> cuacc::nvccArchitectures() {
  std::optional<std::string> Nvcc = findNvcc();
  std::optional<std::string> Listing =
      Nvcc ? nvccSays(*Nvcc, "--list-gpu-arch") : std::nullopt;
  if (!Listing)
    return std::nullopt;
  std::vector<std::string> Archs;
  llvm::SmallVector<llvm::StringRef, 16> Lines;
  llvm::StringRef(*Listing).split(Lines, '\n', -1, false);
  for (llvm::StringRef L : Lines)
    if (L = L.trim(); L.consume_front("compute_"))
      Archs.push_back("sm_" + L.str());
  if (Archs.empty())
    return std::nullopt;
  return Archs;
}

/// Whether nvcc optimizes a file's functions on several threads
/// (--split-compile, CUDA 11.8 on: "minimal (if any) impact on
/// performance"): asked once a compile.
static bool nvccSplitsCompile(const std::string &Nvcc) {
  static std::mutex M;
  static std::map<std::string, bool> Known;
  std::lock_guard<std::mutex> G(M);
  auto [It, New] = Known.try_emplace(Nvcc, false);
  if (New) {
    std::optional<std::string> Help = nvccSays(Nvcc, "--help");
    It->second = Help && Help->find("--split-compile") != std::string::npos;
  }
  return It->second;
}

namespace {

/// One run of an external compiler: inputs written to temporary files, the
/// output read back, its messages kept for the error. The files go when it
/// does.
class ToolRun {
public:
  ~ToolRun() {
    for (const std::string &P : Paths)
      llvm::sys::fs::remove(P);
  }
  /// A temporary file with Text in it (an output file when Text is empty);
  /// empty, with Error set, when it cannot be made.
  std::string file(const char *Suffix, llvm::StringRef Text = {}) {
    llvm::SmallString<128> P;
    int FD;
    if (llvm::sys::fs::createTemporaryFile("cuacc", Suffix, FD, P)) {
      Error = "cannot create temporary files";
      return "";
    }
    llvm::sys::fs::closeFile(FD);
    Paths.push_back(P.str().str());
    if (!Text.empty()) {
      std::error_code EC;
      llvm::raw_fd_ostream OS(Paths.back(), EC);
      if (EC) {
        Error = "cannot write " + Paths.back();
        return "";
      }
      OS << Text;
    }
    return Paths.back();
  }
  /// Runs Args[0]; on failure Error says What failed, with its messages.
  bool run(const std::vector<std::string> &Args, const std::string &What) {
    std::string Log = file("log");
    if (Log.empty())
      return false;
    std::vector<llvm::StringRef> Refs(Args.begin(), Args.end());
    std::optional<llvm::StringRef> Redirects[] = {
        std::nullopt, llvm::StringRef(Log), llvm::StringRef(Log)};
    std::string ExecError;
    if (llvm::sys::ExecuteAndWait(Args[0], Refs, std::nullopt, Redirects, 0, 0,
                                  &ExecError) == 0)
      return true;
    auto L = llvm::MemoryBuffer::getFile(Log);
    Error = What + " failed" + (ExecError.empty() ? "" : ": " + ExecError) +
            (L ? "\n" + (*L)->getBuffer().str() : "");
    return false;
  }
  /// The whole of an output file, or false (Error set) when What wrote none.
  bool read(const std::string &Path, const std::string &What,
            std::string &Out) {
    auto B = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                         /*RequiresNullTerminator=*/false);
    if (!B || (*B)->getBufferSize() == 0) {
      Error = What + " wrote nothing";
      return false;
    }
    Out = (*B)->getBuffer().str();
    return true;
  }
  std::string Error;

private:
  std::vector<std::string> Paths;
};

} // namespace

namespace {

/// The start of every image's key: the key's version, the kind of image
/// and the program that compiles it. The rest is what the compile reads:
/// its flags, the text it includes and the kernels' text. Bump the version
/// when images change in a way none of that shows.
ImageKey keyStart(llvm::StringRef Kind, llvm::StringRef Compiler) {
  ImageKey K;
  K.add("cuacc kernel image 1").add(Kind).addTool(Compiler);
  return K;
}

/// The toolkit nvcc runs (its front end, assembler, fatbinary, libdevice,
/// the host compiler it preprocesses with) and what the environment adds
/// to its command line: a toolkit installed or updated in place makes new
/// images. Not in the key: the system headers (glibc's, libstdc++'s) that
/// nvcc's CUDA headers include; an upgrade of those alone that changes
/// what kernels mean wants the cache cleared (README).
void addToolkit(ImageKey &K, llvm::StringRef Nvcc) {
  llvm::SmallString<256> Bin;
  if (llvm::sys::fs::real_path(Nvcc, Bin)) {
    K.add("no toolkit");
    return;
  }
  llvm::sys::path::remove_filename(Bin);
  for (const char *Tool :
       {"ptxas", "fatbinary", "nvcc.profile", "../nvvm/bin/cicc",
        "../nvvm/libdevice/libdevice.10.bc"}) {
    llvm::SmallString<256> Path(Bin);
    llvm::sys::path::append(Path, Tool);
    K.addTool(Path);
  }
  const char *Ccbin = getenv("NVCC_CCBIN");
  llvm::ErrorOr<std::string> Gcc =
      llvm::sys::findProgramByName(Ccbin && *Ccbin ? Ccbin : "gcc");
  K.addTool(Gcc ? *Gcc : "gcc");
  for (const char *Var : {"NVCC_PREPEND_FLAGS", "NVCC_APPEND_FLAGS"}) {
    const char *Value = getenv(Var);
    K.add(Value ? Value : "");
  }
}

/// The image that Key() names, from Cache; else what Compile builds, kept
/// in Cache when it builds one. Key is computed only when there is a cache.
bool throughCache(const ImageCache *Cache, llvm::function_ref<ImageKey()> Key,
                  std::string &Image, bool *FromCache,
                  llvm::function_ref<bool()> Compile) {
  if (FromCache)
    *FromCache = false;
  if (!Cache)
    return Compile();
  std::string Hex = Key().hex();
  if (std::optional<std::string> Hit = Cache->lookup(Hex)) {
    Image = std::move(*Hit);
    if (FromCache)
      *FromCache = true;
    return true;
  }
  if (!Compile())
    return false;
  Cache->store(Hex, Image);
  return true;
}

} // namespace

namespace {

/// What Clang's CUDA mode needs of the CUDA headers for generated kernels.
/// Clang 19 cannot include the CUDA 13 toolkit's own headers (it knows CUDA
/// up to 12.5, and 13 dropped texture_fetch_functions.h), so the kernels
/// are compiled with -nocudainc and these definitions instead.
const char ClangCudaShim[] = R"(#include <__clang_cuda_builtin_vars.h>
// The device overloads of the C++ math library, declared before <cmath> as
// Clang's CUDA wrapper does, so that std:: finds them (std::frexp(float,
// int *)); defined after the C ones, by <__clang_cuda_cmath.h>.
#define __device__ __attribute__((device))
#include <__clang_cuda_math_forward_declares.h>
#undef __device__
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
#include <__clang_cuda_cmath.h>
#undef __DEVICE__
// A shuffle of a 4- or 8-byte value through the 32-bit intrinsic Shfl.
template <class T, class F> __device__ T __cuacc_shfl(T V, F Shfl) {
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "shuffle width");
  if constexpr (sizeof(T) == 4)
    return __builtin_bit_cast(T, Shfl(__builtin_bit_cast(int, V)));
  else {
    long long B = __builtin_bit_cast(long long, V);
    int Lo = Shfl(int(B)), Hi = Shfl(int(B >> 32));
    return __builtin_bit_cast(T, (long long)(unsigned)Lo | ((long long)Hi << 32));
  }
}
__device__ inline void __syncwarp(unsigned M = 0xffffffffu) { __nvvm_bar_warp_sync(M); }
template <class T> __device__ T __shfl_down_sync(unsigned M, T V, unsigned D) {
  return __cuacc_shfl(V, [&](int X) { return __nvvm_shfl_sync_down_i32(M, X, D, 0x1f); });
}
template <class T> __device__ T __shfl_xor_sync(unsigned M, T V, int D) {
  return __cuacc_shfl(V, [&](int X) { return __nvvm_shfl_sync_bfly_i32(M, X, D, 0x1f); });
}
template <class T> __device__ T __shfl_sync(unsigned M, T V, int Src) {
  return __cuacc_shfl(V, [&](int X) { return __nvvm_shfl_sync_idx_i32(M, X, Src, 0x1f); });
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
                             std::string &Image, std::string &Error,
                             bool *FromCache) {
  std::string Clang = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  std::vector<std::string> Flags{
      "-x", "cuda", "-nocudainc", "--cuda-device-only", "-O3", "-S", "-w"};
  // libdevice (math functions) from the toolkit nvcc belongs to.
  std::optional<std::string> Nvcc = findNvcc();
  if (Nvcc)
    Flags.push_back("--cuda-path=" + llvm::sys::path::parent_path(
                                         llvm::sys::path::parent_path(*Nvcc))
                                         .str());
  else
    Flags.push_back("-nocudalib");
  Flags.push_back("--cuda-gpu-arch=" + (Opts.Archs.empty()
                                            ? std::string("sm_90")
                                            : Opts.Archs.back()));
  if (Opts.FastMath)
    Flags.push_back("-ffast-math");
  if (!Opts.Contract)
    Flags.push_back("-ffp-contract=off");
  auto Key = [&] {
    ImageKey K = keyStart("ptx (clang)", Clang);
    if (Nvcc)
      addToolkit(K, *Nvcc);
    for (const std::string &F : Flags)
      K.add(F);
    return std::move(K.add(ClangCudaShim).add(Source));
  };
  return throughCache(Opts.Cache, Key, Image, FromCache, [&] {
    ToolRun T;
    std::string Shim = T.file("h", ClangCudaShim), Cu = T.file("cu", Source),
                Ptx = T.file("ptx");
    std::vector<std::string> Args{Clang};
    Args.insert(Args.end(), Flags.begin(), Flags.end());
    for (const std::string &A :
         {std::string("-include"), Shim, Cu, std::string("-o"), Ptx})
      Args.push_back(A);
    if (Shim.empty() || Cu.empty() || Ptx.empty() ||
        !T.run(Args, "clang (CUDA)") || !T.read(Ptx, "clang (CUDA)", Image)) {
      Error = T.Error;
      return false;
    }
    Image.push_back('\0'); // cuModuleLoadData takes PTX as a C string
    return true;
  });
}

/// nvcc's -gencode values for the archs: one PTX (the front end, cicc:
/// most of nvcc's time) per level of the features the kernels test
/// (__CUDA_ARCH__ >= 800: cp.async), assembled for each arch of that
/// level, and the newest level's PTX kept for GPUs newer than any listed.
/// sm_80,sm_90 is arch=compute_80,code=[sm_80,sm_90,compute_80]: half of
/// nvcc's time for the default, the same instructions for each SASS.
static std::vector<std::string> gencodes(const std::vector<std::string> &Archs) {
  std::map<bool, std::vector<unsigned>> Levels; // by "has cp.async"
  for (const std::string &A : Archs) {
    unsigned N = 0;
    llvm::StringRef(A).substr(3).getAsInteger(10, N); // sm_90 -> 90
    Levels[N >= 80].push_back(N);
  }
  std::vector<std::string> Out;
  for (auto &[HasAsync, Ns] : Levels) {
    llvm::sort(Ns);
    std::string Ptx = "compute_" + std::to_string(Ns.front());
    std::vector<std::string> Codes;
    for (unsigned N : Ns)
      Codes.push_back("sm_" + std::to_string(N));
    if (&Ns == &Levels.rbegin()->second)
      Codes.push_back(Ptx);
    Out.push_back("arch=" + Ptx + ",code=[" + llvm::join(Codes, ",") + "]");
  }
  return Out;
}

/// nvcc's flags for Opts, without its input and output.
static std::vector<std::string> nvccFlags(const std::string &Nvcc,
                                          const DeviceCompileOptions &Opts) {
  std::vector<std::string> Flags{"-fatbin", "-O3", "--threads=0"};
  // On 2 cores, sgemm_t.c's nvcc 1.40-1.56 s against 1.61-1.72.
  if (nvccSplitsCompile(Nvcc))
    Flags.push_back("--split-compile=0");
  for (const std::string &G : gencodes(Opts.Archs)) {
    Flags.push_back("-gencode");
    Flags.push_back(G);
  }
  if (Opts.FastMath)
    Flags.push_back("-use_fast_math");
  else if (!Opts.Contract)
    Flags.push_back("--fmad=false");
  if (Opts.MaxRegCount)
    Flags.push_back("-maxrregcount=" + std::to_string(Opts.MaxRegCount));
  return Flags;
}

/// keep: the .cu (compiled or not: the internal error's message points to
/// it) and, when it compiled, the PTX of the newest arch beside it as
/// keepptx would, whether or not the image came from the cache.
static void keepKernelFiles(const std::string &Nvcc, const std::string &Source,
                            const DeviceCompileOptions &Opts, bool Built) {
  if (Opts.KeepPath.empty())
    return;
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Opts.KeepPath, EC);
    if (EC)
      return;
    OS << Source;
  }
  if (!Built || Opts.Archs.empty())
    return;
  std::string Ptx = Opts.KeepPath.substr(0, Opts.KeepPath.size() - 3) + ".ptx";
  std::string Arch = "-arch=compute_" + Opts.Archs.back().substr(3);
  // -w: nvcc's remarks on generated code (unused copies of a scalar) are
  // not the user's to read.
  llvm::StringRef Args[] = {Nvcc, "-ptx", "-w", Arch, "-o", Ptx, Opts.KeepPath};
  llvm::sys::ExecuteAndWait(Nvcc, Args);
}

bool cuacc::compileDeviceImage(const std::string &Source,
                               const DeviceCompileOptions &Opts,
                               std::string &Image, std::string &Error,
                               bool *FromCache) {
  if (const char *C = getenv("CUACC_DEVICE_COMPILER"); C && !strcmp(C, "clang"))
    return compileWithClang(Source, Opts, Image, Error, FromCache);
  std::optional<std::string> Nvcc = findNvcc();
  if (!Nvcc) {
    Error = "nvcc not found (set CUACC_NVCC or put the CUDA toolkit on PATH)";
    return false;
  }
  std::vector<std::string> Flags = nvccFlags(*Nvcc, Opts);
  auto Key = [&] {
    ImageKey K = keyStart("fatbin (nvcc)", *Nvcc);
    addToolkit(K, *Nvcc);
    for (const std::string &F : Flags)
      K.add(F);
    return std::move(K.add(Source));
  };
  bool Built = throughCache(Opts.Cache, Key, Image, FromCache, [&] {
    ToolRun T;
    std::string Cu = T.file("cu", Source), Fatbin = T.file("fatbin");
    std::vector<std::string> Args{*Nvcc};
    Args.insert(Args.end(), Flags.begin(), Flags.end());
    for (const std::string &A : {std::string("-o"), Fatbin, Cu})
      Args.push_back(A);
    if (Cu.empty() || Fatbin.empty() || !T.run(Args, "nvcc") ||
        !T.read(Fatbin, "nvcc", Image)) {
      Error = T.Error;
      return false;
    }
    return true;
  });
  keepKernelFiles(*Nvcc, Source, Opts, Built);
  return Built;
}

bool cuacc::compileEmulatorImage(const std::string &Source,
                                 const DeviceCompileOptions &Opts,
                                 std::string &Image, std::string &Error,
                                 bool *FromCache) {
  std::string Cxx;
  if (const char *E = getenv("CUACC_HOSTCXX"); E && *E)
    Cxx = E;
  else
    Cxx = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  if (Cxx.empty() || !llvm::sys::fs::can_execute(Cxx)) {
    Error = NoHostCompilerForEmulator;
    return false;
  }
  // -O0: the emulated device exists to check the kernels' results, and
  // its image is compiled beside the GPU's in every build; -O1 of the
  // unrolled tiles of a product took 4-5 times as long (1.0 s against 0.22
  // for bench/kernels/sgemm_t.c) for kernels that run half as fast.
  // HostFlags ends with -O1 where the user's flags let the optimizer
  // change values (-ffp-contract=fast: a*b+c fused across statements).
  std::vector<std::string> Flags{"--driver-mode=g++", "-x",  "c++",
                                 "-std=c++17",        "-O0", "-fPIC",
                                 "-shared",           "-w",  "-fno-exceptions",
                                 "-fno-rtti"};
  Flags.insert(Flags.end(), Opts.HostFlags.begin(), Opts.HostFlags.end());
  auto Key = [&] {
    ImageKey K = keyStart("shared object (emulated device)", Cxx);
    // Where the compiler finds <cmath> and the rest of what the header
    // includes.
    for (const char *Var : {"CPATH", "CPLUS_INCLUDE_PATH"}) {
      const char *Value = getenv(Var);
      K.add(Value ? Value : "");
    }
    for (const std::string &F : Flags)
      K.add(F);
    return std::move(K.add(EmulatorHeader).add(Source));
  };
  return throughCache(Opts.Cache, Key, Image, FromCache, [&] {
    ToolRun T;
    std::string Header = T.file("h", EmulatorHeader),
                Cpp = T.file("cpp", Source), Object = T.file("so");
    std::vector<std::string> Args{Cxx};
    Args.insert(Args.end(), Flags.begin(), Flags.end());
    for (const std::string &A :
         {std::string("-include"), Header, Cpp, std::string("-o"), Object})
      Args.push_back(A);
    if (Header.empty() || Cpp.empty() || Object.empty() ||
        !T.run(Args, "the host compiler") ||
        !T.read(Object, "the host compiler", Image)) {
      Error = T.Error;
      return false;
    }
    return true;
  });
}

std::string cuacc::imageAsC(const std::string &Image,
                            const std::string &Symbol) {
  // A string literal, not a list of numbers: Clang reads a megabyte of
  // kernels as a literal in 0.1 s and as an initializer list in 1.8 s.
  // Octal escapes have three digits, so a digit after one is its own.
  std::string Out = "static const char " + Symbol +
                    "[] __attribute__((aligned(8))) =\n\"";
  // At most four characters a byte, three more a line: no reallocation.
  // The digits by hand: snprintf for each byte was most of a warm-cache
  // compile's rewrite (a megabyte of fatbinary, 40 ms).
  Out.reserve(Out.size() + Image.size() * 4 + Image.size() / 80 * 3 + 4);
  for (size_t I = 0; I < Image.size(); ++I) {
    unsigned char C = Image[I];
    if (I && I % 80 == 0)
      Out += "\"\n\"";
    if (C >= 32 && C < 127 && C != '"' && C != '\\' && C != '?') {
      Out += char(C);
    } else {
      const char Escape[4] = {'\\', char('0' + (C >> 6)),
                              char('0' + ((C >> 3) & 7)), char('0' + (C & 7))};
      Out.append(Escape, sizeof Escape);
    }
  }
  Out += "\";\n";
  return Out;
}
