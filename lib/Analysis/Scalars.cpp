//===- Scalars.cpp - scalar privatization, reductions, live-out ------------===//
//
// A must-assign walk over the structured AST: a set of scalars definitely
// assigned so far; a read of a scalar outside the set is "exposed" (its
// value may come from before this point). Branches intersect their sets;
// loop bodies, the right side of && and ||, and the arms of ?: may not run.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Scalars.h"
#include "Analysis/DeviceMath.h"
#include "Analysis/Effects.h"
#include "Directive/Binder.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace cuacc;
using namespace clang;

llvm::StringRef cuacc::reductionName(ReductionOp Op) {
  switch (Op) {
  case ReductionOp::Sum: return "Sum";
  case ReductionOp::Product: return "Product";
  case ReductionOp::Max: return "Max";
  case ReductionOp::Min: return "Min";
  case ReductionOp::BitAnd: return "Bitwise and";
  case ReductionOp::BitOr: return "Bitwise or";
  case ReductionOp::BitXor: return "Bitwise xor";
  case ReductionOp::And: return "Logical and";
  case ReductionOp::Or: return "Logical or";
  }
  return "?";
}

namespace {

/// The variables a device math call stores through its output arguments
/// ('&e' of frexp(x, &e)), as the arguments' operands; none for another
/// call.
std::vector<const Expr *> mathOutputs(const CallExpr *C) {
  std::vector<const Expr *> Outs;
  const FunctionDecl *F = C->getDirectCallee();
  if (!F || !isDeviceMathFunction(F))
    return Outs;
  for (unsigned I : mathOutputArguments(F))
    if (I < C->getNumArgs())
      if (const auto *U = dyn_cast<UnaryOperator>(C->getArg(I)->IgnoreParenImpCasts());
          U && U->getOpcode() == UO_AddrOf)
        Outs.push_back(U->getSubExpr());
  return Outs;
}

class ExposureWalker {
public:
  /// Only these variables are tracked.
  explicit ExposureWalker(std::set<const VarDecl *> Tracked)
      : Tracked(std::move(Tracked)) {}

  std::set<const VarDecl *> Assigned; ///< definitely, at this point
  std::set<const VarDecl *> Exposed;

  void stmt(const Stmt *S);
  void expr(const Expr *E);

private:
  std::set<const VarDecl *> Tracked;

  void assign(const Expr *LHS) {
    if (const VarDecl *V = referencedVar(LHS)) {
      if (Tracked.count(V))
        Assigned.insert(V);
      return;
    }
    expr(LHS); // subscripts of an array element are reads
  }
  void read(const VarDecl *V) {
    if (Tracked.count(V) && !Assigned.count(V))
      Exposed.insert(V);
  }
  /// Runs F on a copy of the state and keeps only its exposures.
  template <typename Fn> std::set<const VarDecl *> maybe(Fn F) {
    auto Saved = Assigned;
    F();
    auto After = std::move(Assigned);
    Assigned = std::move(Saved);
    return After;
  }
};

void ExposureWalker::expr(const Expr *E) {
  if (!E)
    return;
  E = E->IgnoreParens();
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->isAssignmentOp()) {
      if (B->isCompoundAssignmentOp())
        if (const VarDecl *V = referencedVar(B->getLHS()))
          read(V);
      expr(B->getRHS());
      assign(B->getLHS());
      return;
    }
    if (B->isLogicalOp()) {
      expr(B->getLHS());
      maybe([&] { expr(B->getRHS()); });
      return;
    }
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->isIncrementDecrementOp()) {
      if (const VarDecl *V = referencedVar(U->getSubExpr()))
        read(V);
      assign(U->getSubExpr());
      return;
    }
  }
  // frexp(x, &e) reads x, then stores e.
  std::vector<const Expr *> Outs;
  if (const auto *Call = dyn_cast<CallExpr>(E);
      Call && !(Outs = mathOutputs(Call)).empty()) {
    for (const Expr *A : Call->arguments()) {
      const auto *U = dyn_cast<UnaryOperator>(A->IgnoreParenImpCasts());
      if (!U || !llvm::is_contained(Outs, U->getSubExpr()))
        expr(A);
    }
    for (const Expr *Out : Outs)
      assign(Out);
    return;
  }
  if (const auto *C = dyn_cast<ConditionalOperator>(E)) {
    expr(C->getCond());
    auto T = maybe([&] { expr(C->getTrueExpr()); });
    auto F = maybe([&] { expr(C->getFalseExpr()); });
    for (const VarDecl *V : T)
      if (F.count(V))
        Assigned.insert(V);
    return;
  }
  if (const auto *DR = dyn_cast<DeclRefExpr>(E)) {
    if (const auto *V = dyn_cast<VarDecl>(DR->getDecl()))
      read(V);
    return;
  }
  for (const Stmt *C : E->children())
    stmt(C);
}

