//===- Subscripts.cpp - affine forms of subscripts and bounds -------------===//
//
// An integer expression as an affine form over loop indices and symbols
// (LinearExpr), only when no value can wrap around its type; a linearized
// a[i*m + j] split back into dimensions when the split is unique; the
// conditions around an access as guards on the indices. See ModelBuilder.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/ModelBuilder.h"
#include "Directive/MemberVariables.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"
#include <algorithm>
#include <functional>

using namespace cuacc;
using namespace clang;

/// Whether every value of integer type From is a value of To.
static bool preservesValues(QualType From, QualType To, ASTContext &Ctx) {
  if (From->isBooleanType())
    return true;
  unsigned FW = Ctx.getIntWidth(From), TW = Ctx.getIntWidth(To);
  bool FS = From->isSignedIntegerOrEnumerationType(),
       TS = To->isSignedIntegerOrEnumerationType();
  if (FS == TS)
    return TW >= FW;
  return !FS && TS && TW > FW;
}

/// E, whose values have type T, as an affine form: only when the loop
/// ranges prove that no value wraps around T's range (C's conversions to
/// narrower or unsigned types, and unsigned arithmetic, are modular).
Subscript ModelBuilder::fitting(Subscript R, QualType T) {
  // (A 64-bit type is taken to hold every value of the model: an index or
  // subscript past 2^63 addresses no array. A loop's start or bound
  // converted to a 64-bit unsigned type is analyzeBounds' concern.)
  if (!R.Affine || !T->isIntegerType() || Ctx.getIntWidth(T) >= 64)
    return R;
  unsigned W = Ctx.getIntWidth(T);
  bool Signed = T->isSignedIntegerOrEnumerationType();
  int64_t Min = Signed ? -(int64_t(1) << (W - 1)) : 0;
  int64_t Max = Signed ? (int64_t(1) << (W - 1)) - 1
                       : int64_t((uint64_t(1) << W) - 1);
  // Facts: each enclosing loop runs, and each symbol lies in its type.
  std::vector<LinearExpr> Facts =
      loopRunFacts(M, LoopStack, /*IndexFree=*/false);
  for (const auto &[Mono, C] : R.Expr.terms())
    for (Atom A : Mono)
      if (!M.Atoms[A].IsIndex && M.Atoms[A].Var->getType()->isIntegerType()) {
        QualType ST = M.Atoms[A].Var->getType();
        unsigned SW = Ctx.getIntWidth(ST);
        if (SW >= 64)
          continue;
        bool SS = ST->isSignedIntegerOrEnumerationType();
        LinearExpr X = LinearExpr::atom(A);
        Facts.push_back(X - LinearExpr(SS ? -(int64_t(1) << (SW - 1)) : 0));
        Facts.push_back(
            LinearExpr(SS ? (int64_t(1) << (SW - 1)) - 1
                          : int64_t((uint64_t(1) << SW) - 1)) - X);
      }
  auto Range = rangeOver(R.Expr, M, LoopStack);
  if (Range && provablyAtLeast(Range->first, Min, Facts) &&
      provablyAtLeast(LinearExpr(Max) - Range->second, 0, Facts))
    return R;
  Subscript Out;
  Out.Reason = "a conversion to '" + T.getAsString() +
               "' may change the subscript's value";
  return Out;
}

/// An expression whose coefficients do not fit in 64 bits is not affine:
/// nothing is proved from it.
Subscript ModelBuilder::linear(const Expr *E) {
  Subscript R = linearTerms(E);
  if (R.Affine && R.Expr.overflowed()) {
    R.Affine = false;
    R.Reason = "its constants do not fit in 64 bits";
  }
  return R;
}

/// E without the parentheses around it, and in an instantiation of a
/// template, a value parameter ('N') as its argument.
static const Expr *withoutParensOrParameter(const Expr *E) {
  E = E->IgnoreParens();
  while (const auto *S = dyn_cast<SubstNonTypeTemplateParmExpr>(E))
    E = S->getReplacement()->IgnoreParens();
  return E;
}

