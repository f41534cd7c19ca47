//===- VectorLoops.cpp - PGI's parallel/vector schedule of a kernel --------===//
//
// A kernel whose grid loop holds several parallel loops (an imperfect nest:
// 'for i { t = ...; for j ...; for k for j ... }') runs the grid loop
// across blocks and each inner parallel loop across the block's threads,
// PGI's 'parallel' outer and 'vector' inner schedule. Every thread of a
// block runs the code between the vector loops alike, with the same values
// (it reads nothing a vector loop's iterations leave behind but a
// reduction, which is combined across the block first), so their barriers
// are reached by all; a statement there that writes memory runs in thread
// 0 alone, between barriers.
//
// A serial kernel (no grid loop: sequential code around loops that reduce
// into an array element, trisolv's 'x[i] -= L[i][j] * x[j]') runs the same
// way in one block: its sequential loops in every thread, the inner loops
// across the block. An element reduction in a vector loop is each thread's
// register, combined across the block and applied by thread 0.
//
//===----------------------------------------------------------------------===//

#include "Analysis/CTypes.h"
#include "llvm/Support/ErrorHandling.h"
#include "Schedule/Schedule.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include <algorithm>
#include <climits>
#include <map>

using namespace cuacc;
using namespace clang;

namespace {

class VectorPlanner {
public:
  VectorPlanner(const RegionAnalysis &R, std::optional<unsigned> Root,
                const std::vector<const Stmt *> &Body,
                std::vector<Message> &Messages)
      : R(R), M(R.Model), Root(Root), Body(Body), Messages(Messages) {
    for (const Loop &L : M.Loops)
      LoopOf[L.Stmt] = L.Id;
    for (const ArrayAccess &A : M.Accesses)
      if (A.IsWrite)
        Writes.insert(A.E);
    for (const Stmt *S : Body)
      loopsIn(S);
    for (unsigned L : Inside)
      User |= vectorClause(L) != nullptr;
  }
  bool plan(KernelPlan &K);

private:
  const RegionAnalysis &R;
  const RegionModel &M;
  /// The grid loop; none for a serial kernel.
  std::optional<unsigned> Root;
  const std::vector<const Stmt *> &Body;
  /// The loops in Body.
  std::vector<unsigned> Inside;
  std::vector<Message> &Messages;
  std::map<const Stmt *, unsigned> LoopOf;
  std::set<const Stmt *> Writes;
  /// The user marked inner loops 'vector': those are the vector loops.
  bool User = false;
  std::vector<unsigned> Chosen;
  std::set<const Stmt *> ChosenStmts;
  std::vector<const Stmt *> Single;

  const Clause *vectorClause(unsigned L) const {
    const Directive *D = M.Loops[L].ForDirective;
    return D ? D->find(ClauseKind::Vector) : nullptr;
  }
  bool parallel(unsigned L) const {
    const Directive *D = M.Loops[L].ForDirective;
    return R.Verdicts[L].Parallelizable &&
           !(D && (D->has(ClauseKind::Seq) || D->has(ClauseKind::Host)));
  }
  void ignored(unsigned L, const std::string &Why) {
    if (!User || !vectorClause(L))
      return;
    const Loop &IL = M.Loops[L];
    Messages.push_back({MessageKind::ScheduleIgnored, {"vector", Why},
                        IL.Stmt->getBeginLoc(), IL.Line});
  }
  void loopsIn(const Stmt *S) {
    for (const Stmt *Sub : M.facts().subtree(S))
      if (const auto *F = dyn_cast<ForStmt>(Sub))
        Inside.push_back(LoopOf.at(F));
  }
  std::string unusable(unsigned L) const;
  std::string reductionUnusable(unsigned L) const;
  void candidates(const Stmt *S);
  bool contains(const Stmt *S, const std::set<const Stmt *> &Targets) const {
    return llvm::any_of(M.facts().subtree(S),
                        [&](const Stmt *Sub) { return Targets.count(Sub); });
  }
  bool writesMemory(const Stmt *S) const {
    return contains(S, Writes) || M.facts().callsWithPointers(S);
  }
  bool classify(const Stmt *S);
  bool pays() const;
  bool privateArrays() const;
};

} // namespace

