//===- StaleCopies.cpp - host code that uses data kept on the device ------===//

#include "Analysis/StaleCopies.h"
#include "Analysis/Effects.h"
#include "Directive/Binder.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include <algorithm>
#include <map>
#include <set>

using namespace cuacc;
using namespace clang;

namespace {

/// What code does with an array: on the host (its own statements) and on
/// the device (the compute regions in it and in what it calls).
struct Use {
  bool HostRead = false, HostWrite = false;
  bool DeviceRead = false, DeviceWrite = false;
  void merge(const Use &U) {
    HostRead |= U.HostRead;
    HostWrite |= U.HostWrite;
    DeviceRead |= U.DeviceRead;
    DeviceWrite |= U.DeviceWrite;
  }
};

/// How a use of an array's name uses the array. An array handed to a
/// function defined in this file is used as that function uses its
/// parameter; one handed to the C library is read, and written when the
/// parameter is not const; one handed to a function defined elsewhere is
/// left out: nothing is known of it, and a warning must be sure.
class UseClassifier {
public:
  UseClassifier(const SourceManager &SM, const std::set<const Stmt *> &Regions)
      : SM(SM), Regions(Regions) {}

  Use classify(const DeclRefExpr *DR, ParentMap &Parents, unsigned Depth = 0) {
    // An offset into the array handed on ('(float *)a + m', a row 'a[1]')
    // is the array handed on (found by the multi-GPU example: passing one
    // to a function whose region writes it was called a host write).
    const Stmt *Cur = DR;
    while (const Stmt *P = Parents[Cur]) {
      const auto *B = dyn_cast<BinaryOperator>(P);
      const auto *Row = dyn_cast<ArraySubscriptExpr>(P);
      bool Offset = B && B->isAdditiveOp() && B->getType()->isPointerType();
      bool SubArray = Row && Row->getBase() == Cur && Row->getType()->isArrayType();
      if (!isa<ParenExpr>(P) && !isa<CastExpr>(P) && !Offset && !SubArray)
        break;
      Cur = P;
    }
    if (const auto *Call = dyn_cast_or_null<CallExpr>(Parents[Cur]);
        Call && Call->getCallee() != Cur)
      return argument(Call, Cur, Depth);
    Use U;
    U.HostWrite = mayStore(DR, Parents);
    U.HostRead = !U.HostWrite || alsoReads(DR, Parents);
    return U;
  }

  bool isRegion(const Stmt *S) const { return Regions.count(S); }

private:
  const SourceManager &SM;
  const std::set<const Stmt *> &Regions;

  Use argument(const CallExpr *Call, const Stmt *Arg, unsigned Depth) {
    const FunctionDecl *F = Call->getDirectCallee();
    unsigned Index = 0;
    while (Index < Call->getNumArgs() && Call->getArg(Index) != Arg)
      ++Index;
    if (!F || Index == Call->getNumArgs())
      return {};
    const FunctionDecl *Def = nullptr;
    // The regions of a template are its pattern's statements.
    if (const FunctionDecl *Pattern = F->getTemplateInstantiationPattern())
      F = Pattern;
    if (F->hasBody(Def) && !SM.isInSystemHeader(Def->getLocation())) {
      if (Index >= Def->getNumParams() || Depth > 4)
        return {};
      const ParmVarDecl *P = Def->getParamDecl(Index);
      Use U = parameter(Def, P, Depth + 1);
      // 'const void *p' handed on as '(const double *)p': a read, as a
      // library function's const parameter is (no warning of a host write
      // for a checksum helper; found by a bug-hunting helper).
      if (const auto *PT = P->getType()->getAs<PointerType>();
          PT && PT->getPointeeType().isConstQualified() && !U.DeviceWrite) {
        U.HostRead |= U.HostWrite;
        U.HostWrite = false;
      }
      return U;
    }
    if (!SM.isInSystemHeader(SM.getExpansionLoc(F->getLocation())))
      return {};
    Use U;
    U.HostRead = true;
    if (Index < F->getNumParams())
      if (const auto *PT =
              F->getParamDecl(Index)->getType()->getAs<PointerType>())
        U.HostWrite = !PT->getPointeeType().isConstQualified();
    return U;
  }

