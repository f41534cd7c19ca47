//===- MemberCalls.cpp - accessors inlined into a region ------------------===//

#include "Directive/MemberCalls.h"
#include "Directive/LibraryCalls.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace cuacc;
using namespace clang;

namespace {

/// A call's callee, object and arguments as the inliner reads them.
struct MemberCall {
  const CXXMethodDecl *Method = nullptr;
  Expr *Object = nullptr; ///< what 'this' designates (a pointer if Arrow)
  bool Arrow = false;
  std::vector<Expr *> Args;
};

/// C as a call of a member function on an object, or none.
std::optional<MemberCall> memberCall(Expr *C) {
  MemberCall M;
  if (auto *MC = dyn_cast<CXXMemberCallExpr>(C)) {
    M.Method = MC->getMethodDecl();
    auto *Callee = dyn_cast<MemberExpr>(MC->getCallee()->IgnoreParens());
    if (!Callee)
      return std::nullopt;
    M.Object = Callee->getBase();
    M.Arrow = Callee->isArrow();
    M.Args.assign(MC->arg_begin(), MC->arg_end());
  } else if (auto *OC = dyn_cast<CXXOperatorCallExpr>(C)) {
    M.Method = dyn_cast_or_null<CXXMethodDecl>(OC->getCalleeDecl());
    if (!M.Method || OC->getNumArgs() == 0)
      return std::nullopt;
    M.Object = OC->getArg(0);
    M.Args.assign(OC->arg_begin() + 1, OC->arg_end());
  } else {
    return std::nullopt;
  }
  // (A library class's members are the library's: containers' elements
  // are HostValues' to read.)
  if (!M.Method || M.Method->isStatic() || M.Method->isVirtual() ||
      M.Args.size() != M.Method->getNumParams())
    return std::nullopt;
  // An argument left out is the parameter's default ('g.at(i)' with 'int
  // j = 0'), which prints as nothing (found by a bug-hunting helper).
  for (Expr *&A : M.Args)
    if (auto *D = dyn_cast<CXXDefaultArgExpr>(A))
      A = D->getExpr();
  const SourceManager &SM = M.Method->getASTContext().getSourceManager();
  if (SM.isInSystemHeader(SM.getExpansionLoc(M.Method->getLocation())))
    return std::nullopt;
  // The object as declared: a const member function's conversion of it to
  // const would make its fields' types differ from their paths'.
  while (auto *C = dyn_cast<ImplicitCastExpr>(M.Object)) {
    if (C->getCastKind() != CK_NoOp)
      break;
    M.Object = C->getSubExpr();
  }
  return M;
}

/// The floating-point options E's operator carries, if any.
template <typename T> FPOptionsOverride storedFeatures(const T *E) {
  return E->hasStoredFPFeatures() ? E->getStoredFPFeatures()
                                  : FPOptionsOverride();
}

/// The expression a method returns: its body is 'return E;'.
const Expr *returnedExpression(const CXXMethodDecl *M) {
  const FunctionDecl *Def = M->getDefinition();
  const auto *Body =
      Def ? dyn_cast_or_null<CompoundStmt>(Def->getBody()) : nullptr;
  if (!Body || Body->size() != 1)
    return nullptr;
  const auto *Ret = dyn_cast<ReturnStmt>(Body->body_front());
  return Ret ? Ret->getRetValue() : nullptr;
}

Expr *inlineCall(ASTContext &Ctx, const Expr *E, const MemberCall &Call,
                 unsigned Depth);

/// A copy of a method's returned expression for one call: parameters are
/// the call's arguments, 'this' its object. Null where the expression has
/// a node this copy does not know (a call, an assignment, a lambda...).
class Instance {
public:
  Instance(ASTContext &Ctx, const MemberCall &Call, const CXXMethodDecl *Def,
           unsigned Depth)
      : Ctx(Ctx), Call(Call), Depth(Depth) {
    for (unsigned I = 0; I < Def->getNumParams(); ++I)
      Arguments[Def->getParamDecl(I)] = Call.Args[I];
  }

