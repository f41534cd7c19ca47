//===- KernelImages.cpp - the file's kernels, compiled --------------------===//

#include "Pipeline/KernelImages.h"
#include "CodeGen/DeviceImage.h"
#include "CodeGen/ImageCache.h"
#include "CodeGen/KernelPrinter.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/TargetOptions.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <set>
#include <thread>

using namespace cuacc;

namespace {

/// The text of the regions' kernels: each device function once.
std::string kernelFile(const std::vector<KernelSource> &Sources,
                       bool Launchers) {
  std::set<std::string> Names;
  std::string Functions, Kernels;
  for (const KernelSource &K : Sources) {
    if (K.NotCompiled)
      continue;
    for (const auto &[Name, Text] : K.DeviceFunctions)
      if (Names.insert(Name).second)
        Functions += Text;
    Kernels += K.Kernels;
    if (Launchers)
      Kernels += K.Launchers;
  }
  return Kernels.empty() ? "" : cudaPrelude() + Functions + Kernels;
}

/// compileDeviceImage, with its time (and whether the cache served it) in
/// Times.
bool deviceImage(const std::string &Text, const DeviceCompileOptions &DO,
                 std::string &Image, std::string &Error, CompileTimes &Times) {
  Stopwatch Watch;
  bool Cached;
  bool Built = compileDeviceImage(Text, DO, Image, Error, &Cached);
  Times.add(Phase::DeviceImage, Watch.lap(), Cached);
  return Built;
}

/// compileEmulatorImage, timed as deviceImage is.
bool emulatorImage(const std::string &Text, const DeviceCompileOptions &DO,
                   std::string &Image, std::string &Error,
                   CompileTimes &Times) {
  Stopwatch Watch;
  bool Cached;
  bool Built = compileEmulatorImage(Text, DO, Image, Error, &Cached);
  Times.add(Phase::EmulatorImage, Watch.lap(), Cached);
  return Built;
}

/// Compiles each region's kernels alone with the compilers that failed on
/// the file, and marks the regions that fail NotCompiled.
void markNotCompiled(std::vector<KernelSource> &Sources, const Options &Opts,
                     llvm::StringRef MainName, const DeviceCompileOptions &DO,
                     bool DeviceFailed, bool EmulatorFailed,
                     KernelImages &Images, CompileTimes &Times) {
  for (KernelSource &K : Sources) {
    if (K.Kernels.empty())
      continue;
    std::string EmulatorImage, EmulatorError;
    bool EmulatorBad = false;
    std::thread OnEmulator([&, Text = kernelFile({K}, true)] {
      EmulatorBad = EmulatorFailed && !emulatorImage(Text, DO, EmulatorImage,
                                                     EmulatorError, Times);
    });
    std::string Image, DeviceError;
    bool DeviceBad = DeviceFailed && !deviceImage(kernelFile({K}, false), DO,
                                                  Image, DeviceError, Times);
    OnEmulator.join();
    if (!EmulatorBad && !DeviceBad)
      continue;
    // The compiler's own words and the text they are about, for whoever
    // debugs cuacc (keep).
    if (Opts.Keep && Images.Warning.empty()) {
      std::string Failed =
          (llvm::sys::path::stem(MainName) + ".failed.cu").str();
      std::error_code EC;
      llvm::raw_fd_ostream(Failed, EC) << kernelFile({K}, EmulatorBad);
      Images.Warning = "the kernel compiler's messages for the first region "
                       "whose kernels do not compile (its kernels are in " +
                       Failed + "): " +
                       (DeviceBad ? DeviceError : EmulatorError);
    }
    K.NotCompiled = true;
  }
}

} // namespace

/// The GPU image (nvcc) and, at the same time, the emulated device's. When
/// nvcc or the emulator image fails on the file, each region is compiled
/// alone: the ones that fail are marked NotCompiled and the images are
/// built from the rest. Without a host compiler for the emulator image the
/// GPU still works (Images.Warning says why).
bool cuacc::compileImages(std::vector<KernelSource> &Sources,
                          const Options &Opts, const UserCodeFlags &Flags,
                          llvm::StringRef MainName, KernelImages &Images,
                          CompileTimes &Times) {
  std::string Kernels = kernelFile(Sources, false);
  if (Kernels.empty())
    return true;
  DeviceCompileOptions DO;
  DO.Archs = Opts.Archs;
  DO.FastMath = Opts.FastMath || Flags.FastMath;
  DO.Contract = Flags.Contract;
  DO.HostFlags = Flags.HostFlags;
  DO.MaxRegCount = Opts.MaxRegCount;
  std::string KeepPath;
  if (Opts.Keep)
    KeepPath = (llvm::sys::path::stem(MainName) + ".cu").str();
  if (!findNvcc()) {
    Images.Error = "cannot compile the accelerator kernels, so regions run "
                   "on the host: nvcc not found (set CUACC_NVCC or put the "
                   "CUDA toolkit on PATH)";
    return false;
  }
  std::optional<ImageCache> Cache;
  if (Opts.Cache)
    Cache = ImageCache::fromEnvironment();
  DO.Cache = Cache ? &*Cache : nullptr;
  std::string Error, EmulatorError;
  bool EmulatorBuilt = false;
  std::thread Emulator([&, Text = kernelFile(Sources, true)] {
    EmulatorBuilt =
        emulatorImage(Text, DO, Images.Emulator, EmulatorError, Times);
  });
  DO.KeepPath = KeepPath;
  bool DeviceBuilt = deviceImage(Kernels, DO, Images.Device, Error, Times);
  Emulator.join();
  // Without a host C++ compiler no region has an emulated image; any other
  // failure is cuacc's, in some region's kernels.
  bool EmulatorFailed =
      !EmulatorBuilt && EmulatorError != NoHostCompilerForEmulator;
  if (!DeviceBuilt || EmulatorFailed) {
    // Which regions? Each alone, then the rest together.
    DO.KeepPath.clear();
    markNotCompiled(Sources, Opts, MainName, DO, !DeviceBuilt, EmulatorFailed,
                    Images, Times);
    Kernels = kernelFile(Sources, false);
    if (Kernels.empty())
      return true;
    DO.KeepPath = KeepPath;
    if (!DeviceBuilt &&
        !deviceImage(Kernels, DO, Images.Device, Error, Times)) {
      Images.Error = "internal error: the accelerator kernels cuacc generated "
                     "for this file do not compile, so its regions run on "
                     "the host; please report it (-fplugin-arg-cuacc-keep "
                     "keeps the kernel source)";
      return false;
    }
    if (EmulatorFailed)
      EmulatorBuilt = emulatorImage(kernelFile(Sources, true), DO,
                                    Images.Emulator, EmulatorError, Times);
  }
  if (!EmulatorBuilt) {
    Images.Warning = "no emulated-device image (ACC_DEVICE=emulate runs "
                     "these regions on the host): " + EmulatorError;
    Images.Emulator.clear();
  }
  return true;
}

