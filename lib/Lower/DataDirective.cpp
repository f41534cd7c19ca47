//===- DataDirective.cpp - data regions, updates and host scopes lowered --===//

#include "Lower/DataDirective.h"
#include "Analysis/CTypes.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <map>

using namespace cuacc;
using namespace clang;

DirectivePlace cuacc::placeOf(const Directive &D, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(D.Loc));
  return {llvm::sys::path::filename(PL.getFilename()).str(),
          D.Function ? D.Function->getName().str() : std::string(),
          PL.getLine(), D.name()};
}

std::optional<DataDirectiveDesc>
cuacc::lowerDataDirective(const Directive &D, ASTContext &Ctx,
                          DirectiveDiagnostics &Diags) {
  DataDirectiveDesc Desc{&D, placeOf(D, Ctx)};
  if (const Clause *If = D.find(ClauseKind::If))
    Desc.Condition = "(" + If->Condition->str() + ")";
  Desc.IfPresent = D.has(ClauseKind::IfPresent);
  Desc.Finalize = D.has(ClauseKind::Finalize);
  // A data directive's bounds are the user's own: no inferred bound needs
  // the text of the call site.
  auto NoInferred = [](const LinearExpr &, std::string &) { return false; };
  // The clause each item is in, to list it as spelled ('create').
  std::map<const DataItem *, const Clause *> ClauseOf;
  for (const Clause &C : D.Clauses)
    for (const DataItem &I : C.Items)
      ClauseOf[&I] = &C;
  bool Lowered = true;
  if (const Clause *Use = D.find(ClauseKind::UseDevice))
    for (const DataItem &I : Use->Items) {
      const auto *V = dyn_cast<VarDecl>(I.Decl);
      if (!V || !(V->getType().getNonReferenceType()->isPointerType() ||
                  V->getType().getNonReferenceType()->isArrayType()) ||
          !I.Sections.empty()) {
        Diags.report(I.Loc, Diag::UseDeviceNotArray) << I.Name;
        Lowered = false;
        continue;
      }
      Desc.UseDevice.push_back(V);
    }
  if (D.Kind == DirectiveKind::HostData && !D.has(ClauseKind::UseDevice)) {
    Diags.report(D.Loc, Diag::DataDirectiveNeedsClause) << D.name();
    Lowered = false;
  }
  for (const DataItemPlan &It : explicitItems(D)) {
    // A scalar needs no device copy: cuacc's regions pass scalars (and
    // bring back what they assign) themselves.
    QualType T = It.Var->getType().getNonReferenceType();
    if (!T->isArrayType() && !T->isPointerType())
      continue;
    auto Item = lowerDataItems({It}, NoInferred, Ctx);
    if (std::holds_alternative<NotOffloaded>(Item)) {
      // The only way an item the binder accepted fails: a bare pointer, or
      // an array of unknown size, whose extent nothing here can infer.
      Diags.report(It.Source->Loc, Diag::DataExtentUnknown)
          << It.Name << spelling(It.Clause)
          << (D.isOpenACC() ? "[0:n]" : "[0:n-1]");
      Lowered = false;
      continue;
    }
    Desc.Items.push_back(std::move(std::get<0>(Item).front()));
    std::string Written;
    llvm::raw_string_ostream OS(Written);
    print(OS, *It.Source);
    const Clause &C = *ClauseOf[It.Source];
    Desc.Listed.push_back({C.Spelled.empty() ? spelling(C.Kind).str()
                                             : C.Spelled,
                           (C.Zero ? "zero:" : "") +
                               alwaysText(C.Kind, D.Model).str() + OS.str()});
  }
  if (!Lowered)
    return std::nullopt;
  return Desc;
}

HostScopeDesc cuacc::lowerHostScope(const Directive &Region,
                                    const HostAccess &A, ASTContext &Ctx) {
  HostScopeDesc Desc{placeOf(Region, Ctx)};
  Desc.Place.Construct = "host code";
  Desc.Everything = !A.Everything.empty();
  for (const HostVar &V : A.Vars) {
    QualType T = V.Var->getType().getNonReferenceType();
    bool Address = T->isArrayType() || T->isPointerType();
    // A register variable has no address, so it cannot be present; nor a
    // constant member, which need not be defined anywhere.
    if ((!Address && V.Var->getStorageClass() == SC_Register) ||
        !integerConstantValue(V.Var).empty())
      continue;
    // All of an array or scalar (sizeof, evaluated at run time for a VLA),
    // so that every present block within it is found wherever its section
    // starts; a pointer's or an incomplete array's reach is unknown.
    bool SizeKnown = !T->isPointerType() && !T->isIncompleteArrayType();
    Desc.Vars.push_back({V.Var, Address, SizeKnown, V.Written});
  }
  return Desc;
}
