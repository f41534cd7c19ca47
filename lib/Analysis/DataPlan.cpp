//===- DataPlan.cpp - what a region moves between host and device ---------===//

#include "Analysis/DataPlan.h"
#include "Analysis/SectionReach.h"
#include "Directive/MemberVariables.h"
#include "Directive/Binder.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <map>

using namespace cuacc;
using namespace clang;

std::string DataItemPlan::sectionText(const RegionModel &M) const {
  if (!Written.empty())
    return Written;
  // OpenACC's regions say it in OpenACC's [start:length].
  bool Lengths = M.Region->isOpenACC();
  std::string S = Name;
  for (const SectionBounds &B : Section)
    S += "[" +
         (Lengths && B.Lower == LinearExpr(0) ? "" : B.Lower.str(M.namer())) +
         ":" +
         (Lengths ? (B.Upper - B.Lower + LinearExpr(1)).str(M.namer())
                  : B.Upper.str(M.namer())) +
         "]";
  return S;
}

void DataPlan::print(llvm::raw_ostream &OS, const RegionModel &M) const {
  for (const DataItemPlan &I : Items)
    OS << "  " << spelling(I.Clause) << "(" << I.sectionText(M) << ")"
       << (I.Present ? " present" : I.Inferred ? " inferred" : " explicit")
       << "\n";
  for (const VarDecl *V : Scalars)
    OS << "  by value: " << V->getName() << "\n";
  for (unsigned L : AssumedLoops)
    OS << "  assumes the loop at line " << M.Loops[L].Line << " runs\n";
  if (Incomplete)
    OS << "  incomplete: " << Incomplete->text() << "\n";
}

/// The plan of clause item I placed with clause kind K, as the user wrote
/// it.
static DataItemPlan placedItem(const DataItem &I, ClauseKind K) {
  DataItemPlan Item{cast<VarDecl>(I.Decl), I.Name, K, false, {}, {}, &I};
  llvm::raw_string_ostream OS(Item.Written);
  print(OS, I);
  OS.flush();
  return Item;
}

namespace {

class Planner {
public:
  Planner(const RegionModel &M, const HostAccess &Host,
          llvm::ArrayRef<Directive> All, ASTContext &Ctx,
          DirectiveDiagnostics &Diags,
          const std::set<const clang::VarDecl *> &Privatized)
      : M(M), Host(Host), All(All), Ctx(Ctx), SM(Ctx.getSourceManager()),
        Diags(Diags), Privatized(Privatized), Prover(M) {
    for (const Loop &L : M.Loops)
      AllLoops.insert(L.Id);
    Facts = Prover.factsOf(AllLoops);
  }
  DataPlan plan();

private:
  /// How the region uses one array: the hulls of what it reads and writes
  /// (none for no read or no write), and the first store that certainly
  /// writes its whole section.
  struct ArrayUse {
    std::optional<Reach> Read, Written;
    const ArrayAccess *CertainStore = nullptr;
  };

  const RegionModel &M;
  const HostAccess &Host;
  llvm::ArrayRef<Directive> All;
  ASTContext &Ctx;
  const SourceManager &SM;
  DirectiveDiagnostics &Diags;
  const std::set<const clang::VarDecl *> &Privatized;
  ReachProver Prover;
  std::set<unsigned> AllLoops;
  /// "The loop runs" of every loop: what holds where all run (only to tell
  /// a user that a section misses).
  std::vector<LinearExpr> Facts;
  /// The loops the plan's sections and choices assume run (SectionReach.h).
  std::set<unsigned> Assumed;
  DataPlan P;
  /// The arrays the region touches, in the order first touched, and each
  /// one's references.
  std::vector<const VarDecl *> Order;
  std::map<const VarDecl *, std::vector<const ArrayAccess *>> Refs;
  /// Arrays that get no inferred clause (placed by the user, or private).
  std::set<const VarDecl *> Named;
  /// Pointers the region's clauses name bare, whose extent the type does
  /// not give: their section is inferred, their clause is the user's.
  std::map<const VarDecl *, ClauseKind> BareClause;

  std::vector<DataItemPlan> placeExplicit();
  void collectReferences();
  const std::vector<const ArrayAccess *> &refsOf(const VarDecl *V) const;
  std::optional<Reach> touched(const VarDecl *V) const;
  mutable std::map<const VarDecl *, std::optional<Reach>> TouchedOf;
  /// DataItemPlan::CoversTouched.
  bool coversTouched(const DataItemPlan &I) const;
  void checkRegionClauses();
  void skipPrivateArrays();
  std::optional<ArrayUse> useOf(const VarDecl *V) const;
  bool storeCoversWrites(const ArrayUse &U) const;
  /// A clause section's bounds as linear expressions (the lower one 0 when
  /// omitted; none where one is not linear or, for the upper, omitted).
  std::pair<std::optional<LinearExpr>, std::optional<LinearExpr>>
  boundsOf(const Section &S) const {
    return {S.Lower ? linear(*S.Lower) : std::optional<LinearExpr>(0),
            S.Upper ? linear(*S.Upper) : std::nullopt};
  }
  void copyInUnwritten();
  bool readsFromStore(const VarDecl *V, const ArrayAccess &Store,
                      bool MayAssume);
  std::optional<Reach> askedOf(const DataItem &Item) const;
  bool writesBeforeReading(const DataItem &Item, const Directive &Data);
  void fillsEnclosing();
  void inferArray(const VarDecl *V);
  void inferItem(const VarDecl *V, ClauseKind K, Hull Section);
  void unknownSize(const VarDecl *V);
  void say(MessageKind K, std::vector<std::string> Args);

