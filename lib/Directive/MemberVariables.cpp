//===- MemberVariables.cpp - struct member paths as variables -------------===//

#include "Directive/MemberVariables.h"
#include "Directive/Binder.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include <map>
#include <optional>
#include <tuple>

using namespace cuacc;
using namespace clang;

namespace {

using PathKey = std::tuple<const FunctionDecl *, const ValueDecl *,
                           std::vector<std::pair<const FieldDecl *, bool>>>;

/// The paths made into variables in this translation unit (one plugin run
/// compiles one), by path and by the variables' identifiers.
struct Registry {
  std::map<PathKey, const VarDecl *> ByPath;
  /// spelledVariable's, by function and host spelling.
  std::map<std::pair<const FunctionDecl *, std::string>, const VarDecl *>
      ByHost;
  llvm::DenseMap<const VarDecl *, MemberVariable> ByVariable;
  llvm::StringMap<std::string> UserSpellingOf, HostSpellingOf;
  /// Why a path found in a region stays a member access there.
  llvm::DenseMap<const MemberExpr *, std::string> WhyNot;
};

Registry &registry() {
  static Registry R;
  return R;
}

PathKey keyOf(const FunctionDecl &F, const ValueDecl *Root,
              llvm::ArrayRef<MemberStep> Steps) {
  std::vector<std::pair<const FieldDecl *, bool>> Fields;
  for (const MemberStep &S : Steps)
    Fields.push_back({S.Field, S.Arrow});
  return {&F, Root, std::move(Fields)};
}

/// The steps as C spells them; an anonymous struct member is no step of
/// its own (C11: s.x reaches the x of an unnamed struct in s), but its '->'
/// is the next one's.
std::string stepsText(llvm::ArrayRef<MemberStep> Steps, bool SkipFirstArrow) {
  std::string Out;
  bool Arrow = false;
  for (size_t I = 0; I < Steps.size(); ++I) {
    Arrow |= Steps[I].Arrow;
    if (Steps[I].Field->getName().empty())
      continue;
    if (I || !SkipFirstArrow)
      Out += Arrow ? "->" : ".";
    Out += Steps[I].Field->getName().str();
    Arrow = false;
  }
  return Out;
}

/// A member path found in a region: the maximal MemberExpr and what it
/// reaches from.
struct FoundPath {
  MemberExpr *Expr;
  const ValueDecl *Root; ///< null: 'this'
  bool ImplicitThis;
  std::vector<MemberStep> Steps;
  bool Written = false;
};

/// Whether Prefix's steps start Steps (same root).
bool startsWith(const FoundPath &P, const FoundPath &Prefix, bool Strict) {
  if (P.Root != Prefix.Root || Prefix.Steps.size() > P.Steps.size() ||
      (Strict && Prefix.Steps.size() == P.Steps.size()))
    return false;
  for (size_t I = 0; I < Prefix.Steps.size(); ++I)
    if (Prefix.Steps[I].Field != P.Steps[I].Field ||
        Prefix.Steps[I].Arrow != P.Steps[I].Arrow)
      return false;
  return true;
}

/// The path E reaches (a variable, or fields from one or from 'this'),
/// recorded as found at Found.
std::optional<FoundPath> pathFrom(const Expr *E, MemberExpr *Found) {
  FoundPath P{Found, nullptr, false, {}};
  E = E->IgnoreParenImpCasts();
  while (const auto *M = dyn_cast<MemberExpr>(E)) {
    const auto *FD = dyn_cast<FieldDecl>(M->getMemberDecl());
    if (!FD)
      return std::nullopt;
    P.Steps.insert(P.Steps.begin(), {FD, M->isArrow()});
    E = M->getBase()->IgnoreParenImpCasts();
  }
  if (const auto *DR = dyn_cast<DeclRefExpr>(E)) {
    if (!isa<VarDecl>(DR->getDecl()))
      return std::nullopt;
    P.Root = DR->getDecl();
    return P;
  }
  if (const auto *T = dyn_cast<CXXThisExpr>(E)) {
    P.ImplicitThis = T->isImplicit();
    return P;
  }
  return std::nullopt;
}

class Substitution {
public:
  Substitution(Stmt *Region, const FunctionDecl &F, ASTContext &Ctx)
      : Region(Region), F(F), Ctx(Ctx) {}

