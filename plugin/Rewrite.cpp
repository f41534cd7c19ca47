//===- Rewrite.cpp - the planning parse -----------------------------------===//

#include "Rewrite.h"
#include "PragmaCapture.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Preprocessor.h"

using namespace cuacc;
using namespace clang;

namespace {

/// Keeps cuacc's diagnostics (custom ones) for the main parse; Clang's own
/// the main parse reports itself. Nothing is counted, so the planning parse
/// prints no "N warnings generated".
class RecordingConsumer : public DiagnosticConsumer {
public:
  std::vector<StoredDiagnostic> Recorded;
  /// Errors of Clang's own: the file does not compile, and the main parse
  /// reports them.
  unsigned ClangErrors = 0;

  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    if (Info.getID() >= diag::DIAG_UPPER_LIMIT)
      Recorded.emplace_back(Level, Info);
    else if (Level >= DiagnosticsEngine::Error)
      ++ClangErrors;
  }
};

class PlanAction : public ASTFrontendAction {
public:
  PlanAction(const Options &Opts, PlanningResult &Result,
             const RecordingConsumer &Diagnostics)
      : Opts(Opts), Result(Result), Diagnostics(Diagnostics) {}

protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef) override {
    Preprocessor &PP = CI.getPreprocessor();
    PP.setPredefines(PP.getPredefines() + accMacros());
    return CuaccConsumer::planning(Opts, CI.getDiagnostics(), Result,
                                   &Diagnostics.Recorded);
  }

private:
  const Options &Opts;
  PlanningResult &Result;
  const RecordingConsumer &Diagnostics;
};

} // namespace

std::optional<PlanningResult> cuacc::planFile(CompilerInstance &CI,
                                              const Options &Opts) {
  // Every file is planned: a directive may come from a header, in a
  // function or a macro, as well as from the file itself.
  auto Inv = std::make_shared<CompilerInvocation>(CI.getInvocation());
  FrontendOptions &FO = Inv->getFrontendOpts();
  FO.Plugins.clear();
  FO.AddPluginActions.clear();
  FO.PluginArgs.clear();
  FO.ActionName.clear();
  FO.ProgramAction = frontend::ParseSyntaxOnly;
  FO.OutputFile.clear();
  // Standard input can be read once: the planning parse reads the text the
  // main parse already holds.
  SourceManager &MainSM = CI.getSourceManager();
  if (FO.Inputs.size() == 1 && FO.Inputs[0].isFile() &&
      FO.Inputs[0].getFile() == "-")
    FO.Inputs[0] = FrontendInputFile(
        MainSM.getBufferOrFake(MainSM.getMainFileID()), FO.Inputs[0].getKind());
  Inv->getDependencyOutputOpts() = DependencyOutputOptions();
  Inv->getDiagnosticOpts().VerifyDiagnostics = false;

  CompilerInstance Sub;
  Sub.setInvocation(Inv);
  auto *Diagnostics = new RecordingConsumer;
  Sub.createDiagnostics(Diagnostics, /*ShouldOwnClient=*/true);
  PlanningResult Result;
  PlanAction Act(Opts, Result, *Diagnostics);
  Stopwatch Watch;
  // cuacc's own errors (a directive, or code that cannot be put in place)
  // travel in the plan: the main parse gives them at the user's lines.
  if (!Sub.ExecuteAction(Act) || Diagnostics->ClangErrors)
    return std::nullopt;
  Result.Times.add(Phase::PlanningParse, Watch.lap());
  return Result;
}