void ExposureWalker::stmt(const Stmt *S) {
  if (!S)
    return;
  if (const auto *E = dyn_cast<Expr>(S))
    return expr(E);
  if (const auto *I = dyn_cast<IfStmt>(S)) {
    expr(I->getCond());
    auto T = maybe([&] { stmt(I->getThen()); });
    auto F = maybe([&] { stmt(I->getElse()); });
    for (const VarDecl *V : T)
      if (F.count(V))
        Assigned.insert(V);
    return;
  }
  if (const auto *F = dyn_cast<ForStmt>(S)) {
    stmt(F->getInit());
    expr(F->getCond());
    maybe([&] {
      stmt(F->getBody());
      expr(F->getInc());
      expr(F->getCond());
    });
    return;
  }
  if (const auto *W = dyn_cast<WhileStmt>(S)) {
    expr(W->getCond());
    maybe([&] { stmt(W->getBody()); });
    return;
  }
  if (const auto *D = dyn_cast<DoStmt>(S)) {
    stmt(D->getBody());
    expr(D->getCond());
    return;
  }
  if (const auto *DS = dyn_cast<DeclStmt>(S)) {
    for (const Decl *D : DS->decls())
      if (const auto *V = dyn_cast<VarDecl>(D))
        if (V->getInit())
          expr(V->getInit());
    return;
  }
  if (isa<SwitchStmt>(S)) {
    // Cases may or may not run.
    maybe([&] {
      for (const Stmt *C : S->children())
        stmt(C);
    });
    return;
  }
  for (const Stmt *C : S->children())
    stmt(C);
}

std::string text(const Expr *E, const ASTContext &Ctx) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  E->IgnoreParenImpCasts()->printPretty(OS, nullptr,
                                         PrintingPolicy(Ctx.getLangOpts()));
  return S;
}

/// A reduction statement found in the body: its variable, operator, and how
/// many references to the variable it accounts for.
struct ReductionStmt {
  const VarDecl *Var;
  ReductionOp Op;
  unsigned Refs;
  Pick How = {};
  const Expr *Value = nullptr; ///< the value a max or min brings
  /// The type x op e is computed in, before it converts back to x's.
  QualType StepType = {};
};

/// The comparison a op b as b op' a.
BinaryOperatorKind mirrored(BinaryOperatorKind Op) {
  switch (Op) {
  case BO_GT: return BO_LT;
  case BO_LT: return BO_GT;
  case BO_GE: return BO_LE;
  case BO_LE: return BO_GE;
  default: return Op;
  }
}

/// Max or min, by what a comparison pick keeps: v when v > m, or m when
/// v < m, is a max.
ReductionOp compareOp(const Pick &How) {
  bool Greater = How.Cmp == BO_GT || How.Cmp == BO_GE;
  return Greater == How.Take ? ReductionOp::Max : ReductionOp::Min;
}

std::optional<ReductionOp> minMaxCall(const Expr *E) {
  const auto *C = dyn_cast<CallExpr>(E->IgnoreParenImpCasts());
  if (!C || C->getNumArgs() != 2 || !C->getDirectCallee())
    return std::nullopt;
  llvm::StringRef N = C->getDirectCallee()->getName();
  if (N == "fmax" || N == "fmaxf" || N == "max")
    return ReductionOp::Max;
  if (N == "fmin" || N == "fminf" || N == "min")
    return ReductionOp::Min;
  return std::nullopt;
}

} // namespace

/// The reduction a binary operator makes of x = x op e.
std::optional<ReductionOp> cuacc::reductionOperator(BinaryOperatorKind Op) {
  switch (Op) {
  case BO_Add: case BO_Sub: return ReductionOp::Sum;
  case BO_Mul: return ReductionOp::Product;
  case BO_And: return ReductionOp::BitAnd;
  case BO_Or: return ReductionOp::BitOr;
  case BO_Xor: return ReductionOp::BitXor;
  case BO_LAnd: return ReductionOp::And;
  case BO_LOr: return ReductionOp::Or;
  default: return std::nullopt;
  }
}

std::string cuacc::reductionTypeRefusal(ReductionOp Op, QualType Type,
                                        const ASTContext &Ctx) {
  QualType T =
      Type.getNonReferenceType().getCanonicalType().getUnqualifiedType();
  PrintingPolicy Policy(Ctx.getLangOpts());
  Policy.Bool = true;
  std::string Name = T.getAsString(Policy);
  if (T->isRealFloatingType())
    return T->isSpecificBuiltinType(BuiltinType::Float) ||
                   T->isSpecificBuiltinType(BuiltinType::Double)
               ? ""
               : "the device has no '" + Name + "'";
  if (!T->isIntegerType())
    return "values of type '" + Name + "' are not combined on the device";
  bool Logical = Op == ReductionOp::And || Op == ReductionOp::Or;
  if (T->isBooleanType() && !Logical && Op != ReductionOp::BitAnd &&
      Op != ReductionOp::BitOr)
    return "a '" + Name + "' keeps only whether each step's result is nonzero";
  if (Ctx.getIntWidth(T) > 64 &&
      (Logical || Op == ReductionOp::Product || Op == ReductionOp::Max ||
       Op == ReductionOp::Min))
    return "the device has no atomic operation on 128 bits for it";
  return "";
}

