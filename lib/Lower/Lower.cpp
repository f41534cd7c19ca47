//===- Lower.cpp - a region's kernels and host code, decided --------------===//
//
// Lowering runs in the order the reasons for keeping a region on the host
// are reported: the scalars in device slots, each kernel's device side
// (LowerKernel.cpp: reductions, the variables it uses, lanes, tiles, what
// its body calls and references), then the region's data items, the loop
// indices read after it, and the host steps with the values each launch
// passes.
//
//===----------------------------------------------------------------------===//

#include "Directive/FunctionNames.h"
#include "Lower/Lowering.h"
#include "Analysis/CTypes.h"
#include "Lower/CudaNames.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "Directive/MemberVariables.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

using namespace cuacc;
using namespace clang;


/// E as C text at the call, which evaluates it before the region: false
/// when it names a symbol declared inside the region (not visible there)
/// or a scalar the region's kernels assign (OnDevice: the first of them).
bool Lowering::callSiteText(const LinearExpr &E, std::string &Out,
                            const VarDecl **OnDevice) const {
  bool OK = true;
  Out = E.str({[&](Atom A) {
                 const VarDecl *V = M.Atoms[A].Var;
                 if (!M.Atoms[A].Value.empty())
                   return "((long)(" + M.Atoms[A].Value + "))";
                 if (M.Atoms[A].IsIndex ||
                     !SM.isBeforeInTranslationUnit(
                         V->getLocation(), M.Region->Statement->getBeginLoc()))
                   OK = false;
                 if (SlotIndex.count(V)) {
                   if (OK && OnDevice && !*OnDevice)
                     *OnDevice = V;
                   OK = false;
                 }
                 // E is arithmetic on integers: 'hi - 1' for an unsigned
                 // hi of 0 is -1, not what C's unsigned arithmetic wraps
                 // it to.
                 if (V->getType()->isUnsignedIntegerType())
                   return "((long)" + sourceName(V) + ")";
                 return sourceName(V);
               },
               nullptr});
  return OK;
}

/// The first slot scalar C text names (text the host evaluates before the
/// region: a private array's size).
const VarDecl *Lowering::slotNamedIn(const std::string &Text) const {
  for (const ScalarSlot &Sl : D.Slots)
    for (size_t At = Text.find(Sl.Name); At != std::string::npos;
         At = Text.find(Sl.Name, At + 1)) {
      auto Ident = [](char C) { return std::isalnum((unsigned char)C) || C == '_'; };
      size_t End = At + Sl.Name.size();
      if ((At == 0 || !Ident(Text[At - 1])) &&
          (End == Text.size() || !Ident(Text[End])))
        return Sl.Var;
    }
  return nullptr;
}

/// E as call-site text plus terms in the indices of the host loops Host
/// (each a monomial of its own, the host's counters).
bool Lowering::hostText(const LinearExpr &E, const std::vector<unsigned> *Host,
                        std::string &Out, std::vector<HostIndexTerm> &Terms,
                        const VarDecl **OnDevice) const {
  LinearExpr Rest = E;
  if (Host)
    for (unsigned L : *Host) {
      int64_t C = E.coefficient(M.Loops[L].IndexAtom);
      if (!C)
        continue;
      Terms.push_back({C, L});
      Rest = Rest - LinearExpr::atom(M.Loops[L].IndexAtom) * C;
    }
  return callSiteText(Rest, Out, OnDevice);
}

/// L's bounds (or the box a grid covers) as the host computes them, inside
/// the host loops Host.
bool Lowering::hostBounds(const Loop &L, const char *What, HostLoopBounds &B,
                          const std::optional<std::pair<LinearExpr, LinearExpr>>
                              &Box,
                          const std::vector<unsigned> *Host) {
  B.Step = L.Step;
  const VarDecl *OnDevice = nullptr;
  if (hostText(Box ? Box->first : L.Lower, Host, B.Lower, B.LowerTerms,
               &OnDevice) &&
      hostText(Box ? Box->second : L.Upper, Host, B.Upper, B.UpperTerms,
               &OnDevice))
    return true;
  if (OnDevice)
    refuse(NotOffloadedKind::ScalarInBounds,
           {What, std::to_string(L.Line), OnDevice->getName().str()});
  else
    refuse(NotOffloadedKind::BoundsChange, {What, std::to_string(L.Line)});
  return false;
}