/// The emulated device's optimization where the optimizer changes values.
static const char OptimizerChangesValues[] = "-O1";

UserCodeFlags cuacc::userCodeFlags(const clang::LangOptions &LO,
                                   const clang::TargetOptions &TO) {
  UserCodeFlags F;
  std::vector<std::string> &H = F.HostFlags;
  switch (LO.getDefaultFPContractMode()) {
  case clang::LangOptions::FPM_Off:
    F.Contract = false;
    H.push_back("-ffp-contract=off");
    break;
  case clang::LangOptions::FPM_On:
    H.push_back("-ffp-contract=on");
    break;
  default:
    H.push_back("-ffp-contract=fast");
  }
  F.FastMath = LO.FastMath;
  if (LO.FastMath)
    H.push_back("-ffast-math");
  if (LO.NoHonorNaNs)
    H.push_back("-fno-honor-nans");
  if (LO.NoHonorInfs)
    H.push_back("-fno-honor-infinities");
  if (LO.NoSignedZero)
    H.push_back("-fno-signed-zeros");
  if (LO.AllowRecip)
    H.push_back("-freciprocal-math");
  if (LO.ApproxFunc)
    H.push_back("-fapprox-func");
  if (!LO.MathErrno)
    H.push_back("-fno-math-errno");
  if (LO.AllowFPReassoc)
    H.push_back("-fassociative-math");
  // The emulated device's image is compiled at -O0 (DeviceImage.cpp), but
  // where the flags let the optimizer change values (a*b+c fused across
  // statements, sums reassociated), at -O1 as the user's optimized build.
  if (LO.Optimize && (LO.getDefaultFPContractMode() == clang::LangOptions::FPM_Fast ||
                      LO.FastMath || LO.AllowFPReassoc || LO.AllowRecip ||
                      LO.ApproxFunc || LO.NoSignedZero))
    H.push_back(OptimizerChangesValues);
  // -funsigned-char and -fwrapv are in the kernels' text (UserFlags.h),
  // which the emulated device compiles as nvcc does: without them.
  // The host's instructions: with FMA (-march=haswell, -mfma) the host
  // fuses a*b+c where C allows it, and so must the emulated device.
  if (!TO.CPU.empty())
    H.push_back("-march=" + TO.CPU);
  for (const std::string &Feature : TO.FeaturesAsWritten) {
    H.push_back("-Xclang");
    H.push_back("-target-feature");
    H.push_back("-Xclang");
    H.push_back(Feature);
  }
  return F;
}

void cuacc::followContractPragmas(UserCodeFlags &Flags,
                                  llvm::ArrayRef<const clang::Stmt *> Code,
                                  const clang::LangOptions &LO) {
  if (LO.getDefaultFPContractMode() == clang::LangOptions::FPM_Fast ||
      Flags.FastMath)
    return;
  struct Finder : clang::RecursiveASTVisitor<Finder> {
    const clang::LangOptions &LO;
    bool Off = false, On = false, Optimized = false;
    Finder(const clang::LangOptions &LO) : LO(LO) {}
    bool VisitBinaryOperator(clang::BinaryOperator *B) {
      if (!B->getType()->isRealFloatingType())
        return true;
      clang::FPOptions FP = B->getFPFeaturesInEffect(LO);
      if (FP.getFPContractMode() == clang::LangOptions::FPM_Off)
        Off = true;
      else
        On = true;
      // '#pragma clang fp contract(fast)' or 'reassociate(on)'.
      Optimized |= FP.getFPContractMode() == clang::LangOptions::FPM_Fast ||
                   FP.getAllowFPReassociate();
      return true;
    }
  } Find(LO);
  for (const clang::Stmt *S : Code)
    Find.TraverseStmt(const_cast<clang::Stmt *>(S));
  if (Find.Optimized && LO.Optimize &&
      !llvm::is_contained(Flags.HostFlags, OptimizerChangesValues))
    Flags.HostFlags.push_back(OptimizerChangesValues);
  bool Contract = Find.Off ? false : Find.On ? true : Flags.Contract;
  if (Contract == Flags.Contract)
    return;
  Flags.Contract = Contract;
  for (std::string &H : Flags.HostFlags)
    if (llvm::StringRef(H).starts_with("-ffp-contract="))
      H = Contract ? "-ffp-contract=on" : "-ffp-contract=off";
}
