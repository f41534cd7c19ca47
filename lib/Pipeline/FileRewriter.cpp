//===- FileRewriter.cpp - the file rewritten to run regions on the GPU ----===//

#include "Pipeline/FileRewriter.h"
#include "CodeGen/DeviceImage.h"
#include "CodeGen/CallSite.h"
#include "CodeGen/HostCode.h"
#include "CodeGen/KernelPrinter.h"
#include "Directive/Binder.h"
#include "Pipeline/KernelImages.h"
#include "Pipeline/Rewritable.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <set>

using namespace cuacc;
using namespace clang;

namespace {
#include "RuntimeHeader.inc"

/// A data directive's code and where it goes.
struct WrappedDirective {
  SourceLocation Loc;    ///< the directive's
  std::string What;      ///< "data region" or "update"
  const Stmt *Statement; ///< wrapped, or preceded by Before
  /// An update that ends a block: before its '}'.
  SourceLocation BlockEnd;
  DirectiveCode Code;
};

/// The kernels' text for the images: one source per region (its own
/// kernels), then one per shape that several kernels share.
struct KernelTexts {
  std::vector<KernelSource> Sources;
  /// By region: the shared sources whose kernels it launches.
  std::vector<std::vector<size_t>> Shared;
  /// The kernels that launch another's code.
  KernelImageNames Images;
};

/// A compute region: its kernels and host code, or why it stays on the
/// host.
struct RegionPlan {
  SourceLocation Directive;
  const StatementText &Text;
  std::optional<NotOffloaded> Refused = {}; ///< none when offloaded
  RegionCode Code = {};
  const RegionDesc *Desc = nullptr;
  /// The host version for arrays known apart, where there is one.
  const HostVersion *Version = nullptr;
  unsigned Index = 0;
  DirectiveCode HostScope = {};
  /// Lexically inside a data region of its function: its host code must
  /// keep that region's device copies consistent.
  bool InDataRegion = false;
  /// A region of a template's instantiation: its template's region calls
  /// it (its own text is the template's).
  bool OfInstance = false;
  /// A template's region: its instantiations' regions, by what
  /// '__PRETTY_FUNCTION__' is in each (Regions' indices).
  std::vector<std::pair<std::string, size_t>> Instances = {};
};

class FileRewriter {
public:
  FileRewriter(llvm::ArrayRef<CompiledFunction> Functions,
               llvm::ArrayRef<DataDirectiveDesc> StartupData,
               const Options &Opts, ASTContext &Ctx, FilePlan &Plan,
               TextMoves &Moves, CompileTimes &Times)
      : Functions(Functions), StartupData(StartupData), Opts(Opts), Ctx(Ctx),
        SM(Ctx.getSourceManager()), Plan(Plan), Moves(Moves), Times(Times) {}

  void run();

private:
  llvm::ArrayRef<CompiledFunction> Functions;
  llvm::ArrayRef<DataDirectiveDesc> StartupData;
  const Options &Opts;
  ASTContext &Ctx;
  const SourceManager &SM;
  FilePlan &Plan;
  TextMoves &Moves;
  CompileTimes &Times;
  /// The cuacc_kernel variables of the offloaded regions.
  std::vector<std::string> Kernels;

  std::vector<WrappedDirective> planDataDirectives() const;
  std::vector<RegionPlan> planRegions();
  std::vector<WrappedDirective> planCallScopes(unsigned FirstIndex) const;
  KernelTexts printKernels(const std::vector<RegionPlan> &Regions);
  void printHostCode(std::vector<RegionPlan> &Regions,
                     const KernelImageNames &Images) const;
  bool compileKernels(std::vector<RegionPlan> &Regions,
                      KernelTexts &Texts, KernelImages &Images);
  bool insertCode(Rewriter &RW, const std::vector<WrappedDirective> &DataCode,
                  const std::vector<RegionPlan> &Regions, bool Offload,
                  std::string &Prototypes, std::string &Definitions);
  void insert(Rewriter &RW, SourceLocation Loc, const std::string &Text);
  void assembleFile(const Rewriter &RW, const std::string &Prototypes,
                    const std::string &Definitions, const KernelImages &Images,
                    bool AnyImage);
  std::string mainName() const {
    // The name diagnostics use (a file, or "<stdin>").
    return SM.getPresumedLoc(SM.getLocForStartOfFile(SM.getMainFileID()))
        .getFilename();
  }
};

} // namespace

