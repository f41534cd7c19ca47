//===- Dependence.cpp - array dependences between references --------------===//
//
// The tests, after Goff, Kennedy and Tseng, "Practical Dependence Testing"
// (PLDI 1991), and Banerjee, "Dependence Analysis for Supercomputing" (1988):
//
//   ZIV             no loop index in the subscript pair: dependent unless the
//                   difference is provably non-zero (constants or symbols).
//   strong SIV      a*i + c1 vs a*i' + c2: the distance (c1-c2)/a must be an
//                   integer no larger than the trip range.
//   weak-zero SIV   a*i + c1 vs c2: i = (c2-c1)/a must be an integer in range.
//   weak-crossing   a*i + c1 vs -a*i' + c2: i + i' = (c2-c1)/a.
//   exact SIV       a*i + c1 vs b*i' + c2 in general.
//   GCD             the gcd of the index coefficients must divide the
//                   constant difference.
//   Banerjee        the difference must lie between its smallest and largest
//                   value over the iteration space under each direction.
//
// All of them are run in one frame: every direction vector over the common
// loops is tried, and for each, every subscript pair must admit a solution.
// A subscript pair admits one unless the GCD test or the Banerjee bounds
// (taken exactly at the vertices of the iteration polytope under the
// direction, so exact for the single-index cases) rule it out. The SIV names
// above say which shape of subscript decided, for the dump and the tests.
// Subscripts are compared dimension by dimension: under C's rules an index
// out of its dimension is undefined, so a[i][j+1] never reaches row i+1.
//
// Symbolic terms (n, m: variables not assigned in the loop nest) stay
// symbolic; a bound such as "0 < n - i" is proven from the facts that each
// loop that runs has Upper - Lower >= 0 (provablyAtLeast).
//
// Those tests see one subscript at a time over the rectangular hull of the
// loops. Where they leave a direction vector standing, the pair's whole
// integer system decides it, as in Pugh's Omega test (1991; Wolfe, "High
// Performance Compilers for Parallel Computing", 1996, ch. 7): unknowns for
// the indices of both iterations, the symbols, and each monomial of several
// atoms; each loop's own bounds over its outer indices (so j = i..m-1 stays
// triangular), index = First + Step*t (t >= 0) for a step other than 1 or
// -1, every subscript equality at once, '=' levels sharing one unknown and
// '<'/'>' levels ordered. Fourier-Motzkin elimination with integer
// tightening (IntegerSystem.cpp) proves some systems empty: cov[i][j]
// against cov[j][i] under j >= i, lu's A[i][j] (j >= i) against A[i][k]
// (k < i). "Maybe" keeps the vector, so the system only ever removes
// vectors that no two iterations can realize. It is used within one loop
// nest under countable loops only (LoopModel keeps a variable that the nest
// assigns out of affine forms, so symbols are the same in both iterations).
//
// Conservative limits:
//   * a subscript that is not affine (indirect a[ndx[i]], calls, i*j, a
//     linearized subscript that cannot be delinearized) constrains nothing;
//   * the subscript tests take a non-unit step as its index's full range
//     (the integer system does not);
//   * Banerjee bounds for more than 4096 vertex combinations give up;
//   * no Delta test: coupled subscripts are left to the integer system,
//     whose real shadow can keep a vector that has no integer solution.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Dependence.h"
#include "llvm/Support/ErrorHandling.h"
#include "Analysis/IntegerSystem.h"
#include "Directive/Binder.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Type.h"
#include <algorithm>
#include <numeric>

using namespace cuacc;

bool Dependence::isCarriedBy(unsigned L) const {
  auto It = std::find(Levels.begin(), Levels.end(), L);
  if (It == Levels.end())
    return false;
  size_t P = It - Levels.begin();
  for (const DirectionVector &V : Vectors) {
    bool EqualBefore = true;
    for (size_t K = 0; K < P; ++K)
      EqualBefore &= V[K] == Direction::EQ;
    if (EqualBefore && V[P] != Direction::EQ)
      return true;
  }
  return false;
}

static bool isDeclaredArray(const clang::VarDecl *V) {
  return V->getType()->isArrayType() && !llvm::isa<clang::ParmVarDecl>(V);
}

static bool isRestrictPointer(const clang::VarDecl *V) {
  return V->getType()->isPointerType() && V->getType().isRestrictQualified();
}

