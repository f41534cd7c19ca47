//===- CuaccConsumer.cpp - the plugin's view of a translation unit --------===//

#include "CuaccConsumer.h"
#include "CodeGen/DeviceImage.h"
#include "CodeGen/HostCode.h"
#include "Directive/Binder.h"
#include "Rewrite.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/Support/Path.h"
#include <set>
#include <thread>
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Sema/Sema.h"
#include "llvm/Support/raw_ostream.h"

using namespace cuacc;
using namespace clang;

namespace {
#include "RuntimeHeader.inc"
}

CuaccConsumer::CuaccConsumer(Options Opts, DiagnosticsEngine &Engine,
                             bool CodeGen, FilePlan *Plan)
    : Opts(std::move(Opts)), Diags(Engine), Handler(Diags, Captured),
      CodeGen(CodeGen), Plan(Plan) {}

void CuaccConsumer::InitializeSema(Sema &S) {
  Ctx = &S.getASTContext();
  Handler.install(S.getPreprocessor());
}

bool CuaccConsumer::HandleTopLevelDecl(DeclGroupRef DG) {
  for (Decl *D : DG)
    if (const auto *F = dyn_cast<FunctionDecl>(D))
      if (F->doesThisDeclarationHaveABody())
        bindFunction(*F);
  return true;
}

void CuaccConsumer::bindFunction(const FunctionDecl &F) {
  if (Captured.empty())
    return;
  const SourceManager &SM = Ctx->getSourceManager();
  SourceRange Body = F.getBody()->getSourceRange();
  // Captured holds, in source order, directives of this body and possibly
  // stray ones before it (at file scope), which are errors.
  size_t Stray = 0;
  while (Stray < Captured.size() &&
         !rangeContains(SM, Body, Captured[Stray].Loc) &&
         SM.isBeforeInTranslationUnit(SM.getExpansionLoc(Captured[Stray].Loc),
                                      SM.getExpansionLoc(Body.getBegin())))
    ++Stray;
  reportOutsideFunctions(Stray);

  std::vector<Directive> Mine;
  auto It = Captured.begin();
  while (It != Captured.end() && rangeContains(SM, Body, It->Loc))
    Mine.push_back(std::move(*It++));
  Captured.erase(Captured.begin(), It);
  if (Mine.empty())
    return;
  std::vector<Directive> Directives =
      bindDirectives(F, std::move(Mine), *Ctx, Diags);
  if (Directives.empty())
    return;
  Bound.push_back({&F, std::move(Directives), {}});
  FunctionDirectives &FD = Bound.back();
  DependenceOptions DepOpts;
  DepOpts.SafePointers = Opts.SafePtr;
  for (const Directive &D : FD.Directives)
    if (isComputeRegion(D.Kind)) {
      FD.Regions.push_back(
          analyzeRegion(D, FD.Directives, *Ctx, DepOpts, Diags));
      FD.Schedules.push_back(scheduleRegion(FD.Regions.back(), *Ctx));
      const RegionAnalysis &R = FD.Regions.back();
      for (Message &M : R.messages())
        Messages.add(F.getName(), std::move(M));
      if (!CodeGen)
        continue;
      // The same decisions the planning parse made: say what was generated.
      const RegionSchedule &S = FD.Schedules.back();
      RegionCode RC = generateRegion(R, S, RegionCount++, *Ctx);
      unsigned Line = Ctx->getSourceManager().getPresumedLineNumber(
          Ctx->getSourceManager().getExpansionLoc(D.Loc));
      if (RC.NotOffloaded.empty()) {
        for (const Message &M : R.Data.Messages)
          Messages.add(F.getName(), M);
        for (const Message &M : S.Messages)
          Messages.add(F.getName(), M);
      } else if (R.AnyParallel) {
        Messages.add(F.getName(), {MessageKind::RegionIgnoredBecause,
                                   {RC.NotOffloaded}, D.Loc, Line});
      }
    }
}

void CuaccConsumer::reportOutsideFunctions(size_t Count) {
  for (size_t I = 0; I < Count; ++I)
    Diags.report(Captured[I].Loc, Diag::NotInFunction)
        << spelling(Captured[I].Kind);
  Captured.erase(Captured.begin(), Captured.begin() + Count);
}

void CuaccConsumer::HandleTranslationUnit(ASTContext &) {
  reportOutsideFunctions(Captured.size());
  if (Plan) {
    makePlan();
    return;
  }
  if (Opts.DumpDirectives)
    dumpDirectives(llvm::outs());
  if (Opts.DumpLoops || Opts.DumpDeps || Opts.DumpData || Opts.DumpSchedule ||
      Opts.DumpKernels || Opts.DumpHost)
    dumpAnalyses(llvm::outs());
  if (Opts.Minfo)
    Messages.print(llvm::errs());
  if (Opts.Remarks)
    Messages.emitRemarks(Diags.engine());
}

