//===- CuaccPlugin.cpp - registration of the cuacc Clang plugin -----------===//
//
// The one place where cuacc meets Clang's plugin interface: the action runs
// before the main action (so the compile still produces its object file),
// parses the -fplugin-arg-cuacc-* arguments, defines _ACCEL and _OPENACC, runs the
// planning parse when the compile makes code (Rewrite.h), and hands the
// translation unit to CuaccConsumer.
//
//===----------------------------------------------------------------------===//

#include "CodeGen/DeviceImage.h"
#include "CuaccConsumer.h"
#include "Options.h"
#include "Rewrite.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <dlfcn.h>

using namespace clang;

namespace {

/// The directory of the runtime's headers (accel.h), found from where the
/// plugin is, as pgcc finds its own: <prefix>/include beside an installed
/// <prefix>/lib/cuacc.so, the source tree's runtime/include for a build
/// tree's plugin. Empty when neither has accel.h.
std::string runtimeIncludeDir() {
  auto HasHeader = [](llvm::StringRef Dir) {
    llvm::SmallString<256> Path(Dir);
    llvm::sys::path::append(Path, "accel.h");
    return llvm::sys::fs::exists(Path);
  };
  Dl_info Info;
  if (dladdr(reinterpret_cast<void *>(&runtimeIncludeDir), &Info) &&
      Info.dli_fname) {
    llvm::SmallString<256> Dir(llvm::sys::path::parent_path(
        llvm::sys::path::parent_path(Info.dli_fname)));
    llvm::sys::path::append(Dir, "include");
    if (HasHeader(Dir))
      return std::string(Dir);
  }
  return HasHeader(CUACC_RUNTIME_INCLUDE_DIR) ? CUACC_RUNTIME_INCLUDE_DIR : "";
}

/// `#include <accel.h>` finds the runtime's header without a -I, after every
/// directory of the user's (whose own accel.h wins): in this parse's search
/// list and in the options the planning parse copies.
void addRuntimeIncludeDir(CompilerInstance &CI) {
  std::string Dir = runtimeIncludeDir();
  if (Dir.empty())
    return;
  CI.getHeaderSearchOpts().AddPath(Dir, frontend::After, false, true);
  if (auto Entry = CI.getFileManager().getOptionalDirectoryRef(Dir))
    CI.getPreprocessor().getHeaderSearchInfo().AddSystemSearchPath(
        DirectoryLookup(*Entry, SrcMgr::C_System, /*isFramework=*/false));
}

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
    PP.setPredefines(PP.getPredefines() + cuacc::accMacros());
    addRuntimeIncludeDir(CI);
    // clang -fopenacc (without the cuacc driver) means what -acc means.
    if (CI.getLangOpts().OpenACC)
      Opts.OpenACC = true;
    if (!producesCode(CI.getFrontendOpts().ProgramAction))
      return cuacc::CuaccConsumer::listing(Opts, CI.getDiagnostics(), false);
    cuacc::Stopwatch Watch;
    std::optional<cuacc::PlanningResult> Planned = cuacc::planFile(CI, Opts);
    // The file has errors: this parse reports them, and lists what it can.
    if (!Planned)
      return cuacc::CuaccConsumer::listing(Opts, CI.getDiagnostics(),
                                           cuacc::findNvcc().has_value());
    const cuacc::FilePlan &Plan = Planned->Plan;
    if (Plan.Changed)
      readRewritten(CI, InFile, Plan);
    if (Opts.TimeReport)
      Planned->Times.print(llvm::errs(), InFile, Watch.lap());
    std::string Why = Plan.Error.empty() ? Plan.Warning : Plan.Error;
    if (!Why.empty()) {
      DiagnosticsEngine &D = CI.getDiagnostics();
      D.Report(D.getCustomDiagID(DiagnosticsEngine::Warning, "cuacc: %0"))
          << Why;
    }
    return cuacc::CuaccConsumer::giving(Opts, CI.getDiagnostics(),
                                        std::move(Planned->Given));
  }

  /// The main parse reads the plan's text instead of the file (and the
  /// headers it rewrote instead of theirs).
  static void readRewritten(CompilerInstance &CI, llvm::StringRef InFile,
                            const cuacc::FilePlan &Plan) {
    SourceManager &SM = CI.getSourceManager();
    OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID());
    if (!Main) {
      // Standard input: the rewritten text replaces the buffer.
      SM.setMainFileID(SM.createFileID(
          llvm::MemoryBuffer::getMemBufferCopy(Plan.Text, InFile)));
      return;
    }
    // Override the file's contents (rather than parse a nameless buffer) so
    // that "..." includes still search the file's directory.
    SM.overrideFileContents(
        *Main, llvm::MemoryBuffer::getMemBufferCopy(Plan.Text, InFile));
    SM.setMainFileID(SM.createFileID(*Main, SourceLocation(), SrcMgr::C_User));
    for (const auto &[Path, Text] : Plan.Headers)
      if (auto Header = CI.getFileManager().getOptionalFileRef(Path))
        SM.overrideFileContents(
            *Header, llvm::MemoryBuffer::getMemBufferCopy(Text, Path));
  }

  bool ParseArgs(const CompilerInstance &CI,
                 const std::vector<std::string> &Args) override {
    return cuacc::parseOptions(Args, CI.getDiagnostics(), Opts);
  }

  ActionType getActionType() override { return AddBeforeMainAction; }
};

} // namespace

static FrontendPluginRegistry::Add<CuaccAction>
    X("cuacc", "PGI Accelerator directives for NVIDIA GPUs");