bool cuacc::mayAlias(const clang::VarDecl *A, const clang::VarDecl *B,
                     const DependenceOptions &Opts) {
  if (A == B)
    return true;
  if (Opts.SafePointers)
    return false;
  if (isDeclaredArray(A) && isDeclaredArray(B))
    return false;
  // A restrict pointer's object is reached through no other name in its
  // scope: it overlaps neither another restrict pointer nor a declared array.
  bool RA = isRestrictPointer(A), RB = isRestrictPointer(B);
  if ((RA && (RB || isDeclaredArray(B))) || (RB && isDeclaredArray(A)))
    return false;
  return true;
}

namespace {

constexpr Atom PrimeBase = 1u << 20; ///< B's copy of a common loop index

struct Variable {
  bool Bounded;
  LinearExpr Lower, Upper; ///< symbols only
};

/// What the GCD and Banerjee tests read off one subscript difference H under
/// one direction vector: H = S + the contributions of the index groups.
struct BanerjeeTerms {
  LinearExpr S; ///< the part without loop indices
  /// Per index group (a loop, in one or both iterations), its contributions
  /// at the vertices of its domain.
  std::vector<std::vector<LinearExpr>> Choices;
  std::vector<int64_t> Coeffs; ///< the index coefficients, for the GCD test
  bool Unbounded = false;      ///< an index without a known range
};

class PairTester {
public:
  PairTester(const RegionModel &M) : M(M) {
    // Rectangular hull of every loop's range.
    for (const Loop &L : M.Loops) {
      Variable V{false, {}, {}};
      if (L.Countable) {
        std::vector<unsigned> Outer;
        for (int P = L.Parent; P >= 0; P = M.Loops[P].Parent)
          Outer.push_back(P);
        auto Lo = rangeOver(L.Lower, M, Outer);
        auto Hi = rangeOver(L.Upper, M, Outer);
        if (Lo && Hi)
          V = {true, Lo->first, Hi->second};
      }
      Hull.push_back(V);
    }
  }

  struct Result {
    std::vector<DirectionVector> Feasible;
    std::string Test;
    bool Assumed = false;
  };

  Result test(const ArrayAccess &A, const ArrayAccess &B,
              const std::vector<unsigned> &Common);

private:
  const RegionModel &M;
  std::vector<Variable> Hull;
  /// Facts for proofs about the pair under test: each loop around either
  /// reference runs (Upper - Lower >= 0), since both references run. A loop
  /// elsewhere in the region may not run at all (its bounds say nothing).
  std::vector<LinearExpr> Facts;
  void setPairFacts(const ArrayAccess &A, const ArrayAccess &B);

  bool isIndexAtom(Atom At) const {
    return At >= PrimeBase || M.Atoms[At].IsIndex;
  }
  std::string classify(const LinearExpr &H,
                       const std::vector<unsigned> &Common) const;
  /// H_k = A's subscript - B's subscript with B's common indices primed,
  /// for each dimension where both are affine; Unknown gets the reasons of
  /// the others.
  std::vector<LinearExpr> differences(const ArrayAccess &A,
                                      const ArrayAccess &B,
                                      const std::vector<unsigned> &Common,
                                      std::vector<std::string> &Unknown) const;
  /// The name of the subscript test that rules out vector V, or "" when
  /// every subscript admits a solution on its own.
  std::string subscriptKiller(const std::vector<LinearExpr> &Hs,
                              const std::vector<unsigned> &Common,
                              const DirectionVector &V) const;
  /// Whether H == 0 has a solution under direction vector V; Killer names
  /// the test that ruled it out.
  bool feasible(const LinearExpr &H, const std::vector<unsigned> &Common,
                const DirectionVector &V, std::string &Killer) const;
  void setVectorFacts(const std::vector<unsigned> &Common,
                      const DirectionVector &V) const;
  BanerjeeTerms collect(const LinearExpr &H,
                        const std::vector<unsigned> &Common,
                        const DirectionVector &V) const;
  void addGroup(BanerjeeTerms &T, const LinearExpr &H, unsigned LoopId,
                std::optional<Direction> Dir) const;
  bool banerjeeRulesOut(const BanerjeeTerms &T) const;
  /// Whether H's symbolic part S, a multiple of a product of symbols
  /// larger than the loop's range, keeps a strong SIV pair apart.
  bool multipleRulesOut(const LinearExpr &H, const LinearExpr &S,
                        const std::vector<unsigned> &Common,
                        const DirectionVector &V) const;
  bool verticesRuleOut(const BanerjeeTerms &T) const;
  /// Whether the integer system of the pair under V (subscripts, all loop
  /// bounds, directions) has no solution.
  bool systemRulesOut(const ArrayAccess &A, const ArrayAccess &B,
                      const std::vector<unsigned> &Common,
                      const DirectionVector &V) const;
  /// Facts for one direction vector: a loop with a '<' or '>' direction
  /// runs at least two iterations.
  mutable std::vector<LinearExpr> VectorFacts;
  bool provablyPositive(const LinearExpr &E) const {
    return provablyAtLeast(E, 1, VectorFacts);
  }
};

/// The integer system of one reference pair under one direction vector:
/// unknowns for the indices of both iterations (a common loop's index is
/// one unknown where the direction is '='), for the symbols, and for each
/// monomial of several atoms (i*m, n*m), which is treated as a value of its
/// own. The sink's copy of a common index is its atom plus PrimeBase.
class SystemBuilder {
public:
  SystemBuilder(const RegionModel &M, const std::vector<unsigned> &Common,
                const DirectionVector &V)
      : M(M), Common(Common), V(V) {}

