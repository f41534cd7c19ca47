//===- Verdict.cpp - which loops of a region may run in parallel ----------===//

#include "Analysis/Verdict.h"
#include "Analysis/ArrayPrivatization.h"
#include "Directive/Binder.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include <algorithm>

using namespace cuacc;
using namespace clang;

std::vector<Message> RegionAnalysis::messages() const {
  std::vector<Message> All = RegionMessages;
  for (const LoopVerdict &V : Verdicts)
    All.insert(All.end(), V.Messages.begin(), V.Messages.end());
  return All;
}

std::vector<Message> RegionAnalysis::hostUpdateMessages() const {
  std::vector<Message> Out;
  const Directive &D = *Model.Region;
  if (!Host.Everything.empty()) {
    Out.push_back({MessageKind::HostUpdateAll, {Host.Everything}, D.Loc,
                   RegionLine});
    return Out;
  }
  std::string Read, Written;
  for (const HostVar &V : Host.Vars) {
    // Scalars are passed by value to kernels: only arrays and what
    // pointers point to can be present.
    if (!V.Var->getType()->isArrayType() && !V.Var->getType()->isPointerType())
      continue;
    std::string Name = V.Var->getNameAsString();
    Read += (Read.empty() ? "" : ",") + Name;
    if (V.Written)
      Written += (Written.empty() ? "" : ",") + Name;
  }
  if (!Read.empty())
    Out.push_back({MessageKind::HostUpdate,
                   {Read, Written.empty()
                              ? ""
                              : " and update device(" + Written + ") after"},
                   D.Loc, RegionLine});
  return Out;
}

namespace {

MessageKind restrictionMessage(RestrictionKind K) {
  switch (K) {
  case RestrictionKind::Call: return MessageKind::CallRestriction;
  case RestrictionKind::CallEffects: return MessageKind::CallEffectsRestriction;
  case RestrictionKind::Member: return MessageKind::MemberRestriction;
  case RestrictionKind::MemberPath: return MessageKind::MemberPathRestriction;
  case RestrictionKind::Datatype: return MessageKind::DatatypeRestriction;
  case RestrictionKind::Construct: return MessageKind::ConstructRestriction;
  }
  return MessageKind::CallRestriction;
}

std::vector<std::string> restrictionArgs(const Restriction &Rs) {
  if (Rs.Kind != RestrictionKind::Member)
    return {Rs.What};
  return {};
}

} // namespace

namespace {

/// Judges a region's loops one by one, then the region as a whole, on the
/// model, dependences and data plan already in R.
class RegionJudge {
public:
  RegionJudge(const Directive &Region, llvm::ArrayRef<Directive> All,
              ASTContext &Ctx, RegionAnalysis &R)
      : Region(Region), All(All), Ctx(Ctx), SM(Ctx.getSourceManager()), R(R),
        M(R.Model) {}

  void settleLastIndices();
  LoopVerdict judgeLoop(const Loop &L);
  void judgeRegion();

private:
  const Directive &Region;
  llvm::ArrayRef<Directive> All;
  ASTContext &Ctx;
  const SourceManager &SM;
  RegionAnalysis &R;
  const RegionModel &M;

  bool declaredOutside(const VarDecl *X) const;
  std::set<std::string> privateClause(const Loop &L, LoopVerdict &V) const;
  bool reducedInRegisters(const Loop &L, const clang::VarDecl *X) const;
  void restrictionReasons(const Loop &L, std::vector<Message> &Reasons) const;
  void dependenceReasons(const Loop &L, const std::set<std::string> *Only,
                         const std::set<std::string> &PrivateNames,
                         LoopVerdict &V, std::vector<Message> &Reasons) const;
  std::vector<ElementReduction>
  checkedElements(const Loop &L, std::vector<ElementReduction> Es) const;
  void lastIndexReasons(const Loop &L, const LoopVerdict &V,
                        std::vector<Message> &Reasons) const;
};

/// A message about loop L, at its 'for'.
Message atLoop(const Loop &L, MessageKind K,
               std::vector<std::string> Args = {}) {
  return {K, std::move(Args), L.Stmt->getBeginLoc(), L.Line};
}

} // namespace

