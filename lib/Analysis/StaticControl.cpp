//===- StaticControl.cpp - a loop nest as statements over integer sets ----===//

#include "Analysis/StaticControl.h"
#include "Analysis/DeviceMath.h"
#include "Analysis/StatementIndex.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include <algorithm>

using namespace cuacc;
using namespace clang;

Row cuacc::rowOf(unsigned NumVars) {
  Row R;
  R.Coeffs.assign(NumVars, 0);
  return R;
}

Row cuacc::unknown(unsigned V, unsigned NumVars, int64_t Coeff) {
  Row R = rowOf(NumVars);
  R.Coeffs[V] = Coeff;
  return R;
}

Row cuacc::operator+(Row A, const Row &B) {
  A.Coeffs.resize(std::max(A.Coeffs.size(), B.Coeffs.size()), 0);
  for (size_t K = 0; K < B.Coeffs.size(); ++K)
    A.Coeffs[K] += B.Coeffs[K];
  A.Constant += B.Constant;
  return A;
}

Row cuacc::operator-(Row A, const Row &B) {
  A.Coeffs.resize(std::max(A.Coeffs.size(), B.Coeffs.size()), 0);
  for (size_t K = 0; K < B.Coeffs.size(); ++K)
    A.Coeffs[K] -= B.Coeffs[K];
  A.Constant -= B.Constant;
  return A;
}

Row cuacc::plus(Row A, int64_t C) {
  A.Constant += C;
  return A;
}

int64_t cuacc::coeff(const Row &R, unsigned V) {
  return V < R.Coeffs.size() ? R.Coeffs[V] : 0;
}

bool cuacc::feasible(unsigned NumVars, const std::vector<Row> &Ge,
                     const std::vector<Row> &Eq) {
  IntegerSystem S(NumVars);
  for (const Row &R : Ge)
    S.addInequality(R);
  for (const Row &R : Eq)
    S.addEquality(R);
  return !S.provablyInfeasible();
}

void cuacc::renameReferences(
    Stmt *S, const VarDecl *From, VarDecl *To,
    std::vector<std::pair<DeclRefExpr *, ValueDecl *>> &Out) {
  if (auto *DR = dyn_cast<DeclRefExpr>(S); DR && DR->getDecl() == From) {
    Out.push_back({DR, DR->getDecl()});
    DR->setDecl(To);
  }
  for (Stmt *C : S->children())
    if (C)
      renameReferences(C, From, To, Out);
}

std::optional<Row> Scop::row(const LinearExpr &E, const ScopStatement &St,
                             const Layout &L) const {
  if (E.overflowed())
    return std::nullopt;
  Row R = rowOf(L.NumVars);
  // Coefficients stay small: the nests this handles have unit ones, and
  // sums of a few of them cannot overflow.
  for (const auto &[Mono, C] : E.terms()) {
    if (Mono.empty()) {
      R.Constant = C;
      continue;
    }
    if (Mono.size() != 1 || C > (1 << 20) || C < -(1 << 20))
      return std::nullopt;
    const AtomInfo &A = M->Atoms[Mono[0]];
    if (A.IsIndex) {
      auto It = std::find(St.Loops.begin(), St.Loops.end(), unsigned(A.Loop));
      if (It == St.Loops.end())
        return std::nullopt;
      R.Coeffs[L.Base + (It - St.Loops.begin())] += C;
      continue;
    }
    auto It = SymbolVar.find(Mono[0]);
    if (It == SymbolVar.end())
      return std::nullopt;
    R.Coeffs[L.SymbolBase + It->second] += C;
  }
  return R;
}

std::vector<Row> Scop::domain(const ScopStatement &St, const Layout &L) const {
  std::vector<Row> Out;
  for (size_t P = 0; P < St.Loops.size(); ++P) {
    const Loop &Lp = M->Loops[St.Loops[P]];
    Row Index = unknown(L.Base + P, L.NumVars);
    // (Checked affine when the nest was collected.)
    Out.push_back(Index - *row(Lp.Lower, St, L));
    Out.push_back(*row(Lp.Upper, St, L) - Index);
  }
  return Out;
}

