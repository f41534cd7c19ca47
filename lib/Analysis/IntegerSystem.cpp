//===- IntegerSystem.cpp - feasibility of small integer systems -----------===//
//
// The method is the first phase of Pugh's Omega test ("The Omega test: a
// fast and practical integer programming algorithm for dependence
// analysis", Supercomputing 1991), which is Fourier-Motzkin elimination
// (Fourier 1826, Motzkin 1936; Dantzig and Eaves, "Fourier-Motzkin
// elimination and its dual", 1973) made sharper for integers:
//
//   1. Every constraint is divided by the gcd of its coefficients. An
//      equality whose constant the gcd does not divide has no integer
//      solution (the GCD test); an inequality's constant is rounded down,
//      which cuts off only non-integer points.
//   2. An equality with a unit coefficient is solved for that unknown and
//      substituted everywhere (exact). Two opposite inequalities that meet
//      (c.x >= k and c.x <= k) become an equality when c has a unit entry.
//   3. An unknown bounded on one side only is dropped with its constraints
//      (exact). Otherwise it is eliminated by combining each lower bound
//      with each upper bound: the real shadow. Unknowns whose elimination is
//      exact (every lower or every upper coefficient is 1) go first, then
//      the one that makes the fewest new constraints.
//   4. A constant constraint that fails, or two opposite ones that cannot
//      both hold, proves the system has no integer solution.
//
// Every derived constraint holds at every integer solution of the original
// system, so a contradiction proves there is none. The converse does not
// hold: the real shadow can have points when the integers have none. The
// Omega test's dark shadow and splintering would decide those; this test
// answers "maybe" instead, which the dependence tester reads as "dependent".
//
// Limits (each answers "maybe"):
//   * an equality without a unit coefficient is kept as two inequalities
//     (Pugh's mod-hat reduction would solve it exactly);
//   * more than MaxRows constraints after an elimination;
//   * a coefficient or constant that would leave the int64 range.
//
//===----------------------------------------------------------------------===//

#include "Analysis/IntegerSystem.h"
#include <algorithm>
#include <cstdlib>
#include <map>
#include <numeric>

using namespace cuacc;

namespace {

using Row = IntegerSystem::Row;

/// A * X + B * Y, or false when it leaves [-INT64_MAX, INT64_MAX] (so that
/// negating any value kept is safe).
bool mulAdd(int64_t A, int64_t X, int64_t B, int64_t Y, int64_t &Out) {
  __int128 R = __int128(A) * X + __int128(B) * Y;
  if (R > INT64_MAX || R < -INT64_MAX)
    return false;
  Out = int64_t(R);
  return true;
}

/// Floor of A / G for G > 0.
int64_t floorDiv(int64_t A, int64_t G) {
  int64_t Q = A / G;
  return (A % G != 0 && A < 0) ? Q - 1 : Q;
}

class Eliminator {
public:
  Eliminator(unsigned NumVars, unsigned MaxRows)
      : NumVars(NumVars), MaxRows(MaxRows) {}

  std::vector<Row> Eqs, Ineqs;

  /// True when the constraints are proven to have no integer solution.
  bool infeasible();

private:
  unsigned NumVars;
  unsigned MaxRows;
  bool GaveUp = false;

