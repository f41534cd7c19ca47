//===- HostValues.cpp - library containers in a region --------------------===//

#include "Directive/HostValues.h"
#include "Directive/MemberVariables.h"
#include "Directive/Binder.h"
#include "clang/Lex/Lexer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include <cctype>
#include <map>

using namespace cuacc;
using namespace clang;

namespace {

struct Values {
  llvm::DenseMap<const VarDecl *, std::string> Text;
  /// By function and spelling ('v.size()' and 'v.length()' apart).
  std::map<std::pair<const FunctionDecl *, std::string>, VarDecl *> Of;
};

Values &values() {
  static Values V;
  return V;
}

/// The container C's size() (or length()) is on: a const member function
/// of a library class, with no arguments, of an integer type, called on a
/// variable or a path of fields ('v.size()', 'p->size()', 's.u.size()',
/// 'u.size()' in a member function). Its spellings, or none.
std::optional<PathSpelling> sizedContainer(const CXXMemberCallExpr *C,
                                           const FunctionDecl &F,
                                           const SourceManager &SM) {
  const CXXMethodDecl *M = C->getMethodDecl();
  if (!M || !M->isConst() || C->getNumArgs() != 0 ||
      !C->getType()->isIntegerType() || !M->getIdentifier() ||
      (M->getName() != "size" && M->getName() != "length") ||
      !SM.isInSystemHeader(SM.getExpansionLoc(M->getLocation())))
    return std::nullopt;
  const Expr *Object = C->getImplicitObjectArgument();
  return Object ? pathSpelling(Object, F) : std::nullopt;
}

/// An identifier's part from a spelling ('s.u' -> 's_u').
std::string stemOf(std::string Text) {
  for (char &Ch : Text)
    if (!isalnum(static_cast<unsigned char>(Ch)))
      Ch = '_';
  return Text;
}

/// The element type of the contiguous library container whose operator[]
/// C calls ('v[i]'), or a null type.
QualType subscriptedElement(const CXXOperatorCallExpr *C) {
  const auto *M = dyn_cast_or_null<CXXMethodDecl>(C->getCalleeDecl());
  if (C->getOperator() != OO_Subscript || !M || C->getNumArgs() != 2 ||
      !C->getArg(1)->getType()->isIntegerType())
    return QualType();
  QualType T = containerElement(C->getArg(0)->getType());
  return !T.isNull() && C->getType().getCanonicalType() ==
                            T.getCanonicalType()
             ? T
             : QualType();
}

/// 'v.data()' as an lvalue, which host code at the region may take the
/// address of (a const reference's temporary lives to the end of the
/// full-expression, the region's call).
std::string dataLvalue(const std::string &Object) {
  std::string Data = Object + ".data()";
  return "static_cast<decltype(" + Data + ") const &>(" + Data + ")";
}

class Substitution {
public:
  Substitution(Stmt *Region, const FunctionDecl &F, ASTContext &Ctx)
      : Region(Region), F(F), Ctx(Ctx), SM(Ctx.getSourceManager()) {
    collect(Region, nullptr, false);
  }

  void run() {
    // Inner first: an element's index may hold another ('a[idx[i]]').
    for (auto &[Call, Where] : llvm::reverse(Elements)) {
      std::optional<PathSpelling> P = pathSpelling(Call->getArg(0), F);
      if (!P || !usable(P->Root))
        continue;
      replace(Where, Call, element(Call, *P));
    }
    for (auto &[Call, Where] : Sizes) {
      std::optional<PathSpelling> C = sizedContainer(Call, F, SM);
      std::string Text = spelling(Call);
      if (!C || Text.empty() || !usable(C->Root))
        continue;
      replace(Where, Call, reference(Call, *C, Text));
    }
  }

private:
  Stmt *Region;
  const FunctionDecl &F;
  ASTContext &Ctx;
  const SourceManager &SM;
  /// The size calls in loop conditions and the elements the region reads
  /// or writes through operator[], with the node that holds each.
  std::vector<std::pair<CXXMemberCallExpr *, Stmt *>> Sizes;
  std::vector<std::pair<CXXOperatorCallExpr *, Stmt *>> Elements;
  /// The variables the region names other than in those calls, or as a
  /// struct whose field it reads.
  llvm::DenseSet<const ValueDecl *> Other;