namespace {

/// Whether every value of integer type From is one of integer type To.
bool fitsIn(QualType From, QualType To, const ASTContext &Ctx) {
  if (!From->isIntegerType() || !To->isIntegerType())
    return false;
  unsigned F = Ctx.getIntWidth(From), T = Ctx.getIntWidth(To);
  bool FS = From->isSignedIntegerOrEnumerationType(),
       TS = To->isSignedIntegerOrEnumerationType();
  return FS ? TS && F <= T : (TS ? F < T : F <= T);
}

/// Why integer max or min Red is no reduction: a value wider than the
/// variable is cut to its width at each step, and the cut values do not
/// keep their order (a max of 300 and 100 in an unsigned char is 100).
std::string integerPickRefusal(const Reduction &Red,
                               const std::vector<ReductionStmt> &RStmts,
                               const ASTContext &Ctx) {
  QualType T = Red.Var->getType().getNonReferenceType();
  for (const ReductionStmt &R : RStmts) {
    if (R.Var != Red.Var || !R.Value)
      continue;
    QualType V = R.Value->IgnoreParenImpCasts()->getType();
    if (!fitsIn(V, T, Ctx)) {
      PrintingPolicy P(Ctx.getLangOpts());
      return "its values, of type '" + V.getAsString(P) + "', may not fit in '" +
             T.getAsString(P) + "'";
    }
  }
  return "";
}

/// Why a sum or product into an integer Red is no reduction: a step
/// computed in floating point ('long t; t += w[i]' with a double w) is cut
/// back to an integer each time, and the cut partial sums do not add up to
/// the cut total.
std::string integerStepRefusal(const Reduction &Red,
                               const std::vector<ReductionStmt> &RStmts,
                               const ASTContext &Ctx) {
  QualType T = Red.Var->getType().getNonReferenceType();
  for (const ReductionStmt &R : RStmts)
    if (R.Var == Red.Var && !R.StepType.isNull() &&
        R.StepType->isRealFloatingType()) {
      PrintingPolicy P(Ctx.getLangOpts());
      return "each step converts its '" + R.StepType.getAsString(P) +
             "' result back to '" + T.getAsString(P) + "'";
    }
  return "";
}

} // namespace

