//===- LoopModel.cpp - the loop nests of an accelerator region ------------===//
//
// The walk over a region (statements, loops, bounds, references, calls,
// jumps) that builds its RegionModel; the affine forms of subscripts are in
// Subscripts.cpp (see ModelBuilder.h).
//
//===----------------------------------------------------------------------===//

#include "Analysis/ModelBuilder.h"
#include "Analysis/Effects.h"
#include "Analysis/DeviceMath.h"
#include "Directive/Binder.h"
#include "Directive/MemberVariables.h"
#include "Directive/WhileLoops.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/AST/ASTContext.h"
#include "clang/Lex/Lexer.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSet.h"
#include <algorithm>

using namespace cuacc;
using namespace clang;

std::string RegionModel::atomName(Atom A) const {
  if (!Atoms[A].Value.empty())
    return "(" + Atoms[A].Value + ")";
  return userName(Atoms[A].Var);
}

std::string RegionModel::kernelName(Atom A) const {
  return Atoms[A].Var->getName().str();
}

const AtomInfo *RegionModel::invariantValue(const VarDecl *V) const {
  for (const AtomInfo &I : Atoms)
    if (I.Var == V && !I.Value.empty())
      return &I;
  return nullptr;
}

const VarDecl *cuacc::referencedVar(const Expr *E) {
  if (!E)
    return nullptr;
  const auto *DR = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
}

unsigned cuacc::countRefs(const Stmt *S, const VarDecl *V) {
  if (!S)
    return 0;
  unsigned N = 0;
  if (const auto *DR = dyn_cast<DeclRefExpr>(S))
    N += DR->getDecl() == V;
  for (const Stmt *C : S->children())
    N += countRefs(C, V);
  return N;
}

unsigned cuacc::countSourceRefs(const Stmt *S, const VarDecl *V) {
  // The calls cuacc puts into the rewritten file come before a region's
  // statement, never under it: the count is countRefs'.
  return countRefs(S, V);
}

bool cuacc::lastIndexComputable(const Loop &L, const RegionModel &M) {
  for (const Loop *P = &L;; P = &M.Loops[P->Parent]) {
    if (!P->Countable || !P->Exit.empty() || !P->Index || !P->Unconditional)
      return false;
    if (P != &L && P->HasContinue)
      return false;
    for (const LinearExpr *E : {&P->Lower, &P->Upper})
      if (M.mentionsIndex(*E))
        return false;
    if (P->Parent < 0)
      return true;
  }
}

std::vector<const DataItem *> cuacc::privateItems(const Loop &L,
                                                  const RegionModel &M) {
  std::vector<const DataItem *> Items;
  if (L.ForDirective)
    if (const Clause *P = L.ForDirective->find(ClauseKind::Private))
      for (const DataItem &I : P->Items)
        Items.push_back(&I);
  // The construct's clauses are its outermost loops' (each gang's copy):
  // a loop inside them keeps its own reductions of the variable ('kernels
  // loop gang private(avg)' around 'loop worker reduction(+:avg)').
  if (L.Parent >= 0)
    return Items;
  // An array is each gang's too: cuacc gives each iteration of an
  // outermost loop whose iterations are independent its own copy (as if
  // every gang ran one iteration), a firstprivate one starting from the
  // array's values. Around a loop in order one copy serves (one gang's); a
  // firstprivate array the construct only reads is the array itself.
  bool Independent =
      L.ForDirective && L.ForDirective->has(ClauseKind::Independent);
  for (const Clause &C : M.Region->Clauses)
    if ((C.Kind == ClauseKind::Firstprivate ||
         (C.Kind == ClauseKind::Private && L.ForDirective != M.Region)))
      for (const DataItem &I : C.Items)
        if (const auto *V = dyn_cast_or_null<VarDecl>(I.Decl)) {
          if (!isArrayItem(I))
            Items.push_back(&I);
          else if (!Independent)
            continue;
          else if (C.Kind == ClauseKind::Private ||
                   llvm::any_of(M.Accesses, [&](const ArrayAccess &A) {
                     return A.Array == V && A.IsWrite;
                   }))
            Items.push_back(&I);
        }
  return Items;
}

bool cuacc::isArrayItem(const DataItem &I) {
  const auto *V = dyn_cast_or_null<VarDecl>(I.Decl);
  if (!V)
    return false;
  QualType T = V->getType().getNonReferenceType();
  return !I.Sections.empty() || T->isArrayType() || T->isPointerType();
}

std::vector<std::pair<const DataItem *, std::string>>
cuacc::reductionClauseArrays(const Loop &L, const RegionModel &M) {
  std::vector<std::pair<const DataItem *, std::string>> Items;
  auto Collect = [&](const Directive *D) {
    for (const Clause &C : D->Clauses)
      if (C.Kind == ClauseKind::Reduction)
        for (const DataItem &I : C.Items)
          if (isArrayItem(I))
            Items.emplace_back(&I, C.Operator);
  };
  if (L.ForDirective)
    Collect(L.ForDirective);
  if (L.Parent < 0 && M.Region && L.ForDirective != M.Region)
    Collect(M.Region);
  return Items;
}

std::set<std::string> cuacc::reductionArrays(const Loop &L,
                                             const RegionModel &M) {
  std::set<std::string> Names;
  for (const auto &[Item, Operator] : reductionClauseArrays(L, M))
    Names.insert(Item->Name);
  return Names;
}

bool cuacc::isConstructPrivateArray(const VarDecl *V, const RegionModel &M) {
  bool Combined = llvm::any_of(
      M.Loops, [&](const Loop &L) { return L.ForDirective == M.Region; });
  for (const Clause &C : M.Region->Clauses)
    if (C.Kind == ClauseKind::Firstprivate ||
        (C.Kind == ClauseKind::Private && !Combined))
      for (const DataItem &I : C.Items)
        if (I.Decl == V && isArrayItem(I))
          return true;
  return false;
}

bool cuacc::isFirstprivate(const VarDecl *V, const RegionModel &M) {
  for (const Clause &C : M.Region->Clauses)
    if (C.Kind == ClauseKind::Firstprivate)
      for (const DataItem &I : C.Items)
        if (I.Decl == V)
          return true;
  return false;
}

bool RegionModel::isInside(const ArrayAccess &A, unsigned L) const {
  return std::find(A.Loops.begin(), A.Loops.end(), L) != A.Loops.end();
}

bool RegionModel::namesApart(unsigned Outer, unsigned Inner) const {
  const Loop &O = Loops[Outer], &I = Loops[Inner];
  if (!O.Index || !I.Index)
    return true;
  llvm::StringRef Name = I.Index->getName();
  auto Named = [&](Atom A) {
    return Atoms[A].Var && Atoms[A].Var->getName() == Name;
  };
  return O.Index->getName() != Name && !O.Lower.mentionsAny(Named) &&
         !O.Upper.mentionsAny(Named);
}

std::vector<LinearExpr> cuacc::loopRunFacts(const RegionModel &M,
                                            llvm::ArrayRef<unsigned> Loops,
                                            bool IndexFree) {
  std::vector<LinearExpr> Facts;
  for (unsigned Id : Loops) {
    const Loop &L = M.Loops[Id];
    if (!L.Countable || (IndexFree && M.mentionsIndex(L.Upper - L.Lower)))
      continue;
    LinearExpr Span = L.Upper - L.Lower;
    Facts.push_back(Span);
    // A strided loop's trips T: 0 <= S*T <= Span <= S*T + S-1.
    if (L.Trips && !L.Trips->isConstant()) {
      int64_t S = L.Step > 0 ? L.Step : -L.Step;
      LinearExpr Reach = *L.Trips * S;
      Facts.push_back(*L.Trips);
      Facts.push_back(Span - Reach);
      Facts.push_back(Reach - Span + LinearExpr(S - 1));
    }
  }
  return Facts;
}