void Lowering::regionHeader() {
  const Directive &Dir = *M.Region;
  PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(Dir.Loc));
  D.File = llvm::sys::path::filename(PL.getFilename()).str();
  D.Function = functionLabel(*M.Function);
  D.Line = PL.getLine();
  D.Construct = Dir.name();
  D.Condition = "1";
  if (const Clause *If = Dir.find(ClauseKind::If))
    D.Condition = "(" + If->Condition->str() + ")";
  // OpenACC's self(cond): the construct runs on the host where cond holds
  // (a bare 'self': always), as where if(cond) does not.
  if (const Clause *Self = Dir.find(ClauseKind::Self))
    D.Condition = Self->Condition ? "(" + D.Condition + " && !(" +
                                        Self->Condition->str() + "))"
                                  : "0";
}

/// The scalars in device slots (Slots.cpp), numbered after the data items:
/// each kernel that uses one finds it by its variable.
void Lowering::slots() {
  auto Planned = planScalarSlots(R, S, Ctx);
  if (auto *Reason = std::get_if<NotOffloaded>(&Planned))
    return refuse(*Reason);
  D.Slots = std::move(std::get<std::vector<ScalarSlot>>(Planned));
  for (size_t I = 0; I < D.Slots.size(); ++I) {
    D.Slots[I].Slot = unsigned(R.Data.Items.size() + I);
    SlotIndex[D.Slots[I].Var] = unsigned(I);
  }
}

/// The arrays' sections, then the pairs of pointers whose sections must not
/// overlap.
void Lowering::dataItems() {
  for (KernelDesc &KD : D.Kernels)
    for (ReductionDesc &RD : KD.Reductions)
      RD.Slot = D.Slots[SlotIndex.at(RD.Var)].Slot;
  const VarDecl *OnDevice = nullptr;
  auto Lowered = lowerDataItems(
      R.Data.Items,
      [&](const LinearExpr &E, std::string &T) {
        return callSiteText(E, T, &OnDevice);
      },
      Ctx);
  if (auto *Reason = std::get_if<NotOffloaded>(&Lowered)) {
    if (OnDevice && Reason->Kind == NotOffloadedKind::BoundNotVisible)
      return refuse(NotOffloadedKind::ScalarInSection,
                    {Reason->Args[0], OnDevice->getName().str()});
    return refuse(*Reason);
  }
  D.Items = std::move(std::get<std::vector<DataItemDesc>>(Lowered));
  std::map<const VarDecl *, unsigned> ItemOf;
  for (size_t I = 0; I < D.Items.size(); ++I)
    ItemOf.try_emplace(D.Items[I].Var, unsigned(I));
  for (const auto &[A, B] : R.Deps.OverlapChecks) {
    auto IA = ItemOf.find(A), IB = ItemOf.find(B);
    if (IA == ItemOf.end() || IB == ItemOf.end())
      continue;
    bool DevA = D.Items[IA->second].Clause == ClauseKind::Deviceptr,
         DevB = D.Items[IB->second].Clause == ClauseKind::Deviceptr;
    // A device address never lies in host data the region copies; two
    // device pointers have no extent to compare, and where they overlapped
    // the region would fall back to its host code, which cannot use them
    // (unless the user asserted the loops they share independent).
    auto Key = A < B ? std::make_pair(A, B) : std::make_pair(B, A);
    if (DevA && DevB && !R.Deps.OverlapHarmlessInKernels.count(Key))
      return refuse(NotOffloadedKind::DeviceptrsMayOverlap,
                    {userName(A), userName(B)});
    if (!DevA && !DevB)
      D.OverlapChecks.push_back(
          {IA->second, IB->second, userName(A), userName(B)});
  }
  referenceChecks();
}

