//===- DataRegionCopyout.cpp - what a data region's copyout gives back ----===//
//
// A data region's copyout moves its whole section back at the exit. Where
// no region wrote part of it (the section is wider than the loops' range,
// a loop ran no iteration, a condition skipped the store), that part is
// device memory nothing wrote, and the plain program's values are lost; a
// region that reads the array before writing it reads the same garbage.
// The section is copied in as well unless the data region's first use of
// the array provably fills it: a region at the top of its statement that
// writes every element of the section before reading any
// (DataPlan::FillsEnclosing; the region's own copyout is widened the same
// way in DataPlan's copyInUnwritten). Before it may come host statements
// that reach neither the array nor the section's bounds (declarations,
// stores to plain variables, a timer: host code never reads the device
// copy, only a region, an update or a function of the program's can) and
// regions that store to neither. An alias is the hole to watch (a random
// test found three in the first version of this rule): no
// region up to the first one may reach the array under another name (a
// pointer made before the data region would read the device copy nothing
// wrote), a bound changed through a pointer or a reference, or a bound's
// name declared again inside (the region's loop would run to another n).
//
//===----------------------------------------------------------------------===//

#include "Pipeline/DataRegionCopyout.h"
#include "Directive/Binder.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/STLFunctionalExtras.h"
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

/// Whether S names a declaration for which Pred holds.
bool namesAny(const Stmt *S,
              llvm::function_ref<bool(const ValueDecl *)> Pred) {
  if (!S)
    return false;
  if (const auto *R = dyn_cast<DeclRefExpr>(S); R && Pred(R->getDecl()))
    return true;
  return llvm::any_of(S->children(),
                      [&](const Stmt *C) { return namesAny(C, Pred); });
}

/// Whether S refers to V.
bool refersTo(const Stmt *S, const VarDecl *V) {
  return namesAny(S, [&](const ValueDecl *D) { return D == V; });
}

/// Whether S names one of Names.
bool names(const Stmt *S, const std::set<std::string> &Names) {
  return namesAny(S, [&](const ValueDecl *D) {
    return Names.count(D->getNameAsString()) != 0;
  });
}

/// An array object of its own (not a pointer, a reference or a parameter):
/// two of them never overlap.
bool arrayObject(const VarDecl *V) {
  return V->getType()->isArrayType() && !isa<ParmVarDecl>(V);
}

/// Whether S jumps, or calls what may reach any variable: a function of the
/// program's (defined here or in another file, where it may run regions of
/// its own) or one through a pointer. The C library's and the compiler's
/// built-in functions reach only what they are given.
bool jumpsOrCalls(const Stmt *S, const SourceManager &SM) {
  if (!S)
    return false;
  if (isa<AsmStmt>(S) || isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S) ||
      isa<LabelStmt>(S))
    return true;
  if (const auto *C = dyn_cast<CallExpr>(S)) {
    const FunctionDecl *F = C->getDirectCallee();
    if (!F || (!F->getBuiltinID() &&
               !SM.isInSystemHeader(SM.getExpansionLoc(
                   F->getCanonicalDecl()->getLocation()))))
      return true;
  }
  return llvm::any_of(S->children(),
                      [&](const Stmt *C) { return jumpsOrCalls(C, SM); });
}

/// Whether S hands a library function a pointer that may reach V or a
/// variable of Bounds: an argument that names one of them, or names any
/// pointer or reference (an alias of either).
bool passesAlias(const Stmt *S, const VarDecl *V,
                 const std::set<std::string> &Bounds) {
  if (!S)
    return false;
  if (const auto *C = dyn_cast<CallExpr>(S))
    for (const Expr *Arg : C->arguments()) {
      if (!Arg->getType()->isPointerType())
        continue;
      if (refersTo(Arg, V) || names(Arg, Bounds) ||
          namesAny(Arg, [](const ValueDecl *D) {
            return isa<VarDecl>(D) && (D->getType()->isPointerType() ||
                                       D->getType()->isReferenceType());
          }))
        return true;
    }
  return llvm::any_of(S->children(), [&](const Stmt *C) {
    return passesAlias(C, V, Bounds);
  });
}

/// The variable an assignment's left side stores to, where it is a plain
/// variable or an element of one (a[i][j]); null for anything reached
/// through a pointer, a reference or a member.
const VarDecl *storedVariable(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  while (const auto *A = dyn_cast<ArraySubscriptExpr>(E))
    E = A->getBase()->IgnoreParenImpCasts();
  const auto *R = dyn_cast<DeclRefExpr>(E);
  const auto *V = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
  return V && !V->getType()->isReferenceType() ? V : nullptr;
}

