//===- DataPlan.cpp - what a region moves between host and device ---------===//

#include "Analysis/DataPlan.h"
#include "Directive/Binder.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <functional>
#include <map>

using namespace cuacc;
using namespace clang;

std::string DataItemPlan::sectionText(const RegionModel &M) const {
  if (!Written.empty())
    return Written;
  std::string S = Name;
  for (const SectionBounds &B : Section)
    S += "[" + B.Lower.str(M.namer()) + ":" + B.Upper.str(M.namer()) + "]";
  return S;
}

void DataPlan::print(llvm::raw_ostream &OS, const RegionModel &M) const {
  for (const DataItemPlan &I : Items)
    OS << "  " << spelling(I.Clause) << "(" << I.sectionText(M) << ")"
       << (I.Present ? " present" : I.Inferred ? " inferred" : " explicit")
       << "\n";
  for (const VarDecl *V : Scalars)
    OS << "  by value: " << V->getName() << "\n";
  if (!Complete)
    OS << "  incomplete: an array's extent is unknown\n";
}

namespace {

using Hull = std::vector<SectionBounds>;

class Planner {
public:
  Planner(const RegionModel &M, llvm::ArrayRef<Directive> All, ASTContext &Ctx,
          DirectiveDiagnostics &Diags)
      : M(M), All(All), Ctx(Ctx), SM(Ctx.getSourceManager()), Diags(Diags) {
    for (const Loop &L : M.Loops)
      if (L.Countable) {
        LinearExpr F = L.Upper - L.Lower;
        if (!M.mentionsIndex(F))
          Facts.push_back(F);
      }
  }
  DataPlan plan();

private:
  const RegionModel &M;
  llvm::ArrayRef<Directive> All;
  ASTContext &Ctx;
  const SourceManager &SM;
  DirectiveDiagnostics &Diags;
  std::vector<LinearExpr> Facts;

  std::optional<LinearExpr> linear(const DirectiveExpr &E) const;
  void checkCoverage(const DataItem &Item, ClauseKind Clause,
                     const std::optional<Hull> &Touched);
  std::vector<const VarDecl *> scalarsByValue() const;

  std::optional<Hull> rangeOf(const ArrayAccess &A) const;
  /// Least (or greatest) of two bounds, when provable.
  std::optional<LinearExpr> pick(const LinearExpr &A, const LinearExpr &B,
                                 bool Least) const {
    if (provablyAtLeast(B - A, 0, Facts))
      return Least ? A : B;
    if (provablyAtLeast(A - B, 0, Facts))
      return Least ? B : A;
    return std::nullopt;
  }
  std::optional<Hull> join(const std::optional<Hull> &A, const Hull &B) const;
  std::optional<Hull> wholeOf(const VarDecl *V) const;
  /// Whether section A provably contains section B.
  bool contains(const Hull &A, const Hull &B) const {
    if (A.size() != B.size())
      return false;
    for (size_t K = 0; K < A.size(); ++K)
      if (!provablyAtLeast(B[K].Lower - A[K].Lower, 0, Facts) ||
          !provablyAtLeast(A[K].Upper - B[K].Upper, 0, Facts))
        return false;
    return true;
  }
  bool certainlyWrites(const ArrayAccess &W) const;
};

} // namespace