void CuaccConsumer::dumpAnalyses(llvm::raw_ostream &OS) const {
  const SourceManager &SM = Ctx->getSourceManager();
  for (const FunctionDirectives &FD : Bound)
    for (size_t I = 0; I < FD.Regions.size(); ++I) {
      const RegionAnalysis &R = FD.Regions[I];
      OS << FD.Function->getName() << ": ";
      if (Opts.DumpLoops)
        R.Model.print(OS, SM);
      else
        OS << "region at line "
           << SM.getPresumedLineNumber(SM.getExpansionLoc(R.Model.Region->Loc))
           << ":\n";
      if (Opts.DumpDeps) {
        OS << " dependences:\n";
        R.Deps.print(OS, R.Model);
      }
      if (Opts.DumpData) {
        OS << " data:\n";
        R.Data.print(OS, R.Model);
      }
      if (Opts.DumpSchedule) {
        OS << " schedule:\n";
        FD.Schedules[I].print(OS, R.Model);
      }
      if (Opts.DumpHost) {
        RegionCode RC = generateRegion(R, FD.Schedules[I], unsigned(I), *Ctx);
        if (!RC.NotOffloaded.empty())
          OS << "// not offloaded: " << RC.NotOffloaded << "\n";
        else
          OS << "// before the region statement: " << RC.CallPrefix << "\n"
             << RC.Definition;
      }
      if (Opts.DumpKernels)
        for (const PrintedKernel &K : printKernels(R, FD.Schedules[I], *Ctx)) {
          if (!K.Unsupported.empty())
            OS << "// not generated: " << K.Unsupported << "\n";
          OS << K.Source;
        }
    }
}

void CuaccConsumer::dumpDirectives(llvm::raw_ostream &OS) const {
  const SourceManager &SM = Ctx->getSourceManager();
  auto Line = [&](SourceLocation L) {
    return SM.getPresumedLineNumber(SM.getExpansionLoc(L));
  };
  for (const FunctionDirectives &FD : Bound) {
    OS << FD.Function->getName() << ":\n";
    for (const Directive &D : FD.Directives) {
      OS << "  " << Line(D.Loc) << ": #pragma acc ";
      D.print(OS);
      if (D.Kind == DirectiveKind::Update)
        OS << " -> executable\n";
      else
        OS << " -> " << describeStatement(*D.Statement) << " at line "
           << Line(D.Statement->getBeginLoc()) << "\n";
    }
  }
}

