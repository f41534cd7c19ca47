//===- Restructure.cpp - loop interchange and distribution ----------------===//
//
// Before a kernel's grid is chosen, the nest may be restructured to expose
// parallelism (Allen and Kennedy, "Optimizing Compilers for Modern
// Architectures", 2.4, 5.2, 6.2): a sequential loop moved inside the
// parallel loop that is its body (interchange), a parallel loop split into
// parts that then get more grid dimensions, and a sequential loop split
// into parts that each run as a kernel (distribution). See Scheduler.h.
//
//===----------------------------------------------------------------------===//

#include "Schedule/Scheduler.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>

using namespace cuacc;
using namespace clang;

/// Loop interchange (Allen and Kennedy, "Optimizing Compilers for Modern
/// Architectures", 5.2 and 6.2): whether parallel loop L, the whole body
/// of sequential loop P, can become the outer of the two and stay parallel
/// there, P running inside each of L's iterations. Legal when no direction
/// vector turns negative; parallel outside P when, moreover, every
/// dependence not carried by a loop around P has '=' at L (a '<' or '>'
/// there would be carried by L once it is the outer loop). Dependences on
/// L's private arrays do not count (each of its iterations has its own).
/// P must be countable without exits and free of the user's schedule, and
/// L's bounds may not move with P.
bool NestRestructurer::interchangeable(
    unsigned P, unsigned L, const std::vector<const Stmt *> &Part) const {
  const Loop &PL = M.Loops[P];
  if (PL.ForDirective || !PL.Countable || !PL.Exit.empty() || PL.HasContinue ||
      M.Loops[L].Parent != int(P) || !parallelIn(L, Part) ||
      !rectangular(L, {P}) || !M.namesApart(P, L))
    return false;
  // Moved inside, P runs in every thread: a scalar's value it leaves for
  // code after it (its own index too) would be each thread's own.
  for (const Message &Msg : R.Verdicts[P].Messages)
    if (Msg.Kind == MessageKind::LastValue)
      return false;
  const std::vector<const VarDecl *> &Private = R.Verdicts[L].PrivateArrays;
  for (const cuacc::Dependence &D : R.Deps.Dependences) {
    const ArrayAccess &A = M.Accesses[D.Source];
    if (A.Array && llvm::is_contained(Private, A.Array))
      continue;
    // Only the part moves: dependences leaving it order the parts.
    if (!inPart(A.E, Part) || !inPart(M.Accesses[D.Sink].E, Part))
      continue;
    auto PAt = std::find(D.Levels.begin(), D.Levels.end(), P),
         LAt = std::find(D.Levels.begin(), D.Levels.end(), L);
    if (PAt == D.Levels.end() || LAt == D.Levels.end())
      continue;
    size_t PI = PAt - D.Levels.begin(), LI = LAt - D.Levels.begin();
    for (const DirectionVector &V : D.Vectors) {
      bool Outer = false;
      for (size_t K = 0; K < PI; ++K)
        Outer |= V[K] != Direction::EQ;
      if (!Outer && V[LI] != Direction::EQ)
        return false;
    }
  }
  return true;
}

/// A sequential loop whose whole body is a parallel loop that can move
/// outside it: one kernel instead of a host loop of launches.
bool NestRestructurer::interchangesToKernel(unsigned P) const {
  std::optional<unsigned> L = onlyLoop(P);
  return L && interchangeable(P, *L);
}

namespace {
/// Variables a statement declares.
std::set<const VarDecl *> declaredBy(const Stmt *S) {
  std::set<const VarDecl *> Out;
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    for (const Decl *D : DS->decls())
      if (const auto *V = dyn_cast<VarDecl>(D))
        Out.insert(V);
  return Out;
}
} // namespace

/// Loop distribution (Allen and Kennedy, "Optimizing Compilers for Modern
/// Architectures", 2.4): a parallel loop carries no dependence, so the
/// statements of its body can run as consecutive loops, each over the
/// whole range, in their order: every dependence between two of them runs
/// forward within an iteration. What may not be split is a scalar's value
/// (or a private array's, or a reduction's partial) passing from one
/// statement to a later one in the same iteration: such statements stay in
/// one group. Returns the groups in order (one group: no distribution).
std::vector<std::vector<const Stmt *>>
NestRestructurer::distribution(unsigned L) const {
  return distribution(L, bodyItems(L));
}