  std::optional<LinearExpr> linear(const DirectiveExpr &E) const;
  enum class Coverage { Covers, Misses, Unknown };
  /// Covers may assume loops run: added to Needs.
  Coverage coverage(const DataItem &Item, const std::optional<Reach> &Touched,
                    std::set<unsigned> &Needs) const;
  bool coversEachAccess(const DataItem &Item) const;
  std::optional<DataItemPlan> presentItem(const VarDecl *V,
                                          std::vector<DataItemPlan> Candidates);
  void checkCoverage(const DataItem &Item, ClauseKind Clause,
                     const std::optional<Reach> &Touched);
  std::vector<const VarDecl *> scalarsByValue() const;

  std::optional<Hull> rangeOf(const ArrayAccess &A) const;
  std::optional<Reach> reachOf(const ArrayAccess &A) const;
  /// Arrays with an access whose guards keep it inside a range its section
  /// cannot state (rangeOver's Loose).
  mutable std::set<const VarDecl *> LooselyGuarded;
  std::optional<Hull> wholeOf(const VarDecl *V) const;
  bool mayLeaveArray(const VarDecl *V, const std::optional<Reach> &R);
  void constructPrivateArrays();
  void reductionSections();
  /// Whether section A provably holds what B reaches, assuming (and
  /// checking at run time) that loops run where that proves it.
  bool contains(const Hull &A, const Reach &B) {
    std::set<unsigned> Needs;
    if (!Prover.contains(A, B, Needs, /*MayAssume=*/true))
      return false;
    Assumed.insert(Needs.begin(), Needs.end());
    use(B);
    return true;
  }
  bool contains(const Reach &A, const Reach &B) {
    return contains(A.H, B) && (use(A), true);
  }
  /// R's hull as a section the plan uses: what it assumes is assumed.
  Hull use(const Reach &R) {
    Assumed.insert(R.Assumes.begin(), R.Assumes.end());
    return R.H;
  }
  bool certainlyWrites(const ArrayAccess &W) const;
};

} // namespace

std::optional<Hull> Planner::rangeOf(const ArrayAccess &A) const {
  Hull H;
  for (const Subscript &S : A.Subscripts) {
    if (!S.Affine)
      return std::nullopt;
    // The conditions around the access narrow the indices it runs at: a
    // guarded a[j-1] under 'if (j > 0)' does not reach a[-1].
    bool Loose = false;
    auto R = rangeOver(S.Expr, M, A.Loops, A.Guards, &Loose);
    if (!R)
      return std::nullopt;
    if (Loose)
      LooselyGuarded.insert(A.Array);
    H.push_back({R->first, R->second});
  }
  if (A.Strides.empty())
    return H;
  // A delinearized p[x*s + y]: back to the linear range (0 <= y < s).
  SectionBounds Linear = H.front();
  for (size_t K = 1; K < H.size(); ++K) {
    LinearExpr S = LinearExpr::atom(A.Strides[K - 1]);
    Linear.Lower = Linear.Lower * S + H[K].Lower;
    Linear.Upper = Linear.Upper * S + H[K].Upper;
  }
  return Hull{Linear};
}

std::optional<Reach> Planner::reachOf(const ArrayAccess &A) const {
  std::optional<Hull> H = rangeOf(A);
  if (!H)
    return std::nullopt;
  std::vector<unsigned> Loops = A.Loops;
  llvm::sort(Loops);
  return Reach{std::move(*H), std::move(Loops), {}};
}

/// Whether a section of an array whose type gives its extents may reach
/// outside it where guards keep its references inside (a[j-1] under 'if
/// (j >= 1)' with j = d - i: the guard bounds i by min(n-1, d-1), which a
/// section cannot state): copying it would read, and write back, memory
/// that is not the array's (or find it partly present in a data region).
/// Other sections stay as they are (a[0][k] walks a 2-D array as one; a
/// function's a[lo:hi] is what its callers make present).
bool Planner::mayLeaveArray(const VarDecl *V, const std::optional<Reach> &R) {
  std::optional<Hull> Whole = wholeOf(V);
  if (!R || !Whole || Whole->size() != R->H.size() || !LooselyGuarded.count(V))
    return false;
  return !contains(*Whole, *R);
}

/// The whole variable, when its type says how big it is.
std::optional<Hull> Planner::wholeOf(const VarDecl *V) const {
  QualType T = V->getType().getNonReferenceType();
  Hull H;
  while (const ArrayType *AT = Ctx.getAsArrayType(T)) {
    const auto *CA = dyn_cast<ConstantArrayType>(AT);
    if (!CA)
      return std::nullopt; // VLA extents are run-time values: not here
    H.push_back({LinearExpr(0),
                 LinearExpr(int64_t(CA->getSize().getZExtValue()) - 1)});
    T = AT->getElementType();
  }
  if (H.empty())
    return std::nullopt;
  return H;
}