/// A scalar that a pointer may reach (a global or static, a member, a
/// local whose address the function takes) is read by value or kept in a
/// slot on the device, apart from any array: where it lies in an item's
/// section (`double *p = &s; p[i] = 5; a[i] = s;`), the region runs on the
/// host. Constants and register variables are no pointer's to write.
void Lowering::itemChecks(const VarDecl *V) {
  QualType T = V->getType();
  if (T.isConstQualified() || V->getStorageClass() == SC_Register ||
      !integerConstantValue(V).empty() ||
      !(V->hasGlobalStorage() || memberVariable(V) || M.AddressTaken.count(V)))
    return;
  RegionDesc::ReferenceCheck C;
  C.Var = V;
  C.Name = V->getName().str();
  C.Type = plainTypeName(T, Ctx);
  againstItems(C);
}

/// C against each item the host can see (a device pointer's data is not
/// the host's).
void Lowering::againstItems(RegionDesc::ReferenceCheck C) {
  C.Against = RegionDesc::ReferenceCheck::AnItem;
  for (size_t I = 0; I < D.Items.size(); ++I)
    if (D.Items[I].Clause != ClauseKind::Deviceptr) {
      C.Item = unsigned(I);
      C.OtherName = D.Items[I].Name;
      D.ReferenceChecks.push_back(C);
    }
}

/// The run-time checks of each reference to a scalar the region names
/// (RegionDesc::ReferenceCheck), and of the scalars pointers may reach.
void Lowering::referenceChecks() {
  auto IsScalar = [](const VarDecl *V) {
    QualType T = V->getType().getNonReferenceType();
    return T->isScalarType() && !T->isPointerType();
  };
  for (size_t K = 0; K < R.Host.Vars.size(); ++K) {
    const VarDecl *V = R.Host.Vars[K].Var;
    if (!IsScalar(V))
      continue;
    if (!V->getType()->isReferenceType()) {
      itemChecks(V);
      continue;
    }
    RegionDesc::ReferenceCheck C;
    C.Var = V;
    C.Name = V->getName().str();
    C.Type = plainTypeName(V->getType(), Ctx);
    C.Against = RegionDesc::ReferenceCheck::Present;
    D.ReferenceChecks.push_back(C);
    againstItems(C);
    // Two references are checked once; a register variable has no address
    // and a constant member need not be defined.
    C.Against = RegionDesc::ReferenceCheck::AScalar;
    for (size_t J = 0; J < R.Host.Vars.size(); ++J) {
      const VarDecl *W = R.Host.Vars[J].Var;
      if (W == V || !IsScalar(W) || W->getStorageClass() == SC_Register ||
          !integerConstantValue(W).empty() ||
          (W->getType()->isReferenceType() && J < K))
        continue;
      C.Other = W;
      C.OtherName = W->getName().str();
      C.OtherType = plainTypeName(W->getType(), Ctx);
      D.ReferenceChecks.push_back(C);
    }
  }
}

/// Each loop index read after the region: its final value from the trip
/// counts of its nest (the device's copies were private), set after the
/// slots' values come back.
void Lowering::lastIndices() {
  for (unsigned Id : M.LastIndexValues) {
    if (SlotIndex.count(M.Loops[Id].Index) && !lastIndexOnHost(Id))
      continue;
    LastIndexDesc LI{M.Loops[Id].Index,
                     M.Loops[Id].Index->getType().getUnqualifiedType()
                         .getAsString()};
    for (int P = int(Id); P >= 0; P = M.Loops[P].Parent) {
      HostLoopBounds B;
      if (!hostBounds(M.Loops[P], "loop", B))
        return;
      LI.Nest.insert(LI.Nest.begin(), B);
    }
    D.LastIndices.push_back(std::move(LI));
  }
}