bool RegionJudge::declaredOutside(const VarDecl *X) const {
  return X->hasGlobalStorage() ||
         SM.isBeforeInTranslationUnit(
             SM.getExpansionLoc(X->getLocation()),
             SM.getExpansionLoc(Region.Statement->getBeginLoc()));
}

/// Loop indices read after the region: the host sets their final values
/// when it can compute them from the bounds; otherwise the region stays on
/// the host, where the loops leave them as C does.
void RegionJudge::settleLastIndices() {
  for (const Loop &L : M.Loops) {
    if (!L.Index || !declaredOutside(L.Index) ||
        (!L.Index->hasGlobalStorage() && !M.AddressTaken.count(L.Index) &&
         !isLiveAfter(L.Index, Region.Statement, M.Function->getBody(), M)))
      continue;
    if (lastIndexComputable(L, M))
      R.Model.LastIndexValues.push_back(L.Id);
    else if (!R.Model.HostOnly)
      R.Model.HostOnly = NotOffloaded{NotOffloadedKind::IndexReadAfterRegion,
                                      {L.Index->getName().str()}};
  }
}

/// The names the user made private in L (privateItems); the arrays among
/// them go to V. An array: a declared one, or a pointer (what it points to
/// is what each iteration needs its own copy of; without a section its size
/// is unknown, and code generation says so).
std::set<std::string> RegionJudge::privateClause(const Loop &L,
                                                 LoopVerdict &V) const {
  std::set<std::string> Names;
  for (const DataItem *I : privateItems(L, M)) {
    Names.insert(I->Name);
    if (isArrayItem(*I))
      V.PrivateArrays.push_back(cast<VarDecl>(I->Decl));
  }
  return Names;
}

/// Whether L or a loop inside it reduces an element of X in a register
/// (ElementReduction): its updates of X are the register's, applied to
/// memory once after the loop, not atomic updates of the element.
bool RegionJudge::reducedInRegisters(const Loop &L, const VarDecl *X) const {
  for (const Loop &K : M.Loops)
    if (K.Countable && M.isInsideLoop(K.Id, L.Id))
      for (const ElementReduction &E : elementReductions(K, M, Ctx))
        if (E.Array == X)
          return true;
  return false;
}

/// What L holds that the kernels cannot do, each kind once.
void RegionJudge::restrictionReasons(const Loop &L,
                                     std::vector<Message> &Reasons) const {
  std::set<RestrictionKind> Seen;
  for (const Restriction &Rs : M.Restrictions)
    if (std::find(Rs.Loops.begin(), Rs.Loops.end(), L.Id) != Rs.Loops.end() &&
        Seen.insert(Rs.Kind).second)
      Reasons.push_back(
          atLoop(L, restrictionMessage(Rs.Kind), restrictionArgs(Rs)));
}

