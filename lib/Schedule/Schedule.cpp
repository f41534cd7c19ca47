//===- Schedule.cpp - mapping a region's loops onto the GPU ----------------===//
//
// The walk over a region's statements (plan): kernels for parallel loops
// (grid chains, lanes, PGI's vector loops, block shapes, tiles), serial
// kernels for the code between them, host loops around them. The loop
// restructuring it tries first is in Restructure.cpp, the threads of one
// grid iteration (lanes, vector loops) in Lanes.cpp (see Scheduler.h).
//
//===----------------------------------------------------------------------===//

#include "Schedule/Scheduler.h"
#include "llvm/Support/ErrorHandling.h"
#include "Directive/DirectiveExpr.h"
#include "Directive/FunctionNames.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <climits>
#include <map>

using namespace cuacc;
using namespace clang;

/// Whether S's own statements (not those of the loops in it) declare an
/// array.
static bool bodyDeclaresArray(const Stmt *S) {
  for (const Stmt *St : statementsOf(S))
    if (const auto *DS = dyn_cast<DeclStmt>(St))
      for (const Decl *D : DS->decls())
        if (const auto *V = dyn_cast<VarDecl>(D); V && V->getType()->isArrayType())
          return true;
  return false;
}

/// <function>_<line>_gpu, numbered when two kernels of the file start on
/// one line (an instantiation's function with its arguments:
/// scale_float_12_gpu).
std::string Scheduler::kernelName(unsigned Line) const {
  std::string Base =
      kernelStem(*M.Function) + "_" + std::to_string(Line) + "_gpu";
  std::string Name = Base;
  for (unsigned N = 2;; ++N) {
    bool Taken = FileNames.count(Name) ||
                 std::any_of(S.Kernels.begin(), S.Kernels.end(),
                             [&](const KernelPlan &K) { return K.Name == Name; });
    if (!Taken)
      return Name;
    Name = Base + "_" + std::to_string(N);
  }
}

/// A declaration of scalars with no initializer: nothing runs (each kernel
/// that uses them declares its own).
static bool inertDeclaration(const Stmt *S) {
  const auto *DS = dyn_cast<DeclStmt>(S);
  return DS && llvm::all_of(DS->decls(), [](const Decl *D) {
           const auto *V = dyn_cast<VarDecl>(D);
           return V && !V->hasInit() && V->getType()->isScalarType() &&
                  !V->isStaticLocal();
         });
}

void Scheduler::serialKernel(std::vector<const Stmt *> &Group,
                             std::vector<HostStep> &Out,
                             const std::vector<unsigned> &Host) {
  // (A group of declarations alone would launch a kernel that does
  // nothing.)
  if (llvm::all_of(Group, inertDeclaration)) {
    Group.clear();
    return;
  }
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
  // A loop that reduces into an element has no grid schedule: the block's
  // threads take it (a vector loop); where they cannot, it would run in one
  // thread, far slower than the host (PolyBench atax and bicg on an H100:
  // 225 and 303 ms against 9 ms on the host).
  bool Vectors = planVectorLoops(R, std::nullopt, Group, K, S.Messages);
  for (unsigned L : K.InnerLoops)
    if (!R.Verdicts[L].Scalars.ElementReductions.empty() &&
        !has(L, ClauseKind::Seq) && !acrossBlock(K, L) && !S.Refused)
      S.Refused = NotOffloaded{NotOffloadedKind::SerialElementReduction,
                               {std::to_string(M.Loops[L].Line)}};
  if (Vectors)
    serialVectorMessages(K);
  else
    S.Messages.push_back({MessageKind::SerialKernel, {},
                          Group.front()->getBeginLoc(), K.Line});
  Out.push_back({HostStep::Launch, unsigned(S.Kernels.size()), 0, {}});
  S.Kernels.push_back(std::move(K));
  Group.clear();
}

/// Whether K's threads share loop L's iterations: it is one of K's vector
/// loops or inside one.
bool Scheduler::acrossBlock(const KernelPlan &K, unsigned L) const {
  return std::any_of(K.VectorLoops.begin(), K.VectorLoops.end(),
                     [&](unsigned V) { return M.isInsideLoop(L, V); });
}