/// An integer literal's value, an instantiation's 'sizeof...(Ts)', or a
/// constant's: a const integer variable (not a parameter) whose
/// initializer is a constant ('const int ld = 64;', C's as C++'s), which
/// no defined program changes, so that 'a[i * ld + j]' is affine.
static std::optional<int64_t> literalValue(const Expr *E,
                                           const ASTContext &Ctx) {
  if (const auto *IL = dyn_cast<IntegerLiteral>(E))
    return int64_t(IL->getValue().getLimitedValue(INT64_MAX));
  if (const auto *P = dyn_cast<SizeOfPackExpr>(E))
    return int64_t(P->getPackLength());
  const auto *DR = dyn_cast<DeclRefExpr>(E);
  const auto *V = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
  QualType T = V ? V->getType() : QualType();
  Expr::EvalResult R;
  if (!V || isa<ParmVarDecl>(V) || !T->isIntegerType() ||
      !T.isConstQualified() || T.isVolatileQualified() || !V->getInit() ||
      !V->getInit()->EvaluateAsInt(R, Ctx, Expr::SE_NoSideEffects))
    return std::nullopt;
  const llvm::APSInt &C = R.Val.getInt();
  if (C.isSigned() ? C.getSignificantBits() > 64 : C.getActiveBits() > 63)
    return std::nullopt;
  return C.getExtValue();
}

Subscript ModelBuilder::linearTerms(const Expr *E) {
  Subscript R;
  E = withoutParensOrParameter(E);
  // (C++'s 'static_cast<int>(n)' and 'int(n)' convert as C's '(int)n'.)
  if (const auto *C = dyn_cast<CastExpr>(E);
      C && (isa<ImplicitCastExpr>(C) || isa<CStyleCastExpr>(C) ||
            isa<CXXStaticCastExpr>(C) || isa<CXXFunctionalCastExpr>(C))) {
    QualType To = C->getType(), From = C->getSubExpr()->getType();
    if (!To->isIntegerType()) {
      if (isa<ImplicitCastExpr>(C))
        return linear(C->getSubExpr());
      R.Reason = "cast to a non-integer type";
      return R;
    }
    if (!From->isIntegerType()) {
      R.Reason = "conversion of a non-integer value";
      return R;
    }
    if (preservesValues(From, To, Ctx))
      return linear(C->getSubExpr());
    return fitting(linear(C->getSubExpr()), To);
  }
  if (std::optional<int64_t> V = literalValue(E, Ctx)) {
    R.Affine = true;
    R.Expr = LinearExpr(*V);
    return R;
  }
  if (const auto *DR = dyn_cast<DeclRefExpr>(E)) {
    if (const auto *EC = dyn_cast<EnumConstantDecl>(DR->getDecl())) {
      R.Affine = true;
      R.Expr = LinearExpr(EC->getInitVal().getExtValue());
      return R;
    }
    if (const auto *P = dyn_cast<ParmVarDecl>(DR->getDecl()))
      if (auto It = InlinedArguments.find(P); It != InlinedArguments.end())
        return linear(It->second);
    const auto *V = dyn_cast<VarDecl>(DR->getDecl());
    if (!V || !V->getType()->isIntegerType()) {
      R.Reason = "subscript uses a non-integer value";
      return R;
    }
    for (auto It = LoopStack.rbegin(); It != LoopStack.rend(); ++It)
      if (M.Loops[*It].Index == V) {
        R.Affine = true;
        R.Expr = LinearExpr::atom(M.Loops[*It].IndexAtom);
        return R;
      }
    if (NestAssigned.count(V) ||
        (DeclaredInNest.count(V) && (!V->getInit() || Substituting.count(V)))) {
      R.Reason = ("'" + V->getName() + "' changes inside the loop").str();
      return R;
    }
    if (DeclaredInNest.count(V)) {
      // Computed in each iteration and never assigned after: its value is
      // its initializer's (int j = d - i), whose atoms keep their values
      // to here (loop indices around the declaration; the rest the nest
      // does not assign).
      Substituting.insert(V);
      R = linear(V->getInit());
      Substituting.erase(V);
      if (!R.Affine)
        R.Reason = ("'" + V->getName() + "' is computed inside the loop: " +
                    R.Reason)
                       .str();
      return R;
    }
    R.Affine = true;
    R.Expr = LinearExpr::atom(symbolAtom(V));
    return R;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->getOpcode() == UO_Minus && U->getType()->isUnsignedIntegerType()) {
      R.Reason = "negation of an unsigned value";
      return R;
    }
    if (U->getOpcode() == UO_Minus || U->getOpcode() == UO_Plus) {
      R = linear(U->getSubExpr());
      if (R.Affine && U->getOpcode() == UO_Minus)
        R.Expr = -R.Expr;
      return R;
    }
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    // Unsigned arithmetic narrower than 64 bits wraps around.
    if (B->getType()->isUnsignedIntegerType() &&
        (B->isAdditiveOp() || B->getOpcode() == BO_Mul ||
         B->getOpcode() == BO_Shl))
      return fitting(linearArithmetic(B), B->getType());
    return linearArithmetic(B);
  }
  if (isa<ArraySubscriptExpr>(E)) {
    R.Reason = "indirect subscript";
    return R;
  }
  if (const auto *C = dyn_cast<CallExpr>(E))
    return inlinedCall(C);
  R.Reason = "non-affine subscript";
  return R;
}

