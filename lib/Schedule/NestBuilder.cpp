//===- NestBuilder.cpp - the loops of a new statement order ---------------===//

#include "Schedule/NestBuilder.h"
#include "Directive/Binder.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>
#include <map>

using namespace cuacc;
using namespace clang;

namespace {

/// One statement's loops in the new order: the bounds (values over the
/// layout's unknowns) of each of its other loops, outermost first, and of
/// its new outer loop; the conditions on the outer loop its bounds do not
/// imply.
struct StatementLoops {
  unsigned Outer; ///< position of the new outer loop among its loops
  std::vector<unsigned> Rest;
  std::vector<std::pair<Row, Row>> Bounds; ///< for each of Rest
  Row OuterLower, OuterUpper;
  std::vector<Row> Guards; ///< each >= 0
};

/// Value V of bound row R on unknown X: X >= V for a lower bound (R's
/// coefficient of X is 1), X <= V for an upper one (-1).
Row boundValue(const Row &R, unsigned X, unsigned NumVars) {
  Row Without = R - unknown(X, NumVars, coeff(R, X));
  return coeff(R, X) > 0 ? rowOf(NumVars) - Without : Without;
}

/// The one value of Values that every other is at most (Lower: at least)
/// wherever Context holds; none if no such value.
std::optional<Row> dominating(const std::vector<Row> &Values, bool Lower,
                              const std::vector<Row> &Context,
                              unsigned NumVars) {
  for (const Row &V : Values) {
    bool All = true;
    for (const Row &O : Values) {
      std::vector<Row> Ge = Context;
      // Lower: is O > V possible? Upper: O < V?
      Ge.push_back(plus(Lower ? O - V : V - O, -1));
      if (feasible(NumVars, Ge)) {
        All = false;
        break;
      }
    }
    if (All)
      return V;
  }
  return std::nullopt;
}

/// Eliminates unknown X from Rows (each bound on it has coefficient +-1):
/// its dominating lower and upper bounds, and Rows without X plus the
/// conditions for a value between them. None where a coefficient is not
/// +-1 or no bound dominates.
std::optional<std::pair<Row, Row>> eliminate(std::vector<Row> &Rows, unsigned X,
                                             const std::vector<Row> &Domain,
                                             unsigned NumVars) {
  std::vector<Row> Lowers, Uppers, Kept;
  for (const Row &R : Rows) {
    int64_t C = coeff(R, X);
    if (C == 1)
      Lowers.push_back(boundValue(R, X, NumVars));
    else if (C == -1)
      Uppers.push_back(boundValue(R, X, NumVars));
    else if (C == 0)
      Kept.push_back(R);
    else
      return std::nullopt;
  }
  std::optional<Row> Lo = dominating(Lowers, true, Domain, NumVars),
                     Hi = dominating(Uppers, false, Domain, NumVars);
  if (!Lo || !Hi)
    return std::nullopt;
  for (const Row &L : Lowers)
    for (const Row &U : Uppers)
      Kept.push_back(U - L);
  Rows = std::move(Kept);
  return std::make_pair(*Lo, *Hi);
}

std::optional<StatementLoops> statementLoops(const Scop &P,
                                             const ScopStatement &St,
                                             unsigned Outer) {
  unsigned NumVars = P.Depth + P.Symbols.size();
  Layout L{0, P.Depth, NumVars};
  std::vector<Row> Domain = P.domain(St, L), Rows = Domain;
  StatementLoops Out;
  Out.Outer = Outer;
  for (unsigned K = 0; K < St.Loops.size(); ++K)
    if (K != Outer)
      Out.Rest.push_back(K);
  Out.Bounds.resize(Out.Rest.size());
  for (size_t K = Out.Rest.size(); K-- > 0;) {
    auto B = eliminate(Rows, Out.Rest[K], Domain, NumVars);
    if (!B)
      return std::nullopt;
    Out.Bounds[K] = std::move(*B);
  }
  auto B = eliminate(Rows, Outer, Domain, NumVars);
  if (!B)
    return std::nullopt;
  std::tie(Out.OuterLower, Out.OuterUpper) = std::move(*B);
  return Out;
}

/// Whether every integer point of the new loops (Outer between Lo and Hi,
/// each other loop between its bounds, the guards) is one of the
/// statement's; a domain row on the outer loop alone that they do not
/// imply becomes a guard. False where another would be needed.
bool checkExact(const Scop &P, const ScopStatement &St, StatementLoops &S,
                const Row &Lo, const Row &Hi) {
  unsigned NumVars = P.Depth + P.Symbols.size();
  Layout L{0, P.Depth, NumVars};
  Row Outer = unknown(S.Outer, NumVars);
  for (const Row &C : P.domain(St, L)) {
    std::vector<Row> Ge{Outer - Lo, Hi - Outer};
    for (size_t K = 0; K < S.Rest.size(); ++K) {
      Row X = unknown(S.Rest[K], NumVars);
      Ge.push_back(X - S.Bounds[K].first);
      Ge.push_back(S.Bounds[K].second - X);
    }
    for (const Row &G : S.Guards)
      Ge.push_back(G);
    Ge.push_back(plus(rowOf(NumVars) - C, -1));
    if (!feasible(NumVars, Ge))
      continue;
    if (llvm::any_of(S.Rest, [&](unsigned K) { return coeff(C, K) != 0; }))
      return false;
    S.Guards.push_back(C);
  }
  return true;
}

/// AST nodes of C (C++ where the file is C++), of the index type.
class NodeMaker {
public:
  NodeMaker(ASTContext &Ctx, QualType T) : Ctx(Ctx), T(T) {}