std::optional<Hull> Planner::rangeOf(const ArrayAccess &A) const {
  Hull H;
  for (const Subscript &S : A.Subscripts) {
    if (!S.Affine)
      return std::nullopt;
    auto R = rangeOver(S.Expr, M, A.Loops);
    if (!R)
      return std::nullopt;
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

std::optional<Hull> Planner::join(const std::optional<Hull> &A,
                                  const Hull &B) const {
  if (!A)
    return B;
  if (A->size() != B.size())
    return std::nullopt;
  Hull H;
  for (size_t K = 0; K < B.size(); ++K) {
    auto Lo = pick((*A)[K].Lower, B[K].Lower, true);
    auto Hi = pick((*A)[K].Upper, B[K].Upper, false);
    if (!Lo || !Hi)
      return std::nullopt;
    H.push_back({*Lo, *Hi});
  }
  return H;
}

/// The whole variable, when its type says how big it is.
std::optional<Hull> Planner::wholeOf(const VarDecl *V) const {
  QualType T = V->getType();
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
      std::vector<LinearExpr> OuterFacts;
      for (unsigned O : Outer) {
        LinearExpr F = M.Loops[O].Upper - M.Loops[O].Lower;
        if (!M.mentionsIndex(F))
          OuterFacts.push_back(F);
      }
      auto Trips = rangeOver(L.Upper - L.Lower, M, Outer);
      if (!Trips || !provablyAtLeast(Trips->first, 0, OuterFacts))
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
                            const std::optional<Hull> &Touched) {
  if (!Touched || Item.Sections.empty() ||
      Item.Sections.size() != Touched->size() || Clause == ClauseKind::Deviceptr)
    return;
  for (size_t K = 0; K < Touched->size(); ++K) {
    const Section &S = Item.Sections[K];
    std::optional<LinearExpr> Lo =
        S.Lower ? linear(*S.Lower) : std::optional<LinearExpr>(LinearExpr(0));
    std::optional<LinearExpr> Hi = S.Upper ? linear(*S.Upper) : std::nullopt;
    bool Misses = (Lo && provablyAtLeast(*Lo - (*Touched)[K].Lower, 1, Facts)) ||
                  (Hi && provablyAtLeast((*Touched)[K].Upper - *Hi, 1, Facts));
    if (!Misses)
      continue;
    std::string Range = Item.Name;
    for (const SectionBounds &B : *Touched)
      Range += "[" + B.Lower.str(M.namer()) + ":" + B.Upper.str(M.namer()) + "]";
    Diags.report(Item.Loc, Diag::SectionNotCovered)
        << Item.Name << spelling(Clause) << Range;
    return;
  }
}

/// Scalars declared outside the region that it reads and never assigns.
std::vector<const VarDecl *> Planner::scalarsByValue() const {
  std::set<const VarDecl *> Assigned, Read;
  std::vector<const VarDecl *> Order;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S)
      return;
    if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp())
      if (const VarDecl *V = referencedVar(B->getLHS()))
        Assigned.insert(V);
    if (const auto *U = dyn_cast<UnaryOperator>(S);
        U && (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf))
      if (const VarDecl *V = referencedVar(U->getSubExpr()))
        Assigned.insert(V);
    if (const auto *DR = dyn_cast<DeclRefExpr>(S))
      if (const auto *V = dyn_cast<VarDecl>(DR->getDecl()))
        if (V->getType()->isScalarType() && !V->getType()->isPointerType() &&
            SM.isBeforeInTranslationUnit(V->getLocation(),
                                         M.Region->Statement->getBeginLoc()) &&
            Read.insert(V).second)
          Order.push_back(V);
    for (const Stmt *C : S->children())
      Walk(C);
  };
  Walk(M.Region->Statement);
  std::vector<const VarDecl *> Out;
  for (const VarDecl *V : Order)
    if (!Assigned.count(V))
      Out.push_back(V);
  return Out;
}

