//===- Verdict.cpp - which loops of a region may run in parallel ----------===//

#include "Analysis/Verdict.h"
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

/// Whether X only needs a private copy per iteration of loop L to stop
/// carrying values: its references in L do not use L's index, and every
/// read is preceded, on every path of the iteration, by a write of the same
/// element. Returns the written section ("a[0:n-1]") when so.
std::optional<std::string> privatizationCandidate(const RegionModel &M,
                                                  unsigned L,
                                                  llvm::StringRef X) {
  std::vector<const ArrayAccess *> Refs;
  for (const ArrayAccess &A : M.Accesses)
    if (A.Name == X && A.Array && M.isInside(A, L))
      Refs.push_back(&A);
  Atom I = M.Loops[L].IndexAtom;
  for (const ArrayAccess *A : Refs)
    for (const Subscript &S : A->Subscripts)
      if (!S.Affine || S.Expr.mentions(I))
        return std::nullopt;
  const ArrayAccess *FirstWrite = nullptr;
  for (const ArrayAccess *R : Refs) {
    if (R->IsWrite) {
      FirstWrite = FirstWrite ? FirstWrite : R;
      continue;
    }
    bool Covered = false;
    for (const ArrayAccess *W : Refs) {
      if (!W->IsWrite || W->Order >= R->Order ||
          W->Control.size() > R->Control.size() || W->Strides != R->Strides ||
          W->Subscripts.size() != R->Subscripts.size())
        continue;
      bool Prefix = std::equal(W->Control.begin(), W->Control.end(),
                               R->Control.begin());
      bool Same = true;
      for (size_t K = 0; K < W->Subscripts.size(); ++K)
        Same &= W->Subscripts[K].Expr == R->Subscripts[K].Expr;
      if (Prefix && Same) {
        Covered = true;
        break;
      }
    }
    if (!Covered)
      return std::nullopt;
  }
  if (!FirstWrite)
    return std::nullopt;
  // The section the iteration writes: the range over the loops inside L.
  std::vector<unsigned> Inner;
  bool AfterL = false;
  for (unsigned K : FirstWrite->Loops) {
    if (AfterL)
      Inner.push_back(K);
    AfterL |= K == L;
  }
  std::string Section = X.str();
  for (const Subscript &S : FirstWrite->Subscripts) {
    auto R = rangeOver(S.Expr, M, Inner);
    if (!R)
      return std::nullopt;
    Section += "[" + R->first.str(M.namer()) + ":" +
               R->second.str(M.namer()) + "]";
  }
  return Section;
}

MessageKind restrictionMessage(RestrictionKind K) {
  switch (K) {
  case RestrictionKind::Call: return MessageKind::CallRestriction;
  case RestrictionKind::CallEffects: return MessageKind::CallEffectsRestriction;
  case RestrictionKind::Member: return MessageKind::MemberRestriction;
  case RestrictionKind::Datatype: return MessageKind::DatatypeRestriction;
  }
  return MessageKind::CallRestriction;
}

std::vector<std::string> restrictionArgs(const Restriction &Rs) {
  if (Rs.Kind == RestrictionKind::CallEffects)
    return {Rs.What};
  return {};
}

} // namespace