  Expr *copy(const Expr *E) {
    if (isa<IntegerLiteral>(E) || isa<FloatingLiteral>(E) ||
        isa<CharacterLiteral>(E) || isa<CXXBoolLiteralExpr>(E))
      return const_cast<Expr *>(E);
    if (const auto *R = dyn_cast<DeclRefExpr>(E)) {
      if (const auto *P = dyn_cast<ParmVarDecl>(R->getDecl())) {
        auto It = Arguments.find(P);
        // (A parameter bound to a reference is the argument itself.)
        return It == Arguments.end()
                   ? nullptr
                   : new (Ctx) ParenExpr(
                         It->second->getBeginLoc(), It->second->getEndLoc(),
                         withWrittenConversion(Ctx, It->second));
      }
      // Enumerators and constants of the class or namespace.
      if (isa<EnumConstantDecl>(R->getDecl()) ||
          (isa<VarDecl>(R->getDecl()) &&
           cast<VarDecl>(R->getDecl())->isUsableInConstantExpressions(Ctx)))
        return const_cast<Expr *>(E);
      return nullptr;
    }
    if (const auto *P = dyn_cast<ParenExpr>(E)) {
      Expr *Sub = copy(P->getSubExpr());
      return Sub ? new (Ctx) ParenExpr(P->getLParen(), P->getRParen(), Sub)
                 : nullptr;
    }
    if (const auto *C = dyn_cast<ImplicitCastExpr>(E)) {
      Expr *Sub = copy(C->getSubExpr());
      if (!Sub || C->getCastKind() == CK_UncheckedDerivedToBase ||
          C->getCastKind() == CK_DerivedToBase)
        return nullptr;
      // (A parameter read is its argument's value, converted already.)
      if (C->getCastKind() == CK_LValueToRValue && Sub->isPRValue())
        return Sub;
      return ImplicitCastExpr::Create(Ctx, C->getType(), C->getCastKind(),
                                      Sub, nullptr, C->getValueKind(),
                                      storedFeatures(C));
    }
    if (const auto *B = dyn_cast<BinaryOperator>(E)) {
      if (B->isAssignmentOp() || B->getOpcode() == BO_Comma)
        return nullptr;
      Expr *L = copy(B->getLHS()), *R = copy(B->getRHS());
      if (!L || !R)
        return nullptr;
      return BinaryOperator::Create(Ctx, L, R, B->getOpcode(), B->getType(),
                                    B->getValueKind(), B->getObjectKind(),
                                    Call.Object->getBeginLoc(),
                                    storedFeatures(B));
    }
    if (const auto *U = dyn_cast<UnaryOperator>(E)) {
      if (U->isIncrementDecrementOp())
        return nullptr;
      Expr *Sub = copy(U->getSubExpr());
      if (!Sub)
        return nullptr;
      return UnaryOperator::Create(Ctx, Sub, U->getOpcode(), U->getType(),
                                   U->getValueKind(), U->getObjectKind(),
                                   Call.Object->getBeginLoc(),
                                   U->canOverflow(), storedFeatures(U));
    }
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) {
      Expr *L = copy(A->getLHS()), *R = copy(A->getRHS());
      if (!L || !R)
        return nullptr;
      return new (Ctx) ArraySubscriptExpr(L, R, A->getType(),
                                          A->getValueKind(),
                                          A->getObjectKind(),
                                          Call.Object->getEndLoc());
    }
    if (const auto *C = dyn_cast<ConditionalOperator>(E)) {
      Expr *Cond = copy(C->getCond()), *T = copy(C->getTrueExpr()),
           *F = copy(C->getFalseExpr());
      if (!Cond || !T || !F)
        return nullptr;
      return new (Ctx) ConditionalOperator(
          Cond, C->getQuestionLoc(), T, C->getColonLoc(), F, C->getType(),
          C->getValueKind(), C->getObjectKind());
    }
    if (const auto *M = dyn_cast<MemberExpr>(E))
      return member(M);
    if (isa<CXXMemberCallExpr>(E) || isa<CXXOperatorCallExpr>(E))
      if (Expr *Inlined = nestedCall(E))
        return Inlined;
    if (const auto *O = dyn_cast<CXXOperatorCallExpr>(E))
      return subscriptCall(O);
    return nullptr;
  }

private:
  ASTContext &Ctx;
  const MemberCall &Call;
  unsigned Depth;
  llvm::DenseMap<const ParmVarDecl *, Expr *> Arguments;

  /// An accessor the body calls ('u[idx(i, j)]'), inlined with its object
  /// and arguments copied.
  Expr *nestedCall(const Expr *E) {
    std::optional<MemberCall> Nested =
        memberCall(const_cast<Expr *>(E));
    if (!Nested)
      return nullptr;
    if (isa<CXXThisExpr>(Nested->Object->IgnoreParenImpCasts())) {
      Nested->Object = Call.Object;
      Nested->Arrow = Call.Arrow;
    } else if (!(Nested->Object = copy(Nested->Object))) {
      return nullptr;
    }
    for (Expr *&A : Nested->Args)
      if (!(A = copy(A)))
        return nullptr;
    return inlineCall(Ctx, E, *Nested, Depth + 1);
  }

