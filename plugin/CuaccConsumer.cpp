//===- CuaccConsumer.cpp - the plugin's view of a translation unit --------===//

#include "CuaccConsumer.h"
#include "Directive/Binder.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclFriend.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Sema/Sema.h"

using namespace cuacc;
using namespace clang;

CuaccConsumer::CuaccConsumer(Options Opts, DiagnosticsEngine &Engine, Role R)
    : Opts(std::move(Opts)), TheRole(R), Diags(Engine),
      Handler(Diags, R == Role::Give ? nullptr : &Captured, this->Opts.OpenACC) {}

std::unique_ptr<CuaccConsumer>
CuaccConsumer::planning(Options Opts, DiagnosticsEngine &Diags,
                        PlanningResult &Result,
                        const std::vector<StoredDiagnostic> *Recorded) {
  std::unique_ptr<CuaccConsumer> C(
      new CuaccConsumer(std::move(Opts), Diags, Role::Plan));
  C->Result = &Result;
  C->Recorded = Recorded;
  return C;
}

std::unique_ptr<CuaccConsumer>
CuaccConsumer::giving(Options Opts, DiagnosticsEngine &Diags, Handoff Given) {
  std::unique_ptr<CuaccConsumer> C(
      new CuaccConsumer(std::move(Opts), Diags, Role::Give));
  C->Given = std::move(Given);
  return C;
}

std::unique_ptr<CuaccConsumer>
CuaccConsumer::listing(Options Opts, DiagnosticsEngine &Diags,
                       bool WithKernels) {
  return std::unique_ptr<CuaccConsumer>(new CuaccConsumer(
      std::move(Opts), Diags,
      WithKernels ? Role::ListWithKernels : Role::List));
}

void CuaccConsumer::InitializeSema(Sema &Sema) {
  S = &Sema;
  Handler.install(S->getPreprocessor(), S);
  if (TheRole != Role::Give) {
    Compiler =
        std::make_unique<FileCompiler>(this->Opts, S->getASTContext(), Diags);
    // As Clang does for a constexpr function's, at once.
    Compiler->setInstantiator([this](SourceLocation Loc, FunctionDecl *F) {
      S->InstantiateFunctionDefinition(Loc, F);
    });
  }
}

bool CuaccConsumer::HandleTopLevelDecl(DeclGroupRef DG) {
  if (Compiler)
    for (Decl *D : DG)
      bindDecl(D);
  return true;
}

/// Functions are given in source order, wherever C++ puts them: in
/// namespaces, 'extern "C"' blocks, classes (member functions and friends
/// defined in the class) and templates.
void CuaccConsumer::bindDecl(const Decl *D) {
  if (const auto *F = dyn_cast<FunctionDecl>(D)) {
    // An instantiation's directives were bound with its template.
    if (F->doesThisDeclarationHaveABody() && !F->isTemplateInstantiation())
      addFunction(*F);
    return;
  }
  if (const auto *T = dyn_cast<FunctionTemplateDecl>(D))
    return bindDecl(T->getTemplatedDecl());
  // A friend defined in its class ('friend void step(Grid &g) { ... }').
  if (const auto *Friend = dyn_cast<FriendDecl>(D)) {
    if (const NamedDecl *F = Friend->getFriendDecl())
      bindDecl(F);
    return;
  }
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

/// The captured directives of F's body go to the pipeline; stray ones
/// before it (at file scope) are errors.
void CuaccConsumer::addFunction(const FunctionDecl &F) {
  if (Captured.empty())
    return;
  const SourceManager &SM = S->getSourceManager();
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
    return;
  // Compiled at the end of the file, where every function the kernels
  // call is defined (C's prototypes first, definitions after main), and
  // the file's model is known (an update may be read either way).
  Waiting.push_back({&F, std::move(Mine)});
}

/// The functions kept back to the end of the file, in their order, their
/// updates read in the model the file is in (an update may be read either
/// way until the file's first construct of a model).
void CuaccConsumer::addWaitingFunctions() {
  for (auto &[F, Directives] : Waiting) {
    std::vector<Directive> Settled;
    for (Directive &D : Directives)
      if (std::optional<Directive> S = Handler.settle(std::move(D)))
        Settled.push_back(std::move(*S));
    if (!Settled.empty())
      Compiler->addFunction(*F, std::move(Settled));
  }
  Waiting.clear();
}

void CuaccConsumer::reportOutsideFunctions(size_t Count) {
  for (size_t I = 0; I < Count; ++I) {
    // OpenACC's declare is at home there: device copies for the program.
    if (Captured[I].isDeclare()) {
      if (Compiler)
        Compiler->addFileDeclare(std::move(Captured[I]));
      continue;
    }
    Diags.report(Captured[I].Loc, Diag::NotInFunction)
        << spelling(Captured[I].Kind);
  }
  Captured.erase(Captured.begin(), Captured.begin() + Count);
}

void CuaccConsumer::HandleTranslationUnit(ASTContext &Ctx) {
  if (TheRole == Role::Give) {
    deliver(Given, Opts, Diags.engine(), Ctx.getSourceManager(),
            Ctx.getSourceManager().getFileManager());
    return;
  }
  addWaitingFunctions();
  reportOutsideFunctions(Captured.size());
  if (TheRole != Role::Plan) {
    FileOutput Out = Compiler->finish(TheRole == Role::ListWithKernels
                                          ? FileGoal::ListingWithKernels
                                          : FileGoal::Listing);
    report(Out.Messages, Out.Dumps, Opts, Diags.engine());
    return;
  }
  FileOutput Out = Compiler->finish(FileGoal::Rewrite);
  Result->Plan = std::move(Out.Plan);
  Result->Times = Compiler->times();
  static const std::vector<StoredDiagnostic> None;
  Result->Given = handOff(Recorded ? *Recorded : None, Out.Messages,
                          std::move(Out.Dumps), [&](SourceLocation L) {
                            return Compiler->place(L);
                          });
}