/// The statements of L's body, each an item of its own.
NestRestructurer::Items NestRestructurer::bodyItems(unsigned L) const {
  Items Out;
  for (const Stmt *S : statementsOf(M.Loops[L].Stmt->getBody()))
    if (!isa<NullStmt>(S))
      Out.push_back({S});
  return Out;
}

/// The groups of Body, items of L's iteration in their order that a group
/// keeps together (a statement, or a group of an inner loop split first).
std::vector<std::vector<const Stmt *>>
NestRestructurer::distribution(unsigned L, const Items &Body) const {
  size_t N = Body.size();
  std::vector<VariableUses> Uses;
  std::vector<std::set<const VarDecl *>> Declared;
  for (const std::vector<const Stmt *> &I : Body) {
    Uses.push_back(M.facts().uses(I));
    Declared.emplace_back();
    for (const Stmt *S : I)
      for (const VarDecl *V : declaredBy(S))
        Declared.back().insert(V);
  }
  const LoopVerdict &V = R.Verdicts[L];
  auto PrivateArray = [&](const VarDecl *X) {
    return llvm::is_contained(V.PrivateArrays, X);
  };
  auto Shared = [&](const VarDecl *X) {
    if (X == M.Loops[L].Index)
      return false;
    for (const Reduction &Red : V.Scalars.Reductions)
      if (Red.Var == X)
        return true;
    if (PrivateArray(X))
      return true;
    QualType T = X->getType().getNonReferenceType(); // C++ int &, double (&)[n]
    return !T->isArrayType() && !T->isPointerType();
  };
  // An item that assigns X before reading it takes no value from before.
  auto Kills = [&](const std::vector<const Stmt *> &I, const VarDecl *X) {
    return I.size() == 1 && M.facts().killsOnEntry(I.front(), X);
  };
  // First[b]: the first item of b's group.
  std::vector<size_t> First(N);
  for (size_t B = 0; B < N; ++B) {
    First[B] = B;
    for (size_t A = 0; A < B; ++A) {
      for (const VarDecl *X : Uses[B].Used) {
        bool Both = std::find(Uses[A].Used.begin(), Uses[A].Used.end(), X) !=
                    Uses[A].Used.end();
        // (An element store is no assignment of the array: a private
        // array used by both passes its elements.)
        bool Passes = Shared(X) && !Kills(Body[B], X) &&
                      (Uses[A].Assigned.count(X) ||
                       Uses[B].Assigned.count(X) || PrivateArray(X));
        if (Declared[A].count(X) || (Both && Passes))
          First[B] = std::min(First[B], First[A]);
      }
    }
  }
  // A group runs from its first item to the last item linked to it, taking
  // everything between.
  std::vector<std::vector<const Stmt *>> Groups;
  size_t Start = 0;
  while (Start < N) {
    size_t End = Start;
    for (size_t B = Start; B < N; ++B)
      if (First[B] <= End)
        End = std::max(End, B);
    Groups.emplace_back();
    for (size_t I = Start; I <= End; ++I)
      Groups.back().insert(Groups.back().end(), Body[I].begin(),
                           Body[I].end());
    Start = End + 1;
  }
  return Groups;
}

/// Whether L may be distributed at all: no 'continue' or exit, and no
/// schedule of the user's on it or inside it (kept as written).
bool NestRestructurer::distributable(unsigned L) const {
  const Loop &DL = M.Loops[L];
  if (DL.ForDirective || DL.HasContinue || !DL.Exit.empty())
    return false;
  std::vector<unsigned> Inside;
  collectInner(L, Inside);
  return std::none_of(Inside.begin(), Inside.end(), [&](unsigned I) {
    return M.Loops[I].ForDirective != nullptr;
  });
}

