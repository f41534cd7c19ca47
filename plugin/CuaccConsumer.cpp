//===- CuaccConsumer.cpp - the plugin's view of a translation unit --------===//

#include "CuaccConsumer.h"
#include "Analysis/StaleCopies.h"
#include "CodeGen/DeviceImage.h"
#include "CodeGen/HostCode.h"
#include "Directive/Binder.h"
#include "Rewrite.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "clang/Lex/Lexer.h"
#include "clang/AST/Stmt.h"
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
                             bool CodeGen, FilePlan *Plan,
                             std::map<unsigned, std::string> HostRegions)
    : Opts(std::move(Opts)), Diags(Engine), Handler(Diags, Captured),
      CodeGen(CodeGen), Plan(Plan), HostRegions(std::move(HostRegions)) {}

void CuaccConsumer::InitializeSema(Sema &S) {
  Ctx = &S.getASTContext();
  Handler.install(S.getPreprocessor());
}

bool CuaccConsumer::HandleTopLevelDecl(DeclGroupRef DG) {
  for (Decl *D : DG)
    bindDecl(D);
  return true;
}

/// Functions are bound in source order, wherever C++ puts them: in
/// namespaces, 'extern "C"' blocks, classes (member functions defined in
/// the class) and templates.
void CuaccConsumer::bindDecl(const Decl *D) {
  if (const auto *F = dyn_cast<FunctionDecl>(D)) {
    // An instantiation's directives were bound with its template.
    if (F->doesThisDeclarationHaveABody() && !F->isTemplateInstantiation())
      bindFunction(*F);
    return;
  }
  if (const auto *T = dyn_cast<FunctionTemplateDecl>(D))
    return bindDecl(T->getTemplatedDecl());
  if (const auto *T = dyn_cast<ClassTemplateDecl>(D))
    return bindDecl(T->getTemplatedDecl());
  if (const auto *R = dyn_cast<RecordDecl>(D);
      R && !R->isThisDeclarationADefinition())
    return;
  if (isa<NamespaceDecl>(D) || isa<LinkageSpecDecl>(D) ||
      isa<ExportDecl>(D) || isa<RecordDecl>(D))
    for (const Decl *Child : cast<DeclContext>(D)->decls())
      bindDecl(Child);
}

/// The captured directives of F's body, bound to their statements; stray
/// ones before it (at file scope) are errors.
std::vector<Directive> CuaccConsumer::takeDirectives(const FunctionDecl &F) {
  const SourceManager &SM = Ctx->getSourceManager();
  SourceRange Body = F.getBody()->getSourceRange();
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
    return {};
  return bindDirectives(F, std::move(Mine), *Ctx, Diags);
}

/// What each data region moves, as PGI lists it.
void CuaccConsumer::listDataRegions(const std::string &Name,
                                    const FunctionDirectives &FD) {
  const SourceManager &FileSM = Ctx->getSourceManager();
  for (const Directive &D : FD.Directives) {
    if (D.Kind != DirectiveKind::DataRegion)
      continue;
    unsigned Line = FileSM.getPresumedLineNumber(FileSM.getExpansionLoc(D.Loc));
    for (const Clause &C : D.Clauses)
      if (isDataClause(C.Kind))
        for (const DataItem &I : C.Items) {
          std::string Text;
          llvm::raw_string_ostream OS(Text);
          print(OS, I);
          Messages.add(Name, {MessageKind::Generating,
                              {spelling(C.Kind).str(), OS.str()}, D.Loc,
                              Line});
        }
  }
}