/// Array dependences carried by L, per array in first-seen order (arrays
/// named private excepted): an array each iteration could have its own copy
/// of is privatized when nothing can read what L leaves in it, and named
/// with its section otherwise; the others are named with the direction of
/// the flow.
void RegionJudge::dependenceReasons(const Loop &L,
                                    const std::set<std::string> *Only,
                                    const std::set<std::string> &PrivateNames,
                                    LoopVerdict &V,
                                    std::vector<Message> &Reasons) const {
  std::vector<std::string> Arrays;
  std::map<std::string, bool> Backward;
  std::map<std::string, const VarDecl *> Decl;
  // What flows between the references of an element reduction stays in
  // the register that replaces them.
  auto Reduced = [&](const ArrayAccess &A) {
    for (const ElementReduction &E : V.Scalars.ElementReductions)
      if (E.Refs.count(A.E))
        return true;
    return false;
  };
  for (const cuacc::Dependence &D : R.Deps.Dependences) {
    if (!D.isCarriedBy(L.Id))
      continue;
    const ArrayAccess &Src = M.Accesses[D.Source];
    const ArrayAccess &Snk = M.Accesses[D.Sink];
    std::string Name = Src.Name;
    if (PrivateNames.count(Name) || (Only && !Only->count(Name)) ||
        (Reduced(Src) && Reduced(Snk)))
      continue;
    if (!Backward.count(Name))
      Arrays.push_back(Name);
    Decl[Name] = Src.Array;
    // Lexically backward: the sink is evaluated no later than the source
    // in the loop body, so the value flows against the text.
    Backward[Name] |= Snk.Order < Src.Order;
  }
  for (const std::string &A : Arrays) {
    std::optional<PrivateArray> P;
    if (Decl[A])
      P = privatizationCandidate(M, L.Id, Decl[A]);
    // Privatized where what the loop leaves in it is never read, or where
    // the last iteration's copy can go back to it (lastprivate).
    if (P && (privatizesItself(M, L.Id, *P, All, Ctx) ||
              (P->LastCopy = lastPrivateCopy(M, L.Id, *P, Ctx)))) {
      V.PrivateArrays.push_back(Decl[A]);
      V.AutoPrivate.push_back(std::move(*P));
      continue;
    }
    if (P) {
      Reasons.push_back(atLoop(L, MessageKind::ArrayPrivatization, {P->Text}));
      continue;
    }
    // An automatic array the loop's body declares is each iteration's own
    // (C's scopes), however it is indexed ('loc[i % 4]'; found by a
    // bug-hunting helper): the kernel declares it in each thread's turn.
    if (const VarDecl *X = Decl[A];
        X && X->hasLocalStorage() && L.Stmt->getBody() &&
        rangeContains(Ctx.getSourceManager(),
                      L.Stmt->getBody()->getSourceRange(), X->getLocation()))
      continue;
    Reasons.push_back(atLoop(L, MessageKind::CarriedDependence, {A}));
    if (Backward[A])
      Reasons.push_back(atLoop(L, MessageKind::BackwardDependence, {A}));
  }
}

/// Whether dependence D may join two references in one run of loop L (the
/// same iterations of the loops around it), carried by L or not.
static bool withinOneRun(const cuacc::Dependence &D, unsigned L) {
  auto At = std::find(D.Levels.begin(), D.Levels.end(), L);
  if (At == D.Levels.end() || D.Vectors.empty())
    return true;
  size_t Outer = At - D.Levels.begin();
  for (const DirectionVector &V : D.Vectors)
    if (std::all_of(V.begin(), V.begin() + Outer,
                    [](Direction X) { return X == Direction::EQ; }))
      return true;
  return false;
}

/// The element reductions of L whose array's other references in L touch
/// other elements: no dependence within one run of L, carried or not,
/// links a reference to the element with another reference to the array
/// (the element lives in a register while L runs, and is written back at
/// its end).
std::vector<ElementReduction>
RegionJudge::checkedElements(const Loop &L,
                             std::vector<ElementReduction> Es) const {
  auto Linked = [&](const ElementReduction &E) {
    for (const cuacc::Dependence &D : R.Deps.Dependences) {
      const ArrayAccess &Src = M.Accesses[D.Source];
      const ArrayAccess &Snk = M.Accesses[D.Sink];
      if (Src.Array == E.Array && M.isInside(Src, L.Id) &&
          M.isInside(Snk, L.Id) &&
          E.Refs.count(Src.E) != E.Refs.count(Snk.E) && withinOneRun(D, L.Id))
        return true;
    }
    return false;
  };
  Es.erase(std::remove_if(Es.begin(), Es.end(), Linked), Es.end());
  return Es;
}

/// The index of L or of a loop inside it, read after L before the region
/// ends: its value comes from L's last iteration, which only a sequential
/// loop has. (Indices the scalar facts name already are not repeated.)
void RegionJudge::lastIndexReasons(const Loop &L, const LoopVerdict &V,
                                   std::vector<Message> &Reasons) const {
  const std::vector<const VarDecl *> &Named = V.Scalars.LastValueNeeded;
  for (const Loop &K : M.Loops)
    if (K.Index && M.isInsideLoop(K.Id, L.Id) && declaredOutside(K.Index) &&
        std::find(Named.begin(), Named.end(), K.Index) == Named.end() &&
        isLiveAfter(K.Index, L.Stmt, Region.Statement, M))
      Reasons.push_back(
          atLoop(L, MessageKind::LastValue, {K.Index->getName().str()}));
}

