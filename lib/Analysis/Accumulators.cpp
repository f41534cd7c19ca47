//===- Accumulators.cpp - a scalar that carries one element's value -------===//

#include "Analysis/Accumulators.h"
#include "Analysis/IntegerSystem.h"
#include "Analysis/Scalars.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>
#include <map>
#include <set>

using namespace cuacc;
using namespace clang;

namespace {

/// One load-update-store of an accumulator in a block: the load (statement
/// Load of Block), the compound assignments to it in between, the reads of
/// it in the store's value.
struct Pattern {
  CompoundStmt *Block;
  unsigned Load, Store;
  const VarDecl *Var;
  const ArraySubscriptExpr *Element; ///< the store's target
  std::vector<BinaryOperator *> Updates;
  std::vector<ImplicitCastExpr *> Reads;
};

void referencesTo(const Stmt *S, const VarDecl *V,
                  std::vector<const DeclRefExpr *> &Out) {
  if (const auto *DR = dyn_cast<DeclRefExpr>(S); DR && DR->getDecl() == V)
    Out.push_back(DR);
  for (const Stmt *C : S->children())
    if (C)
      referencesTo(C, V, Out);
}

void subtree(const Stmt *S, std::set<const Stmt *> &Out) {
  Out.insert(S);
  for (const Stmt *C : S->children())
    if (C)
      subtree(C, Out);
}

const VarDecl *assignedVar(const Expr *E) {
  const auto *DR = dyn_cast<DeclRefExpr>(E->IgnoreParens());
  return DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
}

/// The element a load 'w = A[i][j]' (or 'double w = A[i][j]') reads, and w.
std::pair<const VarDecl *, const ArraySubscriptExpr *> load(const Stmt *S) {
  const VarDecl *V = nullptr;
  const Expr *From = nullptr;
  if (const auto *DS = dyn_cast<DeclStmt>(S)) {
    V = DS->isSingleDecl() ? dyn_cast<VarDecl>(DS->getSingleDecl()) : nullptr;
    From = V ? V->getInit() : nullptr;
  } else if (const auto *B = dyn_cast<BinaryOperator>(S);
             B && B->getOpcode() == BO_Assign) {
    V = assignedVar(B->getLHS());
    From = B->getRHS();
  }
  const auto *Cast = From ? dyn_cast<ImplicitCastExpr>(From->IgnoreParens())
                          : nullptr;
  if (!V || !Cast || Cast->getCastKind() != CK_LValueToRValue)
    return {nullptr, nullptr};
  return {V, dyn_cast<ArraySubscriptExpr>(Cast->getSubExpr()->IgnoreParens())};
}

class Forwarder {
public:
  Forwarder(const RegionAnalysis &A, ASTContext &Ctx) : M(A.Model), Ctx(Ctx) {}

  std::optional<ForwardedAccumulators> run() {
    Stmt *Root = const_cast<Stmt *>(M.Region->Statement);
    findPatterns(Root);
    std::map<const VarDecl *, unsigned> Covered;
    for (const Pattern &P : Patterns)
      Covered[P.Var] += P.Updates.size() + P.Reads.size() +
                        !isa<DeclStmt>(P.Block->body_begin()[P.Load]);
    // Every reference to the scalar is one of its patterns', and its value
    // is dead after the region.
    for (const auto &[V, N] : Covered) {
      std::vector<const DeclRefExpr *> Refs;
      referencesTo(Root, V, Refs);
      if (Refs.size() != N ||
          isLiveAfter(V, Root, M.Function->getBody(), M))
        return std::nullopt;
    }
    if (Patterns.empty())
      return std::nullopt;
    ForwardedAccumulators Out;
    for (const auto &[V, N] : Covered)
      Out.Names.push_back(V->getName().str());
    llvm::sort(Out.Names);
    Out.Names.erase(std::unique(Out.Names.begin(), Out.Names.end()),
                    Out.Names.end());
    for (const Pattern &P : Patterns)
      if (!rewrite(P, Out)) {
        Out.restore();
        return std::nullopt;
      }
    return Out;
  }

private:
  const RegionModel &M;
  ASTContext &Ctx;
  std::vector<Pattern> Patterns;