bool cuacc::provablyAtLeast(const LinearExpr &E, int64_t K,
                            const std::vector<LinearExpr> &Facts) {
  LinearExpr R = E - LinearExpr(K);
  if (R.overflowed())
    return false;
  if (R.isConstant())
    return R.constant() >= 0;
  // The facts that share an atom with R, each once, in the order given (so
  // callers put their most specific facts first).
  std::vector<const LinearExpr *> Relevant;
  for (const LinearExpr &F : Facts) {
    if (F.isConstant())
      continue;
    bool Shares = F.mentionsAny([&](Atom A) { return R.mentions(A); });
    bool Known = std::any_of(Relevant.begin(), Relevant.end(),
                             [&](const LinearExpr *G) { return *G == F; });
    if (Shares && !Known && Relevant.size() < 5)
      Relevant.push_back(&F);
  }
  // R = (R - sum l_k F_k) + sum l_k F_k with F_k >= 0: enough that the first
  // part is a constant >= 0 for some small non-negative l_k.
  std::vector<int> Lambda(Relevant.size(), 0);
  while (true) {
    LinearExpr Rest = R;
    for (size_t K2 = 0; K2 < Relevant.size(); ++K2)
      Rest = Rest - *Relevant[K2] * Lambda[K2];
    if (Rest.isConstant() && Rest.constant() >= 0 && !Rest.overflowed())
      return true;
    size_t I = 0;
    while (I < Lambda.size() && ++Lambda[I] > 3)
      Lambda[I++] = 0;
    if (I == Lambda.size())
      return false;
  }
}

namespace {

/// Narrows [Lo, Hi], the range of loop Lp's index, by the guards that bound
/// that index alone among the indices at its depth or deeper (their other
/// indices are outer ones, substituted later): c*i + R >= 0 with c = 1 is
/// i >= -R, with c = -1 i <= R. A bound replaces the loop's only when it
/// is provably as tight, since the index's true range is the intersection
/// (a bound that may be looser could reach past the loop's, and a max()
/// is not a LinearExpr). An index that is not some value equal to a bound
/// (i != 0 where the loop starts at 0) moves that bound by one.
///
/// Tightness is proved by what holds where the guarded access runs: the
/// loops around it run (Around), not a loop elsewhere in the region ('for
/// (k = m; k < n; k++)' says m <= n only where it runs; with m > n the
/// guard i < m of an access under 'i < n' is no tighter, and b[0:m-1] would
/// reach past what the program touches).
bool narrow(const Loop &Lp, const RegionModel &M, llvm::ArrayRef<Guard> Guards,
            const std::vector<unsigned> &Around, LinearExpr &Lo,
            LinearExpr &Hi) {
  bool Loose = false;
  Atom I = Lp.IndexAtom;
  std::vector<LinearExpr> Facts = loopRunFacts(M, Around, /*IndexFree=*/true);
  for (const Guard &G : Guards) {
    int64_t C = G.Expr.coefficient(I);
    LinearExpr Rest = G.Expr - LinearExpr::atom(I) * C;
    bool Deeper = Rest.mentionsAny([&](Atom A) {
      return A == I || (M.Atoms[A].IsIndex &&
                        M.Loops[M.Atoms[A].Loop].Depth >= Lp.Depth);
    });
    if ((C != 1 && C != -1) || Deeper)
      continue;
    LinearExpr Bound = C == 1 ? -Rest : Rest;
    if (G.NotEqual) {
      if (Bound == Lo)
        Lo = Lo + LinearExpr(1);
      else if (Bound == Hi)
        Hi = Hi - LinearExpr(1);
    } else if (C == 1 && provablyAtLeast(Bound - Lo, 0, Facts)) {
      Lo = Bound;
    } else if (C == -1 && provablyAtLeast(Hi - Bound, 0, Facts)) {
      Hi = Bound;
    } else if (!provablyAtLeast(C == 1 ? Lo - Bound : Bound - Hi, 0, Facts)) {
      Loose = true; // neither tighter nor looser than the loop's, provably
    }
  }
  return Loose;
}

} // namespace

std::optional<std::pair<LinearExpr, LinearExpr>>
cuacc::rangeOver(const LinearExpr &E, const RegionModel &M,
                 const std::vector<unsigned> &Inner,
                 llvm::ArrayRef<Guard> Guards, bool *Loose) {
  std::vector<unsigned> Order = Inner;
  std::sort(Order.begin(), Order.end(), [&](unsigned A, unsigned B) {
    return M.Loops[A].Depth > M.Loops[B].Depth;
  });
  LinearExpr Min = E, Max = E;
  for (unsigned L : Order) {
    const Loop &Lp = M.Loops[L];
    Atom I = Lp.IndexAtom;
    LinearExpr Lo = Lp.Lower, Hi = Lp.Upper;
    // A strided loop's index stops at its last value, not at the bound.
    if (Lp.Countable && Lp.Trips) {
      LinearExpr Reach = *Lp.Trips * (Lp.Step > 0 ? Lp.Step : -Lp.Step);
      (Lp.Step > 0 ? Hi : Lo) =
          Lp.Step > 0 ? Lp.Lower + Reach : Lp.Upper - Reach;
    }
    if (Lp.Countable && !Guards.empty() &&
        narrow(Lp, M, Guards, Inner, Lo, Hi) &&
        Loose && (Min.coefficient(I) || Max.coefficient(I)))
      *Loose = true;
    for (LinearExpr *X : {&Min, &Max}) {
      int64_t C = X->coefficient(I);
      if (X->withoutConstant().substitute(I, LinearExpr(0)) !=
          X->withoutConstant() - LinearExpr::atom(I) * C)
        return std::nullopt; // I in a monomial with a symbol
      if (!Lp.Countable) {
        if (C)
          return std::nullopt;
        continue;
      }
      bool TakeLower = (X == &Min) == (C > 0);
      *X = X->substitute(I, TakeLower ? Lo : Hi);
    }
  }
  if (Min.overflowed() || Max.overflowed())
    return std::nullopt;
  return std::make_pair(Min, Max);
}

namespace {

/// Why the accelerator does not run atomic builtin Name (GCC's __sync_*,
/// whose callee is the sized variant, __sync_fetch_and_add_8, named as
/// written).
std::string atomicBuiltinRestriction(llvm::StringRef Name) {
  for (llvm::StringRef Size : {"_1", "_2", "_4", "_8", "_16"})
    if (Name.starts_with("__sync_") && Name.consume_back(Size))
      break;
  return "'" + Name.str() +
         "' is an atomic builtin, which cuacc does not generate for the "
         "accelerator";
}

/// Why a call to F cannot be part of a kernel ("'f' is recursive"); empty
/// when code generation can carry F's definition into it: defined in this
/// file, not variadic, not calling itself (the index's CalleeInfo).
std::string notInlinable(const FunctionDecl *F, const StatementIndex &Facts) {
  if (!F)
    return "an indirect call";
  const FunctionDecl *Def = F->getDefinition();
  std::string Quoted = "'" + F->getNameAsString() + "'";
  llvm::StringRef Name = F->getName();
  if (!Def && F->getBuiltinID() &&
      (Name.starts_with("__sync_") || Name.starts_with("__atomic_") ||
       Name.starts_with("__c11_atomic_")))
    return atomicBuiltinRestriction(Name);
  const SourceManager &SM = F->getASTContext().getSourceManager();
  if (!Def && SM.isInSystemHeader(SM.getExpansionLoc(F->getLocation())))
    return Quoted + " is a library function the accelerator does not have";
  if (!Def && F->getBuiltinID())
    return Quoted + " is a compiler builtin the accelerator does not have";
  if (!Def)
    return Quoted + " is not defined in this file";
  if (Def->isVariadic())
    return Quoted + " is variadic";
  // Another file may define the function the program calls: the kernel
  // would run this definition.
  if (Def->isWeak())
    return Quoted + " is weak (another file's definition may replace it)";
  return Facts.callee(Def).CallsItself ? Quoted + " is recursive" : "";
}

/// Why a call of a member function cannot be part of a kernel (empty when
/// it can: 'S::f(x)'): one on an object ('g.m(x)', 'm(x)' in a member
/// function), or a static one through an object ('g.f(x)'), whose object
/// the kernels do not have. (An overloaded operator's objects are
/// restricted as data.)
std::string memberCallRestriction(const CallExpr *C) {
  const auto *M = dyn_cast_or_null<CXXMethodDecl>(C->getDirectCallee());
  if (!M)
    return "";
  const SourceManager &SM = M->getASTContext().getSourceManager();
  // (A library operator's objects are restricted as data. The program's
  // own operator on an object is a member function call like any other.)
  if (isa<CXXOperatorCallExpr>(C) &&
      (M->isStatic() ||
       SM.isInSystemHeader(SM.getExpansionLoc(M->getLocation()))))
    return "";
  std::string Name =
      M->getParent()->getNameAsString() + "::" + M->getNameAsString();
  if (!M->isStatic())
    return "'" + Name +
           "' is a non-static member function, which cuacc does not "
           "generate for the accelerator (it inlines one whose body returns "
           "one expression of its parameters and the object's fields)";
  if (isa<MemberExpr>(C->getCallee()->IgnoreParenImpCasts()))
    return "'" + Name +
           "' is called through an object, which cuacc does not generate "
           "for the accelerator (call it as '" +
           Name + "(...)')";
  return "";
}

bool isSupportedElementType(QualType T) {
  T = T.getCanonicalType();
  // An enum is its integer type (the kernels spell it so).
  if (const auto *ET = T->getAs<EnumType>())
    if (ET->getDecl()->isComplete())
      T = ET->getDecl()->getIntegerType().getCanonicalType();
  if (const auto *BT = T->getAs<BuiltinType>())
    return BT->isInteger() || BT->getKind() == BuiltinType::Float ||
           BT->getKind() == BuiltinType::Double;
  return false;
}

} // namespace