/// Whether L may run in parallel, with PGI's messages: the reasons it may
/// not in this order (countability, restrictions, arrays, scalars, last
/// values), or "parallelizable" and its reductions.
LoopVerdict RegionJudge::judgeLoop(const Loop &L) {
  LoopVerdict V;
  V.Loop = L.Id;
  std::vector<Message> Reasons;
  std::set<std::string> PrivateNames = privateClause(L, V);

  if (!L.Countable)
    Reasons.push_back(
        atLoop(L, MessageKind::NotCountable, {L.NotCountableReason}));
  else if (!L.Exit.empty())
    Reasons.push_back(atLoop(L, MessageKind::NotCountable,
                             {"the loop exits early ('" + L.Exit + "')"}));
  restrictionReasons(L, Reasons);
  // A loop that is not countable stays sequential whatever the array
  // dependences are.
  bool Independent =
      L.ForDirective && L.ForDirective->has(ClauseKind::Independent);
  std::vector<ElementReduction> Elements;
  if (L.Countable)
    Elements = checkedElements(L, elementReductions(L, M, Ctx));
  V.Scalars.ElementReductions = Elements;
  size_t Before = Reasons.size();
  // 'independent' waives the arrays' dependences, but for the arrays a
  // reduction clause names: cuacc reduces whole arrays by running the loop
  // in order (each element's sum stays in one thread).
  std::set<std::string> ReductionArrays = reductionArrays(L, M);
  // Those whose every reference is an update of the clause's operator are
  // updated atomically instead (an element the loop reduces in a register
  // is better off so).
  if (Independent && L.Countable)
    for (ArrayReduction &AR : arrayReductions(L, M, Ctx))
      if (!reducedInRegisters(L, AR.Var)) {
        ReductionArrays.erase(AR.Name);
        V.ArrayReductions.push_back(std::move(AR));
      }
  // Arrays the construct's 'atomic' statements alone update.
  std::set<std::string> Waived = PrivateNames;
  if (L.Countable)
    for (ArrayReduction &AR : atomicArrays(L, M, Ctx))
      if (!reducedInRegisters(L, AR.Var) &&
          llvm::none_of(V.ArrayReductions, [&](const ArrayReduction &Other) {
            return Other.Var == AR.Var;
          })) {
        Waived.insert(AR.Name);
        V.ArrayReductions.push_back(std::move(AR));
      }
  if (L.Countable && (!Independent || !ReductionArrays.empty()))
    dependenceReasons(L, Independent ? &ReductionArrays : nullptr, Waived, V,
                      Reasons);
  size_t Arrays = Reasons.size() - Before;

  if (L.Countable)
    V.Scalars = analyzeScalars(L, M, Ctx);
  V.Scalars.ElementReductions = std::move(Elements);
  for (const VarDecl *X : V.Scalars.Carried) {
    Reasons.push_back(
        atLoop(L, MessageKind::ScalarDependence, {X->getName().str()}));
    for (const OrderedReduction &O : V.Scalars.Ordered)
      if (O.Var == X)
        Reasons.push_back(atLoop(L, MessageKind::ReductionNotGenerated,
                                 {reductionName(O.Op).str(),
                                  X->getName().str(), O.Why}));
  }
  for (const VarDecl *X : V.Scalars.LastValueNeeded)
    Reasons.push_back(atLoop(L, MessageKind::LastValue, {X->getName().str()}));
  lastIndexReasons(L, V, Reasons);

  V.Parallelizable = Reasons.empty();
  V.OnlyArraysCarried =
      L.Countable && Before == 0 && Arrays == Reasons.size() && Arrays > 0;
  if (!V.Parallelizable) {
    V.Messages = std::move(Reasons);
    return V;
  }
  V.Messages.push_back(atLoop(L, MessageKind::Parallelizable));
  for (const PrivateArray &P : V.AutoPrivate)
    V.Messages.push_back(atLoop(L, MessageKind::Generating,
                                {P.LastCopy ? "lastprivate" : "private", P.Text}));
  for (const Reduction &Red : V.Scalars.Reductions)
    V.Messages.push_back(
        atLoop(L, MessageKind::ReductionGenerated,
               {reductionName(Red.Op).str(), Red.Var->getName().str()}));
  for (const ElementReduction &E : V.Scalars.ElementReductions)
    V.Messages.push_back(atLoop(L, MessageKind::ReductionGenerated,
                                {reductionName(E.Op).str(), E.Text}));
  for (const ArrayReduction &AR : V.ArrayReductions)
    V.Messages.push_back(atLoop(L, MessageKind::ReductionGenerated,
                                {reductionName(AR.Op).str(), AR.Text}));
  return V;
}

