//===- Rewrite.h - the planning parse ------------------------------*- C++ -*-===//
//
// Code generation needs the analysis before the main parse starts. So the
// plugin parses the file once more beforehand, without itself (a second
// CompilerInstance), and runs the whole pipeline there (see
// Pipeline/FileCompiler.h): the main parse then reads the file rewritten
// for the device, and gives the user what the planning parse found (see
// Pipeline/Handoff.h).
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_PLUGIN_REWRITE_H
#define CUACC_PLUGIN_REWRITE_H

#include "CuaccConsumer.h"
#include "Pipeline/CompileOptions.h"
#include <optional>

namespace clang {
class CompilerInstance;
}

namespace cuacc {

/// The planning parse of the main file. Nothing when the file has errors:
/// the main parse then reports them (and lists what it can). Otherwise the
/// plan's Text replaces the file when Changed (else the file compiles as it
/// is), and Plan.Error or Plan.Warning says what went wrong when the user
/// should know.
std::optional<PlanningResult> planFile(clang::CompilerInstance &CI,
                                       const Options &Opts);

} // namespace cuacc

#endif