  /// Whether a container reached from Root (null: 'this') keeps its
  /// elements where they are while the region runs: anything else the
  /// region did with it would be a call that keeps the region on the host,
  /// but a container of the region's own is no value at its start.
  bool usable(const ValueDecl *Root) const {
    return !Root || (!Other.count(Root) &&
                     !rangeContains(SM, Region->getSourceRange(),
                                    Root->getLocation()));
  }

  void collect(Stmt *S, Stmt *Parent, bool InCondition) {
    if (!S)
      return;
    if (auto *C = dyn_cast<CXXMemberCallExpr>(S))
      if (std::optional<PathSpelling> P = sizedContainer(C, F, SM)) {
        if (InCondition && Parent)
          Sizes.push_back({C, Parent});
        else if (P->Root)
          Other.insert(P->Root);
        return;
      }
    if (auto *C = dyn_cast<CXXOperatorCallExpr>(S);
        C && Parent && !subscriptedElement(C).isNull()) {
      Elements.push_back({C, Parent});
      // The object's path names its root in no other way; the index is
      // the region's code.
      collectFields(C->getArg(0), C);
      collect(C->getArg(1), C, InCondition);
      return;
    }
    if (auto *M = dyn_cast<MemberExpr>(S);
        M && isa<FieldDecl>(M->getMemberDecl()))
      return collectFields(M, Parent);
    if (auto *R = dyn_cast<DeclRefExpr>(S))
      if (const auto *V = dyn_cast<VarDecl>(R->getDecl()))
        Other.insert(V);
    auto *For = dyn_cast<ForStmt>(S);
    for (Stmt *Child : S->children())
      collect(Child, S, InCondition || (For && Child == For->getCond()));
  }

  /// A path of fields ('s.u', 'p->a.b', 'v[i].x') held by Parent: the
  /// bases of its steps are no use of the root, but an index or pointer
  /// inside them is.
  void collectFields(Stmt *E, Stmt *Parent) {
    while (true) {
      if (auto *M = dyn_cast<MemberExpr>(E)) {
        if (!isa<FieldDecl>(M->getMemberDecl()))
          return collect(M, Parent, false);
        Parent = M;
        E = M->getBase();
      } else if (isa<ParenExpr>(E) || isa<ImplicitCastExpr>(E)) {
        Parent = E;
        E = *E->child_begin();
      } else {
        if (!isa<DeclRefExpr>(E) && !isa<CXXThisExpr>(E))
          collect(E, Parent, false);
        return;
      }
    }
  }

  static void replace(Stmt *Where, Stmt *Old, Expr *New) {
    for (Stmt *&Child : Where->children())
      if (Child == Old)
        Child = New;
  }

  /// 'v[i]' as 'p[i]', p the variable that stands for 'v.data()'. The
  /// index keeps its own type: converted to size_type, a non-negative one
  /// is the same number, and a negative one was undefined.
  Expr *element(CXXOperatorCallExpr *Call, const PathSpelling &P) {
    QualType T = subscriptedElement(Call);
    const VarDecl *V = containerData(Ctx, F, P, T);
    QualType Ptr = V->getType();
    SourceLocation Loc = Call->getBeginLoc();
    auto *Ref = DeclRefExpr::Create(Ctx, NestedNameSpecifierLoc(),
                                    SourceLocation(), const_cast<VarDecl *>(V),
                                    false, Loc, Ptr, VK_LValue);
    auto *Base = ImplicitCastExpr::Create(Ctx, Ptr, CK_LValueToRValue, Ref,
                                          nullptr, VK_PRValue,
                                          FPOptionsOverride());
    Expr *Index = Call->getArg(1);
    if (auto *Cast = dyn_cast<ImplicitCastExpr>(Index);
        Cast && Cast->getCastKind() == CK_IntegralCast)
      Index = Cast->getSubExpr();
    return new (Ctx) ArraySubscriptExpr(Base, Index, T, VK_LValue,
                                        OK_Ordinary, Call->getEndLoc());
  }