  void findPatterns(Stmt *S) {
    if (auto *CS = dyn_cast<CompoundStmt>(S))
      for (unsigned P = 0; P < CS->size(); ++P)
        if (std::optional<Pattern> Found = patternAt(CS, P)) {
          P = Found->Store;
          Patterns.push_back(std::move(*Found));
        }
    for (Stmt *C : S->children())
      if (C)
        findPatterns(C);
  }

  bool isAccumulator(const VarDecl *V, QualType Element) const {
    QualType T = V->getType();
    return V->hasLocalStorage() && !isa<ParmVarDecl>(V) &&
           T->isArithmeticType() && !T.isVolatileQualified() &&
           !M.AddressTaken.count(V) &&
           Ctx.hasSameUnqualifiedType(T, Element) &&
           llvm::none_of(M.Loops, [&](const Loop &L) { return L.Index == V; });
  }

  std::optional<Pattern> patternAt(CompoundStmt *Block, unsigned P) const {
    Stmt **Body = Block->body_begin();
    auto [V, X0] = load(Body[P]);
    if (!V || !X0 || !isAccumulator(V, X0->getType()))
      return std::nullopt;
    Pattern Out{Block, P, 0, V, nullptr, {}, {}};
    for (unsigned Q = P + 1; Q < Block->size(); ++Q) {
      const auto *Store = dyn_cast<BinaryOperator>(Body[Q]);
      const auto *X1 = Store && Store->getOpcode() == BO_Assign
                           ? dyn_cast<ArraySubscriptExpr>(
                                 Store->getLHS()->IgnoreParens())
                           : nullptr;
      if (X1 && sameElement(X0, X1)) {
        std::vector<const DeclRefExpr *> InTarget, Uses;
        referencesTo(X1, V, InTarget);
        if (!InTarget.empty() || !readsOf(Store->getRHS(), V, Out.Reads) ||
            !invariantSubscripts(X1) || !untouchedBetween(Block, P, Q, X1))
          return std::nullopt;
        Out.Element = X1;
        Out.Store = Q;
        return Out;
      }
      if (!updatesOf(Body[Q], V, Out.Updates))
        return std::nullopt;
    }
    return std::nullopt;
  }

  /// Whether X's subscripts name only loop indices and values the region
  /// never assigns: the load's and the store's name one element.
  bool invariantSubscripts(const Expr *X) const {
    const ArrayAccess *A = accessOf(X);
    const std::set<const VarDecl *> &Assigned =
        M.facts().uses(M.Region->Statement).Assigned;
    return A && llvm::all_of(A->Subscripts, [&](const Subscript &S) {
             return !S.Expr.mentionsAny([&](Atom At) {
               const AtomInfo &I = M.Atoms[At];
               return !I.IsIndex && (!I.Var || !I.Value.empty() ||
                                     Assigned.count(I.Var));
             });
           });
  }

  const ArrayAccess *accessOf(const Expr *E) const {
    for (const ArrayAccess &A : M.Accesses)
      if (A.E == E)
        return &A;
    return nullptr;
  }

  bool sameElement(const Expr *X, const Expr *Y) const {
    const ArrayAccess *A = accessOf(X), *B = accessOf(Y);
    return A && B && A->Array && A->Array == B->Array && A->sameElementAs(*B);
  }

  /// Every reference to V in S is the target of 'V op= e' (e not naming V):
  /// collected into Out.
  static bool updatesOf(Stmt *S, const VarDecl *V,
                        std::vector<BinaryOperator *> &Out) {
    if (auto *CA = dyn_cast<CompoundAssignOperator>(S);
        CA && assignedVar(CA->getLHS()) == V) {
      std::vector<const DeclRefExpr *> InValue;
      referencesTo(CA->getRHS(), V, InValue);
      if (!InValue.empty() ||
          !llvm::is_contained({BO_AddAssign, BO_SubAssign, BO_MulAssign,
                               BO_DivAssign},
                              CA->getOpcode()))
        return false;
      Out.push_back(CA);
      return true;
    }
    if (const auto *DR = dyn_cast<DeclRefExpr>(S))
      return DR->getDecl() != V;
    for (Stmt *C : S->children())
      if (C && !updatesOf(C, V, Out))
        return false;
    return true;
  }