/// A call of a function that returns an expression of its parameters
/// ('static inline int idx(int i, int j, int m) { return i * m + j; }'),
/// read as that expression of the call's arguments (each already converted
/// to its parameter's type, the result to the return type, as C does):
/// index helpers keep a subscript affine. The kernels call the function.
Subscript ModelBuilder::inlinedCall(const CallExpr *C) {
  Subscript R;
  R.Reason = "function call in subscript";
  const FunctionDecl *F = C->getDirectCallee();
  const FunctionDecl *Def = F ? F->getDefinition() : nullptr;
  const auto *M = dyn_cast_or_null<CXXMethodDecl>(Def);
  const auto *Body = Def ? dyn_cast_or_null<CompoundStmt>(Def->getBody())
                         : nullptr;
  if (!Body || Body->size() != 1 || (M && !M->isStatic()) ||
      Def->isVariadic() || Def->isWeak() || Inlining.count(Def) ||
      C->getNumArgs() != Def->getNumParams() ||
      !Def->getReturnType()->isIntegerType())
    return R;
  const auto *Ret = dyn_cast<ReturnStmt>(Body->body_front());
  const Expr *Value = Ret ? Ret->getRetValue() : nullptr;
  // (Calls inside are read the same way, or the subscript is not affine:
  // only effects Clang knows of count here.)
  if (!Value || Value->HasSideEffects(Ctx, /*IncludePossibleEffects=*/false))
    return R;
  for (unsigned I = 0; I < C->getNumArgs(); ++I)
    if (!Def->getParamDecl(I)->getType()->isIntegerType() ||
        C->getArg(I)->HasSideEffects(Ctx, false))
      return R;
  Inlining.insert(Def);
  for (unsigned I = 0; I < C->getNumArgs(); ++I)
    InlinedArguments[Def->getParamDecl(I)] = C->getArg(I);
  R = linear(Value);
  for (unsigned I = 0; I < C->getNumArgs(); ++I)
    InlinedArguments.erase(Def->getParamDecl(I));
  Inlining.erase(Def);
  if (!R.Affine)
    R.Reason = "'" + F->getNameAsString() + "' returns a value that is not "
               "affine: " + R.Reason;
  return R;
}

