//===- LowerKernel.cpp - a kernel's device side, decided ------------------===//
//
// Per kernel of the schedule: its reductions, the variables it uses
// (parameters, private scalars and arrays, device slots), grid loops,
// vector loops, lanes, tiles and body (see Lowering.h).
//
//===----------------------------------------------------------------------===//

#include "Directive/Binder.h"
#include "Directive/HostValues.h"
#include "Analysis/CTypes.h"
#include "Lower/CudaNames.h"
#include "Lower/Lowering.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

using namespace cuacc;
using namespace clang;

/// A reduction's combiner and identity on its variable's type, or a
/// refusal when it is not generated for that type.
std::optional<ReductionDesc> Lowering::reduction(const Reduction &Red) {
  ReductionDesc RD{Red.Var, Red.Op, Red.Var->getName().str(),
                   plainTypeName(Red.Var->getType(), Ctx)};
  if (reductionParts(Red.Op, Red.Var->getType(), Ctx, RD.Functor, RD.Identity,
                     Red.How))
    return RD;
  refuse(NotOffloadedKind::ReductionType,
         {reductionName(Red.Op).str(), RD.Type});
  return std::nullopt;
}

/// An element reduction's register ("__elem_<array>", numbered when
/// Taken, the loop's registers so far, has it: two elements of one array),
/// with the combiner and identity of the element's type.
std::optional<ReductionDesc>
Lowering::elementReduction(const ElementReduction &E,
                           std::set<std::string> &Taken) {
  std::string Name = "__elem_" + E.Array->getName().str();
  for (unsigned N = 1; !Taken.insert(Name).second; ++N)
    Name = "__elem_" + E.Array->getName().str() + "_" + std::to_string(N);
  ReductionDesc RD{E.Array, E.Op, Name, plainTypeName(E.First->getType(), Ctx)};
  if (reductionParts(E.Op, E.First->getType(), Ctx, RD.Functor, RD.Identity))
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

/// A lastprivate array's copy goes back to the device copy (a parameter of
/// its own; the private copy has the variable's name): the elements of the
/// section every iteration writes, none when the loops around that write
/// run no iteration. Both counts are the host's, at the call.
void Lowering::lastprivateCopy(const VarDecl *V, const LastPrivateCopy &Copy,
                               const KernelPlan &K, bool InScratch,
                               KernelDesc &KD) {
  std::string Name = V->getName().str(), To = "__lp_" + Name;
  for (const GridDim &G : K.Grid) {
    if (G.Box)
      return refuse(NotOffloadedKind::LastPrivateBox, {Name});
    if (!llvm::is_contained(R.Verdicts[G.Loop].PrivateArrays, V))
      return refuse(NotOffloadedKind::LastPrivateShared, {Name});
  }
  std::string Lo, Hi, Runs;
  if (!callSiteText(Copy.Hull.Lower, Lo) || !callSiteText(Copy.Hull.Upper, Hi))
    return refuse(NotOffloadedKind::PrivateArrayNoSection, {Name});
  std::vector<unsigned> Checked = Copy.MustRun;
  for (unsigned L : Copy.MustRunIfInside)
    if (llvm::is_contained(K.InnerLoops, L))
      Checked.push_back(L);
  for (unsigned L : Checked) {
    if (llvm::any_of(K.Grid, [&](const GridDim &G) { return G.Loop == L; }))
      continue; // the last iteration's thread runs only if it runs
    std::string First, Last;
    if (!callSiteText(M.Loops[L].Lower, First) ||
        !callSiteText(M.Loops[L].Upper, Last))
      return refuse(NotOffloadedKind::PrivateArrayNoSection, {Name});
    Runs += "(" + Last + ") >= (" + First + ") && ";
  }
  std::string Count = "(" + Runs + "(" + Hi + ") >= (" + Lo + ") ? (" + Hi +
                      ") - (" + Lo + ") + 1 : 0)";
  if (const VarDecl *OnDevice = slotNamedIn(Count))
    return refuse(NotOffloadedKind::ScalarInSection,
                  {Name, OnDevice->getName().str()});
  KD.Params.push_back({V, ParamSource::Array, elementType(V, Ctx) + " *", To});
  KD.Params.push_back({V, ParamSource::Extent, "long", To + "_lo", 0, Lo});
  KD.Params.push_back({V, ParamSource::Extent, "long", To + "_n", 0, Count});
  KD.LastprivateCopies.push_back({V, To, InScratch});
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
      for (const DataItem *I : privateItems(M.Loops[L], M))
        if (I->Name == Name && I->Sections.size() == 1)
          Sec = &I->Sections.front();
    std::string Upper;
    if (Sec && Sec->Upper) {
      Lower = Sec->Lower ? Sec->Lower->wideStr() : "0";
      Upper = Sec->Upper->wideStr();
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
  KD.LeftOut.insert(K.LeftOut.begin(), K.LeftOut.end());
}

/// The variables the kernel's statements (in Range) use, and those its
/// loops' bounds name: the grid loops', and those of the loops inside the
/// body whose bounds the kernel prints from the model (vector and lane
/// loops), where an invariant value is a parameter.
VariableUses Lowering::kernelUses(const KernelPlan &K, const KernelDesc &KD,
                                  SourceRange Range) const {
  VariableUses U = M.facts().uses(KD.Body);
  auto UseAtoms = [&](const Loop &L) {
    for (const LinearExpr *E : {&L.Lower, &L.Upper, &L.First})
      for (const auto &[Mono, Coef] : E->terms())
        for (Atom A : Mono)
          U.use(M.Atoms[A].Var);
  };
  for (const GridDim &G : K.Grid) // none for a serial kernel
    UseAtoms(M.Loops[G.Loop]);
  for (const Loop &L : M.Loops)
    if (L.Countable &&
        SM.isPointWithin(SM.getExpansionLoc(L.Stmt->getBeginLoc()),
                         SM.getExpansionLoc(Range.getBegin()),
                         SM.getExpansionLoc(Range.getEnd())))
      UseAtoms(L);
  return U;
}

/// An array's parameter, with the extents its type had where it was
/// declared (sizeof at the call), not what the size expression's variables
/// hold now. An array declared in the region outside the kernel's body has
/// no host copy and no other kernel's either: the region is refused.
void Lowering::arrayParameter(const VarDecl *V, KernelDesc &KD) {
  if (SM.isPointWithin(SM.getExpansionLoc(V->getLocation()),
                       SM.getExpansionLoc(M.Region->Statement->getBeginLoc()),
                       SM.getExpansionLoc(M.Region->Statement->getEndLoc())))
    return refuse(NotOffloadedKind::ArrayDeclaredInRegion, {V->getName().str()});
  bool Rows = !rowElementType(V->getType()).isNull();
  KD.Params.push_back({V, ParamSource::Array,
                       elementType(V, Ctx) + (Rows ? " **" : " *"),
                       V->getName().str()});
  std::vector<std::string> Host = innerExtents(V, Ctx),
                           Kernel = kernelExtents(V, Ctx);
  for (size_t Dim = 0; Dim < Host.size(); ++Dim)
    if (Host[Dim] != Kernel[Dim]) {
      KD.Params.push_back({V, ParamSource::Extent, "long", Kernel[Dim]});
      KD.Params.back().Text = Host[Dim];
    }
}

/// A firstprivate array's copy starts from the device copy, a parameter of
/// its own (the private copy has the variable's name).
void Lowering::firstprivateCopy(const VarDecl *V, bool InScratch, uint64_t Size,
                                KernelDesc &KD) {
  std::string Name = V->getName().str(), From = "__fp_" + Name;
  KD.Params.push_back({V, ParamSource::Array, elementType(V, Ctx) + " *", From});
  if (InScratch) {
    auto Buffer = llvm::find_if(KD.Params, [&](const ParamDesc &P) {
      return P.Var == V && P.Source == ParamSource::ScratchBuffer;
    });
    if (Buffer == KD.Params.end())
      return; // refused
    KD.Params.push_back({V, ParamSource::Extent, "long", "__priv_" + Name + "_n",
                         0, Buffer->Text});
  }
  KD.FirstprivateCopies.push_back({V, From, InScratch, Size});
}

/// A private array's copies: a local array of constant size, or the
/// scratch buffer; a firstprivate one starts from the array's values, a
/// lastprivate one (Copy) goes back to it.
void Lowering::privateArray(const VarDecl *V, const KernelPlan &K,
                            const std::vector<unsigned> &KernelLoops,
                            const LastPrivateCopy *Copy, KernelDesc &KD) {
  // Flat: references are linearized like any multi-dimensional array.
  uint64_t Size = 1;
  QualType E = V->getType().getNonReferenceType();
  while (const auto *CA =
             dyn_cast_or_null<ConstantArrayType>(Ctx.getAsArrayType(E))) {
    Size *= CA->getSize().getZExtValue();
    E = CA->getElementType();
  }
  bool InScratch = Size == 1 || Ctx.getAsArrayType(E);
  if (InScratch)
    scratchArray(V, KernelLoops, KD);
  else
    KD.Locals.push_back({elementType(V, Ctx), V->getName().str(), Size});
  if (isFirstprivate(V, M))
    firstprivateCopy(V, InScratch, Size, KD);
  if (Copy)
    lastprivateCopy(V, *Copy, K, InScratch, KD);
}

/// The lastprivate arrays whose copies go back from the grid's last
/// iteration: each thread's where a grid loop privatized them. Where only
/// loops that run in one thread did, the thread uses the array itself, in
/// order (taken out of Private).
std::map<const VarDecl *, const LastPrivateCopy *>
Lowering::lastprivateArrays(const KernelPlan &K,
                            const std::vector<unsigned> &KernelLoops,
                            std::set<const VarDecl *> &Private) const {
  std::map<const VarDecl *, const LastPrivateCopy *> CopyBack;
  for (const GridDim &G : K.Grid)
    for (const PrivateArray &P : R.Verdicts[G.Loop].AutoPrivate)
      if (P.LastCopy)
        CopyBack.emplace(P.Var, &*P.LastCopy);
  for (unsigned L : KernelLoops)
    for (const PrivateArray &P : R.Verdicts[L].AutoPrivate)
      if (P.LastCopy && !CopyBack.count(P.Var) &&
          llvm::none_of(K.Grid, [&](const GridDim &G) {
            return llvm::is_contained(R.Verdicts[G.Loop].PrivateArrays, P.Var);
          }))
        Private.erase(P.Var);
  return CopyBack;
}

/// A serial kernel runs its loops in order (in one thread, or its vector
/// loops across the block between barriers): an array private to a loop
/// that is not a vector loop needs no copy per iteration when the region
/// has the array on the device. The device copy then serves, one
/// iteration at a time, as the array serves the program (a thread's own
/// copy would be wrong where a vector loop's threads share it).
bool Lowering::inOrderWithDeviceCopy(const KernelPlan &K, unsigned Loop,
                                     const VarDecl *V) const {
  return K.Serial && !llvm::is_contained(K.VectorLoops, Loop) &&
         llvm::any_of(R.Data.Items,
                      [&](const DataItemPlan &I) { return I.Var == V; });
}

/// Whether V, private to an in-order loop of a one-block kernel with vector
/// loops, would be each thread's: its vector loops' iterations would not
/// see each other's elements.
bool Lowering::sharedInBlock(const KernelPlan &K, const VarDecl *V) const {
  return K.Serial && K.VectorWidth &&
         llvm::none_of(K.VectorLoops, [&](unsigned L) {
           return llvm::is_contained(R.Verdicts[L].PrivateArrays, V);
         });
}

/// What the call computes for V, a value of cuacc's that stands for an
/// invariant bound ('n / 2') or a container's size ('v.size()'); none for
/// the program's variables.
std::optional<std::string> Lowering::valueAtCall(const VarDecl *V) const {
  if (const AtomInfo *Inv = M.invariantValue(V))
    return Inv->Value;
  if (const std::string *Host = hostValue(V))
    return *Host;
  return std::nullopt;
}

/// The variables the kernel's statements use: parameters (arrays with the
/// variables of their extents, values), private scalars, and private
/// arrays in the thread's local memory or the scratch buffer.
void Lowering::variables(const KernelPlan &K, KernelDesc &KD) {
  std::set<const VarDecl *> PrivateArrays;
  // The grid loops first: a private array's copy is a whole grid
  // iteration's, sized by their section (an inner loop's covers less).
  std::vector<unsigned> KernelLoops;
  for (const GridDim &G : K.Grid)
    KernelLoops.push_back(G.Loop);
  KernelLoops.insert(KernelLoops.end(), K.InnerLoops.begin(), K.InnerLoops.end());
  for (unsigned L : KernelLoops)
    for (const VarDecl *V : R.Verdicts[L].PrivateArrays)
      if (!inOrderWithDeviceCopy(K, L, V))
        PrivateArrays.insert(V);
  std::map<const VarDecl *, const LastPrivateCopy *> CopyBack =
      lastprivateArrays(K, KernelLoops, PrivateArrays);
  std::set<const VarDecl *> Skip;
  for (const GridDim &G : K.Grid)
    Skip.insert(M.Loops[G.Loop].Index);
  for (const Reduction &Red : K.Reductions)
    Skip.insert(Red.Var);

  SourceRange Range(KD.Body.front()->getBeginLoc(), KD.Body.back()->getEndLoc());
  VariableUses U = kernelUses(K, KD, Range);
  auto DeclaredInside = [&](const VarDecl *V) {
    return expandedWithin(SM, Range, V->getLocation());
  };

  std::set<const VarDecl *> Seen;
  auto AddValue = [&](const VarDecl *V) {
    if (Seen.insert(V).second)
      KD.Params.push_back({V, ParamSource::Value, plainTypeName(V->getType(), Ctx),
                           V->getName().str()});
  };
  for (const VarDecl *V : U.Used) {
    // A constant member need not be defined; a local one is, for '&K'.
    if (Skip.count(V) || DeclaredInside(V) ||
        (V->isStaticDataMember() && !integerConstantValue(V).empty()))
      continue;
    if (std::optional<std::string> Text = valueAtCall(V)) {
      if (Seen.insert(V).second) {
        KD.Params.push_back({V, ParamSource::Invariant, "long", V->getName().str()});
        KD.Params.back().Text = "(long)(" + *Text + ")";
      }
      continue;
    }
    QualType T = V->getType().getNonReferenceType();
    // The construct's private arrays are each iteration's of its outermost
    // loops when those are the kernel's grid; a serial kernel (one gang)
    // uses the device copy.
    if (PrivateArrays.count(V) && !(K.Serial && isConstructPrivateArray(V, M))) {
      if (sharedInBlock(K, V)) {
        refuse(NotOffloadedKind::PrivateArrayInBlock, {V->getName().str()});
        continue;
      }
      auto It = CopyBack.find(V);
      privateArray(V, K, KernelLoops,
                   It == CopyBack.end() ? nullptr : It->second, KD);
      continue;
    }
    // A pointer is an array when the kernel reaches its elements: by
    // subscript, or through a local bound to a part of it (row = x + i*m).
    bool Reached = U.Subscripted.count(V) ||
                   llvm::any_of(M.Accesses, [&](const ArrayAccess &A) {
                     return A.Array == V;
                   });
    if (T->isArrayType() || (T->isPointerType() && Reached)) {
      if (Seen.insert(V).second)
        arrayParameter(V, KD);
      continue;
    }
    if (T->isPointerType()) {
      refuse(NotOffloadedKind::PointerNotArray, {V->getName().str()});
      continue;
    }
    bool Slot = SlotIndex.count(V);
    // firstprivate: a thread's copy starts from the value before the construct;
    // the construct's serial code stores to the slot its loops read.
    if (U.Assigned.count(V) && isFirstprivate(V, M) && !(K.Serial && Slot)) {
      AddValue(V);
      continue;
    }
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
  std::set<const VarDecl *> Assigned = M.facts().uses(K.Body).Assigned;
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

/// How many of a thread-less dimension's strips (a 3-D grid's z) unroll
/// together: all of them where the body is small (consecutive planes then
/// share every neighbour's load, as a hand kernel marching along z keeps
/// them in registers), else StripZUnroll.
unsigned Lowering::zStripUnroll(const GridDim &G) const {
  size_t References = 0;
  for (const ArrayAccess &A : M.Accesses)
    References += M.isInside(A, G.Loop);
  return References <= tuning::StripZWholeAccesses ? G.Chunk
                                                   : tuning::StripZUnroll;
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
    // Compared as a long, as the bounds are: an unsigned index against a
    // negative bound ('j <= i - 1' at i = 0 of 'for (size_t j = 0; j < i;
    // j++)') would compare as a large value and run the empty row.
    if (G.Box) {
      std::string Value = "(long)" + GD.Index;
      GD.Guard = "(" + Value + " >= " + kernelText(L.Lower) + " && " + Value +
                 " <= " + kernelText(L.Upper) + ")";
    }
    GD.Step = L.Step;
    GD.Vector = G.Vector;
    GD.Chunk = G.Chunk;
    GD.ThreadDim = K.LaneLoop && K.LaneDim == 0 ? 'y' : Dims[Dim];
    if (K.VectorWidth)
      GD.ThreadDim = 0;
    GD.Clamp = (K.LaneLoop && K.LaneDim == 1) || !K.Cached.empty();
    // A lane kernel keeps its unrolled strips (measured so: gemver, mvt,
    // bicg); only plain inner loops (adi's recurrences) roll them.
    if (K.InnerLoops.empty() || K.LaneLoop)
      GD.StripUnroll = G.Vector > 1        ? G.Chunk
                       : K.InnerLoops.empty() ? zStripUnroll(G)
                                              : 1;
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
  KD.Persistent = K.Persistent;
  // Every thread's private arrays of run-time size are sized for one block.
  KD.GridEntry = K.GridEntry && KD.Scratch.empty();
  KD.SingleThread.insert(K.SingleThread.begin(), K.SingleThread.end());
  for (unsigned V : K.VectorLoops) {
    const Loop &VL = M.Loops[V];
    VectorLoopDesc VD{VL.Line, VL.Index->getName().str(),
                      plainTypeName(VL.Index->getType(), Ctx), kernelText(VL.Lower),
                      kernelText(VL.Upper), VL.Step};
    for (const Reduction &Red : R.Verdicts[V].Scalars.Reductions)
      if (std::optional<ReductionDesc> RD = reduction(Red))
        VD.Reductions.push_back(std::move(*RD));
    std::set<std::string> Registers;
    for (const ElementReduction &E : R.Verdicts[V].Scalars.ElementReductions)
      if (std::optional<ReductionDesc> RD = elementReduction(E, Registers))
        VD.Elements.push_back({std::move(*RD), E.Refs, E.First});
    auto Inner = [&](unsigned I) -> VectorLoopDesc::InnerDesc {
      const Loop &CL = M.Loops[I];
      return {CL.Stmt, CL.Index->getName().str(),
              plainTypeName(CL.Index->getType(), Ctx), kernelText(CL.Lower),
              kernelText(CL.Upper), CL.Step};
    };
    if (auto C = K.Collapsed.find(V); C != K.Collapsed.end())
      for (unsigned I : C->second)
        VD.Inner.push_back(Inner(I));
    if (auto W = K.WarpLanes.find(V); W != K.WarpLanes.end())
      VD.Lanes = Inner(W->second);
    VD.NoBarrierAfter = K.NoBarrierAfter.count(V) > 0;
    KD.Vectors[VL.Stmt] = std::move(VD);
  }
}

void Lowering::lanes(const KernelPlan &K, KernelDesc &KD) {
  const Loop &LL = M.Loops[*K.LaneLoop];
  LaneDesc L{LL.Stmt, LL.Line, K.LaneDim, K.LaneDim == 0 ? WarpSize : tuning::LaneWarps};
  for (const Reduction &Red : K.LaneReductions)
    if (std::optional<ReductionDesc> RD = reduction(Red))
      L.Reductions.push_back({std::move(*RD)});
  std::set<std::string> Registers;
  for (const ElementReduction &E : K.LaneElements)
    if (std::optional<ReductionDesc> RD = elementReduction(E, Registers))
      L.Reductions.push_back({std::move(*RD), E.Refs, E.First});
  if (L.Reductions.size() != K.LaneReductions.size() + K.LaneElements.size())
    return; // refused: a reduction of a type it has no combine for
  L.Stores = K.LaneStores;
  L.Index = LL.Index->getName().str();
  L.IndexType = plainTypeName(LL.Index->getType(), Ctx);
  L.Lower = kernelText(LL.Lower);
  L.Upper = kernelText(LL.Upper);
  L.Step = LL.Step;
  // Lane 0 alone runs what follows the lane loop (declarations excepted:
  // every lane needs them), and the stores to its element before it.
  L.LaneZeroOnly.insert(K.LaneZeroBefore.begin(), K.LaneZeroBefore.end());
  // A distributed part's statements, or one; blocks without declarations
  // opened as the schedule opened them ('{ { for j ...; S; } }': S follows
  // the lane loop too).
  std::vector<const Stmt *> Body;
  for (const Stmt *St : KD.Body) {
    std::vector<const Stmt *> Inner =
        isa<CompoundStmt>(St) ? statementsOf(St) : std::vector<const Stmt *>{St};
    Body.insert(Body.end(), Inner.begin(), Inner.end());
  }
  // Inside loops interchange moved into the grid iteration: the grid
  // loop's own body holds the lane loop.
  // The lane loop that interchange moved there is the whole body.
  if (K.LaneMoved) {
    Body.clear();
  } else if (!K.Interchanged.empty()) {
    Body = statementsOf(M.Loops[LL.Parent].Stmt->getBody());
    L.SyncBefore = true;
  }
  bool After = false;
  for (const Stmt *St : Body) {
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
    T.ArrayExtents = kernelExtents(CA.Var, Ctx);
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

/// Every update of a reduction clause's array is atomic wherever a kernel
/// runs it (one thread's atomics are the plain updates).
void Lowering::atomicUpdates(KernelDesc &KD) {
  for (const LoopVerdict &V : R.Verdicts)
    for (const ArrayReduction &AR : V.ArrayReductions)
      for (const ArrayReductionUpdate &U : AR.Updates) {
        AtomicUpdateDesc D{U.Element, U.Value, U.Negate, "",
                           plainTypeName(U.Element->getType(), Ctx)};
        std::string Identity;
        if (reductionParts(AR.Op, U.Element->getType(), Ctx, D.Functor, Identity))
          KD.AtomicUpdates.emplace(U.Statement, std::move(D));
        else
          refuse(NotOffloadedKind::ReductionType,
                 {reductionName(AR.Op).str(), D.Type});
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
  atomicUpdates(KD);
  for (unsigned L : K.InnerLoops)
    if (M.Loops[L].ForDirective)
      if (const Clause *U = M.Loops[L].ForDirective->find(ClauseKind::Unroll))
        KD.Unroll[M.Loops[L].Stmt] = *U->Count;
  vectors(K, KD);
  if (!K.Serial) {
    gridLoops(K, KD);
    if (K.LaneLoop)
      lanes(K, KD);
    tiles(K, KD);
    KD.NarrowPays = K.NarrowPays;
    if (K.Tiling) {
      KD.Tiling = lowerTiling(*K.Tiling, M, KD.Body.front(), Ctx);
      // An exchange's tile is already small (32 x 32); a product's 128 x
      // 128 leaves most multiprocessors idle below ~1500 x 1500.
      if (!KD.Tiling->Exchange && tiling::SmallCopies < KD.Tiling->Copies &&
          tiling::SmallCopies % KD.Tiling->Group == 0)
        KD.SmallerTilings.push_back(
            smallerTiling(*KD.Tiling, tiling::SmallCopies));
    }
  }
  refuse(kernelContents(KD, Ctx, M.facts(), KD.DeviceFunctions));
  return KD;
}

