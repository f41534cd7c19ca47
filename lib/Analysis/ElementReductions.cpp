//===- ElementReductions.cpp - array elements a loop accumulates into ------===//
//
// x1[i] += A[i][j] * y1[j] in the j loop: x1[i] is a scalar as far as the j
// loop goes (Allen and Kennedy, "Optimizing Compilers for Modern
// Architectures", 8.3, scalar replacement), and a reduction of it.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Scalars.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/FoldingSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/raw_ostream.h"
#include <map>

using namespace cuacc;
using namespace clang;

namespace {

/// How many of the element's references E holds.
unsigned elementRefs(const Stmt *E, const std::set<const Expr *> &Refs) {
  if (!E)
    return 0;
  unsigned N = 0;
  if (const auto *X = dyn_cast<Expr>(E))
    N += Refs.count(X);
  for (const Stmt *C : E->children())
    N += elementRefs(C, Refs);
  return N;
}

/// Whether E names a variable declared inside Loop other than a loop's
/// index (an inner loop's index subscripts an element a fixed loop
/// reduces: s[j] over i, interchanged).
bool namesDeclaredIn(const Stmt *E, const Stmt *Loop, const RegionModel &M,
                     const SourceManager &SM) {
  if (const auto *DR = dyn_cast<DeclRefExpr>(E))
    if (const auto *V = dyn_cast<VarDecl>(DR->getDecl());
        V && V->hasLocalStorage() &&
        SM.isPointWithin(V->getLocation(), Loop->getBeginLoc(),
                         Loop->getEndLoc()) &&
        llvm::none_of(M.Loops, [&](const cuacc::Loop &I) { return I.Index == V; }))
      return true;
  return llvm::any_of(E->children(), [&](const Stmt *C) {
    return C && namesDeclaredIn(C, Loop, M, SM);
  });
}

bool isElement(const Expr *E, const std::set<const Expr *> &Refs) {
  return Refs.count(E->IgnoreParenImpCasts());
}

/// The reduction statement S makes of the element, and how many of its
/// references it holds: x[e] op= v, or x[e] = x[e] op v (v op x[e] but for
/// '-'), v without the element.
std::optional<std::pair<ReductionOp, unsigned>>
elementStatement(const Stmt *S, const std::set<const Expr *> &Refs) {
  const auto *B = dyn_cast<BinaryOperator>(S);
  if (!B || !B->isAssignmentOp() || !isElement(B->getLHS(), Refs))
    return std::nullopt;
  // An integer element cut back from a floating-point step ('x[i] +=
  // a[i][j]' with an int x, a double a) at every step: the cut partial
  // sums are not the cut total.
  bool IntegerElement = B->getLHS()->getType()->isIntegerType();
  if (B->isCompoundAssignmentOp()) {
    auto Op = reductionOperator(
        BinaryOperator::getOpForCompoundAssignment(B->getOpcode()));
    const auto *C = dyn_cast<CompoundAssignOperator>(B);
    if (!Op || elementRefs(B->getRHS(), Refs) ||
        (IntegerElement && C &&
         C->getComputationResultType()->isRealFloatingType()))
      return std::nullopt;
    return std::make_pair(*Op, 1u);
  }
  const auto *RB = dyn_cast<BinaryOperator>(B->getRHS()->IgnoreParenImpCasts());
  if (!RB || (IntegerElement && RB->getType()->isRealFloatingType()))
    return std::nullopt;
  bool Left = isElement(RB->getLHS(), Refs), Right = isElement(RB->getRHS(), Refs);
  const Expr *Other = Left ? RB->getRHS() : RB->getLHS();
  auto Op = reductionOperator(RB->getOpcode());
  if (!Op || Left == Right || elementRefs(Other, Refs) ||
      (RB->getOpcode() == BO_Sub && !Left))
    return std::nullopt;
  return std::make_pair(*Op, 2u);
}

/// The expressions in statement position under S (through blocks, the
/// arms of if, and loop bodies), each given to F. Conditions, loop headers
/// and other statements are not: a reference there is not covered.
template <typename Fn> void statements(const Stmt *S, Fn F) {
  if (!S)
    return;
  if (const auto *E = dyn_cast<Expr>(S))
    return F(E);
  if (const auto *I = dyn_cast<IfStmt>(S)) {
    statements(I->getThen(), F);
    statements(I->getElse(), F);
  } else if (const auto *For = dyn_cast<ForStmt>(S)) {
    statements(For->getBody(), F);
  } else if (const auto *W = dyn_cast<WhileStmt>(S)) {
    statements(W->getBody(), F);
  } else if (const auto *D = dyn_cast<DoStmt>(S)) {
    statements(D->getBody(), F);
  } else if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
    for (const Stmt *C : CS->body())
      statements(C, F);
  } else if (const auto *A = dyn_cast<AttributedStmt>(S)) {
    statements(A->getSubStmt(), F);
  }
}