bool Planner::certainlyWrites(const ArrayAccess &W) const {
  for (const void *C : W.Control)
    if (!isa<ForStmt>(static_cast<const Stmt *>(C)))
      return false; // under a condition
  // A 'continue' may skip the store, a 'break' (or 'return', 'goto') the
  // iterations after it.
  for (unsigned L : W.Loops)
    if (!M.Loops[L].Exit.empty() || M.Loops[L].HasContinue)
      return false;
  std::set<Atom> Used;
  for (const Subscript &S : W.Subscripts) {
    if (!S.Affine)
      return false;
    LinearExpr Rest = S.Expr.withoutConstant();
    if (Rest.terms().size() != 1)
      return false;
    const auto &[Mono, Coef] = *Rest.terms().begin();
    if (Mono.size() != 1 || !M.Atoms[Mono[0]].IsIndex ||
        (Coef != 1 && Coef != -1) || !Used.insert(Mono[0]).second)
      return false;
    const Loop &L = M.Loops[M.Atoms[Mono[0]].Loop];
    if (!L.Countable || (L.Step != 1 && L.Step != -1))
      return false;
    // The loop must cover the dimension's range on its own: its bounds may
    // not move with another index.
    if (M.mentionsIndex(L.Lower) || M.mentionsIndex(L.Upper))
      return false;
  }
  // A loop around the store that the subscripts do not name must run at
  // least once whenever the loops around it do ('for (j = i; j < n-1; j++)
  // a[i] = ..' leaves a[n-1] alone).
  std::vector<unsigned> Outer;
  for (unsigned Id : W.Loops) {
    const Loop &L = M.Loops[Id];
    if (!L.Index || !Used.count(L.IndexAtom)) {
      if (!L.Countable)
        return false;
      auto Trips = rangeOver(L.Upper - L.Lower, M, Outer);
      if (!Trips || !provablyAtLeast(Trips->first, 0,
                                     Prover.factsOf({Outer.begin(), Outer.end()})))
        return false;
    }
    Outer.push_back(Id);
  }
  // A delinearized p[x*s + y] covers its linear range only when every inner
  // dimension runs over the whole row, 0 .. s-1.
  for (size_t K = 1; K < W.Subscripts.size() && !W.Strides.empty(); ++K) {
    auto R = rangeOver(W.Subscripts[K].Expr, M, W.Loops);
    if (!R || !(R->first == LinearExpr(0)) ||
        !(R->second == LinearExpr::atom(W.Strides[K - 1]) - LinearExpr(1)))
      return false;
  }
  return true;
}

std::optional<LinearExpr> Planner::linear(const DirectiveExpr &E) const {
  return clauseBound(E, M, /*Indices=*/false);
}

void Planner::checkCoverage(const DataItem &Item, ClauseKind Clause,
                            const std::optional<Reach> &Touched) {
  if (!Touched || Item.Sections.empty() ||
      Item.Sections.size() != Touched->H.size() ||
      Clause == ClauseKind::Deviceptr)
    return;
  for (size_t K = 0; K < Touched->H.size(); ++K) {
    auto [Lo, Hi] = boundsOf(Item.Sections[K]);
    const SectionBounds &T = Touched->H[K];
    bool Misses = (Lo && provablyAtLeast(*Lo - T.Lower, 1, Facts)) ||
                  (Hi && provablyAtLeast(T.Upper - *Hi, 1, Facts));
    if (!Misses)
      continue;
    std::string Range = Item.Name;
    for (const SectionBounds &B : Touched->H)
      Range += "[" + B.Lower.str(M.namer()) + ":" + B.Upper.str(M.namer()) + "]";
    Diags.report(Item.Loc, Diag::SectionNotCovered)
        << Item.Name << spelling(Clause) << Range;
    return;
  }
}

/// The construct's 'private' arrays and the 'firstprivate' arrays it
/// writes are each outermost loop iteration's own (privateItems): a private
/// one is created on the device, a firstprivate one copied in for its
/// copies to start from; neither comes back. A firstprivate array the construct only reads is
/// the array itself (a copy per gang would hold the same values). Used
/// outside the loops as well, where one copy would serve every gang, either
/// is an error at the item.
void Planner::constructPrivateArrays() {
  // Copies per iteration exist where an outermost loop is independent.
  bool PerIteration = llvm::any_of(M.Loops, [](const Loop &L) {
    return L.Parent < 0 && L.ForDirective &&
           L.ForDirective->has(ClauseKind::Independent);
  });
  for (const Clause &C : M.Region->Clauses) {
    if (C.Kind != ClauseKind::Firstprivate && C.Kind != ClauseKind::Private)
      continue;
    for (const DataItem &I : C.Items) {
      const auto *V = dyn_cast_or_null<VarDecl>(I.Decl);
      if (!V || !isConstructPrivateArray(V, M))
        continue;
      const std::vector<const ArrayAccess *> &Refs = refsOf(V);
      bool Written = llvm::any_of(Refs, [](const ArrayAccess *A) { return A->IsWrite; });
      if (C.Kind == ClauseKind::Firstprivate && !Written)
        continue;
      if (PerIteration && llvm::any_of(Refs, [](const ArrayAccess *A) {
            return A->Loops.empty();
          })) {
        Diags.report(I.Loc, Diag::PrivateArrayOutsideLoops)
            << I.Name << spelling(C.Kind);
        continue;
      }
      if (!Named.insert(V).second)
        continue;
      // A kernel that does not give each iteration its copy (a serial
      // kernel: one gang) uses the device copy.
      P.Items.push_back(placedItem(I, C.Kind == ClauseKind::Private
                                          ? ClauseKind::Local
                                          : ClauseKind::Copyin));
    }
  }
}