  void run() {
    collect(Region);
    for (const FoundPath &P : Paths) {
      std::string Why = whyNot(P);
      if (Why.empty())
        replace(P);
      else
        registry().WhyNot[P.Expr] =
            "'" + spelling(P) + "' " + Why +
            ", so it is no variable of the region";
    }
  }

private:
  Stmt *Region;
  const FunctionDecl &F;
  ASTContext &Ctx;
  llvm::DenseMap<const Stmt *, Stmt *> Parent;
  std::vector<FoundPath> Paths;
  llvm::DenseSet<const ValueDecl *> WrittenRoots;
  llvm::DenseSet<const Type *> ReachedByPointer;
  mutable std::optional<std::vector<FoundPath>> Addressed;

  void collect(Stmt *Root) {
    std::vector<Stmt *> Work{Root};
    std::vector<MemberExpr *> Members;
    std::vector<DeclRefExpr *> Refs;
    while (!Work.empty()) {
      Stmt *S = Work.back();
      Work.pop_back();
      if (auto *ME = dyn_cast<MemberExpr>(S))
        Members.push_back(ME);
      if (auto *DR = dyn_cast<DeclRefExpr>(S))
        Refs.push_back(DR);
      noteReachedByPointer(S);
      for (Stmt *Child : S->children())
        if (Child) {
          Parent[Child] = S;
          Work.push_back(Child);
        }
    }
    for (DeclRefExpr *DR : Refs)
      noteRootUse(DR);
    for (MemberExpr *ME : Members)
      if (isMaximal(ME))
        if (std::optional<FoundPath> P = pathOf(ME)) {
          P->Written = modified(ME);
          Paths.push_back(std::move(*P));
        }
  }

  /// The expression E is an operand of, past parentheses and implicit
  /// casts; null at the top.
  const Stmt *user(const Stmt *E) const {
    auto It = Parent.find(E);
    while (It != Parent.end() &&
           (isa<ParenExpr>(It->second) || isa<ImplicitCastExpr>(It->second)))
      It = Parent.find(It->second);
    return It == Parent.end() ? nullptr : It->second;
  }

  bool isMaximal(const MemberExpr *ME) const {
    const auto *U = dyn_cast_or_null<MemberExpr>(user(ME));
    return !U || U->getBase()->IgnoreParenImpCasts() != ME;
  }

  /// A variable the region assigns, takes the address of, binds to a
  /// reference, or calls a member function on: its paths may move.
  void noteRootUse(DeclRefExpr *DR) {
    const auto *V = dyn_cast<VarDecl>(DR->getDecl());
    if (!V)
      return;
    if (const auto *U = dyn_cast_or_null<MemberExpr>(user(DR));
        U && U->getBase()->IgnoreParenImpCasts() == DR) {
      if (!isa<FieldDecl>(U->getMemberDecl()))
        WrittenRoots.insert(V);
      return;
    }
    if (modified(DR))
      WrittenRoots.insert(V);
  }

  static std::optional<FoundPath> pathOf(MemberExpr *ME) {
    return pathFrom(ME, ME);
  }

  /// Whether the lvalue E is assigned, incremented, has its address taken
  /// or is bound to a reference: anything but a read of its value (or of
  /// an array's elements through its address).
  bool modified(const Stmt *E) const {
    const Stmt *Cur = E;
    while (true) {
      auto It = Parent.find(Cur);
      if (It == Parent.end())
        return false;
      const Stmt *P = It->second;
      if (isa<ParenExpr>(P)) {
        Cur = P;
        continue;
      }
      if (const auto *IC = dyn_cast<ImplicitCastExpr>(P)) {
        switch (IC->getCastKind()) {
        case CK_LValueToRValue:
        case CK_ArrayToPointerDecay:
          return false;
        case CK_NoOp:
        case CK_UncheckedDerivedToBase:
        case CK_DerivedToBase:
          Cur = P;
          continue;
        default:
          return true;
        }
      }
      if (const auto *B = dyn_cast<BinaryOperator>(P)) {
        if (B->isAssignmentOp())
          return B->getLHS() == Cur;
        if (B->getOpcode() == BO_Comma && B->getRHS() == Cur) {
          Cur = P;
          continue;
        }
        return B->getOpcode() != BO_Comma;
      }
      if (isa<UnaryExprOrTypeTraitExpr>(P))
        return false;
      if (const auto *DS = dyn_cast<DeclStmt>(P)) {
        for (const Decl *D : DS->decls())
          if (const auto *V = dyn_cast<VarDecl>(D);
              V && V->getInit() == Cur && V->getType()->isReferenceType())
            return true;
        return false;
      }
      return true;
    }
  }