namespace {

/// x op= e, with x not in e.
std::optional<ReductionStmt> compoundReduction(const VarDecl *X,
                                               const BinaryOperator *B) {
  if (countRefs(B->getRHS(), X))
    return std::nullopt;
  if (auto Op = reductionOperator(
          BinaryOperator::getOpForCompoundAssignment(B->getOpcode()))) {
    ReductionStmt R{X, *Op, 1};
    if (const auto *C = dyn_cast<CompoundAssignOperator>(B))
      R.StepType = C->getComputationResultType();
    return R;
  }
  return std::nullopt;
}

/// x = x op e or x = e op x, with x not in e (x - e only: e - x is no
/// reduction).
std::optional<ReductionStmt> binaryReduction(const VarDecl *X,
                                             const BinaryOperator *RB) {
  bool XLeft = referencedVar(RB->getLHS()) == X;
  bool XRight = referencedVar(RB->getRHS()) == X;
  const Expr *Other = XLeft ? RB->getRHS() : RB->getLHS();
  if ((!XLeft && !XRight) || countRefs(Other, X) ||
      (RB->getOpcode() == BO_Sub && !XLeft))
    return std::nullopt;
  if (auto Op = reductionOperator(RB->getOpcode())) {
    ReductionStmt R{X, *Op, 2};
    R.StepType = RB->getType();
    return R;
  }
  return std::nullopt;
}

/// x = fmax(x, e) and the like (minMaxCall), x as either argument.
std::optional<ReductionStmt> callReduction(const VarDecl *X,
                                           const CallExpr *C,
                                           ReductionOp Op) {
  bool A0 = referencedVar(C->getArg(0)) == X,
       A1 = referencedVar(C->getArg(1)) == X;
  const Expr *Other = A0 ? C->getArg(1) : C->getArg(0);
  if ((!A0 && !A1) || countRefs(Other, X))
    return std::nullopt;
  // Only C's fmax and fmin say what they do with NaNs; how another 'max'
  // picks is unknown (Pick::None).
  Pick How;
  llvm::StringRef N = C->getDirectCallee()->getName();
  if (N == "fmax" || N == "fmaxf" || N == "fmin" || N == "fminf")
    How = {Pick::Call, BO_GT, true, A0};
  return ReductionStmt{X, Op, 2, How, Other};
}

/// x = x > e ? x : e, and its mirror images. The arms are compared with the
/// comparison's sides as printed text.
std::optional<ReductionStmt> selectReduction(const VarDecl *X,
                                             const ConditionalOperator *CO,
                                             const ASTContext &Ctx) {
  const auto *Cmp =
      dyn_cast<BinaryOperator>(CO->getCond()->IgnoreParenImpCasts());
  if (!Cmp || !Cmp->isRelationalOp())
    return std::nullopt;
  std::string P = text(Cmp->getLHS(), Ctx), Q = text(Cmp->getRHS(), Ctx);
  std::string T = text(CO->getTrueExpr(), Ctx),
              F = text(CO->getFalseExpr(), Ctx);
  std::string XS = X->getName().str();
  if (!((T == P && F == Q) || (T == Q && F == P)))
    return std::nullopt;
  if ((P == XS) == (Q == XS))
    return std::nullopt;
  bool XLeft = P == XS;
  const Expr *E = XLeft ? Cmp->getRHS() : Cmp->getLHS();
  if (countRefs(E, X))
    return std::nullopt;
  BinaryOperatorKind VLeft =
      XLeft ? mirrored(Cmp->getOpcode()) : Cmp->getOpcode();
  Pick How{Pick::Compare, VLeft, /*Take=*/T != XS};
  return ReductionStmt{X, compareOp(How), 3, How, E};
}

/// An assignment that reduces into a scalar, in any of the forms above.
std::optional<ReductionStmt> assignReduction(const BinaryOperator *B,
                                             const ASTContext &Ctx) {
  const VarDecl *X = referencedVar(B->getLHS());
  if (!X)
    return std::nullopt;
  if (B->isCompoundAssignmentOp())
    return compoundReduction(X, B);
  if (B->getOpcode() != BO_Assign)
    return std::nullopt;
  const Expr *R = B->getRHS()->IgnoreParenImpCasts();
  if (const auto *RB = dyn_cast<BinaryOperator>(R))
    return binaryReduction(X, RB);
  if (auto Op = minMaxCall(R))
    return callReduction(X, cast<CallExpr>(R), *Op);
  if (const auto *CO = dyn_cast<ConditionalOperator>(R))
    return selectReduction(X, CO, Ctx);
  return std::nullopt;
}

/// if (e > x) x = e;   if (x < e) x = e;   and the Min forms.
std::optional<ReductionStmt> ifReduction(const IfStmt *I,
                                         const ASTContext &Ctx) {
  if (I->getElse())
    return std::nullopt;
  const Stmt *Then = I->getThen();
  if (const auto *CS = dyn_cast<CompoundStmt>(Then)) {
    if (CS->size() != 1)
      return std::nullopt;
    Then = CS->body_front();
  }
  const auto *Asg = dyn_cast<BinaryOperator>(Then);
  const auto *Cmp =
      dyn_cast<BinaryOperator>(I->getCond()->IgnoreParenImpCasts());
  if (!Asg || Asg->getOpcode() != BO_Assign || !Cmp || !Cmp->isRelationalOp())
    return std::nullopt;
  const VarDecl *X = referencedVar(Asg->getLHS());
  if (!X)
    return std::nullopt;
  bool XLeft = referencedVar(Cmp->getLHS()) == X;
  bool XRight = referencedVar(Cmp->getRHS()) == X;
  if (XLeft == XRight)
    return std::nullopt;
  const Expr *E = XLeft ? Cmp->getRHS() : Cmp->getLHS();
  if (countRefs(E, X) || text(E, Ctx) != text(Asg->getRHS(), Ctx))
    return std::nullopt;
  // x = e when e > x (x on the right) or x < e: a max.
  Pick How{Pick::Compare,
           XRight ? Cmp->getOpcode() : mirrored(Cmp->getOpcode()), true};
  return ReductionStmt{X, compareOp(How), 2, How, E};
}

/// If S is a reduction statement, what it reduces.
std::optional<ReductionStmt> matchReduction(const Stmt *S,
                                            const ASTContext &Ctx) {
  if (const auto *B = dyn_cast<BinaryOperator>(S))
    return assignReduction(B, Ctx);
  if (const auto *I = dyn_cast<IfStmt>(S))
    return ifReduction(I, Ctx);
  return std::nullopt;
}

/// x++, ++x, x--, --x of an integer as a statement of its own (its value
/// unused): a sum of ones.
std::optional<ReductionStmt> countReduction(const Stmt *S) {
  const auto *U = dyn_cast<UnaryOperator>(S);
  if (!U || !U->isIncrementDecrementOp())
    return std::nullopt;
  const VarDecl *X = referencedVar(U->getSubExpr());
  if (!X || !X->getType().getNonReferenceType()->isIntegerType())
    return std::nullopt;
  return ReductionStmt{X, ReductionOp::Sum, 1};
}

} // namespace

bool cuacc::isStatementOf(const Stmt *S, const Stmt *C) {
  if (isa<CompoundStmt>(S))
    return true;
  if (const auto *I = dyn_cast<IfStmt>(S))
    return C == I->getThen() || C == I->getElse();
  if (const auto *F = dyn_cast<ForStmt>(S))
    return C == F->getBody();
  if (const auto *W = dyn_cast<WhileStmt>(S))
    return C == W->getBody();
  if (const auto *D = dyn_cast<DoStmt>(S))
    return C == D->getBody();
  return false;
}