/// An array section a reduction clause names, on the construct or one of
/// its loops, is moved as a copy of that section when no data clause names
/// the array (OpenACC: the reduction's variable is copied in and out): the
/// updates' subscripts may not tell its extent (hist[k[i] % nb]).
void Planner::reductionSections() {
  auto Add = [&](const Directive &D) {
    for (const Clause &C : D.Clauses)
      if (C.Kind == ClauseKind::Reduction)
        for (const DataItem &I : C.Items) {
          const auto *V = dyn_cast_or_null<VarDecl>(I.Decl);
          if (V && !I.Sections.empty() && isArrayItem(I) && Named.insert(V).second)
            P.Items.push_back(placedItem(I, ClauseKind::Copy));
        }
  };
  Add(*M.Region);
  for (const Loop &L : M.Loops)
    if (L.ForDirective && L.ForDirective != M.Region)
      Add(*L.ForDirective);
}

/// Scalars declared outside the region that it reads and never assigns
/// (nor lets its address escape), from the walk of what the region's host
/// code reaches.
std::vector<const VarDecl *> Planner::scalarsByValue() const {
  std::vector<const VarDecl *> Out;
  SourceLocation Begin = M.Region->Statement->getBeginLoc();
  for (const HostVar &V : Host.Vars)
    if (!V.Written && V.Var->getType()->isScalarType() &&
        !V.Var->getType()->isPointerType() &&
        SM.isBeforeInTranslationUnit(V.Var->getLocation(), Begin))
      Out.push_back(V.Var);
  return Out;
}

/// Whether the section of Item holds the range of each access to its
/// array, by what holds where that access runs: no loop assumed (where
/// the joined hull would need one, 'b[0]' after 'b[i]' for i < n, a
/// section 'b[0:n+1]' holds each whatever n is).
bool Planner::coversEachAccess(const DataItem &Item) const {
  const auto *V = dyn_cast_or_null<VarDecl>(Item.Decl);
  if (!V || Item.Sections.empty())
    return Item.Sections.empty();
  for (const ArrayAccess *A : refsOf(V)) {
    std::optional<Reach> R = reachOf(*A);
    if (!R || R->H.size() != Item.Sections.size())
      return false;
    Hull Asked;
    for (const Section &S : Item.Sections) {
      auto [Lo, Hi] = boundsOf(S);
      if (!Lo || !Hi)
        return false;
      Asked.push_back({*Lo, *Hi});
    }
    std::set<unsigned> None;
    if (!Prover.contains(Asked, *R, None, /*MayAssume=*/false))
      return false;
  }
  return true;
}

/// Whether the section of Item holds every element the region touches
/// (Touched), provably misses some, or neither can be told.
Planner::Coverage Planner::coverage(const DataItem &Item,
                                    const std::optional<Reach> &Touched,
                                    std::set<unsigned> &Needs) const {
  if (Item.Sections.empty())
    return Coverage::Covers; // the whole variable
  if (!Touched || Item.Sections.size() != Touched->H.size())
    return Coverage::Unknown;
  std::set<unsigned> Local = Needs;
  bool Holds = true;
  for (size_t K = 0; K < Touched->H.size(); ++K) {
    const Section &S = Item.Sections[K];
    std::optional<LinearExpr> Lo =
        S.Lower ? linear(*S.Lower) : std::optional<LinearExpr>(LinearExpr(0));
    std::optional<LinearExpr> Hi = S.Upper ? linear(*S.Upper) : std::nullopt;
    const SectionBounds &T = Touched->H[K];
    // (Where every loop runs, the section misses: the user is told.)
    if ((Lo && provablyAtLeast(*Lo - T.Lower, 1, Facts)) ||
        (Hi && provablyAtLeast(T.Upper - *Hi, 1, Facts)))
      return Coverage::Misses;
    Holds &= Lo && Hi &&
             Prover.atLeastZero(T.Lower - *Lo, *Touched, Local, true) &&
             Prover.atLeastZero(*Hi - T.Upper, *Touched, Local, true);
  }
  if (!Holds)
    return Coverage::Unknown;
  Needs = std::move(Local);
  return Coverage::Covers;
}