/// What each data region and update becomes (in file order, numbered as
/// their generated functions are).
std::vector<WrappedDirective> FileRewriter::planDataDirectives() const {
  std::vector<WrappedDirective> DataCode;
  unsigned DataIndex = 0;
  for (const CompiledFunction &CF : Functions)
    for (const DataDirectiveDesc &D : CF.DataDirectives) {
      const Directive &Source = *D.Source;
      SourceLocation BlockEnd;
      if (!Source.Statement)
        if (const auto *CS = dyn_cast_or_null<CompoundStmt>(Source.Parent))
          BlockEnd = CS->getRBracLoc();
      // The binder gave every data region its statement, and every update
      // its statement or the block it ends.
      assert((Source.Statement || BlockEnd.isValid()) && "unbound directive");
      DataCode.push_back({Source.Loc,
                          D.isDataRegion() ? "data region" : Source.name(),
                          Source.Statement, BlockEnd,
                          D.isDataRegion() ? printDataRegion(D, DataIndex)
                          : D.isHostData() ? printHostData(D, DataIndex)
                                           : printExecutable(D, DataIndex)});
      ++DataIndex;
    }
  return DataCode;
}

namespace {

/// The statements of a function that call one of Targets, outside its
/// compute regions (Regions): expression statements and returns, found
/// wherever a statement goes.
class TargetCalls {
public:
  TargetCalls(const std::set<const FunctionDecl *> &Targets,
              llvm::ArrayRef<Directive> Regions, const SourceManager &SM)
      : Targets(Targets), Regions(Regions), SM(SM) {}
  std::vector<std::pair<const Stmt *, const FunctionDecl *>> Found;

  void statement(const Stmt *S) {
    if (!S || insideRegion(S))
      return;
    if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
      for (const Stmt *C : CS->body())
        statement(C);
    } else if (const auto *If = dyn_cast<IfStmt>(S)) {
      statement(If->getThen());
      statement(If->getElse());
    } else if (const auto *F = dyn_cast<ForStmt>(S)) {
      statement(F->getBody());
    } else if (const auto *W = dyn_cast<WhileStmt>(S)) {
      statement(W->getBody());
    } else if (const auto *D = dyn_cast<DoStmt>(S)) {
      statement(D->getBody());
    } else if (const auto *R = dyn_cast<CXXForRangeStmt>(S)) {
      statement(R->getBody());
    } else if (const auto *L = dyn_cast<LabelStmt>(S)) {
      statement(L->getSubStmt());
    } else if (isa<Expr>(S) || isa<ReturnStmt>(S)) {
      if (const FunctionDecl *F = calledTarget(S))
        Found.push_back({S, F});
    }
  }

private:
  const std::set<const FunctionDecl *> &Targets;
  llvm::ArrayRef<Directive> Regions;
  const SourceManager &SM;

  bool insideRegion(const Stmt *S) const {
    return llvm::any_of(Regions, [&](const Directive &D) {
      return isComputeRegion(D.Kind) && D.Statement &&
             expandedWithin(SM, D.Statement->getSourceRange(),
                            S->getBeginLoc());
    });
  }

  const FunctionDecl *calledTarget(const Stmt *S) const {
    if (const auto *C = dyn_cast<CallExpr>(S))
      if (const FunctionDecl *F = C->getDirectCallee())
        if (Targets.count(F->getCanonicalDecl()))
          return F;
    for (const Stmt *Child : S->children())
      if (Child && !isa<LambdaExpr>(Child))
        if (const FunctionDecl *F = calledTarget(Child))
          return F;
    return nullptr;
  }
};

} // namespace