  /// Every reference to V in E is read (an lvalue-to-rvalue conversion):
  /// collected into Out.
  static bool readsOf(Expr *E, const VarDecl *V,
                      std::vector<ImplicitCastExpr *> &Out) {
    if (auto *IC = dyn_cast<ImplicitCastExpr>(E);
        IC && IC->getCastKind() == CK_LValueToRValue &&
        assignedVar(IC->getSubExpr()) == V) {
      Out.push_back(IC);
      return true;
    }
    if (const auto *DR = dyn_cast<DeclRefExpr>(E))
      return DR->getDecl() != V;
    for (Stmt *C : E->children())
      if (C && (!isa<Expr>(C) || !readsOf(cast<Expr>(C), V, Out)))
        return false;
    return true;
  }

  /// Whether no access of the statements after the load up to the store
  /// (the store's target aside) can touch the element X, in any iteration
  /// of the loops they hold: the element keeps the scalar's value.
  bool untouchedBetween(CompoundStmt *Block, unsigned P, unsigned Q,
                        const Expr *X) const {
    const ArrayAccess *Target = accessOf(X);
    std::set<const Stmt *> Inside;
    for (unsigned K = P + 1; K <= Q; ++K)
      subtree(Block->body_begin()[K], Inside);
    for (const ArrayAccess &A : M.Accesses) {
      if (!Inside.count(A.E) || A.E == X)
        continue;
      if (!A.Array || (A.Array != Target->Array &&
                       !(A.Array->getType()->isArrayType() &&
                         Target->Array->getType()->isArrayType() &&
                         !isa<ParmVarDecl>(A.Array) &&
                         !isa<ParmVarDecl>(Target->Array))))
        return false;
      if (A.Array == Target->Array && !provablyApart(*Target, A))
        return false;
    }
    // Nothing else may reach memory: only the accesses above, and calls
    // that touch none (math). No jump may skip the store after an update
    // (the element would keep what the scalar dropped).
    for (const Stmt *S : Inside)
      if ((isa<CallExpr>(S) && !M.facts().uses(S).Assigned.empty()) ||
          isa<BreakStmt, ContinueStmt, ReturnStmt, GotoStmt, IndirectGotoStmt,
              SwitchStmt>(S))
        return false;
    return true;
  }

  /// Whether Y never names X's element while X's loops are at one
  /// iteration and Y's inner loops run over their bounds.
  bool provablyApart(const ArrayAccess &X, const ArrayAccess &Y) const {
    if (X.Strides != Y.Strides || X.Subscripts.size() != Y.Subscripts.size() ||
        !X.allAffine() || !Y.allAffine())
      return false;
    std::map<Atom, unsigned> Var;
    bool Affine = true;
    auto Row = [&](const LinearExpr &E) {
      IntegerSystem::Row R;
      for (const auto &[Mono, C] : E.terms()) {
        if (Mono.empty()) {
          R.Constant = C;
          continue;
        }
        if (Mono.size() != 1) {
          Affine = false;
          continue;
        }
        unsigned K = Var.emplace(Mono[0], Var.size()).first->second;
        R.Coeffs.resize(std::max<size_t>(R.Coeffs.size(), K + 1), 0);
        R.Coeffs[K] += C;
      }
      return R;
    };
    std::vector<IntegerSystem::Row> Ge, Eq;
    for (unsigned L : Y.Loops) {
      const Loop &Lp = M.Loops[L];
      if (!Lp.Countable)
        return false;
      LinearExpr I = LinearExpr::atom(Lp.IndexAtom);
      Ge.push_back(Row(I - Lp.Lower));
      Ge.push_back(Row(Lp.Upper - I));
    }
    for (size_t K = 0; K < X.Subscripts.size(); ++K)
      Eq.push_back(Row(X.Subscripts[K].Expr - Y.Subscripts[K].Expr));
    if (!Affine || overflowed(X, Y))
      return false;
    IntegerSystem S(Var.size());
    for (IntegerSystem::Row &R : Ge)
      S.addInequality(std::move(R));
    for (IntegerSystem::Row &R : Eq)
      S.addEquality(std::move(R));
    return S.provablyInfeasible();
  }

