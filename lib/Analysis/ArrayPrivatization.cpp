//===- ArrayPrivatization.cpp - arrays each iteration can own --------------===//

#include "Analysis/ArrayPrivatization.h"
#include "Directive/Binder.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include <algorithm>

using namespace cuacc;
using namespace clang;

namespace {

/// Private copies of at most this many bytes live in each thread's local
/// memory: the device reserves local memory for every thread it can hold at
/// once (264K on an H100), so a few kilobytes each already take a gigabyte.
constexpr uint64_t MaxLocalCopyBytes = 4096;

/// The loops of A inside L (below it), outermost first.
std::vector<unsigned> loopsBelow(const ArrayAccess &A, unsigned L) {
  auto It = std::find(A.Loops.begin(), A.Loops.end(), L);
  return It == A.Loops.end() ? std::vector<unsigned>{}
                             : std::vector<unsigned>(It + 1, A.Loops.end());
}

/// W writes R's element before R, on every path to R: the same subscripts,
/// W's conditions and loops a prefix of R's.
bool sameElementFirst(const ArrayAccess &W, const ArrayAccess &R) {
  if (W.Control.size() > R.Control.size() ||
      !std::equal(W.Control.begin(), W.Control.end(), R.Control.begin()))
    return false;
  for (size_t K = 0; K < W.Subscripts.size(); ++K)
    if (W.Subscripts[K].Expr != R.Subscripts[K].Expr)
      return false;
  return true;
}

/// Whether the loops Inner (W's loops below the deepest loop it shares with
/// R) run every iteration of their whole ranges: countable, steps of 1, no
/// exits or 'continue', and bounds that do not move with each other.
bool runWhole(const RegionModel &M, const std::vector<unsigned> &Inner) {
  for (unsigned K : Inner) {
    const Loop &KL = M.Loops[K];
    if (!KL.Countable || !KL.Exit.empty() || KL.HasContinue ||
        (KL.Step != 1 && KL.Step != -1))
      return false;
    for (unsigned O : Inner)
      if (KL.Lower.mentions(M.Loops[O].IndexAtom) ||
          KL.Upper.mentions(M.Loops[O].IndexAtom))
        return false;
  }
  return true;
}

/// Whether, below loop C, W is under the loops Inner alone (no condition),
/// and those run whole.
bool onlyWholeLoopsBelow(const RegionModel &M, const ArrayAccess &W,
                         unsigned C, const std::vector<unsigned> &Inner) {
  auto At = std::find(W.Control.begin(), W.Control.end(),
                      static_cast<const void *>(M.Loops[C].Stmt));
  if (At == W.Control.end() ||
      size_t(W.Control.end() - At - 1) != Inner.size() || !runWhole(M, Inner))
    return false;
  for (size_t K = 0; K < Inner.size(); ++K)
    if (At[K + 1] != static_cast<const void *>(M.Loops[Inner[K]].Stmt))
      return false;
  return true;
}

/// W, in loops that run whole and without conditions below the deepest
/// loop C it shares with R, writes a box of elements before R's statement
/// in C's iteration (W comes first there), and R's elements lie in it. The
/// box is exact when each dimension steps one of those loops by +-1 (each
/// loop in one dimension at most) or none, and every loop not used runs at
/// least once.
bool coversBox(const RegionModel &M, unsigned L, const ArrayAccess &W,
               const ArrayAccess &R) {
  size_t Common = 0;
  while (Common < W.Loops.size() && Common < R.Loops.size() &&
         W.Loops[Common] == R.Loops[Common])
    ++Common;
  if (Common == 0 || !M.isInsideLoop(W.Loops[Common - 1], L))
    return false;
  unsigned C = W.Loops[Common - 1];
  std::vector<unsigned> WInner(W.Loops.begin() + Common, W.Loops.end());
  std::vector<unsigned> RInner(R.Loops.begin() + Common, R.Loops.end());
  if (!onlyWholeLoopsBelow(M, W, C, WInner))
    return false;
  // R runs only when its loops do.
  std::vector<LinearExpr> Facts =
      loopRunFacts(M, R.Loops, /*IndexFree=*/false);
  std::set<unsigned> Used;
  for (size_t D = 0; D < W.Subscripts.size(); ++D) {
    const LinearExpr &E = W.Subscripts[D].Expr;
    unsigned Steps = 0;
    for (unsigned K : WInner)
      if (E.mentions(M.Loops[K].IndexAtom)) {
        int64_t Coef = E.coefficient(M.Loops[K].IndexAtom);
        if ((Coef != 1 && Coef != -1) || !Used.insert(K).second)
          return false;
        ++Steps;
      }
    auto WR = rangeOver(E, M, WInner);
    auto RR = rangeOver(R.Subscripts[D].Expr, M, RInner);
    if (Steps > 1 || !WR || !RR ||
        !provablyAtLeast(RR->first - WR->first, 0, Facts) ||
        !provablyAtLeast(WR->second - RR->second, 0, Facts))
      return false;
  }
  for (unsigned K : WInner)
    if (!Used.count(K) &&
        !provablyAtLeast(M.Loops[K].Upper - M.Loops[K].Lower, 0, Facts))
      return false;
  return true;
}

/// Whether an earlier write of the iteration covers read R.
bool covered(const RegionModel &M, unsigned L,
             const std::vector<const ArrayAccess *> &Refs,
             const ArrayAccess &R) {
  for (const ArrayAccess *W : Refs)
    if (W->IsWrite && W->Order < R.Order && W->Strides == R.Strides &&
        W->Subscripts.size() == R.Subscripts.size() &&
        (sameElementFirst(*W, R) || coversBox(M, L, *W, R)))
      return true;
  return false;
}

/// The smaller (Lower) or larger of two bounds, when provably so.
std::optional<LinearExpr> extreme(const LinearExpr &A, const LinearExpr &B,
                                  bool Lower) {
  if (provablyAtLeast(B - A, 0, {}))
    return Lower ? A : B;
  if (provablyAtLeast(A - B, 0, {}))
    return Lower ? B : A;
  return std::nullopt;
}

/// The section every reference in L touches, joined; empty when a range
/// is unknown or two do not compare.
std::vector<SectionBounds> hull(const RegionModel &M, unsigned L,
                                const std::vector<const ArrayAccess *> &Refs) {
  std::vector<SectionBounds> H;
  for (const ArrayAccess *A : Refs) {
    std::vector<unsigned> Inner = loopsBelow(*A, L);
    for (size_t D = 0; D < A->Subscripts.size(); ++D) {
      auto R = rangeOver(A->Subscripts[D].Expr, M, Inner);
      if (!R)
        return {};
      if (H.size() <= D) {
        H.push_back({R->first, R->second});
        continue;
      }
      auto Lo = extreme(H[D].Lower, R->first, true),
           Hi = extreme(H[D].Upper, R->second, false);
      if (!Lo || !Hi)
        return {};
      H[D] = {*Lo, *Hi};
    }
  }
  return H;
}

std::string sectionText(const RegionModel &M, const VarDecl *X,
                        const std::vector<SectionBounds> &S) {
  std::string Text = X->getName().str();
  for (const SectionBounds &B : S)
    Text += "[" + B.Lower.str(M.namer()) + ":" + B.Upper.str(M.namer()) + "]";
  return Text;
}

} // namespace

