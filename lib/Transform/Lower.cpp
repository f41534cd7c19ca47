//===- Lower.cpp - a region's kernels and host code, decided --------------===//
//
// Lowering runs in the order the reasons for keeping a region on the host
// are reported: each kernel's device side (reductions, the variables it
// uses, lanes, tiles, what its body calls and references), then the
// region's data items and reduction slots, the loop indices read after it,
// and the host steps with the values each launch passes.
//
//===----------------------------------------------------------------------===//

#include "Transform/Lower.h"
#include "Transform/CTypes.h"
#include "Transform/CudaNames.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Path.h"

using namespace cuacc;
using namespace clang;

std::string NotOffloaded::text() const {
  static const char *const Texts[] = {
#define NOT_OFFLOADED(Kind, Text) Text,
#include "Transform/NotOffloaded.def"
  };
  return fillArguments(Texts[unsigned(Kind)], Args);
}

namespace {

class Lowering {
public:
  Lowering(const RegionAnalysis &R, const RegionSchedule &S, ASTContext &Ctx)
      : R(R), M(R.Model), S(S), Ctx(Ctx), SM(Ctx.getSourceManager()) {}
  LoweredRegion run();

private:
  const RegionAnalysis &R;
  const RegionModel &M;
  const RegionSchedule &S;
  ASTContext &Ctx;
  const SourceManager &SM;
  RegionDesc D;
  std::optional<NotOffloaded> Why;
  /// Each slot scalar's index in D.Slots.
  std::map<const VarDecl *, unsigned> SlotIndex;
  /// The loops the host runs.
  std::vector<unsigned> HostLoops;

  void refuse(NotOffloadedKind Kind, std::vector<std::string> Args) {
    if (!Why)
      Why = NotOffloaded{Kind, std::move(Args)};
  }
  void refuse(std::optional<NotOffloaded> Reason) {
    if (!Why && Reason)
      Why = std::move(Reason);
  }
  /// A bound as kernel text (atoms by name).
  std::string kernelText(const LinearExpr &E) const {
    return "(" + E.str({[this](Atom A) { return M.atomName(A); }, nullptr}) +
           ")";
  }
  bool callSiteText(const LinearExpr &E, std::string &Out,
                    const VarDecl **OnDevice = nullptr) const;
  bool hostText(const LinearExpr &E, const std::vector<unsigned> *Host,
                std::string &Out, std::vector<HostIndexTerm> &Terms,
                const VarDecl **OnDevice) const;
  const VarDecl *slotNamedIn(const std::string &Text) const;
  bool inRegion(const VarDecl *V) const {
    const Stmt *St = M.Region->Statement;
    SourceLocation L = SM.getExpansionLoc(V->getLocation());
    return !V->hasGlobalStorage() &&
           !SM.isBeforeInTranslationUnit(L, SM.getExpansionLoc(St->getBeginLoc())) &&
           !SM.isBeforeInTranslationUnit(SM.getExpansionLoc(St->getEndLoc()), L);
  }
  bool hostBounds(const Loop &L, const char *What, HostLoopBounds &B,
                  const std::optional<std::pair<LinearExpr, LinearExpr>> &Box =
                      std::nullopt,
                  const std::vector<unsigned> *Host = nullptr);
  /// The grid loops that cover a box (GridDim::Box).
  std::map<unsigned, std::optional<std::pair<LinearExpr, LinearExpr>>> Boxes;

  KernelDesc lowerKernel(const KernelPlan &K);
  std::optional<ReductionDesc> reduction(const Reduction &Red);
  std::optional<ReductionDesc> elementReduction(const ElementReduction &E);
  void reductions(const KernelPlan &K, KernelDesc &KD);
  void variables(const KernelPlan &K, KernelDesc &KD);
  void slotAccess(const VarDecl *V, bool Store, bool Load, KernelDesc &KD);
  void slotDeclarations(const KernelPlan &K, KernelDesc &KD);
  void nameClashes(const KernelDesc &KD);
  void scratchArray(const VarDecl *V, const std::vector<unsigned> &Loops,
                    KernelDesc &KD);
  bool autoSection(const VarDecl *V, const std::vector<unsigned> &Loops,
                   std::string &Lower, std::string &Upper) const;
  void gridLoops(const KernelPlan &K, KernelDesc &KD);
  void lanes(const KernelPlan &K, KernelDesc &KD);
  void vectors(const KernelPlan &K, KernelDesc &KD);
  void tiles(const KernelPlan &K, KernelDesc &KD);
  void kernelBody(const KernelPlan &K, KernelDesc &KD) const;