  /// Why P cannot stand as a variable (completing "'v.x' ..."); empty
  /// when it can.
  std::string whyNot(const FoundPath &P) const {
    if (P.Root) {
      std::string Root = P.Root->getName().str();
      if (WrittenRoots.count(P.Root))
        return "starts from '" + Root +
               "', which the region assigns or gives the address of";
      if (rangeContains(Ctx.getSourceManager(), Region->getSourceRange(),
                        P.Root->getLocation()))
        return "is in '" + Root + "', a struct declared in the region";
    } else if (!isa<CXXMethodDecl>(F)) {
      return "is not a member of a struct variable";
    }
    QualType T = pathType(P);
    if (std::string Why = whyNotMemberVariable(P.Steps, T); !Why.empty())
      return "is " + Why;
    if (!Ctx.hasSameType(T, P.Expr->getType()))
      return "is not a member of a struct variable";
    // Written, the path is a variable only where no other name can reach
    // it (below); a path the region writes moves what starts with it.
    for (const FoundPath &W : Paths)
      if (W.Written && startsWith(P, W, /*Strict=*/false) &&
          startsWith(W, P, false) && !writableAsVariable(W)) {
        // A global's members: any pointer the region reads may point
        // into it, set by code this function does not show.
        if (const auto *V = dyn_cast_or_null<VarDecl>(P.Root);
            V && !V->hasLocalStorage())
          return "is written, and is in '" + V->getName().str() +
                 "', a variable of static storage that a pointer set "
                 "elsewhere may reach";
        return "is written where another name may reach it (through a "
               "pointer, a reference, or a struct the region reaches "
               "through a pointer)";
      }
    for (const FoundPath &W : Paths)
      if (W.Written && startsWith(P, W, /*Strict=*/true))
        return "is reached through '" + spelling(W) +
               "', which the region writes";
    return "";
  }

  static std::string spelling(const FoundPath &P) {
    return pathSpelling(P.Root, P.Steps, P.ImplicitThis).User;
  }

  /// A written path is a variable written only where no other name can
  /// reach it: a scalar in a local variable's storage, reached with '.'
  /// (no reference member on the way), of structs the region reaches
  /// through no pointer (which might point into the variable).
  bool writableAsVariable(const FoundPath &P) const {
    const auto *V = dyn_cast_or_null<VarDecl>(P.Root);
    if (!V || !V->hasLocalStorage() || V->getType()->isReferenceType() ||
        !P.Expr->getType()->isScalarType() ||
        ReachedByPointer.count(canonicalRecord(V->getType())))
      return false;
    // Its address (or a struct's around it) taken anywhere in the function
    // ('int *pc = &s.count'): a pointer of any type may reach it.
    for (const FoundPath &A : addressedPaths())
      if (startsWith(P, A, /*Strict=*/false))
        return false;
    return llvm::none_of(P.Steps, [&](const MemberStep &S) {
      return S.Arrow || S.Field->getType()->isReferenceType() ||
             ReachedByPointer.count(canonicalRecord(S.Field->getType()));
    });
  }

  /// The member paths whose address the function takes or binds to a
  /// reference, anywhere (computed once).
  const std::vector<FoundPath> &addressedPaths() const {
    if (Addressed)
      return *Addressed;
    Addressed.emplace();
    llvm::DenseMap<const Stmt *, const Stmt *> Up;
    std::vector<Stmt *> Work{F.getBody()}, Members;
    while (!Work.empty()) {
      Stmt *S = Work.back();
      Work.pop_back();
      if (isa<MemberExpr>(S))
        Members.push_back(S);
      for (Stmt *C : S->children())
        if (C) {
          Up[C] = S;
          Work.push_back(C);
        }
    }
    for (Stmt *S : Members) {
      const Stmt *Cur = S;
      auto It = Up.find(Cur);
      while (It != Up.end() &&
             (isa<ParenExpr>(It->second) ||
              (isa<ImplicitCastExpr>(It->second) &&
               cast<ImplicitCastExpr>(It->second)->getCastKind() == CK_NoOp)))
        It = Up.find(Cur = It->second);
      if (It == Up.end())
        continue;
      const Stmt *P = It->second;
      const auto *U = dyn_cast<UnaryOperator>(P);
      bool Taken = (U && U->getOpcode() == UO_AddrOf) || isa<CallExpr>(P) ||
                   isa<CXXConstructExpr>(P) ||
                   (isa<DeclStmt>(P) && llvm::any_of(
                                            cast<DeclStmt>(P)->decls(),
                                            [](const Decl *D) {
                                              const auto *V = dyn_cast<VarDecl>(D);
                                              return V && V->getType()->isReferenceType();
                                            }));
      if (Taken)
        if (std::optional<FoundPath> Path = pathOf(cast<MemberExpr>(S)))
          Addressed->push_back(std::move(*Path));
    }
    return *Addressed;
  }