/// Host scopes for every present block around each call, in this file, of
/// one of its functions with a region that runs on the host as written
/// (its statement comes from a macro or a header included twice, so cuacc
/// could not put its own code around it): called in a data region, the
/// region would read the host's stale copies of present data, and the
/// data region's copyout overwrite what it wrote (found by a bug-hunting
/// helper: 'DEFINE_AXPY(T, NAME)' functions, a header included once per
/// element type). Numbered from FirstIndex, after the regions' scopes.
std::vector<WrappedDirective>
FileRewriter::planCallScopes(unsigned FirstIndex) const {
  std::set<const FunctionDecl *> HostAsWritten;
  for (const CompiledFunction &CF : Functions) {
    bool Any = llvm::any_of(CF.Regions, [](const CompiledRegion &R) {
      return !R.Text.rewritable();
    });
    Any |= llvm::any_of(CF.TemplateRegions, [](const TemplateRegion &T) {
      return !T.Text.rewritable();
    });
    if (Any)
      HostAsWritten.insert(CF.Function->getCanonicalDecl());
  }
  std::vector<WrappedDirective> Out;
  if (HostAsWritten.empty())
    return Out;
  unsigned Index = FirstIndex;
  for (const CompiledFunction &CF : Functions) {
    if (CF.InstanceOf)
      continue;
    TargetCalls Calls(HostAsWritten, CF.Directives, SM);
    Calls.statement(CF.Function->getBody());
    for (const auto &[S, Callee] : Calls.Found) {
      // (A call in the function's own text only: one from a macro or a
      // header included twice cannot get the scope either.)
      if (!SM.isWrittenInMainFile(SM.getExpansionLoc(S->getBeginLoc())))
        continue;
      HostScopeDesc Scope;
      PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(S->getBeginLoc()));
      Scope.Place = {llvm::sys::path::filename(PL.getFilename()).str(),
                     CF.Function->getNameAsString(), PL.getLine(),
                     "call of " + Callee->getNameAsString()};
      Scope.Everything = true;
      Out.push_back({S->getBeginLoc(),
                     "call of '" + Callee->getNameAsString() +
                         "', whose region runs on the host,",
                     S, SourceLocation(), printHostScope(Scope, Index++)});
    }
  }
  return Out;
}

/// Whether the compute region R's statement is inside one of the data
/// regions among Directives (those of its function).
static bool insideDataRegion(const Directive &R,
                             llvm::ArrayRef<Directive> Directives,
                             const SourceManager &SM) {
  for (const Directive &D : Directives)
    if (D.Kind == DirectiveKind::DataRegion && D.Statement && &D != &R &&
        expandedWithin(SM, D.scope(), R.Statement->getBeginLoc()))
      return true;
  return false;
}

/// Each compute region's kernels (or why not), then the regions of
/// templates (host only); a region whose statement cannot be rewritten runs
/// on the host as the user wrote it.
std::vector<RegionPlan> FileRewriter::planRegions() {
  std::vector<RegionPlan> Regions;
  unsigned Index = 0;
  for (const CompiledFunction &CF : Functions)
    for (const CompiledRegion &R : CF.Regions) {
      unsigned N = Index++;
      RegionPlan RP{R.directive().Loc, R.Text};
      RP.InDataRegion = insideDataRegion(R.directive(), CF.Directives, SM);
      RP.OfInstance = CF.InstanceOf.has_value();
      if (const auto *Desc = std::get_if<RegionDesc>(&R.Lowered)) {
        RP.Desc = Desc;
        RP.Version = R.Version ? &*R.Version : nullptr;
        RP.Index = N;
      } else {
        RP.Refused = std::get<NotOffloaded>(R.Lowered);
      }
      RP.HostScope = printHostScope(R.HostScope, N);
      Regions.push_back(std::move(RP));
    }
  for (size_t F = 0; F < Functions.size(); ++F)
    for (const TemplateRegion &T : Functions[F].TemplateRegions) {
      RegionPlan RP{T.Region->Loc, T.Text,
                    NotOffloaded{NotOffloadedKind::InTemplate, {}}};
      RP.Index = Index;
      RP.HostScope = printHostScope(T.HostScope, Index++);
      RP.InDataRegion =
          insideDataRegion(*T.Region, Functions[F].Directives, SM);
      size_t I = 0;
      for (const CompiledFunction &CF : Functions)
        for (size_t K = 0; K < CF.Regions.size(); ++K, ++I)
          if (CF.InstanceOf == F &&
              CF.Regions[K].directive().Loc == T.Region->Loc)
            RP.Instances.push_back({CF.Regions[K].Pretty, I});
      // Two instantiations of one name (local types of one name in two
      // functions) could not tell their calls apart: both stay on the host.
      std::map<std::string, unsigned> Uses;
      for (const auto &[Pretty, I] : RP.Instances)
        ++Uses[Pretty];
      llvm::erase_if(RP.Instances, [&](const auto &P) {
        if (Uses[P.first] < 2)
          return false;
        if (Regions[P.second].Refused)
          return true;
        NotOffloaded Why{NotOffloadedKind::InstanceNotNamed, {P.first}};
        Regions[P.second].Refused = Why;
        Plan.Refused.insert({unsigned(P.second), Why});
        return true;
      });
      Regions.push_back(std::move(RP));
    }
  for (size_t I = 0; I < Regions.size(); ++I) {
    const std::optional<NotOffloaded> &Why = Regions[I].Text.WhyNot;
    if (!Why || Regions[I].Refused)
      continue;
    Regions[I].Refused = Why;
    Plan.Refused.insert({unsigned(I), *Why});
  }
  return Regions;
}