/// Which of the enclosing data regions' items for V (outermost first) the
/// region uses: the innermost that provably holds what it touches; the one
/// item when nothing can be told. Otherwise nothing: the region would
/// touch device memory outside the block it is given (P.PresentMismatch
/// says why, and a section that provably misses is a warning).
std::optional<DataItemPlan>
Planner::presentItem(const VarDecl *V, std::vector<DataItemPlan> Candidates) {
  std::optional<Reach> Touched = touched(V);
  bool Referenced = !refsOf(V).empty();
  std::set<unsigned> Needs;
  for (auto It = Candidates.rbegin(); It != Candidates.rend(); ++It) {
    if (!Referenced || coversEachAccess(*It->Source))
      return std::move(*It);
    if (coverage(*It->Source, Touched, Needs) == Coverage::Covers) {
      Assumed.insert(Needs.begin(), Needs.end());
      if (Touched)
        use(*Touched);
      return std::move(*It);
    }
  }
  std::string Name = userName(V);
  for (const DataItemPlan &C : Candidates)
    if (coverage(*C.Source, Touched, Needs) == Coverage::Misses) {
      checkCoverage(*C.Source, C.Clause, Touched);
      if (!P.PresentMismatch)
        P.PresentMismatch = NotOffloaded{
            NotOffloadedKind::PresentSectionMisses, {Name, C.Written}};
      return std::nullopt;
    }
  if (Candidates.size() == 1)
    return std::move(Candidates.front());
  if (!P.PresentMismatch)
    P.PresentMismatch =
        NotOffloaded{NotOffloadedKind::PresentSectionsAmbiguous, {Name}};
  return std::nullopt;
}

/// Arrays the user placed: on this region (P.Items), or on a data region
/// around it (returned: they are looked up as present, with the data
/// region's section, see presentItem; a data region's deviceptr stays a
/// deviceptr). Either way they get no inferred clause.
std::vector<DataItemPlan> Planner::placeExplicit() {
  P.Items = explicitItems(*M.Region);
  llvm::erase_if(P.Items, [&](const DataItemPlan &I) {
    if (I.Clause == ClauseKind::Deviceptr || !I.Source->Sections.empty() ||
        wholeOf(I.Var))
      return false;
    BareClause.insert({I.Var, I.Clause});
    return true;
  });
  for (const DataItemPlan &I : P.Items)
    Named.insert(I.Var);
  std::vector<const VarDecl *> Arrays;
  std::map<const VarDecl *, std::vector<DataItemPlan>> Candidates;
  std::vector<DataItemPlan> Deviceptrs;
  for (const Directive &D : All)
    if (D.Kind == DirectiveKind::DataRegion && D.Statement &&
        rangeContains(SM, D.scope(), M.Region->Loc))
      for (DataItemPlan &I : explicitItems(D)) {
        // 'present(p)' on a bare pointer holds a block of unknown extent:
        // the region infers its own section, found present at run time. A
        // scalar is the region's own (passed by value, or in a slot it
        // copies back).
        if (Named.count(I.Var) || I.isPresentPointer() ||
            !(I.Var->getType().getNonReferenceType()->isArrayType() ||
              I.Var->getType().getNonReferenceType()->isPointerType()))
          continue;
        if (I.Clause == ClauseKind::Deviceptr) {
          // The pointer holds a device address here too: passed as it is,
          // never copied (an inferred copy would read device memory on the
          // host).
          Named.insert(I.Var);
          Deviceptrs.push_back(std::move(I));
          continue;
        }
        auto &List = Candidates[I.Var];
        if (List.empty())
          Arrays.push_back(I.Var);
        List.push_back(std::move(I));
      }
  std::vector<DataItemPlan> Enclosing = std::move(Deviceptrs);
  for (const VarDecl *V : Arrays) {
    Named.insert(V);
    if (std::optional<DataItemPlan> I = presentItem(V, std::move(Candidates[V]))) {
      I->Clause = ClauseKind::Copy;
      I->Present = true;
      Enclosing.push_back(std::move(*I));
    }
  }
  return Enclosing;
}

void Planner::collectReferences() {
  for (const ArrayAccess &A : M.Accesses) {
    if (!A.Array)
      continue;
    auto &List = Refs[A.Array];
    if (List.empty())
      Order.push_back(A.Array);
    List.push_back(&A);
  }
}

const std::vector<const ArrayAccess *> &
Planner::refsOf(const VarDecl *V) const {
  static const std::vector<const ArrayAccess *> None;
  auto It = Refs.find(V);
  return It == Refs.end() ? None : It->second;
}

/// The hull of every reference to V, reads and writes alike.
std::optional<Reach> Planner::touched(const VarDecl *V) const {
  // (Asked for each array by several steps; each join is a few proofs.)
  if (auto It = TouchedOf.find(V); It != TouchedOf.end())
    return It->second;
  std::optional<Reach> &H = TouchedOf[V];
  for (const ArrayAccess *A : refsOf(V)) {
    std::optional<Reach> R = reachOf(*A);
    if (!R || !(H = Prover.join(H, *R, /*MayAssume=*/true))) {
      H.reset();
      return std::nullopt;
    }
  }
  return H;
}

void Planner::checkRegionClauses() {
  for (const Clause &C : M.Region->Clauses)
    if (isDataClause(C.Kind))
      for (const DataItem &I : C.Items)
        if (Refs.count(cast<VarDecl>(I.Decl)) &&
            !BareClause.count(cast<VarDecl>(I.Decl)))
          checkCoverage(I, C.Kind, touched(cast<VarDecl>(I.Decl)));
}