  void regionHeader();
  void slots();
  void dataItems();
  void lastIndices();
  bool lastIndexOnHost(unsigned Id);
  void steps(const std::vector<HostStep> &In, std::vector<HostStepDesc> &Out,
             std::vector<unsigned> &Host);
  void launchValues(KernelDesc &KD, const std::vector<unsigned> &Host);
  void hostIndexAfterLoop(const KernelDesc &KD, const VarDecl *V);
  void addressesExist();
};

} // namespace

/// E as C text at the call, which evaluates it before the region: false
/// when it names a symbol declared inside the region (not visible there)
/// or a scalar the region's kernels assign (OnDevice: the first of them).
bool Lowering::callSiteText(const LinearExpr &E, std::string &Out,
                            const VarDecl **OnDevice) const {
  bool OK = true;
  Out = E.str({[&](Atom A) {
                 const VarDecl *V = M.Atoms[A].Var;
                 if (M.Atoms[A].IsIndex ||
                     !SM.isBeforeInTranslationUnit(
                         V->getLocation(), M.Region->Statement->getBeginLoc()))
                   OK = false;
                 if (SlotIndex.count(V)) {
                   if (OK && OnDevice && !*OnDevice)
                     *OnDevice = V;
                   OK = false;
                 }
                 return V->getName().str();
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

/// A reduction's combiner and identity on its variable's type, or a
/// refusal when it is not generated for that type.
std::optional<ReductionDesc> Lowering::reduction(const Reduction &Red) {
  ReductionDesc RD{Red.Var, Red.Op, Red.Var->getName().str(),
                   plainTypeName(Red.Var->getType(), Ctx)};
  if (reductionParts(Red.Op, RD.Type, RD.Functor, RD.Identity))
    return RD;
  refuse(NotOffloadedKind::ReductionType,
         {reductionName(Red.Op).str(), RD.Type});
  return std::nullopt;
}

/// An element reduction's register ("__elem_<array>"), with the combiner
/// and identity of the element's type.
std::optional<ReductionDesc>
Lowering::elementReduction(const ElementReduction &E) {
  ReductionDesc RD{E.Array, E.Op, "__elem_" + E.Array->getName().str(),
                   plainTypeName(E.First->getType(), Ctx)};
  if (reductionParts(E.Op, RD.Type, RD.Functor, RD.Identity))
    return RD;
  refuse(NotOffloadedKind::ReductionType,
         {reductionName(E.Op).str(), RD.Type});
  return std::nullopt;
}

/// A partial per thread from the identity, combined at the end.
void Lowering::reductions(const KernelPlan &K, KernelDesc &KD) {
  unsigned BlockThreads = 1;
  for (const GridDim &G : K.Grid)
    BlockThreads *= G.Vector;
  KD.WarpCombine = BlockThreads % 32 == 0;
  for (const Reduction &Red : K.Reductions) {
    std::optional<ReductionDesc> Lowered = reduction(Red);
    if (!Lowered)
      continue;
    // Into the variable's slot, which the rest of the region reads.
    ReductionDesc &RD = *Lowered;
    KD.Params.push_back({Red.Var, ParamSource::Reduction, RD.Type + " *",
                         "__red_" + RD.Name});
    KD.Reductions.push_back(std::move(RD));
  }
}

/// The section of V the analysis privatized in one of Loops, as call-site
/// text (it checked that the host can evaluate it).
bool Lowering::autoSection(const VarDecl *V, const std::vector<unsigned> &Loops,
                           std::string &Lower, std::string &Upper) const {
  for (unsigned L : Loops)
    for (const PrivateArray &P : R.Verdicts[L].AutoPrivate)
      if (P.Var == V && P.Section.size() == 1 &&
          callSiteText(P.Section[0].Lower, Lower) &&
          callSiteText(P.Section[0].Upper, Upper))
        return true;
  return false;
}

/// A private array whose size is known only at run time lives in a scratch
/// buffer holding every thread's copy, element-major: two parameters, the
/// buffer and the section's first index.
void Lowering::scratchArray(const VarDecl *V, const std::vector<unsigned> &Loops,
                            KernelDesc &KD) {
  std::string Name = V->getName().str(), Lower = "0", Length;
  QualType T = V->getType();
  if (const VariableArrayType *VA = Ctx.getAsVariableArrayType(T)) {
    if (Ctx.getAsArrayType(VA->getElementType()))
      return refuse(NotOffloadedKind::PrivateArrayRank, {Name});
    Length = exprText(VA->getSizeExpr(), Ctx);
  } else if (T->isPointerType() && T->getPointeeType()->isScalarType()) {
    const Section *Sec = nullptr;
    for (unsigned L : Loops)
      if (const Directive *Dir = M.Loops[L].ForDirective)
        for (const Clause &C : Dir->Clauses)
          if (C.Kind == ClauseKind::Private)
            for (const DataItem &I : C.Items)
              if (I.Name == Name && I.Sections.size() == 1)
                Sec = &I.Sections.front();
    std::string Upper;
    if (Sec && Sec->Upper) {
      Lower = Sec->Lower ? Sec->Lower->str() : "0";
      Upper = Sec->Upper->str();
    } else if (!autoSection(V, Loops, Lower, Upper)) {
      return refuse(NotOffloadedKind::PrivateArrayNoSection, {Name});
    }
    Length = "(" + Upper + ") - (" + Lower + ") + 1";
  } else {
    return refuse(NotOffloadedKind::PrivateArrayNoSize, {Name});
  }
  // The host sizes the buffer before the region.
  if (const VarDecl *OnDevice = slotNamedIn(Length + " " + Lower))
    return refuse(NotOffloadedKind::ScalarInSection,
                  {Name, OnDevice->getName().str()});
  std::string Element = elementType(V, Ctx);
  KD.Params.push_back({V, ParamSource::ScratchBuffer, Element + " *",
                       "__priv_" + Name, 0, Length, Element});
  KD.Params.push_back(
      {V, ParamSource::ScratchLower, "long", "__priv_" + Name + "_lo", 0, Lower});
  KD.Scratch.insert(V);
}

/// The statement a grid kernel runs per grid iteration: the deepest grid
/// loop's body, inside the loops interchange moved there (each printed
/// around the next, BodyOf).
void Lowering::kernelBody(const KernelPlan &K, KernelDesc &KD) const {
  unsigned Deepest = K.Grid.front().Loop;
  for (const GridDim &G : K.Grid)
    if (M.Loops[G.Loop].Depth > M.Loops[Deepest].Depth)
      Deepest = G.Loop;
  const Stmt *Body = M.Loops[Deepest].Stmt->getBody();
  for (auto It = K.Interchanged.rbegin(); It != K.Interchanged.rend(); ++It) {
    const ForStmt *F = M.Loops[*It].Stmt;
    KD.BodyOf[F] = Body;
    Body = F;
  }
  if (M.Loops[Deepest].Stmt == K.Body.front() && K.Interchanged.empty() &&
      !K.Part.empty())
    KD.Body = K.Part;
  else
    KD.Body = {Body};
}

/// The variables the kernel's statements use: parameters (arrays with the
/// variables of their extents, values), private scalars, and private
/// arrays in the thread's local memory or the scratch buffer.
void Lowering::variables(const KernelPlan &K, KernelDesc &KD) {
  std::set<std::string> PrivateArrays;
  std::vector<unsigned> KernelLoops = K.InnerLoops;
  for (const GridDim &G : K.Grid)
    KernelLoops.push_back(G.Loop);
  for (unsigned L : KernelLoops)
    for (const std::string &A : R.Verdicts[L].PrivateArrays)
      PrivateArrays.insert(A);
  std::set<const VarDecl *> Skip;
  for (const GridDim &G : K.Grid)
    Skip.insert(M.Loops[G.Loop].Index);
  for (const Reduction &Red : K.Reductions)
    Skip.insert(Red.Var);

  VariableUses U;
  SourceRange Range;
  U = summarizeUses(KD.Body);
  Range = SourceRange(KD.Body.front()->getBeginLoc(),
                      KD.Body.back()->getEndLoc());
  for (const GridDim &G : K.Grid) // none for a serial kernel
    for (const LinearExpr *E : {&M.Loops[G.Loop].Lower, &M.Loops[G.Loop].Upper})
      for (const auto &[Mono, Coef] : E->terms())
        for (Atom A : Mono)
          U.use(M.Atoms[A].Var);
  auto DeclaredInside = [&](const VarDecl *V) {
    SourceLocation L = SM.getExpansionLoc(V->getLocation());
    return !SM.isBeforeInTranslationUnit(L, SM.getExpansionLoc(Range.getBegin())) &&
           !SM.isBeforeInTranslationUnit(SM.getExpansionLoc(Range.getEnd()), L);
  };

  std::set<const VarDecl *> Seen;
  auto AddValue = [&](const VarDecl *V) {
    if (Seen.insert(V).second)
      KD.Params.push_back({V, ParamSource::Value, plainTypeName(V->getType(), Ctx),
                           V->getName().str()});
  };
  for (const VarDecl *V : U.Used) {
    if (Skip.count(V) || DeclaredInside(V))
      continue;
    QualType T = V->getType();
    if (PrivateArrays.count(V->getName().str())) {
      // Flat: references are linearized like any multi-dimensional array.
      uint64_t Size = 1;
      QualType E = T;
      while (const auto *CA = dyn_cast_or_null<ConstantArrayType>(
                 Ctx.getAsArrayType(E))) {
        Size *= CA->getSize().getZExtValue();
        E = CA->getElementType();
      }
      if (Size == 1 || Ctx.getAsArrayType(E))
        scratchArray(V, KernelLoops, KD);
      else
        KD.Locals.push_back({elementType(V, Ctx), V->getName().str(), Size});
      continue;
    }
    if (T->isArrayType() || (T->isPointerType() && U.Subscripted.count(V))) {
      if (!Seen.insert(V).second)
        continue;
      KD.Params.push_back({V, ParamSource::Array, elementType(V, Ctx) + " *",
                           V->getName().str()});
      // The extents the type had where it was declared, not a value the
      // region computes.
      for (const VarDecl *E : extentVariables(V, Ctx))
        if (SlotIndex.count(E))
          refuse(NotOffloadedKind::ScalarInExtent,
                 {V->getName().str(), E->getName().str()});
        else
          AddValue(E);
      continue;
    }
    if (T->isPointerType()) {
      refuse(NotOffloadedKind::PointerNotArray, {V->getName().str()});
      continue;
    }
    bool Slot = SlotIndex.count(V);
    // A grid kernel's own copy: the verdict found it private there.
    if (U.Assigned.count(V) && !(K.Serial && Slot)) {
      KD.Privates.push_back({plainTypeName(T, Ctx), V->getName().str()});
      continue;
    }
    // A serial kernel that assigns it on every path before reading it
    // needs no load (what it stores is its own).
    if (Slot)
      slotAccess(V, /*Store=*/U.Assigned.count(V),
                 /*Load=*/!U.Assigned.count(V) ||
                     exposedIn(KD.Body, {V}).count(V) ||
                     !assignedIn(KD.Body, {V}).count(V),
                 KD);
    else
      AddValue(V);
  }
  if (K.Serial)
    slotDeclarations(K, KD);
  nameClashes(KD);
}

void Lowering::slotAccess(const VarDecl *V, bool Store, bool Load,
                          KernelDesc &KD) {
  const ScalarSlot &Sl = D.Slots[SlotIndex.at(V)];
  std::string Param = "__slot_" + Sl.Name;
  KD.Params.push_back({V, ParamSource::Slot, Sl.Type + " *", Param});
  KD.SlotScalars.push_back({Sl.Type, Sl.Name, Param, Store, Load});
}

/// A serial kernel's declarations of scalars that later kernels use: the
/// kernel keeps the variable in its slot (their values are undefined before
/// the declaration: nothing to load).
void Lowering::slotDeclarations(const KernelPlan &K, KernelDesc &KD) {
  std::set<const VarDecl *> Assigned = summarizeUses(K.Body).Assigned;
  for (const Stmt *St : K.Body)
    if (const auto *DS = dyn_cast<DeclStmt>(St))
      for (const Decl *Dc : DS->decls())
        if (const auto *V = dyn_cast<VarDecl>(Dc); V && SlotIndex.count(V)) {
          slotAccess(V, /*Store=*/V->hasInit() || Assigned.count(V),
                     /*Load=*/false, KD);
          KD.SlotDecls.insert(V);
        }
}

/// A slot scalar becomes a local of its own name: no other variable of the
/// kernel may have it (an outer variable that one declared in the region
/// hides).
void Lowering::nameClashes(const KernelDesc &KD) {
  std::map<std::string, const VarDecl *> Names;
  for (const ParamDesc &P : KD.Params)
    if (P.Source == ParamSource::Value || P.Source == ParamSource::Array ||
        P.Source == ParamSource::Slot)
      if (!Names.try_emplace(P.Var->getName().str(), P.Var).second &&
          Names[P.Var->getName().str()] != P.Var)
        refuse(NotOffloadedKind::NameClash, {P.Var->getName().str()});
  for (const PrivateScalar &P : KD.Privates)
    for (const SlotAccess &Sl : KD.SlotScalars)
      if (P.Name == Sl.Name)
        refuse(NotOffloadedKind::NameClash, {P.Name});
}

void Lowering::gridLoops(const KernelPlan &K, KernelDesc &KD) {
  static const char Dims[] = {'x', 'y', 'z'};
  for (size_t Dim = 0; Dim < K.Grid.size(); ++Dim) {
    const GridDim &G = K.Grid[Dim];
    const Loop &L = M.Loops[G.Loop];
    GridLoopDesc GD{G.Loop, L.Line};
    GD.Index = L.Index->getName().str();
    GD.IndexType = plainTypeName(L.Index->getType(), Ctx);
    GD.Lower = kernelText(G.Box ? G.Box->first : L.Lower);
    GD.Upper = kernelText(G.Box ? G.Box->second : L.Upper);
    if (G.Box)
      GD.Guard = "(" + GD.Index + " >= " + kernelText(L.Lower) + " && " +
                 GD.Index + " <= " + kernelText(L.Upper) + ")";
    GD.Step = L.Step;
    GD.Vector = G.Vector;
    GD.Chunk = G.Chunk;
    GD.ThreadDim = K.LaneLoop && K.LaneDim == 0 ? 'y' : Dims[Dim];
    if (K.VectorWidth)
      GD.ThreadDim = 0;
    GD.Clamp = (K.LaneLoop && K.LaneDim == 1) || !K.Cached.empty();
    GD.MaxBlocks = Dim ? tuning::MaxBlocksYZ
                   : K.Reductions.empty() ? tuning::MaxBlocksX
                                          : tuning::ReductionBlocks;
    // parallel(n): at most n blocks along this dimension.
    if (L.ForDirective)
      if (const Clause *Par = L.ForDirective->find(ClauseKind::Parallel);
          Par && Par->Count && *Par->Count < GD.MaxBlocks)
        GD.MaxBlocks = *Par->Count;
    if (G.Chunk > 1)
      KD.StripDim = unsigned(Dim);
    if (G.Box)
      Boxes[G.Loop] = G.Box;
    KD.Grid.push_back(std::move(GD));
  }
}

void Lowering::vectors(const KernelPlan &K, KernelDesc &KD) {
  KD.VectorWidth = K.VectorWidth;
  KD.SingleThread.insert(K.SingleThread.begin(), K.SingleThread.end());
  for (unsigned V : K.VectorLoops) {
    const Loop &VL = M.Loops[V];
    VectorLoopDesc VD{VL.Line, VL.Index->getName().str(),
                      plainTypeName(VL.Index->getType(), Ctx), kernelText(VL.Lower),
                      kernelText(VL.Upper), VL.Step};
    for (const Reduction &Red : R.Verdicts[V].Scalars.Reductions)
      if (std::optional<ReductionDesc> RD = reduction(Red))
        VD.Reductions.push_back(std::move(*RD));
    KD.Vectors[VL.Stmt] = std::move(VD);
  }
}

void Lowering::lanes(const KernelPlan &K, KernelDesc &KD) {
  const Loop &LL = M.Loops[*K.LaneLoop];
  std::optional<ReductionDesc> RD;
  if (K.LaneElement)
    RD = elementReduction(*K.LaneElement);
  else
    RD = reduction(K.LaneReduction);
  if (!RD)
    return;
  LaneDesc L{LL.Stmt, LL.Line, K.LaneDim, K.LaneDim == 0 ? 32u : LaneWarps,
             std::move(*RD)};
  if (K.LaneElement) {
    L.ElementRefs = K.LaneElement->Refs;
    L.Element = K.LaneElement->First;
  }
  L.Index = LL.Index->getName().str();
  L.IndexType = plainTypeName(LL.Index->getType(), Ctx);
  L.Lower = kernelText(LL.Lower);
  L.Upper = kernelText(LL.Upper);
  L.Step = LL.Step;
  // Lane 0 alone runs what follows the lane loop (declarations excepted:
  // every lane needs them), and the stores to its element before it.
  L.LaneZeroOnly.insert(K.LaneZeroBefore.begin(), K.LaneZeroBefore.end());
  bool After = false;
  if (const auto *CS = dyn_cast<CompoundStmt>(KD.Body.front()))
    for (const Stmt *St : CS->body()) {
      if (After && !isa<DeclStmt>(St))
        L.LaneZeroOnly.insert(St);
      After |= St == LL.Stmt;
    }
  KD.Lanes = std::move(L);
}

/// Each cached array's tile, and the references that read it: those whose
/// subscripts are the grid index plus a constant inside the cached range.
void Lowering::tiles(const KernelPlan &K, KernelDesc &KD) {
  for (const CachedArray &CA : K.Cached) {
    TileDesc T{CA.Name, elementType(CA.Var, Ctx), CA.Grid};
    T.Lo = CA.Lo;
    T.Hi = CA.Hi;
    for (size_t Dim = 0; Dim < CA.Grid.size(); ++Dim)
      T.Extent.push_back(K.Grid[CA.Grid[Dim]].Vector +
                         unsigned(CA.Hi[Dim] - CA.Lo[Dim]));
    T.ArrayExtents = innerExtents(CA.Var, Ctx);
    for (const ArrayAccess &A : M.Accesses) {
      if (A.Array != CA.Var || A.IsWrite ||
          A.Subscripts.size() != CA.Grid.size())
        continue;
      std::vector<int64_t> Offsets;
      for (size_t Dim = 0; Dim < CA.Grid.size(); ++Dim) {
        const Subscript &Sub = A.Subscripts[Dim];
        LinearExpr Rest = Sub.Expr - LinearExpr::atom(
                                         M.Loops[K.Grid[CA.Grid[Dim]].Loop]
                                             .IndexAtom);
        if (!Sub.Affine || !Rest.isConstant() ||
            Rest.constant() < CA.Lo[Dim] || Rest.constant() > CA.Hi[Dim])
          break;
        Offsets.push_back(Rest.constant() - CA.Lo[Dim]);
      }
      if (Offsets.size() == CA.Grid.size())
        T.Refs[A.E] = std::move(Offsets);
    }
    KD.Tiles.push_back(std::move(T));
  }
}

KernelDesc Lowering::lowerKernel(const KernelPlan &K) {
  KernelDesc KD{K.Name, K.Line, K.Serial};
  if (K.Serial)
    KD.Body = K.Body;
  else
    kernelBody(K, KD);
  reductions(K, KD);
  variables(K, KD);
  for (unsigned L : K.InnerLoops)
    if (M.Loops[L].ForDirective)
      if (const Clause *U = M.Loops[L].ForDirective->find(ClauseKind::Unroll))
        KD.Unroll[M.Loops[L].Stmt] = *U->Count;
  if (!K.Serial) {
    gridLoops(K, KD);
    if (K.LaneLoop)
      lanes(K, KD);
    vectors(K, KD);
    tiles(K, KD);
    KD.NarrowPays = K.NarrowPays;
    if (K.Tiling)
      KD.Tiling = lowerTiling(*K.Tiling, M, KD.Body.front(), Ctx);
  }
  refuse(kernelContents(KD, Ctx, KD.DeviceFunctions));
  return KD;
}

void Lowering::regionHeader() {
  const Directive &Dir = *M.Region;
  PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(Dir.Loc));
  D.File = llvm::sys::path::filename(PL.getFilename()).str();
  D.Function = M.Function->getName().str();
  D.Line = PL.getLine();
  D.Condition = "1";
  if (const Clause *If = Dir.find(ClauseKind::If))
    D.Condition = "(" + If->Condition->str() + ")";
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
    if (IA != ItemOf.end() && IB != ItemOf.end())
      D.OverlapChecks.push_back(
          {IA->second, IB->second, A->getName().str(), B->getName().str()});
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
    if (summarizeUses(K.Body).Assigned.count(V))
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
      Out.push_back({false, St.Kernel});
      continue;
    }
    HostStepDesc Step{true, 0, St.LoopId, M.Loops[St.LoopId].Line};
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

/// The call passes variables by address, which a register variable has
/// not.
void Lowering::addressesExist() {
  auto Check = [&](const VarDecl *V) {
    if (V->getStorageClass() == SC_Register)
      refuse(NotOffloadedKind::RegisterVariable, {V->getName().str()});
  };
  for (const DataItemDesc &I : D.Items)
    Check(I.Var);
  for (const ScalarSlot &Sl : D.Slots)
    if (Sl.CopyIn || Sl.CopyOut)
      Check(Sl.Var);
  for (const LastIndexDesc &LI : D.LastIndices)
    Check(LI.Var);
  for (const KernelDesc &KD : D.Kernels)
    for (const ParamDesc &P : KD.Params)
      if (P.Source == ParamSource::Value || P.Source == ParamSource::Array)
        Check(P.Var);
}

LoweredRegion Lowering::run() {
  if (S.Refused)
    return *S.Refused;
  slots();
  if (Why)
    return *Why;
  // Kernels a CUDA C++ compiler would read otherwise stay on the host.
  std::string Conflict = whyNotCudaCpp(M.Region->Statement);
  for (const KernelPlan &K : S.Kernels) {
    D.Kernels.push_back(lowerKernel(K));
    if (!Conflict.empty())
      refuse(NotOffloadedKind::NotCudaCpp, {Conflict});
  }
  if (!Why)
    dataItems();
  if (!Why)
    lastIndices();
  std::vector<unsigned> Host;
  if (!Why)
    steps(S.Steps, D.Steps, Host);
  if (!Why)
    addressesExist();
  if (Why)
    return *Why;
  regionHeader();
  // What moves for the scalars, as PGI lists the arrays.
  for (const ScalarSlot &Sl : D.Slots)
    D.Messages.push_back({MessageKind::Generating,
                          {Sl.clause(), Sl.Name},
                          M.Region->Loc, D.Line});
  return std::move(D);
}

LoweredRegion cuacc::lowerRegion(const RegionAnalysis &R,
                                 const RegionSchedule &S, ASTContext &Ctx) {
  return Lowering(R, S, Ctx).run();
}

bool cuacc::reductionParts(ReductionOp Op, const std::string &Type,
                           std::string &Functor, std::string &Identity) {
  bool Float = Type == "float", Double = Type == "double";
  bool Int = Type == "int", Long = Type == "long" || Type == "long long";
  bool Unsigned = Type == "unsigned int";
  if (!Float && !Double && !Int && !Long && !Unsigned)
    return false;
  bool Integral = Int || Long || Unsigned;
  switch (Op) {
  case ReductionOp::Sum: Functor = "__cuacc_sum"; Identity = "0"; return true;
  case ReductionOp::Product: Functor = "__cuacc_prod"; Identity = "1"; return true;
  case ReductionOp::Max:
    Functor = "__cuacc_max";
    Identity = Float ? "-FLT_MAX" : Double ? "-DBL_MAX" : Int ? "INT_MIN"
               : Unsigned ? "0u" : "LLONG_MIN";
    return true;
  case ReductionOp::Min:
    Functor = "__cuacc_min";
    Identity = Float ? "FLT_MAX" : Double ? "DBL_MAX" : Int ? "INT_MAX"
               : Unsigned ? "UINT_MAX" : "LLONG_MAX";
    return true;
  case ReductionOp::BitAnd: Functor = "__cuacc_band"; Identity = "~0"; return Integral;
  case ReductionOp::BitOr: Functor = "__cuacc_bor"; Identity = "0"; return Integral;
  case ReductionOp::BitXor: Functor = "__cuacc_bxor"; Identity = "0"; return Integral;
  // C gives 0 or 1; the variable's own value joins only when the loop runs
  // (the host skips an empty launch; a lane loop keeps it when empty).
  case ReductionOp::And: Functor = "__cuacc_land"; Identity = "1"; return true;
  case ReductionOp::Or: Functor = "__cuacc_lor"; Identity = "0"; return true;
  }
  llvm_unreachable("a reduction operator without a combiner");
}