/// Why loop L cannot be a vector loop; empty if it can.
std::string VectorPlanner::unusable(unsigned L) const {
  const Loop &VL = M.Loops[L];
  if (!parallel(L))
    return "the loop is not parallelizable";
  if (!VL.Countable || !VL.Exit.empty())
    return "the loop is not countable";
  if (VL.Index && M.facts().readOutside(Body, VL.Index, VL.Stmt))
    return "its index is used after it";
  // A serial kernel's slot keeps the value its loops leave in the index:
  // threads that split the loop leave none (found by difftest seed 9788,
  // an index read through a pointer after the region).
  if (llvm::is_contained(M.LastIndexValues, L))
    return "its index is read after the region";
  if (R.Verdicts[L].copiesBack())
    return "its last iteration's private arrays go back to the arrays";
  return reductionUnusable(L);
}

/// Why L's reductions cannot be combined across a block; empty if they can.
/// Element reductions in a serial kernel and under the user's vector
/// clauses; cuacc's own choice for a grid kernel leaves them to the lane
/// schedule (a warp or a block per grid iteration, no barriers).
std::string VectorPlanner::reductionUnusable(unsigned L) const {
  const ScalarFacts &F = R.Verdicts[L].Scalars;
  std::string Functor, Identity;
  for (const ElementReduction &E : F.ElementReductions)
    if ((Root && !User) ||
        !reductionParts(E.Op, E.First->getType(), E.Array->getASTContext(),
                        Functor, Identity))
      return "the reduction of '" + E.Text + "' is not generated there";
  for (const Reduction &Red : F.Reductions)
    if (!reductionParts(Red.Op, Red.Var->getType(), Red.Var->getASTContext(),
                        Functor, Identity, Red.How))
      return "the reduction of '" + Red.Var->getName().str() +
             "' is not generated for its type";
  return "";
}

/// The outermost loops in S that are parallel (or, under the user's
/// schedule, marked vector).
void VectorPlanner::candidates(const Stmt *S) {
  M.facts().walk(S, [&](const Stmt *Sub) {
    const auto *F = dyn_cast<ForStmt>(Sub);
    if (!F)
      return true;
    unsigned L = LoopOf.at(F);
    bool Wanted = User ? vectorClause(L) != nullptr : parallel(L);
    if (!Wanted)
      return true;
    std::string Why = unusable(L);
    if (Why.empty()) {
      Chosen.push_back(L);
      ChosenStmts.insert(F);
      return false;
    }
    ignored(L, Why);
    return User; // cuacc's choice: runs in each thread, its loops with it
  });
}

/// Sorts the code outside the vector loops: statements without one that
/// write memory run in thread 0; loops and branches around vector loops run
/// in every thread and may not write memory themselves. False for other
/// statements around a vector loop.
bool VectorPlanner::classify(const Stmt *S) {
  // A block's statements are placed one by one: the printer prints an if's
  // or a loop's block without being asked about the block itself (found by
  // difftest seed 9795: a branch's block that wrote memory ran in every
  // thread of a serial kernel, each adding to the same elements).
  if (const auto *CS = dyn_cast<CompoundStmt>(S))
    return std::all_of(CS->body_begin(), CS->body_end(),
                       [&](const Stmt *C) { return classify(C); });
  if (!contains(S, ChosenStmts)) {
    if (!writesMemory(S))
      return true;
    // Thread 0 alone: it must end where the others are, and what it
    // declares would be seen by it alone.
    if (M.facts().jumpsOut(S) || isa<DeclStmt>(S))
      return false;
    Single.push_back(S);
    return true;
  }
  if (ChosenStmts.count(S))
    return true;
  if (const auto *F = dyn_cast<ForStmt>(S))
    return !writesMemory(F->getInit()) && !writesMemory(F->getCond()) &&
           !writesMemory(F->getInc()) && classify(F->getBody());
  if (const auto *If = dyn_cast<IfStmt>(S))
    return !If->getInit() && !If->getConditionVariable() &&
           !writesMemory(If->getCond()) && classify(If->getThen()) &&
           (!If->getElse() || classify(If->getElse()));
  return false;
}