/// Loop Id's index lives in a slot too (serial code assigns it): whether
/// the host still sets the value Id leaves. Not for a loop of serial code
/// (the slot has its value), nor for a loop before the last serial code
/// that assigns the index, which runs whenever the region does (the slot
/// has the later value). A grid kernel's loop after it: the host's value
/// replaces the slot's when that loop's nest ran, as C leaves it. When the
/// last serial assignment may not run (inside a host loop, or on some
/// paths), which value is last is not known here.
bool Lowering::lastIndexOnHost(unsigned Id) {
  const VarDecl *V = M.Loops[Id].Index;
  const KernelPlan *Last = nullptr;
  for (const KernelPlan &K : S.Kernels) {
    if (!K.Serial)
      continue;
    if (std::find(K.InnerLoops.begin(), K.InnerLoops.end(), Id) !=
        K.InnerLoops.end())
      return false;
    if (M.facts().uses(K.Body).Assigned.count(V))
      Last = &K;
  }
  if (!Last || !Last->HostLoops.empty() ||
      !assignedIn(Last->Body, {V}).count(V)) {
    refuse(NotOffloadedKind::LastValueMixed, {V->getName().str()});
    return false;
  }
  return SM.isBeforeInTranslationUnit(
      SM.getExpansionLoc(Last->Body.back()->getEndLoc()),
      SM.getExpansionLoc(M.Loops[Id].Stmt->getBeginLoc()));
}

/// What each parameter of a launch is, on the host: a data item, a
/// scalar's slot, a host loop's index or the variable's value.
void Lowering::launchValues(KernelDesc &KD, const std::vector<unsigned> &Host) {
  for (ParamDesc &P : KD.Params) {
    if (P.Source == ParamSource::Reduction || P.Source == ParamSource::Slot) {
      P.Item = D.Slots[SlotIndex.at(P.Var)].Slot;
    } else if (P.Source == ParamSource::Array) {
      auto It = std::find_if(D.Items.begin(), D.Items.end(),
                             [&](const DataItemDesc &I) { return I.Var == P.Var; });
      if (It == D.Items.end())
        return refuse(NotOffloadedKind::NoDataClause, {P.Name});
      P.Item = unsigned(It - D.Items.begin());
    } else if (P.Source == ParamSource::Value) {
      for (unsigned L : Host)
        if (M.Loops[L].Index == P.Var) {
          P.Source = ParamSource::HostLoopIndex;
          P.Item = L;
          break;
        }
      if (P.Source == ParamSource::Value)
        hostIndexAfterLoop(KD, P.Var);
      // No host variable to pass.
      if (P.Source == ParamSource::Value && inRegion(P.Var))
        refuse(NotOffloadedKind::RegionScalarNotPassed,
               {P.Var->getName().str()});
    }
  }
  for (GridLoopDesc &G : KD.Grid) {
    HostLoopBounds B;
    if (!hostBounds(M.Loops[G.Loop], "loop", B, Boxes[G.Loop], &Host))
      return;
    G.HostLower = B.Lower;
    G.HostUpper = B.Upper;
    G.HostLowerTerms = B.LowerTerms;
    G.HostUpperTerms = B.UpperTerms;
  }
}

/// A value passed at the launch is the variable's before the region: not
/// the index of a host loop that ran before the kernel (the host's counter
/// is not the variable).
void Lowering::hostIndexAfterLoop(const KernelDesc &KD, const VarDecl *V) {
  for (unsigned L : HostLoops)
    if (M.Loops[L].Index == V &&
        SM.isBeforeInTranslationUnit(
            SM.getExpansionLoc(M.Loops[L].Stmt->getEndLoc()),
            SM.getExpansionLoc(KD.Body.front()->getBeginLoc())))
      refuse(NotOffloadedKind::HostIndexReadAfterLoop,
             {V->getName().str(), std::to_string(M.Loops[L].Line)});
}

