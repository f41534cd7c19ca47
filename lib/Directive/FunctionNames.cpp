//===- FunctionNames.cpp - how listings and kernels name a function -------===//

#include "Directive/FunctionNames.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/xxhash.h"
#include "llvm/Support/raw_ostream.h"

using namespace cuacc;
using namespace clang;

/// Whether F is a template's: an instantiation, or a specialization the
/// program wrote ('template <> void sq<short>').
static bool ofTemplate(const FunctionDecl &F) {
  return F.getTemplateSpecializationArgs() ||
         isa<ClassTemplateSpecializationDecl>(F.getDeclContext());
}

std::string cuacc::functionLabel(const FunctionDecl &F) {
  if (!ofTemplate(F))
    return F.getName().str();
  std::string Label;
  llvm::raw_string_ostream OS(Label);
  PrintingPolicy Policy(F.getASTContext().getLangOpts());
  if (const auto *R = dyn_cast<CXXRecordDecl>(F.getDeclContext())) {
    R->getNameForDiagnostic(OS, Policy, /*Qualified=*/false);
    OS << "::";
  }
  F.getNameForDiagnostic(OS, Policy, /*Qualified=*/false);
  return OS.str();
}

std::string cuacc::kernelStem(const FunctionDecl &F) {
  if (!ofTemplate(F))
    return F.getName().str();
  std::string Label = functionLabel(F);
  std::string Stem;
  bool Lossy = false;
  for (char C : Label) {
    if (llvm::isAlnum(C) || C == '_') {
      Stem += C;
      continue;
    }
    Lossy |= !llvm::StringRef("<>, :").contains(C);
    if (!Stem.empty() && Stem.back() != '_')
      Stem += '_';
  }
  while (!Stem.empty() && Stem.back() == '_')
    Stem.pop_back();
  if (Lossy)
    Stem += "_" + llvm::utohexstr(llvm::xxh3_64bits(Label) & 0xffffff,
                                  /*LowerCase=*/true);
  return Stem;
}

std::string cuacc::prettyFunctionName(const FunctionDecl &F) {
  return PredefinedExpr::ComputeName(PredefinedIdentKind::PrettyFunction, &F);
}