std::optional<PrivateArray>
cuacc::privatizationCandidate(const RegionModel &M, unsigned L,
                              const VarDecl *X) {
  std::vector<const ArrayAccess *> Refs;
  std::set<const Expr *> Exprs;
  for (const ArrayAccess &A : M.Accesses)
    if (A.Array == X && M.isInside(A, L)) {
      Refs.push_back(&A);
      Exprs.insert(A.E);
    }
  // Every naming of X in L is an element access (no address passed on).
  if (Refs.empty() || Exprs.size() != countSourceRefs(M.Loops[L].Stmt, X))
    return std::nullopt;
  Atom I = M.Loops[L].IndexAtom;
  for (const ArrayAccess *A : Refs)
    for (const Subscript &S : A->Subscripts)
      if (!S.Affine || S.Expr.mentions(I))
        return std::nullopt;
  const ArrayAccess *FirstWrite = nullptr;
  for (const ArrayAccess *R : Refs) {
    if (R->IsWrite)
      FirstWrite = FirstWrite ? FirstWrite : R;
    else if (!covered(M, L, Refs, *R))
      return std::nullopt;
  }
  if (!FirstWrite)
    return std::nullopt;
  PrivateArray P{X, hull(M, L, Refs), ""};
  if (!P.Section.empty()) {
    P.Text = sectionText(M, X, P.Section);
    return P;
  }
  // Named by the section the first write runs over.
  std::vector<SectionBounds> First;
  for (const Subscript &S : FirstWrite->Subscripts) {
    auto R = rangeOver(S.Expr, M, loopsBelow(*FirstWrite, L));
    if (!R)
      return std::nullopt;
    First.push_back({R->first, R->second});
  }
  P.Text = sectionText(M, X, First);
  return P;
}