/// Whether every store of S is to a plain variable or its elements, none of
/// them V or a variable of Bounds, and S takes no address of one of those.
bool storesApart(const Stmt *S, const VarDecl *V,
                 const std::set<std::string> &Bounds) {
  if (!S)
    return true;
  const Expr *Target = nullptr;
  if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp())
    Target = B->getLHS();
  if (const auto *U = dyn_cast<UnaryOperator>(S)) {
    if (U->isIncrementDecrementOp())
      Target = U->getSubExpr();
    if (U->getOpcode() == UO_AddrOf &&
        (names(U->getSubExpr(), Bounds) || refersTo(U->getSubExpr(), V)))
      return false;
  }
  if (Target) {
    const VarDecl *X = storedVariable(Target);
    if (!X || X == V || Bounds.count(X->getNameAsString()))
      return false;
  }
  return llvm::all_of(S->children(), [&](const Stmt *C) {
    return storesApart(C, V, Bounds);
  });
}

/// Whether host statement S (before the data region's first region) can
/// neither reach V nor change a bound: an empty statement, declarations of
/// scalars or structs (none named like a bound) and expressions that read
/// what they like but store only to plain variables (not V or a bound),
/// call only the C library (a timer, printf) and hand it no pointer that
/// may reach V or a bound.
bool inertHostStatement(const Stmt *S, const VarDecl *V,
                        const std::set<std::string> &Bounds,
                        const SourceManager &SM) {
  auto Inert = [&](const Stmt *E) {
    return !E || (!jumpsOrCalls(E, SM) && storesApart(E, V, Bounds) &&
                  !passesAlias(E, V, Bounds));
  };
  if (isa<NullStmt>(S))
    return true;
  if (const auto *E = dyn_cast<Expr>(S))
    return Inert(E);
  const auto *DS = dyn_cast<DeclStmt>(S);
  if (!DS)
    return false;
  return llvm::all_of(DS->decls(), [&](const Decl *D) {
    const auto *X = dyn_cast<VarDecl>(D);
    if (!X)
      return false;
    QualType T = X->getType();
    return (T->isArithmeticType() || T->isRecordType()) &&
           !Bounds.count(X->getNameAsString()) && Inert(X->getInit());
  });
}

class Filler {
public:
  Filler(const CompiledFunction &CF, const DataDirectiveDesc &Data,
         ASTContext &Ctx)
      : CF(CF), Data(Data), SM(Ctx.getSourceManager()) {
    for (const DataItemDesc &I : Data.Items)
      Named.insert(I.Var);
  }

  /// Whether the first region of the data region that refers to Item's
  /// array fills it. Before it may come host statements that can reach
  /// neither (inertHostStatement) and regions that store neither to the
  /// array nor to the section's bounds;
  /// none of these regions may reach the array under another name.
  bool filledFirst(const DataItemDesc &Item) const {
    const Stmt *Body = Data.Source->Statement;
    std::vector<const Stmt *> Children{Body};
    if (const auto *C = dyn_cast<CompoundStmt>(Body))
      Children.assign(C->body_begin(), C->body_end());
    std::set<std::string> Bounds = boundNames(*Item.Source);
    for (const Stmt *S : Children) {
      const CompiledRegion *R = regionAt(S);
      if (!R) {
        if (!inertHostStatement(S, Item.Var, Bounds, SM))
          return false;
        continue;
      }
      if (!keepsApart(S, Item.Var))
        return false;
      if (refersTo(S, Item.Var))
        return fills(*R, Item);
      if (!storesApart(S, Item.Var, Bounds))
        return false;
    }
    return false;
  }

private:
  const CompiledFunction &CF;
  const DataDirectiveDesc &Data;
  const SourceManager &SM;
  /// The variables of the data region's items: where one of them reaches
  /// another's storage, the present table gives both the same device copy.
  std::set<const VarDecl *> Named;

  /// Whether region statement S reaches V's storage under no other name:
  /// every other array, pointer or reference it names is an item of the
  /// data region, or an array object of its own beside an array object V;
  /// and it calls nothing that could reach V.
  bool keepsApart(const Stmt *S, const VarDecl *V) const {
    if (!S)
      return true;
    if (const auto *R = dyn_cast<DeclRefExpr>(S))
      if (const auto *X = dyn_cast<VarDecl>(R->getDecl()); X && X != V) {
        QualType T = X->getType();
        bool Reaches = T->isPointerType() || T->isArrayType() ||
                       T->isReferenceType();
        if (Reaches && !Named.count(X) && !(arrayObject(V) && arrayObject(X)))
          return false;
      }
    if (isa<CallExpr>(S) && jumpsOrCalls(S, SM))
      return false;
    return llvm::all_of(S->children(),
                        [&](const Stmt *C) { return keepsApart(C, V); });
  }

  /// The region whose statement S is (as compiled, or as written: the
  /// block around the one loop a region takes).
  const CompiledRegion *regionAt(const Stmt *S) const {
    for (const CompiledRegion &R : CF.Regions) {
      auto Written = CF.WrittenOn.find(&R.directive());
      if (R.directive().Statement == S ||
          (Written != CF.WrittenOn.end() && Written->second == S))
        return &R;
    }
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