Subscript ModelBuilder::linearArithmetic(const BinaryOperator *B) {
  Subscript R;
  Subscript L = linear(B->getLHS()), Rt = linear(B->getRHS());
    if (!L.Affine)
      return L;
    if (!Rt.Affine)
      return Rt;
    R.Affine = true;
    switch (B->getOpcode()) {
    case BO_Add: R.Expr = L.Expr + Rt.Expr; return R;
    case BO_Sub: R.Expr = L.Expr - Rt.Expr; return R;
    case BO_Mul: {
      R.Expr = L.Expr * Rt.Expr;
      // A product of two loop indices is not affine.
      for (const auto &[Mono, C] : R.Expr.terms()) {
        unsigned Indices = 0;
        for (Atom A : Mono)
          Indices += M.Atoms[A].IsIndex;
        if (Indices > 1) {
          R.Affine = false;
          R.Reason = "product of loop indices";
        }
      }
      return R;
    }
    case BO_Shl:
      if (Rt.Expr.isConstant() && Rt.Expr.constant() >= 0 &&
          Rt.Expr.constant() < 31) {
        R.Expr = L.Expr * (int64_t(1) << Rt.Expr.constant());
        return R;
      }
      break;
    case BO_Div:
    case BO_Rem:
      if (L.Expr.isConstant() && Rt.Expr.isConstant() && Rt.Expr.constant()) {
        int64_t A = L.Expr.constant(), D = Rt.Expr.constant();
        R.Expr = LinearExpr(B->getOpcode() == BO_Div ? A / D : A % D);
        return R;
      }
      break;
    default:
      break;
    }
    R.Affine = false;
    R.Reason = "non-affine subscript";
    return R;
}

/// a[X*s + Y] with 0 <= Y <= s-1 over the loop ranges is a[X][Y]: the split
/// is unique, so two references of this shape are equal exactly when their X
/// and Y are. Applied again to X for three and more dimensions.
std::optional<std::vector<LinearExpr>>
ModelBuilder::splitLinearized(const LinearExpr &E, const ArrayAccess &A,
                              std::vector<Atom> &Strides) {
  if (!hasSymbolicIndexCoefficient(E))
    return std::vector<LinearExpr>{E};
  std::vector<LinearExpr> Facts =
      loopRunFacts(M, A.Loops, /*IndexFree=*/true);
  // Try each symbol that multiplies an index as the stride.
  std::set<Atom> Candidates;
  for (const auto &[Mono, C] : E.terms()) {
    bool HasIndex = false;
    for (Atom At : Mono)
      HasIndex |= M.Atoms[At].IsIndex;
    if (HasIndex)
      for (Atom At : Mono)
        if (!M.Atoms[At].IsIndex)
          Candidates.insert(At);
  }
  for (Atom S : Candidates) {
    LinearExpr X, Y;
    for (const auto &[Mono, C] : E.terms()) {
      auto It = std::find(Mono.begin(), Mono.end(), S);
      LinearExpr Term(C);
      for (Atom At : Mono)
        Term = Term * LinearExpr::atom(At);
      if (It == Mono.end()) {
        Y = Y + Term;
        continue;
      }
      LinearExpr Rest(C);
      for (auto J = Mono.begin(); J != Mono.end(); ++J)
        if (J != It)
          Rest = Rest * LinearExpr::atom(*J);
      X = X + Rest;
    }
    if (hasSymbolicIndexCoefficient(Y))
      continue;
    auto Range = rangeOver(Y, M, A.Loops);
    if (!Range || !provablyAtLeast(Range->first, 0, Facts) ||
        !provablyAtLeast(LinearExpr::atom(S) - LinearExpr(1) - Range->second,
                         0, Facts))
      continue;
    std::vector<Atom> Inner = Strides;
    auto Outer = splitLinearized(X, A, Inner);
    if (!Outer)
      continue;
    Outer->push_back(Y);
    Inner.push_back(S);
    Strides = Inner;
    return Outer;
  }
  return std::nullopt;
}