namespace {

void collectReductions(const Stmt *S, const ASTContext &Ctx,
                       std::vector<ReductionStmt> &Out,
                       bool Statement = false) {
  if (!S)
    return;
  auto R = matchReduction(S, Ctx);
  if (!R && Statement)
    R = countReduction(S);
  if (R) {
    Out.push_back(*R);
    return;
  }
  for (const Stmt *C : S->children())
    collectReductions(C, Ctx, Out, isStatementOf(S, C));
}

/// Whether a value of V left by the statement S may be read later.
bool liveAfter(const VarDecl *V, const Stmt *S, const Stmt *Body,
               const ParentMap &Parents, bool Global = true) {
  // Read anywhere else, once the function returns; a reference's object
  // may be read by any name (the caller's variable, an element).
  if (Global && (V->hasGlobalStorage() || V->getType()->isReferenceType()))
    return true;
  const Stmt *Cur = S;
  while (Cur != Body) {
    auto It = Parents.find(Cur);
    if (It == Parents.end())
      return true;
    const Stmt *P = It->second;
    if (const auto *CS = dyn_cast<CompoundStmt>(P)) {
      ExposureWalker W({V});
      bool After = false;
      for (const Stmt *C : CS->body()) {
        if (C == Cur) {
          After = true;
          continue;
        }
        if (!After)
          continue;
        W.stmt(C);
        if (W.Exposed.count(V))
          return true;
        if (W.Assigned.count(V))
          return false;
      }
    } else if (isa<ForStmt>(P) || isa<WhileStmt>(P) || isa<DoStmt>(P)) {
      // The next iteration of an enclosing loop may read it.
      ExposureWalker W({V});
      if (const auto *F = dyn_cast<ForStmt>(P)) {
        W.expr(F->getInc());
        W.expr(F->getCond());
      }
      if (const auto *Wh = dyn_cast<WhileStmt>(P))
        W.expr(Wh->getCond());
      if (const auto *D = dyn_cast<DoStmt>(P))
        W.expr(D->getCond());
      for (const Stmt *C : P->children())
        if (C)
          W.stmt(C);
      if (W.Exposed.count(V))
        return true;
    }
    Cur = P;
  }
  return false;
}

} // namespace

bool cuacc::isLiveAfter(const VarDecl *V, const Stmt *S, const Stmt *Within,
                        const RegionModel &M) {
  ParentMap Parents;
  collectParents(M.Function->getBody(), Parents);
  return liveAfter(V, S, Within, Parents,
                   /*Global=*/Within == M.Function->getBody());
}

std::set<const VarDecl *>
cuacc::exposedIn(llvm::ArrayRef<const Stmt *> Stmts,
                 const std::set<const VarDecl *> &Tracked) {
  ExposureWalker W(Tracked);
  for (const Stmt *S : Stmts)
    W.stmt(S);
  return W.Exposed;
}

std::set<const VarDecl *>
cuacc::assignedIn(llvm::ArrayRef<const Stmt *> Stmts,
                  const std::set<const VarDecl *> &Tracked) {
  ExposureWalker W(Tracked);
  for (const Stmt *S : Stmts)
    W.stmt(S);
  return W.Assigned;
}