/// Arrays private to a loop that holds all their references never move:
/// each iteration (thread) has its own copy (for a pointer with a section,
/// in the kernel's scratch buffer). So do the arrays the analysis
/// privatized itself (all their references are in the loop).
void Planner::skipPrivateArrays() {
  Named.insert(Privatized.begin(), Privatized.end());
  // An array the region declares has no host copy to move: a kernel that
  // declares it has its own (lowering refuses the others).
  SourceRange R = M.Region->Statement->getSourceRange();
  for (const VarDecl *V : Order)
    if (expandedWithin(SM, R, V->getLocation()))
      Named.insert(V);
  for (const Loop &L : M.Loops)
    if (L.ForDirective)
      if (const Clause *Priv = L.ForDirective->find(ClauseKind::Private))
        for (const DataItem &I : Priv->Items) {
          const auto *V = cast<VarDecl>(I.Decl);
          bool AllInside = true;
          for (const ArrayAccess *A : refsOf(V))
            AllInside &= M.isInside(*A, L.Id);
          if (AllInside && (V->getType().getNonReferenceType()->isArrayType() ||
                            (V->getType().getNonReferenceType()->isPointerType() &&
                             !I.Sections.empty())))
            Named.insert(V);
        }
}

/// What the region reads and writes of V, when every reference has a range
/// and the ranges of each kind join.
std::optional<Planner::ArrayUse> Planner::useOf(const VarDecl *V) const {
  ArrayUse U;
  for (const ArrayAccess *A : refsOf(V)) {
    std::optional<Reach> R = reachOf(*A);
    if (!R)
      return std::nullopt;
    std::optional<Reach> &Side = A->IsWrite ? U.Written : U.Read;
    Side = Prover.join(Side, *R, /*MayAssume=*/true);
    if (!Side)
      return std::nullopt;
    if (A->IsWrite && !U.CertainStore && certainlyWrites(*A))
      U.CertainStore = A;
  }
  return U;
}

/// Whether the certain store alone writes everything the region writes of
/// the array: then no written element needs its old value from the host.
bool Planner::storeCoversWrites(const ArrayUse &U) const {
  if (!U.CertainStore || !U.Written)
    return false;
  std::optional<Hull> C = rangeOf(*U.CertainStore);
  if (!C || C->size() != U.Written->H.size())
    return false;
  for (size_t K = 0; K < C->size(); ++K)
    if (!((*C)[K].Lower == U.Written->H[K].Lower &&
          (*C)[K].Upper == U.Written->H[K].Upper))
      return false;
  return true;
}

/// Whether every read of V reads what the certain store wrote: the same
/// element later in the same iteration of the store's loops (the store
/// runs on every path there), or, after the store's nest has finished,
/// an element inside its range. Where MayAssume, the loops that proof
/// assumes run are assumed (Assumed).
bool Planner::readsFromStore(const VarDecl *V, const ArrayAccess &Store,
                             bool MayAssume) {
  Hull Range = *rangeOf(Store);
  std::set<unsigned> Needs;
  for (const ArrayAccess *A : refsOf(V)) {
    if (A->IsWrite)
      continue;
    if (A->Order > Store.Order && A->sameElementAs(Store) &&
        A->Control.size() >= Store.Control.size() &&
        std::equal(Store.Control.begin(), Store.Control.end(),
                   A->Control.begin()))
      continue;
    bool SharesNest = !A->Loops.empty() && !Store.Loops.empty() &&
                      A->Loops.front() == Store.Loops.front();
    std::optional<Reach> R = reachOf(*A);
    if (A->Order <= Store.Order || SharesNest || !R ||
        !Prover.contains(Range, *R, Needs, MayAssume))
      return false;
    Needs.insert(R->Assumes.begin(), R->Assumes.end());
  }
  if (!MayAssume && !Needs.empty())
    return false;
  Assumed.insert(Needs.begin(), Needs.end());
  return true;
}

/// A clause item's section as a hull (the whole variable where it names
/// no section), when each bound is linear.
std::optional<Reach> Planner::askedOf(const DataItem &Item) const {
  Reach Asked;
  if (Item.Sections.empty()) {
    std::optional<Hull> Whole = wholeOf(cast<VarDecl>(Item.Decl));
    if (!Whole)
      return std::nullopt;
    Asked.H = *Whole;
    return Asked;
  }
  for (const Section &S : Item.Sections) {
    auto [Lo, Hi] = boundsOf(S);
    if (!Lo || !Hi)
      return std::nullopt;
    Asked.H.push_back({*Lo, *Hi});
  }
  return Asked;
}

/// Whether the region, wherever it runs, writes every element of Item's
/// section before it reads any: one certain store covers the section, and
/// every read comes after it, inside what it wrote. Nothing is assumed:
/// where an assumed loop ran no iteration, the region's host code would
/// read the device's copy.
bool Planner::writesBeforeReading(const DataItem &Item,
                                  const Directive &Data) {
  const auto *V = cast<VarDecl>(Item.Decl);
  std::optional<Reach> Asked = askedOf(Item);
  // The clause's names are the variables seen at the data directive; one
  // declared again inside it (a shadowing 'int n') is another variable of
  // that name, which the clause's bounds cannot mean.
  SourceRange Inside = Data.Statement->getSourceRange();
  auto DeclaredInside = [&](Atom A) {
    return M.Atoms[A].Var &&
           expandedWithin(SM, Inside, M.Atoms[A].Var->getLocation());
  };
  if (Asked && llvm::any_of(Asked->H, [&](const SectionBounds &B) {
        return B.Lower.mentionsAny(DeclaredInside) ||
               B.Upper.mentionsAny(DeclaredInside);
      }))
    return false;
  std::optional<ArrayUse> U = useOf(V);
  if (!Asked || !U || !storeCoversWrites(*U) || !U->Written->Assumes.empty())
    return false;
  std::set<unsigned> None;
  if (!Prover.contains(U->Written->H, *Asked, None, /*MayAssume=*/false))
    return false;
  return !U->Read || readsFromStore(V, *U->CertainStore, /*MayAssume=*/false);
}