  Expr *read(VarDecl *V, SourceLocation Loc) {
    return ImplicitCastExpr::Create(Ctx, T, CK_LValueToRValue, ref(V, Loc),
                                    nullptr, VK_PRValue, FPOptionsOverride());
  }
  DeclRefExpr *ref(VarDecl *V, SourceLocation Loc) {
    return DeclRefExpr::Create(Ctx, NestedNameSpecifierLoc(), SourceLocation(),
                               V, false, Loc, V->getType(), VK_LValue);
  }
  Expr *literal(int64_t V, SourceLocation Loc) {
    return IntegerLiteral::Create(
        Ctx, llvm::APInt(Ctx.getIntWidth(T), uint64_t(V), true), T, Loc);
  }
  Expr *binary(Expr *L, BinaryOperatorKind Op, Expr *R, SourceLocation Loc) {
    QualType Ty = T;
    ExprValueKind VK = VK_PRValue;
    if (BinaryOperator::isComparisonOp(Op))
      Ty = Ctx.getLangOpts().CPlusPlus ? Ctx.BoolTy : Ctx.IntTy;
    if (Op == BO_Assign && Ctx.getLangOpts().CPlusPlus)
      VK = VK_LValue;
    return BinaryOperator::Create(Ctx, L, R, Op, Ty, VK, OK_Ordinary, Loc,
                                  FPOptionsOverride());
  }
  Expr *paren(Expr *E, SourceLocation Loc) {
    return new (Ctx) ParenExpr(Loc, Loc, E);
  }
  /// sum Coeffs[k] * Vars[k] + Constant, in parentheses.
  Expr *value(const Row &R, const std::vector<VarDecl *> &Vars,
              SourceLocation Loc) {
    Expr *Sum = nullptr;
    auto Add = [&](Expr *Term, int64_t C, bool Constant = false) {
      Expr *Scaled = Constant || C == 1 || C == -1
                         ? Term
                         : binary(literal(C < 0 ? -C : C, Loc), BO_Mul, Term, Loc);
      if (!Sum)
        Sum = C > 0 ? Scaled
                    : UnaryOperator::Create(Ctx, Scaled, UO_Minus, T,
                                            VK_PRValue, OK_Ordinary, Loc,
                                            false, FPOptionsOverride());
      else
        Sum = binary(Sum, C > 0 ? BO_Add : BO_Sub, Scaled, Loc);
    };
    for (size_t K = 0; K < R.Coeffs.size(); ++K)
      if (R.Coeffs[K])
        Add(read(Vars[K], Loc), R.Coeffs[K]);
    if (!Sum)
      return paren(R.Constant < 0 ? UnaryOperator::Create(
                                        Ctx, literal(-R.Constant, Loc), UO_Minus,
                                        T, VK_PRValue, OK_Ordinary, Loc, false,
                                        FPOptionsOverride())
                                  : literal(R.Constant, Loc),
                   Loc);
    if (R.Constant)
      Add(literal(R.Constant < 0 ? -R.Constant : R.Constant, Loc),
          R.Constant, /*Constant=*/true);
    return paren(Sum, Loc);
  }
  /// for (V = Lo; V < Hi + 1; V++) Body
  ForStmt *loop(VarDecl *V, Expr *Lo, Expr *End, Stmt *Body,
                const ForStmt *Like) {
    SourceLocation Loc = Like->getForLoc();
    Expr *Init = binary(ref(V, Loc), BO_Assign, Lo, Loc);
    Expr *Cond = binary(read(V, Loc), BO_LT, End, Loc);
    Expr *Inc = UnaryOperator::Create(Ctx, ref(V, Loc), UO_PostInc, T,
                                      VK_PRValue, OK_Ordinary, Loc, false,
                                      FPOptionsOverride());
    return new (Ctx) ForStmt(Ctx, Init, Cond, nullptr, Inc, Body, Loc,
                             Like->getLParenLoc(), Like->getRParenLoc());
  }

private:
  ASTContext &Ctx;
  QualType T;
};

/// The variable each unknown stands for, for statement St with its new
/// outer loop counting Outer: its loops' indices, the symbols.
std::vector<VarDecl *> variablesOf(const Scop &P, const ScopStatement &St,
                                   const StatementLoops &S, VarDecl *Outer) {
  std::vector<VarDecl *> Vars(P.Depth + P.Symbols.size(), nullptr);
  for (size_t K = 0; K < St.Loops.size(); ++K)
    Vars[K] = const_cast<VarDecl *>(P.M->Loops[St.Loops[K]].Index);
  Vars[S.Outer] = Outer;
  for (size_t K = 0; K < P.Symbols.size(); ++K)
    Vars[P.Depth + K] = const_cast<VarDecl *>(P.M->Atoms[P.Symbols[K]].Var);
  return Vars;
}

/// Whether every variable R names has type T.
bool typed(const Row &R, const std::vector<VarDecl *> &Vars, QualType T,
           const ASTContext &Ctx) {
  for (size_t K = 0; K < R.Coeffs.size(); ++K)
    if (R.Coeffs[K] &&
        (!Vars[K] || !Ctx.hasSameUnqualifiedType(Vars[K]->getType(), T)))
      return false;
  return true;
}

/// The variable the new outer loop counts: the one most statements' chosen
/// loops count, that no statement also uses for another of its loops.
VarDecl *outerVariable(const Scop &P, const std::vector<unsigned> &Choice,
                       const ASTContext &Ctx) {
  std::map<const VarDecl *, unsigned> Votes;
  for (size_t S = 0; S < Choice.size(); ++S)
    ++Votes[P.M->Loops[P.Statements[S].Loops[Choice[S]]].Index];
  std::vector<std::pair<unsigned, const VarDecl *>> Ranked;
  for (auto [V, N] : Votes)
    Ranked.push_back({N, V});
  std::stable_sort(Ranked.begin(), Ranked.end(),
                   [](auto &A, auto &B) { return A.first > B.first; });
  for (auto [N, V] : Ranked) {
    bool OK = true;
    for (size_t S = 0; S < Choice.size() && OK; ++S) {
      const ScopStatement &St = P.Statements[S];
      const VarDecl *Own = P.M->Loops[St.Loops[Choice[S]]].Index;
      OK = Ctx.hasSameUnqualifiedType(Own->getType(), V->getType());
      for (size_t K = 0; K < St.Loops.size() && OK; ++K)
        OK = K == Choice[S] || P.M->Loops[St.Loops[K]].Index != V;
    }
    if (OK)
      return const_cast<VarDecl *>(V);
  }
  return nullptr;
}

/// The new outer loop's bound over all statements: the one every other is
/// above (Lower) or below, whatever the symbols.
std::optional<Row> hull(const std::vector<StatementLoops> &Loops, bool Lower,
                        unsigned NumVars) {
  std::vector<Row> Values;
  for (const StatementLoops &S : Loops)
    Values.push_back(Lower ? S.OuterLower : S.OuterUpper);
  // dominating() picks the tightest; the hull needs the loosest.
  return dominating(Values, !Lower, {}, NumVars);
}

} // namespace

