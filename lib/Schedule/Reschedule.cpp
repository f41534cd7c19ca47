//===- Reschedule.cpp - a sequential nest's statements in another order ---===//
//
// Which order: each statement's new outer loop is one of its own loops
// (its innermost first: the k of a dot product), the statements ordered
// within a step by the dependences between them there, the rest of each
// statement's loops inside in their order. See Reschedule.h.
//
//===----------------------------------------------------------------------===//

#include "Schedule/Reschedule.h"
#include "Schedule/NestBuilder.h"
#include "Analysis/StaticControl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>
#include <map>
#include <numeric>
#include <tuple>

using namespace cuacc;
using namespace clang;

void RescheduledNest::restore() {
  for (auto &[DR, Old] : Renamed)
    DR->setDecl(Old);
  Renamed.clear();
}

unsigned cuacc::parallelWrites(const RegionAnalysis &A) {
  unsigned N = 0;
  for (const ArrayAccess &Acc : A.Model.Accesses)
    if (Acc.IsWrite)
      for (unsigned L : Acc.Loops)
        N += A.Verdicts[L].Parallelizable;
  return N;
}

bool cuacc::worthRescheduling(const RegionAnalysis &A) {
  const RegionModel &M = A.Model;
  if (M.Roots.size() != 1 || M.HostOnly || !M.Restrictions.empty() ||
      !M.LastIndexValues.empty() || !M.Region || !M.Region->Statement ||
      M.Loops[M.Roots[0]].Stmt != M.Region->Statement ||
      A.Verdicts[M.Roots[0]].Parallelizable)
    return false;
  return llvm::any_of(M.Accesses, [&](const ArrayAccess &Acc) {
    return Acc.IsWrite && llvm::none_of(Acc.Loops, [&](unsigned L) {
             return A.Verdicts[L].Parallelizable;
           });
  });
}

namespace {

/// What one ordered pair of accesses allows, for given new outer loops of
/// their statements: whether the new order would run an instance of the
/// second before one of the first that it followed (Violates), and whether
/// they meet in one step (EqualStep: the first's statement must then come
/// first within the step).
struct PairVerdict {
  bool Violates = false;
  bool EqualStep = false;
};

class OrderFinder {
public:
  explicit OrderFinder(const Scop &P) : P(P), M(*P.M) {
    for (unsigned S = 0; S < P.Statements.size(); ++S)
      for (unsigned A : P.Statements[S].Accesses)
        Where.push_back({A, S});
    NumVars = 2 * P.Depth + P.Symbols.size();
  }

  /// For statement S's new outer loop at position Choice[S] of its loops:
  /// the statements' order within a step, or none if the choice is not
  /// legal.
  std::optional<std::vector<unsigned>>
  orderFor(const std::vector<unsigned> &Choice) {
    size_t N = P.Statements.size();
    std::vector<std::set<unsigned>> Before(N); // Before[T]: must precede T
    for (auto [A, S] : Where)
      for (auto [B, T] : Where) {
        const ArrayAccess &X = M.Accesses[A], &Y = M.Accesses[B];
        if (X.Array != Y.Array || (!X.IsWrite && !Y.IsWrite))
          continue;
        std::optional<PairVerdict> V = verdict(A, S, B, T, Choice[S], Choice[T]);
        if (!V || V->Violates)
          return std::nullopt;
        if (V->EqualStep && S != T)
          Before[T].insert(S);
      }
    // Kahn's order, the text's where free.
    std::vector<unsigned> Order;
    std::vector<bool> Placed(N, false);
    while (Order.size() < N) {
      bool Progress = false;
      for (unsigned S = 0; S < N && !Progress; ++S)
        if (!Placed[S] && llvm::all_of(Before[S], [&](unsigned B) {
              return Placed[B];
            })) {
          Placed[S] = true;
          Order.push_back(S);
          Progress = true;
        }
      if (!Progress)
        return std::nullopt;
    }
    return Order;
  }

private:
  const Scop &P;
  const RegionModel &M;
  std::vector<std::pair<unsigned, unsigned>> Where; ///< access, statement
  unsigned NumVars;
  std::map<std::tuple<unsigned, unsigned, unsigned, unsigned>,
           std::optional<PairVerdict>>
      Cache;

  std::optional<PairVerdict> verdict(unsigned A, unsigned S, unsigned B,
                                     unsigned T, unsigned TS, unsigned TT) {
    auto Key = std::make_tuple(A, B, TS, TT);
    auto It = Cache.find(Key);
    if (It != Cache.end())
      return It->second;
    return Cache[Key] = computeVerdict(A, S, B, T, TS, TT);
  }