  /// How F uses what its parameter P points to.
  Use parameter(const FunctionDecl *F, const ParmVarDecl *P, unsigned Depth) {
    struct Walker : RecursiveASTVisitor<Walker> {
      UseClassifier &C;
      const ParmVarDecl *P;
      unsigned Depth;
      ParentMap Parents;
      Use U;
      Walker(UseClassifier &C, const ParmVarDecl *P, unsigned Depth)
          : C(C), P(P), Depth(Depth) {}
      bool TraverseStmt(Stmt *S) {
        if (S && C.isRegion(S)) {
          Use D;
          for (const HostVar &V : hostAccess(S, P->getASTContext()).Vars)
            if (V.Var == P) {
              D.DeviceRead = true;
              D.DeviceWrite = V.Written;
            }
          U.merge(D);
          return true;
        }
        return RecursiveASTVisitor::TraverseStmt(S);
      }
      bool VisitDeclRefExpr(DeclRefExpr *DR) {
        if (DR->getDecl() == P)
          U.merge(C.classify(DR, Parents, Depth));
        return true;
      }
    } W(*this, P, Depth);
    collectParents(F->getBody(), W.Parents);
    W.TraverseStmt(F->getBody());
    return W.U;
  }

  /// Whether a store through the use E also reads: 'a[i] += x', 'a[i]++'.
  static bool alsoReads(const Expr *E, ParentMap &Parents) {
    const Stmt *Cur = E;
    while (const Stmt *P = Parents[Cur]) {
      if (const auto *A = dyn_cast<ArraySubscriptExpr>(P);
          A && A->getIdx() == Cur)
        return true;
      if (isa<ParenExpr>(P) || isa<ImplicitCastExpr>(P) ||
          isa<ArraySubscriptExpr>(P) ||
          (isa<UnaryOperator>(P) &&
           cast<UnaryOperator>(P)->getOpcode() == UO_Deref)) {
        Cur = P;
        continue;
      }
      if (const auto *B = dyn_cast<BinaryOperator>(P))
        return B->getOpcode() != BO_Assign;
      return true;
    }
    return false;
  }
};

/// One use of one of the data region's arrays, where it happens and inside
/// which loops of the data region.
struct Event {
  const ValueDecl *Array;
  SourceLocation Loc;
  Use What;
  std::vector<const Stmt *> Loops;
  /// A host use's subscripts, outermost first, where they are constants
  /// ('b[N - 1]'); none where not known.
  std::vector<std::optional<int64_t>> Index = {};
};

/// An 'update host' of an array: where, and the constant bounds of its
/// section's dimensions (none where not constant; no dimensions for the
/// whole array).
struct HostUpdate {
  SourceLocation Loc;
  std::vector<std::pair<std::optional<int64_t>, std::optional<int64_t>>>
      Bounds = {};
  /// Whether the update provably leaves out the element a use with
  /// constant subscripts reaches (an update of b[0:49999] before a read
  /// of b[99999] does not make that read current).
  bool missesElement(const Event &Use) const {
    for (size_t D = 0; D < Bounds.size() && D < Use.Index.size(); ++D) {
      const std::optional<int64_t> &I = Use.Index[D];
      if (I && ((Bounds[D].first && *I < *Bounds[D].first) ||
                (Bounds[D].second && *I > *Bounds[D].second)))
        return true;
    }
    return false;
  }
};

/// The constant subscripts applied to the array named by DR, outermost
/// first ('A[1][j]': 1 and none).
std::vector<std::optional<int64_t>> constantSubscripts(const DeclRefExpr *DR,
                                                       ParentMap &Parents,
                                                       ASTContext &Ctx) {
  std::vector<std::optional<int64_t>> Out;
  const Stmt *Cur = DR;
  while (const Stmt *P = Parents[Cur]) {
    if (isa<ParenExpr>(P) || isa<ImplicitCastExpr>(P)) {
      Cur = P;
      continue;
    }
    const auto *S = dyn_cast<ArraySubscriptExpr>(P);
    if (!S || S->getBase()->IgnoreParenImpCasts() !=
                  cast<Expr>(Cur)->IgnoreParenImpCasts())
      break;
    Expr::EvalResult R;
    if (!S->getIdx()->isValueDependent() &&
        S->getIdx()->EvaluateAsInt(R, Ctx))
      Out.push_back(R.Val.getInt().getExtValue());
    else
      Out.push_back(std::nullopt);
    Cur = P;
  }
  return Out;
}

/// The uses of a data region's arrays under its statement, in source order:
/// its compute regions (on the device), its host code, and the calls in the
/// host code (which may do either).
class EventCollector : public RecursiveASTVisitor<EventCollector> {
public:
  EventCollector(UseClassifier &Uses,
                 const std::set<const ValueDecl *> &Arrays, ASTContext &Ctx)
      : Uses(Uses), Arrays(Arrays), Ctx(Ctx) {}
  std::vector<Event> Events;