/// The kernels of the offloaded regions as CUDA text. A kernel whose shape
/// (CodeGen/KernelShape.h) another kernel of the file has is compiled once:
/// the first one's text goes to a source of its own, which every kernel of
/// that shape launches.
KernelTexts FileRewriter::printKernels(const std::vector<RegionPlan> &Regions) {
  Stopwatch Watch;
  std::vector<std::vector<PrintedKernel>> Printed(Regions.size());
  std::map<std::string, unsigned> Uses;
  for (size_t I = 0; I < Regions.size(); ++I) {
    if (Regions[I].Refused)
      continue;
    for (const KernelDesc &KD : Regions[I].Desc->Kernels) {
      Printed[I].push_back(printKernel(KD, Ctx));
      if (!Printed[I].back().Shape.empty())
        ++Uses[Printed[I].back().Shape];
    }
  }
  KernelTexts T;
  T.Sources.resize(Regions.size());
  T.Shared.resize(Regions.size());
  auto Add = [](KernelSource &To, const PrintedKernel &K) {
    for (const auto &[Name, Text] : K.DeviceFunctions)
      To.DeviceFunctions.push_back({Name, Text});
    To.Kernels += "\n" + K.Source;
    To.Launchers += K.EmulatorLauncher;
  };
  // Shape -> its source and the kernel whose code it is.
  std::map<std::string, std::pair<size_t, std::string>> Owner;
  for (size_t I = 0; I < Regions.size(); ++I) {
    for (const PrintedKernel &K : Printed[I]) {
      if (K.Shape.empty() || Uses[K.Shape] < 2) {
        Add(T.Sources[I], K);
        continue;
      }
      auto [It, First] = Owner.insert({K.Shape, {T.Sources.size(), K.Name}});
      if (First) {
        T.Sources.emplace_back();
        Add(T.Sources.back(), K);
      } else {
        T.Images[K.Name] = It->second.second;
      }
      T.Shared[I].push_back(It->second.first);
    }
    if (Opts.InjectKernelError && !Printed[I].empty() &&
        userLine(SM, Regions[I].Directive) == Opts.InjectKernelError)
      T.Sources[I].Kernels += "\n#error injected (inject-kernel-error)\n";
  }
  Times.add(Phase::KernelText, Watch.lap());
  return T;
}

/// Each offloaded region's host code, launching the code Images names.
void FileRewriter::printHostCode(std::vector<RegionPlan> &Regions,
                                 const KernelImageNames &Images) const {
  for (RegionPlan &RP : Regions)
    if (RP.Desc)
      RP.Code = printRegionHost(*RP.Desc, RP.Index, RP.Version != nullptr,
                                Images);
}

/// The kernels' images for the GPU and the emulator (see KernelImages.h).
/// False when no GPU image can be built (every region then runs on the
/// host).
bool FileRewriter::compileKernels(std::vector<RegionPlan> &Regions,
                                  KernelTexts &Texts, KernelImages &Images) {
  Stopwatch Watch;
  UserCodeFlags Flags =
      userCodeFlags(Ctx.getLangOpts(), Ctx.getTargetInfo().getTargetOpts());
  // The code the kernels compile: their statements and the functions they
  // call.
  std::vector<const Stmt *> Code;
  for (const RegionPlan &RP : Regions)
    if (RP.Desc)
      for (const KernelDesc &K : RP.Desc->Kernels) {
        Code.insert(Code.end(), K.Body.begin(), K.Body.end());
        for (const FunctionDecl *F : K.DeviceFunctions)
          Code.push_back(F->getBody());
      }
  followContractPragmas(Flags, Code, Ctx.getLangOpts());
  bool Offload =
      compileImages(Texts.Sources, Opts, Flags, mainName(), Images, Times);
  Times.add(Phase::Images, Watch.lap());
  Plan.Error = Images.Error;
  Plan.Warning = Images.Warning;
  for (size_t I = 0; I < Regions.size(); ++I) {
    bool NotCompiled = Texts.Sources[I].NotCompiled;
    for (size_t S : Texts.Shared[I])
      NotCompiled |= Texts.Sources[S].NotCompiled;
    if (!NotCompiled)
      continue;
    NotOffloaded Why{NotOffloadedKind::KernelsDoNotCompile, {}};
    Plan.Refused.insert_or_assign(unsigned(I), Why);
    Regions[I].Refused = Why;
  }
  return Offload;
}