DataPlan Planner::plan() {
  DataPlan P;
  const Directive &Region = *M.Region;
  unsigned Line = SM.getPresumedLineNumber(SM.getExpansionLoc(Region.Loc));
  auto Say = [&](MessageKind K, std::vector<std::string> Args) {
    P.Messages.push_back({K, std::move(Args), Region.Loc, Line});
  };

  // Arrays the user placed: on this region, or on a data region around it
  // (those are looked up as present, with the data region's section).
  std::set<const VarDecl *> Named;
  P.Items = explicitItems(Region);
  for (const DataItemPlan &I : P.Items)
    Named.insert(I.Var);
  std::vector<DataItemPlan> Enclosing;
  for (const Directive &D : All)
    if (D.Kind == DirectiveKind::DataRegion && D.Statement &&
        rangeContains(SM, D.Statement->getSourceRange(), Region.Loc))
      for (DataItemPlan &I : explicitItems(D))
        if (Named.insert(I.Var).second && I.Clause != ClauseKind::Deviceptr) {
          I.Clause = ClauseKind::Copy;
          I.Present = true;
          Enclosing.push_back(std::move(I));
        }

  // The arrays the region touches, in the order first touched.
  std::vector<const VarDecl *> Order;
  std::map<const VarDecl *, std::vector<const ArrayAccess *>> Refs;
  for (const ArrayAccess &A : M.Accesses) {
    if (!A.Array)
      continue;
    auto &List = Refs[A.Array];
    if (List.empty())
      Order.push_back(A.Array);
    List.push_back(&A);
  }

  auto Touched = [&](const VarDecl *V) -> std::optional<Hull> {
    std::optional<Hull> H;
    for (const ArrayAccess *A : Refs[V]) {
      std::optional<Hull> R = rangeOf(*A);
      if (!R || !(H = join(H, *R)))
        return std::nullopt;
    }
    return H;
  };
  for (const Clause &C : Region.Clauses)
    if (isDataClause(C.Kind))
      for (const DataItem &I : C.Items)
        if (Refs.count(cast<VarDecl>(I.Decl)))
          checkCoverage(I, C.Kind, Touched(cast<VarDecl>(I.Decl)));
  P.Scalars = scalarsByValue();

  // Arrays private to a loop that holds all their references never move:
  // each iteration (thread) has its own copy (for a pointer with a section,
  // in the kernel's scratch buffer).
  for (const Loop &L : M.Loops)
    if (L.ForDirective)
      if (const Clause *Priv = L.ForDirective->find(ClauseKind::Private))
        for (const DataItem &I : Priv->Items) {
          const auto *V = cast<VarDecl>(I.Decl);
          bool AllInside = true;
          for (const ArrayAccess *A : Refs[V])
            AllInside &= M.isInside(*A, L.Id);
          if (AllInside && (V->getType()->isArrayType() ||
                            (V->getType()->isPointerType() &&
                             !I.Sections.empty())))
            Named.insert(V);
        }

  for (const VarDecl *V : Order) {
    if (Named.count(V))
      continue;
    std::optional<Hull> Read, Written;
    bool Reads = false, Writes = false, Known = true;
    const ArrayAccess *Certain = nullptr;
    // Whether anything writes V, whatever the references the loop below
    // stops at: an array with an unknown subscript still comes back.
    bool AnyWrite = std::any_of(Refs[V].begin(), Refs[V].end(),
                                [](const ArrayAccess *A) { return A->IsWrite; });
    for (const ArrayAccess *A : Refs[V]) {
      std::optional<Hull> R = rangeOf(*A);
      if (!R) {
        Known = false;
        break;
      }
      if (A->IsWrite) {
        Writes = true;
        Written = join(Written, *R);
        if (!Certain && certainlyWrites(*A))
          Certain = A;
      } else {
        Reads = true;
        Read = join(Read, *R);
      }
      if ((A->IsWrite && !Written) || (!A->IsWrite && !Read)) {
        Known = false;
        break;
      }
    }
    std::string Name = V->getName().str();
    if (!Known) {
      // Indices the analysis cannot bound: the whole array, if its type
      // says how big that is.
      std::optional<Hull> Whole = wholeOf(V);
      if (!Whole) {
        P.Complete = false;
        if (P.UnknownSize.empty())
          P.UnknownSize = Name;
        Say(MessageKind::UnknownSize, {Name});
        continue;
      }
      ClauseKind K = !AnyWrite ? ClauseKind::Copyin : ClauseKind::Copy;
      P.Items.push_back({V, Name, K, true, *Whole, {}});
      continue;
    }
    // copyout only when the one certain store covers everything written.
    bool CertainCover = false;
    if (Certain) {
      std::optional<Hull> C = rangeOf(*Certain);
      CertainCover = C && Written && C->size() == Written->size();
      for (size_t K = 0; CertainCover && K < C->size(); ++K)
        CertainCover = (*C)[K].Lower == (*Written)[K].Lower &&
                       (*C)[K].Upper == (*Written)[K].Upper;
    }
    // Reads that all come after the certain store has finished (a later loop
    // nest) and stay inside what it wrote need nothing from the host.
    bool ReadsFromStore = Reads && CertainCover;
    if (ReadsFromStore) {
      std::optional<Hull> C = rangeOf(*Certain);
      for (const ArrayAccess *A : Refs[V]) {
        if (A->IsWrite)
          continue;
        bool Shares = !A->Loops.empty() && !Certain->Loops.empty() &&
                      A->Loops.front() == Certain->Loops.front();
        ReadsFromStore &= A->Order > Certain->Order && !Shares;
      }
      for (size_t K = 0; ReadsFromStore && K < C->size(); ++K)
        ReadsFromStore =
            provablyAtLeast((*Read)[K].Lower - (*C)[K].Lower, 0, Facts) &&
            provablyAtLeast((*C)[K].Upper - (*Read)[K].Upper, 0, Facts);
    }
    if (!Writes) {
      P.Items.push_back({V, Name, ClauseKind::Copyin, true, *Read, {}});
    } else if (CertainCover && (!Reads || ReadsFromStore)) {
      P.Items.push_back({V, Name, ClauseKind::Copyout, true, *Written, {}});
    } else if (CertainCover && contains(*Read, *Written) &&
               contains(*Written, *Read)) {
      // Read and written alike: one copy.
      P.Items.push_back({V, Name, ClauseKind::Copy, true, *Read, {}});
    } else if (CertainCover && contains(*Read, *Written)) {
      // Two items on one device copy: the copyin covers the copyout, so it
      // comes first and makes the allocation. (The other way round, the
      // copyout's allocation would make the copyin's section present, and
      // its values would never move: that is a copy of the whole.)
      P.Items.push_back({V, Name, ClauseKind::Copyin, true, *Read, {}});
      P.Items.push_back({V, Name, ClauseKind::Copyout, true, *Written, {}});
    } else {
      std::optional<Hull> All = Reads ? join(Read, *Written) : Written;
      if (!All)
        All = wholeOf(V);
      if (!All) {
        P.Complete = false;
        if (P.UnknownSize.empty())
          P.UnknownSize = Name;
        Say(MessageKind::UnknownSize, {Name});
        continue;
      }
      P.Items.push_back({V, Name, ClauseKind::Copy, true, *All, {}});
    }
  }

  for (const DataItemPlan &I : P.Items)
    Say(MessageKind::Generating,
        {spelling(I.Clause).str(), I.sectionText(M)});
  P.Items.insert(P.Items.end(), Enclosing.begin(), Enclosing.end());
  return P;
}

std::vector<DataItemPlan> cuacc::explicitItems(const Directive &D) {
  std::vector<DataItemPlan> Items;
  for (const Clause &C : D.Clauses)
    if (isDataClause(C.Kind) || C.Kind == ClauseKind::UpdateHost ||
        C.Kind == ClauseKind::UpdateDevice)
      for (const DataItem &I : C.Items) {
        DataItemPlan Item{cast<VarDecl>(I.Decl), I.Name, C.Kind, false, {},
                          {}, &I};
        llvm::raw_string_ostream OS(Item.Written);
        print(OS, I);
        OS.flush();
        Items.push_back(std::move(Item));
      }
  return Items;
}

DataPlan cuacc::planData(const RegionModel &M, llvm::ArrayRef<Directive> All,
                         ASTContext &Ctx, DirectiveDiagnostics &Diags) {
  return Planner(M, All, Ctx, Diags).plan();
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
    for (Atom A = 0; A < M.Atoms.size(); ++A)
      if ((Indices || !M.Atoms[A].IsIndex) &&
          M.Atoms[A].Var->getName() == E.text())
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
