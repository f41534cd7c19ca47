//===- Schedule.cpp - mapping a region's loops onto the GPU ----------------===//

#include "Transform/Schedule.h"
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
  bool parallel(unsigned L) const {
    return R.Verdicts[L].Parallelizable && !has(L, ClauseKind::Seq) &&
           !has(L, ClauseKind::Host);
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
                  const std::vector<unsigned> &Host);
  std::vector<unsigned> gridChain(unsigned Root) const;
  unsigned xLoop(const std::vector<unsigned> &Chain,
                 const std::vector<const ArrayAccess *> &Refs) const;
  void blockShape(KernelPlan &K, const std::vector<unsigned> &Order);
  void nonStride1(KernelPlan &K, const std::vector<unsigned> &Chain,
                  const std::vector<const ArrayAccess *> &Refs, Atom XA) const;
  void kernelMessages(const KernelPlan &K, const std::vector<unsigned> &Chain);
  std::optional<unsigned>
  laneLoop(unsigned Root, const std::vector<const ArrayAccess *> &Refs,
           unsigned &LaneDim) const;
  void cache(KernelPlan &K, const std::vector<const ArrayAccess *> &Refs);
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

void Scheduler::serialKernel(std::vector<const Stmt *> &Group,
                             std::vector<HostStep> &Out,
                             const std::vector<unsigned> &Host) {
  if (Group.empty())
    return;
  KernelPlan K;
  K.Serial = true;
  K.Line = lineOf(Group.front());
  K.Name = (M.Function->getName() + "_" + llvm::Twine(K.Line) + "_gpu").str();
  K.Body = Group;
  K.HostLoops = Host;
  for (const Stmt *St : Group)
    if (const auto *F = dyn_cast<ForStmt>(St)) {
      K.InnerLoops.push_back(LoopOf.at(F));
      collectInner(LoopOf.at(F), K.InnerLoops);
    }
  S.Messages.push_back({MessageKind::SerialKernel, {}, Group.front()->getBeginLoc(),
                        K.Line});
  Out.push_back({HostStep::Launch, unsigned(S.Kernels.size()), 0, {}});
  S.Kernels.push_back(std::move(K));
  Group.clear();
}

namespace {
/// Calls that may write memory: those given a pointer (on the device a
/// function reaches no other memory; fmaxf and its kind are fine).
struct FindCall : RecursiveASTVisitor<FindCall> {
  bool Found = false;
  bool VisitCallExpr(CallExpr *C) {
    for (const Expr *A : C->arguments())
      if (A->getType()->isPointerType() || A->getType()->isArrayType()) {
        Found = true;
        return false;
      }
    return true;
  }
};
bool hasCall(const Stmt *S) {
  FindCall F;
  F.TraverseStmt(const_cast<Stmt *>(S));
  return F.Found;
}
} // namespace