namespace {

/// The scalars L's body and increment assign that are declared outside the
/// loop, less the indices of L and of the loops inside it whose last value
/// the host computes (RegionModel::LastIndexValues): those are private in
/// each iteration.
std::set<const VarDecl *> assignedScalars(const Loop &L, const RegionModel &M,
                                          const SourceManager &SM) {
  std::set<const VarDecl *> Candidates;
  struct Finder : RecursiveASTVisitor<Finder> {
    std::set<const VarDecl *> *Out;
    const Stmt *Loop;
    const SourceManager *SM;
    void note(const Expr *E) {
      const VarDecl *V = referencedVar(E);
      // A member of a struct variable ('f.x += g' of 'vec3 f' declared
      // before the loop): the struct is the loop's to share or carry (its
      // members were no variable of the loop's, and a vector loop summed
      // into each thread's own copy; found while testing structs by value).
      if (const auto *ME = dyn_cast<MemberExpr>(E->IgnoreParenImpCasts());
          !V && ME)
        if (const Expr *Base = structOfMember(ME))
          V = referencedVar(Base);
      if (V && !V->getType()->isArrayType() &&
          !SM->isBeforeInTranslationUnit(Loop->getBeginLoc(),
                                         V->getLocation()))
        Out->insert(V);
    }
    bool VisitBinaryOperator(BinaryOperator *B) {
      if (B->isAssignmentOp())
        note(B->getLHS());
      return true;
    }
    bool VisitUnaryOperator(UnaryOperator *U) {
      if (U->isIncrementDecrementOp())
        note(U->getSubExpr());
      return true;
    }
    // frexp(x, &e): the math function stores e.
    bool VisitCallExpr(CallExpr *C) {
      for (const Expr *Out : mathOutputs(C))
        note(Out);
      return true;
    }
  } Find;
  const ForStmt *F = L.Stmt;
  Find.Out = &Candidates;
  Find.Loop = F->getBody();
  Find.SM = &SM;
  Find.TraverseStmt(const_cast<Stmt *>(F->getBody()));
  if (F->getInc())
    Find.TraverseStmt(const_cast<Expr *>(F->getInc()));
  Candidates.erase(L.Index);
  for (const Loop &Inner : M.Loops)
    if (Inner.Id != L.Id && M.isInsideLoop(Inner.Id, L.Id) &&
        lastIndexComputable(Inner, M))
      Candidates.erase(Inner.Index);
  return Candidates;
}

/// The names the user made private in L (privateItems).
std::set<std::string> privateNames(const Loop &L, const RegionModel &M) {
  std::set<std::string> Names;
  for (const DataItem *I : privateItems(L, M))
    Names.insert(I->Name);
  return Names;
}

/// V's reduction in Body: when every reference to V is in reduction
/// statements, all of one operator. How is the first statement's pick.
std::optional<Reduction>
reductionOf(const VarDecl *V, const Stmt *Body,
            const std::vector<ReductionStmt> &RStmts) {
  unsigned Refs = countRefs(Body, V), Covered = 0;
  std::optional<Reduction> Red;
  for (const ReductionStmt &R : RStmts)
    if (R.Var == V) {
      if (Red && Red->Op != R.Op)
        return std::nullopt;
      Covered += R.Refs;
      if (!Red)
        Red = Reduction{V, R.Op, R.How};
    }
  if (Covered != Refs)
    return std::nullopt;
  return Red;
}

/// What the form of a floating value shows it cannot be: -0 (fabs, an
/// integer converted), a NaN (an integer converted), a NaN with its sign
/// bit set (fabs).
struct ValueFacts {
  bool NoNegativeZero = false, NoNaN = false, NoNegativeNaN = false;
};

/// Whether Body declares V and then only reads it (no assignment, no
/// increment, no address taken).
bool onlyInitializedIn(const VarDecl *V, const Stmt *Body) {
  struct Finder : RecursiveASTVisitor<Finder> {
    const VarDecl *V;
    bool Declared = false, Written = false;
    bool VisitVarDecl(VarDecl *D) {
      Declared |= D == V;
      return true;
    }
    bool VisitBinaryOperator(BinaryOperator *B) {
      Written |= B->isAssignmentOp() && referencedVar(B->getLHS()) == V;
      return true;
    }
    bool VisitUnaryOperator(UnaryOperator *U) {
      Written |= (U->isIncrementDecrementOp() ||
                  U->getOpcode() == UO_AddrOf) &&
                 referencedVar(U->getSubExpr()) == V;
      return true;
    }
  } Find;
  Find.V = V;
  Find.TraverseStmt(const_cast<Stmt *>(Body));
  return Find.Declared && !Find.Written;
}

/// E's facts; a variable declared in Body (an iteration's copy) that only
/// its initializer sets has its initializer's (a few such steps).
ValueFacts valueFacts(const Expr *E, const Stmt *Body, const ASTContext &Ctx,
                      unsigned Depth = 0) {
  if (const VarDecl *V = referencedVar(E->IgnoreParenImpCasts()))
    if (Depth < 4 && V->getInit() && !V->getType()->isReferenceType() &&
        onlyInitializedIn(V, Body))
      return valueFacts(V->getInit(), Body, Ctx, Depth + 1);
  // A constant ('m = 0.0', '-INFINITY', 'mx = -1e30'): its own.
  llvm::APFloat K(0.0);
  if (!E->isValueDependent() && E->getType()->isRealFloatingType() &&
      E->EvaluateAsFloat(K, Ctx))
    return {!(K.isZero() && K.isNegative()), !K.isNaN(), !K.isNaN()};
  E = E->IgnoreParens();
  // Conversions between floating types keep the sign of zeros and NaNs.
  while (const auto *C = dyn_cast<CastExpr>(E)) {
    CastKind K = C->getCastKind();
    if (K == CK_IntegralToFloating)
      return {true, true, true};
    if (K != CK_FloatingCast && K != CK_LValueToRValue && K != CK_NoOp)
      return {};
    E = C->getSubExpr()->IgnoreParens();
  }
  if (E->getType()->isIntegerType())
    return {true, true, true};
  if (const auto *Call = dyn_cast<CallExpr>(E))
    if (const FunctionDecl *F = Call->getDirectCallee()) {
      llvm::StringRef N = F->getName();
      N.consume_front("__builtin_");
      if (N == "fabs" || N == "fabsf" || N == "fabsl")
        return {true, false, true};
    }
  return {};
}

/// Why the floating max or min Red cannot be combined from partials met in
/// any order with the result its statements give in the loop's order;
/// empty if it can. Equal values of unequal bits (-0, +0) are kept by
/// position: the values must not be -0 (the variable's own value meets
/// the partials first, as it meets the values first in the loop). A NaN a
/// pick takes (m = v > m ? m : v takes it, fmax all-NaN takes the later
/// one) is kept by position too; a pick that ignores a NaN value
/// (m = v > m ? v : m) makes no difference.
std::string orderDependence(const Reduction &Red, const Stmt *Body,
                            const std::vector<ReductionStmt> &RStmts,
                            const ValueFacts &Start, const ASTContext &Ctx) {
  bool Zeros = false, NaNs = false, StartZero = false;
  for (const ReductionStmt &R : RStmts) {
    if (R.Var != Red.Var)
      continue;
    if (R.How.K == Pick::None)
      return "the function's treatment of signed zeros and NaNs is unknown";
    if (!(R.How == Red.How))
      return "its statements compare in different ways";
    ValueFacts F = valueFacts(R.Value, Body, Ctx);
    Zeros |= !F.NoNegativeZero;
    // fmax(-0, +0) is either (the host's build decides: glibc's call keeps
    // the first, a loop Clang vectorizes gives +0), so the value before the
    // loop, which meets the partials, must not be -0 either.
    StartZero |= R.How.K == Pick::Call && !Start.NoNegativeZero;
    if (R.How.K == Pick::Compare && !R.How.Take)
      NaNs |= !F.NoNaN;
    if (R.How.K == Pick::Call)
      NaNs |= !F.NoNaN && !F.NoNegativeNaN;
  }
  // -ffast-math's promises: no signed zeros, no NaNs.
  const LangOptions &LO = Ctx.getLangOpts();
  Zeros &= !LO.NoSignedZero;
  StartZero &= !LO.NoSignedZero;
  NaNs &= !LO.NoHonorNaNs;
  if (!Zeros && !NaNs && StartZero)
    return "the result depends on the order of signed zeros (its value "
           "before the loop may be -0)";
  if (!Zeros && !NaNs)
    return "";
  return std::string("the result depends on the order of ") +
         (Zeros && NaNs ? "signed zeros and NaNs" : Zeros ? "signed zeros" : "NaNs");
}

/// Each kind of fact in name order, so that dumps and messages are stable.
void sortByName(ScalarFacts &Facts) {
  auto ByName = [](const VarDecl *A, const VarDecl *B) {
    return A->getName() < B->getName();
  };
  std::sort(Facts.Private.begin(), Facts.Private.end(), ByName);
  std::sort(Facts.Carried.begin(), Facts.Carried.end(), ByName);
  std::sort(Facts.LastValueNeeded.begin(), Facts.LastValueNeeded.end(), ByName);
  std::sort(Facts.Reductions.begin(), Facts.Reductions.end(),
            [&](const Reduction &A, const Reduction &B) {
              return ByName(A.Var, B.Var);
            });
  std::sort(Facts.Ordered.begin(), Facts.Ordered.end(),
            [&](const OrderedReduction &A, const OrderedReduction &B) {
              return ByName(A.Var, B.Var);
            });
}

/// The integer constant E is as a value of V's type, where E is one.
std::optional<llvm::APSInt> constantOf(const Expr *E, const ASTContext &Ctx) {
  Expr::EvalResult R;
  if (!E || E->HasSideEffects(Ctx) ||
      !E->EvaluateAsInt(R, Ctx, Expr::SE_NoSideEffects))
    return std::nullopt;
  return R.Val.getInt();
}

/// The value S stores to V as a whole statement ('V = e;', a declaration
/// of V with its initializer), or null.
const Expr *storedValue(const Stmt *S, const VarDecl *V) {
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    return llvm::is_contained(DS->decls(), V) ? V->getInit() : nullptr;
  const auto *B = dyn_cast<BinaryOperator>(S);
  const auto *L =
      B ? dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParenImpCasts()) : nullptr;
  return B && B->getOpcode() == BO_Assign && L && L->getDecl() == V
             ? B->getRHS()
             : nullptr;
}

