//===- CuaccPlugin.cpp - registration of the cuacc Clang plugin -----------===//
//
// The one place where cuacc meets Clang's plugin interface: the action runs
// before the main action (so the compile still produces its object file),
// parses the -fplugin-arg-cuacc-* arguments, defines _ACCEL, and hands the
// translation unit to CuaccConsumer.
//
//===----------------------------------------------------------------------===//

#include "CuaccConsumer.h"
#include "Options.h"
#include "Rewrite.h"
#include "CodeGen/DeviceImage.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/MemoryBuffer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;

namespace {

class CuaccAction : public PluginASTAction {
  cuacc::Options Opts;

protected:
  static bool producesCode(frontend::ActionKind K) {
    switch (K) {
    case frontend::EmitAssembly:
    case frontend::EmitBC:
    case frontend::EmitLLVM:
    case frontend::EmitLLVMOnly:
    case frontend::EmitCodeGenOnly:
    case frontend::EmitObj:
      return true;
    default:
      return false;
    }
  }

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef InFile) override {
    // Predefines are read when the main file is entered, which happens after
    // consumers are created, so the macro is visible to the whole file.
    Preprocessor &PP = CI.getPreprocessor();
    PP.setPredefines(PP.getPredefines() + "#define _ACCEL 200908\n");
    bool CodeGen = false;
    cuacc::FilePlan Plan;
    if (producesCode(CI.getFrontendOpts().ProgramAction)) {
      Plan = cuacc::rewriteForDevice(CI, InFile, Opts);
      if (Plan.Changed) {
        // Override the file's contents (rather than parse a nameless buffer)
        // so that "..." includes still search the file's directory.
        SourceManager &SM = CI.getSourceManager();
        OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID());
        if (Main) {
          SM.overrideFileContents(
              *Main, llvm::MemoryBuffer::getMemBufferCopy(Plan.Text, InFile));
          SM.setMainFileID(SM.createFileID(*Main, SourceLocation(),
                                           SrcMgr::C_User));
          for (const auto &[Path, Text] : Plan.Headers)
            if (auto Header = CI.getFileManager().getOptionalFileRef(Path))
              SM.overrideFileContents(
                  *Header, llvm::MemoryBuffer::getMemBufferCopy(Text, Path));
          CodeGen = Plan.Offloaded;
        } else {
          // Standard input: the rewritten text replaces the buffer.
          SM.setMainFileID(SM.createFileID(
              llvm::MemoryBuffer::getMemBufferCopy(Plan.Text, InFile)));
          CodeGen = Plan.Offloaded;
        }
      } else if (Plan.Error.empty()) {
        // Nothing to offload: the listing still says why, region by region.
        CodeGen = cuacc::findNvcc().has_value();
      }
      std::string Why = Plan.Error.empty() ? Plan.Warning : Plan.Error;
      if (!Why.empty()) {
        DiagnosticsEngine &D = CI.getDiagnostics();
        D.Report(D.getCustomDiagID(DiagnosticsEngine::Warning, "cuacc: %0"))
            << Why;
      }
    }
    return std::make_unique<cuacc::CuaccConsumer>(
        Opts, CI.getDiagnostics(), CodeGen, nullptr, Plan.NotOffloaded);
  }

  bool ParseArgs(const CompilerInstance &CI,
                 const std::vector<std::string> &Args) override {
    return Opts.parse(Args, CI.getDiagnostics());
  }

  ActionType getActionType() override { return AddBeforeMainAction; }
};

} // namespace

static FrontendPluginRegistry::Add<CuaccAction>
    X("cuacc", "PGI Accelerator directives for NVIDIA GPUs");
