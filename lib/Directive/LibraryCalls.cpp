//===- LibraryCalls.cpp - std::min and std::max as expressions ------------===//

#include "Directive/LibraryCalls.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"

using namespace cuacc;
using namespace clang;

namespace {

/// Which library function F is: std::min or std::max of two operands (the
/// default comparison), through inline namespaces (libc++'s std::__1), or
/// std::clamp of three as libstdc++ defines it ('min(max(v, lo), hi)';
/// libc++'s compares in another order, which differs for a NaN bound).
enum class Library { None, Min, Max, Clamp };
Library libraryFunction(const FunctionDecl *F) {
  if (!F || !F->getIdentifier() || !F->getPrimaryTemplate())
    return Library::None;
  llvm::StringRef Name = F->getName();
  const DeclContext *DC = F->getDeclContext()->getRedeclContext();
  bool Inline = false;
  while (const auto *NS = dyn_cast<NamespaceDecl>(DC)) {
    if (!NS->isInline())
      break;
    Inline = true;
    DC = NS->getParent()->getRedeclContext();
  }
  if (!DC->isStdNamespace())
    return Library::None;
  if (F->getNumParams() == 2 && (Name == "min" || Name == "max"))
    return Name == "max" ? Library::Max : Library::Min;
  if (F->getNumParams() == 3 && Name == "clamp" && !Inline)
    return Library::Clamp;
  return Library::None;
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

/// Whether F is a C library function without effects an operand may call
/// twice ('std::max(d, std::abs(v[i] - u[i]))', a Jacobi's convergence
/// check): C's and C++'s absolute values and the like.
bool pureLibraryFunction(const FunctionDecl *F) {
  if (!F || !F->getIdentifier())
    return false;
  const SourceManager &SM = F->getASTContext().getSourceManager();
  return SM.isInSystemHeader(SM.getExpansionLoc(F->getLocation())) &&
         llvm::is_contained({"abs", "labs", "llabs", "fabs", "fabsf", "sqrt",
                             "sqrtf", "floor", "floorf", "ceil", "ceilf",
                             "fmin", "fminf", "fmax", "fmaxf"},
                            F->getName());
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

  /// Whether evaluating E twice could do anything more than once: an
  /// effect Clang knows of, or a call other than a pure library one.
  bool hasEffects(const Expr *E) const {
    if (E->HasSideEffects(Ctx, /*IncludePossibleEffects=*/false))
      return true;
    if (const auto *C = dyn_cast<CallExpr>(E);
        C && !pureLibraryFunction(C->getDirectCallee()))
      return true;
    for (const Stmt *Child : E->children())
      if (const auto *X = dyn_cast_or_null<Expr>(Child); X && hasEffects(X))
        return true;
    return false;
  }

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
    Library Which = Call ? libraryFunction(Call->getDirectCallee())
                         : Library::None;
    if (Which == Library::None || !comparedAsIs(T, Ctx))
      return nullptr;
    std::vector<Expr *> Args;
    for (Expr *A : Call->arguments())
      if (!(Args.emplace_back(operand(A, T))))
        return nullptr;
    SourceLocation Loc = Call->getBeginLoc();
    // min: 'b < a ? b : a'; max: 'a < b ? b : a'.
    auto Pick = [&](Expr *A, Expr *B, bool Max) -> Expr * {
      Expr *Left = Max ? A : B, *Right = Max ? B : A;
      auto *Less = BinaryOperator::Create(
          Ctx, Left, Right, BO_LT, Ctx.getLogicalOperationType(), VK_PRValue,
          OK_Ordinary, Loc, FPOptionsOverride());
      auto *C = new (Ctx)
          ConditionalOperator(Less, Loc, B, Loc, A, T, VK_PRValue, OK_Ordinary);
      return new (Ctx) ParenExpr(Loc, Call->getEndLoc(), C);
    };
    if (Which == Library::Clamp)
      return Pick(Pick(Args[0], Args[1], true), Args[2], false);
    return Pick(Args[0], Args[1], Which == Library::Max);
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
    if (hasEffects(E))
      return nullptr;
    if (auto *M = dyn_cast<MaterializeTemporaryExpr>(E)) {
      Expr *Value = M->getSubExpr();
      if (!Ctx.hasSameUnqualifiedType(Value->getType(), T) ||
          !Value->isPRValue())
        return nullptr;
      return new (Ctx) ParenExpr(E->getBeginLoc(), E->getEndLoc(),
                                 withWrittenConversion(Ctx, Value));
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

Expr *cuacc::withWrittenConversion(ASTContext &Ctx, Expr *E) {
  auto *C = dyn_cast<ImplicitCastExpr>(E->IgnoreParens());
  if (!C)
    return E;
  QualType To = C->getType(), From = C->getSubExpr()->getType();
  switch (C->getCastKind()) {
  case CK_LValueToRValue:
  case CK_NoOp:
  case CK_ArrayToPointerDecay:
  case CK_FunctionToPointerDecay:
    return E;
  default:
    break;
  }
  if (Ctx.hasSameUnqualifiedType(To, From))
    return E;
  SourceLocation B = E->getBeginLoc(), End = E->getEndLoc();
  return CStyleCastExpr::Create(
      Ctx, To, VK_PRValue, C->getCastKind(),
      new (Ctx) ParenExpr(B, End, C->getSubExpr()), nullptr,
      FPOptionsOverride(), Ctx.getTrivialTypeSourceInfo(To, B), B, End);
}

void cuacc::substituteLibraryCalls(Stmt *Region, ASTContext &Ctx) {
  if (Region && Ctx.getLangOpts().CPlusPlus)
    Substitution(Ctx).walk(Region);
}