namespace {

/// Whether a kernel can give each thread a copy of P: a small array of
/// constant size (local memory), or a one-dimensional one of run-time size
/// (the scratch buffer): a variable-length array, or a pointer with a
/// section whose bounds the host can evaluate before the region.
bool kernelCanHold(const RegionModel &M, const PrivateArray &P,
                   ASTContext &Ctx) {
  QualType T = P.Var->getType();
  if (Ctx.getAsConstantArrayType(T))
    return T->isConstantSizeType() &&
           uint64_t(Ctx.getTypeSizeInChars(T).getQuantity()) <=
               MaxLocalCopyBytes;
  if (const VariableArrayType *VA = Ctx.getAsVariableArrayType(T))
    return !Ctx.getAsArrayType(VA->getElementType());
  if (!T->isPointerType() || !T->getPointeeType()->isScalarType() ||
      P.Section.size() != 1)
    return false;
  const SourceManager &SM = Ctx.getSourceManager();
  const std::set<const VarDecl *> &Assigned =
      M.facts().uses(M.Region->Statement).Assigned;
  for (const LinearExpr *B : {&P.Section[0].Lower, &P.Section[0].Upper})
    if (B->mentionsAny([&](Atom A) {
          const VarDecl *V = M.Atoms[A].Var;
          return M.Atoms[A].IsIndex || Assigned.count(V) ||
                 !SM.isBeforeInTranslationUnit(
                     V->getLocation(), M.Region->Statement->getBeginLoc());
        }))
      return false;
  return true;
}

} // namespace

/// The values L leaves in the array are never read when it is a local array
/// of the function named nowhere but in L (and in no directive), or when
/// the device holds it as local(...) (PGI: "the values computed on the
/// accelerator are not needed on the host"), that clause is the only one
/// naming it, and within that clause's statement only L names it. A global
/// may be read by any function; so may a parameter's array, unless it is
/// local on the device.
bool cuacc::privatizesItself(const RegionModel &M, unsigned L,
                             const PrivateArray &P,
                             llvm::ArrayRef<Directive> All, ASTContext &Ctx) {
  const VarDecl *X = P.Var;
  if (X->hasGlobalStorage())
    return false;
  const SourceManager &SM = Ctx.getSourceManager();
  unsigned Items = 0;
  const Stmt *LocalScope = nullptr;
  for (const Directive &D : All)
    for (const Clause &C : D.Clauses)
      for (const DataItem &I : C.Items) {
        if (I.Decl != X)
          continue;
        ++Items;
        bool Around = D.Statement &&
                      (D.Loc == M.Region->Loc ||
                       (D.Kind == DirectiveKind::DataRegion &&
                        rangeContains(SM, D.scope(), M.Region->Loc)));
        if (C.Kind == ClauseKind::Local && Around)
          LocalScope = D.isDeclare() ? D.Parent : D.Statement;
      }
  const Stmt *Scope = nullptr;
  if (Items == 0 && !isa<ParmVarDecl>(X) && X->getType()->isArrayType())
    Scope = M.Function->getBody();
  else if (Items == 1 && LocalScope)
    Scope = LocalScope;
  return Scope && countSourceRefs(Scope, X) == countSourceRefs(M.Loops[L].Stmt, X) &&
         kernelCanHold(M, P, Ctx);
}