/// The constant of 'V = K' (K converted to V's type), where S is that.
std::optional<llvm::APSInt> constantStore(const Stmt *S, const VarDecl *V,
                                          const ASTContext &Ctx) {
  const Expr *E = storedValue(S, V);
  return E ? constantOf(E, Ctx) : std::nullopt;
}

/// Whether every reference to V in S is the target of 'V = K' (the same K
/// each time, into Stored), as a flag is set: 'if (d[u] + 1 < d[v]) {
/// d[v] = d[u] + 1; changed = 1; }'.
bool onlyStores(const Stmt *S, const VarDecl *V,
                std::optional<llvm::APSInt> &Stored, const ASTContext &Ctx) {
  if (!S)
    return true;
  if (const auto *B = dyn_cast<BinaryOperator>(S);
      B && B->getOpcode() == BO_Assign && countRefs(B->getLHS(), V)) {
    std::optional<llvm::APSInt> K = constantStore(B, V, Ctx);
    if (!K || countRefs(B->getRHS(), V) || (Stored && *Stored != *K))
      return false;
    Stored = K;
    return true;
  }
  if (const auto *R = dyn_cast<DeclRefExpr>(S); R && R->getDecl() == V)
    return false;
  return llvm::all_of(S->children(), [&](const Stmt *C) {
    return onlyStores(C, V, Stored, Ctx);
  });
}

/// Whether S calls a function.
bool calls(const Stmt *S) {
  return S && (isa<CallExpr>(S) ||
               llvm::any_of(S->children(),
                            [](const Stmt *C) { return calls(C); }));
}

/// Whether S may change or read V without naming it (a call, where V is
/// not a local), or (Entered) be entered by a jump.
bool mayReach(const Stmt *S, const VarDecl *V, bool Entered = true) {
  return (Entered && mayBeEntered(S)) || (!V->hasLocalStorage() && calls(S));
}

/// The value V holds where F starts, from the statements before F in its
/// block and the blocks that hold that one: the last that names V stores
/// it ('changed = 0;', 'double m = -INFINITY;'), and none after it may
/// change V otherwise. Null where it is not known so.
const Expr *storedBefore(const VarDecl *V, const Stmt *F,
                         const ParentMap &Parents, bool ThroughLoops = false) {
  for (const Stmt *At = F;;) {
    auto It = Parents.find(At);
    const Stmt *Parent = It == Parents.end() ? nullptr : It->second;
    // ThroughLoops: a loop around F that names V only in F (a max-norm's
    // 'for (i) for (j) m = fmax(m, ...)'): at each iteration's start V
    // holds what it held before that loop, or what F left, which F's
    // reduction made of it.
    if (ThroughLoops && Parent && isa<ForStmt, WhileStmt, DoStmt>(Parent) &&
        countRefs(Parent, V) == countRefs(F, V)) {
      At = Parent;
      continue;
    }
    const auto *Block = dyn_cast_or_null<CompoundStmt>(Parent);
    if (!Block)
      return nullptr;
    for (auto S = llvm::find(Block->body(), At); S != Block->body_begin();) {
      --S;
      if (const Expr *E = storedValue(*S, V))
        return E;
      if (countRefs(*S, V) || mayReach(*S, V))
        return nullptr;
    }
    At = Block;
  }
}