  /// A * R1 + B * R2 (GaveUp on overflow).
  Row combine(int64_t A, const Row &R1, int64_t B, const Row &R2);
  bool solveEqualities();
  bool tightenInequalities();
  bool findImpliedEqualities();
  int pickVariable() const;
  void eliminate(unsigned V);
};

Row Eliminator::combine(int64_t A, const Row &R1, int64_t B, const Row &R2) {
  Row R;
  R.Coeffs.resize(NumVars);
  for (unsigned K = 0; K < NumVars; ++K)
    GaveUp |= !mulAdd(A, R1.Coeffs[K], B, R2.Coeffs[K], R.Coeffs[K]);
  GaveUp |= !mulAdd(A, R1.Constant, B, R2.Constant, R.Constant);
  return R;
}

static int64_t gcdOf(const Row &R) {
  int64_t G = 0;
  for (int64_t C : R.Coeffs)
    G = std::gcd(G, std::abs(C));
  return G;
}

/// Solves equalities with a unit coefficient by substitution; false when
/// one has no integer solution.
bool Eliminator::solveEqualities() {
  while (!Eqs.empty() && !GaveUp) {
    Row E = std::move(Eqs.back());
    Eqs.pop_back();
    int64_t G = gcdOf(E);
    if (G == 0) {
      if (E.Constant != 0)
        return false;
      continue;
    }
    if (E.Constant % G != 0)
      return false; // the GCD test
    for (int64_t &C : E.Coeffs)
      C /= G;
    E.Constant /= G;
    unsigned V = 0;
    while (V < NumVars && std::abs(E.Coeffs[V]) != 1)
      ++V;
    if (V == NumVars) {
      Row Neg = combine(-1, E, 0, E);
      Ineqs.push_back(E);
      Ineqs.push_back(std::move(Neg));
      continue;
    }
    // R - R_v * a_v * E has no x_v, since a_v * a_v = 1.
    for (std::vector<Row> *Rows : {&Eqs, &Ineqs})
      for (Row &R : *Rows)
        if (int64_t C = R.Coeffs[V])
          R = combine(1, R, -C * E.Coeffs[V], E);
  }
  return true;
}

/// Divides each inequality by the gcd of its coefficients, rounding its
/// constant down; drops constant ones that hold; false when one fails.
bool Eliminator::tightenInequalities() {
  std::vector<Row> Kept;
  for (Row &R : Ineqs) {
    int64_t G = gcdOf(R);
    if (G == 0) {
      if (R.Constant < 0)
        return false;
      continue;
    }
    for (int64_t &C : R.Coeffs)
      C /= G;
    R.Constant = floorDiv(R.Constant, G);
    Kept.push_back(std::move(R));
  }
  Ineqs = std::move(Kept);
  return true;
}

/// Keeps the tightest of parallel inequalities; false when two opposite ones
/// contradict. Opposite ones that meet become an equality in Eqs.
bool Eliminator::findImpliedEqualities() {
  std::map<std::vector<int64_t>, int64_t> Tightest;
  for (const Row &R : Ineqs) {
    auto [It, New] = Tightest.try_emplace(R.Coeffs, R.Constant);
    if (!New && R.Constant < It->second)
      It->second = R.Constant;
  }
  Ineqs.clear();
  for (const auto &[Coeffs, K] : Tightest) {
    std::vector<int64_t> Neg(Coeffs.size());
    for (size_t I = 0; I < Coeffs.size(); ++I)
      Neg[I] = -Coeffs[I];
    auto It = Tightest.find(Neg);
    if (It != Tightest.end()) {
      // c.x >= -K and c.x <= It->second.
      __int128 Gap = __int128(K) + It->second;
      if (Gap < 0)
        return false;
      // Only an equality that substitution can solve: the others would go
      // back to two inequalities (solveEqualities) and round again.
      bool Unit = std::any_of(Coeffs.begin(), Coeffs.end(),
                              [](int64_t C) { return std::abs(C) == 1; });
      if (Gap == 0 && Unit) {
        if (Coeffs < Neg) // one equality per pair
          Eqs.push_back({Coeffs, K});
        continue;
      }
    }
    Ineqs.push_back({Coeffs, K});
  }
  return true;
}

/// The unknown to eliminate next, or -1 when none is left.
int Eliminator::pickVariable() const {
  int Best = -1;
  bool BestExact = false;
  long BestCost = 0;
  for (unsigned V = 0; V < NumVars; ++V) {
    long Lowers = 0, Uppers = 0;
    bool UnitLower = true, UnitUpper = true;
    for (const Row &R : Ineqs) {
      int64_t C = R.Coeffs[V];
      if (C > 0) {
        ++Lowers;
        UnitLower &= C == 1;
      } else if (C < 0) {
        ++Uppers;
        UnitUpper &= C == -1;
      }
    }
    if (Lowers + Uppers == 0)
      continue;
    if (Lowers == 0 || Uppers == 0)
      return int(V); // bounded on one side: dropping it is exact
    bool Exact = UnitLower || UnitUpper;
    long Cost = Lowers * Uppers - Lowers - Uppers;
    if (Best < 0 || (Exact && !BestExact) ||
        (Exact == BestExact && Cost < BestCost)) {
      Best = int(V);
      BestExact = Exact;
      BestCost = Cost;
    }
  }
  return Best;
}

void Eliminator::eliminate(unsigned V) {
  std::vector<Row> Lower, Upper, Rest;
  for (Row &R : Ineqs)
    (R.Coeffs[V] > 0 ? Lower : R.Coeffs[V] < 0 ? Upper : Rest)
        .push_back(std::move(R));
  // a x + L >= 0 (a > 0) and -b x + U >= 0 (b > 0) give b L + a U >= 0.
  for (const Row &L : Lower)
    for (const Row &U : Upper)
      Rest.push_back(combine(-U.Coeffs[V], L, L.Coeffs[V], U));
  Ineqs = std::move(Rest);
}

bool Eliminator::infeasible() {
  while (!GaveUp) {
    // A contradiction counts only if no overflow garbled the rows.
    if (!solveEqualities())
      return !GaveUp;
    if (GaveUp || !tightenInequalities() || !findImpliedEqualities())
      return !GaveUp;
    if (!Eqs.empty())
      continue;
    int V = pickVariable();
    if (V < 0)
      return false;
    eliminate(unsigned(V));
    if (Ineqs.size() > MaxRows)
      return false;
  }
  return false;
}

} // namespace

bool IntegerSystem::provablyInfeasible(unsigned MaxRows) const {
  Eliminator E(NumVars, MaxRows);
  bool InRange = true;
  auto Padded = [&](const Row &R) {
    Row P = R;
    P.Coeffs.resize(NumVars, 0);
    // INT64_MIN has no negation: give up rather than overflow.
    for (int64_t C : P.Coeffs)
      InRange &= C != INT64_MIN;
    InRange &= P.Constant != INT64_MIN;
    return P;
  };
  for (const Row &R : Equalities)
    E.Eqs.push_back(Padded(R));
  for (const Row &R : Inequalities)
    E.Ineqs.push_back(Padded(R));
  return InRange && E.infeasible();
}