/// A template's region calls its instantiation's: in each instantiation,
/// the 'if constexpr' whose name is the instantiation's keeps its call, and
/// the others are discarded (they need not even compile there). The
/// statement follows, for the host: '... if (!__cuacc_t7) S'.
static std::string instanceCalls(
    const std::vector<std::pair<std::string, const RegionPlan *>> &Instances,
    unsigned Index) {
  std::string Ran = "__cuacc_t" + std::to_string(Index);
  std::string Text = "int " + Ran + " = 0; ";
  for (size_t K = 0; K < Instances.size(); ++K)
    Text += std::string(K ? "else " : "") +
            "if constexpr (__builtin_strcmp(__PRETTY_FUNCTION__, " +
            cStringLiteral(Instances[K].first) + ") == 0) " + Ran + " = " +
            Instances[K].second->Code.Call + "; ";
  return quiet(Text) + "if (!" + Ran + ") ";
}

/// The text around a region's statement (before, after): the call of its
/// kernels (Offloaded) or of its instantiation's (Instances: those that
/// offload), and its host scope; none where it needs nothing.
static std::optional<std::pair<std::string, std::string>> regionWrapping(
    const RegionPlan &RP, bool Offloaded,
    const std::vector<std::pair<std::string, const RegionPlan *>> &Instances) {
  const DirectiveCode &HS = RP.HostScope;
  if (!Offloaded && Instances.empty()) {
    if (HS.Before.empty())
      return std::nullopt;
    return std::make_pair(HS.Before, HS.After);
  }
  // Braces keep an 'else' after the region with the user's 'if'.
  std::string Before =
      "{ " +
      (Instances.empty() ? RP.Code.CallPrefix
                         : instanceCalls(Instances, RP.Index)) +
      (HS.Before.empty() ? "{ " : HS.Before);
  std::string After = (HS.Before.empty() ? " }" : HS.After) + " }";
  if (Instances.empty() && RP.Version) {
    std::string S = "__cuacc_s" + std::to_string(RP.Index);
    Before += "if (" + S + " != 2) { ";
    After = " } else " + quiet(printHostVersion(*RP.Version, RP.Index)) + After;
  }
  return std::make_pair(Before, After);
}

/// Inserted text ends with a line break and a '#line' that puts the user's
/// next token back at its own line and column, so that every diagnostic
/// about the user's code points where the user wrote it.
void FileRewriter::insert(Rewriter &RW, SourceLocation Loc,
                          const std::string &Text) {
  PresumedLoc P = SM.getPresumedLoc(Loc);
  std::string All = Text + "\n#line " + std::to_string(P.getLine()) + "\n" +
                    std::string(P.getColumn() - 1, ' ');
  RW.InsertText(Loc, All, /*InsertAfter=*/true);
  Moves.Inserted[SM.getFileID(Loc)].push_back(
      {SM.getFileOffset(Loc), unsigned(All.size())});
}

