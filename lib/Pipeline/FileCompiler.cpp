//===- FileCompiler.cpp - cuacc's pipeline for one translation unit -------===//

#include "Schedule/Tuning.h"
#include "Pipeline/FileCompiler.h"
#include "Analysis/StaleCopies.h"
#include "CodeGen/DeviceImage.h"
#include "CodeGen/HostCode.h"
#include "CodeGen/KernelPrinter.h"
#include "Directive/Binder.h"
#include "Directive/FunctionNames.h"
#include "Directive/HostLoopWidening.h"
#include "Schedule/Reschedule.h"
#include "clang/AST/ParentMap.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "Directive/MemberVariables.h"
#include "Directive/HostValues.h"
#include "Directive/LibraryCalls.h"
#include "Directive/MemberCalls.h"
#include "Directive/SwitchChains.h"
#include "Directive/WhileLoops.h"
#include "Pipeline/DataRegionCopyout.h"
#include "Pipeline/DataRegionCost.h"
#include "Pipeline/HostScopeVars.h"
#include "Analysis/Accumulators.h"
#include "Pipeline/KernelImages.h"
#include "Pipeline/Rewritable.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/raw_ostream.h"
#include <set>

using namespace cuacc;
using namespace clang;

static std::set<const Directive *>
templatedRegions(const FunctionDecl &F, const std::vector<Directive> &All);

FileCompiler::FileCompiler(const Options &Opts, ASTContext &Ctx,
                           DirectiveDiagnostics &Diags)
    : Opts(Opts), Ctx(Ctx), Diags(Diags) {}

void FileCompiler::addFunction(const FunctionDecl &F,
                               std::vector<Directive> Captured) {
  Stopwatch Watch;
  // A template's instantiations bind its directives again, at the end of
  // the file (addInstances).
  std::vector<Directive> ForInstances;
  if (F.isTemplated())
    ForInstances = Captured;
  std::vector<Directive> Directives =
      bindDirectives(F, std::move(Captured), Ctx, Diags);
  if (Directives.empty()) {
    Times.add(Phase::Analysis, Watch.lap());
    return;
  }
  Functions.push_back({&F, listingName(F), std::move(Directives)});
  CompiledFunction &CF = Functions.back();
  for (const Directive &D : CF.Directives)
    if (D.Kind == DirectiveKind::DataRegion ||
        D.Kind == DirectiveKind::HostData || isExecutable(D.Kind))
      if (std::optional<DataDirectiveDesc> Desc =
              lowerDataDirective(D, Ctx, Diags))
        CF.DataDirectives.push_back(std::move(*Desc));
  // One region needs a kernel per instantiation (of its function template,
  // or of the generic lambda it is in): the template's text runs on the
  // host, keeping present data consistent (see FileRewriter), where its
  // instantiations' kernels do not run.
  std::set<const Directive *> Templated = templatedRegions(F, CF.Directives);
  for (const Directive *D : Templated)
    CF.TemplateRegions.push_back(
        {D, lowerHostScope(*D, hostAccess(D->Statement, Ctx), Ctx)});
  if (F.isTemplated()) {
    // Nothing proves what a copyout's section gets back: each is a copy.
    copyInUnfilled(CF, Ctx);
    if (!CF.TemplateRegions.empty())
      Templates.push_back({&F, Functions.size() - 1, std::move(ForInstances)});
    Times.add(Phase::Analysis, Watch.lap());
    return;
  }
  compileRegions(CF, Templated, Watch);
}

/// F as the listing names it: with its file when that is not the main one.
std::string FileCompiler::listingName(const FunctionDecl &F) const {
  const SourceManager &SM = Ctx.getSourceManager();
  std::string Name = functionLabel(F);
  if (SourceLocation L = SM.getExpansionLoc(F.getLocation());
      !SM.isInMainFile(L))
    Name += " (" + std::string(SM.getPresumedLoc(L).getFilename()) + ")";
  return Name;
}

