//===- Schedule.cpp - mapping a region's loops onto the GPU ----------------===//

#include "Transform/Schedule.h"
#include "llvm/Support/ErrorHandling.h"
#include "Transform/StatementFacts.h"
#include "Directive/DirectiveExpr.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <climits>
#include <map>

using namespace cuacc;
using namespace clang;

namespace {

std::vector<const Stmt *> statementsOf(const Stmt *S) {
  if (const auto *CS = dyn_cast<CompoundStmt>(S))
    return std::vector<const Stmt *>(CS->body_begin(), CS->body_end());
  return {S};
}

class Scheduler {
public:
  Scheduler(const RegionAnalysis &R, ASTContext &Ctx)
      : R(R), M(R.Model), SM(Ctx.getSourceManager()) {
    for (const Loop &L : M.Loops)
      LoopOf[L.Stmt] = L.Id;
  }

  RegionSchedule run();

private:
  const RegionAnalysis &R;
  const RegionModel &M;
  const SourceManager &SM;
  std::map<const ForStmt *, unsigned> LoopOf;
  RegionSchedule S;

  unsigned lineOf(const Stmt *St) const {
    return SM.getPresumedLineNumber(SM.getExpansionLoc(St->getBeginLoc()));
  }
  bool has(unsigned L, ClauseKind K) const {
    return M.Loops[L].ForDirective && M.Loops[L].ForDirective->has(K);
  }
  const Clause *clause(unsigned L, ClauseKind K) const {
    return M.Loops[L].ForDirective ? M.Loops[L].ForDirective->find(K)
                                   : nullptr;
  }
  /// A loop the grid can run. Not one with element reductions: a grid
  /// has no combine into an element's address (a lane loop has).
  bool parallel(unsigned L) const {
    return R.Verdicts[L].Parallelizable && !has(L, ClauseKind::Seq) &&
           !has(L, ClauseKind::Host) &&
           R.Verdicts[L].Scalars.ElementReductions.empty();
  }
  bool containsParallel(unsigned L) const {
    if (parallel(L))
      return true;
    for (unsigned C : M.Loops[L].Children)
      if (containsParallel(C))
        return true;
    return false;
  }

  void plan(const std::vector<const Stmt *> &Stmts,
            std::vector<HostStep> &Out, std::vector<unsigned> &Host);
  void serialKernel(std::vector<const Stmt *> &Group,
                    std::vector<HostStep> &Out,
                    const std::vector<unsigned> &Host);
  void loopKernel(unsigned L, std::vector<HostStep> &Out,
                  const std::vector<unsigned> &Host,
                  const std::vector<const Stmt *> &Part = {});
  std::vector<std::vector<const Stmt *>> distribution(unsigned L) const;
  bool distribute(unsigned L, std::vector<HostStep> &Out,
                  const std::vector<unsigned> &Host);
  bool parallelForPart(unsigned L, const std::vector<const Stmt *> &Part) const;
  bool partInterchanges(unsigned L, const std::vector<const Stmt *> &Part) const;
  std::vector<std::vector<const Stmt *>> sequentialDistribution(unsigned L) const;
  bool distributeSequential(unsigned L, std::vector<HostStep> &Out,
                            const std::vector<unsigned> &Host);
  std::string kernelName(unsigned Line) const;
  bool inPart(const Stmt *S, const std::vector<const Stmt *> &Part) const {
    if (Part.empty())
      return true;
    for (const Stmt *P : Part)
      if (!SM.isBeforeInTranslationUnit(SM.getExpansionLoc(S->getBeginLoc()),
                                        SM.getExpansionLoc(P->getBeginLoc())) &&
          !SM.isBeforeInTranslationUnit(SM.getExpansionLoc(P->getEndLoc()),
                                        SM.getExpansionLoc(S->getBeginLoc())))
        return true;
    return false;
  }
  std::vector<unsigned> gridChain(unsigned Root,
                                  const std::vector<const Stmt *> &Part,
                                  std::vector<unsigned> &Moved) const;
  std::optional<unsigned> onlyLoop(unsigned L) const;
  std::optional<unsigned> onlyLoop(const std::vector<const Stmt *> &Body) const;
  bool rectangular(unsigned L, const std::vector<unsigned> &Outer) const;
  bool interchangeable(unsigned P, unsigned L,
                       const std::vector<const Stmt *> &Part = {}) const;
  std::optional<std::pair<LinearExpr, LinearExpr>>
  box(unsigned L, const std::vector<unsigned> &Chain) const;
  bool interchangesToKernel(unsigned P) const;
  unsigned xLoop(const std::vector<unsigned> &Chain,
                 const std::vector<const ArrayAccess *> &Refs) const;
  void blockShape(KernelPlan &K, const std::vector<unsigned> &Order);
  void nonStride1(KernelPlan &K, const std::vector<unsigned> &Chain,
                  const std::vector<const ArrayAccess *> &Refs, Atom XA) const;
  void kernelMessages(const KernelPlan &K, const std::vector<unsigned> &Chain);
  void interchangeMessage(const std::vector<unsigned> &Chain,
                          const std::vector<unsigned> &Moved);
  std::optional<unsigned>
  laneLoop(unsigned Root, const std::vector<const Stmt *> &Part,
           const std::vector<const ArrayAccess *> &Refs, unsigned &LaneDim,
           std::vector<const Stmt *> &ZeroBefore) const;
  bool lanesMayRun(const std::vector<const Stmt *> &Body,
                   std::vector<const Stmt *>::const_iterator At,
                   const ScalarFacts &F,
                   const std::vector<const ArrayAccess *> &Refs,
                   std::vector<const Stmt *> &ZeroBefore) const;
  void cache(KernelPlan &K, const std::vector<const ArrayAccess *> &Refs);
  /// Whether a reduction of Root's is in Part.
  bool reducesIn(unsigned Root, const std::vector<const Stmt *> &Part) const {
    for (const Reduction &Red : R.Verdicts[Root].Scalars.Reductions)
      if (usedInPart(Red.Var, Part))
        return true;
    return false;
  }
  void tiles(KernelPlan &K, const std::vector<const ArrayAccess *> &Refs);
  bool usedInPart(const VarDecl *V, const std::vector<const Stmt *> &Part) const {
    if (Part.empty())
      return true;
    unsigned N = 0;
    for (const Stmt *P : Part)
      N += countRefs(P, V);
    return N > 0;
  }
  bool before(const Stmt *A, const Stmt *B) const {
    return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A->getBeginLoc()),
                                        SM.getExpansionLoc(B->getBeginLoc()));
  }
  bool within(const Expr *E, const Stmt *S) const {
    SourceLocation L = SM.getExpansionLoc(E->getBeginLoc());
    return !SM.isBeforeInTranslationUnit(L, SM.getExpansionLoc(S->getBeginLoc())) &&
           !SM.isBeforeInTranslationUnit(SM.getExpansionLoc(S->getEndLoc()), L);
  }
  void collectInner(unsigned L, std::vector<unsigned> &Out) const {
    for (unsigned C : M.Loops[L].Children) {
      Out.push_back(C);
      collectInner(C, Out);
    }
  }
};

} // namespace