namespace {

/// Whether E has one value throughout the region that the host can
/// evaluate where the region starts: no loop index, nothing the region
/// assigns, only variables declared before it.
bool fixedAtEntry(const RegionModel &M, const LinearExpr &E,
                  const SourceManager &SM) {
  const std::set<const VarDecl *> &Assigned =
      M.facts().uses(M.Region->Statement).Assigned;
  return !E.mentionsAny([&](Atom A) {
    const AtomInfo &I = M.Atoms[A];
    if (I.IsIndex)
      return true;
    if (!I.Value.empty()) // an invariant value, computed at the call
      return false;
    return !I.Var || Assigned.count(I.Var) ||
           !SM.isBeforeInTranslationUnit(I.Var->getLocation(),
                                         M.Region->Statement->getBeginLoc());
  });
}

/// Whether W writes every element of Hull in each iteration of L: under no
/// condition below L, in loops that run whole over fixed bounds, its one
/// subscript stepping at most one of them by +-1 over exactly Hull.
/// MustRun: the others, where they may run no iteration; MustRunIfInside:
/// the loops around L that may run none (LastPrivateCopy).
bool writesWhole(const RegionModel &M, unsigned L, const ArrayAccess &W,
                 const SectionBounds &Hull, const SourceManager &SM,
                 std::vector<unsigned> &MustRun,
                 std::vector<unsigned> &MustRunIfInside) {
  if (!W.IsWrite || W.Subscripts.size() != 1 || !W.Strides.empty() ||
      !W.Subscripts[0].Affine)
    return false;
  std::vector<unsigned> Inner = loopsBelow(W, L);
  if (!onlyWholeLoopsBelow(M, W, L, Inner))
    return false;
  const LinearExpr &E = W.Subscripts[0].Expr;
  unsigned Steps = 0;
  MustRun.clear();
  MustRunIfInside.clear();
  for (unsigned K : Inner) {
    const Loop &KL = M.Loops[K];
    if (!fixedAtEntry(M, KL.Lower, SM) || !fixedAtEntry(M, KL.Upper, SM))
      return false;
    if (E.mentions(KL.IndexAtom)) {
      int64_t Coef = E.coefficient(KL.IndexAtom);
      if (Coef != 1 && Coef != -1)
        return false;
      ++Steps;
    } else if (!provablyAtLeast(KL.Upper - KL.Lower, 0, {})) {
      MustRun.push_back(K);
    }
  }
  for (unsigned K : W.Loops)
    if (K != L && !llvm::is_contained(Inner, K) &&
        !provablyAtLeast(M.Loops[K].Upper - M.Loops[K].Lower, 0, {}))
      MustRunIfInside.push_back(K);
  auto R = rangeOver(E, M, Inner);
  return Steps <= 1 && R && R->first == Hull.Lower && R->second == Hull.Upper;
}

} // namespace

std::optional<LastPrivateCopy>
cuacc::lastPrivateCopy(const RegionModel &M, unsigned L, const PrivateArray &P,
                       ASTContext &Ctx) {
  const Loop &PL = M.Loops[L];
  QualType T = P.Var->getType();
  if (P.Section.size() != 1 || !PL.Countable || !PL.Exit.empty() ||
      PL.HasContinue || T->isReferenceType())
    return std::nullopt;
  if (const ArrayType *AT = Ctx.getAsArrayType(T);
      AT && Ctx.getAsArrayType(AT->getElementType()))
    return std::nullopt; // one dimension
  const SourceManager &SM = Ctx.getSourceManager();
  const SectionBounds &H = P.Section[0];
  if (!kernelCanHold(M, P, Ctx) || !fixedAtEntry(M, H.Lower, SM) ||
      !fixedAtEntry(M, H.Upper, SM))
    return std::nullopt;
  for (const ArrayAccess &A : M.Accesses) {
    std::vector<unsigned> MustRun, MustRunIfInside;
    if (A.Array == P.Var && M.isInside(A, L) &&
        writesWhole(M, L, A, H, SM, MustRun, MustRunIfInside))
      return LastPrivateCopy{H, std::move(MustRun), std::move(MustRunIfInside)};
  }
  return std::nullopt;
}