/// A compute region after analysis: what -Minfo says of it, with the
/// decision the planning parse made (offloaded, or on the host and why).
void CuaccConsumer::listRegion(const std::string &Name, const Directive &D,
                               const RegionAnalysis &R,
                               const RegionSchedule &S) {
  LoweredRegion Lowered = lowerRegion(R, S, *Ctx);
  std::string Refused;
  if (const auto *Why = std::get_if<NotOffloaded>(&Lowered))
    Refused = Why->text();
  if (auto It = HostRegions.find(RegionCount++); It != HostRegions.end()) {
    Refused = It->second;
    DiagnosticsEngine &E = Diags.engine();
    if (It->second == notCompiledReason())
      E.Report(D.Loc, E.getCustomDiagID(
                          DiagnosticsEngine::Warning,
                          "cuacc: internal error: the kernels generated for "
                          "this region do not compile, so it runs on the "
                          "host; please report it (-fplugin-arg-cuacc-keep "
                          "keeps the kernel source)"));
    else
      E.Report(D.Loc, E.getCustomDiagID(DiagnosticsEngine::Warning,
                                        "cuacc: %0, so the region runs on "
                                        "the host"))
          << It->second;
  }
  // Where nothing could be put around the statement, nothing is updated.
  if (!Refused.empty() &&
      whyNotRewritable(D.Statement, Ctx->getSourceManager(),
                       Ctx->getLangOpts())
          .empty())
    for (Message &M : R.hostUpdateMessages())
      Messages.add(Name, std::move(M));
  unsigned Line = Ctx->getSourceManager().getPresumedLineNumber(
      Ctx->getSourceManager().getExpansionLoc(D.Loc));
  if (Refused.empty()) {
    for (const Message &M : R.Data.Messages)
      Messages.add(Name, M);
    if (const auto *Desc = std::get_if<RegionDesc>(&Lowered))
      for (const Message &M : Desc->Messages)
        Messages.add(Name, M);
    for (const Message &M : S.Messages)
      Messages.add(Name, M);
  } else if (R.AnyParallel && R.Model.HostOnly.empty()) {
    Messages.add(Name,
                 {MessageKind::RegionIgnoredBecause, {Refused}, D.Loc, Line});
  }
}