  std::optional<PairVerdict> computeVerdict(unsigned A, unsigned S, unsigned B,
                                            unsigned T, unsigned TS,
                                            unsigned TT) const;
  std::vector<std::vector<Row>> originalOrder(unsigned S, unsigned T) const;
};

/// The disjuncts of "an instance x of S runs before an instance y of T in
/// the program": equal in the first P common loops and x before y in the
/// next, or equal in all of them with S written first.
std::vector<std::vector<Row>> OrderFinder::originalOrder(unsigned S,
                                                         unsigned T) const {
  const ScopStatement &SS = P.Statements[S], &ST = P.Statements[T];
  size_t Common = 0;
  while (Common < SS.Loops.size() && Common < ST.Loops.size() &&
         SS.Loops[Common] == ST.Loops[Common])
    ++Common;
  unsigned YBase = P.Depth;
  std::vector<std::vector<Row>> Out;
  auto Equal = [&](size_t Upto, std::vector<Row> &Rows) {
    for (size_t K = 0; K < Upto; ++K) {
      Row D = unknown(K, NumVars) - unknown(YBase + K, NumVars);
      Rows.push_back(D);
      Rows.push_back(rowOf(NumVars) - D);
    }
  };
  for (size_t K = 0; K < Common; ++K) {
    std::vector<Row> Rows;
    Equal(K, Rows);
    Rows.push_back(plus(unknown(YBase + K, NumVars) - unknown(K, NumVars), -1));
    Out.push_back(std::move(Rows));
  }
  if (S != T && SS.Text < ST.Text) {
    std::vector<Row> Rows;
    Equal(Common, Rows);
    Out.push_back(std::move(Rows));
  }
  return Out;
}

std::optional<PairVerdict>
OrderFinder::computeVerdict(unsigned A, unsigned S, unsigned B, unsigned T,
                            unsigned TS, unsigned TT) const {
  const ScopStatement &SS = P.Statements[S], &ST = P.Statements[T];
  const ArrayAccess &X = M.Accesses[A], &Y = M.Accesses[B];
  if (X.Subscripts.size() != Y.Subscripts.size() || X.Strides != Y.Strides)
    return std::nullopt;
  Layout LX{0, 2 * P.Depth, NumVars}, LY{P.Depth, 2 * P.Depth, NumVars};
  std::vector<Row> Base = P.domain(SS, LX), Eq;
  for (Row &R : P.domain(ST, LY))
    Base.push_back(std::move(R));
  for (size_t D = 0; D < X.Subscripts.size(); ++D) {
    std::optional<Row> RX = P.row(X.Subscripts[D].Expr, SS, LX),
                       RY = P.row(Y.Subscripts[D].Expr, ST, LY);
    if (!RX || !RY)
      return std::nullopt;
    Eq.push_back(*RX - *RY);
  }
  Row StepX = unknown(TS, NumVars), StepY = unknown(P.Depth + TT, NumVars);
  PairVerdict V;
  for (std::vector<Row> Disjunct : originalOrder(S, T)) {
    for (const Row &R : Base)
      Disjunct.push_back(R);
    if (!feasible(NumVars, Disjunct, Eq))
      continue;
    // y's step before x's.
    std::vector<Row> Later = Disjunct;
    Later.push_back(plus(StepX - StepY, -1));
    if (feasible(NumVars, Later, Eq))
      V.Violates = true;
    std::vector<Row> SameEq = Eq;
    SameEq.push_back(StepX - StepY);
    if (!feasible(NumVars, Disjunct, SameEq))
      continue;
    V.EqualStep = true;
    if (S != T)
      continue;
    // One statement: within a step its other loops run in their order, so
    // y's must not come first (or be x's).
    std::vector<unsigned> Rest;
    for (unsigned K = 0; K < SS.Loops.size(); ++K)
      if (K != TS)
        Rest.push_back(K);
    for (size_t K = 0; K <= Rest.size(); ++K) {
      std::vector<Row> Ge = Disjunct, E = SameEq;
      for (size_t J = 0; J < K; ++J)
        E.push_back(unknown(Rest[J], NumVars) -
                    unknown(P.Depth + Rest[J], NumVars));
      if (K < Rest.size())
        Ge.push_back(plus(unknown(Rest[K], NumVars) -
                              unknown(P.Depth + Rest[K], NumVars),
                          -1));
      if (feasible(NumVars, Ge, E))
        V.Violates = true;
    }
  }
  return V;
}

/// The choices of new outer loop, by how far each is from its statement's
/// innermost loop, nearest first; not the one that keeps every statement's
/// outermost loop outermost (the order as written).
std::vector<std::vector<unsigned>> choices(const Scop &P) {
  std::vector<std::vector<unsigned>> Out{{}};
  for (const ScopStatement &St : P.Statements) {
    std::vector<std::vector<unsigned>> Next;
    for (const std::vector<unsigned> &C : Out)
      for (unsigned K = 0; K < St.Loops.size(); ++K) {
        Next.push_back(C);
        Next.back().push_back(K);
      }
    if (Next.size() > 4096)
      return {};
    Out = std::move(Next);
  }
  auto Distance = [&](const std::vector<unsigned> &C) {
    unsigned D = 0;
    for (size_t S = 0; S < C.size(); ++S)
      D += P.Statements[S].Loops.size() - 1 - C[S];
    return D;
  };
  llvm::erase_if(Out, [](const std::vector<unsigned> &C) {
    return llvm::all_of(C, [](unsigned K) { return K == 0; });
  });
  std::stable_sort(Out.begin(), Out.end(),
                   [&](const std::vector<unsigned> &A,
                       const std::vector<unsigned> &B) {
                     return Distance(A) < Distance(B);
                   });
  return Out;
}

} // namespace

std::optional<RescheduledNest> cuacc::rescheduleNest(const RegionAnalysis &A,
                                                     ASTContext &Ctx) {
  if (!worthRescheduling(A))
    return std::nullopt;
  const RegionModel &M = A.Model;
  std::optional<Scop> P = staticControlPart(M, M.Roots[0], M.facts());
  if (!P)
    return std::nullopt;
  OrderFinder Finder(*P);
  unsigned Tried = 0;
  for (const std::vector<unsigned> &Choice : choices(*P)) {
    // Each choice costs a few hundred small systems.
    if (++Tried > 64)
      break;
    std::optional<std::vector<unsigned>> Order = Finder.orderFor(Choice);
    if (!Order)
      continue;
    if (std::optional<RescheduledNest> N = buildNest(*P, Choice, *Order, Ctx))
      return N;
  }
  return std::nullopt;
}