/// Distributes parallel loop L when a group of its body then gets more
/// grid dimensions than L alone (a nest inside it, directly or through an
/// interchange). Not done on loops under the user's schedule, with
/// 'continue', or with another directive inside.
bool Scheduler::distribute(unsigned L, std::vector<HostStep> &Out,
                           const std::vector<unsigned> &Host) {
  if (!Nest.distributable(L))
    return false;
  const Loop &DL = M.Loops[L];
  std::vector<std::vector<const Stmt *>> Groups = Nest.distribution(L);
  if (Groups.size() < 2)
    return false;
  bool Deeper = false;
  for (const std::vector<const Stmt *> &G : Groups) {
    std::vector<unsigned> Moved;
    Deeper |= Nest.gridChain(L, G, Moved).size() > 1;
  }
  if (!Deeper)
    return false;
  S.Messages.push_back({MessageKind::LoopDistributed,
                        {std::to_string(Groups.size())},
                        DL.Stmt->getBeginLoc(), DL.Line});
  for (const std::vector<const Stmt *> &G : Groups)
    loopKernel(L, Out, Host, G);
  return true;
}

/// Whether sequential loop L runs the statements of Part (a group of its
/// body) in parallel: L is sequential only for array dependences it
/// carries (Verdict's OnlyArraysCarried), and none of them joins two
/// references in Part. Its other scalar facts then hold for any part: no
/// scalar carried or needed after L, no reduction.
bool NestRestructurer::parallelForPart(
    unsigned L, const std::vector<const Stmt *> &Part) const {
  const LoopVerdict &V = R.Verdicts[L];
  if (Part.empty() || !V.OnlyArraysCarried || M.Loops[L].ForDirective ||
      !V.PrivateArrays.empty() || !V.Scalars.Reductions.empty() ||
      !V.Scalars.ElementReductions.empty())
    return false;
  for (const cuacc::Dependence &D : R.Deps.Dependences)
    if (D.isCarriedBy(L) && inPart(M.Accesses[D.Source].E, Part) &&
        inPart(M.Accesses[D.Sink].E, Part))
      return false;
  return true;
}

/// Whether Part, a group of sequential loop L's body that is one parallel
/// loop, runs as a kernel over that loop with L moved inside it.
bool NestRestructurer::partInterchanges(
    unsigned L, const std::vector<const Stmt *> &Part) const {
  std::optional<unsigned> Only = onlyLoop(cover(L, Part));
  return Only && R.Verdicts[L].OnlyArraysCarried &&
         interchangeable(L, *Only, Part);
}

/// Loop distribution of a sequential loop (Allen and Kennedy, 2.4 and
/// 6.2): the groups of distribution(L) (statements a scalar ties stay
/// together), merged wherever a dependence carried by L runs from a later
/// group to an earlier one (a value flowing back to an earlier statement
/// of a later iteration ties everything between). Each remaining group
/// can run as its own loop over L's whole range, in order.
std::vector<std::vector<const Stmt *>>
NestRestructurer::sequentialDistribution(unsigned L, const Items &Body) const {
  std::vector<std::vector<const Stmt *>> Groups = distribution(L, Body);
  auto GroupOf = [&](const Expr *E) -> std::optional<size_t> {
    for (size_t G = 0; G < Groups.size(); ++G)
      if (inPart(E, Groups[G]))
        return G;
    return std::nullopt;
  };
  for (bool Merged = true; Merged && Groups.size() > 1;) {
    Merged = false;
    for (const cuacc::Dependence &D : R.Deps.Dependences) {
      if (!D.isCarriedBy(L))
        continue;
      std::optional<size_t> Src = GroupOf(M.Accesses[D.Source].E),
                            Snk = GroupOf(M.Accesses[D.Sink].E);
      if (!Src || !Snk || *Src <= *Snk)
        continue;
      for (size_t G = *Snk + 1; G <= *Src; ++G)
        Groups[*Snk].insert(Groups[*Snk].end(), Groups[G].begin(),
                            Groups[G].end());
      Groups.erase(Groups.begin() + *Snk + 1, Groups.begin() + *Src + 1);
      Merged = true;
      break;
    }
  }
  return Groups;
}