/// The user's text with each directive's code around its statement, and
/// the prototypes and definitions of what was inserted. Text inserted at
/// one place keeps its order, so a data region's brace comes before a
/// region's that shares its statement. False when nothing was inserted.
bool FileRewriter::insertCode(Rewriter &RW,
                              const std::vector<WrappedDirective> &DataCode,
                              const std::vector<RegionPlan> &Regions,
                              bool Offload, std::string &Prototypes,
                              std::string &Definitions) {
  const LangOptions &LO = Ctx.getLangOpts();
  bool Any = false;
  // Why the text could not go around S (empty when it went).
  auto Around = [&](const StatementText &T, const std::string &Before,
                    const std::string &After) -> std::string {
    if (T.Begin.isInvalid() || (!After.empty() && T.End.isInvalid()))
      return T.WhyNot->text();
    insert(RW, T.Begin, Before);
    if (!After.empty())
      insert(RW, T.End, After);
    return "";
  };
  for (const WrappedDirective &W : DataCode) {
    if (W.Statement) {
      std::string Why = Around(statementText(W.Statement, SM, LO),
                               W.Code.Before, W.Code.After);
      if (!Why.empty()) {
        // Without its code the data region would list moves that never
        // happen and its regions would work on data never copied back.
        Plan.Errors.push_back({W.Loc, "cannot generate this " +
                                          W.What + ": " + Why});
        continue;
      }
    } else {
      SourceLocation At = beforeToken(W.BlockEnd, SM, LO);
      if (At.isInvalid()) {
        Plan.Errors.push_back(
            {W.Loc, "cannot generate this " + W.What +
                        ": the '}' after it comes from a macro expansion or "
                        "a header cuacc cannot rewrite"});
        continue;
      }
      insert(RW, At, W.Code.Before);
    }
    Prototypes += W.Code.Prototype + "\n";
    Definitions += W.Code.Definition;
    Any = true;
  }
  // File-scope declares: entered by a constructor, before main.
  std::string Startup;
  for (size_t I = 0; I < StartupData.size(); ++I) {
    DirectiveCode Code =
        printExecutable(StartupData[I], unsigned(DataCode.size() + I));
    Prototypes += Code.Prototype + "\n";
    Definitions += Code.Definition;
    Startup += Code.Before;
  }
  if (!Startup.empty()) {
    Definitions += "__attribute__((constructor)) static void "
                   "__cuacc_startup_data(void) { " +
                   Startup + "}\n";
    Any = true;
  }
  for (const RegionPlan &RP : Regions) {
    if (RP.OfInstance)
      continue;
    bool Offloaded = Offload && !RP.Refused;
    const DirectiveCode &HS = RP.HostScope;
    std::vector<std::pair<std::string, const RegionPlan *>> Instances;
    for (const auto &[Pretty, I] : RP.Instances)
      if (Offload && !Regions[I].Refused)
        Instances.push_back({Pretty, &Regions[I]});
    std::optional<std::pair<std::string, std::string>> Wrap =
        regionWrapping(RP, Offloaded, Instances);
    if (!Wrap)
      continue;
    if (std::string Why = Around(RP.Text, Wrap->first, Wrap->second);
        !Why.empty()) {
      // A region on the host inside a data region must update the device
      // copies it writes; without that code its results would be lost.
      if (RP.InDataRegion && !HS.Before.empty())
        Plan.Errors.push_back(
            {RP.Directive, "cannot keep the data of this region consistent "
                           "with its data region: " + Why});
      continue;
    }
    if (Offloaded)
      Instances.push_back({"", &RP});
    for (const auto &[Pretty, I] : Instances) {
      Prototypes += I->Code.Prototype + "\n";
      Definitions += I->Code.Definition;
      Kernels.insert(Kernels.end(), I->Code.Kernels.begin(),
                     I->Code.Kernels.end());
    }
    if (!HS.Prototype.empty())
      Prototypes += HS.Prototype + "\n";
    Any = true;
  }
  return Any;
}

