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
// Conservative limits:
//   * a subscript that is not affine (indirect a[ndx[i]], calls, i*j, a
//     linearized subscript that cannot be delinearized) constrains nothing;
//   * a non-unit step is treated as its index's full range;
//   * triangular bounds are relaxed to their rectangular hull;
//   * Banerjee bounds for more than 4096 vertex combinations give up;
//   * coupled subscripts are tested together per direction vector, not with
//     the Delta test, so some coupled independences are missed.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Dependence.h"
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

class PairTester {
public:
  PairTester(const RegionModel &M) : M(M) {
    // Rectangular hull of every loop's range, and the facts for proofs.
    for (const Loop &L : M.Loops) {
      Variable V{false, {}, {}};
      if (L.Countable) {
        std::vector<unsigned> Outer;
        for (int P = L.Parent; P >= 0; P = M.Loops[P].Parent)
          Outer.push_back(P);
        auto Lo = rangeOver(L.Lower, M, Outer);
        auto Hi = rangeOver(L.Upper, M, Outer);
        if (Lo && Hi) {
          V = {true, Lo->first, Hi->second};
          Facts.push_back(V.Upper - V.Lower);
        }
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
  std::vector<LinearExpr> Facts;

  std::string classify(const LinearExpr &H,
                       const std::vector<unsigned> &Common) const;
  /// Whether H == 0 has a solution under direction vector V; Killer names
  /// the test that ruled it out.
  bool feasible(const LinearExpr &H, const std::vector<unsigned> &Common,
                const DirectionVector &V, std::string &Killer) const;
  /// Facts for one direction vector: a loop with a '<' or '>' direction
  /// runs at least two iterations.
  mutable std::vector<LinearExpr> VectorFacts;
  bool provablyPositive(const LinearExpr &E) const {
    return provablyAtLeast(E, 1, VectorFacts);
  }
};

} // namespace

std::string PairTester::classify(const LinearExpr &H,
                                 const std::vector<unsigned> &Common) const {
  std::set<Atom> Indices;
  for (const auto &[Mono, C] : H.terms())
    for (Atom At : Mono)
      if (At >= PrimeBase || M.Atoms[At].IsIndex)
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

bool PairTester::feasible(const LinearExpr &H,
                          const std::vector<unsigned> &Common,
                          const DirectionVector &V,
                          std::string &Killer) const {
  // The direction's facts first: they are the strongest.
  VectorFacts.clear();
  for (size_t K = 0; K < Common.size(); ++K)
    if (V[K] != Direction::EQ && Hull[Common[K]].Bounded)
      VectorFacts.push_back(Hull[Common[K]].Upper - Hull[Common[K]].Lower -
                            LinearExpr(1));
  VectorFacts.insert(VectorFacts.end(), Facts.begin(), Facts.end());
  // H = sum over variables + S, where S holds no loop index.
  LinearExpr S;
  for (const auto &[Mono, C] : H.terms()) {
    bool HasIndex = false;
    for (Atom At : Mono)
      HasIndex |= At >= PrimeBase || M.Atoms[At].IsIndex;
    if (!HasIndex) {
      LinearExpr T(C);
      for (Atom At : Mono)
        T = T * LinearExpr::atom(At);
      S = S + T;
    }
  }

  // Per variable group, the contributions at the vertices of its domain.
  std::vector<std::vector<LinearExpr>> Choices;
  std::vector<int64_t> Coeffs;
  std::set<int> Seen;
  bool Unbounded = false;
  auto AddGroup = [&](unsigned LoopId, std::optional<Direction> Dir) {
    const Loop &L = M.Loops[LoopId];
    int64_t CA = H.coefficient(L.IndexAtom);
    int64_t CB = Dir ? H.coefficient(L.IndexAtom + PrimeBase) : 0;
    if (Dir && *Dir == Direction::EQ)
      Coeffs.push_back(CA + CB);
    else {
      Coeffs.push_back(CA);
      Coeffs.push_back(CB);
    }
    if (!CA && !CB)
      return;
    const Variable &X = Hull[LoopId];
    if (!X.Bounded) {
      Unbounded = true;
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
    Choices.push_back(std::move(Vals));
  };
  for (size_t K = 0; K < Common.size(); ++K) {
    AddGroup(Common[K], V[K]);
    Seen.insert(Common[K]);
  }
  for (const auto &[Mono, C] : H.terms())
    for (Atom At : Mono)
      if (At < PrimeBase && M.Atoms[At].IsIndex &&
          Seen.insert(M.Atoms[At].Loop).second)
        AddGroup(M.Atoms[At].Loop, std::nullopt);

  // GCD test, when the rest is a known constant.
  if (S.isConstant()) {
    int64_t G = 0;
    for (int64_t C : Coeffs)
      G = std::gcd(G, C < 0 ? -C : C);
    if (G == 0 ? S.constant() != 0 : S.constant() % G != 0) {
      Killer = G == 0 ? "ZIV" : "GCD";
      return false;
    }
  } else if (Choices.empty() && !Unbounded) {
    if (provablyPositive(S) || provablyPositive(-S)) {
      Killer = "ZIV";
      return false;
    }
    return true;
  }
  if (Unbounded)
    return true;

  // Banerjee: 0 must lie between the least and greatest value of H. Try a
  // per-group minimum first; fall back to every vertex combination.
  auto Extreme = [&](bool Min) -> std::optional<LinearExpr> {
    LinearExpr Sum = S;
    for (const auto &Vals : Choices) {
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
  if ((Lo && provablyPositive(*Lo)) || (Hi && provablyPositive(-*Hi))) {
    Killer = "Banerjee";
    return false;
  }
  if (Lo && Hi)
    return true;
  size_t Combos = 1;
  for (const auto &Vals : Choices)
    if ((Combos *= Vals.size()) > 4096)
      return true;
  bool AllPositive = true, AllNegative = true;
  std::vector<size_t> Pick(Choices.size(), 0);
  while (AllPositive || AllNegative) {
    LinearExpr Sum = S;
    for (size_t G = 0; G < Choices.size(); ++G)
      Sum = Sum + Choices[G][Pick[G]];
    AllPositive &= provablyPositive(Sum);
    AllNegative &= provablyPositive(-Sum);
    size_t G = 0;
    while (G < Pick.size() && ++Pick[G] == Choices[G].size())
      Pick[G++] = 0;
    if (G == Pick.size())
      break;
  }
  if (AllPositive || AllNegative) {
    Killer = "Banerjee";
    return false;
  }
  return true;
}

PairTester::Result PairTester::test(const ArrayAccess &A, const ArrayAccess &B,
                                    const std::vector<unsigned> &Common) {
  Result R;
  size_t D = Common.size();
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

  // H_k = A's subscript - B's subscript with B's common indices primed.
  std::vector<LinearExpr> Hs;
  std::vector<std::string> Unknown;
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
    Hs.push_back(SA.Expr - Primed);
  }

  std::map<std::string, unsigned> Kills;
  for (const DirectionVector &Vec : All) {
    bool OK = true;
    for (const LinearExpr &H : Hs) {
      std::string Killer;
      if (!feasible(H, Common, Vec, Killer)) {
        // Name the test by the shape of the subscript that decided.
        std::string Shape = classify(H, Common);
        ++Kills[Killer == "GCD" || Shape == "MIV"
                    ? (Shape == "MIV" ? Killer : "GCD")
                    : Shape];
        OK = false;
        break;
      }
    }
    if (OK)
      R.Feasible.push_back(Vec);
  }
  if (!Unknown.empty() && !R.Feasible.empty()) {
    R.Assumed = true;
    R.Test = "assumed: " + Unknown.front();
    return R;
  }
  // The shapes that decided, most decisive first.
  std::vector<std::pair<unsigned, std::string>> Order;
  for (auto &[Name, N] : Kills)
    Order.push_back({N, Name});
  std::sort(Order.begin(), Order.end(), [](auto &X, auto &Y) {
    return X.first != Y.first ? X.first > Y.first : X.second < Y.second;
  });
  for (auto &[N, Name] : Order)
    R.Test += (R.Test.empty() ? "" : ", ") + Name;
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
  std::set<std::pair<const clang::VarDecl *, const clang::VarDecl *>> Checks;

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
        }
        continue;
      }
      std::vector<unsigned> Common = commonLoops(A, B);
      if (I == J && Common.empty())
        continue;
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
  return Info;
}

static const char *kindName(DependenceKind K) {
  switch (K) {
  case DependenceKind::Flow: return "flow";
  case DependenceKind::Anti: return "anti";
  case DependenceKind::Output: return "output";
  }
  return "?";
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