  static const Type *canonicalRecord(QualType T) {
    const auto *R = T.getCanonicalType()->getAs<RecordType>();
    return R ? R->getDecl()->getTypeForDecl() : nullptr;
  }

  /// The structs an expression of the region reaches through a pointer
  /// (p->x, p[i], *p).
  void noteReachedByPointer(const Stmt *S) {
    const Expr *Through = nullptr;
    if (const auto *M = dyn_cast<MemberExpr>(S); M && M->isArrow())
      Through = M->getBase();
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(S))
      Through = A->getBase();
    if (const auto *U = dyn_cast<UnaryOperator>(S);
        U && U->getOpcode() == UO_Deref)
      Through = U->getSubExpr();
    if (!Through)
      return;
    QualType T = Through->getType();
    if (const auto *PT = T->getAs<PointerType>())
      if (const Type *R = canonicalRecord(PT->getPointeeType()))
        ReachedByPointer.insert(R);
  }

  QualType pathType(const FoundPath &P) const {
    return memberPathType(F, P.Root, P.Steps, Ctx);
  }

  void replace(const FoundPath &P) {
    auto It = Parent.find(P.Expr);
    if (It == Parent.end())
      return;
    const VarDecl *V =
        memberPathVariable(Ctx, F, P.Root, P.Steps, P.ImplicitThis);
    auto *Ref = DeclRefExpr::Create(
        Ctx, NestedNameSpecifierLoc(), SourceLocation(),
        const_cast<VarDecl *>(V), false, P.Expr->getBeginLoc(),
        V->getType(), VK_LValue);
    // The parentheses keep the path's source range: the statement around
    // it still ends where the user's text does.
    auto *Paren =
        new (Ctx) ParenExpr(P.Expr->getBeginLoc(), P.Expr->getEndLoc(), Ref);
    for (Stmt *&Child : It->second->children())
      if (Child == P.Expr)
        Child = Paren;
  }
};

} // namespace

const MemberVariable *cuacc::memberVariable(const VarDecl *V) {
  auto &ByVariable = registry().ByVariable;
  auto It = ByVariable.find(V);
  return It == ByVariable.end() ? nullptr : &It->second;
}

const std::string *cuacc::whyMemberStays(const MemberExpr *E) {
  auto &WhyNot = registry().WhyNot;
  auto It = WhyNot.find(E);
  return It == WhyNot.end() ? nullptr : &It->second;
}

std::string cuacc::userName(const ValueDecl *V) {
  if (const auto *Var = dyn_cast<VarDecl>(V))
    if (const MemberVariable *M = memberVariable(Var))
      return M->UserSpelling;
  return withUserSpellings(V->getName());
}

/// Text with each member variable's identifier replaced by its spelling in
/// Spellings.
static std::string respell(llvm::StringRef Text,
                           const llvm::StringMap<std::string> &Spellings) {
  if (Spellings.empty() || !Text.contains("__cuacc_m"))
    return Text.str();
  auto Ident = [](char C) {
    return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
  };
  std::string Out;
  size_t I = 0;
  while (I < Text.size()) {
    size_t At = Text.find("__cuacc_m", I);
    if (At == llvm::StringRef::npos || (At > 0 && Ident(Text[At - 1]))) {
      size_t End = At == llvm::StringRef::npos ? Text.size() : At + 1;
      Out += Text.slice(I, End);
      I = End;
      continue;
    }
    size_t End = At;
    while (End < Text.size() && Ident(Text[End]))
      ++End;
    Out += Text.slice(I, At);
    auto Found = Spellings.find(Text.slice(At, End));
    Out += Found == Spellings.end() ? Text.slice(At, End).str()
                                    : Found->second;
    I = End;
  }
  return Out;
}

unsigned cuacc::nextMemberVariable() {
  static unsigned Next = 0;
  return Next++;
}