/// Steps 2-4 for CF's compute regions but those in Skip.
void FileCompiler::compileRegions(CompiledFunction &CF,
                                  const std::set<const Directive *> &Skip,
                                  Stopwatch &Watch) {
  const SourceManager &SM = Ctx.getSourceManager();
  const FunctionDecl &F = *CF.Function;
  // Regions take over the loops that hold nothing else, before anything
  // reads their code; each keeps its own statement in case the wider one
  // cannot be offloaded. (The rewritten file wraps the loop: only where
  // text can go around it, and not in an instantiation, whose regions'
  // text is its template's.)
  std::map<const Directive *, std::pair<const Stmt *, const Stmt *>> Narrow;
  std::map<const Directive *, std::vector<unsigned>> Over;
  for (Directive &D : CF.Directives) {
    if (Skip.count(&D) || CF.InstanceOf)
      continue;
    while (std::optional<HostLoop> L =
               enclosingHostLoop(D, CF.Directives, Ctx)) {
      if (!statementText(L->Loop, SM, Ctx.getLangOpts()).rewritable())
        break;
      Narrow.emplace(&D, std::make_pair(D.Statement, D.Parent));
      Over[&D].push_back(userLine(SM, L->Loop->getForLoc()));
      D.Statement = L->Loop;
      D.Parent = L->Holder;
    }
    // '#pragma acc region { for ... }' (or 'kernels') not taken over by a
    // loop around it: the region is its one loop, as '#pragma acc region
    // for ...' is (the nest may then be reordered).
    if (const auto *Block = dyn_cast_or_null<CompoundStmt>(D.Statement);
        Block && !Narrow.count(&D) && D.Kind == DirectiveKind::Region &&
        (D.Construct.empty() || D.Construct == "kernels") &&
        Block->size() == 1 &&
        isa<ForStmt>(Block->body_front()) &&
        statementText(Block->body_front(), SM, Ctx.getLangOpts())
            .rewritable()) {
      D.Parent = Block;
      D.Statement = Block->body_front();
      CF.WrittenOn[&D] = Block;
    }
  }
  // Member paths a region can treat as variables become variables, before
  // anything reads its code; the templates it calls get their bodies.
  for (const Directive &D : CF.Directives)
    if (isComputeRegion(D.Kind) && !Skip.count(&D)) {
      whileLoopsAsFor(const_cast<Stmt *>(D.Statement), Ctx);
      switchesAsIfChains(const_cast<Stmt *>(D.Statement),
                         const_cast<FunctionDecl *>(&F), Ctx);
      // (A class template's accessors need their bodies to be inlined.)
      instantiateCallees(D);
      inlineMemberCalls(const_cast<Stmt *>(D.Statement), Ctx);
      inlineElementPointers(const_cast<Stmt *>(D.Statement), Ctx);
      substituteMemberPaths(const_cast<Stmt *>(D.Statement), F, Ctx);
      substituteHostValues(const_cast<Stmt *>(D.Statement), F, Ctx);
      substituteLibraryCalls(const_cast<Stmt *>(D.Statement), Ctx);
      instantiateCallees(D);
    }
  DependenceOptions DepOpts;
  DepOpts.SafePointers = Opts.SafePtr;
  CF.Regions.reserve(llvm::count_if(CF.Directives, [](const Directive &D) {
    return isComputeRegion(D.Kind);
  }));
  for (Directive &D : CF.Directives) {
    if (!isComputeRegion(D.Kind) || Skip.count(&D))
      continue;
    compileRegion(CF, D, DepOpts, Watch);
    auto It = Narrow.find(&D);
    if (It != Narrow.end()) {
      if (const auto *Why =
              std::get_if<NotOffloaded>(&CF.Regions.back().Lowered)) {
        // The region as written, then.
        std::pair<unsigned, NotOffloaded> Said{Over[&D].back(), *Why};
        CF.Regions.pop_back();
        std::tie(D.Statement, D.Parent) = It->second;
        compileRegion(CF, D, DepOpts, Watch);
        CF.Regions.back().NotWidened = std::move(Said);
      } else {
        CF.Regions.back().WidenedOver = Over[&D];
        CF.WrittenOn[&D] = It->second.first;
      }
    }
    reschedule(CF, D, DepOpts, Watch);
  }
  copyInUnfilled(CF, Ctx);
  keepDataOnHost(CF);
  weighDataRegions(CF, Ctx);
  Times.add(Phase::Analysis, Watch.lap());
}

/// The compute regions of F's directives that are in a template: all of
/// them in a function template (or a member of a class template), and
/// those in the body of a generic lambda ('[](auto *p) { ... }').
static std::set<const Directive *>
templatedRegions(const FunctionDecl &F, const std::vector<Directive> &All) {
  struct Lambdas : RecursiveASTVisitor<Lambdas> {
    std::vector<SourceRange> Generic;
    bool VisitLambdaExpr(LambdaExpr *L) {
      if (L->isGenericLambda())
        Generic.push_back(L->getBody()->getSourceRange());
      return true;
    }
  } Find;
  if (!F.isTemplated() && F.getBody())
    Find.TraverseStmt(F.getBody());
  const SourceManager &SM = F.getASTContext().getSourceManager();
  std::set<const Directive *> Out;
  for (const Directive &D : All)
    if (isComputeRegion(D.Kind) && D.Statement &&
        (F.isTemplated() ||
         llvm::any_of(Find.Generic, [&](SourceRange R) {
           return rangeContains(SM, R, D.Loc);
         })))
      Out.insert(&D);
  return Out;
}