ModelBuilder::ModelBuilder(const Directive &Region,
                         llvm::ArrayRef<Directive> All, ASTContext &Ctx)
    : All(All), Ctx(Ctx), SM(Ctx.getSourceManager()) {
  M.Region = &Region;
  M.Function = Region.Function;
  // The facts of the region's statements first: the model asks them too.
  M.Facts = std::make_shared<StatementIndex>(Region.Statement);
  // Scalars whose address the function takes anywhere. (A math function's
  // output argument &e is a store of e, and the address goes no further.)
  struct AddrOf : RecursiveASTVisitor<AddrOf> {
    std::set<const VarDecl *> *Out;
    std::set<const Expr *> Stores;
    bool VisitCallExpr(CallExpr *C) {
      for (unsigned I : mathOutputArguments(C->getDirectCallee()))
        if (I < C->getNumArgs())
          Stores.insert(C->getArg(I)->IgnoreParenImpCasts());
      return true;
    }
    bool VisitUnaryOperator(UnaryOperator *U) {
      if (U->getOpcode() == UO_AddrOf && !Stores.count(U))
        if (const auto *DR =
                dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParenImpCasts()))
          if (const auto *V = dyn_cast<VarDecl>(DR->getDecl()))
            Out->insert(V);
      return true;
    }
  } A;
  A.Out = &M.AddressTaken;
  A.TraverseStmt(const_cast<Stmt *>(Region.Function->getBody()));
  // A constructor's initializers too (': p(&n)').
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(Region.Function))
    for (const CXXCtorInitializer *Init : Ctor->inits())
      A.TraverseStmt(Init->getInit());
}

/// The 'index = start' a for loop begins with: a declaration with an
/// initializer, or an assignment to a variable. Null when it is neither.
static std::pair<const VarDecl *, const Expr *>
indexAndStart(const ForStmt *F) {
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit())) {
    if (DS->isSingleDecl())
      if (const auto *V = dyn_cast<VarDecl>(DS->getSingleDecl()))
        if (V->getInit())
          return {V, V->getInit()};
  } else if (const auto *B = dyn_cast_or_null<BinaryOperator>(F->getInit())) {
    if (B->getOpcode() == BO_Assign)
      if (const auto *DR =
              dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParenImpCasts()))
        if (const auto *V = dyn_cast<VarDecl>(DR->getDecl()))
          return {V, B->getRHS()};
  }
  return {nullptr, nullptr};
}

static bool namesIndex(const Expr *E, const VarDecl *Index) {
  const auto *DR = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return DR && DR->getDecl() == Index;
}

/// The constant that the increment adds to Index: 'i++', 'i--', 'i += c',
/// 'i -= c', 'i = i + c', 'i = c + i', 'i = i - c'. Zero when it is none of
/// these.
int64_t ModelBuilder::stepOf(const Expr *Inc, const VarDecl *Index) const {
  if (const auto *U = dyn_cast_or_null<UnaryOperator>(Inc)) {
    if (U->isIncrementDecrementOp() && namesIndex(U->getSubExpr(), Index))
      return U->isIncrementOp() ? 1 : -1;
    return 0;
  }
  const auto *B = dyn_cast_or_null<BinaryOperator>(Inc);
  if (!B || !namesIndex(B->getLHS(), Index))
    return 0;
  const Expr *Amount = nullptr;
  int Sign = 1;
  if (B->getOpcode() == BO_AddAssign || B->getOpcode() == BO_SubAssign) {
    Amount = B->getRHS();
    Sign = B->getOpcode() == BO_AddAssign ? 1 : -1;
  } else if (B->getOpcode() == BO_Assign) {
    if (const auto *R = dyn_cast<BinaryOperator>(B->getRHS()->IgnoreParens())) {
      if ((R->getOpcode() == BO_Add || R->getOpcode() == BO_Sub) &&
          namesIndex(R->getLHS(), Index)) {
        Amount = R->getRHS();
        Sign = R->getOpcode() == BO_Add ? 1 : -1;
      } else if (R->getOpcode() == BO_Add && namesIndex(R->getRHS(), Index)) {
        Amount = R->getLHS();
      }
    }
  }
  Expr::EvalResult ER;
  if (Amount && Amount->EvaluateAsInt(ER, Ctx))
    return Sign * ER.Val.getInt().getExtValue();
  return 0;
}

/// C's loop down to 0 with the decrement in its condition: 'for (size_t i
/// = n; i-- > 0;)', 'for (unsigned i = n; i--;)'. The body sees n - 1 down
/// to the bound; the test compares the value before the decrement. The
/// bound (Op is '>'), or null when Cond is not that form: a post-decrement
/// of the index compared greater than a bound, or tested against 0 (an
/// unsigned index only, for which that is 'i-- > 0').
static const Expr *decrementingBound(const Expr *Cond, const VarDecl *Index,
                                     const ASTContext &Ctx) {
  auto PostDecrement = [&](const Expr *E) {
    const auto *U = dyn_cast<UnaryOperator>(E->IgnoreParenImpCasts());
    return U && U->getOpcode() == UO_PostDec && namesIndex(U->getSubExpr(), Index);
  };
  if (!Cond)
    return nullptr;
  Cond = Cond->IgnoreParenImpCasts();
  if (PostDecrement(Cond) && Index->getType()->isUnsignedIntegerType())
    return IntegerLiteral::Create(Ctx, llvm::APInt(32, 0), Ctx.IntTy,
                                  Cond->getBeginLoc());
  const auto *B = dyn_cast<BinaryOperator>(Cond);
  if (!B)
    return nullptr;
  if (B->getOpcode() == BO_GT && PostDecrement(B->getLHS()))
    return B->getRHS();
  if (B->getOpcode() == BO_LT && PostDecrement(B->getRHS()))
    return B->getLHS();
  if (B->getOpcode() == BO_NE && Index->getType()->isUnsignedIntegerType()) {
    Expr::EvalResult R;
    const Expr *Other = PostDecrement(B->getLHS())   ? B->getRHS()
                        : PostDecrement(B->getRHS()) ? B->getLHS()
                                                     : nullptr;
    if (Other && Other->EvaluateAsInt(R, Ctx) && R.Val.getInt() == 0)
      return Other;
  }
  return nullptr;
}

/// A loop condition read as 'index Op bound - Offset'.
struct IndexComparison {
  BinaryOperatorKind Op = BO_LT;
  const Expr *Bound = nullptr; ///< null: not a comparison of the index
  int64_t Offset = 0;
};

/// Whether E is the index, or the index plus or minus a constant ('i + 1 <
/// n', C++'s way to stop before the last element without n - 1, which
/// wraps for an empty container): the constant in Offset. A negative one
/// only where the sum is signed and compared as signed: an unsigned 'i -
/// 1' wraps at 0, and a signed one compared with an unsigned bound
/// converts to a large value.
static bool indexPlusConstant(const Expr *E, const VarDecl *Index,
                              bool SignedCompare, const ASTContext &Ctx,
                              int64_t &Offset) {
  Offset = 0;
  if (namesIndex(E, Index))
    return true;
  const auto *B = dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts());
  if (!B || (B->getOpcode() != BO_Add && B->getOpcode() != BO_Sub))
    return false;
  const Expr *Other = namesIndex(B->getLHS(), Index) ? B->getRHS()
                      : B->getOpcode() == BO_Add && namesIndex(B->getRHS(), Index)
                          ? B->getLHS()
                          : nullptr;
  Expr::EvalResult R;
  if (!Other || !Other->EvaluateAsInt(R, Ctx) ||
      R.Val.getInt().getSignificantBits() > 32)
    return false;
  Offset = R.Val.getInt().getExtValue();
  if (B->getOpcode() == BO_Sub)
    Offset = -Offset;
  return Offset >= 0 ||
         (SignedCompare && B->getType()->isSignedIntegerType());
}

