//===- CuaccConsumer.h - the plugin's view of a translation unit -*- C++ -*-===//
//
// Captures the '#pragma acc' lines as the preprocessor meets them and gives
// each function's to the pipeline (Pipeline/FileCompiler.h) when its body
// is complete. What it does at the end depends on the parse it serves:
//   Plan   the planning parse (Rewrite.h): the file rewritten for the
//          device, and what the main parse will give the user;
//   Give   the main parse after a planning parse: the directives are only
//          skipped; it gives the planning parse's diagnostics, listing and
//          dumps;
//   List   a parse without a planning parse (-fsyntax-only, a file with
//          errors): the pipeline up to the listing.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_PLUGIN_CUACCCONSUMER_H
#define CUACC_PLUGIN_CUACCCONSUMER_H

#include "Directive/Directive.h"
#include "Directive/DirectiveDiagnostics.h"
#include "Pipeline/FileCompiler.h"
#include "Pipeline/Handoff.h"
#include "Pipeline/CompileOptions.h"
#include "PragmaCapture.h"
#include "clang/Sema/SemaConsumer.h"
#include <memory>
#include <vector>

namespace cuacc {

/// What the planning parse produces.
struct PlanningResult {
  FilePlan Plan;
  Handoff Given;
  /// cuacc's phases, and the whole planning parse (planFile).
  CompileTimes Times;
};

class CuaccConsumer : public clang::SemaConsumer {
public:
  /// The planning parse: fills Result; Recorded holds the parse's cuacc
  /// diagnostics (they go to the main parse with the rest).
  static std::unique_ptr<CuaccConsumer>
  planning(Options Opts, clang::DiagnosticsEngine &Diags,
           PlanningResult &Result,
           const std::vector<clang::StoredDiagnostic> *Recorded);
  /// The main parse after a planning parse.
  static std::unique_ptr<CuaccConsumer> giving(Options Opts,
                                               clang::DiagnosticsEngine &Diags,
                                               Handoff Given);
  /// A parse without a planning parse; WithKernels: list what each
  /// region's kernels would be.
  static std::unique_ptr<CuaccConsumer>
  listing(Options Opts, clang::DiagnosticsEngine &Diags, bool WithKernels);

  void InitializeSema(clang::Sema &S) override;
  bool HandleTopLevelDecl(clang::DeclGroupRef DG) override;
  void HandleTranslationUnit(clang::ASTContext &Ctx) override;

private:
  enum class Role { Plan, Give, List, ListWithKernels };
  CuaccConsumer(Options Opts, clang::DiagnosticsEngine &Diags, Role R);

  Options Opts;
  Role TheRole;
  DirectiveDiagnostics Diags;
  /// Directives captured but not yet given to the pipeline.
  std::vector<Directive> Captured;
  AccPragmaHandler Handler;
  clang::Sema *S = nullptr;
  std::unique_ptr<FileCompiler> Compiler;
  PlanningResult *Result = nullptr;
  const std::vector<clang::StoredDiagnostic> *Recorded = nullptr;
  Handoff Given;

  void bindDecl(const clang::Decl *D);
  /// Functions with directives, compiled at the end of the file
  /// (addFunction).
  std::vector<std::pair<const clang::FunctionDecl *, std::vector<Directive>>>
      Waiting;

  void addFunction(const clang::FunctionDecl &F);
  void addWaitingFunctions();
  void reportOutsideFunctions(size_t Count);
};

} // namespace cuacc

#endif