/// What the region as a whole says, at its line: restrictions outside every
/// loop (they stop the region's serial code), then why it stays on the host
/// or that it has no parallel loop.
void RegionJudge::judgeRegion() {
  SourceLocation RegionLoc = Region.Loc;
  unsigned RegionLine = userLine(SM, RegionLoc);
  R.RegionLine = RegionLine;
  bool SerialRestricted = false;
  std::set<RestrictionKind> Seen;
  for (const Restriction &Rs : M.Restrictions)
    if (Rs.Loops.empty() && Seen.insert(Rs.Kind).second) {
      R.RegionMessages.push_back({restrictionMessage(Rs.Kind),
                                  restrictionArgs(Rs), RegionLoc, Rs.Line});
      SerialRestricted = true;
    }
  for (const RegionModel::WhileLoop &W : M.WhileLoops)
    R.RegionMessages.push_back(
        {MessageKind::NotCountable, {inOrderLoopReason(W.Keyword)}, W.Loc,
         W.Line});
  if (M.HostOnly) {
    R.Refused = M.HostOnly;
    R.RegionMessages.push_back({MessageKind::RegionIgnoredBecause,
                                {M.HostOnly->text()}, RegionLoc, RegionLine});
  } else if (SerialRestricted) {
    R.Refused = NotOffloaded{NotOffloadedKind::ConstructOutsideLoops, {}};
    R.RegionMessages.push_back(
        {MessageKind::RegionIgnored, {}, RegionLoc, RegionLine});
  }
  else if (!R.wantsDevice())
    R.RegionMessages.push_back(
        {MessageKind::NoKernels, {}, RegionLoc, RegionLine});
}

/// The phases in order: the loop model, its dependences, what the host
/// side touches, the verdicts loop by loop, the data plan, and the verdict
/// on the region.
RegionAnalysis cuacc::analyzeRegion(const Directive &Region,
                                    llvm::ArrayRef<Directive> All,
                                    ASTContext &Ctx,
                                    const DependenceOptions &Opts,
                                    DirectiveDiagnostics &Diags) {
  RegionAnalysis R;
  R.Model = buildRegionModel(Region, All, Ctx);
  R.Deps = analyzeDependences(R.Model, Opts);
  R.Host = hostAccess(Region.Statement, Ctx);
  RegionJudge Judge(Region, All, Ctx, R);
  Judge.settleLastIndices();
  std::set<const VarDecl *> Privatized;
  for (const Loop &L : R.Model.Loops) {
    R.Verdicts.push_back(Judge.judgeLoop(L));
    // A loop that reduces into an element is no grid kernel by itself, but
    // a block's threads can share it (see Schedule).
    R.AnyParallel |= R.Verdicts.back().Parallelizable;
    for (const PrivateArray &P : R.Verdicts.back().AutoPrivate)
      if (!P.LastCopy) // the array receives the last iteration's copy
        Privatized.insert(P.Var);
  }
  // The verdicts do not read the data plan; the plan leaves the arrays
  // they privatized in place.
  // (Not where anything in it cannot run on the device: the host runs it.)
  R.SerialConstruct =
      !R.AnyParallel && Region.isOpenACC() && R.Model.Restrictions.empty();
  R.Data = planData(R.Model, R.Host, All, Ctx, Diags, Privatized);
  Judge.judgeRegion();
  return R;
}