void ModelBuilder::delinearize(ArrayAccess &A) {
  if (A.Subscripts.size() != 1) {
    for (Subscript &S : A.Subscripts)
      if (S.Affine && hasSymbolicIndexCoefficient(S.Expr)) {
        S.Affine = false;
        S.Reason = "loop index with a symbolic coefficient";
      }
    return;
  }
  if (A.Subscripts.size() != 1 || !A.Subscripts[0].Affine ||
      !hasSymbolicIndexCoefficient(A.Subscripts[0].Expr))
    return;
  std::vector<Atom> Strides;
  auto Parts = splitLinearized(A.Subscripts[0].Expr, A, Strides);
  if (!Parts) {
    A.Subscripts[0].Affine = false;
    A.Subscripts[0].Reason =
        "linearized subscript that cannot be delinearized";
    return;
  }
  A.Subscripts.clear();
  for (LinearExpr &P : *Parts)
    A.Subscripts.push_back({true, std::move(P), ""});
  A.Strides = std::move(Strides);
}


/// Whether E's value at a condition is its value at the accesses the
/// condition guards: its indices are those of countable loops (never
/// assigned in their bodies), its other names scalars declared before the
/// region that the region neither assigns nor may reach by address, and no
/// global (a call could change it).
bool ModelBuilder::keepsValue(const LinearExpr &E) {
  return !E.mentionsAny([&](Atom A) {
    const AtomInfo &I = M.Atoms[A];
    if (I.IsIndex)
      return !M.Loops[I.Loop].Countable;
    return !keepsValue(I.Var);
  });
}

bool ModelBuilder::keepsValue(const VarDecl *V) {
  if (!RegionAssigned)
    RegionAssigned = M.facts().uses(M.Region->Statement).Assigned;
  SourceLocation Begin = M.Region->Statement->getBeginLoc();
  // A global counts as a subscript's atom does (linear()): the region does
  // not assign it, so its value at the region's entry holds throughout.
  return !V->getType().isVolatileQualified() && !RegionAssigned->count(V) &&
         !M.AddressTaken.count(V) &&
         SM.isBeforeInTranslationUnit(V->getLocation(), Begin);
}