  /// Each loop around X: Lower <= index <= Upper, and index = First +
  /// Step * t with t >= 0 when the step is not 1 or -1.
  void addLoops(const ArrayAccess &X, bool IsSink);
  /// Subscript equalities, dimension by dimension, where both are affine.
  void addSubscripts(const ArrayAccess &A, const ArrayAccess &B);
  /// The order of the two iterations at each '<' or '>' level.
  void addDirections();
  const IntegerSystem &system() const { return Sys; }

private:
  const RegionModel &M;
  const std::vector<unsigned> &Common;
  const DirectionVector &V;
  IntegerSystem Sys{0};
  std::map<Monomial, unsigned> Vars;
  std::map<Atom, unsigned> StepVars; ///< t of each (possibly primed) index

  /// E in the sink's iteration: common indices primed, except at '='
  /// levels, where both iterations have the same value.
  LinearExpr sinkView(const LinearExpr &E) const;
  IntegerSystem::Row row(const LinearExpr &E);
};

} // namespace

LinearExpr SystemBuilder::sinkView(const LinearExpr &E) const {
  LinearExpr R = E;
  for (size_t K = 0; K < Common.size(); ++K)
    if (V[K] != Direction::EQ) {
      Atom I = M.Loops[Common[K]].IndexAtom;
      R = R.substitute(I, LinearExpr::atom(I + PrimeBase));
    }
  return R;
}

IntegerSystem::Row SystemBuilder::row(const LinearExpr &E) {
  IntegerSystem::Row R;
  // Coefficients past 64 bits are not E: no constraint (0 >= 0, 0 = 0) can
  // only leave more solutions, so the answer stays sound.
  if (E.overflowed())
    return R;
  for (const auto &[Mono, C] : E.terms()) {
    if (Mono.empty()) {
      R.Constant = C;
      continue;
    }
    auto [It, New] = Vars.try_emplace(Mono, 0);
    if (New)
      It->second = Sys.addVar();
    if (R.Coeffs.size() <= It->second)
      R.Coeffs.resize(It->second + 1, 0);
    R.Coeffs[It->second] = C;
  }
  return R;
}

void SystemBuilder::addLoops(const ArrayAccess &X, bool IsSink) {
  auto View = [&](const LinearExpr &E) { return IsSink ? sinkView(E) : E; };
  for (unsigned Id : X.Loops) {
    const Loop &L = M.Loops[Id];
    LinearExpr I = View(LinearExpr::atom(L.IndexAtom));
    Sys.addInequality(row(I - View(L.Lower)));
    Sys.addInequality(row(View(L.Upper) - I));
    if (L.Step == 1 || L.Step == -1)
      continue;
    Atom Key = I.terms().begin()->first.front();
    auto [It, New] = StepVars.try_emplace(Key, 0);
    if (!New)
      continue; // the same index at an '=' level
    unsigned T = It->second = Sys.addVar();
    IntegerSystem::Row Positive;
    Positive.Coeffs.assign(T + 1, 0);
    Positive.Coeffs[T] = 1;
    Sys.addInequality(std::move(Positive));
    IntegerSystem::Row Eq = row(I - View(L.First));
    Eq.Coeffs.resize(T + 1, 0);
    Eq.Coeffs[T] = -L.Step;
    Sys.addEquality(std::move(Eq));
  }
}

void SystemBuilder::addSubscripts(const ArrayAccess &A, const ArrayAccess &B) {
  for (size_t K = 0; K < A.Subscripts.size(); ++K) {
    const Subscript &SA = A.Subscripts[K], &SB = B.Subscripts[K];
    if (SA.Affine && SB.Affine)
      Sys.addEquality(row(SA.Expr - sinkView(SB.Expr)));
  }
}