std::optional<unsigned>
Scheduler::laneLoop(unsigned Root,
                    const std::vector<const ArrayAccess *> &Refs,
                    unsigned &LaneDim) const {
  const Loop &RL = M.Loops[Root];
  if (RL.Children.size() != 1)
    return std::nullopt;
  unsigned L = RL.Children.front();
  const Loop &LL = M.Loops[L];
  // A directive on the inner loop is the user's schedule: keep it.
  if (!LL.Children.empty() || !LL.Countable || LL.ForDirective)
    return std::nullopt;
  const ScalarFacts &F = R.Verdicts[L].Scalars;
  if (F.Reductions.size() != 1 || !F.Carried.empty() || !F.LastValueNeeded.empty())
    return std::nullopt;
  // Its index belongs to it alone, so each lane can have its own.
  const auto *Init = dyn_cast_or_null<DeclStmt>(LL.Stmt->getInit());
  if (!Init || !Init->isSingleDecl() || Init->getSingleDecl() != LL.Index)
    return std::nullopt;
  std::vector<const Stmt *> Body = statementsOf(RL.Stmt->getBody());
  auto At = std::find(Body.begin(), Body.end(), LL.Stmt);
  if (At == Body.end())
    return std::nullopt;
  // Every lane runs what comes before the loop and the loop itself: they
  // may not write memory. After it, lane 0 alone runs each statement, but
  // declarations stay visible to all lanes: they may not write either.
  auto Writes = [&](const Stmt *S) {
    if (hasCall(S))
      return true;
    for (const ArrayAccess *A : Refs)
      if (A->IsWrite && within(A->E, S))
        return true;
    return false;
  };
  for (auto It = Body.begin(); It != Body.end(); ++It)
    if ((It <= At || isa<DeclStmt>(*It)) && Writes(*It))
      return std::nullopt;
  // Worth it when the inner loop walks memory contiguously and the grid
  // loop does not.
  unsigned ForInner = 0, ForOuter = 0;
  for (const ArrayAccess *A : Refs) {
    const Subscript &Last = A->Subscripts.back();
    if (!Last.Affine || !M.isInside(*A, L)) // the references that repeat
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

/// The chain of grid loops from Root: consecutive parallel loops, each the
/// only statement of the one before, with bounds that do not move with
/// them; at most three (the grid's dimensions).
std::vector<unsigned> Scheduler::gridChain(unsigned Root) const {
  std::vector<unsigned> Chain{Root};
  while (Chain.size() < 3 && !has(Chain.back(), ClauseKind::Kernel)) {
    std::vector<const Stmt *> Body =
        statementsOf(M.Loops[Chain.back()].Stmt->getBody());
    const auto *F = Body.size() == 1 ? dyn_cast<ForStmt>(Body[0]) : nullptr;
    if (!F)
      break;
    unsigned C = LoopOf.at(F);
    const Loop &CL = M.Loops[C];
    bool Rectangular = CL.Countable;
    for (unsigned P : Chain)
      Rectangular &= !CL.Lower.mentions(M.Loops[P].IndexAtom) &&
                     !CL.Upper.mentions(M.Loops[P].IndexAtom);
    if (!parallel(C) || !Rectangular)
      break;
    Chain.push_back(C);
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
  for (size_t D = 0; D < Order.size(); ++D) {
    unsigned V = Default[Order.size() - 1][D];
    if (const Clause *C = clause(Order[D], ClauseKind::Vector); C && C->Count)
      V = unsigned(*C->Count);
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
  for (const std::string &A : K.NonStride1)
    Add(MessageKind::NonStride1, {A});
  for (const CachedArray &CA : K.Cached) {
    std::string Size;
    for (size_t D = 0; D < CA.Grid.size(); ++D)
      Size += (D ? "x" : "") +
              std::to_string(K.Grid[CA.Grid[D]].Vector + CA.Hi[D] - CA.Lo[D]);
    Add(MessageKind::CachedReferences, {Size, CA.Name});
  }
  for (unsigned I : K.InnerLoops)
    if (I != K.LaneLoop)
      S.Messages.push_back({MessageKind::InnerSequential, {},
                            M.Loops[I].Stmt->getBeginLoc(), M.Loops[I].Line});
}

void Scheduler::loopKernel(unsigned Root, std::vector<HostStep> &Out,
                           const std::vector<unsigned> &Host) {
  std::vector<unsigned> Chain = gridChain(Root);
  std::vector<const ArrayAccess *> Refs;
  for (const ArrayAccess &A : M.Accesses)
    if (M.isInside(A, Root))
      Refs.push_back(&A);
  unsigned X = xLoop(Chain, Refs);

  KernelPlan K;
  if (Chain.size() == 1 && !has(Root, ClauseKind::Vector) &&
      R.Verdicts[Root].Scalars.Reductions.empty())
    if ((K.LaneLoop = laneLoop(Root, Refs, K.LaneDim)))
      K.LaneReduction = R.Verdicts[*K.LaneLoop].Scalars.Reductions.front();
  K.Line = M.Loops[Root].Line;
  K.Name = (M.Function->getName() + "_" + llvm::Twine(K.Line) + "_gpu").str();
  K.Body = {M.Loops[Root].Stmt};
  K.HostLoops = Host;
  std::vector<unsigned> Order{X};
  for (auto It = Chain.rbegin(); It != Chain.rend(); ++It)
    if (*It != X)
      Order.push_back(*It);
  blockShape(K, Order);
  collectInner(Chain.back(), K.InnerLoops);
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
      if (std::none_of(K.Reductions.begin(), K.Reductions.end(),
                       [&](const Reduction &Seen) {
                         return Seen.Var == Red.Var && Seen.Op == Red.Op;
                       }))
        K.Reductions.push_back(Red);
  cache(K, Refs);
  nonStride1(K, Chain, Refs,
             M.Loops[K.LaneLoop && K.LaneDim == 0 ? *K.LaneLoop : X].IndexAtom);
  kernelMessages(K, Chain);
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
      loopKernel(L, Out, Host);
      continue;
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
                 : "");
    if (K.LaneLoop)
      OS << " lanes=line " << M.Loops[*K.LaneLoop].Line
         << (K.LaneDim == 0 ? " vector(32) "
                            : " y vector(" + std::to_string(LaneWarps) + ") ")
         << reductionName(K.LaneReduction.Op) << " reduction "
         << K.LaneReduction.Var->getName();
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
  }
}

void RegionSchedule::print(llvm::raw_ostream &OS, const RegionModel &M) const {
  if (Refused) {
    OS << "  not offloaded: " << Refused->text() << "\n";
    return;
  }
  printSteps(OS, *this, M, Steps, 2);
}