/// The rewritten file: the runtime's header and the prototypes, the user's
/// text (as written, by #line), then the kernel images and definitions.
/// Rewritten headers go to Plan.Headers: the main parse reads them instead
/// of the files.
void FileRewriter::assembleFile(const Rewriter &RW,
                                const std::string &Prototypes,
                                const std::string &Definitions,
                                const KernelImages &Images, bool AnyImage) {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  // Generated code must not trip the user's warning flags (-Werror builds).
  const char *Quiet = "#pragma clang diagnostic push\n"
                      "#pragma clang diagnostic ignored \"-Weverything\"\n";
  const char *Loud = "#pragma clang diagnostic pop\n";
  OS << "/* cuacc: this file with its accelerator regions offloaded */\n"
     << Quiet << RuntimeHeader << "\n"
     << Prototypes << Loud << "#line 1 \"";
  for (char C : mainName()) {
    if (C == '\\' || C == '"')
      OS << '\\';
    OS << C;
  }
  OS << "\"\n";
  Moves.Prelude = unsigned(OS.str().size());
  if (const RewriteBuffer *RB = RW.getRewriteBufferFor(SM.getMainFileID()))
    OS << std::string(RB->begin(), RB->end());
  else
    OS << SM.getBufferData(SM.getMainFileID());
  // A byte-order mark (Windows editors write one) means something at the
  // start of a file only: after the prelude it is an invisible identifier.
  // Spaces keep every offset and column.
  if (Text.compare(Moves.Prelude, 3, "\xEF\xBB\xBF") == 0)
    Text.replace(Moves.Prelude, 3, "   ");
  OS << "\n" << Quiet;
  for (auto It = RW.buffer_begin(); It != RW.buffer_end(); ++It)
    if (It->first != SM.getMainFileID())
      if (OptionalFileEntryRef F = SM.getFileEntryRefForID(It->first))
        Plan.Headers.push_back(
            {F->getName().str(),
             std::string(It->second.begin(), It->second.end())});
  if (AnyImage) {
    OS << imageAsC(Images.Device, "__cuacc_image");
    if (!Images.Emulator.empty())
      OS << imageAsC(Images.Emulator, "__cuacc_emulator_image")
         << "static cuacc_module __cuacc_module = {__cuacc_image, 0, "
            "__cuacc_emulator_image, sizeof __cuacc_emulator_image - 1};\n";
    else
      OS << "static cuacc_module __cuacc_module = {__cuacc_image, 0, 0, 0};\n";
  }
  OS << Definitions;
  // Descriptors name their construct in kind's upper bits: a runtime that
  // reads kind as 0 or 1 must not link with them.
  if (!Definitions.empty())
    OS << "static const int *const __cuacc_abi __attribute__((used)) = "
          "&cuacc_abi_version_2;\n";
  // The GPU's initialization loads them in the background.
  if (AnyImage && !Kernels.empty()) {
    OS << "static cuacc_kernel *const __cuacc_kernels[] = {";
    for (size_t I = 0; I < Kernels.size(); ++I)
      OS << (I ? ", &" : "&") << Kernels[I];
    OS << "};\n__attribute__((constructor)) static void "
          "__cuacc_register(void) {\n  cuacc_register_module(&__cuacc_module, "
          "__cuacc_kernels, "
       << Kernels.size() << ");\n}\n";
  }
  if (Opts.Time)
    OS << "__attribute__((constructor)) static void __cuacc_timing(void) {\n"
          "  cuacc_enable_timing();\n}\n";
  if (Opts.Emulate)
    OS << "__attribute__((constructor)) static void __cuacc_emulate(void) {\n"
          "  cuacc_prefer_emulator();\n}\n";
  OS << Loud;
  OS.flush();
  Plan.Text = std::move(Text);
}

/// Decide first (what each directive becomes, which kernels compile),
/// print after.
void FileRewriter::run() {
  std::vector<WrappedDirective> DataCode = planDataDirectives();
  std::vector<RegionPlan> Regions = planRegions();
  for (WrappedDirective &W : planCallScopes(unsigned(Regions.size())))
    DataCode.push_back(std::move(W));
  KernelTexts Texts = printKernels(Regions);
  printHostCode(Regions, Texts.Images);
  KernelImages Images;
  bool Offload = compileKernels(Regions, Texts, Images);
  bool AnyImage = false;
  for (const RegionPlan &RP : Regions)
    AnyImage |= Offload && !RP.Refused && RP.Desc &&
                !RP.Desc->Kernels.empty();
  Rewriter RW(Ctx.getSourceManager(), Ctx.getLangOpts());
  std::string Prototypes, Definitions;
  if (!insertCode(RW, DataCode, Regions, Offload, Prototypes, Definitions)) {
    Moves.Inserted.clear();
    return;
  }
  assembleFile(RW, Prototypes, Definitions, Images, AnyImage);
  Moves.Replaced = true;
  Plan.Changed = true;
  Plan.Offloaded = Offload;
}

unsigned TextMoves::moved(const SourceManager &SM, FileID File,
                          unsigned Offset) const {
  if (!Replaced)
    return Offset;
  unsigned Moved = Offset;
  if (File == SM.getMainFileID())
    Moved += Prelude;
  if (auto It = Inserted.find(File); It != Inserted.end())
    for (const auto &[At, Size] : It->second)
      if (At <= Offset)
        Moved += Size;
  return Moved;
}

FilePlan cuacc::rewriteFile(llvm::ArrayRef<CompiledFunction> Functions,
                            llvm::ArrayRef<DataDirectiveDesc> StartupData,
                            const Options &Opts, ASTContext &Ctx,
                            TextMoves &Moves, CompileTimes &Times) {
  FilePlan Plan;
  FileRewriter(Functions, StartupData, Opts, Ctx, Plan, Moves, Times).run();
  return Plan;
}
