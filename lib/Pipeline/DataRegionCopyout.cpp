//===- DataRegionCopyout.cpp - what a data region's copyout gives back ----===//
//
// A data region's copyout moves its whole section back at the exit. Where
// no region wrote part of it (the section is wider than the loops' range,
// a loop ran no iteration, a condition skipped the store), that part is
// device memory nothing wrote, and the plain program's values are lost; a
// region that reads the array before writing it reads the same garbage.
// The section is copied in as well unless the data region's first use of
// the array provably fills it: a region at the top of its statement, with
// nothing before it that could touch the array or change the section's
// bounds, that writes every element of the section before reading any
// (DataPlan::FillsEnclosing; the region's own copyout is widened the same
// way in DataPlan's copyInUnwritten).
//
//===----------------------------------------------------------------------===//

#include "Pipeline/DataRegionCopyout.h"
#include "Directive/Binder.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"
#include <set>

using namespace cuacc;
using namespace clang;

namespace {

/// The variables named in Item's section bounds.
std::set<std::string> boundNames(const DataItem &Item) {
  std::set<std::string> Names;
  auto Add = [&](const DirectiveExpr &E) { Names.insert(E.text().str()); };
  for (const Section &S : Item.Sections)
    for (const ExprRef &E : {S.Lower, S.Upper})
      if (E)
        E->forEachName(Add);
  return Names;
}

/// Whether S names one of Names.
bool names(const Stmt *S, const std::set<std::string> &Names) {
  if (!S)
    return false;
  if (const auto *R = dyn_cast<DeclRefExpr>(S);
      R && Names.count(R->getDecl()->getNameAsString()))
    return true;
  return llvm::any_of(S->children(),
                      [&](const Stmt *C) { return names(C, Names); });
}

/// Whether S may touch V or change a variable of Bounds: it names V, calls
/// a function, jumps, or assigns (or takes the address of) something that
/// names a variable of Bounds.
bool mayTouch(const Stmt *S, const VarDecl *V,
              const std::set<std::string> &Bounds) {
  if (!S)
    return false;
  if (isa<CallExpr>(S) || isa<AsmStmt>(S) || isa<GotoStmt>(S) ||
      isa<IndirectGotoStmt>(S) || isa<LabelStmt>(S))
    return true;
  if (const auto *B = dyn_cast<BinaryOperator>(S);
      B && B->isAssignmentOp() && names(B->getLHS(), Bounds))
    return true;
  if (const auto *U = dyn_cast<UnaryOperator>(S);
      U && (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf) &&
      names(U->getSubExpr(), Bounds))
    return true;
  if (const auto *R = dyn_cast<DeclRefExpr>(S); R && R->getDecl() == V)
    return true;
  return llvm::any_of(S->children(),
                      [&](const Stmt *C) { return mayTouch(C, V, Bounds); });
}

class Filler {
public:
  Filler(const CompiledFunction &CF, const DataDirectiveDesc &Data,
         ASTContext &Ctx)
      : CF(CF), Data(Data), SM(Ctx.getSourceManager()) {}

  /// Whether the first region of the data region that may touch Item's
  /// array fills it, with nothing before it that may touch the array or
  /// change the section's bounds.
  bool filledFirst(const DataItemDesc &Item) const {
    const Stmt *Body = Data.Source->Statement;
    std::vector<const Stmt *> Children{Body};
    if (const auto *C = dyn_cast<CompoundStmt>(Body))
      Children.assign(C->body_begin(), C->body_end());
    std::set<std::string> Bounds = boundNames(*Item.Source);
    for (const Stmt *S : Children) {
      bool Touches = mayTouch(S, Item.Var, Bounds);
      if (const CompiledRegion *R = regionAt(S); R && Touches)
        return fills(*R, Item);
      if (Touches)
        return false;
    }
    return false;
  }

private:
  const CompiledFunction &CF;
  const DataDirectiveDesc &Data;
  const SourceManager &SM;

  /// The region whose statement S is.
  const CompiledRegion *regionAt(const Stmt *S) const {
    for (const CompiledRegion &R : CF.Regions)
      if (R.directive().Statement == S)
        return &R;
    return nullptr;
  }

  /// Whether R offloads, fills Item's section, and no directive but
  /// compute regions and their loops' (no update, no other data region)
  /// comes between the data region and R.
  bool fills(const CompiledRegion &R, const DataItemDesc &Item) const {
    if (std::holds_alternative<NotOffloaded>(R.Lowered) ||
        !llvm::is_contained(R.Analysis.Data.FillsEnclosing, Item.Source))
      return false;
    SourceRange Body = Data.Source->Statement->getSourceRange();
    SourceLocation At = SM.getExpansionLoc(R.directive().Loc);
    return llvm::none_of(CF.Directives, [&](const Directive &E) {
      return !isComputeRegion(E.Kind) && E.Kind != DirectiveKind::For &&
             &E != Data.Source && expandedWithin(SM, Body, E.Loc) &&
             SM.isBeforeInTranslationUnit(SM.getExpansionLoc(E.Loc), At);
    });
  }
};

} // namespace

void cuacc::copyInUnfilled(CompiledFunction &CF, ASTContext &Ctx) {
  for (DataDirectiveDesc &D : CF.DataDirectives) {
    if (!D.isDataRegion() || D.Source->isDeclare() || !D.Source->Statement)
      continue;
    Filler F(CF, D, Ctx);
    for (size_t K = 0; K < D.Items.size(); ++K) {
      DataItemDesc &Item = D.Items[K];
      // Another item of the array ('create(zero: b) copyout(b)') makes its
      // device copy as the user asked.
      bool Twice = llvm::count_if(D.Items, [&](const DataItemDesc &O) {
                     return O.Var == Item.Var;
                   }) > 1;
      if (Item.Clause != ClauseKind::Copyout || Item.Zero || !Item.Source ||
          Twice || F.filledFirst(Item))
        continue;
      Item.Clause = ClauseKind::Copy;
      D.CopiedIn.push_back(D.Listed[K].second);
      D.Listed[K].first = "copy";
    }
  }
}