/// The loop condition as 'index Op bound', turned round when the index is
/// on the right, with the constant added to the index (indexPlusConstant)
/// moved to the bound.
static IndexComparison indexComparison(const Expr *CondExpr,
                                       const VarDecl *Index,
                                       const ASTContext &Ctx) {
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(
      CondExpr ? CondExpr->IgnoreParenImpCasts() : nullptr);
  if (!Cond || !Cond->isComparisonOp())
    return {};
  bool Signed = Cond->getLHS()->getType()->isSignedIntegerType();
  int64_t Offset;
  if (indexPlusConstant(Cond->getLHS(), Index, Signed, Ctx, Offset))
    return {Cond->getOpcode(), Cond->getRHS(), Offset};
  if (indexPlusConstant(Cond->getRHS(), Index, Signed, Ctx, Offset))
    return {BinaryOperator::reverseComparisonOp(Cond->getOpcode()),
            Cond->getLHS(), Offset};
  return {};
}

/// Whether E's value cannot be negative as C reads it: of an unsigned type,
/// or a non-negative constant.
static bool cannotBeNegative(const Expr *E, const ASTContext &Ctx) {
  const Expr *Value = E->IgnoreParenImpCasts();
  Expr::EvalResult R;
  return Value->getType()->isUnsignedIntegerType() ||
         (Value->EvaluateAsInt(R, Ctx) && !R.Val.getInt().isNegative());
}

/// Why the loop condition is not the comparison of the values it names:
/// C compares in the operands' common type, and where that is unsigned a
/// negative index or bound compares as a large value ('for (int i = lo;
/// i < hi; i++)' with an unsigned hi runs no iteration for lo = -2), and
/// an unsigned index holds a negative start as a large value. Null where
/// neither can be negative: an unsigned or non-negative constant bound, and
/// an unsigned index from such a start, or a signed one that starts
/// non-negative and grows.
static const char *comparedAsUnsigned(const Expr *Cond, const VarDecl *Index,
                                      const Expr *Start, const Expr *Bound,
                                      int64_t Step,
                                      llvm::function_ref<bool()> StartProved,
                                      const ASTContext &Ctx) {
  auto NonNegative = [&](const Expr *E) {
    return cannotBeNegative(E, Ctx) || (E == Start && StartProved());
  };
  // 'for (size_t i = lo; ...)' with lo = -2 starts at SIZE_MAX - 1.
  if (Index->getType()->isUnsignedIntegerType() && !NonNegative(Start))
    return "the unsigned index starts from a value that may be negative, "
           "which it holds as a large value (C's conversions)";
  const auto *C = cast<BinaryOperator>(Cond->IgnoreParenImpCasts());
  if (!C->getLHS()->getType()->isUnsignedIntegerType())
    return nullptr;
  if (!NonNegative(Bound))
    return "the condition compares a bound that may be negative in unsigned "
           "arithmetic (C's usual arithmetic conversions)";
  if (Index->getType()->isSignedIntegerType() &&
      (Step < 0 || !NonNegative(Start)))
    return "the condition compares the signed index in unsigned arithmetic "
           "(C's usual arithmetic conversions), where a negative index "
           "compares as a large value";
  return nullptr;
}

/// comparedAsUnsigned for 'i-- > bound': an unsigned index from a start
/// that may be negative holds it as a large value, and a signed index
/// compared with an unsigned bound compares as unsigned.
static const char *comparedDownAsUnsigned(const VarDecl *Index,
                                          const Expr *Start,
                                          const Expr *Bound,
                                          llvm::function_ref<bool()> StartProved,
                                          const ASTContext &Ctx) {
  if (Index->getType()->isUnsignedIntegerType())
    return (cannotBeNegative(Start, Ctx) || StartProved()) &&
                   cannotBeNegative(Bound, Ctx)
               ? nullptr
               : "the unsigned index starts from a value that may be "
                 "negative, which it holds as a large value (C's "
                 "conversions)";
  return Bound->IgnoreParenImpCasts()->getType()->isUnsignedIntegerType() &&
                 Ctx.getIntWidth(Bound->IgnoreParenImpCasts()->getType()) >=
                     Ctx.getIntWidth(Index->getType())
             ? "the condition compares the signed index in unsigned "
               "arithmetic (C's usual arithmetic conversions), where a "
               "negative index compares as a large value"
             : nullptr;
}

/// Whether Index wraps around rather than overflows: an unsigned index,
/// one narrower than int (its increment converts back to its type), or a
/// condition that compares in unsigned arithmetic.
static bool mayWrap(const VarDecl *Index, const Expr *Cond,
                    const ASTContext &Ctx) {
  QualType T = Index->getType();
  if (T->isUnsignedIntegerType() ||
      Ctx.getIntWidth(T) < Ctx.getIntWidth(Ctx.IntTy))
    return true;
  const auto *C = dyn_cast_or_null<BinaryOperator>(
      Cond ? Cond->IgnoreParenImpCasts() : nullptr);
  return C && C->getLHS()->getType()->isUnsignedIntegerType();
}

/// L's normalized bounds, Lower <= Upper, from the start and the bound of
/// 'index Op bound' for L's step. The reason when the comparison does not
/// end a walk in the step's direction (then Lower or Upper is left set).
static const char *normalizeBounds(Loop &L, const LinearExpr &Start,
                                   const LinearExpr &Bound,
                                   BinaryOperatorKind Op) {
  if (L.Step > 0) {
    L.Lower = Start;
    if (Op == BO_LT || (Op == BO_NE && L.Step == 1))
      L.Upper = Bound - LinearExpr(1);
    else if (Op == BO_LE)
      L.Upper = Bound;
    else
      return "the condition does not bound an increasing index";
  } else {
    L.Upper = Start;
    if (Op == BO_GT || (Op == BO_NE && L.Step == -1))
      L.Lower = Bound + LinearExpr(1);
    else if (Op == BO_GE)
      L.Lower = Bound;
    else
      return "the condition does not bound a decreasing index";
  }
  return nullptr;
}

/// Whether L is countable (an integer index from an affine start, a
/// constant step, a comparison with an affine bound, none of which the body
/// changes), and its normalized bounds when it is; the reason when it is
/// not. The checks run in that order and stop at the first that fails.
void ModelBuilder::analyzeBounds(Loop &L, const ForStmt *F) {
  auto Fail = [&](std::string Why) {
    L.Countable = false;
    L.NotCountableReason = std::move(Why);
  };
  auto [Index, Start] = indexAndStart(F);
  if (llvm::StringRef Keyword = writtenKeyword(F, SM);
      !Index && Keyword != "for")
    return Fail(inOrderLoopReason(Keyword));
  if (!Index)
    return Fail("no 'index = start' initialization");
  L.Index = Index;
  if (!Index->getType()->isIntegerType())
    return Fail("the index is not an integer");
  int64_t Step = stepOf(F->getInc(), Index);
  // ('size_t i = n; i-- > 0;': its own declaration, so that nothing reads
  // the index's value after the loop, which the last test decremented.)
  const Expr *DownTo = F->getInc() || !isa<DeclStmt>(F->getInit())
                           ? nullptr
                           : decrementingBound(F->getCond(), Index, Ctx);
  if (DownTo)
    Step = -1;
  if (!Step)
    return Fail("the step is not a non-zero constant");
  L.Step = Step;
  // (The body's value is the tested one less: 'old > bound' is 'value >=
  // bound'.)
  auto [Op, Bound, Offset] = DownTo ? IndexComparison{BO_GE, DownTo, 0}
                                    : indexComparison(F->getCond(), Index, Ctx);
  if (!Bound)
    return Fail("the condition is not a comparison of the index");
  // (The proof only where C's conversions ask for it.)
  auto StartProved = [&] { return provedNonNegative(Start); };
  if (const char *Why =
          DownTo ? comparedDownAsUnsigned(Index, Start, Bound, StartProved,
                                          Ctx)
                 : comparedAsUnsigned(F->getCond(), Index, Start, Bound, Step,
                                      StartProved, Ctx))
    return Fail(Why);

  // The index must not change in the body; the bounds must not depend on
  // anything that changes in the loop.
  const VariableUses &InBody = M.facts().uses(F->getBody());
  if (InBody.Assigned.count(Index))
    return Fail("the index is assigned in the loop body");
  Subscript S = linear(Start), B = linear(Bound);
  for (auto [Sub, E] : {std::pair(&S, Start), std::pair(&B, Bound)})
    if (!Sub->Affine)
      if (std::optional<Atom> A = invariantAtom(E))
        *Sub = {true, LinearExpr::atom(*A), ""};
  if (!S.Affine || !B.Affine)
    return Fail("the loop bounds are not affine");
  for (const LinearExpr *E : {&S.Expr, &B.Expr})
    if (E->mentionsAny([&](Atom A) {
          return !M.Atoms[A].IsIndex && InBody.Assigned.count(M.Atoms[A].Var);
        }))
      return Fail("the loop bounds change inside the loop");

  // '!=' walks to its bound through every value between; an unsigned or
  // narrow index wraps past its type's end on the way where the start is
  // beyond the bound ('for (unsigned j = n - 1; j != (unsigned)-1; j--)'
  // ends after 0, 'uint8_t q = 250; q != 4; q++' after 255): only a walk
  // that provably starts on the bound's side is the range the model says.
  if (Op == BO_NE && !DownTo && mayWrap(Index, F->getCond(), Ctx)) {
    LinearExpr To = B.Expr - LinearExpr(Offset);
    LinearExpr Gap = Step > 0 ? To - S.Expr : S.Expr - To;
    // (An unsigned symbol is at least 0: 'k = 0; k != n; k++'.)
    std::vector<LinearExpr> Facts = loopRunFacts(M, LoopStack, false);
    Gap.mentionsAny([&](Atom A) {
      if (!M.Atoms[A].IsIndex &&
          M.Atoms[A].Var->getType()->isUnsignedIntegerType())
        Facts.push_back(LinearExpr::atom(A));
      return false;
    });
    // (From 0 up, or down to 0, no unsigned walk passes its type's end.)
    bool FromZero = Step > 0 ? S.Expr.isConstant() && S.Expr.constant() == 0
                             : To.isConstant() && To.constant() == 0;
    if (!FromZero && !provablyAtLeast(Gap, 0, Facts))
      return Fail("with '!=', the index may wrap around its type's range "
                  "before it reaches the bound (C's unsigned arithmetic)");
  }

  // The test decrements before the body: it sees start - 1 first.
  L.First = DownTo ? S.Expr - LinearExpr(1) : S.Expr;
  if (const char *Why =
          normalizeBounds(L, L.First, B.Expr - LinearExpr(Offset), Op))
    return Fail(Why);
  L.Countable = true;
  stridedTrips(L);
}

