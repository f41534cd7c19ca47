//===- Options.cpp - the plugin's -fplugin-arg-cuacc-* arguments ----------===//

#include "Options.h"
#include "CodeGen/DeviceImage.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <algorithm>

using namespace cuacc;

static bool isArchName(llvm::StringRef A) {
  unsigned N;
  return A.consume_front("sm_") && !A.empty() &&
         !A.rtrim("af").getAsInteger(10, N) && N >= 50;
}

/// Whether the CUDA toolkit generates code for each of Archs (CUDA 13 has
/// no sm_70): one error naming what it has, instead of one failed kernel
/// compile per region. Nothing to check without nvcc.
static bool checkArchs(const std::vector<std::string> &Archs,
                       clang::DiagnosticsEngine &Diags) {
  std::optional<std::vector<std::string>> Known = nvccArchitectures();
  if (!Known)
    return true;
  for (const std::string &A : Archs) {
    std::string Base = llvm::StringRef(A).rtrim("af").str();
    if (std::find(Known->begin(), Known->end(), Base) != Known->end())
      continue;
    llvm::StringRef Digits = llvm::StringRef(Base).drop_front(3); // sm_70
    std::string Have;
    for (const std::string &K : *Known)
      Have += (Have.empty() ? "" : ", ") + K;
    Diags.Report(Diags.getCustomDiagID(
        clang::DiagnosticsEngine::Error,
        "cuacc: the CUDA toolkit (%0) does not generate code for %1 "
        "(compute capability %2); it has %3"))
        << *findNvcc() << A
        << (Digits.drop_back(1).str() + "." + Digits.take_back(1).str()) << Have;
    return false;
  }
  return true;
}

/// The flag of dump stage Name; null for an unknown stage.
static bool *dumpStage(Options &Opts, llvm::StringRef Name) {
  std::pair<const char *, bool *> Stages[] = {
      {"directives", &Opts.DumpDirectives}, {"loops", &Opts.DumpLoops},
      {"deps", &Opts.DumpDeps},             {"data", &Opts.DumpData},
      {"schedule", &Opts.DumpSchedule},     {"lowered", &Opts.DumpLowered},
      {"kernels", &Opts.DumpKernels},       {"host", &Opts.DumpHost},
      {"tuning", &Opts.DumpTuning}};
  for (auto [Stage, Flag] : Stages)
    if (Name == Stage)
      return Flag;
  return nullptr;
}

bool cuacc::parseOptions(const std::vector<std::string> &Args,
                         clang::DiagnosticsEngine &Diags, Options &Opts) {
  unsigned BadArg = Diags.getCustomDiagID(
      clang::DiagnosticsEngine::Error,
      "invalid cuacc plugin argument '%0': %1");
  bool OK = true;
  auto Bad = [&](llvm::StringRef Arg, llvm::StringRef Why) {
    Diags.Report(BadArg) << Arg << Why;
    OK = false;
  };

  for (const std::string &ArgStr : Args) {
    llvm::StringRef Arg(ArgStr);
    auto [Name, Value] = Arg.split('=');
    bool HasValue = Arg.contains('=');
    auto Flag = [&](bool &Field) {
      if (HasValue)
        Bad(Arg, "this argument takes no value");
      Field = true;
    };
    if (Name == "minfo") {
      Flag(Opts.Minfo);
    } else if (Name == "remarks") {
      Flag(Opts.Remarks);
    } else if (Name == "time") {
      Flag(Opts.Time);
    } else if (Name == "time-report") {
      Flag(Opts.TimeReport);
    } else if (Name == "cache" || Name == "reorder") {
      bool &Field = Name == "cache" ? Opts.Cache : Opts.Reorder;
      if (Value == "on" || Value == "off")
        Field = Value == "on";
      else
        Bad(Arg, "expected " + Name.str() + "=on or " + Name.str() + "=off");
    } else if (Name == "emulate") {
      Flag(Opts.Emulate);
    } else if (Name == "keep") {
      Flag(Opts.Keep);
    } else if (Name == "fastmath") {
      Flag(Opts.FastMath);
    } else if (Name == "safeptr") {
      Flag(Opts.SafePtr);
    } else if (Name == "openacc") {
      Flag(Opts.OpenACC);
    } else if (Name == "maxregcount") {
      if (Value.getAsInteger(10, Opts.MaxRegCount) || Opts.MaxRegCount < 16 ||
          Opts.MaxRegCount > 255)
        Bad(Arg, "expected maxregcount=N with N from 16 to 255");
    } else if (Name == "arch") {
      llvm::SmallVector<llvm::StringRef, 4> Parts;
      Value.split(Parts, ',', -1, /*KeepEmpty=*/false);
      Opts.Archs.clear();
      for (llvm::StringRef P : Parts) {
        if (!isArchName(P))
          Bad(Arg, "expected arch=sm_XX[,sm_YY...], e.g. arch=sm_90");
        Opts.Archs.push_back(P.str());
      }
      if (Parts.empty())
        Bad(Arg, "expected arch=sm_XX[,sm_YY...], e.g. arch=sm_90");
      else if (llvm::all_of(Parts, isArchName) && !checkArchs(Opts.Archs, Diags))
        OK = false;
    } else if (Name == "inject-kernel-error") {
      if (Value.getAsInteger(10, Opts.InjectKernelError) || !Opts.InjectKernelError)
        Bad(Arg, "expected inject-kernel-error=LINE");
    } else if (Name == "dump") {
      llvm::SmallVector<llvm::StringRef, 4> Parts;
      Value.split(Parts, ',', -1, /*KeepEmpty=*/false);
      if (Parts.empty())
        Bad(Arg, "expected dump=directives,loops,deps,data,schedule,lowered,kernels,host,tuning");
      for (llvm::StringRef P : Parts)
        if (bool *Stage = dumpStage(Opts, P))
          *Stage = true;
        else
          Bad(Arg, "unknown dump stage; expected dump=directives,loops,deps,data,schedule,lowered,kernels,host,tuning");
    } else {
      Bad(Arg, "expected one of minfo, remarks, time, time-report, emulate, "
               "keep, cache=on|off, reorder=on|off, fastmath, safeptr, "
               "maxregcount=N, "
               "arch=sm_XX, "
               "dump=directives|loops|deps|data|schedule|lowered|kernels|host|"
               "tuning");
    }
  }
  return OK;
}