/// <function>_<line>_gpu, numbered when two kernels start on one line.
std::string Scheduler::kernelName(unsigned Line) const {
  std::string Base =
      (M.Function->getName() + "_" + llvm::Twine(Line) + "_gpu").str();
  std::string Name = Base;
  for (unsigned N = 2;; ++N) {
    bool Taken = std::any_of(S.Kernels.begin(), S.Kernels.end(),
                             [&](const KernelPlan &K) { return K.Name == Name; });
    if (!Taken)
      return Name;
    Name = Base + "_" + std::to_string(N);
  }
}

void Scheduler::serialKernel(std::vector<const Stmt *> &Group,
                             std::vector<HostStep> &Out,
                             const std::vector<unsigned> &Host) {
  if (Group.empty())
    return;
  KernelPlan K;
  K.Serial = true;
  K.Line = lineOf(Group.front());
  K.Name = kernelName(K.Line);
  K.Body = Group;
  K.HostLoops = Host;
  for (const Stmt *St : Group)
    if (const auto *F = dyn_cast<ForStmt>(St)) {
      K.InnerLoops.push_back(LoopOf.at(F));
      collectInner(LoopOf.at(F), K.InnerLoops);
    }
  // A loop that reduces into an element has no grid schedule: in a serial
  // kernel it runs in one thread, far slower than the host (PolyBench atax
  // and bicg on an H100: 225 and 303 ms against 9 ms on the host).
  for (unsigned L : K.InnerLoops)
    if (!R.Verdicts[L].Scalars.ElementReductions.empty() &&
        !has(L, ClauseKind::Seq) && !S.Refused)
      S.Refused = NotOffloaded{NotOffloadedKind::SerialElementReduction,
                               {std::to_string(M.Loops[L].Line)}};
  S.Messages.push_back({MessageKind::SerialKernel, {}, Group.front()->getBeginLoc(),
                        K.Line});
  Out.push_back({HostStep::Launch, unsigned(S.Kernels.size()), 0, {}});
  S.Kernels.push_back(std::move(K));
  Group.clear();
}

/// Whether the statements of a grid iteration (Body, the lane loop At) can
/// run with lanes: every lane runs what comes before the loop and the loop
/// itself, so they may not write memory; after it, lane 0 alone runs each
/// statement, but declarations stay visible to all lanes: they may not
/// write either. The element a lane loop reduces is the exception: in the
/// loop its stores go to the register; before it, lane 0 alone runs the
/// statements that store to it (ZeroBefore; the lanes never read it in
/// memory), when they set no variable the lanes would need.
bool Scheduler::lanesMayRun(const std::vector<const Stmt *> &Body,
                            std::vector<const Stmt *>::const_iterator At,
                            const ScalarFacts &F,
                            const std::vector<const ArrayAccess *> &Refs,
                            std::vector<const Stmt *> &ZeroBefore) const {
  const ElementReduction *E =
      F.ElementReductions.empty() ? nullptr : &F.ElementReductions.front();
  const ArrayAccess *First = nullptr;
  for (const ArrayAccess *A : Refs)
    if (E && A->E == E->First)
      First = A;
  auto ElementStore = [&](const ArrayAccess *A) {
    if (!E || !First)
      return false;
    if (E->Refs.count(A->E))
      return true;
    bool Same = A->Array == E->Array && A->Strides == First->Strides &&
                A->Subscripts.size() == First->Subscripts.size() &&
                A->allAffine();
    for (size_t D = 0; Same && D < A->Subscripts.size(); ++D)
      Same = A->Subscripts[D].Expr == First->Subscripts[D].Expr;
    return Same;
  };
  for (auto It = Body.begin(); It != Body.end(); ++It) {
    if (It > At && !isa<DeclStmt>(*It))
      continue;
    bool Element = false, Other = callsWithPointers(*It);
    for (const ArrayAccess *A : Refs)
      if (A->IsWrite && within(A->E, *It))
        (ElementStore(A) ? Element : Other) = true;
    if (Other || (Element && isa<DeclStmt>(*It)))
      return false;
    if (Element && It != At) {
      if (!summarizeUses(*It).Assigned.empty())
        return false;
      ZeroBefore.push_back(*It);
    }
  }
  return true;
}