void CuaccConsumer::bindFunction(const FunctionDecl &F) {
  if (Captured.empty())
    return;
  std::vector<Directive> Directives = takeDirectives(F);
  if (Directives.empty())
    return;
  Bound.push_back({&F, std::move(Directives), {}});
  FunctionDirectives &FD = Bound.back();
  // The listing names the file of a function that is not in the main one.
  const SourceManager &FileSM = Ctx->getSourceManager();
  std::string Name = F.getName().str();
  if (SourceLocation L = FileSM.getExpansionLoc(F.getLocation());
      !FileSM.isInMainFile(L))
    Name += " (" + std::string(FileSM.getPresumedLoc(L).getFilename()) + ")";
  listDataRegions(Name, FD);
  if (F.isTemplated()) {
    // One region would need a kernel per instantiation; it runs on the host
    // instead, keeping present data consistent (see makePlan).
    FD.Template = true;
    const SourceManager &SM = Ctx->getSourceManager();
    for (const Directive &D : FD.Directives)
      if (isComputeRegion(D.Kind))
        Messages.add(Name,
                     {MessageKind::RegionIgnoredBecause,
                      {"the region is in a template; cuacc offloads regions "
                       "of functions that are not templates"},
                      D.Loc,
                      SM.getPresumedLineNumber(SM.getExpansionLoc(D.Loc))});
    return;
  }
  DependenceOptions DepOpts;
  DepOpts.SafePointers = Opts.SafePtr;
  for (const Directive &D : FD.Directives)
    if (isComputeRegion(D.Kind)) {
      FD.Regions.push_back(
          analyzeRegion(D, FD.Directives, *Ctx, DepOpts, Diags));
      FD.Schedules.push_back(scheduleRegion(FD.Regions.back(), *Ctx));
      for (Message &M : FD.Regions.back().messages())
        Messages.add(Name, std::move(M));
      if (CodeGen)
        listRegion(Name, D, FD.Regions.back(), FD.Schedules.back());
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
  reportStaleHostUses();
  if (Opts.DumpDirectives)
    dumpDirectives(llvm::outs());
  if (Opts.DumpLoops || Opts.DumpDeps || Opts.DumpData || Opts.DumpSchedule ||
      Opts.DumpLowered || Opts.DumpKernels || Opts.DumpHost)
    dumpAnalyses(llvm::outs());
  if (Opts.Minfo)
    Messages.print(llvm::errs());
  if (Opts.Remarks)
    Messages.emitRemarks(Diags.engine());
}

/// Once every function is bound: a data region's host code may call a
/// function defined further down.
void CuaccConsumer::reportStaleHostUses() {
  std::set<const Stmt *> Regions;
  for (const FunctionDirectives &FD : Bound)
    for (const Directive &D : FD.Directives)
      if (isComputeRegion(D.Kind) && D.Statement)
        Regions.insert(D.Statement);
  for (const FunctionDirectives &FD : Bound)
    for (const StaleHostUse &U :
         findStaleHostUses(FD.Directives, Regions, *Ctx)) {
      Diags.report(U.Loc, U.Write ? Diag::HostWriteNotOnDevice
                                  : Diag::HostReadStale)
          << U.Name;
      Diags.report(U.DataRegion, Diag::DataRegionHere);
    }
}

void CuaccConsumer::dumpAnalyses(llvm::raw_ostream &OS) const {
  const SourceManager &SM = Ctx->getSourceManager();
  // Regions are numbered per file, as in the file rewritten for the device.
  unsigned FileIndex = 0;
  for (const FunctionDirectives &FD : Bound)
    for (size_t I = 0; I < FD.Regions.size(); ++I, ++FileIndex) {
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
      if (!Opts.DumpLowered && !Opts.DumpHost && !Opts.DumpKernels)
        continue;
      LoweredRegion Lowered = lowerRegion(R, FD.Schedules[I], *Ctx);
      if (const auto *Why = std::get_if<NotOffloaded>(&Lowered)) {
        OS << "// not offloaded: " << Why->text() << "\n";
        continue;
      }
      const RegionDesc &Desc = std::get<RegionDesc>(Lowered);
      if (Opts.DumpLowered) {
        OS << " lowered:\n";
        Desc.print(OS);
      }
      if (Opts.DumpHost) {
        RegionCode RC = printRegionHost(Desc, FileIndex);
        OS << "// before the region statement: " << RC.CallPrefix << "\n"
           << RC.Definition;
      }
      if (Opts.DumpKernels)
        for (const KernelDesc &K : Desc.Kernels)
          OS << printKernel(K, *Ctx).Source;
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

/// What each data region and update becomes (in file order, numbered as
/// their generated functions are).
std::vector<CuaccConsumer::WrappedDirective>
CuaccConsumer::planDataDirectives() const {
  std::vector<WrappedDirective> DataCode;
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
      SourceLocation BlockEnd;
      if (!D.Statement)
        if (const auto *CS = dyn_cast_or_null<CompoundStmt>(D.Parent))
          BlockEnd = CS->getRBracLoc();
      if (D.Statement || BlockEnd.isValid())
        DataCode.push_back({D.Statement, BlockEnd, std::move(DC)});
    }
  return DataCode;
}

/// Each compute region lowered (or why not) with its host code, then the
/// regions of templates (host only); a region whose statement cannot be
/// rewritten runs on the host as the user wrote it.
std::vector<CuaccConsumer::RegionPlan> CuaccConsumer::planRegions() {
  std::vector<RegionPlan> Regions;
  unsigned Index = 0;
  for (const FunctionDirectives &FD : Bound)
    for (size_t I = 0; I < FD.Regions.size(); ++I) {
      unsigned N = Index++;
      const RegionAnalysis &R = FD.Regions[I];
      RegionPlan RP{R.Model.Region->Loc, R.Model.Region->Statement};
      LoweredRegion Lowered = lowerRegion(R, FD.Schedules[I], *Ctx);
      if (auto *Desc = std::get_if<RegionDesc>(&Lowered)) {
        RP.Code = printRegionHost(*Desc, N);
        RP.Kernels = std::move(Desc->Kernels);
      } else {
        RP.NotOffloaded = std::get<NotOffloaded>(Lowered).text();
      }
      RP.HostScope = generateHostScope(*R.Model.Region, R.Host, N, *Ctx);
      Regions.push_back(std::move(RP));
    }
  for (const FunctionDirectives &FD : Bound)
    if (FD.Template)
      for (const Directive &D : FD.Directives)
        if (isComputeRegion(D.Kind) && D.Statement) {
          RegionPlan RP{D.Loc, D.Statement,
                        NotOffloaded{NotOffloadedKind::InTemplate, {}}.text()};
          RP.HostScope = generateHostScope(D, hostAccess(D.Statement, *Ctx),
                                           Index++, *Ctx);
          Regions.push_back(std::move(RP));
        }
  const SourceManager &SM = Ctx->getSourceManager();
  for (size_t I = 0; I < Regions.size(); ++I) {
    std::string Why =
        whyNotRewritable(Regions[I].Statement, SM, Ctx->getLangOpts());
    if (Why.empty() || !Regions[I].NotOffloaded.empty())
      continue;
    Regions[I].NotOffloaded = Why;
    Plan->NotOffloaded[unsigned(I)] = Why;
  }
  return Regions;
}

/// The kernels of the offloaded regions, for the GPU and the emulator. A
/// region whose kernels do not compile alone is a cuacc bug: it runs on the
/// host and the others still go (see compileImages). False when no GPU
/// image can be built (every region then runs on the host).
bool CuaccConsumer::compileKernels(std::vector<RegionPlan> &Regions,
                                   KernelImages &Images) {
  const SourceManager &SM = Ctx->getSourceManager();
  std::vector<KernelSource> Sources;
  for (const RegionPlan &RP : Regions) {
    Sources.emplace_back();
    if (!RP.NotOffloaded.empty())
      continue;
    for (const KernelDesc &KD : RP.Kernels) {
      PrintedKernel K = printKernel(KD, *Ctx);
      for (const auto &[Name, Text] : K.DeviceFunctions)
        Sources.back().DeviceFunctions.push_back({Name, Text});
      Sources.back().Kernels += "\n" + K.Source;
      if (Opts.InjectKernelError &&
          SM.getPresumedLineNumber(SM.getExpansionLoc(RP.Directive)) ==
              Opts.InjectKernelError)
        Sources.back().Kernels += "\n#error injected (inject-kernel-error)\n";
      Sources.back().Launchers += emulatorLauncher(KD);
    }
  }
  bool Offload = compileImages(Sources, Images.Device, Images.Emulator);
  for (size_t I = 0; I < Regions.size(); ++I) {
    if (!Sources[I].NotCompiled) {
      Images.Any |= !Sources[I].Kernels.empty();
      continue;
    }
    Plan->NotOffloaded[unsigned(I)] = notCompiledReason();
    Regions[I].NotOffloaded = notCompiledReason();
  }
  Images.Any &= Offload;
  return Offload;
}

/// The user's text with each directive's code around its statement, and
/// the prototypes and definitions of what was inserted. Text inserted at
/// one place keeps its order, so a data region's brace comes before a
/// region's that shares its statement. False when nothing was inserted.
bool CuaccConsumer::insertCode(clang::Rewriter &RW,
                               const std::vector<WrappedDirective> &DataCode,
                               const std::vector<RegionPlan> &Regions,
                               bool Offload, std::string &Prototypes,
                               std::string &Definitions) {
  const SourceManager &SM = Ctx->getSourceManager();
  const LangOptions &LO = Ctx->getLangOpts();
  bool Any = false;
  // Inserted text ends with a line break and a '#line' that puts the user's
  // next token back at its own line and column, so that every diagnostic
  // about the user's code points where the user wrote it.
  auto Insert = [&](SourceLocation Loc, const std::string &Text) {
    PresumedLoc P = SM.getPresumedLoc(Loc);
    RW.InsertText(Loc,
                  Text + "\n#line " + std::to_string(P.getLine()) + "\n" +
                      std::string(P.getColumn() - 1, ' '),
                  /*InsertAfter=*/true);
  };
  auto Around = [&](const Stmt *S, const std::string &Before,
                    const std::string &After) {
    SourceLocation Begin = S->getBeginLoc();
    if (Begin.isInvalid() || !whyNotRewritable(S, SM, LO).empty())
      return false;
    SourceLocation End;
    if (!After.empty()) {
      End = afterStatement(S, SM, LO);
      if (SM.getFileID(End) != SM.getFileID(Begin))
        return false;
    }
    Insert(Begin, Before);
    if (!After.empty())
      Insert(End, After);
    return true;
  };
  for (const WrappedDirective &W : DataCode) {
    if (W.Statement) {
      if (!Around(W.Statement, W.Code.Before, W.Code.After))
        continue;
    } else {
      if (W.BlockEnd.isMacroID() || SM.isInSystemHeader(W.BlockEnd) ||
          (!SM.isInMainFile(W.BlockEnd) && timesEntered(SM, W.BlockEnd) != 1))
        continue;
      Insert(W.BlockEnd, W.Code.Before);
    }
    Prototypes += W.Code.Prototype + "\n";
    Definitions += W.Code.Definition;
    Any = true;
  }
  for (const RegionPlan &RP : Regions) {
    bool Offloaded = Offload && RP.NotOffloaded.empty();
    const DirectiveCode &HS = RP.HostScope;
    std::string Before, After;
    if (Offloaded) {
      // Braces keep an 'else' after the region with the user's 'if'.
      Before = "{ " + RP.Code.CallPrefix + (HS.Before.empty() ? "{ " : HS.Before);
      After = (HS.Before.empty() ? " }" : HS.After) + " }";
    } else if (!HS.Before.empty()) {
      Before = HS.Before;
      After = HS.After;
    } else {
      continue;
    }
    if (!Around(RP.Statement, Before, After))
      continue;
    if (Offloaded) {
      Prototypes += RP.Code.Prototype + "\n";
      Definitions += RP.Code.Definition;
    }
    if (!HS.Prototype.empty())
      Prototypes += HS.Prototype + "\n";
    Any = true;
  }
  return Any;
}

/// The rewritten file: the runtime's header and the prototypes, the user's
/// text (as written, by #line), then the kernel images and definitions.
/// Rewritten headers go to Plan->Headers: the main parse reads them
/// instead of the files.
void CuaccConsumer::assembleFile(const clang::Rewriter &RW,
                                 const std::string &Prototypes,
                                 const std::string &Definitions,
                                 const KernelImages &Images) {
  const SourceManager &SM = Ctx->getSourceManager();
  // The name diagnostics use (a file, or "<stdin>").
  std::string MainName =
      SM.getPresumedLoc(SM.getLocForStartOfFile(SM.getMainFileID()))
          .getFilename();
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
  if (const RewriteBuffer *RB = RW.getRewriteBufferFor(SM.getMainFileID()))
    OS << std::string(RB->begin(), RB->end());
  else
    OS << SM.getBufferData(SM.getMainFileID());
  OS << "\n" << Quiet;
  for (auto It = RW.buffer_begin(); It != RW.buffer_end(); ++It)
    if (It->first != SM.getMainFileID())
      if (OptionalFileEntryRef F = SM.getFileEntryRefForID(It->first))
        Plan->Headers.push_back(
            {F->getName().str(),
             std::string(It->second.begin(), It->second.end())});
  if (Images.Any) {
    OS << imageAsC(Images.Device, "__cuacc_image");
    if (!Images.Emulator.empty())
      OS << imageAsC(Images.Emulator, "__cuacc_emulator_image")
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
  Plan->Text = std::move(Text);
}

/// The planning parse's result: the file rewritten to run its offloadable
/// regions on the device, and every region's host code with its present
/// data kept consistent. Decide first (what each directive becomes, which
/// kernels compile), print after.
void CuaccConsumer::makePlan() {
  std::vector<WrappedDirective> DataCode = planDataDirectives();
  std::vector<RegionPlan> Regions = planRegions();
  KernelImages Images;
  bool Offload = compileKernels(Regions, Images);
  Rewriter RW(Ctx->getSourceManager(), Ctx->getLangOpts());
  std::string Prototypes, Definitions;
  if (!insertCode(RW, DataCode, Regions, Offload, Prototypes, Definitions))
    return;
  assembleFile(RW, Prototypes, Definitions, Images);
  Plan->Changed = true;
  Plan->Offloaded = Offload;
}

namespace {

/// The text of the regions' kernels: each device function once.
std::string kernelFile(const std::vector<KernelSource> &Sources,
                       bool Launchers) {
  std::set<std::string> Names;
  std::string Functions, Kernels;
  for (const KernelSource &K : Sources) {
    if (K.NotCompiled)
      continue;
    for (const auto &[Name, Text] : K.DeviceFunctions)
      if (Names.insert(Name).second)
        Functions += Text;
    Kernels += K.Kernels;
    if (Launchers)
      Kernels += K.Launchers;
  }
  return Kernels.empty() ? "" : cudaPrelude() + Functions + Kernels;
}

} // namespace

/// Compiles each region's kernels alone with the compilers that failed on
/// the file, and marks the regions that fail NotCompiled.
void CuaccConsumer::markNotCompiled(std::vector<KernelSource> &Sources,
                                    const DeviceCompileOptions &DO,
                                    bool DeviceFailed, bool EmulatorFailed) {
  for (KernelSource &K : Sources) {
    if (K.Kernels.empty())
      continue;
    std::string EmulatorImage, EmulatorError;
    bool EmulatorBad = false;
    std::thread OnEmulator([&, Text = kernelFile({K}, true)] {
      EmulatorBad = EmulatorFailed &&
                    !compileEmulatorImage(Text, EmulatorImage, EmulatorError);
    });
    std::string Image, DeviceError;
    bool DeviceBad = DeviceFailed && !compileDeviceImage(kernelFile({K}, false),
                                                         DO, Image, DeviceError);
    OnEmulator.join();
    K.NotCompiled = EmulatorBad || DeviceBad;
    // The compiler's own words, for whoever debugs cuacc (keep).
    if (K.NotCompiled && Opts.Keep && Plan->Warning.empty())
      Plan->Warning = "the kernel compiler's messages for the first region "
                      "whose kernels do not compile: " +
                      (DeviceBad ? DeviceError : EmulatorError);
  }
}

/// Compiles the kernels for the GPU (nvcc) and, at the same time, for the
/// emulated device. False when the GPU image cannot be built: every region
/// then runs on the host (Plan->Error says why). When nvcc or the emulator
/// image fails on the file, each region is compiled alone: the ones that
/// fail are marked NotCompiled (they run on the host) and the images are
/// built from the rest. Without a host compiler for the emulator image the
/// GPU still works (Plan->Warning says why).
bool CuaccConsumer::compileImages(std::vector<KernelSource> &Sources,
                                  std::string &Image,
                                  std::string &EmulatorImage) {
  std::string Kernels = kernelFile(Sources, false);
  if (Kernels.empty())
    return true;
  DeviceCompileOptions DO;
  DO.Archs = Opts.Archs;
  DO.FastMath = Opts.FastMath;
  DO.MaxRegCount = Opts.MaxRegCount;
  const SourceManager &SM = Ctx->getSourceManager();
  // The name diagnostics use (a file, or "<stdin>").
  std::string MainName =
      SM.getPresumedLoc(SM.getLocForStartOfFile(SM.getMainFileID()))
          .getFilename();
  std::string KeepPath;
  if (Opts.Keep)
    KeepPath = (llvm::sys::path::stem(MainName) + ".cu").str();
  if (!findNvcc()) {
    Plan->Error = "cannot compile the accelerator kernels, so regions run on "
                  "the host: nvcc not found (set CUACC_NVCC or put the CUDA "
                  "toolkit on PATH)";
    return false;
  }
  std::string Error, EmulatorError;
  bool EmulatorBuilt = false;
  std::thread Emulator([&, Text = kernelFile(Sources, true)] {
    EmulatorBuilt = compileEmulatorImage(Text, EmulatorImage, EmulatorError);
  });
  DO.KeepPath = KeepPath;
  bool DeviceBuilt = compileDeviceImage(Kernels, DO, Image, Error);
  Emulator.join();
  // Without a host C++ compiler no region has an emulated image; any other
  // failure is cuacc's, in some region's kernels.
  bool EmulatorFailed =
      !EmulatorBuilt && EmulatorError != NoHostCompilerForEmulator;
  if (!DeviceBuilt || EmulatorFailed) {
    // Which regions? Each alone, then the rest together.
    DO.KeepPath.clear();
    markNotCompiled(Sources, DO, !DeviceBuilt, EmulatorFailed);
    Kernels = kernelFile(Sources, false);
    if (Kernels.empty())
      return true;
    DO.KeepPath = KeepPath;
    if (!DeviceBuilt && !compileDeviceImage(Kernels, DO, Image, Error)) {
      Plan->Error = "internal error: the accelerator kernels cuacc generated "
                    "for this file do not compile, so its regions run on the "
                    "host; please report it (-fplugin-arg-cuacc-keep keeps "
                    "the kernel source)";
      return false;
    }
    if (EmulatorFailed)
      EmulatorBuilt = compileEmulatorImage(kernelFile(Sources, true),
                                           EmulatorImage, EmulatorError);
  }
  if (!EmulatorBuilt) {
    Plan->Warning = "no emulated-device image (ACC_DEVICE=emulate runs these "
                    "regions on the host): " + EmulatorError;
    EmulatorImage.clear();
  }
  return true;
}
