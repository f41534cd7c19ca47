//===- Handoff.h - what the planning parse gives the main parse ---*- C++ -*-===//
//
// The plugin compiles a file in a parse of its own (the planning parse, see
// plugin/Rewrite.h), before the parse that makes the object file reads the
// rewritten text. Everything the user sees comes from the planning parse:
// cuacc's diagnostics, the -Minfo listing and the dumps. The main parse
// only gives them, at the places in its own text where the user's tokens
// now are.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_PIPELINE_HANDOFF_H
#define CUACC_PIPELINE_HANDOFF_H

#include "Analysis/Listing.h"
#include "Pipeline/CompileOptions.h"
#include "clang/Basic/Diagnostic.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include <string>
#include <vector>

namespace clang {
class FileManager;
class SourceManager;
} // namespace clang

namespace cuacc {

/// A place in the text the main parse reads: an offset in the main file or
/// in a header (by the name its include found). Plain data: the planning
/// parse's source manager is gone when the main parse reads it.
struct TextPlace {
  bool Valid = false;
  bool MainFile = false;
  std::string File;
  unsigned Offset = 0;
};

/// One of cuacc's diagnostics, as the planning parse reported it.
struct HandedDiagnostic {
  clang::DiagnosticsEngine::Level Level;
  std::string Text;
  TextPlace Place;
};

/// A message of the listing, and where its remark goes.
struct HandedMessage {
  std::string Function;
  Message M;
  TextPlace Place;
};

struct Handoff {
  std::vector<HandedDiagnostic> Diagnostics;
  std::vector<HandedMessage> Messages;
  std::string Dumps;
};

/// In the planning parse: its diagnostics (cuacc's only) and what the
/// pipeline made (Messages and Dumps: see FileCompiler), with Place saying
/// where each location will be.
Handoff handOff(llvm::ArrayRef<clang::StoredDiagnostic> Diagnostics,
                const Listing &Messages, std::string Dumps,
                llvm::function_ref<TextPlace(clang::SourceLocation)> Place);

/// The main parse's location of P; invalid when its file is not there.
clang::SourceLocation locate(const TextPlace &P, clang::SourceManager &SM,
                             clang::FileManager &FM);

/// In the main parse: the diagnostics in order, then the report.
void deliver(const Handoff &H, const Options &Opts,
             clang::DiagnosticsEngine &Diags, clang::SourceManager &SM,
             clang::FileManager &FM);

/// What the user asked to see at the end of the file: the dumps on
/// stdout, the -Minfo listing on stderr, each message as a remark.
void report(const Listing &Messages, llvm::StringRef Dumps,
            const Options &Opts, clang::DiagnosticsEngine &Diags);

} // namespace cuacc

#endif