namespace {

/// Builds the part from the root loop down: loops and the assignments in
/// them, nothing else.
class ScopCollector {
public:
  ScopCollector(const RegionModel &M, const StatementIndex &Facts,
                const Stmt *Root)
      : M(M), Assigned(Facts.uses(Root).Assigned) {}

  bool collect(Stmt *S, std::vector<unsigned> &Stack, Scop &Out) {
    if (!S || isa<NullStmt>(S))
      return true;
    if (auto *CS = dyn_cast<CompoundStmt>(S)) {
      for (Stmt *C : CS->body())
        if (!collect(C, Stack, Out))
          return false;
      return true;
    }
    if (auto *F = dyn_cast<ForStmt>(S))
      return collectLoop(F, Stack, Out);
    auto *E = dyn_cast<Expr>(S);
    if (!E || !isArrayAssignment(E) || !pure(E, Stack, /*Top=*/true))
      return false;
    Out.Statements.push_back({S, Stack, {}, unsigned(Out.Statements.size())});
    return true;
  }

private:
  const RegionModel &M;
  const std::set<const VarDecl *> &Assigned;

  const Loop *loopOf(const ForStmt *F) const {
    for (const Loop &L : M.Loops)
      if (L.Stmt == F)
        return &L;
    return nullptr;
  }

  bool collectLoop(ForStmt *F, std::vector<unsigned> &Stack, Scop &Out) {
    const Loop *L = loopOf(F);
    if (!L || !L->Countable || L->Step != 1 || !L->Exit.empty() ||
        L->HasContinue || L->ForDirective || !L->Index ||
        !L->Index->getType()->isSignedIntegerType())
      return false;
    // The new loops count the same variables: declared by a loop
    // ('for (int i = ...)'), one would be another loop's. (Declaring one
    // variable per name at the region's start was tried: kernels of some
    // schedules then lacked the declaration, or the host code named a
    // variable its scope does not have: bench/NOTES.md.)
    if (isa_and_nonnull<DeclStmt>(F->getInit()))
      return false;
    Stack.push_back(L->Id);
    bool OK = collect(F->getBody(), Stack, Out);
    Stack.pop_back();
    return OK;
  }

  static bool isArrayAssignment(const Expr *E) {
    const auto *B = dyn_cast<BinaryOperator>(E->IgnoreParens());
    return B && B->isAssignmentOp() &&
           isa<ArraySubscriptExpr>(B->getLHS()->IgnoreParens());
  }

  /// Whether E reads only array elements, the indices of its own loops
  /// and values the nest never assigns, and does nothing but the one
  /// assignment at its top (Top).
  bool pure(const Stmt *S, const std::vector<unsigned> &Stack, bool Top) const {
    if (const auto *B = dyn_cast<BinaryOperator>(S)) {
      if ((B->isAssignmentOp() && !Top) || B->getOpcode() == BO_Comma)
        return false;
    } else if (const auto *U = dyn_cast<UnaryOperator>(S)) {
      if (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf ||
          U->getOpcode() == UO_Deref)
        return false;
    } else if (const auto *DR = dyn_cast<DeclRefExpr>(S)) {
      return readable(DR, Stack);
    } else if (const auto *C = dyn_cast<CallExpr>(S)) {
      const FunctionDecl *F = C->getDirectCallee();
      if (!F || !isDeviceMathFunction(F) || !mathOutputArguments(F).empty())
        return false;
    } else if (!isa<ImplicitCastExpr, CStyleCastExpr, ParenExpr,
                    IntegerLiteral, FloatingLiteral, CharacterLiteral,
                    ArraySubscriptExpr, ConditionalOperator>(S)) {
      return false;
    }
    for (const Stmt *C : S->children())
      if (C && !pure(C, Stack, false))
        return false;
    return true;
  }