/// The copyout items of the data regions around the region that it fills
/// before reading (DataPlan::FillsEnclosing).
void Planner::fillsEnclosing() {
  for (const Directive &D : All)
    if (D.Kind == DirectiveKind::DataRegion && D.Statement &&
        rangeContains(SM, D.scope(), M.Region->Loc))
      for (const DataItemPlan &I : explicitItems(D))
        if (I.Clause == ClauseKind::Copyout && !I.Zero && I.Source &&
            writesBeforeReading(*I.Source, D))
          P.FillsEnclosing.push_back(I.Source);
}

/// A copyout moves its whole section back at the region's exit, device
/// memory where the region wrote nothing (its loops ran no iteration, a
/// condition skipped the store), which the plain program leaves as it was.
/// Where one certain store does not write the whole section, the section
/// is copied in as well.
void Planner::copyInUnwritten() {
  for (DataItemPlan &I : P.Items) {
    // (OpenACC's copyout(zero: ...) gives back zeros where nothing was
    // written: defined, not garbage.)
    if (I.Inferred || I.Clause != ClauseKind::Copyout || I.Zero ||
        !I.Source || I.Source->Sections.empty())
      continue;
    // The section moves whether or not the store's loops run: it holds
    // only what they write where they do.
    std::optional<Reach> Asked = askedOf(*I.Source);
    std::optional<ArrayUse> U = useOf(I.Var);
    if (Asked && U && storeCoversWrites(*U) && contains(*U->Written, *Asked))
      continue;
    I.Clause = ClauseKind::Copy;
    say(MessageKind::CopyoutCopiedIn, {I.sectionText(M)});
  }
}

void Planner::inferItem(const VarDecl *V, ClauseKind K, Hull Section) {
  P.Items.push_back({V, userName(V), K, /*Inferred=*/true,
                     std::move(Section), {}});
}

/// No section can be given for V: the plan is incomplete and the region
/// stays on the host (the first such array names the reason).
void Planner::unknownSize(const VarDecl *V) {
  std::string Name = userName(V);
  if (!P.Incomplete)
    P.Incomplete = NotOffloaded{NotOffloadedKind::UnknownDeviceSize, {Name}};
  say(MessageKind::UnknownSize, {Name});
}

/// The clause an array the user did not place needs: copyin for what is
/// only read, copyout for what one certain store writes whole before any
/// read (or with no read), and copy otherwise.
void Planner::inferArray(const VarDecl *V) {
  std::optional<ArrayUse> U = useOf(V);
  if (auto User = BareClause.find(V); User != BareClause.end()) {
    // 'copyout(p)' moves back what the region writes; any other clause,
    // everything it touches.
    std::optional<Reach> Section = touched(V);
    if (User->second == ClauseKind::Copyout && U && U->Written)
      Section = U->Written;
    if (!Section)
      return unknownSize(V);
    return inferItem(V, User->second, use(*Section));
  }
  if (!U) {
    // Indices the analysis cannot bound: the whole array, if its type says
    // how big that is. Whether anything writes V counts all references,
    // also those past the one without a range.
    std::optional<Hull> Whole = wholeOf(V);
    if (!Whole)
      return unknownSize(V);
    bool AnyWrite = llvm::any_of(refsOf(V), [](const ArrayAccess *A) {
      return A->IsWrite;
    });
    return inferItem(V, AnyWrite ? ClauseKind::Copy : ClauseKind::Copyin,
                     *Whole);
  }
  const std::optional<Reach> &Read = U->Read, &Written = U->Written;
  if (mayLeaveArray(V, Read) || mayLeaveArray(V, Written)) {
    if (!P.Incomplete)
      P.Incomplete = NotOffloaded{NotOffloadedKind::SectionPastArray,
                                  {userName(V)}};
    return say(MessageKind::SectionPastArray, {userName(V)});
  }
  if (!Written)
    return inferItem(V, ClauseKind::Copyin, use(*Read));
  bool Covered = storeCoversWrites(*U);
  if (Covered && (!Read || readsFromStore(V, *U->CertainStore,
                                          /*MayAssume=*/true)))
    return inferItem(V, ClauseKind::Copyout, use(*Written));
  bool ReadHoldsWritten = Covered && contains(*Read, *Written);
  if (ReadHoldsWritten && contains(*Written, *Read))
    // Read and written alike: one copy.
    return inferItem(V, ClauseKind::Copy, use(*Read));
  if (ReadHoldsWritten) {
    // Two items on one device copy: the copyin covers the copyout, so it
    // comes first and makes the allocation. (The other way round, the
    // copyout's allocation would make the copyin's section present, and
    // its values would never move: that is a copy of the whole.)
    inferItem(V, ClauseKind::Copyin, use(*Read));
    return inferItem(V, ClauseKind::Copyout, use(*Written));
  }
  std::optional<Reach> Both =
      Read ? Prover.join(Read, *Written, /*MayAssume=*/true) : Written;
  std::optional<Hull> Section = Both ? use(*Both) : wholeOf(V);
  if (!Section)
    return unknownSize(V);
  inferItem(V, ClauseKind::Copy, *Section);
}