/// The planning parse's result: the file rewritten to run its offloadable
/// regions on the device.
void CuaccConsumer::makePlan() {
  const SourceManager &SM = Ctx->getSourceManager();
  Rewriter RW(Ctx->getSourceManager(), Ctx->getLangOpts());
  std::string KernelText, DeviceFunctions, Prototypes, Definitions, Launchers;
  std::set<std::string> DeviceFunctionNames;
  unsigned Index = 0;
  bool Any = false;
  // Data regions and updates first, in source order: where they share a
  // statement with a region, their brace comes out outermost.
  unsigned DataIndex = 0;
  for (const FunctionDirectives &FD : Bound)
    for (const Directive &D : FD.Directives) {
      if (D.Kind != DirectiveKind::DataRegion && D.Kind != DirectiveKind::Update)
        continue;
      DirectiveCode DC = D.Kind == DirectiveKind::DataRegion
                             ? generateDataRegion(D, DataIndex++, *Ctx)
                             : generateUpdate(D, DataIndex++, *Ctx);
      if (!DC.NotGenerated.empty())
        continue;
      SourceLocation Begin, End;
      if (D.Statement) {
        Begin = D.Statement->getBeginLoc();
        End = D.Statement->getEndLoc();
      } else if (const auto *CS = dyn_cast<CompoundStmt>(D.Parent)) {
        Begin = CS->getRBracLoc(); // an update at the end of a block
      }
      if (Begin.isInvalid() || Begin.isMacroID() || !SM.isInMainFile(Begin) ||
          (End.isValid() && End.isMacroID()))
        continue;
      RW.InsertText(Begin, DC.Before, /*InsertAfter=*/true);
      if (!DC.After.empty())
        RW.InsertTextAfterToken(End, DC.After);
      Prototypes += DC.Prototype + "\n";
      Definitions += DC.Definition;
      Any = true;
    }
  for (const FunctionDirectives &FD : Bound)
    for (size_t I = 0; I < FD.Regions.size(); ++I) {
      RegionCode RC = generateRegion(FD.Regions[I], FD.Schedules[I], Index++,
                                     *Ctx);
      if (!RC.NotOffloaded.empty())
        continue;
      SourceLocation Begin = FD.Regions[I].Model.Region->Statement->getBeginLoc();
      if (Begin.isMacroID() || !SM.isInMainFile(Begin))
        continue;
      // After text already inserted here: a data region's brace comes first.
      RW.InsertText(Begin, RC.CallPrefix, /*InsertAfter=*/true);
      for (const PrintedKernel &K : RC.Kernels) {
        for (const auto &[Name, Text] : K.DeviceFunctions)
          if (DeviceFunctionNames.insert(Name).second)
            DeviceFunctions += Text;
        KernelText += "\n" + K.Source;
        Launchers += emulatorLauncher(K);
      }
      Prototypes += RC.Prototype + "\n";
      Definitions += RC.Definition;
      Any = true;
    }
  if (!Any)
    return;

  DeviceCompileOptions DO;
  DO.Archs = Opts.Archs;
  DO.FastMath = Opts.FastMath;
  DO.MaxRegCount = Opts.MaxRegCount;
  llvm::StringRef MainName =
      SM.getFileEntryRefForID(SM.getMainFileID())->getName();
  if (Opts.Keep)
    DO.KeepPath = (llvm::sys::path::stem(MainName) + ".cu").str();
  std::string Image, Error;
  bool HasKernels = !KernelText.empty();
  std::string Kernels = cudaPrelude() + DeviceFunctions + KernelText;
  // The same kernels for the emulated device, compiled while nvcc runs.
  // Without it the GPU still works: say why, and go on.
  std::string EmulatorImage, EmulatorError;
  bool EmulatorBuilt = false;
  std::thread Emulator;
  if (HasKernels)
    Emulator = std::thread([&] {
      EmulatorBuilt = compileEmulatorImage(Kernels + Launchers, EmulatorImage,
                                           EmulatorError);
    });
  bool DeviceBuilt = !HasKernels || compileDeviceImage(Kernels, DO, Image, Error);
  if (Emulator.joinable())
    Emulator.join();
  if (!DeviceBuilt) {
    Plan->Error = "cannot compile the accelerator kernels, so regions run on "
                  "the host: " + Error;
    return;
  }
  if (HasKernels && !EmulatorBuilt)
    Plan->Warning = "no emulated-device image (ACC_DEVICE=emulate runs these "
                    "regions on the host): " + EmulatorError;
  if (!EmulatorBuilt)
    EmulatorImage.clear();

  std::string Text;
  llvm::raw_string_ostream OS(Text);
  // Generated code must not trip the user's warning flags (-Werror builds).
  const char *Quiet = "#pragma clang diagnostic push\n"
                      "#pragma clang diagnostic ignored \"-Weverything\"\n";
  const char *Loud = "#pragma clang diagnostic pop\n";
  OS << "/* cuacc: this file with its accelerator regions offloaded */\n"
     << Quiet << RuntimeHeader << "\n"
     << Prototypes << Loud << "#line 1 \"";
  for (char C : MainName) {
    if (C == '\\' || C == '"')
      OS << '\\';
    OS << C;
  }
  OS << "\"\n";
  const RewriteBuffer *RB = RW.getRewriteBufferFor(SM.getMainFileID());
  OS << std::string(RB->begin(), RB->end()) << "\n" << Quiet;
  if (HasKernels) {
    OS << imageAsC(Image, "__cuacc_image");
    if (!EmulatorImage.empty())
      OS << imageAsC(EmulatorImage, "__cuacc_emulator_image")
         << "static cuacc_module __cuacc_module = {__cuacc_image, 0, "
            "__cuacc_emulator_image, sizeof __cuacc_emulator_image};\n";
    else
      OS << "static cuacc_module __cuacc_module = {__cuacc_image, 0, 0, 0};\n";
  }
  OS << Definitions;
  if (Opts.Time)
    OS << "__attribute__((constructor)) static void __cuacc_timing(void) {\n"
          "  cuacc_enable_timing();\n}\n";
  if (Opts.Emulate)
    OS << "__attribute__((constructor)) static void __cuacc_emulate(void) {\n"
          "  cuacc_prefer_emulator();\n}\n";
  OS << Loud;
  OS.flush();
  Plan->Changed = true;
  Plan->Text = std::move(Text);
}