void cuacc::addSpellings(llvm::StringRef Name, std::string User,
                         std::string Host) {
  registry().UserSpellingOf[Name] = std::move(User);
  registry().HostSpellingOf[Name] = std::move(Host);
}

std::string cuacc::withUserSpellings(llvm::StringRef Text) {
  return respell(Text, registry().UserSpellingOf);
}

std::string cuacc::withHostSpellings(llvm::StringRef Text) {
  return respell(Text, registry().HostSpellingOf);
}

QualType cuacc::memberPathType(const FunctionDecl &F, const ValueDecl *Root,
                               llvm::ArrayRef<MemberStep> Steps,
                               const ASTContext &Ctx) {
  QualType T = Root ? Root->getType().getNonReferenceType()
                    : cast<CXXMethodDecl>(F).getThisType();
  for (const MemberStep &S : Steps) {
    if (S.Arrow) {
      const auto *P = T->getAs<PointerType>();
      if (!P)
        return QualType();
      T = P->getPointeeType();
    }
    // (A class template's own type, in its members, is no RecordType.)
    if (!T->getAs<RecordType>() && !T->getAsCXXRecordDecl())
      return QualType();
    QualType Field = S.Field->getType();
    if (Field->isReferenceType()) {
      T = Field.getNonReferenceType();
      continue;
    }
    Qualifiers Q = T.getCanonicalType().getQualifiers();
    if (S.Field->isMutable())
      Q.removeConst();
    T = const_cast<ASTContext &>(Ctx).getQualifiedType(Field, Q);
  }
  return T;
}

std::string cuacc::whyNotMemberVariable(llvm::ArrayRef<MemberStep> Steps,
                                        QualType PathType) {
  for (const MemberStep &S : Steps) {
    if (S.Field->isBitField())
      return "a bit-field";
    if (S.Field->getParent()->isUnion())
      return "a union member";
  }
  if (PathType.isNull())
    return "not a member of a struct";
  if (PathType->isMemberPointerType() || PathType->isAnyComplexType() ||
      !(PathType->isScalarType() || PathType->isConstantArrayType()))
    return "of a type that is not a number, a pointer or an array";
  return "";
}

const VarDecl *cuacc::memberPathVariable(ASTContext &Ctx,
                                         const FunctionDecl &F,
                                         const ValueDecl *Root,
                                         llvm::ArrayRef<MemberStep> Steps,
                                         bool ImplicitThis) {
  Registry &R = registry();
  PathKey Key = keyOf(F, Root, Steps);
  if (auto It = R.ByPath.find(Key); It != R.ByPath.end())
    return It->second;
  QualType T = memberPathType(F, Root, Steps, Ctx);
  std::string Name = "__cuacc_m" + std::to_string(nextMemberVariable()) + "_" +
                     (Root ? Root->getName().str() : std::string("this"));
  for (const MemberStep &S : Steps)
    Name += "_" + S.Field->getName().str();
  // Declared where the root is (before any region that uses the path), in
  // F but not added to it: name lookup never finds it. Static: like a
  // global's, its storage outlives the region and others read it (the
  // analyses keep what a region leaves in it).
  SourceLocation Loc = Root ? Root->getLocation() : F.getLocation();
  auto *V = VarDecl::Create(Ctx, const_cast<FunctionDecl *>(&F), Loc, Loc,
                            &Ctx.Idents.get(Name), T,
                            Ctx.getTrivialTypeSourceInfo(T, Loc), SC_Static);
  V->setReferenced();
  V->setIsUsed();
  PathSpelling P = pathSpelling(Root, Steps, ImplicitThis, &F);
  MemberVariable M{std::move(P.Host), std::move(P.User)};
  R.UserSpellingOf[Name] = M.UserSpelling;
  R.HostSpellingOf[Name] = "(" + M.HostSpelling + ")";
  R.ByVariable[V] = std::move(M);
  R.ByPath[Key] = V;
  return V;
}

std::string cuacc::hostName(const ValueDecl *Root) {
  if (!Root)
    return "this";
  const auto *V = dyn_cast<VarDecl>(Root);
  if (!Root->getASTContext().getLangOpts().CPlusPlus ||
      (V && V->isLocalVarDeclOrParm()))
    return Root->getName().str();
  // A class template's static member, in the template's own code: the
  // class's injected name ('Model::shared'); '::Model' would need template
  // arguments (found by a bug-hunting helper).
  if (V && V->isStaticDataMember() && V->getDeclContext()->isDependentContext())
    return Root->getQualifiedNameAsString();
  return "::" + Root->getQualifiedNameAsString();
}

