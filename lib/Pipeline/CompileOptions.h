//===- CompileOptions.h - what the user asked the compiler for ---*- C++ -*-===//
//
// Plain data: the plugin fills it from its -fplugin-arg-cuacc-* arguments
// (plugin/Options.cpp); the pipeline reads it.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_PIPELINE_COMPILEOPTIONS_H
#define CUACC_PIPELINE_COMPILEOPTIONS_H

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
  /// Kernel images from the cache when it has them (cache=off: never;
  /// CUACC_CACHE=off turns it off as well).
  bool Cache = true;
  bool TimeReport = false; ///< the time of cuacc's phases on stderr
  bool FastMath = false;
  bool SafePtr = false;  ///< pointer arguments do not alias (-Msafeptr)
  /// Sequential nests reordered where that is legal and more parallel
  /// (Schedule/Reschedule.h; reorder=off: never).
  bool Reorder = true;
  /// The file is OpenACC from its first directive (-acc, -fopenacc): an
  /// 'update' before any other OpenACC construct has [start:length]
  /// sections.
  bool OpenACC = false;
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
  bool DumpTuning = false;
  /// For testing the fallback when generated kernels do not compile: the
  /// kernels of the region whose directive is on this line get an #error.
  unsigned InjectKernelError = 0;

  bool anyAnalysisDump() const {
    return DumpLoops || DumpDeps || DumpData || DumpSchedule || DumpLowered ||
           DumpKernels || DumpHost;
  }
};

} // namespace cuacc

#endif