void SystemBuilder::addDirections() {
  LinearExpr One(1);
  for (size_t K = 0; K < Common.size(); ++K) {
    if (V[K] == Direction::EQ)
      continue;
    const Loop &L = M.Loops[Common[K]];
    LinearExpr I = LinearExpr::atom(L.IndexAtom);
    LinearExpr Sink = LinearExpr::atom(L.IndexAtom + PrimeBase);
    // In iteration order; a negative step runs the values downwards.
    bool SourceBelow = (V[K] == Direction::LT) == (L.Step > 0);
    Sys.addInequality(row(SourceBelow ? Sink - I - One : I - Sink - One));
  }
}

std::string PairTester::classify(const LinearExpr &H,
                                 const std::vector<unsigned> &Common) const {
  std::set<Atom> Indices;
  for (const auto &[Mono, C] : H.terms())
    for (Atom At : Mono)
      if (isIndexAtom(At))
        Indices.insert(At);
  if (Indices.empty())
    return "ZIV";
  // One loop: its index in A (atom) and/or in B (primed atom).
  std::set<int> Loops;
  for (Atom At : Indices)
    Loops.insert(At >= PrimeBase ? M.Atoms[At - PrimeBase].Loop
                                 : M.Atoms[At].Loop);
  if (Loops.size() > 1)
    return "MIV";
  const Loop &L = M.Loops[*Loops.begin()];
  int64_t CA = H.coefficient(L.IndexAtom);
  int64_t CB = -H.coefficient(L.IndexAtom + PrimeBase);
  if (CA == CB)
    return "strong SIV";
  if (CA == 0 || CB == 0)
    return "weak-zero SIV";
  if (CA == -CB)
    return "weak-crossing SIV";
  return "exact SIV";
}

void PairTester::setPairFacts(const ArrayAccess &A, const ArrayAccess &B) {
  std::set<unsigned> Around(A.Loops.begin(), A.Loops.end());
  Around.insert(B.Loops.begin(), B.Loops.end());
  Facts.clear();
  for (unsigned L : Around)
    if (Hull[L].Bounded)
      Facts.push_back(Hull[L].Upper - Hull[L].Lower);
}

void PairTester::setVectorFacts(const std::vector<unsigned> &Common,
                                const DirectionVector &V) const {
  // The direction's facts first: they are the strongest.
  VectorFacts.clear();
  for (size_t K = 0; K < Common.size(); ++K)
    if (V[K] != Direction::EQ && Hull[Common[K]].Bounded)
      VectorFacts.push_back(Hull[Common[K]].Upper - Hull[Common[K]].Lower -
                            LinearExpr(1));
  VectorFacts.insert(VectorFacts.end(), Facts.begin(), Facts.end());
}

void PairTester::addGroup(BanerjeeTerms &T, const LinearExpr &H,
                          unsigned LoopId, std::optional<Direction> Dir) const {
  const Loop &L = M.Loops[LoopId];
  int64_t CA = H.coefficient(L.IndexAtom);
  int64_t CB = Dir ? H.coefficient(L.IndexAtom + PrimeBase) : 0;
  if (Dir && *Dir == Direction::EQ)
    T.Coeffs.push_back(CA + CB);
  else {
    T.Coeffs.push_back(CA);
    T.Coeffs.push_back(CB);
  }
  if (!CA && !CB)
    return;
  const Variable &X = Hull[LoopId];
  if (!X.Bounded) {
    T.Unbounded = true;
    return;
  }
  LinearExpr Lo = X.Lower, Hi = X.Upper, One(1);
  auto F = [&](const LinearExpr &I, const LinearExpr &J) {
    return I * CA + J * CB;
  };
  // Direction in iteration order; a negative step runs values downwards.
  Direction D = Dir ? *Dir : Direction::EQ;
  if (Dir && L.Step < 0 && D != Direction::EQ)
    D = D == Direction::LT ? Direction::GT : Direction::LT;
  std::vector<LinearExpr> Vals;
  if (!Dir)
    Vals = {Lo * CA, Hi * CA};
  else if (D == Direction::EQ)
    Vals = {F(Lo, Lo), F(Hi, Hi)};
  else if (D == Direction::LT) // i < i'
    Vals = {F(Lo, Lo + One), F(Lo, Hi), F(Hi - One, Hi)};
  else
    Vals = {F(Lo + One, Lo), F(Hi, Lo), F(Hi, Hi - One)};
  T.Choices.push_back(std::move(Vals));
}