std::optional<unsigned>
Scheduler::laneLoop(unsigned Root, const std::vector<const Stmt *> &Part,
                    const std::vector<const ArrayAccess *> &Refs,
                    unsigned &LaneDim,
                    std::vector<const Stmt *> &ZeroBefore) const {
  const Loop &RL = M.Loops[Root];
  std::vector<unsigned> Children;
  for (unsigned C : RL.Children)
    if (inPart(M.Loops[C].Stmt, Part))
      Children.push_back(C);
  if (Children.size() != 1)
    return std::nullopt;
  unsigned L = Children.front();
  const Loop &LL = M.Loops[L];
  // A directive on the inner loop is the user's schedule: keep it.
  if (!LL.Children.empty() || !LL.Countable || LL.ForDirective)
    return std::nullopt;
  // One reduction, of a scalar or of an element of a loop that may run in
  // parallel with it.
  const ScalarFacts &F = R.Verdicts[L].Scalars;
  if (F.Reductions.size() + F.ElementReductions.size() != 1 ||
      !F.Carried.empty() || !F.LastValueNeeded.empty() ||
      (!F.ElementReductions.empty() && !R.Verdicts[L].Parallelizable))
    return std::nullopt;
  // Its index belongs to it alone, so each lane can have its own: declared
  // by the loop, or not read after it in the grid iteration.
  const auto *Init = dyn_cast_or_null<DeclStmt>(LL.Stmt->getInit());
  if ((!Init || !Init->isSingleDecl() || Init->getSingleDecl() != LL.Index) &&
      isLiveAfter(LL.Index, LL.Stmt, RL.Stmt, M))
    return std::nullopt;
  std::vector<const Stmt *> Body =
      Part.empty() ? statementsOf(RL.Stmt->getBody()) : Part;
  auto At = std::find(Body.begin(), Body.end(), LL.Stmt);
  if (At == Body.end())
    return std::nullopt;
  if (!lanesMayRun(Body, At, F, Refs, ZeroBefore))
    return std::nullopt;
  // Worth it when the inner loop walks memory contiguously and the grid
  // loop does not.
  unsigned ForInner = 0, ForOuter = 0;
  for (const ArrayAccess *A : Refs) {
    const Subscript &Last = A->Subscripts.back();
    // The references that repeat (not the element reduced in a register).
    if (!Last.Affine || !M.isInside(*A, L) ||
        (!F.ElementReductions.empty() &&
         F.ElementReductions.front().Refs.count(A->E)))
      continue;
    int64_t CI = Last.Expr.coefficient(LL.IndexAtom),
            CO = Last.Expr.coefficient(RL.IndexAtom);
    ForInner += CI == 1 || CI == -1;
    ForOuter += CO == 1 || CO == -1;
  }
  // A short inner loop of known length stays sequential: fewer iterations
  // than lanes would leave lanes idle.
  int64_t Known = LL.Lower.isConstant() && LL.Upper.isConstant()
                      ? LL.Upper.constant() - LL.Lower.constant() + 1
                      : INT64_MAX;
  if (ForInner > ForOuter && Known >= 32) {
    LaneDim = 0;
    return L;
  }
  // The grid loop is the contiguous one: split a long inner loop across
  // the block's warps.
  if (ForOuter == 0 || ForInner > ForOuter || Known < 256)
    return std::nullopt;
  LaneDim = 1;
  return L;
}

/// cache(a[i+l0:i+h0][j+l1:j+h1]) on a grid loop: a tile of a per block in
/// shared memory, when the kernel has one grid dimension per dimension of
/// a, each section follows one grid index at constant offsets, the loops
/// step by 1, and the kernel only reads a. Otherwise the clause is a hint
/// not taken (the references stay in global memory).
void Scheduler::cache(KernelPlan &K,
                      const std::vector<const ArrayAccess *> &Refs) {
  if (K.LaneLoop || K.Grid.size() > 2)
    return;
  for (const GridDim &G : K.Grid)
    if (G.Box)
      return;
  for (const GridDim &G : K.Grid) {
    const Clause *C = clause(G.Loop, ClauseKind::Cache);
    if (!C)
      continue;
    for (const DataItem &I : C->Items) {
      const auto *V = dyn_cast_or_null<VarDecl>(I.Decl);
      if (!V || I.Sections.size() != K.Grid.size())
        continue;
      CachedArray CA{V, I.Name, {}, {}, {}};
      for (const Section &Sec : I.Sections) {
        if (!Sec.Lower || !Sec.Upper)
          break;
        auto Lo = clauseBound(*Sec.Lower, M, /*Indices=*/true),
             Hi = clauseBound(*Sec.Upper, M, /*Indices=*/true);
        if (!Lo || !Hi)
          break;
        std::optional<unsigned> Dim;
        for (unsigned D = 0; D < K.Grid.size(); ++D) {
          const Loop &L = M.Loops[K.Grid[D].Loop];
          LinearExpr RestLo = *Lo - LinearExpr::atom(L.IndexAtom),
                     RestHi = *Hi - LinearExpr::atom(L.IndexAtom);
          if (L.Step == 1 && RestLo.isConstant() && RestHi.isConstant() &&
              RestLo.constant() <= RestHi.constant())
            Dim = D;
        }
        if (!Dim)
          break;
        const Loop &L = M.Loops[K.Grid[*Dim].Loop];
        CA.Grid.push_back(*Dim);
        CA.Lo.push_back((*Lo - LinearExpr::atom(L.IndexAtom)).constant());
        CA.Hi.push_back((*Hi - LinearExpr::atom(L.IndexAtom)).constant());
      }
      if (CA.Grid.size() != K.Grid.size() ||
          (CA.Grid.size() == 2 && CA.Grid[0] == CA.Grid[1]))
        continue;
      bool Written = false;
      for (const ArrayAccess *A : Refs)
        Written |= A->Array == V && A->IsWrite;
      if (Written)
        continue;
      K.Cached.push_back(std::move(CA));
    }
  }
  // Every thread of a block meets at the tile's barriers: one strip.
  if (!K.Cached.empty())
    for (GridDim &G : K.Grid)
      G.Chunk = 1;
}