std::optional<RescheduledNest>
cuacc::buildNest(const Scop &P, const std::vector<unsigned> &Choice,
                 const std::vector<unsigned> &Order, ASTContext &Ctx) {
  unsigned NumVars = P.Depth + P.Symbols.size();
  std::vector<StatementLoops> Loops;
  for (size_t S = 0; S < P.Statements.size(); ++S) {
    std::optional<StatementLoops> L =
        statementLoops(P, P.Statements[S], Choice[S]);
    if (!L)
      return std::nullopt;
    Loops.push_back(std::move(*L));
  }
  std::optional<Row> Lo = hull(Loops, true, NumVars),
                     Hi = hull(Loops, false, NumVars);
  VarDecl *Outer = outerVariable(P, Choice, Ctx);
  if (!Lo || !Hi || !Outer)
    return std::nullopt;
  QualType T = Outer->getType().getUnqualifiedType();
  // Literals of a narrower type print with a suffix nvcc does not take
  // ('1i16').
  if (Ctx.getIntWidth(T) < Ctx.getIntWidth(Ctx.IntTy))
    return std::nullopt;
  // The outer bounds name symbols only: any statement's variables do.
  std::vector<VarDecl *> Symbols =
      variablesOf(P, P.Statements[0], Loops[0], Outer);
  if (!typed(*Lo, Symbols, T, Ctx) || !typed(*Hi, Symbols, T, Ctx))
    return std::nullopt;
  for (size_t S = 0; S < Loops.size(); ++S) {
    if (!checkExact(P, P.Statements[S], Loops[S], *Lo, *Hi))
      return std::nullopt;
    std::vector<VarDecl *> Vars =
        variablesOf(P, P.Statements[S], Loops[S], Outer);
    for (const auto &[L, U] : Loops[S].Bounds)
      if (!typed(L, Vars, T, Ctx) || !typed(U, Vars, T, Ctx))
        return std::nullopt;
    for (const Row &G : Loops[S].Guards)
      if (!typed(G, Vars, T, Ctx))
        return std::nullopt;
  }

  // Build: for (outer) { each statement's loops, in Order }.
  NodeMaker Make(Ctx, T);
  RescheduledNest Out;
  const ForStmt *Root = P.M->Loops[P.Statements[0].Loops[0]].Stmt;
  std::vector<Stmt *> Steps;
  for (unsigned S : Order) {
    const ScopStatement &St = P.Statements[S];
    const StatementLoops &L = Loops[S];
    std::vector<VarDecl *> Vars = variablesOf(P, St, L, Outer);
    if (const VarDecl *Own = P.M->Loops[St.Loops[L.Outer]].Index;
        Own != Outer)
      renameReferences(St.S, Own, Outer, Out.Renamed);
    Stmt *Body = St.S;
    SourceLocation Loc = St.S->getBeginLoc();
    for (size_t K = L.Rest.size(); K-- > 0;) {
      const ForStmt *Like = P.M->Loops[St.Loops[L.Rest[K]]].Stmt;
      Body = Make.loop(Vars[L.Rest[K]],
                       Make.value(L.Bounds[K].first, Vars, Like->getForLoc()),
                       Make.value(plus(L.Bounds[K].second, 1), Vars,
                                  Like->getForLoc()),
                       Body, Like);
    }
    for (const Row &G : L.Guards)
      Body = IfStmt::Create(
          Ctx, Loc, IfStatementKind::Ordinary, nullptr, nullptr,
          Make.binary(Make.value(G, Vars, Loc), BO_GE, Make.literal(0, Loc),
                      Loc),
          Loc, Loc, Body);
    Steps.push_back(Body);
  }
  const Stmt *OldBody = Root->getBody();
  Stmt *Body = CompoundStmt::Create(Ctx, Steps, FPOptionsOverride(),
                                    OldBody->getBeginLoc(),
                                    OldBody->getEndLoc());
  Out.Statement =
      Make.loop(Outer, Make.value(*Lo, Symbols, Root->getForLoc()),
                Make.value(plus(*Hi, 1), Symbols, Root->getForLoc()), Body,
                Root);
  // The line of a loop the new outer one counts as.
  for (unsigned S : Order) {
    const Loop &L = P.M->Loops[P.Statements[S].Loops[Loops[S].Outer]];
    if (L.Index == Outer) {
      Out.OuterLine = userLine(Ctx.getSourceManager(), L.Stmt->getForLoc());
      break;
    }
  }
  return Out;
}