BanerjeeTerms PairTester::collect(const LinearExpr &H,
                                  const std::vector<unsigned> &Common,
                                  const DirectionVector &V) const {
  BanerjeeTerms T;
  for (const auto &[Mono, C] : H.terms()) {
    if (std::any_of(Mono.begin(), Mono.end(),
                    [&](Atom At) { return isIndexAtom(At); }))
      continue;
    LinearExpr Term(C);
    for (Atom At : Mono)
      Term = Term * LinearExpr::atom(At);
    T.S = T.S + Term;
  }
  std::set<int> Seen;
  for (size_t K = 0; K < Common.size(); ++K) {
    addGroup(T, H, Common[K], V[K]);
    Seen.insert(Common[K]);
  }
  for (const auto &[Mono, C] : H.terms())
    for (Atom At : Mono)
      if (At < PrimeBase && M.Atoms[At].IsIndex &&
          Seen.insert(M.Atoms[At].Loop).second)
        addGroup(T, H, M.Atoms[At].Loop, std::nullopt);
  return T;
}

bool PairTester::feasible(const LinearExpr &H,
                          const std::vector<unsigned> &Common,
                          const DirectionVector &V,
                          std::string &Killer) const {
  setVectorFacts(Common, V);
  BanerjeeTerms T = collect(H, Common, V);
  // GCD test, when the rest is a known constant.
  if (T.S.isConstant()) {
    int64_t G = 0;
    for (int64_t C : T.Coeffs)
      G = std::gcd(G, C < 0 ? -C : C);
    if (G == 0 ? T.S.constant() != 0 : T.S.constant() % G != 0) {
      Killer = G == 0 ? "ZIV" : "GCD";
      return false;
    }
  } else if (T.Choices.empty() && !T.Unbounded) {
    if (provablyPositive(T.S) || provablyPositive(-T.S)) {
      Killer = "ZIV";
      return false;
    }
    return true;
  }
  if (T.Unbounded)
    return true;
  if (banerjeeRulesOut(T)) {
    Killer = "Banerjee";
    return false;
  }
  if (multipleRulesOut(H, T.S, Common, V)) {
    Killer = "symbolic GCD";
    return false;
  }
  return true;
}

/// The atoms every monomial of S holds (as many times as each holds them
/// at least), with the rest of each monomial; none where S has a constant
/// term or no term.
static Monomial commonFactor(const LinearExpr &S) {
  std::optional<std::map<Atom, unsigned>> Common;
  for (const auto &[Mono, C] : S.terms()) {
    std::map<Atom, unsigned> Count;
    for (Atom At : Mono)
      ++Count[At];
    if (!Common) {
      Common = Count;
      continue;
    }
    for (auto &[At, N] : *Common)
      N = std::min(N, Count.count(At) ? Count[At] : 0u);
  }
  Monomial Out;
  if (Common)
    for (const auto &[At, N] : *Common)
      Out.insert(Out.end(), N, At);
  return Out;
}

bool PairTester::multipleRulesOut(const LinearExpr &H, const LinearExpr &S,
                                  const std::vector<unsigned> &Common,
                                  const DirectionVector &V) const {
  // Strong SIV at one '<' or '>' level, index coefficient +-1: i - i' = S
  // or i' - i = S, where 1 <= |i - i'| <= Upper - Lower. A symbolic S that
  // is a multiple of a product of symbols P (u[j + ny] against
  // u[j - ny + nx*ny]: S = ny * (2 - nx)) is 0 or at least P in size: no
  // solution where P > Upper - Lower (the two rows of a two-sided boundary
  // loop; found by a bug-hunting helper).
  for (size_t K = 0; K < Common.size(); ++K) {
    if (V[K] == Direction::EQ)
      continue;
    const Loop &L = M.Loops[Common[K]];
    int64_t CA = H.coefficient(L.IndexAtom);
    if ((CA != 1 && CA != -1) || H.coefficient(L.IndexAtom + PrimeBase) != -CA ||
        !Hull[Common[K]].Bounded)
      return false;
    bool OtherIndex = false;
    for (const auto &[Mono, C] : H.terms())
      for (Atom At : Mono)
        OtherIndex |= isIndexAtom(At) && At != L.IndexAtom &&
                      At != L.IndexAtom + PrimeBase;
    if (OtherIndex)
      return false;
    Monomial P = commonFactor(S);
    if (P.empty())
      return false;
    LinearExpr Product(1);
    for (Atom At : P)
      Product = Product * LinearExpr::atom(At);
    return provablyPositive(Product -
                            (Hull[Common[K]].Upper - Hull[Common[K]].Lower));
  }
  return false;
}

