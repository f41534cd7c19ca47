//===- LibraryCalls.cpp - std::min and std::max as expressions ------------===//

#include "Directive/LibraryCalls.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"

using namespace cuacc;
using namespace clang;

namespace {

/// Whether F is std::min or std::max of two operands (the default
/// comparison), through inline namespaces (libc++'s std::__1).
bool isStdMinMax(const FunctionDecl *F, bool &Max) {
  if (!F || !F->getIdentifier() || F->getNumParams() != 2 ||
      !F->getPrimaryTemplate())
    return false;
  llvm::StringRef Name = F->getName();
  if (Name != "min" && Name != "max")
    return false;
  const DeclContext *DC = F->getDeclContext()->getRedeclContext();
  while (const auto *NS = dyn_cast<NamespaceDecl>(DC)) {
    if (!NS->isInline())
      break;
    DC = NS->getParent()->getRedeclContext();
  }
  Max = Name == "max";
  return DC->isStdNamespace();
}

/// Whether 'b < a' compares two values of T without promoting them.
bool comparedAsIs(QualType T, const ASTContext &Ctx) {
  const auto *B = T->getAs<BuiltinType>();
  if (!B || B->getKind() == BuiltinType::LongDouble)
    return false;
  if (B->isFloatingPoint())
    return B->getKind() == BuiltinType::Float ||
           B->getKind() == BuiltinType::Double;
  return B->isInteger() && !B->isBooleanType() &&
         Ctx.getIntWidth(T) >= Ctx.getIntWidth(Ctx.IntTy);
}

class Substitution {
public:
  explicit Substitution(ASTContext &Ctx) : Ctx(Ctx) {}

  void walk(Stmt *S) {
    for (Stmt *&Child : S->children()) {
      if (!Child)
        continue;
      if (Expr *New = replacement(Child))
        Child = New;
      walk(Child);
    }
  }

private:
  ASTContext &Ctx;

  /// The conditional expression for S, the value read from a call of
  /// std::min or std::max (conditional); null for anything else.
  Expr *replacement(Stmt *S) {
    auto *Read = dyn_cast<ImplicitCastExpr>(S);
    if (!Read || Read->getCastKind() != CK_LValueToRValue)
      return nullptr;
    return conditional(Read->getSubExpr()->IgnoreParens(),
                       Read->getType().getUnqualifiedType());
  }

  /// The conditional expression for E, a call of std::min or std::max on
  /// values of T; null for anything else.
  Expr *conditional(Expr *E, QualType T) {
    auto *Call = dyn_cast<CallExpr>(E);
    bool Max;
    if (!Call || Call->getNumArgs() != 2 ||
        !isStdMinMax(Call->getDirectCallee(), Max) || !comparedAsIs(T, Ctx))
      return nullptr;
    Expr *A = operand(Call->getArg(0), T), *B = operand(Call->getArg(1), T);
    if (!A || !B)
      return nullptr;
    // min: 'b < a ? b : a'; max: 'a < b ? b : a'.
    Expr *Left = Max ? A : B, *Right = Max ? B : A;
    SourceLocation Loc = Call->getBeginLoc();
    auto *Less = BinaryOperator::Create(
        Ctx, Left, Right, BO_LT, Ctx.getLogicalOperationType(), VK_PRValue,
        OK_Ordinary, Loc, FPOptionsOverride());
    auto *Pick = new (Ctx) ConditionalOperator(Less, Loc, B, Loc, A, T,
                                               VK_PRValue, OK_Ordinary);
    return new (Ctx) ParenExpr(Call->getBeginLoc(), Call->getEndLoc(), Pick);
  }

  /// The value of the argument E (bound to 'const T &') as a parenthesized
  /// prvalue of T; null where it has side effects (the expression reads
  /// it twice) or is of another type.
  Expr *operand(Expr *E, QualType T) {
    // (A call's value is a temporary bound to the parameter: 'min(max(v,
    // lo), hi)'.)
    Expr *Inner = E->IgnoreParenNoopCasts(Ctx);
    if (Expr *Nested = conditional(Inner, T))
      return Nested;
    if (E->HasSideEffects(Ctx))
      return nullptr;
    if (auto *M = dyn_cast<MaterializeTemporaryExpr>(E)) {
      Expr *Value = M->getSubExpr();
      if (!Ctx.hasSameUnqualifiedType(Value->getType(), T) ||
          !Value->isPRValue())
        return nullptr;
      return new (Ctx) ParenExpr(E->getBeginLoc(), E->getEndLoc(), Value);
    }
    while (auto *C = dyn_cast<ImplicitCastExpr>(E))
      if (C->getCastKind() == CK_NoOp)
        E = C->getSubExpr();
      else
        break;
    if (!E->isGLValue() || !Ctx.hasSameUnqualifiedType(E->getType(), T))
      return nullptr;
    auto *Value = ImplicitCastExpr::Create(Ctx, T, CK_LValueToRValue, E,
                                           nullptr, VK_PRValue,
                                           FPOptionsOverride());
    return new (Ctx) ParenExpr(E->getBeginLoc(), E->getEndLoc(), Value);
  }
};

} // namespace

void cuacc::substituteLibraryCalls(Stmt *Region, ASTContext &Ctx) {
  if (Region && Ctx.getLangOpts().CPlusPlus)
    Substitution(Ctx).walk(Region);
}