  void walk(const Stmt *Root) {
    collectParents(Root, Parents);
    this->Root = Root;
    TraverseStmt(const_cast<Stmt *>(Root));
  }
  bool TraverseStmt(Stmt *S) {
    if (!S)
      return true;
    if (Uses.isRegion(S)) {
      for (const HostVar &V : hostAccess(S, Ctx).Vars)
        if (Arrays.count(V.Var)) {
          Use U;
          U.DeviceRead = true;
          U.DeviceWrite = V.Written;
          Events.push_back({V.Var, S->getBeginLoc(), U, Loops});
        }
      return true;
    }
    bool Loop = isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S);
    if (Loop)
      Loops.push_back(S);
    bool OK = RecursiveASTVisitor::TraverseStmt(S);
    if (Loop)
      Loops.pop_back();
    return OK;
  }
  bool TraverseCallExpr(CallExpr *C) {
    if (!isRuntimeRoutine(C->getDirectCallee()))
      return RecursiveASTVisitor::TraverseCallExpr(C);
    return traverseValueArguments(*this, C);
  }
  /// host_data statements among All: there, their use_device variables
  /// name device copies, which the host code does not read or write.
  void noteHostData(llvm::ArrayRef<Directive> All) {
    for (const Directive &D : All)
      if (D.Kind == DirectiveKind::HostData && D.Statement)
        if (const Clause *C = D.find(ClauseKind::UseDevice))
          for (const DataItem &I : C->Items)
            DeviceNamed.push_back({D.Statement->getSourceRange(), I.Decl});
  }
  bool VisitDeclRefExpr(DeclRefExpr *DR) {
    for (const auto &[Range, Var] : DeviceNamed)
      if (Var == DR->getDecl() &&
          rangeContains(Ctx.getSourceManager(), Range, DR->getBeginLoc()))
        return true;
    if (Arrays.count(DR->getDecl()) && !pointerMove(DR))
      Events.push_back({DR->getDecl(), DR->getBeginLoc(),
                        Uses.classify(DR, Parents), Loops,
                        constantSubscripts(DR, Parents, Ctx)});
    return true;
  }

private:
  const Stmt *Root = nullptr;
  std::vector<std::pair<SourceRange, const ValueDecl *>> DeviceNamed;