bool PairTester::banerjeeRulesOut(const BanerjeeTerms &T) const {
  // 0 must lie between the least and greatest value of H. Try a per-group
  // extreme first; fall back to every vertex combination.
  auto Extreme = [&](bool Min) -> std::optional<LinearExpr> {
    LinearExpr Sum = T.S;
    for (const auto &Vals : T.Choices) {
      const LinearExpr *Best = nullptr;
      for (const LinearExpr &C : Vals) {
        bool BelowAll = true;
        for (const LinearExpr &O : Vals)
          BelowAll &= provablyAtLeast(Min ? O - C : C - O, 0, VectorFacts);
        if (BelowAll) {
          Best = &C;
          break;
        }
      }
      if (!Best)
        return std::nullopt;
      Sum = Sum + *Best;
    }
    return Sum;
  };
  auto Lo = Extreme(true), Hi = Extreme(false);
  if ((Lo && provablyPositive(*Lo)) || (Hi && provablyPositive(-*Hi)))
    return true;
  if (Lo && Hi)
    return false;
  return verticesRuleOut(T);
}

bool PairTester::verticesRuleOut(const BanerjeeTerms &T) const {
  size_t Combos = 1;
  for (const auto &Vals : T.Choices)
    if ((Combos *= Vals.size()) > 4096)
      return false;
  bool AllPositive = true, AllNegative = true;
  std::vector<size_t> Pick(T.Choices.size(), 0);
  while (AllPositive || AllNegative) {
    LinearExpr Sum = T.S;
    for (size_t G = 0; G < T.Choices.size(); ++G)
      Sum = Sum + T.Choices[G][Pick[G]];
    AllPositive &= provablyPositive(Sum);
    AllNegative &= provablyPositive(-Sum);
    size_t G = 0;
    while (G < Pick.size() && ++Pick[G] == T.Choices[G].size())
      Pick[G++] = 0;
    if (G == Pick.size())
      break;
  }
  return AllPositive || AllNegative;
}

bool PairTester::systemRulesOut(const ArrayAccess &A, const ArrayAccess &B,
                                const std::vector<unsigned> &Common,
                                const DirectionVector &V) const {
  // Only inside one nest, where symbols keep their value (LoopModel makes a
  // variable assigned in the nest non-affine), and only under countable
  // loops: another loop's index may change within an iteration, so neither
  // its value nor the bounds written with it can be trusted.
  if (Common.empty())
    return false;
  for (const ArrayAccess *X : {&A, &B})
    for (unsigned L : X->Loops)
      if (!M.Loops[L].Countable)
        return false;
  SystemBuilder SB(M, Common, V);
  SB.addLoops(A, /*IsSink=*/false);
  SB.addLoops(B, /*IsSink=*/true);
  SB.addSubscripts(A, B);
  SB.addDirections();
  return SB.system().provablyInfeasible();
}

std::vector<LinearExpr>
PairTester::differences(const ArrayAccess &A, const ArrayAccess &B,
                        const std::vector<unsigned> &Common,
                        std::vector<std::string> &Unknown) const {
  std::vector<LinearExpr> Hs;
  for (size_t K = 0; K < A.Subscripts.size(); ++K) {
    const Subscript &SA = A.Subscripts[K], &SB = B.Subscripts[K];
    if (!SA.Affine || !SB.Affine) {
      Unknown.push_back(!SA.Affine ? SA.Reason : SB.Reason);
      continue;
    }
    LinearExpr Primed = SB.Expr;
    for (unsigned L : Common)
      Primed = Primed.substitute(M.Loops[L].IndexAtom,
                                 LinearExpr::atom(M.Loops[L].IndexAtom +
                                                  PrimeBase));
    LinearExpr H = SA.Expr - Primed;
    if (H.overflowed()) {
      Unknown.push_back("its constants do not fit in 64 bits");
      continue;
    }
    Hs.push_back(std::move(H));
  }
  return Hs;
}

std::string PairTester::subscriptKiller(const std::vector<LinearExpr> &Hs,
                                        const std::vector<unsigned> &Common,
                                        const DirectionVector &V) const {
  for (const LinearExpr &H : Hs) {
    std::string Killer;
    if (feasible(H, Common, V, Killer))
      continue;
    // Name the test by the shape of the subscript that decided.
    std::string Shape = classify(H, Common);
    if (Shape == "MIV")
      return Killer;
    return Killer == "GCD" ? "GCD" : Shape;
  }
  return "";
}