  /// 'this->f' (written 'f') as the call's 'object.f' or 'object->f'; a
  /// field of a field as its path.
  Expr *member(const MemberExpr *M) {
    if (!isa<FieldDecl>(M->getMemberDecl()))
      return nullptr;
    Expr *Base;
    bool Arrow = M->isArrow();
    if (isa<CXXThisExpr>(M->getBase()->IgnoreParenImpCasts())) {
      if (!M->isArrow())
        return nullptr;
      Base = Call.Object;
      Arrow = Call.Arrow;
    } else {
      Base = copy(M->getBase());
    }
    if (!Base)
      return nullptr;
    // The field's type as the call's object qualifies it (a const member
    // function's 'this' made every field const).
    QualType Record = Base->getType();
    if (Arrow) {
      const auto *P = Record->getAs<PointerType>();
      if (!P)
        return nullptr;
      Record = P->getPointeeType();
    }
    const auto *FD = cast<FieldDecl>(M->getMemberDecl());
    QualType T = FD->getType();
    if (T->isReferenceType()) {
      T = T.getNonReferenceType();
    } else {
      Qualifiers Q = Record.getCanonicalType().getQualifiers();
      if (FD->isMutable())
        Q.removeConst();
      T = Ctx.getQualifiedType(T, Q);
    }
    return MemberExpr::Create(
        Ctx, Base, Arrow, Call.Object->getEndLoc(), M->getQualifierLoc(),
        M->getTemplateKeywordLoc(), M->getMemberDecl(), M->getFoundDecl(),
        M->getMemberNameInfo(), nullptr, T, M->getValueKind(),
        M->getObjectKind(), M->isNonOdrUse());
  }

  /// A library container's element ('data[i * n + j]' on a vector member),
  /// for the container substitution to read.
  Expr *subscriptCall(const CXXOperatorCallExpr *O) {
    if (O->getOperator() != OO_Subscript || O->getNumArgs() != 2)
      return nullptr;
    Expr *Object = copy(O->getArg(0)), *Index = copy(O->getArg(1));
    if (!Object || !Index)
      return nullptr;
    return CXXOperatorCallExpr::Create(
        Ctx, OO_Subscript, const_cast<Expr *>(O->getCallee()),
        {Object, Index}, O->getType(), O->getValueKind(),
        Call.Object->getEndLoc(), storedFeatures(O));
  }
};

/// The expression the call E (Call) computes, or null where it cannot be
/// inlined: an object or argument with side effects, a body that is not
/// one returned expression Instance can copy. Depth: how many calls of
/// accessors around this one are being inlined.
Expr *inlineCall(ASTContext &Ctx, const Expr *E, const MemberCall &Call,
                 unsigned Depth) {
  if (Depth > 4 || Call.Object->HasSideEffects(Ctx))
    return nullptr;
  for (Expr *A : Call.Args)
    if (A->HasSideEffects(Ctx))
      return nullptr;
  const auto *Def =
      dyn_cast_or_null<CXXMethodDecl>(Call.Method->getDefinition());
  const Expr *Value = Def ? returnedExpression(Def) : nullptr;
  // (Calls inside are inlined in turn, or the copy fails: only effects
  // Clang knows of count here.)
  if (!Value || Value->HasSideEffects(Ctx, /*IncludePossibleEffects=*/false))
    return nullptr;
  Instance I(Ctx, Call, Def, Depth);
  Expr *Copy = I.copy(Value);
  if (!Copy)
    return nullptr;
  // The return's conversion to the function's type ('uint8_t byte() {
  // return d[k]; }'), written out: the printed copy would keep the
  // expression's own type (found by a bug-hunting helper).
  Copy = withWrittenConversion(Ctx, Copy);
  // The call's value: a reference's lvalue, or a value read from it.
  if (E->isPRValue() && Copy->isGLValue())
    Copy = ImplicitCastExpr::Create(Ctx, E->getType().getUnqualifiedType(),
                                    CK_LValueToRValue, Copy, nullptr,
                                    VK_PRValue, FPOptionsOverride());
  if (E->isPRValue() != Copy->isPRValue() ||
      !Ctx.hasSameUnqualifiedType(E->getType(), Copy->getType()))
    return nullptr;
  return new (Ctx) ParenExpr(E->getBeginLoc(), E->getEndLoc(), Copy);
}

class Inliner {
public:
  explicit Inliner(ASTContext &Ctx) : Ctx(Ctx) {}

  void walk(Stmt *S) {
    for (Stmt *&Child : S->children()) {
      if (!Child)
        continue;
      auto *E = dyn_cast<Expr>(Child);
      std::optional<MemberCall> Call =
          E ? memberCall(E->IgnoreParens()) : std::nullopt;
      if (Expr *New = Call ? inlineCall(Ctx, E, *Call, 0) : nullptr)
        Child = New;
      else
        walk(Child);
    }
  }

private:
  ASTContext &Ctx;
};

} // namespace

