//===- Options.h - the plugin's -fplugin-arg-cuacc-* arguments ---*- C++ -*-===//
#ifndef CUACC_PLUGIN_OPTIONS_H
#define CUACC_PLUGIN_OPTIONS_H

#include "Pipeline/CompileOptions.h"
#include "clang/Basic/Diagnostic.h"

namespace cuacc {

/// Parses the plugin's arguments into Opts; reports each bad one as an error
/// and returns false if there was any.
bool parseOptions(const std::vector<std::string> &Args,
                  clang::DiagnosticsEngine &Diags, Options &Opts);

} // namespace cuacc

#endif