void Lowering::steps(const std::vector<HostStep> &In,
                     std::vector<HostStepDesc> &Out,
                     std::vector<unsigned> &Host) {
  for (const HostStep &St : In) {
    if (Why)
      return;
    if (St.Kind == HostStep::Launch) {
      launchValues(D.Kernels[St.Kernel], Host);
      Out.push_back({HostStepDesc::What::Launch, St.Kernel});
      continue;
    }
    if (St.Kind == HostStep::Choice) {
      choice(St, Out, Host);
      continue;
    }
    HostStepDesc Step{HostStepDesc::What::Loop, 0, St.LoopId,
                      M.Loops[St.LoopId].Line};
    HostLoops.push_back(St.LoopId);
    if (!hostBounds(M.Loops[St.LoopId], "host loop", Step.Bounds,
                    std::nullopt, &Host))
      return;
    Host.push_back(St.LoopId);
    steps(St.Body, Step.Body, Host);
    Host.pop_back();
    Out.push_back(std::move(Step));
  }
}

/// A count as call-site text; false where a bound has none.
bool Lowering::tripText(const TripSum &In, TripTextSum &Out) const {
  for (const std::vector<TripCount> &Product : In) {
    Out.emplace_back();
    for (const TripCount &T : Product) {
      TripText Text{"", "", T.Step};
      if (!callSiteText(T.Lower, Text.Lower) ||
          !callSiteText(T.Upper, Text.Upper))
        return false;
      Out.back().push_back(std::move(Text));
    }
  }
  return true;
}

bool cuacc::mayRunOnHost(const std::vector<DataItemDesc> &Items) {
  return std::none_of(Items.begin(), Items.end(), [](const DataItemDesc &I) {
    return I.Rows || I.Zero || I.Clause == ClauseKind::Deviceptr ||
           I.Clause == ClauseKind::Present;
  });
}

/// The loops the data sections assume run, checked before the region: the
/// region runs on the host where one does not (its host code, the present
/// data updated around it, as for overlapping pointers), which needs no
/// device pointer, rows through pointers or zeroed device copy.
void Lowering::loopRunChecks() {
  bool HostCanRun = llvm::none_of(D.Items, [](const DataItemDesc &I) {
    return I.Rows || I.Zero || I.Clause == ClauseKind::Deviceptr;
  });
  for (unsigned L : R.Data.AssumedLoops) {
    std::string Line = std::to_string(M.Loops[L].Line), Text;
    if (!HostCanRun ||
        !callSiteText(M.Loops[L].Upper - M.Loops[L].Lower, Text))
      return refuse(NotOffloadedKind::AssumedLoopNotChecked, {Line});
    D.LoopRunChecks.push_back({Text, M.Loops[L].Line});
  }
}

/// The schedule's host-run counts as call-site text, with the variables
/// they read; none where a count has no text.
void Lowering::hostRun() {
  if (!S.HostRun || !mayRunOnHost(D.Items))
    return;
  HostRunText Out;
  if (!tripText(S.HostRun->Work, Out.Work) ||
      !tripText(S.HostRun->InBlock, Out.InBlock) ||
      !tripText(S.HostRun->Launches, Out.Launches))
    return;
  // The counts are evaluated before anything of the region (or of a data
  // region around it) runs, also for loops the program guards: only plain
  // variables, which are always safe to read. Not a member path through a
  // pointer ('p->n' under 'if (p)'), nor a value cuacc computes ('n / m').
  bool Safe = true;
  for (const TripSum *Sum :
       {&S.HostRun->Work, &S.HostRun->InBlock, &S.HostRun->Launches})
    for (const std::vector<TripCount> &Product : *Sum)
      for (const TripCount &T : Product)
        for (const LinearExpr *E : {&T.Lower, &T.Upper})
          E->mentionsAny([&](Atom A) {
            const MemberVariable *Path = memberVariable(M.Atoms[A].Var);
            if (!M.Atoms[A].Value.empty() ||
                (Path && Path->HostSpelling.find("->") != std::string::npos))
              Safe = false;
            Out.Reads.insert(M.Atoms[A].Var);
            return false;
          });
  Out.MayAlias = !D.OverlapChecks.empty();
  if (Safe)
    D.HostRun = std::move(Out);
}