void Planner::say(MessageKind K, std::vector<std::string> Args) {
  const Directive &Region = *M.Region;
  P.Messages.push_back(
      {K, std::move(Args), Region.Loc,
       userLine(SM, Region.Loc)});
}

/// The plan's steps: the arrays the user placed; the references of the
/// rest; the user's sections checked against what is touched; the scalars
/// passed by value; private arrays set aside; a clause inferred for each
/// remaining array in the order first touched. The data region's items go
/// last: they are not reported.
DataPlan Planner::plan() {
  collectReferences();
  std::vector<DataItemPlan> Enclosing = placeExplicit();
  checkRegionClauses();
  copyInUnwritten();
  fillsEnclosing();
  constructPrivateArrays();
  reductionSections();
  P.Scalars = scalarsByValue();
  skipPrivateArrays();
  for (const VarDecl *V : Order)
    if (!Named.count(V))
      inferArray(V);
  for (const DataItemPlan &I : P.Items)
    say(I.Inferred && M.Region->isOpenACC() ? MessageKind::GeneratingImplicit
                                            : MessageKind::Generating,
        {I.NoCreate ? "no_create" : clauseName(I.Clause, M.Region->Model).str(),
         (I.Zero ? "zero:" : "") +
             alwaysText(I.Clause, M.Region->Model).str() +
             I.sectionText(M)});
  P.Items.insert(P.Items.end(), Enclosing.begin(), Enclosing.end());
  for (DataItemPlan &I : P.Items)
    I.CoversTouched = coversTouched(I);
  P.AssumedLoops.assign(Assumed.begin(), Assumed.end());
  for (unsigned L : P.AssumedLoops)
    say(MessageKind::SectionAssumesLoop, {std::to_string(M.Loops[L].Line)});
  return std::move(P);
}

bool Planner::coversTouched(const DataItemPlan &I) const {
  // Only by what the plan assumes already: this is no reason to send the
  // region to the host where a loop runs no iteration.
  std::optional<Reach> Touched = touched(I.Var);
  std::set<unsigned> Needs;
  if (I.Source) {
    if (coversEachAccess(*I.Source))
      return true;
    if (coverage(*I.Source, Touched, Needs) != Coverage::Covers)
      return false;
  } else if (I.Section.empty()) {
    return true; // the whole variable
  } else if (!Touched ||
             !Prover.contains(I.Section, *Touched, Needs, /*MayAssume=*/true)) {
    return false;
  }
  if (Touched)
    Needs.insert(Touched->Assumes.begin(), Touched->Assumes.end());
  return std::includes(Assumed.begin(), Assumed.end(), Needs.begin(),
                       Needs.end());
}

std::vector<DataItemPlan> cuacc::explicitItems(const Directive &D) {
  std::vector<DataItemPlan> Items;
  for (const Clause &C : D.Clauses)
    if (isDataClause(C.Kind) || C.Kind == ClauseKind::UpdateHost ||
        C.Kind == ClauseKind::UpdateDevice)
      for (const DataItem &I : C.Items) {
        Items.push_back(placedItem(I, C.Kind));
        Items.back().Zero = C.Zero;
        Items.back().NoCreate = C.Spelled == "no_create";
      }
  return Items;
}

DataPlan cuacc::planData(const RegionModel &M, const HostAccess &Host,
                         llvm::ArrayRef<Directive> All, ASTContext &Ctx,
                         DirectiveDiagnostics &Diags,
                         const std::set<const clang::VarDecl *> &Privatized) {
  return Planner(M, Host, All, Ctx, Diags, Privatized).plan();
}

std::optional<LinearExpr> cuacc::clauseBound(const DirectiveExpr &E,
                                             const RegionModel &M,
                                             bool Indices) {
  using K = DirectiveExpr::Kind;
  switch (E.kind()) {
  case K::IntLiteral:
  case K::CharLiteral:
    if (auto V = E.evaluateConstant())
      return LinearExpr(*V);
    return std::nullopt;
  case K::Name:
  case K::Member: // a struct member path, a variable of its own
    for (Atom A = 0; A < M.Atoms.size(); ++A)
      if ((Indices || !M.Atoms[A].IsIndex) &&
          userName(M.Atoms[A].Var) == E.str())
        return LinearExpr::atom(A);
    return std::nullopt;
  case K::Paren:
    return clauseBound(*E.operands()[0], M, Indices);
  case K::Unary: {
    auto V = clauseBound(*E.operands()[0], M, Indices);
    if (V && E.text() == "-")
      return -*V;
    return E.text() == "+" ? V : std::nullopt;
  }
  case K::Binary: {
    auto L = clauseBound(*E.operands()[0], M, Indices),
         R = clauseBound(*E.operands()[1], M, Indices);
    if (!L || !R)
      return std::nullopt;
    if (E.text() == "+")
      return *L + *R;
    if (E.text() == "-")
      return *L - *R;
    if (E.text() == "*")
      return *L * *R;
    return std::nullopt;
  }
  default:
    return std::nullopt;
  }
}