namespace {

/// The scalars an invariant value may name.
struct KeptScalars {
  ASTContext &Ctx;
  std::function<bool(const VarDecl *)> Keeps;
  bool operator()(const VarDecl *V) const { return Keeps(V); }
};

bool nonNegativeConstant(const Expr *E, const ASTContext &Ctx) {
  std::optional<llvm::APSInt> V = E->getIntegerConstantExpr(Ctx);
  return V && !V->isNegative();
}

/// Whether E computes an integer from integer constants and the scalars
/// Keeps accepts, with no memory reads, calls or side effects.
bool pureIntegerExpr(const Expr *E, const KeptScalars &Keeps);

/// pureIntegerExpr for a conversion: a read, or an integer conversion
/// written as C or C++ writes it ('(int)n', 'static_cast<int>(n)',
/// 'int(n)'), of a pure expression.
bool pureIntegerCast(const CastExpr *C, const KeptScalars &Keeps) {
  // (The kernels hold the value in a long: not a negative one converted
  // to a 64-bit unsigned type.)
  if (C->getCastKind() == clang::CK_IntegralCast &&
      C->getType()->isUnsignedIntegerType() &&
      Keeps.Ctx.getIntWidth(C->getType()) >= 64 &&
      C->getSubExpr()->getType()->isSignedIntegerType() &&
      !nonNegativeConstant(C->getSubExpr(), Keeps.Ctx))
    return false;
  return (isa<clang::ImplicitCastExpr>(C) || isa<clang::CStyleCastExpr>(C) ||
          isa<clang::CXXStaticCastExpr>(C) ||
          isa<clang::CXXFunctionalCastExpr>(C)) &&
         (C->getCastKind() == clang::CK_LValueToRValue ||
          C->getCastKind() == clang::CK_IntegralCast ||
          C->getCastKind() == clang::CK_NoOp) &&
         pureIntegerExpr(C->getSubExpr(), Keeps);
}

bool pureIntegerExpr(const Expr *E, const KeptScalars &Keeps) {
  E = withoutParensOrParameter(E);
  if (!E->getType()->isIntegerType())
    return false;
  if (isa<IntegerLiteral, CharacterLiteral, UnaryExprOrTypeTraitExpr,
          SizeOfPackExpr>(E))
    return true;
  if (const auto *DR = dyn_cast<DeclRefExpr>(E)) {
    if (isa<clang::EnumConstantDecl>(DR->getDecl()))
      return true;
    const auto *V = dyn_cast<VarDecl>(DR->getDecl());
    return V && Keeps(V);
  }
  if (const auto *C = dyn_cast<CastExpr>(E))
    return pureIntegerCast(C, Keeps);
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return !U->isIncrementDecrementOp() && U->getOpcode() != clang::UO_AddrOf &&
           U->getOpcode() != clang::UO_Deref &&
           pureIntegerExpr(U->getSubExpr(), Keeps);
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    // The host computes the value before the region even where the loop
    // would not run: a division or a shift by a variable could trap or be
    // undefined there. Their right sides are constants that cannot.
    if (B->isMultiplicativeOp() && B->getOpcode() != clang::BO_Mul) {
      std::optional<llvm::APSInt> D =
          B->getRHS()->getIntegerConstantExpr(Keeps.Ctx);
      if (!D || *D == 0 || (D->isSigned() && D->isAllOnes()))
        return false;
    }
    if (B->isShiftOp()) {
      std::optional<llvm::APSInt> D =
          B->getRHS()->getIntegerConstantExpr(Keeps.Ctx);
      if (!D || D->isNegative() ||
          D->getZExtValue() >= Keeps.Ctx.getIntWidth(B->getLHS()->getType()))
        return false;
    }
    return !B->isAssignmentOp() && B->getOpcode() != clang::BO_Comma &&
           pureIntegerExpr(B->getLHS(), Keeps) &&
           pureIntegerExpr(B->getRHS(), Keeps);
  }
  if (const auto *C = dyn_cast<clang::ConditionalOperator>(E))
    return pureIntegerExpr(C->getCond(), Keeps) &&
           pureIntegerExpr(C->getTrueExpr(), Keeps) &&
           pureIntegerExpr(C->getFalseExpr(), Keeps);
  return false;
}

} // namespace

// A division, a remainder, a shift, a min or max of scalars the region
// does not change is a value like any symbol: dependence analysis takes it
// as one, and the host computes it before the region. (Integer division by
// zero or an overflow there is undefined in the program too, where the
// loop evaluates it first.)
std::optional<Atom> ModelBuilder::invariantAtom(const Expr *E) {
  if (!pureIntegerExpr(E, {Ctx, [&](const VarDecl *V) { return keepsValue(V); }}))
    return std::nullopt;
  // As the source spells it where it can ('MIN(n, m) - 1': the host
  // computes it at the region, where the program's macros mean the same).
  std::string Text;
  SourceLocation B = E->getBeginLoc(), End = E->getEndLoc();
  if ((B.isFileID() || clang::Lexer::isAtStartOfMacroExpansion(B, SM, Ctx.getLangOpts())) &&
      (End.isFileID() || clang::Lexer::isAtEndOfMacroExpansion(End, SM, Ctx.getLangOpts())))
    Text = clang::Lexer::getSourceText(
               clang::CharSourceRange::getTokenRange(
                   SM.getExpansionLoc(B), SM.getExpansionRange(End).getEnd()),
               SM, Ctx.getLangOpts())
               .str();
  if (Text.empty() || Text.find_first_of("\\\n") != std::string::npos) {
    Text.clear();
    llvm::raw_string_ostream OS(Text);
    E->printPretty(OS, nullptr, Ctx.getPrintingPolicy());
    Text = withHostSpellings(Text);
  }
  return valueAtom(Text);
}