/// Whether code in F may name field FD: public (or a C struct's), or a
/// member of F's own class.
static bool nameableIn(const FieldDecl *FD, const FunctionDecl *F) {
  if (FD->getAccess() == AS_public || FD->getAccess() == AS_none)
    return true;
  const auto *M = dyn_cast_or_null<CXXMethodDecl>(F);
  return M && M->getParent()->getCanonicalDecl() ==
                  FD->getParent()->getCanonicalDecl();
}

/// The steps after the root's text as host code in F writes them: a field
/// F may not name (a private or protected member reached from outside its
/// class: an inlined accessor's 'A.data') is the object at its offset in
/// the struct, of its type, which host code may read and take the address
/// of as the field itself.
static std::string hostSteps(std::string Out, llvm::ArrayRef<MemberStep> Steps,
                             const FunctionDecl *F) {
  bool Arrow = false;
  for (const MemberStep &S : Steps) {
    Arrow |= S.Arrow;
    const FieldDecl *FD = S.Field;
    if (FD->getName().empty())
      continue;
    if (!F || nameableIn(FD, F) || FD->getParent()->isAnonymousStructOrUnion()) {
      Out += (Arrow ? "->" : ".") + FD->getName().str();
    } else {
      const ASTContext &Ctx = F->getASTContext();
      PrintingPolicy PP(Ctx.getLangOpts());
      PP.SuppressUnwrittenScope = true;
      uint64_t Offset =
          Ctx.toCharUnitsFromBits(Ctx.getFieldOffset(FD)).getQuantity();
      // (A reference member holds its object's address there.)
      QualType T = FD->getType().getNonReferenceType();
      bool Ref = FD->getType()->isReferenceType();
      Out = std::string(Ref ? "(**(" : "(*(") + T.getAsString(PP) +
            (Ref ? " **)((char *)" : " *)((char *)") +
            (Arrow ? "(" + Out + ")" : "&(" + Out + ")") + " + " +
            std::to_string(Offset) + "))";
    }
    Arrow = false;
  }
  return Out;
}

PathSpelling cuacc::pathSpelling(const ValueDecl *Root,
                                 llvm::ArrayRef<MemberStep> Steps,
                                 bool ImplicitThis, const FunctionDecl *F) {
  PathSpelling S;
  S.Root = Root;
  S.Host = hostSteps(hostName(Root), Steps, F);
  S.User = Root           ? Root->getName().str() + stepsText(Steps, false)
           : ImplicitThis ? stepsText(Steps, true)
                          : "this" + stepsText(Steps, false);
  return S;
}

std::optional<PathSpelling> cuacc::pathSpelling(const Expr *E,
                                                const FunctionDecl &F) {
  std::optional<FoundPath> P = pathFrom(E, nullptr);
  if (!P || (!P->Root && !isa<CXXMethodDecl>(F)))
    return std::nullopt;
  return pathSpelling(P->Root, P->Steps, P->ImplicitThis, &F);
}

const VarDecl *cuacc::spelledVariable(ASTContext &Ctx, const FunctionDecl &F,
                                      QualType T, llvm::StringRef Stem,
                                      std::string User, std::string Host,
                                      SourceLocation Loc) {
  Registry &R = registry();
  const VarDecl *&V = R.ByHost[{&F, Host}];
  if (V)
    return V;
  std::string Name =
      "__cuacc_m" + std::to_string(nextMemberVariable()) + "_" + Stem.str();
  // Static, as a member path's variable (memberPathVariable).
  auto *D = VarDecl::Create(Ctx, const_cast<FunctionDecl *>(&F), Loc, Loc,
                            &Ctx.Idents.get(Name), T,
                            Ctx.getTrivialTypeSourceInfo(T, Loc), SC_Static);
  D->setReferenced();
  D->setIsUsed();
  R.UserSpellingOf[Name] = User;
  R.HostSpellingOf[Name] = "(" + Host + ")";
  R.ByVariable[D] = MemberVariable{std::move(Host), std::move(User)};
  return V = D;
}

void cuacc::substituteMemberPaths(Stmt *Region, const FunctionDecl &F,
                                  ASTContext &Ctx) {
  if (Region)
    Substitution(Region, F, Ctx).run();
}