namespace {

/// A pointer to an array element and the block that declares it.
struct ElementPointer {
  const VarDecl *Var;
  ArraySubscriptExpr *Element;
  const CompoundStmt *Block;
  std::vector<MemberExpr *> Uses;
  bool Other = false; ///< named other than as 'q->f'
};

/// Whether S assigns, increments or takes the address of one of Vars.
bool changesAny(const Stmt *S, const llvm::SmallPtrSetImpl<const Decl *> &Vars) {
  if (!S)
    return false;
  auto Names = [&](const Expr *E) {
    const auto *R = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return R && Vars.count(R->getDecl());
  };
  if (const auto *B = dyn_cast<BinaryOperator>(S);
      B && B->isAssignmentOp() && Names(B->getLHS()))
    return true;
  if (const auto *U = dyn_cast<UnaryOperator>(S);
      U && (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf) &&
      Names(U->getSubExpr()))
    return true;
  for (const Stmt *C : S->children())
    if (changesAny(C, Vars))
      return true;
  return false;
}

class ElementPointers {
public:
  explicit ElementPointers(ASTContext &Ctx) : Ctx(Ctx) {}

  void run(Stmt *Region) {
    find(Region, nullptr);
    if (Pointers.empty())
      return;
    uses(Region);
    for (ElementPointer &P : Pointers) {
      llvm::SmallPtrSet<const Decl *, 4> Vars;
      collectVars(P.Element, Vars);
      Vars.insert(P.Var);
      if (P.Other || P.Uses.empty() || changesAny(P.Block, Vars))
        continue;
      for (MemberExpr *M : P.Uses)
        replace(M, P.Element);
    }
  }

private:
  ASTContext &Ctx;
  std::vector<ElementPointer> Pointers;

  void find(Stmt *S, const CompoundStmt *Block) {
    if (!S)
      return;
    if (const auto *CS = dyn_cast<CompoundStmt>(S))
      Block = CS;
    if (auto *DS = dyn_cast<DeclStmt>(S); DS && DS->isSingleDecl() && Block)
      if (const auto *V = dyn_cast<VarDecl>(DS->getSingleDecl());
          V && V->getInit() &&
          (V->getType()->isPointerType() ||
           V->getType()->isLValueReferenceType()) &&
          V->getType()->getPointeeType()->isRecordType() &&
          !V->getType().isVolatileQualified() &&
          !V->getType()->getPointeeType().isVolatileQualified()) {
        // 'T *q = &A[e]', or C++'s 'T &q = A[e]'.
        const Expr *Init = V->getInit()->IgnoreParenImpCasts();
        if (V->getType()->isPointerType()) {
          const auto *U = dyn_cast<UnaryOperator>(Init);
          Init = U && U->getOpcode() == UO_AddrOf
                     ? U->getSubExpr()->IgnoreParens()
                     : nullptr;
        }
        if (auto *A = dyn_cast_or_null<ArraySubscriptExpr>(
                const_cast<Expr *>(Init));
            A && !A->HasSideEffects(Ctx))
          Pointers.push_back({V, A, Block, {}});
      }
    for (Stmt *C : S->children())
      find(C, Block);
  }

  ElementPointer *pointerNamed(const Expr *E) {
    const auto *R = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    for (ElementPointer &P : Pointers)
      if (R && R->getDecl() == P.Var)
        return &P;
    return nullptr;
  }

  void uses(Stmt *S) {
    if (!S)
      return;
    if (auto *M = dyn_cast<MemberExpr>(S))
      if (ElementPointer *P = pointerNamed(M->getBase());
          P && M->isArrow() == P->Var->getType()->isPointerType() &&
          isa<FieldDecl>(M->getMemberDecl())) {
        P->Uses.push_back(M);
        return;
      }
    if (auto *R = dyn_cast<DeclRefExpr>(S))
      if (ElementPointer *P = pointerNamed(R))
        P->Other = true;
    for (Stmt *C : S->children())
      uses(C);
  }

  static void collectVars(const Stmt *S,
                          llvm::SmallPtrSetImpl<const Decl *> &Vars) {
    if (const auto *R = dyn_cast<DeclRefExpr>(S))
      Vars.insert(R->getDecl());
    for (const Stmt *C : S->children())
      if (C)
        collectVars(C, Vars);
  }

  /// 'q->f' (or 'q.f' of a reference) becomes 'P[i].f' in place (the member
  /// expression keeps its parent): its base and '.' change.
  void replace(MemberExpr *M, ArraySubscriptExpr *Element) {
    M->setBase(Element);
    M->setArrow(false);
  }
};

} // namespace

void cuacc::inlineElementPointers(Stmt *Region, ASTContext &Ctx) {
  if (Region)
    ElementPointers(Ctx).run(Region);
}

void cuacc::inlineMemberCalls(Stmt *Region, ASTContext &Ctx) {
  if (Region && Ctx.getLangOpts().CPlusPlus)
    Inliner(Ctx).walk(Region);
}