/// L's body as items to distribute, one level of Allen and Kennedy's
/// recursion: an inner loop that can itself be distributed (bicg's j loop,
/// 's[j] += r[i]*A[i][j]' beside 'q[i] += A[i][j]*p[j]') gives its own
/// groups, each an item that runs as that loop over part of its body.
NestRestructurer::Items NestRestructurer::splitItems(unsigned L) const {
  Items Out;
  for (std::vector<const Stmt *> &I : bodyItems(L)) {
    const auto *F = dyn_cast<ForStmt>(I.front());
    unsigned J = F ? LoopOf.at(F) : 0;
    std::vector<std::vector<const Stmt *>> Inner;
    if (F && M.Loops[J].Countable && distributable(J))
      Inner = sequentialDistribution(J, bodyItems(J));
    if (Inner.size() > 1)
      Out.insert(Out.end(), Inner.begin(), Inner.end());
    else
      Out.push_back(std::move(I));
  }
  return Out;
}

/// The statements of L's body that Part runs (in it, or holding some of
/// it), in order.
std::vector<const Stmt *>
NestRestructurer::cover(unsigned L,
                        const std::vector<const Stmt *> &Part) const {
  std::vector<const Stmt *> Out;
  for (const Stmt *S : statementsOf(M.Loops[L].Stmt->getBody()))
    if (touches(S, Part))
      Out.push_back(S);
  return Out;
}

/// The statements of the inner loops Part runs only in part: the ones it
/// leaves out.
std::vector<const Stmt *>
NestRestructurer::leftOut(unsigned L,
                          const std::vector<const Stmt *> &Part) const {
  std::vector<const Stmt *> Out;
  for (const Stmt *S : cover(L, Part)) {
    const auto *F = dyn_cast<ForStmt>(S);
    if (!F || inPart(S, Part))
      continue;
    for (const Stmt *C : statementsOf(F->getBody()))
      if (!inPart(C, Part))
        Out.push_back(C);
  }
  return Out;
}

/// Whether Part's statements are in their order. Then those of an inner
/// loop it splits are together, and the part runs that loop once, over
/// them.
bool NestRestructurer::inOrder(const std::vector<const Stmt *> &Part) const {
  for (size_t I = 1; I < Part.size(); ++I)
    if (!before(Part[I - 1], Part[I]))
      return false;
  return true;
}

/// Whether no dependence and no scalar joins parts A and B: they may run
/// in either order.
bool NestRestructurer::independent(const std::vector<const Stmt *> &A,
                                   const std::vector<const Stmt *> &B) const {
  for (const cuacc::Dependence &D : R.Deps.Dependences) {
    const Expr *Src = M.Accesses[D.Source].E, *Snk = M.Accesses[D.Sink].E;
    if ((inPart(Src, A) && inPart(Snk, B)) || (inPart(Src, B) && inPart(Snk, A)))
      return false;
  }
  VariableUses UA = M.facts().uses(A), UB = M.facts().uses(B);
  for (const VarDecl *X : UA.Used)
    if (std::find(UB.Used.begin(), UB.Used.end(), X) != UB.Used.end() &&
        (UA.Assigned.count(X) || UB.Assigned.count(X)))
      return false;
  return true;
}

/// Distributes sequential loop L when every group of its body then runs as
/// a kernel: in parallel over L, or over its one parallel loop with L moved
/// inside (atax: 'tmp[i] = ...' per row, then 'y[j] += A[i][j]*tmp[i]'
/// over j). An inner loop of L's body is split first where that lets its
/// parts run so (bicg); otherwise L's statements are the items. Not done on
/// loops under the user's schedule, with 'continue', or with another
/// directive inside.
bool Scheduler::distributeSequential(unsigned L, std::vector<HostStep> &Out,
                                     const std::vector<unsigned> &Host) {
  if (!Nest.distributable(L) || !R.Verdicts[L].OnlyArraysCarried)
    return false;
  const Loop &DL = M.Loops[L];
  std::optional<std::vector<std::vector<const Stmt *>>> Parts =
      Nest.sequentialParts(L, Nest.splitItems(L));
  if (!Parts)
    Parts = Nest.sequentialParts(L, Nest.bodyItems(L));
  if (!Parts)
    return false;
  S.Messages.push_back({MessageKind::LoopDistributed,
                        {std::to_string(Parts->size())},
                        DL.Stmt->getBeginLoc(), DL.Line});
  for (const std::vector<const Stmt *> &G : *Parts)
    loopKernel(L, Out, Host, G);
  return true;
}

