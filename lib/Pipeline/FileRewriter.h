//===- FileRewriter.h - the file rewritten to run regions on the GPU -*- C++ -*-===//
//
// Step 5 of the pipeline (FileCompiler.h). Decide first, print after: what
// each data directive and compute region becomes, which regions' kernels
// compile, then the text. Lines do not move: the text put before a region's
// statement ends with a '#line' back to the user's line and column, so
// diagnostics and -g line info name the user's lines.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_PIPELINE_FILEREWRITER_H
#define CUACC_PIPELINE_FILEREWRITER_H

#include "Pipeline/CompileOptions.h"
#include "Pipeline/CompileTimes.h"
#include "Pipeline/CompiledFile.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/ArrayRef.h"
#include <map>
#include <utility>
#include <vector>

namespace clang {
class ASTContext;
class SourceManager;
} // namespace clang

namespace cuacc {

/// Where the user's text went in the rewritten files.
struct TextMoves {
  /// The main file and headers were replaced by their rewritten text.
  bool Replaced = false;
  /// Characters before the user's text in the main file.
  unsigned Prelude = 0;
  /// Per rewritten file: each original offset that text was put at, and
  /// how many characters.
  std::map<clang::FileID, std::vector<std::pair<unsigned, unsigned>>> Inserted;

  /// Where the character at Offset of File is in what the main parse reads.
  unsigned moved(const clang::SourceManager &SM, clang::FileID File,
                 unsigned Offset) const;
};

/// The file's regions offloaded, its data directives' calls in place, and
/// every region's host code kept consistent with present data.
/// StartupData: what the file's own 'declare's make present when the
/// program starts.
/// Times: where the kernel text and the images' time goes.
FilePlan rewriteFile(llvm::ArrayRef<CompiledFunction> Functions,
                     llvm::ArrayRef<DataDirectiveDesc> StartupData,
                     const Options &Opts, clang::ASTContext &Ctx,
                     TextMoves &Moves, CompileTimes &Times);

} // namespace cuacc

#endif
