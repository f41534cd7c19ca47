//===- TemplateInstances.cpp - a template's regions, per instantiation ----===//
//
// A region in a function template (or in a member function of a class
// template) is one text for many instantiations: its kernels differ by type
// ('float' or 'double' elements) and by value (a template's 'int N').
// Each instantiation Clang made is compiled as a function of its own, and
// its regions get kernels and a host function of their own; the template's
// text then picks, by what '__PRETTY_FUNCTION__' is in the instantiation,
// the call of its own region in a chain of 'if constexpr' (FileRewriter),
// so that no instantiation compiles another's call (in a lambda, the name is
// its call operator's, which names the instantiation too). An
// instantiation whose region does not offload, and one whose name another
// shares, runs the template's statement on the host, in its host scope.
//
// Left to the host: regions inside a block or a generic lambda (a template
// of its own) of the template, member templates of class templates, and
// C++03, which has no 'if constexpr'.
//
//===----------------------------------------------------------------------===//

#include "Pipeline/FileCompiler.h"
#include "Directive/Binder.h"
#include "Directive/FunctionNames.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include <map>

using namespace cuacc;
using namespace clang;

namespace {

/// The instantiations of Pattern that Clang defined in this file.
std::vector<const FunctionDecl *> instancesOf(const FunctionDecl &Pattern) {
  std::vector<const FunctionDecl *> Out;
  auto Add = [&](const FunctionDecl *F) {
    if (F->getTemplateInstantiationPattern() == &Pattern && F->hasBody() &&
        F->isThisDeclarationADefinition())
      Out.push_back(F);
  };
  if (const FunctionTemplateDecl *T = Pattern.getDescribedFunctionTemplate()) {
    for (const FunctionDecl *S : T->specializations())
      Add(S);
    return Out;
  }
  const auto *M = dyn_cast<CXXMethodDecl>(&Pattern);
  const ClassTemplateDecl *C =
      M ? M->getParent()->getDescribedClassTemplate() : nullptr;
  if (!C)
    return Out;
  for (const ClassTemplateSpecializationDecl *S : C->specializations())
    for (const Decl *D : S->decls())
      if (const auto *F = dyn_cast<FunctionDecl>(D))
        Add(F);
  return Out;
}

/// What '__PRETTY_FUNCTION__' is at each compute region of All in F: F's
/// name, or in a lambda that of its call operator. A region in a block or
/// a generic lambda (a template of its own) has none.
std::map<const Directive *, std::string>
prettyNames(const FunctionDecl &F, const std::vector<Directive> &All) {
  struct Nested : RecursiveASTVisitor<Nested> {
    std::vector<std::pair<SourceRange, const LambdaExpr *>> Bodies;
    bool VisitLambdaExpr(LambdaExpr *L) {
      Bodies.push_back({L->getBody()->getSourceRange(), L});
      return true;
    }
    bool VisitBlockExpr(BlockExpr *B) {
      Bodies.push_back({B->getSourceRange(), nullptr});
      return true;
    }
  } Find;
  Find.TraverseStmt(F.getBody());
  const SourceManager &SM = F.getASTContext().getSourceManager();
  std::map<const Directive *, std::string> Out;
  for (const Directive &D : All) {
    if (!isComputeRegion(D.Kind))
      continue;
    // Visited outside in: the last body that holds D is the innermost.
    const std::pair<SourceRange, const LambdaExpr *> *In = nullptr;
    for (const auto &B : Find.Bodies)
      if (rangeContains(SM, B.first, D.Loc))
        In = &B;
    if (!In)
      Out[&D] = prettyFunctionName(F);
    else if (In->second && !In->second->isGenericLambda())
      Out[&D] = prettyFunctionName(*In->second->getCallOperator());
  }
  return Out;
}

} // namespace

void FileCompiler::addInstances() {
  std::vector<TemplateFunction> All = std::move(Templates);
  if (!Ctx.getLangOpts().CPlusPlus11)
    return;
  DiagnosticsEngine &Engine = Diags.engine();
  for (const TemplateFunction &T : All) {
    bool First = true;
    for (const FunctionDecl *I : instancesOf(*T.Pattern)) {
      Stopwatch Watch;
      // The template's directives were checked when it was bound; the
      // first instantiation says what its analysis finds, the others
      // would say it again.
      bool Quiet = Engine.getSuppressAllDiagnostics();
      Engine.setSuppressAllDiagnostics(true);
      std::vector<Directive> Directives =
          bindDirectives(*I, T.Captured, Ctx, Diags);
      Engine.setSuppressAllDiagnostics(Quiet || !First);
      First = false;
      if (Directives.empty()) {
        Engine.setSuppressAllDiagnostics(Quiet);
        continue;
      }
      Functions.push_back({I, listingName(*I), std::move(Directives)});
      CompiledFunction &CF = Functions.back();
      CF.InstanceOf = T.Index;
      std::map<const Directive *, std::string> Pretty =
          prettyNames(*I, CF.Directives);
      std::set<const Directive *> Skip;
      for (const Directive &D : CF.Directives)
        if (isComputeRegion(D.Kind) && !Pretty.count(&D))
          Skip.insert(&D);
      compileRegions(CF, Skip, Watch);
      Engine.setSuppressAllDiagnostics(Quiet);
      for (CompiledRegion &R : Functions.back().Regions) {
        R.Pretty = Pretty[&R.directive()];
        for (TemplateRegion &TR : Functions[T.Index].TemplateRegions)
          if (TR.Region->Loc == R.directive().Loc)
            TR.Instantiated = true;
      }
    }
  }
}