/// The specializations of the program's function templates (and member
/// functions of its class templates: 'Box<double>::twice') that region D
/// calls, directly or through the functions it calls, instantiated now:
/// Clang instantiates them at the end of the file, after the analysis that
/// decides whether a kernel can carry them (it said "'sq' is not defined
/// before this point in the file"). The library's are left to Clang.
void FileCompiler::instantiateCallees(const Directive &D) {
  if (!Instantiate || !D.Statement)
    return;
  const SourceManager &SM = Ctx.getSourceManager();
  auto InLibrary = [&](const Decl *X) {
    return SM.isInSystemHeader(SM.getExpansionLoc(X->getLocation()));
  };
  std::set<const FunctionDecl *> Seen;
  std::vector<const Stmt *> Work{D.Statement};
  while (!Work.empty()) {
    const Stmt *S = Work.back();
    Work.pop_back();
    if (!S)
      continue;
    for (const Stmt *Child : S->children())
      Work.push_back(Child);
    const auto *C = dyn_cast<CallExpr>(S);
    auto *F = C ? const_cast<FunctionDecl *>(C->getDirectCallee()) : nullptr;
    if (!F || InLibrary(F))
      continue;
    const FunctionDecl *Pattern = F->getTemplateInstantiationPattern();
    if (!F->isDefined() && F->isImplicitlyInstantiable() && Pattern &&
        Pattern->isDefined())
      Instantiate(C->getBeginLoc(), F);
    if (const FunctionDecl *Def = F->getDefinition();
        Def && Seen.insert(Def).second)
      Work.push_back(Def->getBody());
  }
}

/// Whether S calls a function (whose regions may expect the data present).
static bool callsAnything(const Stmt *S) {
  if (!S)
    return false;
  if (isa<CallExpr>(S))
    return true;
  for (const Stmt *Child : S->children())
    if (callsAnything(Child))
      return true;
  return false;
}

/// A data region none of whose regions runs on the device would only move
/// its arrays there for nothing, and back and forth around each region the
/// host runs (its host scope): PolyBench's floyd-warshall, whose region in
/// the k loop has a dependence in every loop, moved 1 MB each way 500
/// times. It keeps its arrays on the host when nothing else in it (an
/// update, another data region, a call) could use them on the device.
void FileCompiler::keepDataOnHost(CompiledFunction &CF) {
  const SourceManager &SM = Ctx.getSourceManager();
  llvm::erase_if(CF.DataDirectives, [&](const DataDirectiveDesc &DD) {
    const Directive &D = *DD.Source;
    if (!DD.isDataRegion() || D.isDeclare() || !D.Statement ||
        callsAnything(D.Statement))
      return false;
    bool AnyRegion = false;
    for (const Directive &E : CF.Directives) {
      if (&E == &D || !expandedWithin(SM, D.Statement->getSourceRange(), E.Loc))
        continue;
      if (!isComputeRegion(E.Kind))
        return false;
      AnyRegion = true;
    }
    for (const CompiledRegion &R : CF.Regions)
      if (expandedWithin(SM, D.Statement->getSourceRange(), R.directive().Loc) &&
          !std::holds_alternative<NotOffloaded>(R.Lowered))
        return false;
    if (AnyRegion)
      CF.DataOnHost.push_back(&D);
    return AnyRegion;
  });
}

void FileCompiler::compileRegion(CompiledFunction &CF, const Directive &D,
                                 const DependenceOptions &DepOpts,
                                 Stopwatch &Watch) {
  // Built in place: the schedule and lowering refer to the analysis.
  CompiledRegion &R = CF.Regions.emplace_back(
      CompiledRegion{analyzeRegion(D, CF.Directives, Ctx, DepOpts, Diags)});
  Times.add(Phase::Analysis, Watch.lap());
  R.Schedule = scheduleRegion(R.Analysis, Ctx, KernelNames);
  Times.add(Phase::Schedule, Watch.lap());
  R.Lowered = lowerRegion(R.Analysis, R.Schedule, Ctx);
  R.HostScope = lowerHostScope(D, R.Analysis.Host, Ctx);
  dropScalarsNeverPresent(R.HostScope, *CF.Function, CF.Directives, Ctx);
  Times.add(Phase::Lower, Watch.lap());
}