/// Whether E, an affine form of the indices of the loops around and of
/// values they keep, is at least 0 wherever those loops run: 'j = i + 1'
/// in 'for (int i = 0; ...)' ('for (int j = i + 1; j < n; j++)' with a
/// size_t n compares j as unsigned, which is j itself where j >= 0).
bool ModelBuilder::provedNonNegative(const Expr *E) {
  Subscript S = linear(E);
  if (!S.Affine)
    return false;
  auto Range = rangeOver(S.Expr, M, LoopStack);
  return Range && provablyAtLeast(Range->first, 0,
                                  loopRunFacts(M, LoopStack, false));
}

void ModelBuilder::stridedTrips(Loop &L) {
  if (L.Step == 1 || L.Step == -1)
    return;
  int64_t S = L.Step > 0 ? L.Step : -L.Step;
  LinearExpr Span = L.Upper - L.Lower;
  if (Span.overflowed())
    return;
  if (Span.isConstant()) {
    int64_t D = Span.constant();
    L.Trips = LinearExpr(D >= 0 ? D / S : -((-D + S - 1) / S));
    return;
  }
  if (M.mentionsIndex(Span) || !keepsValue(Span))
    return;
  // floor(Span / S) in C's truncating division: (Span + S) / S - 1 is
  // exact for Span >= -S and negative below (a loop that does not run,
  // whose sections come out empty as with a step of 1).
  std::string Text = "(" + (Span + LinearExpr(S)).str(M.namer()) + ")/" +
                     std::to_string(S) + "-1";
  L.Trips = LinearExpr::atom(valueAtom(Text));
}

/// A 'break' ends its loop early, so the loop's iterations are not
/// independent; a 'continue' only skips to the next iteration, except in a
/// loop the host runs around kernels (the kernels cannot jump there). Either
/// leaving the region altogether keeps the region on the host.
void ModelBuilder::leaves(const Stmt *Jump, bool IsContinue) {
  auto Target = Breakable.rbegin();
  if (IsContinue)
    while (Target != Breakable.rend() && isa<SwitchStmt>(*Target))
      ++Target;
  if (Target == Breakable.rend()) {
    if (!M.HostOnly)
      M.HostOnly = NotOffloaded{NotOffloadedKind::JumpLeavesRegion,
                                {IsContinue ? "continue" : "break"}};
    return;
  }
  for (Loop &L : M.Loops)
    if (L.Stmt == *Target) {
      if (IsContinue)
        L.HasContinue = true;
      else if (L.Exit.empty())
        L.Exit = "break";
    }
  (void)Jump;
}

void ModelBuilder::visitFor(const ForStmt *F) {
  if (F->getInit())
    visitStmt(F->getInit());
  bool IsRoot = LoopStack.empty();
  if (IsRoot) {
    NestAssigned = M.facts().uses(F).Assigned;
  }
  unsigned Id = M.Loops.size();
  M.Loops.push_back({});
  Loop &L = M.Loops.back();
  L.Id = Id;
  L.Stmt = F;
  L.Line = line(F->getBeginLoc());
  L.Depth = LoopStack.size();
  L.Unconditional = IsRoot ? Control.empty()
                           : !Control.empty() &&
                                 Control.back() == M.Loops[LoopStack.back()].Stmt;
  if (!IsRoot) {
    L.Parent = LoopStack.back();
    M.Loops[L.Parent].Children.push_back(Id);
  } else {
    M.Roots.push_back(Id);
  }
  for (const Directive &D : All)
    if (needsForLoop(D.Kind) && D.Statement == F)
      M.Loops[Id].ForDirective = &D;
  analyzeBounds(M.Loops[Id], F);
  // A loop without an index ('for (; err > tol;)', a while loop) gets an
  // atom of its own too, which no expression names: what the dependence
  // tests do to a loop's index (prime it in the sink's iteration) must not
  // touch another atom.
  M.Loops[Id].IndexAtom = M.Atoms.size();
  M.Atoms.push_back({true, M.Loops[Id].Index, int(Id)});

  LoopStack.push_back(Id);
  Control.push_back(F);
  Breakable.push_back(F);
  if (F->getCond())
    visitExpr(F->getCond());
  visitStmt(F->getBody());
  if (F->getInc())
    visitExpr(F->getInc());
  Breakable.pop_back();
  Control.pop_back();
  LoopStack.pop_back();
}

/// The branches of an 'if' or '?:' (Parent), each a control path of its
/// own and under what the condition says there. The paths are marked by the
/// condition (then) and Parent (else), not by the branches' statements: a
/// branch without braces may be a loop, whose own mark is the loop.
void ModelBuilder::visitBranches(const Stmt *Parent, const Expr *Cond,
                                 const Stmt *Then, const Stmt *Else) {
  Control.push_back(Cond);
  size_t N = assume(Cond, true);
  visitStmt(Then);
  forget(N);
  Control.back() = Parent;
  N = assume(Cond, false);
  visitStmt(Else);
  forget(N);
  Control.pop_back();
}

/// The initializer 'a[i]' of a pointer V where a holds rows through
/// pointers ('double *r = a[i]' with 'double **a'); null otherwise.
static const ArraySubscriptExpr *rowAddress(const VarDecl *V) {
  const auto *Row =
      dyn_cast<ArraySubscriptExpr>(V->getInit()->IgnoreParenImpCasts());
  const auto *Rows =
      Row ? dyn_cast<DeclRefExpr>(Row->getBase()->IgnoreParenImpCasts())
          : nullptr;
  if (!Rows || !V->getType()->isPointerType() ||
      rowElementType(Rows->getDecl()->getType()).isNull())
    return nullptr;
  return Row;
}

/// A GNU case range: the kernels list its values (nvcc compiles 'case 10
/// ... 12:' as 'case 10:', silently), up to MaxCaseRange of them.
void ModelBuilder::visitCaseRange(const CaseStmt *C) {
  if (!C->caseStmtIsGNURange())
    return;
  Expr::EvalResult Lo, Hi;
  if (!C->getLHS()->EvaluateAsInt(Lo, Ctx) ||
      !C->getRHS()->EvaluateAsInt(Hi, Ctx) ||
      (Hi.Val.getInt() - Lo.Val.getInt()).ugt(MaxCaseRange - 1))
    restrict(RestrictionKind::Construct,
             "a case range of more than " + std::to_string(MaxCaseRange) +
                 " values",
             C->getBeginLoc());
}