/// Chosen by cuacc (not the user): when the vector loops' references walk
/// memory with their index more often than with the grid loop's (a warp
/// then reads consecutive addresses), and none is known to be shorter than
/// a warp. In a serial kernel the alternative is one thread: they pay
/// unless short.
bool VectorPlanner::pays() const {
  for (unsigned L : Chosen) {
    const Loop &VL = M.Loops[L];
    if (VL.Lower.isConstant() && VL.Upper.isConstant() &&
        VL.Upper.constant() - VL.Lower.constant() < tuning::VectorLoopMinTrips)
      return false;
  }
  if (!Root)
    return true;
  unsigned ForInner = 0, ForOuter = 0;
  for (unsigned L : Chosen)
    for (const ArrayAccess &A : M.Accesses) {
      const Subscript &Last = A.Subscripts.back();
      if (!Last.Affine || !M.isInside(A, L))
        continue;
      int64_t CI = Last.Expr.coefficient(M.Loops[L].IndexAtom),
              CO = Last.Expr.coefficient(M.Loops[*Root].IndexAtom);
      ForInner += CI == 1 || CI == -1;
      ForOuter += CO == 1 || CO == -1;
    }
  return ForInner > ForOuter;
}

/// Arrays each grid iteration has its own of (private to the grid loop, or
/// declared in its body): a thread's own copy, where the vector loops
/// would need the block's.
bool VectorPlanner::privateArrays() const {
  return (Root && !R.Verdicts[*Root].PrivateArrays.empty()) ||
         llvm::any_of(Body, [&](const Stmt *S) { return M.facts().declaresArray(S); });
}

bool VectorPlanner::plan(KernelPlan &K) {
  if (privateArrays()) {
    for (unsigned L : Inside)
      ignored(L, "the loop around it has private arrays (a thread's "
                 "own, not the block's)");
    return false;
  }
  for (const Stmt *S : Body)
    candidates(S);
  if (Chosen.empty() || (!User && !pays()))
    return false;
  bool Sorted = std::all_of(Body.begin(), Body.end(),
                            [&](const Stmt *S) { return classify(S); });
  // A scalar a thread-0 statement sets must not be read elsewhere: the
  // other threads would not have it.
  for (const Stmt *S : Single)
    for (const VarDecl *V : M.facts().uses(S).Assigned)
      if (!V->getType().getNonReferenceType()->isArrayType() &&
          !V->getType().getNonReferenceType()->isPointerType() &&
          M.facts().readOutside(Body, V, S))
        Sorted = false;
  if (!Sorted) {
    for (unsigned L : Chosen)
      ignored(L, "the code around it cannot run in every thread alike");
    return false;
  }
  assert(K.Grid.empty() && !K.LaneLoop &&
         "vector loops are chosen before the grid, and never with lanes");
  K.VectorLoops = Chosen;
  K.SingleThread = Single;
  K.VectorWidth = tuning::VectorLoopWidth;
  if (User)
    for (unsigned L : Chosen)
      if (const Clause *C = vectorClause(L); C && C->Count)
        K.VectorWidth = unsigned(std::min<int64_t>(*C->Count, MaxBlockThreads));
  return true;
}

bool cuacc::planVectorLoops(const RegionAnalysis &R,
                            std::optional<unsigned> Root,
                            const std::vector<const Stmt *> &Body,
                            KernelPlan &Plan, std::vector<Message> &Messages) {
  return VectorPlanner(R, Root, Body, Messages).plan(Plan);
}