/// The parts of L's sequential distribution over Body's items, when each
/// runs as a kernel and there are at least two.
std::optional<std::vector<std::vector<const Stmt *>>>
NestRestructurer::sequentialParts(unsigned L, const Items &Body) const {
  std::vector<std::vector<const Stmt *>> Groups =
      sequentialDistribution(L, Body);
  if (Groups.size() < 2)
    return std::nullopt;
  for (const std::vector<const Stmt *> &G : Groups)
    if (!parallelForPart(L, G) && !partInterchanges(L, G))
      return std::nullopt;
  fuseParts(L, Groups);
  if (Groups.size() < 2)
    return std::nullopt;
  return Groups;
}

/// Fuses parts that L runs in parallel where that loses no grid dimension
/// (fewer launches): neighbours, or a later part that moves up past the
/// parts between, which it is independent of (bicg: 'q[i] = 0' and q's row
/// sum, around s's column sums).
void NestRestructurer::fuseParts(
    unsigned L, std::vector<std::vector<const Stmt *>> &Groups) const {
  auto Depth = [&](const std::vector<const Stmt *> &G) {
    std::vector<unsigned> Moved;
    return gridChain(L, G, Moved).size();
  };
  for (size_t G = 0; G < Groups.size(); ++G) {
    if (!parallelForPart(L, Groups[G]))
      continue;
    for (size_t H = G + 1; H < Groups.size();) {
      std::vector<const Stmt *> Both = Groups[G];
      Both.insert(Both.end(), Groups[H].begin(), Groups[H].end());
      bool Moves = true;
      for (size_t X = G + 1; X < H; ++X)
        Moves &= independent(Groups[X], Groups[H]);
      if (Moves && inOrder(Both) && parallelForPart(L, Groups[H]) &&
          parallelForPart(L, Both) &&
          Depth(Both) >= std::max(Depth(Groups[G]), Depth(Groups[H]))) {
        Groups[G] = std::move(Both);
        Groups.erase(Groups.begin() + H);
      } else {
        ++H;
      }
    }
  }
}

/// PGI's note of an interchange, at the outermost loop it moved: the
/// nest's loops in their new order.
void Scheduler::interchangeMessage(const std::vector<unsigned> &Chain,
                                   const std::vector<unsigned> &Moved) {
  if (Moved.empty())
    return;
  std::vector<unsigned> Nest = Chain;
  std::sort(Nest.begin(), Nest.end(), [&](unsigned A, unsigned B) {
    return M.Loops[A].Depth < M.Loops[B].Depth;
  });
  Nest.insert(Nest.end(), Moved.begin(), Moved.end());
  std::string Order;
  for (unsigned L : Nest)
    Order += (Order.empty() ? "" : ",") + std::to_string(M.Loops[L].Line);
  const Loop &First = M.Loops[Moved.front()];
  S.Messages.push_back({MessageKind::LoopInterchanged, {Order},
                        First.Stmt->getBeginLoc(), First.Line});
}

/// The box a grid loop with bounds that move with the grid loops in Chain
/// covers (GridDim::Box): its bounds' extremes over their ranges, free of
/// loop indices. A step of 1 or -1 only: then every index in the box
/// within the iteration's own bounds is one of its iterations.
std::optional<std::pair<LinearExpr, LinearExpr>>
NestRestructurer::box(unsigned L, const std::vector<unsigned> &Chain) const {
  const Loop &BL = M.Loops[L];
  if (!BL.Countable || (BL.Step != 1 && BL.Step != -1))
    return std::nullopt;
  auto Lo = rangeOver(BL.Lower, M, Chain), Hi = rangeOver(BL.Upper, M, Chain);
  if (!Lo || !Hi || M.mentionsIndex(Lo->first) || M.mentionsIndex(Hi->second) ||
      Lo->first.overflowed() || Hi->second.overflowed())
    return std::nullopt;
  return std::make_pair(Lo->first, Hi->second);
}