  /// The call as the user wrote it ('v.size()', 'ns::v.size()'): host code
  /// at the region's start names what the loop's condition names. Empty
  /// where it comes from a macro.
  std::string spelling(const CXXMemberCallExpr *Call) const {
    SourceLocation B = Call->getBeginLoc(), E = Call->getEndLoc();
    if (!B.isFileID() || !E.isFileID())
      return "";
    std::string Text =
        Lexer::getSourceText(CharSourceRange::getTokenRange(B, E), SM,
                             Ctx.getLangOpts())
            .str();
    return Text.find_first_of("\\\n") == std::string::npos ? Text : "";
  }

  /// The variable that stands for C's size in F (Text), read as a value of
  /// the call's type.
  Expr *reference(CXXMemberCallExpr *Call, const PathSpelling &C,
                  const std::string &Text) {
    VarDecl *&V = values().Of[{&F, Text}];
    QualType T = Call->getType();
    if (!V) {
      std::string Name = "__cuacc_m" + std::to_string(nextMemberVariable()) +
                         "_" + stemOf(C.User) + "_" +
                         Call->getMethodDecl()->getName().str();
      SourceLocation Loc = C.Root ? C.Root->getLocation() : F.getLocation();
      V = VarDecl::Create(Ctx, const_cast<FunctionDecl *>(&F), Loc, Loc,
                          &Ctx.Idents.get(Name), T,
                          Ctx.getTrivialTypeSourceInfo(T, Loc), SC_None);
      V->setReferenced();
      V->setIsUsed();
      values().Text[V] = Text;
      addSpellings(Name, Text, "(" + Text + ")");
    }
    auto *Ref = DeclRefExpr::Create(Ctx, NestedNameSpecifierLoc(),
                                    SourceLocation(), V, false,
                                    Call->getBeginLoc(), T, VK_LValue);
    auto *Value = ImplicitCastExpr::Create(Ctx, T, CK_LValueToRValue, Ref,
                                           nullptr, VK_PRValue,
                                           FPOptionsOverride());
    // The parentheses keep the call's source range: an expression around
    // it that the host evaluates as written ('(int)v.size()') is the
    // user's text, not '(int)v' (found by a bug-hunting helper).
    return new (Ctx) ParenExpr(Call->getBeginLoc(), Call->getEndLoc(), Value);
  }
};

} // namespace

QualType cuacc::containerElement(QualType T) {
  T = T.getNonReferenceType();
  const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T->getAsCXXRecordDecl());
  if (!S || !S->isInStdNamespace() || !S->getIdentifier() ||
      S->getTemplateArgs().size() < 1 ||
      S->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
    return QualType();
  llvm::StringRef Name = S->getName();
  QualType E = S->getTemplateArgs()[0].getAsType();
  // Numbers and pointers, or structs of them that copy as bytes (the
  // device copy is the bytes).
  const CXXRecordDecl *R = E->getAsCXXRecordDecl();
  bool Element = R ? R->hasDefinition() && R->isTriviallyCopyable() &&
                         R->isStandardLayout() && !R->isUnion()
                   : E->isScalarType() && !E->isMemberPointerType();
  if (!llvm::is_contained({"vector", "array", "span"}, Name) || !Element ||
      (Name == "vector" && E->isBooleanType()))
    return QualType();
  // A const vector's or array's elements are const; a span's are its
  // element type's.
  if (Name != "span" && T.isConstQualified())
    E.addConst();
  return E;
}

const VarDecl *cuacc::containerData(ASTContext &Ctx, const FunctionDecl &F,
                                    const PathSpelling &P, QualType Element) {
  std::string Stem = stemOf(P.User) + "_data";
  // Declared where its root is, outside the region, as a member path's.
  return spelledVariable(Ctx, F, Ctx.getPointerType(Element), Stem, P.User,
                         dataLvalue(P.Host),
                         P.Root ? P.Root->getLocation() : F.getLocation());
}

const std::string *cuacc::hostValue(const VarDecl *V) {
  auto &Text = values().Text;
  auto It = Text.find(V);
  return It == Text.end() ? nullptr : &It->second;
}

void cuacc::substituteHostValues(Stmt *Region, const FunctionDecl &F,
                                 ASTContext &Ctx) {
  if (Region && Ctx.getLangOpts().CPlusPlus)
    Substitution(Region, F, Ctx).run();
}