/// The runtime's choice between a persistent kernel and the host loop;
/// the host loop alone where the counts have no call-site text (the
/// kernel is then never launched).
void Lowering::choice(const HostStep &St, std::vector<HostStepDesc> &Out,
                      std::vector<unsigned> &Host) {
  HostStepDesc Step{HostStepDesc::What::Choice, St.Kernel, 0, D.Kernels[St.Kernel].Line};
  if (!tripText(St.Cost.Phases, Step.Phases) ||
      !tripText(St.Cost.Elements, Step.Elements) ||
      !tripText(St.Cost.Launches, Step.Launches) ||
      !tripText(St.Cost.HostedPhases, Step.HostedPhases))
    return steps(St.Body, Out, Host);
  launchValues(D.Kernels[St.Kernel], Host);
  steps(St.Body, Step.Body, Host);
  Out.push_back(std::move(Step));
}

/// The call passes variables by address, which a register variable has
/// not; in C, one the kernels only read goes as the address of a copy
/// (CallSite::arguments).
void Lowering::addressesExist() {
  auto Check = [&](const VarDecl *V) {
    if (V->getStorageClass() == SC_Register)
      refuse(NotOffloadedKind::RegisterVariable, {V->getName().str()});
  };
  bool CopiesRegisters = !Ctx.getLangOpts().CPlusPlus;
  for (const DataItemDesc &I : D.Items)
    Check(I.Var);
  for (const ScalarSlot &Sl : D.Slots)
    if (Sl.CopyIn || Sl.CopyOut)
      Check(Sl.Var);
  for (const LastIndexDesc &LI : D.LastIndices)
    Check(LI.Var);
  for (const KernelDesc &KD : D.Kernels)
    for (const ParamDesc &P : KD.Params)
      if ((P.Source == ParamSource::Value && !CopiesRegisters) ||
          P.Source == ParamSource::Array)
        Check(P.Var);
}

LoweredRegion Lowering::run() {
  if (S.Refused)
    return *S.Refused;
  slots();
  if (Why)
    return *Why;
  // Kernels a CUDA C++ compiler would read otherwise stay on the host.
  std::optional<NotOffloaded> Conflict = whyNotCudaCpp(M.Region->Statement, M.facts());
  for (const KernelPlan &K : S.Kernels) {
    D.Kernels.push_back(lowerKernel(K));
    refuse(Conflict);
  }
  if (!Why)
    dataItems();
  if (!Why)
    loopRunChecks();
  if (!Why)
    lastIndices();
  std::vector<unsigned> Host;
  if (!Why)
    steps(S.Steps, D.Steps, Host);
  if (!Why)
    addressesExist();
  if (Why)
    return *Why;
  hostRun();
  regionHeader();
  // What moves for the scalars, as PGI lists the arrays.
  for (const ScalarSlot &Sl : D.Slots)
    D.Messages.push_back({MessageKind::Generating,
                          {Sl.clause(), Sl.Name},
                          M.Region->Loc, D.Line});
  if (D.HostRun)
    D.Messages.push_back({MessageKind::HostChoice, {"Accelerator region"},
                          M.Region->Loc, D.Line});
  return std::move(D);
}

LoweredRegion cuacc::lowerRegion(const RegionAnalysis &R,
                                 const RegionSchedule &S, ASTContext &Ctx) {
  return Lowering(R, S, Ctx).run();
}
