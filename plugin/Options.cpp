//===- Options.cpp - the plugin's -fplugin-arg-cuacc-* arguments ----------===//

#include "Options.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

using namespace cuacc;

static bool isArchName(llvm::StringRef A) {
  unsigned N;
  return A.consume_front("sm_") && !A.empty() &&
         !A.rtrim("af").getAsInteger(10, N) && N >= 50;
}

bool Options::parse(const std::vector<std::string> &Args,
                    clang::DiagnosticsEngine &Diags) {
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
      Flag(Minfo);
    } else if (Name == "remarks") {
      Flag(Remarks);
    } else if (Name == "time") {
      Flag(Time);
    } else if (Name == "emulate") {
      Flag(Emulate);
    } else if (Name == "keep") {
      Flag(Keep);
    } else if (Name == "fastmath") {
      Flag(FastMath);
    } else if (Name == "safeptr") {
      Flag(SafePtr);
    } else if (Name == "maxregcount") {
      if (Value.getAsInteger(10, MaxRegCount) || MaxRegCount < 16 ||
          MaxRegCount > 255)
        Bad(Arg, "expected maxregcount=N with N from 16 to 255");
    } else if (Name == "arch") {
      llvm::SmallVector<llvm::StringRef, 4> Parts;
      Value.split(Parts, ',', -1, /*KeepEmpty=*/false);
      Archs.clear();
      for (llvm::StringRef P : Parts) {
        if (!isArchName(P))
          Bad(Arg, "expected arch=sm_XX[,sm_YY...], e.g. arch=sm_90");
        Archs.push_back(P.str());
      }
      if (Parts.empty())
        Bad(Arg, "expected arch=sm_XX[,sm_YY...], e.g. arch=sm_90");
    } else if (Name == "inject-kernel-error") {
      if (Value.getAsInteger(10, InjectKernelError) || !InjectKernelError)
        Bad(Arg, "expected inject-kernel-error=LINE");
    } else if (Name == "dump") {
      llvm::SmallVector<llvm::StringRef, 4> Parts;
      Value.split(Parts, ',', -1, /*KeepEmpty=*/false);
      if (Parts.empty())
        Bad(Arg, "expected dump=directives,loops,deps,data,schedule,lowered,kernels,host");
      for (llvm::StringRef P : Parts) {
        if (P == "directives")
          DumpDirectives = true;
        else if (P == "loops")
          DumpLoops = true;
        else if (P == "deps")
          DumpDeps = true;
        else if (P == "data")
          DumpData = true;
        else if (P == "schedule")
          DumpSchedule = true;
        else if (P == "lowered")
          DumpLowered = true;
        else if (P == "kernels")
          DumpKernels = true;
        else if (P == "host")
          DumpHost = true;
        else
          Bad(Arg, "unknown dump stage; expected dump=directives,loops,deps,data,schedule,lowered,kernels,host");
      }
    } else {
      Bad(Arg, "expected one of minfo, remarks, time, emulate, keep, fastmath, "
               "safeptr, maxregcount=N, arch=sm_XX, dump=directives|loops|deps|data|schedule|lowered|kernels|host");
    }
  }
  return OK;
}
