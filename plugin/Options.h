//===- Options.h - the plugin's -fplugin-arg-cuacc-* arguments ---*- C++ -*-===//
#ifndef CUACC_PLUGIN_OPTIONS_H
#define CUACC_PLUGIN_OPTIONS_H

#include "clang/Basic/Diagnostic.h"
#include <string>
#include <vector>

namespace cuacc {

/// What the user asked for on the command line; see SPEC section 1.
struct Options {
  bool Minfo = false;    ///< PGI -Minfo listing on stderr
  bool Remarks = false;  ///< each message as a clang remark
  bool Time = false;     ///< timing report always on (-ta=nvidia,time)
  bool Emulate = false;  ///< the emulated device unless ACC_DEVICE says else
  bool Keep = false;     ///< keep generated .cu/.ptx (keepgpu)
  bool FastMath = false;
  bool SafePtr = false;  ///< pointer arguments do not alias (-Msafeptr)
  unsigned MaxRegCount = 0;
  std::vector<std::string> Archs{"sm_80", "sm_90"};
  bool DumpDirectives = false;
  bool DumpLoops = false;
  bool DumpDeps = false;
  bool DumpData = false;
  bool DumpSchedule = false;
  bool DumpLowered = false;
  bool DumpKernels = false;
  bool DumpHost = false;
  /// For testing the fallback when generated kernels do not compile: the
  /// kernels of the region whose directive is on this line get an #error.
  unsigned InjectKernelError = 0;

  /// Parses the arguments; reports each bad one as an error and returns
  /// false if there was any.
  bool parse(const std::vector<std::string> &Args,
             clang::DiagnosticsEngine &Diags);
};

} // namespace cuacc

#endif