  /// Whether the use DR of a pointer only moves the pointer, doing nothing
  /// to what it points to: the pointer reassigned, or its value copied
  /// into a pointer that is itself an array of the data region or a local
  /// of the data region's code that only moves it on (the Jacobi swap
  /// 't = A; A = Anew; Anew = t').
  bool pointerMove(const DeclRefExpr *DR, unsigned Depth = 0) {
    if (!DR->getType()->isPointerType() || Depth > 4)
      return false;
    const Stmt *Cur = DR;
    const Stmt *P = Parents[Cur];
    while (P && (isa<ParenExpr>(P) ||
                 (isa<ImplicitCastExpr>(P) &&
                  cast<ImplicitCastExpr>(P)->getType()->isPointerType()))) {
      Cur = P;
      P = Parents[Cur];
    }
    const VarDecl *To = nullptr;
    if (const auto *B = dyn_cast_or_null<BinaryOperator>(P);
        B && B->getOpcode() == BO_Assign) {
      if (B->getLHS() == Cur)
        return true;
      if (const auto *L = dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParens()))
        To = dyn_cast<VarDecl>(L->getDecl());
    } else if (const auto *DS = dyn_cast_or_null<DeclStmt>(P)) {
      for (const Decl *D : DS->decls())
        if (const auto *V = dyn_cast<VarDecl>(D); V && V->getInit() == Cur)
          To = V;
    }
    if (!To || !To->getType()->isPointerType())
      return false;
    if (Arrays.count(To))
      return true;
    return To->hasLocalStorage() &&
           rangeContains(Ctx.getSourceManager(), Root->getSourceRange(),
                         To->getLocation()) &&
           onlyMoved(To, Depth + 1);
  }

  /// Whether every use of local V in the data region's code only moves
  /// the pointer it holds.
  bool onlyMoved(const VarDecl *V, unsigned Depth) {
    struct Refs : RecursiveASTVisitor<Refs> {
      const VarDecl *V;
      std::vector<const DeclRefExpr *> Found;
      bool VisitDeclRefExpr(DeclRefExpr *DR) {
        if (DR->getDecl() == V)
          Found.push_back(DR);
        return true;
      }
    } R;
    R.V = V;
    R.TraverseStmt(const_cast<Stmt *>(Root));
    return std::all_of(R.Found.begin(), R.Found.end(),
                       [&](const DeclRefExpr *DR) { return pointerMove(DR, Depth); });
  }

  UseClassifier &Uses;
  const std::set<const ValueDecl *> &Arrays;
  ASTContext &Ctx;
  ParentMap Parents;
  std::vector<const Stmt *> Loops;
};

/// Whether Other can run after Use (Later) or before it (!Later): it is on
/// that side in the source, or in a loop around Use.
bool canRun(const SourceManager &SM, const Event &Use, const Event &Other,
            bool Later) {
  if (Later ? SM.isBeforeInTranslationUnit(Use.Loc, Other.Loc)
            : SM.isBeforeInTranslationUnit(Other.Loc, Use.Loc))
    return true;
  return std::any_of(Use.Loops.begin(), Use.Loops.end(), [&](const Stmt *L) {
    return rangeContains(SM, L->getSourceRange(), Other.Loc);
  });
}

/// Whether an update of the array at one of Updates runs on every way from
/// the device's write Write to the host's read Read: between them in the
/// source when Write comes first; otherwise (Write reaches Read through a
/// loop around both) after Write or before Read in the innermost such loop.
/// An update under a condition counts: the user's own update says the user
/// keeps the copies in step there.
bool updatedBetween(const SourceManager &SM, const Event &Write,
                    const Event &Read, const std::vector<HostUpdate> &Updates) {
  auto Before = [&](SourceLocation A, SourceLocation B) {
    return SM.isBeforeInTranslationUnit(A, B);
  };
  if (Before(Write.Loc, Read.Loc))
    return std::any_of(Updates.begin(), Updates.end(), [&](const HostUpdate &U) {
      return Before(Write.Loc, U.Loc) && Before(U.Loc, Read.Loc) &&
             !U.missesElement(Read);
    });
  for (auto L = Read.Loops.rbegin(); L != Read.Loops.rend(); ++L) {
    SourceRange Range = (*L)->getSourceRange();
    if (!rangeContains(SM, Range, Write.Loc))
      continue;
    return std::any_of(Updates.begin(), Updates.end(), [&](const HostUpdate &U) {
      return rangeContains(SM, Range, U.Loc) &&
             (Before(U.Loc, Read.Loc) || Before(Write.Loc, U.Loc)) &&
             !U.missesElement(Read);
    });
  }
  return false;
}