/// Puts New where Old is among Parent's children.
static bool replaceChild(Stmt *Parent, const Stmt *Old, Stmt *New) {
  for (Stmt *&C : Parent->children())
    if (C == Old) {
      C = New;
      return true;
    }
  return false;
}

/// The region's nest in another order (Schedule/Reschedule.h), kept where
/// it offloads with more parallel loops around the region's writes than
/// the order as written; else the region as it was.
void FileCompiler::reschedule(CompiledFunction &CF, Directive &D,
                              const DependenceOptions &DepOpts,
                              Stopwatch &Watch) {
  CompiledRegion &Old = CF.Regions.back();
  if (!Opts.Reorder || std::holds_alternative<NotOffloaded>(Old.Lowered) ||
      !worthRescheduling(Old.Analysis))
    return;
  std::optional<RescheduledNest> N = rescheduleNest(Old.Analysis, Ctx);
  // A scalar that carries an element from its load to its store (ludcmp's
  // w) ties each statement to the one before: forwarded into the element,
  // the nest may find another order (Analysis/Accumulators.h).
  std::optional<ForwardedAccumulators> Forwarded;
  if (!N && (Forwarded = forwardAccumulators(Old.Analysis, Ctx))) {
    N = rescheduleNest(
        analyzeRegion(D, CF.Directives, Ctx, DepOpts, Diags), Ctx);
    if (!N)
      Forwarded->restore();
  }
  Times.add(Phase::Analysis, Watch.lap());
  if (!N)
    return;
  auto Restore = [&] {
    N->restore();
    if (Forwarded)
      Forwarded->restore();
  };
  unsigned Before = parallelWrites(Old.Analysis);
  std::vector<unsigned> Widened = Old.WidenedOver;
  std::optional<std::pair<unsigned, NotOffloaded>> NotWidened = Old.NotWidened;
  const Stmt *Written = D.Statement;
  // In the function's tree: the analyses ask what comes after it.
  Stmt *Parent = const_cast<Stmt *>(
      clang::ParentMap(CF.Function->getBody()).getParent(Written));
  if (!Parent || !replaceChild(Parent, Written, N->Statement)) {
    Restore();
    return;
  }
  CF.Regions.pop_back();
  D.Statement = N->Statement;
  compileRegion(CF, D, DepOpts, Watch);
  CompiledRegion &New = CF.Regions.back();
  bool Keep = !std::holds_alternative<NotOffloaded>(New.Lowered) &&
              parallelWrites(New.Analysis) > Before;
  if (!Keep) {
    CF.Regions.pop_back();
    Restore();
    replaceChild(Parent, N->Statement, const_cast<Stmt *>(Written));
    D.Statement = Written;
    compileRegion(CF, D, DepOpts, Watch);
  }
  CompiledRegion &R = CF.Regions.back();
  R.WidenedOver = std::move(Widened);
  R.NotWidened = std::move(NotWidened);
  if (Keep) {
    R.Rescheduled = N->OuterLine;
    if (Forwarded)
      R.Forwarded = Forwarded->Names;
  }
}

/// A variable of the file the directive at Loc can name: declared before.
static const VarDecl *fileVariable(llvm::StringRef Name, SourceLocation Loc,
                                   ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  // Declared before the directive ('extern double a[N];' in a header, the
  // directive after it), defined anywhere in the file or in another.
  for (const NamedDecl *ND :
       Ctx.getTranslationUnitDecl()->lookup(&Ctx.Idents.get(Name)))
    if (const auto *V = dyn_cast<VarDecl>(ND); V && V->hasGlobalStorage())
      for (const VarDecl *R : V->redecls())
        if (SM.isBeforeInTranslationUnit(SM.getExpansionLoc(R->getLocation()),
                                         SM.getExpansionLoc(Loc))) {
          const VarDecl *Def = V->getDefinition();
          return Def ? Def : V;
        }
  return nullptr;
}