  static bool overflowed(const ArrayAccess &X, const ArrayAccess &Y) {
    for (const ArrayAccess *A : {&X, &Y})
      for (const Subscript &S : A->Subscripts)
        if (S.Expr.overflowed())
          return true;
    return false;
  }

  /// A copy of the element's expression (indices, literals, arithmetic).
  Expr *clone(const Expr *E) const;

  bool rewrite(const Pattern &P, ForwardedAccumulators &Out) const;
};

Expr *Forwarder::clone(const Expr *E) const {
  if (const auto *Pn = dyn_cast<ParenExpr>(E)) {
    Expr *Sub = clone(Pn->getSubExpr());
    return Sub ? new (Ctx) ParenExpr(Pn->getLParen(), Pn->getRParen(), Sub)
               : nullptr;
  }
  if (const auto *IC = dyn_cast<ImplicitCastExpr>(E)) {
    Expr *Sub = clone(IC->getSubExpr());
    return Sub ? ImplicitCastExpr::Create(Ctx, IC->getType(), IC->getCastKind(),
                                          Sub, nullptr, IC->getValueKind(),
                                          IC->getFPFeatures())
               : nullptr;
  }
  if (const auto *DR = dyn_cast<DeclRefExpr>(E))
    return DeclRefExpr::Create(Ctx, NestedNameSpecifierLoc(), SourceLocation(),
                               const_cast<ValueDecl *>(DR->getDecl()), false,
                               DR->getLocation(),
                               DR->getType(), DR->getValueKind());
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
    Expr *L = clone(AS->getLHS()), *R = clone(AS->getRHS());
    return L && R ? new (Ctx) ArraySubscriptExpr(
                        L, R, AS->getType(), AS->getValueKind(),
                        AS->getObjectKind(), AS->getRBracketLoc())
                  : nullptr;
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E);
      B && (B->isAdditiveOp() || B->isMultiplicativeOp())) {
    Expr *L = clone(B->getLHS()), *R = clone(B->getRHS());
    return L && R ? BinaryOperator::Create(Ctx, L, R, B->getOpcode(),
                                           B->getType(), B->getValueKind(),
                                           B->getObjectKind(),
                                           B->getOperatorLoc(),
                                           B->getFPFeatures())
                  : nullptr;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E);
      U && (U->getOpcode() == UO_Minus || U->getOpcode() == UO_Plus)) {
    Expr *Sub = clone(U->getSubExpr());
    return Sub ? UnaryOperator::Create(Ctx, Sub, U->getOpcode(), U->getType(),
                                       U->getValueKind(), U->getObjectKind(),
                                       U->getOperatorLoc(), false,
                                       U->hasStoredFPFeatures()
                                           ? U->getStoredFPFeatures()
                                           : FPOptionsOverride())
               : nullptr;
  }
  if (const auto *IL = dyn_cast<IntegerLiteral>(E))
    return IntegerLiteral::Create(Ctx, IL->getValue(), IL->getType(),
                                  IL->getLocation());
  return nullptr;
}

bool Forwarder::rewrite(const Pattern &P, ForwardedAccumulators &Out) const {
  for (BinaryOperator *U : P.Updates) {
    Expr *X = clone(P.Element);
    if (!X)
      return false;
    Expr *Old = U->getLHS();
    U->setLHS(X);
    Out.Undo.push_back([U, Old] { U->setLHS(Old); });
  }
  for (ImplicitCastExpr *R : P.Reads) {
    Expr *X = clone(P.Element);
    if (!X)
      return false;
    Expr *Old = R->getSubExpr();
    R->setSubExpr(X);
    Out.Undo.push_back([R, Old] { R->setSubExpr(Old); });
  }
  Stmt **Slot = P.Block->body_begin() + P.Load;
  Stmt *Old = *Slot;
  *Slot = new (Ctx) NullStmt(Old->getBeginLoc());
  Out.Undo.push_back([Slot, Old] { *Slot = Old; });
  return true;
}

} // namespace

std::optional<ForwardedAccumulators>
cuacc::forwardAccumulators(const RegionAnalysis &A, ASTContext &Ctx) {
  if (!A.Model.Region || !A.Model.Region->Statement || !A.Model.Function)
    return std::nullopt;
  return Forwarder(A, Ctx).run();
}
