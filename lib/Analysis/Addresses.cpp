//===- Addresses.cpp - what an lvalue or a pointer designates -------------===//
//
// The element (or row) an expression reaches, as the loop model names it:
// an array variable and a subscript per dimension. Through the locals that
// numerical code binds once per iteration (float &y = b[i], float *p =
// &b[i], double *Ai = A[i], float *row = a + i * n), so that y, *p, Ai[j]
// and row[j] are accesses to b and A with their real subscripts: the
// dependence test, the reductions and the data plan see the array, not a
// local that is a different pointer in every iteration.
//
//===----------------------------------------------------------------------===//

#include "Analysis/ModelBuilder.h"
#include "clang/AST/Expr.h"

using namespace cuacc;
using namespace clang;

/// A + B (A - B), affine when both are.
static Subscript combined(Subscript A, const Subscript &B, bool Minus) {
  if (!A.Affine)
    return A;
  if (!B.Affine)
    return B;
  A.Expr = Minus ? A.Expr - B.Expr : A.Expr + B.Expr;
  if (A.Expr.overflowed()) {
    A.Affine = false;
    A.Reason = "its constants do not fit in 64 bits";
  }
  return A;
}

std::optional<ModelBuilder::ElementRef>
ModelBuilder::lvalueElement(const Expr *E) {
  E = E->IgnoreParens();
  if (const auto *C = dyn_cast<ImplicitCastExpr>(E);
      C && C->getCastKind() == CK_NoOp) // const float &r = a[i]
    return lvalueElement(C->getSubExpr());
  if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
    // p[k] is *(p + k).
    std::optional<ElementRef> R = addressElement(ASE->getBase());
    if (R)
      R->Subs.back() =
          combined(R->Subs.back(), linear(ASE->getIdx()), /*Minus=*/false);
    return R;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->getOpcode() == UO_Deref)
    return addressElement(U->getSubExpr());
  if (const auto *DR = dyn_cast<DeclRefExpr>(E)) {
    const auto *V = dyn_cast<VarDecl>(DR->getDecl());
    if (!V)
      return std::nullopt;
    if (auto It = Aliases.find(V);
        It != Aliases.end() && V->getType()->isReferenceType())
      return It->second;
    return ElementRef{V, {}};
  }
  return std::nullopt;
}

std::optional<ModelBuilder::ElementRef>
ModelBuilder::addressElement(const Expr *E) {
  E = E->IgnoreParens();
  if (const auto *C = dyn_cast<ImplicitCastExpr>(E)) {
    switch (C->getCastKind()) {
    case CK_ArrayToPointerDecay: { // the first element of what it names
      std::optional<ElementRef> R = lvalueElement(C->getSubExpr());
      if (R)
        R->Subs.push_back(zeroSubscript());
      return R;
    }
    case CK_LValueToRValue: {
      const Expr *S = C->getSubExpr()->IgnoreParens();
      if (const auto *DR = dyn_cast<DeclRefExpr>(S)) {
        const auto *V = dyn_cast<VarDecl>(DR->getDecl());
        if (!V)
          return std::nullopt;
        if (auto It = Aliases.find(V); It != Aliases.end())
          return It->second;
        // A pointer of the nest that is not bound once (assigned, or set
        // from something else): a different array in each iteration.
        if (DeclaredInNest.count(V))
          return std::nullopt;
        return ElementRef{V, {zeroSubscript()}};
      }
      // A pointer read from an element (pp[i][j]): a level of the array.
      std::optional<ElementRef> R = lvalueElement(S);
      if (R)
        R->Subs.push_back(zeroSubscript());
      return R;
    }
    case CK_NoOp:
      return addressElement(C->getSubExpr());
    default:
      return std::nullopt;
    }
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && U->getOpcode() == UO_AddrOf)
    return lvalueElement(U->getSubExpr());
  if (const auto *B = dyn_cast<BinaryOperator>(E);
      B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub)) {
    const Expr *P = B->getLHS(), *K = B->getRHS();
    if (B->getOpcode() == BO_Add && !P->getType()->isPointerType())
      std::swap(P, K);
    if (!P->getType()->isPointerType() || !K->getType()->isIntegerType())
      return std::nullopt;
    std::optional<ElementRef> R = addressElement(P);
    if (R)
      R->Subs.back() = combined(R->Subs.back(), linear(K),
                                B->getOpcode() == BO_Sub);
    return R;
  }
  return std::nullopt;
}

/// V, declared in the nest: a pointer or reference bound once to what its
/// initializer designates becomes an alias of it. Whether it is bound once:
/// a reference always is (an assignment to it stores to the element); a
/// pointer when the nest never assigns it, steps it or takes its address.
bool ModelBuilder::bindAlias(const VarDecl *V) {
  QualType T = V->getType();
  const Expr *Init = V->getInit();
  if (!Init || !V->hasLocalStorage() || LoopStack.empty())
    return false;
  std::optional<ElementRef> R;
  if (T->isLValueReferenceType()) {
    if (T.getNonReferenceType()->isArrayType())
      return false;
    R = lvalueElement(Init);
  } else if (T->isPointerType()) {
    if (NestAssigned.count(V))
      return false;
    R = addressElement(Init);
  }
  // A name for a whole scalar ('int &r = last;', 'long *t = &total;'):
  // the scalar planning knows variables by their own names only, and would
  // give the kernel a private copy that the writes through it never leave
  // (found by a bug-hunting helper). Not an alias: a restriction or a
  // pointer of its own.
  if (!R || !R->Array || R->Array == V || R->Subs.empty())
    return false;
  Aliases[V] = std::move(*R);
  return true;
}