/// Whether S always jumps out of the statements around it ('continue;',
/// '{ ...; break; }', 'return').
static bool alwaysLeaves(const Stmt *S) {
  if (isa<ContinueStmt>(S) || isa<BreakStmt>(S) || isa<ReturnStmt>(S))
    return true;
  const auto *C = dyn_cast<CompoundStmt>(S);
  return C && !C->body_empty() && alwaysLeaves(C->body_back());
}

std::string cuacc::inOrderLoopReason(llvm::StringRef Keyword) {
  return "a '" + Keyword.str() +
         "' loop runs in order (only 'for' loops with an index, a constant "
         "step and a bound the loop does not change are parallelized)";
}

bool cuacc::mayBeEntered(const Stmt *S) {
  if (!S)
    return false;
  if (isa<SwitchCase>(S) || isa<LabelStmt>(S))
    return true;
  if (const auto *Sw = dyn_cast<SwitchStmt>(S))
    return mayBeEntered(Sw->getCond());
  return llvm::any_of(S->children(),
                      [](const Stmt *C) { return mayBeEntered(C); });
}

/// The statements of a block in order; after 'if (c) continue;' (or break,
/// or return) the rest of the block runs only where c fails, so its
/// accesses are guarded by !c like an 'else' branch's (the boundary guard
/// 'if (i < 1 || i > n - 2) continue;' of a[i-1] and a[i+1]), up to a
/// statement a jump may enter by (a case label).
void ModelBuilder::visitCompound(const CompoundStmt *C) {
  size_t Assumed = 0;
  for (const Stmt *S : C->body()) {
    if (mayBeEntered(S)) {
      forget(Assumed);
      Assumed = 0;
    }
    visitStmt(S);
    const Stmt *Labeled = S; // 'case 0: if (c) break;'
    while (isa<SwitchCase>(Labeled) || isa<LabelStmt>(Labeled))
      Labeled = isa<LabelStmt>(Labeled)
                    ? cast<LabelStmt>(Labeled)->getSubStmt()
                    : cast<SwitchCase>(Labeled)->getSubStmt();
    const auto *If = dyn_cast<IfStmt>(Labeled);
    if (If && !If->getElse() && !If->getInit() &&
        !If->getConditionVariable() && alwaysLeaves(If->getThen()))
      Assumed += assume(If->getCond(), false);
  }
  forget(Assumed);
}

/// A declaration in the region: its initializers are read (an alias's
/// element is the alias's; 'double *r = a[i]' of rows through pointers
/// reads the row's address), and a type the kernels cannot hold is a
/// restriction.
void ModelBuilder::visitDecls(const DeclStmt *DS) {
  for (const Decl *D : DS->decls())
    if (const auto *V = dyn_cast<VarDecl>(D)) {
      if (!LoopStack.empty() && V->hasLocalStorage())
        DeclaredInNest.insert(V);
      if (bindAlias(V)) {
        // 'double *r = a[i]' of rows through pointers reads the row's
        // address, which the device's table holds: only i is read.
        if (const ArraySubscriptExpr *Row = rowAddress(V)) {
          visitExpr(Row->getIdx());
          continue;
        }
        if (V->getType()->isReferenceType())
          visitAddress(V->getInit());
        else
          visitExpr(V->getInit());
        continue;
      }
      if (!isSupportedElementType(
              V->getType()->isArrayType()
                  ? QualType(V->getType()->getPointeeOrArrayElementType(), 0)
                  : V->getType()) &&
          !V->getType()->isPointerType() && !isLoopStruct(V))
        restrict(RestrictionKind::Datatype, V->getType().getAsString(),
                 V->getLocation());
      if (V->getInit())
        visitExpr(V->getInit());
    }
}

void ModelBuilder::visitStmt(const Stmt *S) {
  if (!S)
    return;
  if (const auto *C = dyn_cast<CaseStmt>(S))
    visitCaseRange(C);
  if (const auto *F = dyn_cast<ForStmt>(S))
    return visitFor(F);
  if (const auto *C = dyn_cast<CompoundStmt>(S))
    return visitCompound(C);
  if (const auto *E = dyn_cast<Expr>(S))
    return visitExpr(E);
  if (const auto *I = dyn_cast<IfStmt>(S)) {
    visitExpr(I->getCond());
    return visitBranches(I, I->getCond(), I->getThen(), I->getElse());
  }
  if (isa<WhileStmt>(S) || isa<DoStmt>(S) || isa<SwitchStmt>(S)) {
    if (!isa<SwitchStmt>(S) && LoopStack.empty())
      M.WhileLoops.push_back({isa<WhileStmt>(S) ? "while" : "do",
                              S->getBeginLoc(), line(S->getBeginLoc())});
    Control.push_back(S);
    Breakable.push_back(S);
    for (const Stmt *C : S->children())
      visitStmt(C);
    Breakable.pop_back();
    Control.pop_back();
    return;
  }
  if (isa<BreakStmt>(S) || isa<ContinueStmt>(S))
    return leaves(S, isa<ContinueStmt>(S));
  // -fopenmp: the construct is outlined and run by OpenMP's runtime on the
  // host; its loops are not the region's to schedule.
  if (const auto *OMP = dyn_cast<OMPExecutableDirective>(S)) {
    if (!M.HostOnly)
      M.HostOnly = NotOffloaded{
          NotOffloadedKind::OpenMPConstruct,
          {getOpenMPDirectiveName(OMP->getDirectiveKind()).str()}};
    return;
  }
  if (isa<ReturnStmt>(S) || isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S)) {
    // The host function must return (or jump) from where the user wrote
    // it: no kernel can.
    if (!M.HostOnly)
      M.HostOnly = isa<ReturnStmt>(S)
                       ? NotOffloaded{NotOffloadedKind::JumpLeavesRegion,
                                      {"return"}}
                       : NotOffloaded{NotOffloadedKind::RegionHasGoto, {}};
    for (unsigned L : LoopStack)
      if (M.Loops[L].Exit.empty())
        M.Loops[L].Exit = isa<ReturnStmt>(S) ? "return" : "goto";
    for (const Stmt *C : S->children())
      visitStmt(C);
    return;
  }
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    return visitDecls(DS);
  for (const Stmt *C : S->children())
    visitStmt(C);
}

void ModelBuilder::recordAccess(const Expr *E, bool IsWrite) {
  // A string literal's characters are constants: no access to model (and
  // no array to name in a dependence).
  const Expr *Base = E->IgnoreParenImpCasts();
  for (;;) {
    if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(Base))
      Base = ASE->getBase()->IgnoreParenImpCasts();
    else if (const auto *U = dyn_cast<UnaryOperator>(Base);
             U && U->getOpcode() == UO_Deref)
      Base = U->getSubExpr()->IgnoreParenImpCasts();
    else
      break;
  }
  if (isa<StringLiteral>(Base) && !IsWrite)
    return;

  ArrayAccess A;
  A.Id = M.Accesses.size();
  A.E = E;
  A.IsWrite = IsWrite;
  A.Loops = LoopStack;
  A.Control = Control;
  A.Guards = Guards;
  A.Order = NextOrder++;
  A.Line = line(E->getBeginLoc());
  // a[i][j], *p (p[0]), *(p + e) (p[e]), (*A)[j] (A[0][j]), and what an
  // alias designates (y, *p, Ai[j]: Addresses.cpp).
  std::optional<ElementRef> R = lvalueElement(E);
  if (R && R->Array && !R->Subs.empty()) {
    A.Array = R->Array;
    A.Subscripts = std::move(R->Subs);
    A.Name = A.Array->getName().str();
    QualType T = A.Array->getType().getNonReferenceType();
    unsigned PointerLevels = 0;
    for (unsigned I = 0; I < A.Subscripts.size(); ++I) {
      if (const auto *PT = T->getAs<PointerType>()) {
        ++PointerLevels;
        T = PT->getPointeeType();
      } else if (const ArrayType *AT = Ctx.getAsArrayType(T)) {
        T = AT->getElementType();
      }
    }
    // Rows through pointers ('double **a') are arrays of their own when
    // indexed whole, a[i][j]: the runtime moves each row and checks that no
    // two rows overlap (RowOverlap) before the kernels assume it.
    bool Rows = PointerLevels == 2 && A.Subscripts.size() == 2 &&
                !rowElementType(A.Array->getType()).isNull();
    if (PointerLevels > 1 && !Rows)
      restrict(RestrictionKind::Datatype, A.Array->getType().getAsString(),
               E->getBeginLoc());
    if (!isSupportedElementType(E->getType()) &&
        !isDevicePlainRecord(E->getType()))
      restrict(RestrictionKind::Datatype, E->getType().getAsString(),
               E->getBeginLoc());
  } else {
    // A struct member, a call's result, a compound literal, a pointer the
    // nest sets more than once: named as the user wrote it, its base
    // unknown (every pair with it is assumed dependent).
    const SourceManager &SM = Ctx.getSourceManager();
    CharSourceRange CR = CharSourceRange::getTokenRange(
        SM.getExpansionRange(Base->getSourceRange()).getAsRange());
    A.Name = Lexer::getSourceText(CR, SM, Ctx.getLangOpts()).str();
    if (A.Name.empty() || A.Name.size() > 40)
      A.Name = "an array expression";
    // Its subscripts as written, outermost first.
    std::vector<Subscript> Subs;
    for (const Expr *X = E->IgnoreParenImpCasts();;) {
      if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(X)) {
        Subs.push_back(linear(ASE->getIdx()));
        X = ASE->getBase()->IgnoreParenImpCasts();
      } else if (const auto *U = dyn_cast<UnaryOperator>(X);
                 U && U->getOpcode() == UO_Deref) {
        Subs.push_back(zeroSubscript());
        X = U->getSubExpr()->IgnoreParenImpCasts();
      } else {
        break;
      }
    }
    A.Subscripts.assign(Subs.rbegin(), Subs.rend());
  }
  delinearize(A);
  M.Accesses.push_back(std::move(A));
}