void FileCompiler::addFileDeclare(Directive D) {
  // What each clause makes at the start: copy and copyin a copy of the
  // host's initial values, copyout and create (device_resident) memory
  // only. Its data stays present: no region copies it back.
  bool OK = true;
  for (Clause &C : D.Clauses) {
    switch (C.Kind) {
    case ClauseKind::Copy:
    case ClauseKind::Copyin:
      C.Kind = ClauseKind::Copyin;
      break;
    case ClauseKind::Copyout:
    case ClauseKind::Local:
      C.Kind = ClauseKind::Local;
      break;
    default:
      Diags.report(C.Loc, Diag::FileDeclareClause)
          << (C.Spelled.empty() ? spelling(C.Kind).str() : C.Spelled);
      OK = false;
      continue;
    }
    std::vector<DataItem> Kept;
    for (DataItem &I : C.Items) {
      const VarDecl *V = I.Members.empty()
                             ? fileVariable(I.Name, D.Loc, Ctx)
                             : nullptr;
      if (!V) {
        Diags.report(I.Loc, Diag::FileDeclareNotGlobal) << I.Name;
        OK = false;
      } else if (V->getType()->isPointerType()) {
        Diags.report(I.Loc, Diag::FileDeclarePointer) << I.Name;
      } else {
        I.Decl = V;
        Kept.push_back(std::move(I));
      }
    }
    C.Items = std::move(Kept);
  }
  llvm::erase_if(D.Clauses, [](const Clause &C) { return C.Items.empty(); });
  if (!OK || D.Clauses.empty())
    return;
  D.Kind = DirectiveKind::EnterData;
  FileDeclares.push_back(std::move(D));
  if (std::optional<DataDirectiveDesc> Desc =
          lowerDataDirective(FileDeclares.back(), Ctx, Diags))
    StartupData.push_back(std::move(*Desc));
}

/// Whether a directive whose code goes into the text lies inside Region's
/// statement (a copy of the statement would not have that code).
static bool directiveWithCodeInside(const Directive &Region,
                                    llvm::ArrayRef<Directive> All,
                                    const SourceManager &SM) {
  for (const Directive &D : All)
    if (&D != &Region &&
        (D.Kind == DirectiveKind::DataRegion ||
         D.Kind == DirectiveKind::HostData || isExecutable(D.Kind) ||
         isComputeRegion(D.Kind)) &&
        rangeContains(SM, Region.Statement->getSourceRange(), D.Loc))
      return true;
  return false;
}

FileOutput FileCompiler::finish(FileGoal Goal) {
  addInstances();
  Stopwatch Watch;
  reportStaleHostUses();
  // Only now: a header with a region can be entered again after it.
  const SourceManager &SM = Ctx.getSourceManager();
  bool Counter = usesCounter(SM);
  for (CompiledFunction &CF : Functions) {
    for (CompiledRegion &R : CF.Regions) {
      R.Text = statementText(R.directive().Hinted ? R.directive().Hinted
                                                  : R.directive().Statement,
                             SM, Ctx.getLangOpts());
      auto *D = std::get_if<RegionDesc>(&R.Lowered);
      if (!D || Counter || CF.InstanceOf ||
          directiveWithCodeInside(R.directive(), CF.Directives, SM))
        continue;
      R.Version = planHostVersion(*D, R.directive().Statement, *CF.Function,
                                  R.Text, SM);
      // Its host version runs as fast as the plain build's loops, and so
      // does a data region's around it (weighed again).
      if (R.Version && D->HostRun)
        D->HostRun->MayAlias = false;
    }
    weighDataRegions(CF, Ctx);
    for (TemplateRegion &T : CF.TemplateRegions)
      T.Text = statementText(T.Region->Hinted ? T.Region->Hinted
                                              : T.Region->Statement,
                             SM, Ctx.getLangOpts());
  }
  FileOutput Out;
  bool WithKernels = Goal == FileGoal::ListingWithKernels;
  if (Goal == FileGoal::Rewrite) {
    Out.Plan = rewriteFile(Functions, StartupData, Opts, Ctx, Moves, Times);
    DiagnosticsEngine &E = Diags.engine();
    for (const auto &[Loc, Why] : Out.Plan.Errors)
      E.Report(Loc, E.getCustomDiagID(DiagnosticsEngine::Error, "cuacc: %0"))
          << Why;
    // Nothing to offload: the listing still says why, region by region.
    WithKernels = Out.Plan.Changed ? Out.Plan.Offloaded
                                   : Out.Plan.Error.empty() &&
                                         findNvcc().has_value();
  }
  refuseDeviceptrsOnHost(Goal == FileGoal::Rewrite ? &Out.Plan : nullptr);
  Out.Messages = list(WithKernels, Out.Plan.Refused);
  Out.Dumps = dump();
  Times.add(Phase::Finish, Watch.lap());
  return Out;
}