  bool readable(const DeclRefExpr *DR, const std::vector<unsigned> &Stack) const {
    if (isa<FunctionDecl, EnumConstantDecl>(DR->getDecl()))
      return true;
    const auto *V = dyn_cast<VarDecl>(DR->getDecl());
    // A reference to an array names the array (C++: 'double (&A)[N][N]');
    // one to a scalar may alias anything.
    QualType T = V ? V->getType().getNonReferenceType() : QualType();
    if (!V || (V->getType()->isReferenceType() && !T->isArrayType()))
      return false;
    for (const Loop &L : M.Loops)
      if (L.Index == V)
        return llvm::any_of(Stack, [&](unsigned Id) {
          return M.Loops[Id].Index == V;
        });
    return !Assigned.count(V) || T->isArrayType() || T->isPointerType();
  }
};

/// Whether two arrays can be told apart without a run-time check: both
/// objects of the program (a parameter is a pointer whatever its type).
bool distinctObjects(const VarDecl *A, const VarDecl *B) {
  return A->getType()->isArrayType() && B->getType()->isArrayType() &&
         !isa<ParmVarDecl>(A) && !isa<ParmVarDecl>(B);
}

/// Each access into the statement it belongs to; false if one is in none
/// (a loop bound's) or is not affine.
bool assignAccesses(const RegionModel &M, Scop &P) {
  std::map<const Stmt *, unsigned> Owner;
  std::function<void(const Stmt *, unsigned)> Mark = [&](const Stmt *S,
                                                         unsigned K) {
    Owner[S] = K;
    for (const Stmt *C : S->children())
      if (C)
        Mark(C, K);
  };
  for (unsigned K = 0; K < P.Statements.size(); ++K)
    Mark(P.Statements[K].S, K);
  for (const ArrayAccess &A : M.Accesses) {
    auto It = Owner.find(A.E);
    if (It == Owner.end() || !A.Array || !A.allAffine())
      return false;
    P.Statements[It->second].Accesses.push_back(A.Id);
  }
  return true;
}

/// The symbols the bounds and subscripts use: variables the nest never
/// assigns, named as they are.
bool collectSymbols(const RegionModel &M, const StatementIndex &Facts,
                    const Stmt *Root, Scop &P) {
  const std::set<const VarDecl *> &Assigned = Facts.uses(Root).Assigned;
  auto Note = [&](const LinearExpr &E) {
    for (const auto &[Mono, C] : E.terms())
      for (Atom A : Mono) {
        const AtomInfo &I = M.Atoms[A];
        if (I.IsIndex)
          continue;
        if (!I.Var || !I.Value.empty() || Assigned.count(I.Var))
          return false;
        if (!P.SymbolVar.count(A)) {
          P.SymbolVar[A] = P.Symbols.size();
          P.Symbols.push_back(A);
        }
      }
    return true;
  };
  for (const ScopStatement &St : P.Statements) {
    for (unsigned L : St.Loops)
      if (!Note(M.Loops[L].Lower) || !Note(M.Loops[L].Upper))
        return false;
    for (unsigned A : St.Accesses)
      for (const Subscript &S : M.Accesses[A].Subscripts)
        if (!Note(S.Expr))
          return false;
  }
  return true;
}

} // namespace

std::optional<Scop> cuacc::staticControlPart(const RegionModel &M,
                                             unsigned Root,
                                             const StatementIndex &Facts) {
  Scop P;
  P.M = &M;
  const Stmt *RootStmt = M.Loops[Root].Stmt;
  ScopCollector C(M, Facts, RootStmt);
  std::vector<unsigned> Stack;
  if (!C.collect(const_cast<ForStmt *>(M.Loops[Root].Stmt), Stack, P) ||
      P.Statements.empty() || !assignAccesses(M, P) ||
      !collectSymbols(M, Facts, RootStmt, P))
    return std::nullopt;
  // Two arrays that may be one (pointers) would have dependences between
  // them that the subscripts do not show.
  std::set<const VarDecl *> Arrays, Written;
  for (const ArrayAccess &A : M.Accesses) {
    Arrays.insert(A.Array);
    if (A.IsWrite)
      Written.insert(A.Array);
  }
  for (const VarDecl *W : Written)
    for (const VarDecl *A : Arrays)
      if (A != W && !distinctObjects(A, W))
        return std::nullopt;
  for (const ScopStatement &St : P.Statements)
    P.Depth = std::max<unsigned>(P.Depth, St.Loops.size());
  // Every bound must be a row.
  Layout L{0, P.Depth, P.Depth + unsigned(P.Symbols.size())};
  for (const ScopStatement &St : P.Statements)
    for (unsigned Lp : St.Loops)
      if (!P.row(M.Loops[Lp].Lower, St, L) || !P.row(M.Loops[Lp].Upper, St, L))
        return std::nullopt;
  return P;
}