/// A math library call reads its arguments and stores through its output
/// arguments (frexp's &e): a store of what they point to, when that is a
/// variable or an element.
void ModelBuilder::visitMathCall(const CallExpr *Call) {
  std::vector<unsigned> Outputs =
      mathOutputArguments(Call->getDirectCallee());
  for (unsigned I = 0; I < Call->getNumArgs(); ++I) {
    const Expr *Arg = Call->getArg(I);
    if (std::find(Outputs.begin(), Outputs.end(), I) == Outputs.end()) {
      visitExpr(Arg);
      continue;
    }
    const auto *Addr = dyn_cast<UnaryOperator>(Arg->IgnoreParenImpCasts());
    if (Addr && Addr->getOpcode() == UO_AddrOf)
      visitAssignTarget(Addr->getSubExpr(), /*AlsoRead=*/false);
    else
      restrict(RestrictionKind::CallEffects,
               "'" + Call->getDirectCallee()->getNameAsString() +
                   "' stores through a pointer other than the address of a "
                   "variable or an element",
               Call->getBeginLoc());
  }
}

void ModelBuilder::visitAssignTarget(const Expr *LHS, bool AlsoRead) {
  const Expr *T = LHS->IgnoreParenImpCasts();
  if (isa<ArraySubscriptExpr>(T) ||
      (isa<UnaryOperator>(T) &&
       cast<UnaryOperator>(T)->getOpcode() == UO_Deref)) {
    // Subscript expressions are read first.
    const Expr *Cur = T;
    while (const auto *ASE = dyn_cast<ArraySubscriptExpr>(Cur)) {
      visitExpr(ASE->getIdx());
      Cur = ASE->getBase()->IgnoreParenImpCasts();
    }
    // An element of a struct's array member (q[i].w[k] = ...): a write of
    // the struct.
    if (const auto *ME = dyn_cast<MemberExpr>(Cur);
        ME && visitMemberTarget(ME, AlsoRead))
      return;
    if (const auto *U = dyn_cast<UnaryOperator>(Cur))
      visitExpr(U->getSubExpr());
    if (AlsoRead)
      recordAccess(T, /*IsWrite=*/false);
    recordAccess(T, /*IsWrite=*/true);
    return;
  }
  if (isElementAlias(T)) {
    if (AlsoRead)
      recordAccess(T, /*IsWrite=*/false);
    recordAccess(T, /*IsWrite=*/true);
    return;
  }
  if (const auto *ME = dyn_cast<MemberExpr>(T)) {
    visitMemberTarget(ME, AlsoRead);
    return;
  }
  // A reference a call returns ('g[i] += 1' through the program's own
  // operator[]): the call is the kernels' to make, or not.
  if (isa<CallExpr>(T)) {
    visitCall(T);
    return;
  }
  // A scalar: the scalar analysis reads the AST itself.
}

/// A store to the member ME (or to an element of its array): true when it
/// is a store to a struct element or to a loop's own struct; otherwise the
/// kernels cannot make it (restricted). A store to a member of an element
/// keeps its other members: the element is read, then written (were it
/// only written, the data plan would copy out whole elements the device
/// never filled: a wrong answer the struct difftest found).
bool ModelBuilder::visitMemberTarget(const MemberExpr *ME, bool) {
  if (memberOfLoopStruct(ME))
    return true; // each iteration's own
  if (const ArraySubscriptExpr *Element = memberOfElement(ME)) {
    visitElementSubscripts(Element);
    recordAccess(Element, /*IsWrite=*/false);
    recordAccess(Element, /*IsWrite=*/true);
    return true;
  }
  restrictMember(ME);
  return false;
}

void ModelBuilder::visitAddress(const Expr *E) {
  const Expr *Sub = E->IgnoreParenImpCasts();
  while (const auto *ASE = dyn_cast<ArraySubscriptExpr>(Sub)) {
    visitExpr(ASE->getIdx());
    Sub = ASE->getBase()->IgnoreParenImpCasts();
  }
  if (const auto *U = dyn_cast<UnaryOperator>(Sub);
      U && U->getOpcode() == UO_Deref) // &*(p + k): k is evaluated
    visitExpr(U->getSubExpr());
}

const ArraySubscriptExpr *
ModelBuilder::memberOfElement(const MemberExpr *E) const {
  const auto *Element = dyn_cast_or_null<ArraySubscriptExpr>(structOfMember(E));
  return Element && isDevicePlainRecord(Element->getType()) ? Element
                                                            : nullptr;
}

/// A member access the kernels cannot make, and why when it is known.
void ModelBuilder::restrictMember(const MemberExpr *ME) {
  if (const std::string *Why = whyMemberStays(ME)) {
    restrict(RestrictionKind::MemberPath, *Why, ME->getBeginLoc());
    return;
  }
  const Expr *Base = ME;
  while (const auto *M = dyn_cast<MemberExpr>(Base))
    Base = M->getBase()->IgnoreParenImpCasts();
  if (const auto *Element = dyn_cast<ArraySubscriptExpr>(Base);
      Element && Element->getType()->isRecordType()) {
    restrict(RestrictionKind::MemberPath,
             "the elements are structs the device cannot hold as the host "
             "lays them out (a pointer, bit-field or union member, packed "
             "or aligned, or not at file scope)",
             ME->getBeginLoc());
    return;
  }
  restrict(RestrictionKind::Member, ME->getMemberDecl()->getNameAsString(),
           ME->getBeginLoc());
}

/// A struct variable a loop of the region declares (each iteration's own,
/// as a scalar declared there), of a struct the kernels can hold.
bool ModelBuilder::isLoopStruct(const VarDecl *V) const {
  return V && DeclaredInNest.count(V) && !V->getType()->isArrayType() &&
         isDevicePlainRecord(V->getType());
}

/// Whether E is a member (through '.') of such a struct.
bool ModelBuilder::memberOfLoopStruct(const MemberExpr *E) const {
  const auto *DR = dyn_cast_or_null<DeclRefExpr>(structOfMember(E));
  return DR && isLoopStruct(dyn_cast<VarDecl>(DR->getDecl()));
}

/// The subscripts of an element access, which are read first.
void ModelBuilder::visitElementSubscripts(const ArraySubscriptExpr *E) {
  const Expr *Cur = E;
  while (const auto *ASE = dyn_cast<ArraySubscriptExpr>(Cur)) {
    visitExpr(ASE->getIdx());
    Cur = ASE->getBase()->IgnoreParenImpCasts();
  }
  if (const auto *U = dyn_cast<UnaryOperator>(Cur))
    visitExpr(U->getSubExpr());
}

/// A use of a reference bound to an element (float &y = b[i]).
bool ModelBuilder::isElementAlias(const Expr *E) const {
  const VarDecl *V = referencedVar(E);
  return V && V->getType()->isReferenceType() && Aliases.count(V);
}