TextPlace FileCompiler::place(SourceLocation Loc) const {
  if (Loc.isInvalid())
    return {};
  const SourceManager &SM = Ctx.getSourceManager();
  Loc = SM.getFileLoc(Loc);
  FileID File = SM.getFileID(Loc);
  TextPlace P;
  P.Valid = true;
  P.MainFile = File == SM.getMainFileID();
  if (!P.MainFile) {
    OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File);
    if (!Entry)
      return {};
    P.File = Entry->getName().str();
  }
  P.Offset = Moves.moved(SM, File, SM.getFileOffset(Loc));
  return P;
}

namespace {
/// The first pointer that Region or a data region around it names in
/// 'deviceptr'; empty when none.
std::string deviceptrOf(const Directive &Region, llvm::ArrayRef<Directive> All,
                        const SourceManager &SM) {
  auto First = [](const Directive &D) -> std::string {
    for (const Clause &C : D.Clauses)
      if (C.Kind == ClauseKind::Deviceptr && !C.Items.empty())
        return C.Items.front().Name;
    return "";
  };
  std::string Name = First(Region);
  for (const Directive &D : All)
    if (Name.empty() && D.Kind == DirectiveKind::DataRegion && D.Statement &&
        rangeContains(SM, D.scope(), Region.Loc))
      Name = First(D);
  return Name;
}
} // namespace

/// A region that names a device pointer ('deviceptr', its own or a data
/// region's) and still runs on the host would hand its host code a device
/// address (on a GPU, a crash or garbage): a located error instead, saying
/// why it is not offloaded. Plan, when the file was rewritten, adds the
/// reasons found while rewriting (statement, kernels that do not compile,
/// no device image at all).
void FileCompiler::refuseDeviceptrsOnHost(const FilePlan *Plan) const {
  const SourceManager &SM = Ctx.getSourceManager();
  DiagnosticsEngine &E = Diags.engine();
  auto Refuse = [&](const Directive &D, const CompiledFunction &CF,
                    const std::string &Why) {
    std::string Name = deviceptrOf(D, CF.Directives, SM);
    if (!Name.empty())
      E.Report(D.Loc, E.getCustomDiagID(
                          DiagnosticsEngine::Error,
                          "cuacc: the region cannot run on the accelerator "
                          "(%0), and its host code cannot use '%1', a "
                          "device pointer (deviceptr)"))
          << Why << Name;
  };
  unsigned FileIndex = 0;
  for (const CompiledFunction &CF : Functions) {
    for (const TemplateRegion &T : CF.TemplateRegions)
      if (!T.Instantiated)
        Refuse(*T.Region, CF,
               NotOffloaded{NotOffloadedKind::InTemplate, {}}.text());
    for (const CompiledRegion &R : CF.Regions) {
      unsigned Index = FileIndex++;
      if (const auto *N = std::get_if<NotOffloaded>(&R.Lowered))
        Refuse(R.directive(), CF, N->text());
      else if (!Plan)
        continue;
      else if (auto Late = Plan->Refused.find(Index);
               Late != Plan->Refused.end())
        Refuse(R.directive(), CF, Late->second.text());
      else if (!Plan->Offloaded)
        Refuse(R.directive(), CF,
               Plan->Error.empty() ? "no accelerator image was built"
                                   : Plan->Error);
    }
  }
}

/// Once every function is bound: a data region's host code may call a
/// function defined further down.
void FileCompiler::reportStaleHostUses() {
  std::set<const Stmt *> Regions;
  std::vector<const Directive *> Updates;
  // (An instantiation's directives are its template's.)
  for (const CompiledFunction &CF : Functions)
    for (const Directive &D : CF.Directives) {
      if (CF.InstanceOf)
        break;
      if (isComputeRegion(D.Kind) && D.Statement)
        Regions.insert(D.Statement);
      if (D.Kind == DirectiveKind::Update)
        Updates.push_back(&D);
    }
  for (const CompiledFunction &CF : Functions)
    for (const StaleHostUse &U :
         CF.InstanceOf ? std::vector<StaleHostUse>()
                       : findStaleHostUses(CF.Directives, Regions, Updates,
                                           Ctx)) {
      Diags.report(U.Loc, U.Write ? Diag::HostWriteNotOnDevice
                                  : Diag::HostReadStale)
          << U.Name;
      Diags.report(U.DataRegion, Diag::DataRegionHere);
    }
}