/// What D copies to the host: an update's 'host' items where it is, a
/// region's 'updateout' items (PGI) at the end of its statement. Each array
/// with its section's constant bounds.
std::vector<std::pair<const ValueDecl *, HostUpdate>>
hostUpdates(const Directive &D) {
  std::vector<std::pair<const ValueDecl *, HostUpdate>> Out;
  bool Update = D.Kind == DirectiveKind::Update;
  if (!Update && !D.Statement)
    return Out;
  SourceLocation At = Update ? D.Loc : D.Statement->getEndLoc();
  for (const Clause &C : D.Clauses)
    if (C.Kind == (Update ? ClauseKind::UpdateHost : ClauseKind::Updateout))
      for (const DataItem &I : C.Items) {
        if (!I.Decl)
          continue;
        HostUpdate U{At};
        for (const Section &S : I.Sections)
          U.Bounds.push_back(
              {S.Lower ? S.Lower->evaluateConstant() : std::nullopt,
               S.Upper ? S.Upper->evaluateConstant() : std::nullopt});
        Out.push_back({I.Decl, U});
      }
  return Out;
}

/// The declarations named in the clauses of kind K of D.
std::set<const ValueDecl *> named(const Directive &D, ClauseKind K) {
  std::set<const ValueDecl *> Out;
  for (const Clause &C : D.Clauses)
    if (C.Kind == K)
      for (const DataItem &I : C.Items)
        if (I.Decl)
          Out.insert(I.Decl);
  return Out;
}

/// The updates of a function called in Root with one of Arrays as an
/// argument, on the parameter it becomes (`pull(c)` where pull does
/// `update host(C[0:n-1])`): updates of that array at the call.
void calleeUpdates(
    const Stmt *Root, const std::set<const ValueDecl *> &Arrays,
    const std::vector<const Directive *> &All, const SourceManager &SM,
    std::map<const ValueDecl *, std::vector<HostUpdate>> &UpdatedHost,
    std::set<const ValueDecl *> &UpdatedDevice) {
  struct Calls : RecursiveASTVisitor<Calls> {
    std::vector<const CallExpr *> Found;
    bool VisitCallExpr(CallExpr *C) {
      Found.push_back(C);
      return true;
    }
  } C;
  C.TraverseStmt(const_cast<Stmt *>(Root));
  for (const CallExpr *Call : C.Found) {
    const FunctionDecl *Def = nullptr;
    if (!Call->getDirectCallee() || !Call->getDirectCallee()->hasBody(Def))
      continue;
    // A template's directives name the pattern's parameters; a lambda's
    // call operator is called with the lambda first.
    if (const FunctionDecl *Pattern = Def->getTemplateInstantiationPattern())
      Def = Pattern;
    unsigned Skip = isa<CXXOperatorCallExpr>(Call) && isa<CXXMethodDecl>(Def);
    for (unsigned I = 0; I + Skip < Call->getNumArgs() && I < Def->getNumParams();
         ++I) {
      const auto *DR =
          dyn_cast<DeclRefExpr>(Call->getArg(I + Skip)->IgnoreParenImpCasts());
      if (!DR || !Arrays.count(DR->getDecl()))
        continue;
      const ParmVarDecl *P = Def->getParamDecl(I);
      for (const Directive *D : All)
        if (rangeContains(SM, Def->getBody()->getSourceRange(), D->Loc)) {
          if (named(*D, ClauseKind::UpdateHost).count(P))
            UpdatedHost[DR->getDecl()].push_back({Call->getBeginLoc()});
          if (named(*D, ClauseKind::UpdateDevice).count(P))
            UpdatedDevice.insert(DR->getDecl());
        }
    }
  }
}