Atom ModelBuilder::valueAtom(const std::string &Text) {
  auto [It, New] = InvariantAtoms.try_emplace(Text, M.Atoms.size());
  if (!New)
    return It->second;
  // A variable of cuacc's that stands for the value: declared (not in any
  // scope) at the function's start, before the region.
  std::string Name = "__inv" + std::to_string(line(M.Region->Statement->getBeginLoc())) +
                     "_" + std::to_string(InvariantAtoms.size() - 1);
  SourceLocation At = M.Function->getBeginLoc();
  auto *V = VarDecl::Create(Ctx, const_cast<clang::FunctionDecl *>(M.Function),
                            At, At, &Ctx.Idents.get(Name), Ctx.LongTy,
                            Ctx.getTrivialTypeSourceInfo(Ctx.LongTy), clang::SC_None);
  M.Atoms.push_back({false, V, -1, Text});
  return It->second;
}

/// A comparison of integers evaluating to Holds, as guards: a < b is
/// b - a - 1 >= 0, a == b two guards, a != b one NotEqual guard. The
/// operands are taken after C's conversions to their common type, which
/// linear() follows (a comparison in unsigned arithmetic is used only when
/// no operand wraps). False when it says nothing usable.
bool ModelBuilder::compare(const BinaryOperator *B, bool Holds) {
  if (!B->isComparisonOp() || !B->getLHS()->getType()->isIntegerType() ||
      !B->getRHS()->getType()->isIntegerType())
    return false;
  Subscript L = linear(B->getLHS()), R = linear(B->getRHS());
  if (!L.Affine || !R.Affine || !keepsValue(L.Expr) || !keepsValue(R.Expr))
    return false;
  BinaryOperatorKind Op =
      Holds ? B->getOpcode() : BinaryOperator::negateComparisonOp(B->getOpcode());
  LinearExpr One(1);
  switch (Op) {
  case BO_LT: Guards.push_back({R.Expr - L.Expr - One}); return true;
  case BO_LE: Guards.push_back({R.Expr - L.Expr}); return true;
  case BO_GT: Guards.push_back({L.Expr - R.Expr - One}); return true;
  case BO_GE: Guards.push_back({L.Expr - R.Expr}); return true;
  case BO_EQ:
    Guards.push_back({L.Expr - R.Expr});
    Guards.push_back({R.Expr - L.Expr});
    return true;
  case BO_NE: Guards.push_back({L.Expr - R.Expr, /*NotEqual=*/true}); return true;
  default: return false;
  }
}

/// What Cond evaluating to Holds says about the indices: the conjuncts of
/// a '&&' that holds (of a '||' that fails), through '!'; a disjunction
/// says nothing. The conditions are side-effect free where they are used
/// (linear() accepts no assignment or call).
size_t ModelBuilder::assume(const Expr *Cond, bool Holds) {
  size_t Before = Guards.size();
  if (!Cond)
    return 0;
  Cond = Cond->IgnoreParenImpCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(Cond);
      U && U->getOpcode() == clang::UO_LNot)
    return assume(U->getSubExpr(), !Holds);
  const auto *B = dyn_cast<BinaryOperator>(Cond);
  // A truth test, 'if (i)' or 'if (n - 1 - i)': E != 0 where it holds,
  // E == 0 where it fails.
  if (Cond->getType()->isIntegerType() &&
      !(B && (B->isComparisonOp() || B->isLogicalOp()))) {
    Subscript E = linear(Cond);
    if (!E.Affine || !keepsValue(E.Expr))
      return 0;
    if (Holds) {
      Guards.push_back({E.Expr, /*NotEqual=*/true});
    } else {
      Guards.push_back({E.Expr});
      Guards.push_back({LinearExpr(0) - E.Expr});
    }
    return Guards.size() - Before;
  }
  if (!B)
    return 0;
  if ((B->getOpcode() == clang::BO_LAnd && Holds) ||
      (B->getOpcode() == clang::BO_LOr && !Holds)) {
    assume(B->getLHS(), Holds);
    assume(B->getRHS(), Holds);
  } else {
    compare(B, Holds);
  }
  return Guards.size() - Before;
}