/// The -Minfo listing, function by function: the data regions, then each
/// compute region's analysis and, WithKernels, what it became. Host: the
/// regions (by file-wide number) that step 5 kept on the host, and why.
Listing FileCompiler::list(bool WithKernels,
                           const std::map<unsigned, NotOffloaded> &Host) {
  Listing Out;
  const SourceManager &SM = Ctx.getSourceManager();
  // Regions are numbered in the order of Functions; a template's
  // instantiations (added last) are listed after it.
  std::vector<unsigned> FirstIndex;
  std::vector<size_t> Order;
  unsigned Count = 0;
  for (size_t I = 0; I < Functions.size(); ++I) {
    FirstIndex.push_back(Count);
    Count += Functions[I].Regions.size();
    if (Functions[I].InstanceOf)
      continue;
    Order.push_back(I);
    for (size_t J = I + 1; J < Functions.size(); ++J)
      if (Functions[J].InstanceOf == I)
        Order.push_back(J);
  }
  for (size_t I : Order) {
    const CompiledFunction &CF = Functions[I];
    unsigned FileIndex = FirstIndex[I];
    listDataRegions(CF, Out);
    for (const TemplateRegion &T : CF.TemplateRegions)
      if (!T.Instantiated)
        Out.add(CF.Name,
              {MessageKind::RegionIgnoredBecause,
               {"the region is in a template that cuacc does not compile "
                "per instantiation (in a generic lambda or a block, in a "
                "member template of a class template, or before C++11)"},
               T.Region->Loc,
               userLine(SM, T.Region->Loc)});
    for (const CompiledRegion &R : CF.Regions) {
      for (Message &M : R.Analysis.messages())
        Out.add(CF.Name, std::move(M));
      auto It = Host.find(FileIndex++);
      if (WithKernels)
        listRegion(CF.Name, R, It == Host.end() ? nullptr : &It->second, Out);
    }
  }
  return Out;
}

/// What each data region moves, as PGI lists it: the items lowered.
void FileCompiler::listDataRegions(const CompiledFunction &CF,
                                   Listing &Out) const {
  for (const Directive *D : CF.DataOnHost)
    Out.add(CF.Name, {MessageKind::DataRegionOnHost, {}, D->Loc,
                      userLine(Ctx.getSourceManager(), D->Loc)});
  for (const DataDirectiveDesc &D : CF.DataDirectives) {
    if (!D.isDataRegion())
      continue;
    for (const std::string &Item : D.CopiedIn)
      Out.add(CF.Name, {MessageKind::DataCopyoutCopiedIn, {Item},
                        D.Source->Loc, D.Place.Line});
    for (const auto &[Clause, Item] : D.Listed)
      Out.add(CF.Name, {MessageKind::Generating, {Clause, Item},
                        D.Source->Loc, D.Place.Line});
    if (D.HostRun)
      Out.add(CF.Name, {MessageKind::HostChoice, {"Data region"},
                        D.Source->Loc, D.Place.Line});
  }
}

/// A region whose kernels step 5 could not use: a warning at its directive.
void FileCompiler::reportHostRegion(const Directive &D,
                                    const NotOffloaded &Why) const {
  DiagnosticsEngine &E = Diags.engine();
  if (Why.Kind == NotOffloadedKind::KernelsDoNotCompile)
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
        << Why.text();
}

/// A compute region after lowering: its data movement, kernels and
/// schedule, or why it runs on the host (Host, when step 5 decided so).
void FileCompiler::listRegion(const std::string &Function,
                              const CompiledRegion &R,
                              const NotOffloaded *Host, Listing &Out) const {
  const Directive &D = R.directive();
  const NotOffloaded *Refused = Host;
  // (Sharing a name with another instantiation is no fault of the code.)
  if (!Host)
    Refused = std::get_if<NotOffloaded>(&R.Lowered);
  else if (Host->Kind != NotOffloadedKind::InstanceNotNamed)
    reportHostRegion(D, *Host);
  const SourceManager &SM = Ctx.getSourceManager();
  // Where nothing could be put around the statement, nothing is updated.
  if (Refused && R.Text.rewritable())
    for (Message &M : R.Analysis.hostUpdateMessages())
      Out.add(Function, std::move(M));
  unsigned Line = userLine(SM, D.Loc);
  if (!Refused) {
    for (unsigned Over : R.WidenedOver)
      Out.add(Function, {MessageKind::RegionWidened, {std::to_string(Over)},
                         D.Loc, Line});
    for (const std::string &Name : R.Forwarded)
      Out.add(Function,
              {MessageKind::AccumulatorForwarded, {Name}, D.Loc, Line});
    if (R.Rescheduled)
      Out.add(Function, {MessageKind::Rescheduled,
                         {std::to_string(*R.Rescheduled)}, D.Loc, Line});
    if (R.NotWidened)
      Out.add(Function, {MessageKind::RegionNotWidened,
                         {std::to_string(R.NotWidened->first),
                          R.NotWidened->second.text()},
                         D.Loc, Line});
    for (const Message &M : R.Analysis.Data.Messages)
      Out.add(Function, M);
    for (const Message &M : std::get<RegionDesc>(R.Lowered).Messages)
      Out.add(Function, M);
    for (const Message &M : R.Schedule.Messages)
      Out.add(Function, M);
  } else if (R.Analysis.wantsDevice() && !R.Analysis.Model.HostOnly) {
    Out.add(Function, {MessageKind::RegionIgnoredBecause, {Refused->text()},
                       D.Loc, Line});
  }
}

