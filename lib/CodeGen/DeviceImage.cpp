//===- DeviceImage.cpp - CUDA source to an embeddable fatbin ---------------===//

#include "CodeGen/DeviceImage.h"
#include "EmulatorHeader.inc"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

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

bool cuacc::compileDeviceImage(const std::string &Source,
                               const DeviceCompileOptions &Opts,
                               std::string &Image, std::string &Error) {
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