/// The integer constant V holds where F starts (storedBefore).
std::optional<llvm::APSInt> constantBefore(const VarDecl *V, const ForStmt *F,
                                           const ParentMap &Parents,
                                           const ASTContext &Ctx) {
  const Expr *E = storedBefore(V, F, Parents);
  return E ? constantOf(E, Ctx) : std::nullopt;
}

/// An integer flag loop F sets ('changed = 1' where some element changed)
/// and never reads, after a statement that sets it to a constant no larger
/// ('changed = 0;'): its value after the loop is the larger one where the
/// loop set it, the smaller where not, which is the max of what the
/// iterations leave. A max reduction, then (a bool's is an or).
std::optional<ReductionOp> flagReduction(const VarDecl *V, const ForStmt *F,
                                         const ParentMap &Parents,
                                         const ASTContext &Ctx) {
  QualType T = V->getType();
  if (!T->isIntegerType() || T->isEnumeralType() ||
      countRefs(F->getInit(), V) || countRefs(F->getCond(), V) ||
      countRefs(F->getInc(), V))
    return std::nullopt;
  std::optional<llvm::APSInt> Stored;
  if (!onlyStores(F->getBody(), V, Stored, Ctx) || !Stored ||
      mayReach(F->getBody(), V, /*Entered=*/false))
    return std::nullopt;
  std::optional<llvm::APSInt> Before = constantBefore(V, F, Parents, Ctx);
  if (!Before || llvm::APSInt::compareValues(*Before, *Stored) > 0)
    return std::nullopt;
  return T->isBooleanType() ? ReductionOp::Or : ReductionOp::Max;
}

} // namespace

/// Each scalar the loop assigns is, in this order of precedence: private by
/// the user's clause; a reduction; carried (a value from an earlier
/// iteration is read); needed after the loop (its last value); or private.
ScalarFacts cuacc::analyzeScalars(const Loop &L, const RegionModel &M,
                                  ASTContext &Ctx) {
  ScalarFacts Facts;
  const ForStmt *F = L.Stmt;
  std::set<const VarDecl *> Candidates =
      assignedScalars(L, M, Ctx.getSourceManager());
  std::set<std::string> PrivateClause = privateNames(L, M);

  std::vector<ReductionStmt> RStmts;
  collectReductions(F->getBody(), Ctx, RStmts, /*Statement=*/true);

  ParentMap Parents;
  collectParents(M.Function->getBody(), Parents);

  ExposureWalker W(Candidates);
  W.stmt(F->getBody());
  W.expr(F->getInc());

  for (const VarDecl *V : Candidates) {
    if (PrivateClause.count(V->getName().str())) {
      Facts.Private.push_back(V);
      continue;
    }
    std::optional<Reduction> Red = reductionOf(V, F->getBody(), RStmts);
    if (Red && !M.AddressTaken.count(V)) {
      QualType T = V->getType().getNonReferenceType();
      std::string Why = reductionTypeRefusal(Red->Op, T, Ctx);
      bool MinMax = Red->Op == ReductionOp::Max || Red->Op == ReductionOp::Min;
      if (Why.empty() && MinMax && T->isRealFloatingType()) {
        const Expr *Start = storedBefore(V, F, Parents, /*ThroughLoops=*/true);
        Why = orderDependence(
            *Red, F->getBody(), RStmts,
            Start ? valueFacts(Start, M.Function->getBody(), Ctx) : ValueFacts(),
            Ctx);
      }
      else if (Why.empty() && MinMax)
        Why = integerPickRefusal(*Red, RStmts, Ctx);
      else if (Why.empty() && T->isIntegerType())
        Why = integerStepRefusal(*Red, RStmts, Ctx);
      if (Why.empty()) {
        Facts.Reductions.push_back(*Red);
        continue;
      }
      // Carried: its statements run in order.
      Facts.Ordered.push_back({V, Red->Op, Why});
    }
    if (W.Exposed.count(V)) {
      Facts.Carried.push_back(V);
      continue;
    }
    if (std::optional<ReductionOp> Flag =
            !Red && !M.AddressTaken.count(V)
                ? flagReduction(V, F, Parents, Ctx)
                : std::nullopt) {
      Facts.Reductions.push_back({V, *Flag});
      continue;
    }
    if (M.AddressTaken.count(V) ||
        liveAfter(V, F, M.Function->getBody(), Parents)) {
      Facts.LastValueNeeded.push_back(V);
      continue;
    }
    Facts.Private.push_back(V);
  }
  sortByName(Facts);
  return Facts;
}
