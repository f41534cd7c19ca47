//===- Rewrite.cpp - giving the main parse code that runs regions on the GPU =//

#include "Rewrite.h"
#include "CuaccConsumer.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/Utils.h"

using namespace cuacc;
using namespace clang;

namespace {

class PlanAction : public ASTFrontendAction {
public:
  PlanAction(const Options &Opts, FilePlan &Plan) : Opts(Opts), Plan(Plan) {}

protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef) override {
    Preprocessor &PP = CI.getPreprocessor();
    PP.setPredefines(PP.getPredefines() + "#define _ACCEL 200908\n");
    return std::make_unique<CuaccConsumer>(Opts, CI.getDiagnostics(),
                                           /*CodeGen=*/false, &Plan);
  }

private:
  const Options &Opts;
  FilePlan &Plan;
};

/// Whether the text can hold an acc pragma at all (most files cannot).
bool mentionsAcc(llvm::StringRef Text) {
  for (size_t P = Text.find("acc"); P != llvm::StringRef::npos;
       P = Text.find("acc", P + 3)) {
    llvm::StringRef Before = Text.substr(0, P).rtrim(" \t\"(");
    if (Before.ends_with("pragma") || Before.ends_with("_Pragma"))
      return true;
  }
  return false;
}

} // namespace

FilePlan cuacc::rewriteForDevice(CompilerInstance &CI, llvm::StringRef InFile,
                                const Options &Opts) {
  auto Buffer = CI.getFileManager().getBufferForFile(InFile);
  if (!Buffer || !mentionsAcc((*Buffer)->getBuffer()))
    return {};

  auto Inv = std::make_shared<CompilerInvocation>(CI.getInvocation());
  FrontendOptions &FO = Inv->getFrontendOpts();
  FO.Plugins.clear();
  FO.AddPluginActions.clear();
  FO.PluginArgs.clear();
  FO.ActionName.clear();
  FO.ProgramAction = frontend::ParseSyntaxOnly;
  FO.OutputFile.clear();
  Inv->getDependencyOutputOpts() = DependencyOutputOptions();
  Inv->getDiagnosticOpts().VerifyDiagnostics = false;

  CompilerInstance Sub;
  Sub.setInvocation(Inv);
  Sub.createDiagnostics(new IgnoringDiagConsumer(), /*ShouldOwnClient=*/true);
  FilePlan Plan;
  PlanAction Act(Opts, Plan);
  // Errors are left to the main parse, which reports them.
  if (!Sub.ExecuteAction(Act) || Sub.getDiagnostics().hasErrorOccurred())
    return {};
  return Plan;
}