/// Whether a subscript may change from one iteration of L to the next: it
/// names the index of L or of a loop inside it (other names in affine
/// subscripts are not assigned in the nest), Fixed's aside.
bool movesIn(const LinearExpr &E, const Loop &L, const RegionModel &M,
             const Loop *Fixed) {
  return E.mentionsAny([&](Atom A) {
    return M.Atoms[A].IsIndex && M.isInsideLoop(M.Atoms[A].Loop, L.Id) &&
           (!Fixed || M.Atoms[A].Loop != int(Fixed->Id));
  });
}

/// The element reduction of X in L, if X's first write in L is one.
std::optional<ElementReduction>
elementReduction(const Loop &L, const RegionModel &M, ASTContext &Ctx,
                 const std::vector<const ArrayAccess *> &Refs,
                 const Loop *Fixed) {
  const ArrayAccess *W = nullptr;
  for (const ArrayAccess *A : Refs)
    if (A->IsWrite) {
      W = A;
      break;
    }
  const VarDecl *X = W ? W->Array : nullptr;
  if (!W || !W->allAffine() || W->Subscripts.empty() ||
      (!X->getType().getNonReferenceType()->isArrayType() &&
       !X->getType().getNonReferenceType()->isPointerType()))
    return std::nullopt;
  for (const Subscript &S : W->Subscripts)
    if (movesIn(S.Expr, L, M, Fixed))
      return std::nullopt;
  // The element is combined after the loop by its text, which must not
  // name what the loop declares ('long *t = tp; *t += a[i];').
  if (namesDeclaredIn(W->E, L.Stmt, M, Ctx.getSourceManager()))
    return std::nullopt;
  ElementReduction R{X, ReductionOp::Sum, {}, W->E, ""};
  for (const ArrayAccess *A : Refs)
    if (A->sameElementAs(*W))
      R.Refs.insert(A->E);
  // Every reference to the element is in a reduction statement of one
  // operator.
  unsigned Covered = 0;
  std::optional<ReductionOp> Op;
  bool Mixed = false;
  statements(L.Stmt->getBody(), [&](const Expr *E) {
    if (auto St = elementStatement(E->IgnoreParens(), R.Refs)) {
      Mixed |= Op && *Op != St->first;
      Op = St->first;
      Covered += St->second;
    }
  });
  if (!Op || Mixed || Covered != R.Refs.size() ||
      !reductionTypeRefusal(*Op, W->E->getType(), Ctx).empty())
    return std::nullopt;
  R.Op = *Op;
  llvm::raw_string_ostream OS(R.Text);
  W->E->IgnoreParenImpCasts()->printPretty(OS, nullptr,
                                          PrintingPolicy(Ctx.getLangOpts()));
  OS.flush();
  return R;
}

} // namespace

std::vector<ElementReduction>
cuacc::elementReductions(const Loop &L, const RegionModel &M, ASTContext &Ctx,
                         const Loop *Fixed) {
  std::vector<const VarDecl *> Order;
  std::map<const VarDecl *, std::vector<const ArrayAccess *>> ByArray;
  for (const ArrayAccess &A : M.Accesses)
    if (A.Array && M.isInside(A, L.Id)) {
      if (ByArray[A.Array].empty())
        Order.push_back(A.Array);
      ByArray[A.Array].push_back(&A);
    }
  std::vector<ElementReduction> Out;
  for (const VarDecl *X : Order) {
    // Every naming of X in L is an element access (no address passed on).
    std::set<const Expr *> Exprs;
    for (const ArrayAccess *A : ByArray[X])
      Exprs.insert(A->E);
    if (Exprs.size() != countSourceRefs(L.Stmt, X))
      continue;
    if (auto R = elementReduction(L, M, Ctx, ByArray[X], Fixed))
      Out.push_back(std::move(*R));
  }
  return Out;
}