std::string FileCompiler::dump() const {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  if (Opts.DumpTuning)
    tuning::printTable(OS);
  if (Opts.DumpDirectives)
    dumpDirectives(OS);
  if (Opts.anyAnalysisDump()) {
    // Regions are numbered per file, as in the file rewritten for the
    // device.
    unsigned FileIndex = 0;
    for (const CompiledFunction &CF : Functions)
      for (const CompiledRegion &R : CF.Regions)
        dumpRegion(OS, CF, R, FileIndex++);
  }
  return OS.str();
}

void FileCompiler::dumpRegion(llvm::raw_ostream &OS, const CompiledFunction &CF,
                              const CompiledRegion &CR,
                              unsigned FileIndex) const {
  const SourceManager &SM = Ctx.getSourceManager();
  const RegionAnalysis &R = CR.Analysis;
  OS << functionLabel(*CF.Function) << ": ";
  if (Opts.DumpLoops)
    R.Model.print(OS, SM);
  else
    OS << "region at line "
       << userLine(SM, R.Model.Region->Loc)
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
    CR.Schedule.print(OS, R.Model);
  }
  if (!Opts.DumpLowered && !Opts.DumpHost && !Opts.DumpKernels)
    return;
  if (const auto *Why = std::get_if<NotOffloaded>(&CR.Lowered)) {
    OS << "// not offloaded: " << Why->text() << "\n";
    return;
  }
  const RegionDesc &Desc = std::get<RegionDesc>(CR.Lowered);
  if (Opts.DumpLowered) {
    OS << " lowered:\n";
    Desc.print(OS);
  }
  if (Opts.DumpHost) {
    RegionCode RC = printRegionHost(Desc, FileIndex, CR.Version.has_value());
    OS << "// before the region statement: " << RC.CallPrefix << "\n";
    if (CR.Version)
      OS << "// the host version, where the overlap checks passed: "
         << printHostVersion(*CR.Version, FileIndex) << "\n";
    OS << RC.Definition;
  }
  if (Opts.DumpKernels)
    for (const KernelDesc &K : Desc.Kernels)
      OS << printKernel(K, Ctx).Source;
}

void FileCompiler::dumpDirectives(llvm::raw_ostream &OS) const {
  const SourceManager &SM = Ctx.getSourceManager();
  auto Line = [&](SourceLocation L) {
    return userLine(SM, L);
  };
  for (const CompiledFunction &CF : Functions) {
    OS << functionLabel(*CF.Function) << ":\n";
    for (const Directive &D : CF.Directives) {
      OS << "  " << Line(D.Loc) << ": #pragma acc ";
      D.print(OS);
      if (isExecutable(D.Kind)) {
        OS << " -> executable\n";
        continue;
      }
      auto Written = CF.WrittenOn.find(&D);
      const Stmt *S =
          Written == CF.WrittenOn.end() ? D.Statement : Written->second;
      OS << " -> " << describeStatement(*S) << " at line "
         << Line(S->getBeginLoc());
      if (S != D.Statement && D.Parent == S)
        OS << ", the region of its one statement, the "
           << describeStatement(*D.Statement) << " at line "
           << Line(D.Statement->getBeginLoc());
      else if (S != D.Statement)
        OS << ", extended over the " << describeStatement(*D.Statement)
           << " at line " << Line(D.Statement->getBeginLoc());
      OS << "\n";
    }
  }
}