RegionAnalysis cuacc::analyzeRegion(const Directive &Region,
                                    llvm::ArrayRef<Directive> All,
                                    ASTContext &Ctx,
                                    const DependenceOptions &Opts,
                                    DirectiveDiagnostics &Diags) {
  RegionAnalysis R;
  R.Model = buildRegionModel(Region, All, Ctx);
  R.Deps = analyzeDependences(R.Model, Opts);
  R.Data = planData(R.Model, All, Ctx, Diags);
  R.Host = hostAccess(Region.Statement, Ctx);
  const RegionModel &M = R.Model;
  const SourceManager &SM = Ctx.getSourceManager();
  auto LineOf = [&](SourceLocation L) {
    return SM.getPresumedLineNumber(SM.getExpansionLoc(L));
  };

  auto declaredOutside = [&](const VarDecl *X) {
    return X->hasGlobalStorage() ||
           SM.isBeforeInTranslationUnit(
               SM.getExpansionLoc(X->getLocation()),
               SM.getExpansionLoc(Region.Statement->getBeginLoc()));
  };
  // Loop indices read after the region: the host sets their final values
  // when it can compute them from the bounds; otherwise the region stays
  // on the host, where the loops leave them as C does.
  for (const Loop &L : M.Loops) {
    if (!L.Index || !declaredOutside(L.Index) ||
        (!L.Index->hasGlobalStorage() && !M.AddressTaken.count(L.Index) &&
         !isLiveAfter(L.Index, Region.Statement, M.Function->getBody(), M)))
      continue;
    if (lastIndexComputable(L, M))
      R.Model.LastIndexValues.push_back(L.Id);
    else if (R.Model.HostOnly.empty())
      R.Model.HostOnly = "the loop index '" + L.Index->getName().str() +
                         "' is read after the region";
  }

  for (const Loop &L : M.Loops) {
    LoopVerdict V;
    V.Loop = L.Id;
    SourceLocation Loc = L.Stmt->getBeginLoc();
    auto Say = [&](MessageKind K, std::vector<std::string> Args = {}) {
      V.Messages.push_back({K, std::move(Args), Loc, L.Line});
    };
    std::vector<Message> Reasons;
    auto Reason = [&](MessageKind K, std::vector<std::string> Args = {}) {
      Reasons.push_back({K, std::move(Args), Loc, L.Line});
    };

    bool Independent = L.ForDirective && L.ForDirective->has(ClauseKind::Independent);
    std::set<std::string> PrivateNames;
    if (L.ForDirective)
      if (const Clause *P = L.ForDirective->find(ClauseKind::Private))
        for (const DataItem &I : P->Items) {
          PrivateNames.insert(I.Name);
          // An array: a declared one, or a pointer (what it points to is
          // what each iteration needs its own copy of; without a section
          // its size is unknown, and code generation says so).
          QualType T = cast<VarDecl>(I.Decl)->getType();
          if (T->isArrayType() || T->isPointerType() || !I.Sections.empty())
            V.PrivateArrays.push_back(I.Name);
        }

    if (!L.Countable)
      Reason(MessageKind::NotCountable, {L.NotCountableReason});
    else if (!L.Exit.empty())
      Reason(MessageKind::NotCountable,
             {"the loop exits early ('" + L.Exit + "')"});

    // Restrictions inside the loop.
    std::set<RestrictionKind> Seen;
    for (const Restriction &Rs : M.Restrictions)
      if (std::find(Rs.Loops.begin(), Rs.Loops.end(), L.Id) != Rs.Loops.end() &&
          Seen.insert(Rs.Kind).second)
        Reason(restrictionMessage(Rs.Kind), restrictionArgs(Rs));

    // Array dependences carried by this loop, per array in first-seen order.
    // (A loop that is not countable stays sequential whatever they are.)
    if (!Independent && L.Countable) {
      std::vector<std::string> Arrays;
      std::map<std::string, bool> Backward;
      for (const Dependence &D : R.Deps.Dependences) {
        if (!D.isCarriedBy(L.Id))
          continue;
        const ArrayAccess &Src = M.Accesses[D.Source];
        const ArrayAccess &Snk = M.Accesses[D.Sink];
        std::string Name = Src.Name;
        if (PrivateNames.count(Name))
          continue;
        if (!Backward.count(Name))
          Arrays.push_back(Name);
        // Lexically backward: the sink is evaluated no later than the source
        // in the loop body, so the value flows against the text.
        Backward[Name] |= Snk.Order < Src.Order;
      }
      for (const std::string &A : Arrays) {
        if (auto Section = privatizationCandidate(M, L.Id, A)) {
          Reason(MessageKind::ArrayPrivatization, {*Section});
          continue;
        }
        Reason(MessageKind::CarriedDependence, {A});
        if (Backward[A])
          Reason(MessageKind::BackwardDependence, {A});
      }
    }

    if (L.Countable)
      V.Scalars = analyzeScalars(L, M, Ctx);
    for (const VarDecl *X : V.Scalars.Carried)
      Reason(MessageKind::ScalarDependence, {X->getName().str()});
    for (const VarDecl *X : V.Scalars.LastValueNeeded)
      Reason(MessageKind::LastValue, {X->getName().str()});

    // The index of this loop or of one inside it, read after this loop
    // before the region ends: its value comes from this loop's last
    // iteration, which only a sequential loop has.
    for (const Loop &K : M.Loops)
      if (K.Index && M.isInsideLoop(K.Id, L.Id) && declaredOutside(K.Index) &&
          std::find(V.Scalars.LastValueNeeded.begin(),
                    V.Scalars.LastValueNeeded.end(),
                    K.Index) == V.Scalars.LastValueNeeded.end() &&
          isLiveAfter(K.Index, L.Stmt, Region.Statement, M))
        Reason(MessageKind::LastValue, {K.Index->getName().str()});

    V.Parallelizable = Reasons.empty();
    if (V.Parallelizable) {
      Say(MessageKind::Parallelizable);
      for (const Reduction &Red : V.Scalars.Reductions)
        Say(MessageKind::ReductionGenerated,
            {reductionName(Red.Op).str(), Red.Var->getName().str()});
    } else {
      V.Messages = std::move(Reasons);
    }
    R.AnyParallel |= V.Parallelizable;
    R.Verdicts.push_back(std::move(V));
  }

  // Restrictions outside every loop stop the region's serial code.
  SourceLocation RegionLoc = Region.Loc;
  unsigned RegionLine = LineOf(RegionLoc);
  R.RegionLine = RegionLine;
  bool SerialRestricted = false;
  std::set<RestrictionKind> Seen;
  for (const Restriction &Rs : M.Restrictions)
    if (Rs.Loops.empty() && Seen.insert(Rs.Kind).second) {
      R.RegionMessages.push_back({restrictionMessage(Rs.Kind),
                                  restrictionArgs(Rs), RegionLoc, Rs.Line});
      SerialRestricted = true;
    }
  if (!M.HostOnly.empty())
    R.RegionMessages.push_back(
        {MessageKind::RegionIgnoredBecause, {M.HostOnly}, RegionLoc, RegionLine});
  else if (SerialRestricted)
    R.RegionMessages.push_back(
        {MessageKind::RegionIgnored, {}, RegionLoc, RegionLine});
  else if (!R.AnyParallel)
    R.RegionMessages.push_back(
        {MessageKind::NoKernels, {}, RegionLoc, RegionLine});
  return R;
}
