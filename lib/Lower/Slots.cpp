//===- Slots.cpp - scalars whose values flow between a region's kernels ---===//
//
// A scalar's value reaches a kernel by value (the host variable's value at
// the launch) only while nothing on the device changes it. A scalar that a
// serial kernel assigns and something later reads (a later kernel, a later
// iteration of a host loop, the code after the region), or that a kernel
// reduces into, lives instead in a one-element device copy, a slot, for the
// whole region: every kernel that uses it loads it from there, a serial
// kernel that assigns it stores it back, a reduction combines into it. One
// slot per variable, so that serial code can initialize a reduction's
// variable and read its result (gramschmidt's nrm), and two kernels can
// reduce into one variable in turn.
//
// A serial kernel's scalar whose value no one reads later and that it
// assigns before reading is private to it, as a grid kernel's are.
//
//===----------------------------------------------------------------------===//

#include "Directive/Binder.h"
#include "Analysis/CTypes.h"
#include "Lower/Lower.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"

using namespace cuacc;
using namespace clang;

namespace {

class SlotPlanner {
public:
  SlotPlanner(const RegionAnalysis &R, const RegionSchedule &S, ASTContext &Ctx)
      : M(R.Model), S(S), Ctx(Ctx), SM(Ctx.getSourceManager()) {}

  std::variant<std::vector<ScalarSlot>, NotOffloaded> run();

private:
  const RegionModel &M;
  const RegionSchedule &S;
  const ASTContext &Ctx;
  const SourceManager &SM;
  std::vector<ScalarSlot> Slots;
  std::optional<NotOffloaded> Why;
  /// The index of each loop the host runs, with its loop.
  std::map<const VarDecl *, unsigned> HostIndices;

  void refuse(NotOffloadedKind Kind, std::vector<std::string> Args) {
    if (!Why)
      Why = NotOffloaded{Kind, std::move(Args)};
  }
  bool within(const VarDecl *V, SourceLocation Begin, SourceLocation End) const {
    return expandedWithin(SM, {Begin, End}, V->getLocation());
  }
  bool inRegion(const VarDecl *V) const {
    const Stmt *St = M.Region->Statement;
    return !V->hasGlobalStorage() && within(V, St->getBeginLoc(), St->getEndLoc());
  }
  void hostIndices(const std::vector<HostStep> &Steps);
  void add(const VarDecl *V);
  void serialKernel(const KernelPlan &K);
};

} // namespace

void SlotPlanner::hostIndices(const std::vector<HostStep> &Steps) {
  for (const HostStep &St : Steps) {
    if (St.Kind == HostStep::Loop)
      HostIndices.try_emplace(M.Loops[St.LoopId].Index, St.LoopId);
    hostIndices(St.Body); // a choice's host loop too
  }
}

void SlotPlanner::add(const VarDecl *V) {
  if (std::any_of(Slots.begin(), Slots.end(),
                  [&](const ScalarSlot &Sl) { return Sl.Var == V; }))
    return;
  // The host runs the loop and passes each launch its index: the device
  // cannot change it.
  if (auto It = HostIndices.find(V); It != HostIndices.end())
    return refuse(NotOffloadedKind::SerialAssignsHostIndex,
                  {V->getName().str(), std::to_string(M.Loops[It->second].Line)});
  // A reference to a scalar is the scalar it is bound to: the slot holds
  // its value, and the host code reads and assigns it through the name.
  QualType T = V->getType().getNonReferenceType();
  if (!T->isArithmeticType())
    return refuse(NotOffloadedKind::SerialAssignsScalar, {V->getName().str()});
  ScalarSlot Sl{V, V->getName().str(), plainTypeName(T, Ctx)};
  Sl.Local = inRegion(V);
  // The last value back when it may be read after the region (an address
  // taken may read it anywhere); the host's value in when the region reads
  // it before assigning it, or when the value goes back and the region may
  // leave it unassigned (its assignments in a loop that may not run): the
  // slot must then hold the host's value, not what an earlier use of the
  // device memory left.
  Sl.CopyOut = !Sl.Local &&
               (V->hasGlobalStorage() || V->getType()->isReferenceType() ||
                M.AddressTaken.count(V) ||
                isLiveAfter(V, M.Region->Statement, M.Function->getBody(), M));
  Sl.CopyIn = !Sl.Local &&
              (exposedIn({M.Region->Statement}, {V}).count(V) ||
               (Sl.CopyOut && !assignedIn({M.Region->Statement}, {V}).count(V)));
  Slots.push_back(std::move(Sl));
}

/// The scalars a serial kernel assigns (or declares among its statements,
/// where later kernels see them): each needs a slot when the kernel reads
/// the value it had before, or something after it may read the value it
/// leaves.
void SlotPlanner::serialKernel(const KernelPlan &K) {
  VariableUses U = M.facts().uses(K.Body);
  SourceLocation Begin = K.Body.front()->getBeginLoc(),
                 End = K.Body.back()->getEndLoc();
  std::vector<const VarDecl *> Candidates;
  for (const VarDecl *V : U.Used) {
    QualType T = V->getType().getNonReferenceType();
    if (!U.Assigned.count(V) || within(V, Begin, End) || T->isArrayType())
      continue;
    if (T->isPointerType()) {
      refuse(NotOffloadedKind::SerialAssignsPointer, {V->getName().str()});
      continue;
    }
    Candidates.push_back(V);
  }
  std::set<const VarDecl *> Exposed = exposedIn(
      K.Body, std::set<const VarDecl *>(Candidates.begin(), Candidates.end()));
  // Declared by the kernel's own statements: no value before them.
  for (const Stmt *St : K.Body)
    if (const auto *DS = dyn_cast<DeclStmt>(St))
      for (const Decl *D : DS->decls())
        if (const auto *V = dyn_cast<VarDecl>(D);
            V && !V->hasGlobalStorage() && !V->getType()->isArrayType() &&
            !V->getType()->isPointerType())
          Candidates.push_back(V);
  for (const VarDecl *V : Candidates)
    if (Exposed.count(V) || M.AddressTaken.count(V) ||
        isLiveAfter(V, K.Body.back(), M.Function->getBody(), M))
      add(V);
}

std::variant<std::vector<ScalarSlot>, NotOffloaded> SlotPlanner::run() {
  hostIndices(S.Steps);
  for (const KernelPlan &K : S.Kernels) {
    if (K.Serial)
      serialKernel(K);
    for (const Reduction &Red : K.Reductions)
      add(Red.Var);
  }
  if (Why)
    return *Why;
  return std::move(Slots);
}

std::variant<std::vector<ScalarSlot>, NotOffloaded>
cuacc::planScalarSlots(const RegionAnalysis &R, const RegionSchedule &S,
                       ASTContext &Ctx) {
  return SlotPlanner(R, S, Ctx).run();
}