/// A lambda's body is another function's: its 'return' leaves the lambda,
/// and what it does is its call's (Effects.cpp says why that call cannot
/// run on the device). Its captures are evaluated here.
void ModelBuilder::visitLambda(const LambdaExpr *L) {
  for (const Expr *Init : L->capture_inits())
    visitExpr(Init);
}

void ModelBuilder::visitExpr(const Expr *E) {
  if (!E)
    return;
  E = E->IgnoreParens();
  if (const auto *L = dyn_cast<LambdaExpr>(E))
    return visitLambda(L);
  // A value of a floating type the device has no arithmetic for, made by a
  // literal or a cast ('x + 1e-17L' is long double: nvcc computes it in
  // double; '(_Float16)x' does not compile).
  if ((E->getType()->isRealFloatingType() &&
       !isSupportedElementType(E->getType())) ||
      E->getType()->isAnyComplexType()) // '2.0i', '__real__ z'
    restrict(RestrictionKind::Datatype, E->getType().getAsString(),
             E->getBeginLoc());
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->isAssignmentOp()) {
      visitExpr(B->getRHS());
      visitAssignTarget(B->getLHS(), B->isCompoundAssignmentOp());
      return;
    }
    if (B->isLogicalOp()) {
      visitExpr(B->getLHS());
      Control.push_back(B);
      // The right side runs when the left decides nothing.
      size_t N = assume(B->getLHS(), B->getOpcode() == clang::BO_LAnd);
      visitExpr(B->getRHS());
      forget(N);
      Control.pop_back();
      return;
    }
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->isIncrementDecrementOp()) {
      visitAssignTarget(U->getSubExpr(), /*AlsoRead=*/true);
      return;
    }
    if (U->getOpcode() == UO_AddrOf)
      return visitAddress(U->getSubExpr());
    if (U->getOpcode() == UO_Deref) {
      visitExpr(U->getSubExpr());
      recordAccess(U, /*IsWrite=*/false);
      return;
    }
  }
  if (const auto *C = dyn_cast<ConditionalOperator>(E)) {
    visitExpr(C->getCond());
    return visitBranches(C, C->getCond(), C->getTrueExpr(),
                         C->getFalseExpr());
  }
  if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
    // Only the full reference a[i][j] is an element access; a[i] of a 2-D
    // array is an address computation.
    if (ASE->getType()->isArrayType()) {
      for (const Stmt *C : E->children())
        visitStmt(C);
      return;
    }
    const Expr *Cur = ASE;
    while (const auto *Inner = dyn_cast<ArraySubscriptExpr>(Cur)) {
      visitExpr(Inner->getIdx());
      Cur = Inner->getBase()->IgnoreParenImpCasts();
    }
    if (isa<MemberExpr>(Cur))
      visitExpr(Cur);
    // An element of a struct element's array member (q[i].w[k]) is
    // accessed with the struct element (visitExpr of the member read it);
    // one of a loop's own struct is the iteration's own.
    if (const auto *ME = dyn_cast<MemberExpr>(Cur);
        ME && (memberOfElement(ME) || memberOfLoopStruct(ME)))
      return;
    recordAccess(ASE, /*IsWrite=*/false);
    return;
  }
  if (isa<AtomicExpr>(E) || isa<CallExpr>(E))
    return visitCall(E);
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    if (memberOfLoopStruct(ME))
      return; // each iteration's own
    if (const ArraySubscriptExpr *Element = memberOfElement(ME)) {
      visitElementSubscripts(Element);
      recordAccess(Element, /*IsWrite=*/false);
      return;
    }
    restrictMember(ME);
    return;
  }
  if (const auto *DR = dyn_cast<DeclRefExpr>(E))
    return visitDeclRef(DR);
  for (const Stmt *C : E->children())
    visitStmt(C);
}

/// A name read in the region.
void ModelBuilder::visitDeclRef(const DeclRefExpr *DR) {
  // C++17's 'auto [s, t] = ...': a name for part of an object, which the
  // kernels are not given.
  if (isa<BindingDecl>(DR->getDecl()))
    return restrict(RestrictionKind::Construct,
                    "'" + DR->getDecl()->getNameAsString() +
                        "' is a structured binding",
                    DR->getBeginLoc());
  if (isElementAlias(DR))
    return recordAccess(DR, /*IsWrite=*/false);
  // A reference to a scalar reads the scalar (passed by value, with a
  // run-time check that it is not bound into the region's data).
  if (const auto *V = dyn_cast<VarDecl>(DR->getDecl()))
    if (!V->getType()->isArrayType() && !V->getType()->isPointerType() &&
        !isSupportedElementType(V->getType().getNonReferenceType()) &&
        !isLoopStruct(V))
      restrict(RestrictionKind::Datatype, V->getType().getAsString(),
               DR->getBeginLoc());
}

/// A call, or an atomic builtin (__atomic_*, __c11_atomic_*, an AtomicExpr
/// rather than a call): device math, a function the kernel can carry, or a
/// restriction saying why not.
void ModelBuilder::visitCall(const Expr *E) {
  if (const auto *A = dyn_cast<AtomicExpr>(E)) {
    const SourceManager &SM = Ctx.getSourceManager();
    llvm::StringRef Name = Lexer::getSourceText(
        CharSourceRange::getTokenRange(SM.getSpellingLoc(A->getBuiltinLoc())),
        SM, Ctx.getLangOpts());
    restrict(RestrictionKind::Call, atomicBuiltinRestriction(Name),
             A->getBeginLoc());
    return;
  }
  const auto *Call = cast<CallExpr>(E);
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (isDeviceMathFunction(Callee))
    return visitMathCall(Call);
  if (std::string Why = memberCallRestriction(Call); !Why.empty())
    restrict(RestrictionKind::Call, Why, Call->getBeginLoc());
  else if (std::string Why = notInlinable(Callee, M.facts()); !Why.empty())
    restrict(RestrictionKind::Call, Why, Call->getBeginLoc());
  else if (std::string Why = deviceCallRestriction(Callee); !Why.empty())
    // Effects through pointers or globals are invisible to the
    // dependence and data analyses of this loop: it stays sequential.
    restrict(RestrictionKind::CallEffects, Why, Call->getBeginLoc());
  for (const Expr *Arg : Call->arguments())
    visitExpr(Arg);
}

RegionModel cuacc::buildRegionModel(const Directive &Region,
                                    llvm::ArrayRef<Directive> All,
                                    ASTContext &Ctx) {
  RegionModel M = ModelBuilder(Region, All, Ctx).build();
  if (!M.HostOnly && Region.Statement)
    M.HostOnly = nameCapture(Region.Statement, Ctx.getSourceManager());
  return M;
}

void RegionModel::print(llvm::raw_ostream &OS, const SourceManager &SM) const {
  OS << "region at line "
     << userLine(SM, Region->Loc) << ":\n";
  auto Name = namer();
  auto Indent = [&](unsigned Depth) { OS.indent(2 + 2 * Depth); };
  for (const Loop &L : Loops) {
    Indent(L.Depth);
    OS << "loop line " << L.Line << ": ";
    if (!L.Countable) {
      OS << "not countable (" << L.NotCountableReason << ")\n";
      continue;
    }
    OS << L.Index->getName() << " = " << L.Lower.str(Name) << " .. "
       << L.Upper.str(Name) << " step " << L.Step << "\n";
  }
  for (const ArrayAccess &A : Accesses) {
    Indent(A.Loops.size());
    OS << (A.IsWrite ? "write " : "read ") << A.Name;
    for (const Subscript &S : A.Subscripts) {
      OS << '[';
      if (S.Affine)
        S.Expr.print(OS, Name);
      else
        OS << "? " << S.Reason;
      OS << ']';
    }
    if (!A.Strides.empty()) {
      OS << " delinearized by";
      for (Atom S : A.Strides)
        OS << ' ' << atomName(S);
    }
    OS << " line " << A.Line << "\n";
  }
  for (const Restriction &R : Restrictions) {
    Indent(R.Loops.size());
    // In RestrictionKind's order (found by the directive fuzzer: the table
    // had no name for CallEffects, and the dump read past its end).
    static const char *const Kinds[] = {"call to", "call with effects to",
                                        "member", "datatype", "member path"};
    static_assert(std::size(Kinds) ==
                  unsigned(RestrictionKind::MemberPath) + 1);
    OS << "restriction: " << Kinds[unsigned(R.Kind)] << " '" << R.What
       << "' line " << R.Line << "\n";
  }
}