/// The loop that is the whole of L's body, if one is.
std::optional<unsigned> NestRestructurer::onlyLoop(unsigned L) const {
  return onlyLoop(statementsOf(M.Loops[L].Stmt->getBody()));
}

std::optional<unsigned>
NestRestructurer::onlyLoop(const std::vector<const Stmt *> &Body) const {
  const auto *F = Body.size() == 1 ? dyn_cast<ForStmt>(Body[0]) : nullptr;
  if (!F)
    return std::nullopt;
  return LoopOf.at(F);
}

/// Whether L is countable with bounds that do not move with the loops in
/// Outer (which run around it in the kernel).
bool NestRestructurer::rectangular(unsigned L,
                                   const std::vector<unsigned> &Outer) const {
  const Loop &CL = M.Loops[L];
  bool Fixed = CL.Countable;
  for (unsigned P : Outer)
    Fixed &= !CL.Lower.mentions(M.Loops[P].IndexAtom) &&
             !CL.Upper.mentions(M.Loops[P].IndexAtom);
  return Fixed;
}

/// The chain of grid loops from Root: consecutive parallel loops, each the
/// whole body of the one before (or of a sequential loop that is, which
/// interchange moves inside: Moved), with bounds that do not move with
/// them; at most three (the grid's dimensions). A sequential Root is one
/// interchange moves inside its parallel body.
std::vector<unsigned>
NestRestructurer::gridChain(unsigned Root,
                            const std::vector<const Stmt *> &Part,
                            std::vector<unsigned> &Moved) const {
  std::vector<unsigned> Chain;
  if (parallel(Root) || parallelForPart(Root, Part)) {
    Chain.push_back(Root);
  } else {
    assert((Part.empty() ? interchangesToKernel(Root)
                         : partInterchanges(Root, Part)) &&
           "a sequential kernel root is one interchange moves inside");
    Moved.push_back(Root);
    Chain.push_back(Part.empty() ? *onlyLoop(Root)
                                 : *onlyLoop(cover(Root, Part)));
  }
  while (Chain.size() < 3 && !has(Chain.back(), ClauseKind::Kernel)) {
    std::optional<unsigned> C = onlyLoop(cover(Chain.back(), Part));
    if (!C)
      break;
    std::vector<unsigned> Outer = Chain;
    Outer.insert(Outer.end(), Moved.begin(), Moved.end());
    if (!sharesCopies(Chain, *C))
      break;
    if (parallelIn(*C, Part)) {
      if (!rectangular(*C, Outer) &&
          !(rectangular(*C, Moved) && box(*C, Chain)))
        break;
      Chain.push_back(*C);
      continue;
    }
    std::optional<unsigned> G = onlyLoop(*C);
    std::vector<unsigned> Inside = Moved;
    Inside.push_back(*C);
    if (!G || !interchangeable(*C, *G) ||
        (!rectangular(*G, Outer) &&
         !(rectangular(*G, Inside) && box(*G, Chain))))
      break;
    if (!sharesCopies(Chain, *G))
      break;
    Moved.push_back(*C);
    Chain.push_back(*G);
  }
  return Chain;
}

/// Whether C can join Chain in one grid: a lastprivate copy is a whole
/// iteration's, so every loop of the grid privatizes each array one of them
/// copies back (else each thread would hold a part of the iteration's copy,
/// and the last one's would go back with the others' parts missing).
bool NestRestructurer::sharesCopies(const std::vector<unsigned> &Chain,
                                    unsigned C) const {
  std::vector<unsigned> Grid = Chain;
  Grid.push_back(C);
  for (unsigned L : Grid)
    for (const PrivateArray &P : R.Verdicts[L].AutoPrivate)
      if (P.LastCopy)
        for (unsigned O : Grid)
          if (!llvm::is_contained(R.Verdicts[O].PrivateArrays, P.Var))
            return false;
  return true;
}