/// A serial kernel that runs in one block, PGI's way: the loops around its
/// vector loops 'seq', run alike by every thread; the vector loops across
/// the block.
void Scheduler::serialVectorMessages(const KernelPlan &K) {
  const Stmt *First = K.Body.front();
  auto Add = [&](MessageKind Kind, std::vector<std::string> Args) {
    S.Messages.push_back({Kind, std::move(Args), First->getBeginLoc(), K.Line});
  };
  Add(MessageKind::KernelGenerated, {});
  for (unsigned L : K.InnerLoops) {
    bool Around = std::any_of(
        K.VectorLoops.begin(), K.VectorLoops.end(),
        [&](unsigned V) { return V != L && M.isInsideLoop(V, L); });
    if (std::find(K.VectorLoops.begin(), K.VectorLoops.end(), L) !=
        K.VectorLoops.end())
      Add(MessageKind::ScheduleLine,
          {std::to_string(M.Loops[L].Line),
           "vector(" + std::to_string(K.VectorWidth) + ")"});
    else if (Around)
      Add(MessageKind::ScheduleLine, {std::to_string(M.Loops[L].Line), "seq"});
  }
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

/// The tile plan (Schedule/TilePlan.h), and the cache clause's own tile
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
  using namespace tuning;
  static const unsigned Default[3][3] = {{BlockX1D, 0, 0},
                                         {BlockX2D, BlockY2D, 0},
                                         {BlockX2D, BlockY2D, BlockZ3D}};
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
  while (Threads() > MaxBlockThreads) {
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
  // Outer dimensions keep one strip: more would only shrink the grid.
  GridDim &Inner = K.Grid.back();
  Inner.Chunk = Inner.Vector == 1 ? StripZ : StripInner;
  if (UserVector && has(Inner.Loop, ClauseKind::Parallel) &&
      !has(Inner.Loop, ClauseKind::Vector))
    Inner.Chunk = 1; // across blocks, as the user wrote
  if (K.LaneLoop) { // one strip: the lanes are the block's other dimension
    Inner.Vector = K.LaneDim == 0 ? LaneGridRows : WarpSize;
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
  // The third argument, the CUDA indices, is said in OpenACC's listing.
  for (unsigned P : Chain) {
    auto It = std::find_if(K.Grid.begin(), K.Grid.end(),
                           [&](const GridDim &G) { return G.Loop == P; });
    std::string Dim(1, "xyz"[std::min<size_t>(It - K.Grid.begin(), 2)]);
    std::string What = "parallel", Indices = "blockIdx." + Dim;
    if (It->Vector > 1) {
      What += ", vector(" + std::to_string(It->Vector) + ")";
      Indices += " threadIdx." + Dim;
    }
    Add(MessageKind::ScheduleLine,
        {std::to_string(M.Loops[P].Line), What, Indices});
  }
  if (K.LaneLoop)
    Add(MessageKind::ScheduleLine,
        {std::to_string(M.Loops[*K.LaneLoop].Line),
         K.LaneDim == 0 ? "vector(" + std::to_string(WarpSize) + ")"
                        : "vector(" + std::to_string(tuning::LaneWarps) + ")",
         K.LaneDim == 0 ? "threadIdx.x" : "threadIdx.y"});
  // A moved lane loop's reductions are the kernel's, not the loop's as
  // written (its verdict had none: the element moves with the grid loop
  // there).
  if (K.LaneMoved)
    for (const ElementReduction &E : K.LaneElements)
      Add(MessageKind::ReductionGenerated,
          {reductionName(E.Op).str(), E.Text});
  for (unsigned V : K.VectorLoops)
    Add(MessageKind::ScheduleLine,
        {std::to_string(M.Loops[V].Line),
         "vector(" + std::to_string(K.VectorWidth) + ")", "threadIdx.x"});
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

/// The loops each thread runs inside the grid loops (the moved ones first),
/// and whether int counters pay (no long sequential loop among them).
void Scheduler::innerLoops(KernelPlan &K, unsigned Root,
                           const std::vector<const Stmt *> &Part,
                           const std::vector<unsigned> &Chain,
                           const std::vector<unsigned> &Moved) const {
  K.InnerLoops = Moved;
  collectInner(Chain.back(), K.InnerLoops);
  K.InnerLoops.erase(std::remove_if(K.InnerLoops.begin(), K.InnerLoops.end(),
                                    [&](unsigned L) {
                                      return (L == Root && !Part.empty()) ||
                                             !touches(M.Loops[L].Stmt, Part);
                                    }),
                     K.InnerLoops.end());
  for (unsigned L : K.InnerLoops) {
    const Loop &IL = M.Loops[L];
    bool Short = IL.Lower.isConstant() && IL.Upper.isConstant() &&
                 IL.Upper.constant() - IL.Lower.constant() < tuning::NarrowTrips;
    if (!Short && L != K.LaneLoop)
      K.NarrowPays = false;
  }
}

void Scheduler::loopKernel(unsigned Root, std::vector<HostStep> &Out,
                           const std::vector<unsigned> &Host,
                           const std::vector<const Stmt *> &Part) {
  std::vector<unsigned> Moved;
  std::vector<unsigned> Chain = Nest.gridChain(Root, Part, Moved);
  std::vector<const ArrayAccess *> Refs;
  for (const ArrayAccess &A : M.Accesses)
    if (M.isInside(A, Root) && inPart(A.E, Part))
      Refs.push_back(&A);
  unsigned X = xLoop(Chain, Refs);

  KernelPlan K;
  K.Part = Part.empty() ? Part : Nest.cover(Root, Part);
  K.LeftOut = Nest.leftOut(Root, Part);
  if (Chain.size() == 1 && Moved.size() == 1 &&
      movedLaneLoop(K, Chain.front(), Moved.front(), Part, Refs))
    ; // the moved loop's iterations across the block's warps
  else if (Chain.size() == 1 && Moved.empty())
    threadsOfIteration(K, Root, Part, Refs, Moved);
  else if (Chain.size() == 1 && Part.empty())
    threadsOfIteration(K, Chain.front(), Part, Refs, Moved);
  K.Line = Part.empty() ? M.Loops[Root].Line : lineOf(Part.front());
  K.Name = kernelName(K.Line);
  K.Body = {M.Loops[Root].Stmt};
  K.HostLoops = Host;
  std::vector<unsigned> Order{X};
  for (auto It = Chain.rbegin(); It != Chain.rend(); ++It)
    if (*It != X)
      Order.push_back(*It);
  blockShape(K, Order);
  if (!K.VectorLoops.empty()) // a block per grid iteration
    K.Grid.front().Vector = K.Grid.front().Chunk = 1;
  for (GridDim &G : K.Grid)
    if (!Nest.rectangular(G.Loop, Chain))
      G.Box = Nest.box(G.Loop, Chain);
  K.Interchanged = Moved;
  innerLoops(K, Root, Part, Chain, Moved);
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

/// A sequential loop around parallel loops: on the host around their
/// kernels, in one persistent kernel, or either as the runtime finds them
/// cheaper (Persistent.cpp). False when the region cannot be offloaded
/// (S.Refused says why).
bool Scheduler::sequentialLoop(unsigned L, std::vector<HostStep> &Out,
                               std::vector<unsigned> &Host) {
  bool Hostable = M.Loops[L].Countable && M.Loops[L].Exit.empty() &&
                  !M.Loops[L].HasContinue;
  HostStep Choice{HostStep::Choice, 0, 0, {}, {}};
  std::optional<unsigned> Persistent;
  bool Always = !Hostable;
  if (!has(L, ClauseKind::Host))
    Persistent = persistentKernel(L, Host, Hostable ? &Choice.Cost : nullptr,
                                  Always);
  if (Persistent && Always) { // one block runs it, whatever its counts
    persistentMessages(S.Kernels[*Persistent], /*Always=*/true);
    Out.push_back({HostStep::Launch, *Persistent, 0, {}, {}});
    return true;
  }
  if (!M.Loops[L].Countable) {
    S.Refused = NotOffloaded{NotOffloadedKind::HostLoopNotCountable,
                             {std::to_string(M.Loops[L].Line)}};
    return false;
  }
  // Its body becomes kernels: none of them can leave it or skip ahead.
  if (!M.Loops[L].Exit.empty() || M.Loops[L].HasContinue) {
    S.Refused = NotOffloaded{
        NotOffloadedKind::HostLoopExits,
        {std::to_string(M.Loops[L].Line),
         M.Loops[L].Exit.empty() ? "continue" : M.Loops[L].Exit}};
    return false;
  }
  if (Persistent)
    persistentMessages(S.Kernels[*Persistent], /*Always=*/false);
  S.Messages.push_back({Persistent ? MessageKind::HostSequentialOtherwise
                                   : MessageKind::HostSequential,
                        {}, M.Loops[L].Stmt->getBeginLoc(), M.Loops[L].Line});
  HostStep Step{HostStep::Loop, 0, L, {}, {}};
  Host.push_back(L);
  plan(statementsOf(M.Loops[L].Stmt->getBody()), Step.Body, Host);
  Host.pop_back();
  if (!Persistent) {
    Out.push_back(std::move(Step));
    return true;
  }
  // Both variants: the runtime weighs their counts at the launch.
  Costs.hostedCost(L, Step, S.Kernels, Choice.Cost);
  Choice.Kernel = *Persistent;
  Choice.Body.push_back(std::move(Step));
  Out.push_back(std::move(Choice));
  return true;
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
    if (!has(L, ClauseKind::Host) && Nest.interchangesToKernel(L)) {
      serialKernel(Serial, Out, Host);
      loopKernel(L, Out, Host);
      continue;
    }
    if (!has(L, ClauseKind::Host) && containsParallelizable(L)) {
      std::vector<HostStep> Parts;
      if (distributeSequential(L, Parts, Host)) {
        serialKernel(Serial, Out, Host);
        for (HostStep &Step : Parts)
          Out.push_back(std::move(Step));
        continue;
      }
    }
    // An array the body declares lives for one iteration: kernels
    // launched from a host loop would not share it. The loop runs in one
    // kernel instead (its inner parallel loops on the block's threads).
    bool HostLoop = has(L, ClauseKind::Host) ||
                    (containsParallel(L) && !bodyDeclaresArray(F->getBody()));
    if (!HostLoop) {
      Serial.push_back(St); // sequential work: one thread on the device
      continue;
    }
    serialKernel(Serial, Out, Host);
    if (!sequentialLoop(L, Out, Host))
      return;
  }
  serialKernel(Serial, Out, Host);
}

/// A schedule as OpenACC (NVHPC) says it: '#pragma acc loop gang,
/// vector(256) /* blockIdx.x threadIdx.x */'.
static void inOpenACCWords(std::vector<Message> &Messages) {
  for (Message &Msg : Messages) {
    if (Msg.Kind != MessageKind::ScheduleLine)
      continue;
    Msg.Kind = Msg.Args.size() > 2 ? MessageKind::LoopScheduleLineIndices
                                   : MessageKind::LoopScheduleLine;
    std::string &What = Msg.Args[1];
    if (llvm::StringRef(What).starts_with("parallel"))
      What = "gang" + What.substr(llvm::StringRef("parallel").size());
  }
}

RegionSchedule Scheduler::run() {
  if (!R.wantsDevice()) {
    S.Refused = NotOffloaded{NotOffloadedKind::NoParallelKernels, {}};
    return std::move(S);
  }
  if (R.Data.Incomplete) {
    S.Refused = R.Data.Incomplete;
    return std::move(S);
  }
  if (R.Data.PresentMismatch) {
    S.Refused = R.Data.PresentMismatch;
    return std::move(S);
  }
  if (R.Refused) {
    S.Refused = R.Refused;
    return std::move(S);
  }
  std::vector<unsigned> Host;
  plan(statementsOf(M.Region->Statement), S.Steps, Host);
  if (S.Refused) {
    S.Kernels.clear();
    S.Steps.clear();
    S.Messages.clear();
  } else {
    S.HostRun = Costs.hostRunCost(S);
  }
  if (M.Region->isOpenACC())
    inOpenACCWords(S.Messages);
  return std::move(S);
}

RegionSchedule cuacc::scheduleRegion(const RegionAnalysis &R,
                                     ASTContext &Ctx,
                                     std::set<std::string> &TakenNames) {
  RegionSchedule S = Scheduler(R, Ctx, TakenNames).run();
  for (const KernelPlan &K : S.Kernels)
    TakenNames.insert(K.Name);
  return S;
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
    OS << "kernel " << K.Name << (K.Serial ? " serial" : "")
       << (K.Persistent ? " persistent" : "");
    for (size_t D = 0; D < K.Grid.size(); ++D)
      OS << " " << "xyz"[D] << "=line " << M.Loops[K.Grid[D].Loop].Line
         << " vector(" << K.Grid[D].Vector << ")"
         << (K.Grid[D].Chunk > 1
                 ? " chunk(" + std::to_string(K.Grid[D].Chunk) + ")"
                 : "")
         << (K.Grid[D].Box ? " box" : "");
    if (K.LaneLoop)
      OS << " lanes=line " << M.Loops[*K.LaneLoop].Line
         << (K.LaneDim == 0 ? " vector(" + std::to_string(WarpSize) + ")"
                            : " y vector(" + std::to_string(tuning::LaneWarps) + ")");
    for (const Reduction &Red : K.LaneReductions)
      OS << " " << reductionName(Red.Op) << " reduction "
         << Red.Var->getName();
    for (const ElementReduction &E : K.LaneElements)
      OS << " " << reductionName(E.Op) << " reduction " << E.Text;
    for (unsigned I : K.Interchanged)
      OS << " interchanged line " << M.Loops[I].Line;
    for (unsigned V : K.VectorLoops)
      OS << " vector(" << K.VectorWidth << ") line " << M.Loops[V].Line;
    if (!K.SingleThread.empty())
      OS << " thread-0 statements " << K.SingleThread.size();
    if (!K.LeftOut.empty())
      OS << " leaves out " << K.LeftOut.size() << " inner statements";
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
    if (St.Kind == HostStep::Choice) {
      OS.indent(Indent) << "or, where it costs less:\n";
      printSteps(OS, S, M, St.Body, Indent + 2);
    }
  }
}

void RegionSchedule::print(llvm::raw_ostream &OS, const RegionModel &M) const {
  if (Refused) {
    OS << "  not offloaded: " << Refused->text() << "\n";
    return;
  }
  printSteps(OS, *this, M, Steps, 2);
}
