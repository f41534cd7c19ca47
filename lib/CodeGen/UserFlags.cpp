//===- UserFlags.cpp - kernel text that follows the user's flags ----------===//

#include "CodeGen/UserFlags.h"
#include "Analysis/CTypes.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "CodeGen/KernelWords.h"
#include <vector>

using namespace cuacc;
using namespace clang;

namespace {

/// A type whose overflow is undefined without -fwrapv (after promotion:
/// int and wider).
bool overflows(QualType T, const ASTContext &Ctx) {
  return T->isSignedIntegerType() && !T->isEnumeralType() &&
         Ctx.getTypeSize(T) >= Ctx.getTypeSize(Ctx.IntTy);
}

const char *opText(BinaryOperatorKind Op) {
  switch (Op) {
  case BO_Add:
  case BO_AddAssign:
    return " + ";
  case BO_Sub:
  case BO_SubAssign:
    return " - ";
  case BO_Mul:
  case BO_MulAssign:
    return " * ";
  default:
    return nullptr;
  }
}

/// Text and the two casts: T, its unsigned counterpart U, '(T)((U)a op (U)b)'.
struct Wrap {
  std::string T, U;
  Wrap(QualType Ty, const ASTContext &Ctx)
      : T(plainTypeName(Ty, Ctx)),
        U(plainTypeName(
            const_cast<ASTContext &>(Ctx).getCorrespondingUnsignedType(Ty),
            Ctx)) {}
  std::string op(const std::string &A, const char *Op,
                 const std::string &B) const {
    return "((" + T + ")((" + U + ")(" + A + ")" + Op + "(" + U + ")(" + B +
           ")))";
  }
};

} // namespace

bool cuacc::printWrapping(const Stmt *S, raw_ostream &OS,
                          const ASTContext &Ctx,
                          llvm::function_ref<std::string(const Stmt *)> Print) {
  // Constants (-1, N*M) are folded, wrapping, by every compiler.
  if (const auto *E = dyn_cast<Expr>(S);
      !E || E->isValueDependent() || E->isIntegerConstantExpr(Ctx))
    return false;
  if (const auto *CA = dyn_cast<CompoundAssignOperator>(S)) {
    const char *Op = opText(CA->getOpcode());
    QualType CT = CA->getComputationResultType();
    // The left side is printed twice: only without side effects.
    if (!Op || !overflows(CT, Ctx) || CA->getLHS()->HasSideEffects(Ctx))
      return false;
    std::string L = Print(CA->getLHS());
    OS << "(" << L << " = (" << plainTypeName(CA->getLHS()->getType(), Ctx)
       << ")" << Wrap(CT, Ctx).op(L, Op, Print(CA->getRHS())) << ")";
    return true;
  }
  if (const auto *BO = dyn_cast<BinaryOperator>(S)) {
    const char *Op = opText(BO->getOpcode());
    if (!Op || BO->isCompoundAssignmentOp() || !overflows(BO->getType(), Ctx))
      return false;
    OS << Wrap(BO->getType(), Ctx).op(Print(BO->getLHS()), Op,
                                      Print(BO->getRHS()));
    return true;
  }
  const auto *UO = dyn_cast<UnaryOperator>(S);
  if (!UO || !overflows(UO->getType(), Ctx))
    return false;
  const Expr *Sub = UO->getSubExpr();
  Wrap W(UO->getType(), Ctx);
  if (UO->getOpcode() == UO_Minus) {
    OS << W.op("0", " - ", Print(Sub));
    return true;
  }
  if (!UO->isIncrementDecrementOp() || Sub->HasSideEffects(Ctx))
    return false;
  std::string L = Print(Sub);
  const char *Op = UO->isIncrementOp() ? " + " : " - ";
  const char *Back = UO->isIncrementOp() ? " - " : " + ";
  std::string Set = "(" + L + " = " + W.op(L, Op, "1") + ")";
  // A postfix operator's value is the old one: the new one stepped back.
  if (UO->isPostfix())
    OS << "(" << Set << ", " << W.op(L, Back, "1") << ")";
  else
    OS << Set;
  return true;
}

std::string cuacc::plainCharAsUnsigned(const std::string &Text) {
  std::vector<KernelWord> Words = kernelWords(Text);
  auto Is = [&](size_t I, llvm::StringRef W) {
    return I < Words.size() && Words[I].Identifier && Words[I].Spelling == W;
  };
  auto Sign = [&](size_t I) { return Is(I, "signed") || Is(I, "unsigned"); };
  std::string Out;
  size_t Copied = 0;
  for (size_t I = 0; I < Words.size(); ++I) {
    // 'char' alone, not 'signed char', 'unsigned char' or 'char unsigned'.
    if (!Is(I, "char") || (I && Sign(I - 1)) || Sign(I + 1))
      continue;
    Out += Text.substr(Copied, Words[I].At - Copied) + "unsigned char";
    Copied = Words[I].At + 4;
  }
  return Out + Text.substr(Copied);
}