void checkDataRegion(const Directive &Data, llvm::ArrayRef<Directive> All,
                     const std::vector<const Directive *> &AllUpdates,
                     UseClassifier &Uses, ASTContext &Ctx,
                     std::vector<StaleHostUse> &Out) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::set<const ValueDecl *> Arrays, CopiedOut;
  for (const Clause &C : Data.Clauses)
    if (isDataClause(C.Kind) && C.Kind != ClauseKind::Deviceptr)
      for (const DataItem &I : C.Items)
        if (I.Decl) {
          Arrays.insert(I.Decl);
          if (C.Kind == ClauseKind::Copy || C.Kind == ClauseKind::Copyout ||
              C.Kind == ClauseKind::Updateout)
            CopiedOut.insert(I.Decl);
        }
  if (Arrays.empty())
    return;
  // The user's own updates say the user keeps the copies in step: an
  // update device anywhere in the data region, an update host where it
  // runs between the device's write and the host's read.
  SourceRange Range = Data.Statement->getSourceRange();
  std::set<const ValueDecl *> UpdatedDevice;
  std::map<const ValueDecl *, std::vector<HostUpdate>> UpdatedHost;
  for (const Directive &D : All)
    if (&D != &Data && rangeContains(SM, Range, D.Loc)) {
      for (auto &[V, U] : hostUpdates(D))
        UpdatedHost[V].push_back(U);
      UpdatedDevice.merge(named(D, D.Kind == DirectiveKind::Update
                                       ? ClauseKind::UpdateDevice
                                       : ClauseKind::Updatein));
    }
  calleeUpdates(Data.Statement, Arrays, AllUpdates, SM, UpdatedHost,
                UpdatedDevice);
  EventCollector Collect(Uses, Arrays, Ctx);
  Collect.noteHostData(All);
  Collect.walk(Data.Statement);
  std::set<std::pair<const ValueDecl *, bool>> Said;
  for (const Event &E : Collect.Events)
    for (const Event &D : Collect.Events) {
      if (D.Array != E.Array)
        continue;
      bool Lost = E.What.HostWrite && !UpdatedDevice.count(E.Array) &&
                  (CopiedOut.count(E.Array) ||
                   (D.What.DeviceRead && canRun(SM, E, D, /*Later=*/true)));
      bool Stale = E.What.HostRead && D.What.DeviceWrite &&
                   canRun(SM, E, D, /*Later=*/false) &&
                   !updatedBetween(SM, D, E, UpdatedHost[E.Array]);
      for (bool Write : {true, false})
        if ((Write ? Lost : Stale) && Said.insert({E.Array, Write}).second)
          Out.push_back({E.Loc, E.Array->getNameAsString(), Write, Data.Loc});
    }
}

} // namespace

std::vector<StaleHostUse>
cuacc::findStaleHostUses(llvm::ArrayRef<Directive> Directives,
                         const std::set<const Stmt *> &AllRegions,
                         const std::vector<const Directive *> &AllUpdates,
                         ASTContext &Ctx) {
  UseClassifier Uses(Ctx.getSourceManager(), AllRegions);
  std::vector<StaleHostUse> Out;
  for (const Directive &D : Directives)
    if (D.Kind == DirectiveKind::DataRegion && D.Statement)
      checkDataRegion(D, Directives, AllUpdates, Uses, Ctx, Out);
  // An array of nested data regions is reported once, for the innermost.
  std::vector<StaleHostUse> Unique;
  for (auto It = Out.rbegin(); It != Out.rend(); ++It)
    if (std::none_of(Unique.begin(), Unique.end(), [&](const StaleHostUse &U) {
          return U.Loc == It->Loc && U.Write == It->Write;
        }))
      Unique.push_back(*It);
  std::reverse(Unique.begin(), Unique.end());
  return Unique;
}