namespace {

bool sameElement(const Expr *A, const Expr *B, const ASTContext &Ctx) {
  llvm::FoldingSetNodeID IA, IB;
  A->IgnoreParenImpCasts()->Profile(IA, Ctx, /*Canonical=*/true);
  B->IgnoreParenImpCasts()->Profile(IB, Ctx, /*Canonical=*/true);
  return IA == IB;
}

/// The update statement S makes of an element of the array whose references
/// are Refs (x[e]++, x[e] op= v, x[e] = x[e] op v, v free of the array), its
/// operator, and how many of Refs it holds.
struct Update {
  ReductionOp Op;
  ArrayReductionUpdate U;
  unsigned Refs;
};
std::optional<Update> arrayUpdate(const Expr *S,
                                  const std::set<const Expr *> &Refs,
                                  const ASTContext &Ctx) {
  if (const auto *U = dyn_cast<UnaryOperator>(S)) {
    if (!U->isIncrementDecrementOp() || !isElement(U->getSubExpr(), Refs))
      return std::nullopt;
    return Update{ReductionOp::Sum,
                  {S, U->getSubExpr()->IgnoreParenImpCasts(), nullptr,
                   U->isDecrementOp()},
                  1};
  }
  const auto *B = dyn_cast<BinaryOperator>(S);
  if (!B || !B->isAssignmentOp() || !isElement(B->getLHS(), Refs))
    return std::nullopt;
  const Expr *Element = B->getLHS()->IgnoreParenImpCasts();
  if (B->isCompoundAssignmentOp()) {
    BinaryOperatorKind K = BinaryOperator::getOpForCompoundAssignment(B->getOpcode());
    auto Op = reductionOperator(K);
    if (!Op || elementRefs(B->getRHS(), Refs))
      return std::nullopt;
    return Update{*Op, {S, Element, B->getRHS(), K == BO_Sub}, 1};
  }
  const auto *RB = dyn_cast<BinaryOperator>(B->getRHS()->IgnoreParenImpCasts());
  if (!RB)
    return std::nullopt;
  auto Same = [&](const Expr *E) {
    return isElement(E, Refs) && sameElement(E, Element, Ctx);
  };
  bool Left = Same(RB->getLHS()), Right = Same(RB->getRHS());
  auto Op = reductionOperator(RB->getOpcode());
  const Expr *Value = Left ? RB->getRHS() : RB->getLHS();
  if (!Op || Left == Right || (RB->getOpcode() == BO_Sub && !Left) ||
      elementRefs(Value, Refs))
    return std::nullopt;
  return Update{*Op, {S, Element, Value, RB->getOpcode() == BO_Sub}, 2};
}

/// X's references in L.
std::set<const Expr *> refsIn(const VarDecl *X, const Loop &L,
                              const RegionModel &M) {
  std::set<const Expr *> Refs;
  for (const ArrayAccess &A : M.Accesses)
    if (A.Array == X && M.isInside(A, L.Id))
      Refs.insert(A.E);
  return Refs;
}

std::optional<ReductionOp> clauseOperator(llvm::StringRef Spelling) {
  return llvm::StringSwitch<std::optional<ReductionOp>>(Spelling)
      .Case("+", ReductionOp::Sum)
      .Case("*", ReductionOp::Product)
      .Case("max", ReductionOp::Max)
      .Case("min", ReductionOp::Min)
      .Case("&", ReductionOp::BitAnd)
      .Case("|", ReductionOp::BitOr)
      .Case("^", ReductionOp::BitXor)
      .Case("&&", ReductionOp::And)
      .Case("||", ReductionOp::Or)
      .Default(std::nullopt);
}

} // namespace

std::vector<ArrayReduction>
cuacc::arrayReductions(const Loop &L, const RegionModel &M, ASTContext &Ctx) {
  std::vector<ArrayReduction> Out;
  for (const auto &[Item, Spelling] : reductionClauseArrays(L, M)) {
    const auto *X = cast<VarDecl>(Item->Decl);
    std::optional<ReductionOp> ClauseOp = clauseOperator(Spelling);
    std::set<const Expr *> Refs = refsIn(X, L, M);
    if (!ClauseOp || Refs.empty())
      continue;
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    print(OS, *Item);
    OS.flush();
    ArrayReduction R{X, *ClauseOp, {}, Item->Name, Text};
    unsigned Covered = 0;
    bool Other = false;
    statements(L.Stmt->getBody(), [&](const Expr *E) {
      if (std::optional<Update> U = arrayUpdate(E->IgnoreParens(), Refs, Ctx)) {
        Other |= U->Op != *ClauseOp ||
                 !reductionTypeRefusal(U->Op, U->U.Element->getType(), Ctx).empty();
        Covered += U->Refs;
        R.Updates.push_back(U->U);
      }
    });
    if (!Other && Covered == Refs.size())
      Out.push_back(std::move(R));
  }
  return Out;
}

std::vector<ArrayReduction>
cuacc::atomicArrays(const Loop &L, const RegionModel &M, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<const Expr *> Atomics;
  for (const Stmt *S : M.Region->AtomicUpdates)
    if (const auto *E = dyn_cast<Expr>(S);
        E && SM.isPointWithin(E->getBeginLoc(), L.Stmt->getBeginLoc(),
                              L.Stmt->getEndLoc()))
      Atomics.push_back(E);
  std::vector<ArrayReduction> Out;
  std::set<const VarDecl *> Seen;
  for (const ArrayAccess &First : M.Accesses) {
    const VarDecl *X = First.Array;
    if (Atomics.empty() || !X || !M.isInside(First, L.Id) || !Seen.insert(X).second)
      continue;
    std::set<const Expr *> Refs = refsIn(X, L, M);
    ArrayReduction R{X, ReductionOp::Sum, {}, X->getName().str(),
                     X->getName().str()};
    unsigned Covered = 0;
    bool Other = false;
    for (const Expr *E : Atomics) {
      if (!elementRefs(E, Refs))
        continue;
      std::optional<Update> U = arrayUpdate(E->IgnoreParens(), Refs, Ctx);
      Other |= !U || (!R.Updates.empty() && U->Op != R.Op);
      if (!U)
        break;
      R.Op = U->Op;
      Other |= !reductionTypeRefusal(U->Op, U->U.Element->getType(), Ctx).empty();
      Covered += U->Refs;
      R.Updates.push_back(U->U);
    }
    if (!Other && !R.Updates.empty() && Covered == Refs.size())
      Out.push_back(std::move(R));
  }
  return Out;
}