/// Every direction vector over D levels.
static std::vector<DirectionVector> allVectors(size_t D) {
  std::vector<DirectionVector> All;
  DirectionVector V(D, Direction::LT);
  size_t Count = 1;
  for (size_t K = 0; K < D; ++K)
    Count *= 3;
  for (size_t N = 0; N < Count; ++N) {
    size_t X = N;
    for (size_t K = 0; K < D; ++K, X /= 3)
      V[K] = Direction(X % 3);
    All.push_back(V);
  }
  return All;
}

/// The tests that decided, most decisive first.
static std::string nameTests(const std::map<std::string, unsigned> &Kills) {
  std::vector<std::pair<unsigned, std::string>> Order;
  for (auto &[Name, N] : Kills)
    Order.push_back({N, Name});
  std::sort(Order.begin(), Order.end(), [](auto &X, auto &Y) {
    return X.first != Y.first ? X.first > Y.first : X.second < Y.second;
  });
  std::string Names;
  for (auto &[N, Name] : Order)
    Names += (Names.empty() ? "" : ", ") + Name;
  return Names;
}

PairTester::Result PairTester::test(const ArrayAccess &A, const ArrayAccess &B,
                                    const std::vector<unsigned> &Common) {
  Result R;
  std::vector<DirectionVector> All = allVectors(Common.size());
  bool Comparable = A.Array && B.Array &&
                    A.Subscripts.size() == B.Subscripts.size() &&
                    A.Strides == B.Strides;
  if (!Comparable) {
    R.Feasible = All;
    R.Assumed = true;
    R.Test = A.Subscripts.size() != B.Subscripts.size() || A.Strides != B.Strides
                 ? "assumed: references of different shapes"
                 : "assumed: unknown base";
    return R;
  }

  setPairFacts(A, B);
  std::vector<std::string> Unknown;
  std::vector<LinearExpr> Hs = differences(A, B, Common, Unknown);
  std::map<std::string, unsigned> Kills;
  for (const DirectionVector &Vec : All) {
    // The subscript tests first; the integer system only where they leave
    // a solution (it decides what they cannot: bounds that depend on outer
    // indices, several subscripts at once).
    std::string Killer = subscriptKiller(Hs, Common, Vec);
    if (Killer.empty() && systemRulesOut(A, B, Common, Vec))
      Killer = "Fourier-Motzkin";
    if (Killer.empty())
      R.Feasible.push_back(Vec);
    else
      ++Kills[Killer];
  }
  if (!Unknown.empty() && !R.Feasible.empty()) {
    R.Assumed = true;
    R.Test = "assumed: " + Unknown.front();
    return R;
  }
  R.Test = nameTests(Kills);
  if (R.Test.empty())
    R.Test = Hs.empty() ? "none" : classify(Hs.front(), Common);
  return R;
}

static std::vector<unsigned> commonLoops(const ArrayAccess &A,
                                         const ArrayAccess &B) {
  std::vector<unsigned> C;
  for (size_t K = 0; K < A.Loops.size() && K < B.Loops.size(); ++K) {
    if (A.Loops[K] != B.Loops[K])
      break;
    C.push_back(A.Loops[K]);
  }
  return C;
}

static DependenceKind kindOf(const ArrayAccess &Src, const ArrayAccess &Sink) {
  if (Src.IsWrite && Sink.IsWrite)
    return DependenceKind::Output;
  return Src.IsWrite ? DependenceKind::Flow : DependenceKind::Anti;
}

static DirectionVector reversed(const DirectionVector &V) {
  DirectionVector R = V;
  for (Direction &D : R)
    if (D != Direction::EQ)
      D = D == Direction::LT ? Direction::GT : Direction::LT;
  return R;
}

