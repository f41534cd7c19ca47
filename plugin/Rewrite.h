//===- Rewrite.h - giving the main parse code that runs regions on the GPU ===//
//
// Code generation needs the analysis before the main parse starts. So the
// plugin parses the file once more beforehand, silently and without itself
// (a second CompilerInstance), plans every region, compiles the kernels with
// nvcc, and hands the main parse the file rewritten: the ABI declarations
// and a '#line 1' first, each offloaded region statement prefixed on its own
// line by a call that runs it on the device (the statement stays as the host
// path), and at the end the device image and the calls' definitions. Lines
// do not move, so diagnostics and -g line info still name the user's lines;
// the main parse sees the same directives and reports as before.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_PLUGIN_REWRITE_H
#define CUACC_PLUGIN_REWRITE_H

#include "Options.h"
#include "clang/Basic/SourceLocation.h"
#include <optional>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace clang {
class CompilerInstance;
class LangOptions;
class SourceManager;
class Stmt;
} // namespace clang

namespace cuacc {

/// What the planning parse produces.
struct FilePlan {
  bool Changed = false;
  /// Regions run on the device (the kernels compiled); false when every
  /// region's host code was kept consistent but nothing offloaded.
  bool Offloaded = false;
  std::string Text;
  /// Why nothing could be generated for the file (nvcc missing or failing).
  std::string Error;
  /// What was left out though the file was generated (the emulated-device
  /// image).
  std::string Warning;
  /// The regions (by file-wide number) that the planning parse found it
  /// could not offload after analysis, and why: their kernels do not
  /// compile, or their statement cannot be rewritten. They run on the host,
  /// and the main parse says so at each.
  std::map<unsigned, std::string> NotOffloaded;
  /// Headers the file includes (once) that hold regions, rewritten: the
  /// path as the include found it, and the text to read instead.
  std::vector<std::pair<std::string, std::string>> Headers;
};

/// The planning parse of the main file. Its Text replaces the file when
/// Changed (otherwise the file compiles as it is: no directive generated
/// anything, or an error the main parse will report); Error or Warning says
/// what went wrong when the user should know; Offloaded is false when the
/// kernels could not be compiled (the text then keeps only the host code
/// consistent).
FilePlan rewriteForDevice(clang::CompilerInstance &CI, llvm::StringRef InFile,
                          const Options &Opts);

/// Where text goes to follow the statement S: after its last token, which
/// for a statement that ends in ';' is that ';'. Invalid when it cannot be
/// told (inside a macro).
clang::SourceLocation afterStatement(const clang::Stmt *S,
                                     const clang::SourceManager &SM,
                                     const clang::LangOptions &LO);

/// How many times the file that holds Loc was entered (a header without
/// include guards can be entered several times, each with its own text).
unsigned timesEntered(const clang::SourceManager &SM, clang::SourceLocation Loc);

/// Why text cannot be put around the statement S; empty when it can. The
/// file compiled and the headers it includes once are rewritten.
std::string whyNotRewritable(const clang::Stmt *S,
                             const clang::SourceManager &SM,
                             const clang::LangOptions &LO);

} // namespace cuacc

#endif