/// The box a grid loop with bounds that move with the grid loops in Chain
/// covers (GridDim::Box): its bounds' extremes over their ranges, free of
/// loop indices. A step of 1 or -1 only: then every index in the box
/// within the iteration's own bounds is one of its iterations.
std::optional<std::pair<LinearExpr, LinearExpr>>
Scheduler::box(unsigned L, const std::vector<unsigned> &Chain) const {
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
std::optional<unsigned> Scheduler::onlyLoop(unsigned L) const {
  return onlyLoop(statementsOf(M.Loops[L].Stmt->getBody()));
}

std::optional<unsigned>
Scheduler::onlyLoop(const std::vector<const Stmt *> &Body) const {
  const auto *F = Body.size() == 1 ? dyn_cast<ForStmt>(Body[0]) : nullptr;
  if (!F)
    return std::nullopt;
  return LoopOf.at(F);
}

/// Whether L is countable with bounds that do not move with the loops in
/// Outer (which run around it in the kernel).
bool Scheduler::rectangular(unsigned L,
                            const std::vector<unsigned> &Outer) const {
  const Loop &CL = M.Loops[L];
  bool Fixed = CL.Countable;
  for (unsigned P : Outer)
    Fixed &= !CL.Lower.mentions(M.Loops[P].IndexAtom) &&
             !CL.Upper.mentions(M.Loops[P].IndexAtom);
  return Fixed;
}

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
bool Scheduler::interchangeable(unsigned P, unsigned L,
                                const std::vector<const Stmt *> &Part) const {
  const Loop &PL = M.Loops[P];
  if (PL.ForDirective || !PL.Countable || !PL.Exit.empty() || PL.HasContinue ||
      M.Loops[L].Parent != int(P) || !parallel(L) || !rectangular(L, {P}))
    return false;
  // Moved inside, P runs in every thread: a scalar's value it leaves for
  // code after it (its own index too) would be each thread's own.
  for (const Message &Msg : R.Verdicts[P].Messages)
    if (Msg.Kind == MessageKind::LastValue)
      return false;
  const std::vector<std::string> &Private = R.Verdicts[L].PrivateArrays;
  for (const cuacc::Dependence &D : R.Deps.Dependences) {
    const ArrayAccess &A = M.Accesses[D.Source];
    if (std::find(Private.begin(), Private.end(), A.Name) != Private.end())
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
bool Scheduler::interchangesToKernel(unsigned P) const {
  std::optional<unsigned> L = onlyLoop(P);
  return L && interchangeable(P, *L);
}

/// The tile plan (Transform/Tiling.h), and the cache clause's own tile
/// where the plan does not cover the clause.
void Scheduler::tiles(KernelPlan &K,
                      const std::vector<const ArrayAccess *> &Refs) {
  // Tiles need the whole body of a rectangular nest (not a distributed
  // part, no loop moved inside, no triangle's box).
  std::optional<TilePlan> Plan;
  bool Rectangular = std::none_of(K.Grid.begin(), K.Grid.end(),
                                  [](const GridDim &G) { return G.Box; });
  if (!K.LaneLoop && K.VectorLoops.empty() && K.Reductions.empty() &&
      K.Part.empty() && K.Interchanged.empty() && Rectangular) {
    std::vector<unsigned> GridLoops;
    for (const GridDim &G : K.Grid)
      GridLoops.push_back(G.Loop);
    Plan = planTiles(R, GridLoops, K.InnerLoops, Refs);
  }
  // cache(list) on the kernel's loops is a request to the tile planner
  // first; the clause gets its own tile only where the plan does not stage
  // every array it names.
  std::vector<std::string> Requested;
  for (unsigned L : K.InnerLoops)
    if (const Clause *C = clause(L, ClauseKind::Cache))
      for (const DataItem &I : C->Items)
        Requested.push_back(I.Name);
  for (const GridDim &G : K.Grid)
    if (const Clause *C = clause(G.Loop, ClauseKind::Cache))
      for (const DataItem &I : C->Items)
        Requested.push_back(I.Name);
  if (!Plan || !Plan->stages(Requested))
    cache(K, Refs);
  if (K.Cached.empty())
    K.Tiling = std::move(Plan);
}

/// The chain of grid loops from Root: consecutive parallel loops, each the
/// whole body of the one before (or of a sequential loop that is, which
/// interchange moves inside: Moved), with bounds that do not move with
/// them; at most three (the grid's dimensions). A sequential Root is one
/// interchange moves inside its parallel body.
std::vector<unsigned>
Scheduler::gridChain(unsigned Root, const std::vector<const Stmt *> &Part,
                     std::vector<unsigned> &Moved) const {
  std::vector<unsigned> Chain;
  if (parallel(Root) || parallelForPart(Root, Part)) {
    Chain.push_back(Root);
  } else {
    assert((Part.empty() ? interchangesToKernel(Root)
                         : partInterchanges(Root, Part)) &&
           "a sequential kernel root is one interchange moves inside");
    Moved.push_back(Root);
    Chain.push_back(Part.empty() ? *onlyLoop(Root) : *onlyLoop(Part));
  }
  while (Chain.size() < 3 && !has(Chain.back(), ClauseKind::Kernel)) {
    std::optional<unsigned> C = Chain.back() == Root && !Part.empty()
                                    ? onlyLoop(Part)
                                    : onlyLoop(Chain.back());
    if (!C)
      break;
    std::vector<unsigned> Outer = Chain;
    Outer.insert(Outer.end(), Moved.begin(), Moved.end());
    if (parallel(*C)) {
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
    Moved.push_back(*C);
    Chain.push_back(*G);
  }
  return Chain;
}

/// x: the loop of the chain with the most stride-1 references (the inner
/// one on ties), so that a warp reads consecutive addresses.
unsigned Scheduler::xLoop(const std::vector<unsigned> &Chain,
                          const std::vector<const ArrayAccess *> &Refs) const {
  std::map<unsigned, unsigned> Stride1;
  for (const ArrayAccess *A : Refs) {
    const Subscript &Last = A->Subscripts.back();
    if (!Last.Affine)
      continue;
    for (unsigned P : Chain) {
      int64_t C = Last.Expr.coefficient(M.Loops[P].IndexAtom);
      if (C == 1 || C == -1)
        ++Stride1[P];
    }
  }
  unsigned X = Chain.back();
  for (unsigned P : Chain)
    if (Stride1[P] > Stride1[X])
      X = P;
  return X;
}

/// Threads per block along each grid dimension (Order: x first): the
/// user's vector(n), or cuacc's defaults; a block holds at most 1024
/// threads, so the widths cuacc chose give way first, then the largest of
/// the user's.
void Scheduler::blockShape(KernelPlan &K, const std::vector<unsigned> &Order) {
  static const unsigned Default[3][3] = {{256, 0, 0}, {32, 8, 0}, {32, 8, 1}};
  // The user's 'parallel' without 'vector' beside another loop's 'vector':
  // PGI's two levels, that loop across blocks only.
  bool UserVector = std::any_of(Order.begin(), Order.end(), [&](unsigned L) {
    return has(L, ClauseKind::Vector);
  });
  for (size_t D = 0; D < Order.size(); ++D) {
    unsigned V = Default[Order.size() - 1][D];
    if (const Clause *C = clause(Order[D], ClauseKind::Vector); C && C->Count)
      V = unsigned(*C->Count);
    else if (UserVector && has(Order[D], ClauseKind::Parallel) &&
             !has(Order[D], ClauseKind::Vector))
      V = 1;
    K.Grid.push_back({Order[D], V});
  }
  auto Threads = [&] {
    unsigned long P = 1;
    for (const GridDim &G : K.Grid)
      P *= G.Vector;
    return P;
  };
  while (Threads() > 1024) {
    GridDim *Widest = nullptr;
    for (bool Chosen : {true, false}) {
      for (size_t D = 0; D < K.Grid.size(); ++D) {
        const Clause *C = clause(Order[D], ClauseKind::Vector);
        if (Chosen && C && C->Count)
          continue;
        if (K.Grid[D].Vector > 1 &&
            (!Widest || K.Grid[D].Vector > Widest->Vector))
          Widest = &K.Grid[D];
      }
      if (Widest)
        break;
    }
    Widest->Vector = (Widest->Vector + 1) / 2;
  }
  // Measured on an H100 (bench/experiments/codegen-variants.cu): 4 strips
  // per block along the innermost dimension of a 1-D or 2-D grid brings a
  // stencil and a triad to the hand-written kernels; a thread-less z
  // dimension walked 16 iterations at a time beats a register-blocked hand
  // 3-D stencil. Outer dimensions keep one strip: more would only shrink
  // the grid.
  GridDim &Inner = K.Grid.back();
  Inner.Chunk = Inner.Vector == 1 ? 16 : 4;
  if (UserVector && has(Inner.Loop, ClauseKind::Parallel) &&
      !has(Inner.Loop, ClauseKind::Vector))
    Inner.Chunk = 1; // across blocks, as the user wrote
  if (K.LaneLoop) { // one strip: the lanes are the block's other dimension
    Inner.Vector = K.LaneDim == 0 ? 8 : 32;
    Inner.Chunk = 1;
  }
}

/// Arrays some reference of which does not walk memory with x (XA: the
/// index of the loop the warp's threads walk).
void Scheduler::nonStride1(KernelPlan &K, const std::vector<unsigned> &Chain,
                           const std::vector<const ArrayAccess *> &Refs,
                           Atom XA) const {
  for (const ArrayAccess *A : Refs) {
    const Subscript &Last = A->Subscripts.back();
    bool UsesGrid = false;
    for (const Subscript &Sub : A->Subscripts)
      for (unsigned P : Chain)
        UsesGrid |= !Sub.Affine || Sub.Expr.mentions(M.Loops[P].IndexAtom);
    int64_t C = Last.Affine ? Last.Expr.coefficient(XA) : 0;
    bool Stride1Access = Last.Affine && (C == 1 || C == -1);
    // A reference that does not move with x is one address per warp.
    bool Broadcast = std::all_of(
        A->Subscripts.begin(), A->Subscripts.end(), [&](const Subscript &Sub) {
          return Sub.Affine && !Sub.Expr.mentions(XA);
        });
    if (!Stride1Access && !Broadcast && UsesGrid &&
        std::find(K.NonStride1.begin(), K.NonStride1.end(), A->Name) ==
            K.NonStride1.end())
      K.NonStride1.push_back(A->Name);
  }
}

/// The kernel's messages, at the innermost grid loop as PGI prints them.
void Scheduler::kernelMessages(const KernelPlan &K,
                               const std::vector<unsigned> &Chain) {
  const Loop &Last = M.Loops[Chain.back()];
  SourceLocation Loc = Last.Stmt->getBeginLoc();
  auto Add = [&](MessageKind Kind, std::vector<std::string> Args) {
    S.Messages.push_back({Kind, std::move(Args), Loc, Last.Line});
  };
  Add(MessageKind::KernelGenerated, {});
  for (unsigned P : Chain) {
    auto It = std::find_if(K.Grid.begin(), K.Grid.end(),
                           [&](const GridDim &G) { return G.Loop == P; });
    std::string What = "parallel";
    if (It->Vector > 1)
      What += ", vector(" + std::to_string(It->Vector) + ")";
    Add(MessageKind::ScheduleLine, {std::to_string(M.Loops[P].Line), What});
  }
  if (K.LaneLoop)
    Add(MessageKind::ScheduleLine,
        {std::to_string(M.Loops[*K.LaneLoop].Line),
         K.LaneDim == 0 ? "vector(32)"
                        : "vector(" + std::to_string(LaneWarps) + ")"});
  for (unsigned V : K.VectorLoops)
    Add(MessageKind::ScheduleLine,
        {std::to_string(M.Loops[V].Line),
         "vector(" + std::to_string(K.VectorWidth) + ")"});
  for (const std::string &A : K.NonStride1)
    Add(MessageKind::NonStride1, {A});
  for (const CachedArray &CA : K.Cached) {
    std::string Size;
    for (size_t D = 0; D < CA.Grid.size(); ++D)
      Size += (D ? "x" : "") +
              std::to_string(K.Grid[CA.Grid[D]].Vector + CA.Hi[D] - CA.Lo[D]);
    Add(MessageKind::CachedReferences, {Size, CA.Name});
  }
  if (K.Tiling)
    for (const StagedOperand &O : K.Tiling->Operands)
      Add(MessageKind::CachedReferences, {K.Tiling->shape(O), O.Name});
  for (unsigned I : K.InnerLoops)
    if (I != K.LaneLoop && std::find(K.VectorLoops.begin(), K.VectorLoops.end(),
                                     I) == K.VectorLoops.end())
      S.Messages.push_back({MessageKind::InnerSequential, {},
                            M.Loops[I].Stmt->getBeginLoc(), M.Loops[I].Line});
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
Scheduler::distribution(unsigned L) const {
  std::vector<const Stmt *> Body = statementsOf(M.Loops[L].Stmt->getBody());
  Body.erase(std::remove_if(Body.begin(), Body.end(),
                            [](const Stmt *S) { return isa<NullStmt>(S); }),
             Body.end());
  size_t N = Body.size();
  std::vector<VariableUses> Uses;
  for (const Stmt *S : Body)
    Uses.push_back(summarizeUses(S));
  const LoopVerdict &V = R.Verdicts[L];
  auto PrivateArray = [&](const VarDecl *X) {
    const std::vector<std::string> &P = V.PrivateArrays;
    return std::find(P.begin(), P.end(), X->getName().str()) != P.end();
  };
  auto Shared = [&](const VarDecl *X) {
    if (X == M.Loops[L].Index)
      return false;
    for (const Reduction &Red : V.Scalars.Reductions)
      if (Red.Var == X)
        return true;
    if (PrivateArray(X))
      return true;
    return !X->getType()->isArrayType() && !X->getType()->isPointerType();
  };
  // Last[b]: the first statement of b's group.
  std::vector<size_t> First(N);
  for (size_t B = 0; B < N; ++B) {
    First[B] = B;
    for (size_t A = 0; A < B; ++A) {
      std::set<const VarDecl *> Declared = declaredBy(Body[A]);
      for (const VarDecl *X : Uses[B].Used) {
        bool Both = std::find(Uses[A].Used.begin(), Uses[A].Used.end(), X) !=
                    Uses[A].Used.end();
        // (An element store is no assignment of the array: a private
        // array used by both passes its elements.)
        bool Passes = Shared(X) && !killsOnEntry(Body[B], X) &&
                      (Uses[A].Assigned.count(X) ||
                       Uses[B].Assigned.count(X) || PrivateArray(X));
        if (Declared.count(X) || (Both && Passes))
          First[B] = std::min(First[B], First[A]);
      }
    }
  }
  // A group runs from its first statement to the last statement linked to
  // it, taking everything between.
  std::vector<std::vector<const Stmt *>> Groups;
  size_t Start = 0;
  while (Start < N) {
    size_t End = Start;
    for (size_t B = Start; B < N; ++B)
      if (First[B] <= End)
        End = std::max(End, B);
    Groups.emplace_back(Body.begin() + Start, Body.begin() + End + 1);
    Start = End + 1;
  }
  return Groups;
}

/// Distributes parallel loop L when a group of its body then gets more
/// grid dimensions than L alone (a nest inside it, directly or through an
/// interchange). Not done on loops under the user's schedule, with
/// 'continue', or with another directive inside.
bool Scheduler::distribute(unsigned L, std::vector<HostStep> &Out,
                           const std::vector<unsigned> &Host) {
  const Loop &DL = M.Loops[L];
  if (DL.ForDirective || DL.HasContinue || !DL.Exit.empty())
    return false;
  std::vector<unsigned> Inside;
  collectInner(L, Inside);
  for (unsigned I : Inside)
    if (M.Loops[I].ForDirective)
      return false;
  std::vector<std::vector<const Stmt *>> Groups = distribution(L);
  if (Groups.size() < 2)
    return false;
  bool Deeper = false;
  for (const std::vector<const Stmt *> &G : Groups) {
    std::vector<unsigned> Moved;
    Deeper |= gridChain(L, G, Moved).size() > 1;
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
bool Scheduler::parallelForPart(unsigned L,
                                const std::vector<const Stmt *> &Part) const {
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
bool Scheduler::partInterchanges(unsigned L,
                                 const std::vector<const Stmt *> &Part) const {
  std::optional<unsigned> Only = onlyLoop(Part);
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
Scheduler::sequentialDistribution(unsigned L) const {
  std::vector<std::vector<const Stmt *>> Groups = distribution(L);
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

/// Distributes sequential loop L when every group of its body then runs as
/// a kernel: in parallel over L, or over its one parallel loop with L moved
/// inside (atax: 'tmp[i] = ...' per row, then 'y[j] += A[i][j]*tmp[i]'
/// over j). Neighbouring groups that L runs in parallel are fused back
/// when that loses no grid dimension (fewer launches). Not done on loops
/// under the user's schedule, with 'continue', or with another directive
/// inside.
bool Scheduler::distributeSequential(unsigned L, std::vector<HostStep> &Out,
                                     const std::vector<unsigned> &Host) {
  const Loop &DL = M.Loops[L];
  if (DL.ForDirective || DL.HasContinue || !DL.Exit.empty() ||
      !R.Verdicts[L].OnlyArraysCarried)
    return false;
  std::vector<unsigned> Inside;
  collectInner(L, Inside);
  for (unsigned I : Inside)
    if (M.Loops[I].ForDirective)
      return false;
  std::vector<std::vector<const Stmt *>> Groups = sequentialDistribution(L);
  if (Groups.size() < 2)
    return false;
  auto Depth = [&](const std::vector<const Stmt *> &G) {
    std::vector<unsigned> Moved;
    return gridChain(L, G, Moved).size();
  };
  for (const std::vector<const Stmt *> &G : Groups)
    if (!parallelForPart(L, G) && !partInterchanges(L, G))
      return false;
  for (size_t G = 0; G + 1 < Groups.size();) {
    std::vector<const Stmt *> Both = Groups[G];
    Both.insert(Both.end(), Groups[G + 1].begin(), Groups[G + 1].end());
    if (parallelForPart(L, Groups[G]) && parallelForPart(L, Groups[G + 1]) &&
        parallelForPart(L, Both) &&
        Depth(Both) >= std::max(Depth(Groups[G]), Depth(Groups[G + 1]))) {
      Groups[G] = std::move(Both);
      Groups.erase(Groups.begin() + G + 1);
    } else {
      ++G;
    }
  }
  if (Groups.size() < 2)
    return false;
  S.Messages.push_back({MessageKind::LoopDistributed,
                        {std::to_string(Groups.size())},
                        DL.Stmt->getBeginLoc(), DL.Line});
  for (const std::vector<const Stmt *> &G : Groups)
    loopKernel(L, Out, Host, G);
  return true;
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

void Scheduler::loopKernel(unsigned Root, std::vector<HostStep> &Out,
                           const std::vector<unsigned> &Host,
                           const std::vector<const Stmt *> &Part) {
  std::vector<unsigned> Moved;
  std::vector<unsigned> Chain = gridChain(Root, Part, Moved);
  std::vector<const ArrayAccess *> Refs;
  for (const ArrayAccess &A : M.Accesses)
    if (M.isInside(A, Root) && inPart(A.E, Part))
      Refs.push_back(&A);
  unsigned X = xLoop(Chain, Refs);

  KernelPlan K;
  if (Chain.size() == 1 && Moved.empty() && !has(Root, ClauseKind::Vector) &&
      R.Verdicts[Root].Scalars.Reductions.empty())
    if ((K.LaneLoop =
             laneLoop(Root, Part, Refs, K.LaneDim, K.LaneZeroBefore))) {
      const ScalarFacts &F = R.Verdicts[*K.LaneLoop].Scalars;
      if (F.Reductions.empty())
        K.LaneElement = F.ElementReductions.front();
      else
        K.LaneReduction = F.Reductions.front();
    } else {
      K.LaneZeroBefore.clear();
    }
  if (!K.LaneLoop && Chain.size() == 1 && Moved.empty() &&
      !has(Root, ClauseKind::Vector) && !has(Root, ClauseKind::Kernel) &&
      !reducesIn(Root, Part))
    planVectorLoops(R, Root,
                    Part.empty() ? statementsOf(M.Loops[Root].Stmt->getBody())
                                 : Part,
                    K, S.Messages);
  K.Line = Part.empty() ? M.Loops[Root].Line : lineOf(Part.front());
  K.Name = kernelName(K.Line);
  K.Body = {M.Loops[Root].Stmt};
  K.Part = Part;
  K.HostLoops = Host;
  std::vector<unsigned> Order{X};
  for (auto It = Chain.rbegin(); It != Chain.rend(); ++It)
    if (*It != X)
      Order.push_back(*It);
  blockShape(K, Order);
  if (!K.VectorLoops.empty()) // a block per grid iteration
    K.Grid.front().Vector = K.Grid.front().Chunk = 1;
  for (GridDim &G : K.Grid)
    if (!rectangular(G.Loop, Chain))
      G.Box = box(G.Loop, Chain);
  K.Interchanged = Moved;
  K.InnerLoops = Moved;
  collectInner(Chain.back(), K.InnerLoops);
  K.InnerLoops.erase(std::remove_if(K.InnerLoops.begin(), K.InnerLoops.end(),
                                    [&](unsigned L) {
                                      return !inPart(M.Loops[L].Stmt, Part);
                                    }),
                     K.InnerLoops.end());
  for (unsigned L : K.InnerLoops) {
    const Loop &IL = M.Loops[L];
    bool Short = IL.Lower.isConstant() && IL.Upper.isConstant() &&
                 IL.Upper.constant() - IL.Lower.constant() < 16;
    if (!Short && L != K.LaneLoop)
      K.NarrowPays = false;
  }
  // A variable reduced across a 2-D nest is one reduction of the kernel,
  // found at each of its grid loops (found by the multi-GPU example: a max
  // over a whole grid was kept on the host as "reduced by two kernels").
  for (unsigned P : Chain)
    for (const Reduction &Red : R.Verdicts[P].Scalars.Reductions)
      if (usedInPart(Red.Var, Part) &&
          std::none_of(K.Reductions.begin(), K.Reductions.end(),
                       [&](const Reduction &Seen) {
                         return Seen.Var == Red.Var && Seen.Op == Red.Op;
                       }))
        K.Reductions.push_back(Red);
  tiles(K, Refs);
  if (K.VectorLoops.empty())
    nonStride1(K, Chain, Refs,
               M.Loops[K.LaneLoop && K.LaneDim == 0 ? *K.LaneLoop : X].IndexAtom);
  for (unsigned V : K.VectorLoops) { // the threads walk the vector loops
    std::vector<const ArrayAccess *> Inside;
    for (const ArrayAccess *A : Refs)
      if (M.isInside(*A, V))
        Inside.push_back(A);
    nonStride1(K, {V}, Inside, M.Loops[V].IndexAtom);
  }
  kernelMessages(K, Chain);
  interchangeMessage(Chain, Moved);
  Out.push_back({HostStep::Launch, unsigned(S.Kernels.size()), 0, {}});
  S.Kernels.push_back(std::move(K));
}

void Scheduler::plan(const std::vector<const Stmt *> &Stmts,
                     std::vector<HostStep> &Out, std::vector<unsigned> &Host) {
  std::vector<const Stmt *> Serial;
  for (const Stmt *St : Stmts) {
    if (isa<NullStmt>(St))
      continue;
    const auto *F = dyn_cast<ForStmt>(St);
    if (!F) {
      Serial.push_back(St);
      continue;
    }
    unsigned L = LoopOf.at(F);
    if (parallel(L)) {
      serialKernel(Serial, Out, Host);
      if (!distribute(L, Out, Host))
        loopKernel(L, Out, Host);
      continue;
    }
    if (!has(L, ClauseKind::Host) && interchangesToKernel(L)) {
      serialKernel(Serial, Out, Host);
      loopKernel(L, Out, Host);
      continue;
    }
    if (!has(L, ClauseKind::Host) && containsParallel(L)) {
      std::vector<HostStep> Parts;
      if (distributeSequential(L, Parts, Host)) {
        serialKernel(Serial, Out, Host);
        for (HostStep &Step : Parts)
          Out.push_back(std::move(Step));
        continue;
      }
    }
    bool HostLoop = has(L, ClauseKind::Host) || containsParallel(L);
    if (!HostLoop) {
      Serial.push_back(St); // sequential work: one thread on the device
      continue;
    }
    if (!M.Loops[L].Countable) {
      S.Refused = NotOffloaded{NotOffloadedKind::HostLoopNotCountable,
                               {std::to_string(M.Loops[L].Line)}};
      return;
    }
    // Its body becomes kernels: none of them can leave it or skip ahead.
    if (!M.Loops[L].Exit.empty() || M.Loops[L].HasContinue) {
      S.Refused = NotOffloaded{
          NotOffloadedKind::HostLoopExits,
          {std::to_string(M.Loops[L].Line),
           M.Loops[L].Exit.empty() ? "continue" : M.Loops[L].Exit}};
      return;
    }
    serialKernel(Serial, Out, Host);
    S.Messages.push_back({MessageKind::HostSequential, {}, F->getBeginLoc(),
                          M.Loops[L].Line});
    HostStep Step{HostStep::Loop, 0, L, {}};
    Host.push_back(L);
    plan(statementsOf(F->getBody()), Step.Body, Host);
    Host.pop_back();
    Out.push_back(std::move(Step));
  }
  serialKernel(Serial, Out, Host);
}

RegionSchedule Scheduler::run() {
  if (!R.AnyParallel) {
    S.Refused = NotOffloaded{NotOffloadedKind::NoParallelKernels, {}};
    return std::move(S);
  }
  if (!R.Data.Complete) {
    S.Refused =
        NotOffloaded{NotOffloadedKind::UnknownDeviceSize, {R.Data.UnknownSize}};
    return std::move(S);
  }
  for (const Message &Msg : R.RegionMessages)
    if (Msg.Kind == MessageKind::RegionIgnoredBecause) {
      S.Refused = NotOffloaded{NotOffloadedKind::AnalysisRefused, {Msg.Args[0]}};
      return std::move(S);
    } else if (Msg.Kind == MessageKind::RegionIgnored) {
      S.Refused = NotOffloaded{NotOffloadedKind::ConstructOutsideLoops, {}};
      return std::move(S);
    }
  std::vector<unsigned> Host;
  plan(statementsOf(M.Region->Statement), S.Steps, Host);
  if (S.Refused) {
    S.Kernels.clear();
    S.Steps.clear();
    S.Messages.clear();
  }
  return std::move(S);
}

RegionSchedule cuacc::scheduleRegion(const RegionAnalysis &R,
                                     ASTContext &Ctx) {
  return Scheduler(R, Ctx).run();
}

static void printSteps(llvm::raw_ostream &OS, const RegionSchedule &S,
                       const RegionModel &M,
                       const std::vector<HostStep> &Steps, unsigned Indent) {
  for (const HostStep &St : Steps) {
    OS.indent(Indent);
    if (St.Kind == HostStep::Loop) {
      OS << "host loop line " << M.Loops[St.LoopId].Line << "\n";
      printSteps(OS, S, M, St.Body, Indent + 2);
      continue;
    }
    const KernelPlan &K = S.Kernels[St.Kernel];
    OS << "kernel " << K.Name << (K.Serial ? " serial" : "");
    for (size_t D = 0; D < K.Grid.size(); ++D)
      OS << " " << "xyz"[D] << "=line " << M.Loops[K.Grid[D].Loop].Line
         << " vector(" << K.Grid[D].Vector << ")"
         << (K.Grid[D].Chunk > 1
                 ? " chunk(" + std::to_string(K.Grid[D].Chunk) + ")"
                 : "")
         << (K.Grid[D].Box ? " box" : "");
    if (K.LaneLoop)
      OS << " lanes=line " << M.Loops[*K.LaneLoop].Line
         << (K.LaneDim == 0 ? " vector(32) "
                            : " y vector(" + std::to_string(LaneWarps) + ") ")
         << reductionName(K.LaneElement ? K.LaneElement->Op
                                        : K.LaneReduction.Op)
         << " reduction "
         << (K.LaneElement ? K.LaneElement->Text
                           : K.LaneReduction.Var->getName().str());
    for (unsigned I : K.Interchanged)
      OS << " interchanged line " << M.Loops[I].Line;
    for (unsigned V : K.VectorLoops)
      OS << " vector(" << K.VectorWidth << ") line " << M.Loops[V].Line;
    if (!K.SingleThread.empty())
      OS << " thread-0 statements " << K.SingleThread.size();
    if (!K.InnerLoops.empty()) {
      OS << " inner";
      for (unsigned I : K.InnerLoops)
        OS << " line " << M.Loops[I].Line;
    }
    for (const std::string &A : K.NonStride1)
      OS << " non-stride-1 " << A;
    for (const CachedArray &CA : K.Cached)
      OS << " cached " << CA.Name;
    for (const Reduction &Red : K.Reductions)
      OS << " " << reductionName(Red.Op) << " reduction " << Red.Var->getName();
    OS << "\n";
    if (K.Tiling)
      K.Tiling->print(OS, M);
  }
}

void RegionSchedule::print(llvm::raw_ostream &OS, const RegionModel &M) const {
  if (Refused) {
    OS << "  not offloaded: " << Refused->text() << "\n";
    return;
  }
  printSteps(OS, *this, M, Steps, 2);
}