DependenceInfo cuacc::analyzeDependences(const RegionModel &M,
                                         const DependenceOptions &Opts) {
  DependenceInfo Info;
  PairTester Tester(M);
  std::set<std::pair<const clang::VarDecl *, const clang::VarDecl *>> Checks,
      Harmful;
  auto Asserted = [&](unsigned L) {
    const Directive *D = M.Loops[L].ForDirective;
    return D && D->has(ClauseKind::Independent);
  };

  for (size_t I = 0; I < M.Accesses.size(); ++I) {
    for (size_t J = I; J < M.Accesses.size(); ++J) {
      const ArrayAccess &A = M.Accesses[I], &B = M.Accesses[J];
      if (!A.IsWrite && !B.IsWrite)
        continue;
      if (A.Array && B.Array && A.Array != B.Array) {
        if (mayAlias(A.Array, B.Array, Opts)) {
          auto Key = A.Array < B.Array ? std::make_pair(A.Array, B.Array)
                                       : std::make_pair(B.Array, A.Array);
          if (Checks.insert(Key).second)
            Info.OverlapChecks.push_back(
                A.Array->getName() < B.Array->getName()
                    ? std::make_pair(A.Array, B.Array)
                    : std::make_pair(B.Array, A.Array));
          std::vector<unsigned> Common = commonLoops(A, B);
          if (!std::all_of(Common.begin(), Common.end(), Asserted))
            Harmful.insert(Key);
        }
        continue;
      }
      std::vector<unsigned> Common = commonLoops(A, B);
      if (I == J && Common.empty())
        continue;
      // Rows through pointers are compared dimension by dimension, as if
      // no two rows overlapped: the run-time check makes it so.
      if (A.Array && A.Array == B.Array &&
          !rowElementType(A.Array->getType()).isNull()) {
        auto Key = std::make_pair(A.Array, A.Array);
        if (Checks.insert(Key).second)
          Info.OverlapChecks.push_back(Key);
        if (!std::all_of(Common.begin(), Common.end(), Asserted))
          Harmful.insert(Key);
      }
      auto R = Tester.test(A, B, Common);

      // Split the feasible vectors by which reference runs first.
      std::vector<DirectionVector> Forward, Backward;
      bool LoopIndependent = false;
      for (const DirectionVector &V : R.Feasible) {
        auto First = std::find_if(V.begin(), V.end(), [](Direction D) {
          return D != Direction::EQ;
        });
        if (First == V.end())
          LoopIndependent = true;
        else if (*First == Direction::LT)
          Forward.push_back(V);
        else
          Backward.push_back(reversed(V));
      }
      if (I == J) {
        // The same reference in two iterations: one direction is enough.
        Backward.clear();
        LoopIndependent = false;
      }
      auto Add = [&](const ArrayAccess &Src, const ArrayAccess &Sink,
                     std::vector<DirectionVector> Vs) {
        Info.Dependences.push_back({Src.Id, Sink.Id, kindOf(Src, Sink), Common,
                                    std::move(Vs), R.Test, R.Assumed});
      };
      // Within one iteration the reference evaluated first is the source.
      if (LoopIndependent) {
        DirectionVector Eq(Common.size(), Direction::EQ);
        if (A.Order < B.Order)
          Forward.push_back(Eq);
        else
          Backward.push_back(Eq);
      }
      if (!Forward.empty())
        Add(A, B, std::move(Forward));
      if (!Backward.empty())
        Add(B, A, std::move(Backward));
      if (R.Feasible.empty())
        Info.Independent.push_back({A.Id, B.Id, R.Test});
    }
  }
  for (const auto &Key : Checks)
    if (!Harmful.count(Key))
      Info.OverlapHarmlessInKernels.insert(Key);
  return Info;
}

static const char *kindName(DependenceKind K) {
  switch (K) {
  case DependenceKind::Flow: return "flow";
  case DependenceKind::Anti: return "anti";
  case DependenceKind::Output: return "output";
  }
  llvm_unreachable("a dependence kind without a name");
}

static void printRef(llvm::raw_ostream &OS, const RegionModel &M,
                     const ArrayAccess &A) {
  OS << A.Name;
  for (const Subscript &S : A.Subscripts) {
    OS << '[';
    if (S.Affine)
      S.Expr.print(OS, M.namer());
    else
      OS << '?';
    OS << ']';
  }
  OS << (A.IsWrite ? " write" : " read") << " line " << A.Line;
}

void DependenceInfo::print(llvm::raw_ostream &OS, const RegionModel &M) const {
  for (const Dependence &D : Dependences) {
    OS << "  " << kindName(D.Kind) << ' ';
    printRef(OS, M, M.Accesses[D.Source]);
    OS << " -> ";
    printRef(OS, M, M.Accesses[D.Sink]);
    OS << " ";
    for (size_t V = 0; V < D.Vectors.size(); ++V) {
      OS << (V ? " " : "") << '(';
      for (size_t K = 0; K < D.Vectors[V].size(); ++K)
        OS << (K ? "," : "") << "<=>"[int(D.Vectors[V][K])];
      OS << ')';
    }
    OS << " [" << D.Test << "]\n";
  }
  for (const Independence &I : Independent) {
    OS << "  independent ";
    printRef(OS, M, M.Accesses[I.A]);
    OS << " , ";
    printRef(OS, M, M.Accesses[I.B]);
    OS << " [" << I.Test << "]\n";
  }
  for (const auto &[A, B] : OverlapChecks)
    OS << "  run-time overlap check: " << A->getName() << ", " << B->getName()
       << "\n";
}
