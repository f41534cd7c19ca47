//===- Reductions.cpp - how a reduction combines on the device ------------===//
//
// The combiner (a functor of the kernels' CUDA prelude) and identity of a
// reduction on a C type. The schedule asks whether there is one (a block
// combines the reduction only if there is); lowering puts them in the kernel.
//
//===----------------------------------------------------------------------===//

#include "Schedule/Schedule.h"
#include "Analysis/CTypes.h"
#include "clang/AST/ASTContext.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ErrorHandling.h"

using namespace cuacc;
using namespace clang;

namespace {

/// A floating max or min: the partials meet in the pick the statements make
/// (Scalars.cpp keeps only those whose result then does not depend on the
/// order), each from a value the pick always replaces: -inf for a max by
/// comparison (a NaN it ignores or takes, never a partial of only NaNs,
/// is the variable's own), NaN for fmax and fmin, which drop a NaN.
bool floatingPick(ReductionOp Op, bool Float, const Pick &How,
                  std::string &Functor, std::string &Identity) {
  std::string Inf = Float ? "INFINITY" : "(double)INFINITY";
  bool Max = Op == ReductionOp::Max;
  switch (How.K) {
  case Pick::None:
    return false;
  case Pick::Compare: {
    const char *Cmp = How.Cmp == clang::BO_GT   ? "gt"
                      : How.Cmp == clang::BO_GE ? "ge"
                      : How.Cmp == clang::BO_LT ? "lt"
                                         : "le";
    Functor = std::string("__cuacc_") + (How.Take ? "take_" : "keep_") + Cmp;
    Identity = Max ? "-" + Inf : Inf;
    return true;
  }
  case Pick::Call:
    Functor = std::string("__cuacc_f") + (Max ? "max" : "min") +
              (How.AccFirst ? "" : "_r");
    Identity = Float ? "NAN" : "(double)NAN";
    return true;
  }
  return false;
}

} // namespace

/// The least or greatest value of an integer type of at most 64 bits, as
/// kernel text of that type (plain char as the user's flags make it).
static std::string integerLimit(QualType T, const ASTContext &Ctx,
                                bool Greatest) {
  unsigned Bits = Ctx.getIntWidth(T);
  bool Signed = T->isSignedIntegerOrEnumerationType();
  std::string Type = "(" + plainTypeName(T, Ctx) + ")";
  llvm::APInt Limit = Signed ? (Greatest ? llvm::APInt::getSignedMaxValue(Bits)
                                         : llvm::APInt::getSignedMinValue(Bits))
                             : (Greatest ? llvm::APInt::getMaxValue(Bits)
                                         : llvm::APInt::getMinValue(Bits));
  if (!Signed)
    return Type + llvm::toString(Limit, 10, false) + "ull";
  if (Limit.isNegative()) // -2^(b-1), written as -(2^(b-1) - 1) - 1
    return Type + "(-" + llvm::toString(~Limit, 10, true) + "ll - 1)";
  return Type + llvm::toString(Limit, 10, true) + "ll";
}

bool cuacc::reductionParts(ReductionOp Op, QualType Type,
                           const ASTContext &Ctx, std::string &Functor,
                           std::string &Identity, const Pick &How) {
  QualType T = Type.getNonReferenceType().getCanonicalType().getUnqualifiedType();
  bool Float = T->isSpecificBuiltinType(BuiltinType::Float),
       Double = T->isSpecificBuiltinType(BuiltinType::Double);
  bool Integral = T->isIntegerType(); // bool, char, enums and __int128 too
  if (!Float && !Double && !Integral)
    return false;
  bool Wide = Integral && Ctx.getIntWidth(T) > 64;
  if ((Op == ReductionOp::Max || Op == ReductionOp::Min) && !Integral)
    return floatingPick(Op, Float, How, Functor, Identity);
  switch (Op) {
  // x + -0 is x for every x; x + +0 is +0 for x = -0.
  case ReductionOp::Sum:
    Functor = "__cuacc_sum";
    Identity = Float ? "-0.0f" : Double ? "-0.0" : "0";
    return true;
  case ReductionOp::Product:
    Functor = "__cuacc_prod"; Identity = "1"; return !Wide;
  case ReductionOp::Max:
    Functor = "__cuacc_max";
    Identity = integerLimit(T, Ctx, /*Greatest=*/false);
    return !Wide;
  case ReductionOp::Min:
    Functor = "__cuacc_min";
    Identity = integerLimit(T, Ctx, /*Greatest=*/true);
    return !Wide;
  case ReductionOp::BitAnd: Functor = "__cuacc_band"; Identity = "~0"; return Integral;
  case ReductionOp::BitOr: Functor = "__cuacc_bor"; Identity = "0"; return Integral;
  case ReductionOp::BitXor: Functor = "__cuacc_bxor"; Identity = "0"; return Integral;
  // C gives 0 or 1; the variable's own value joins only when the loop runs
  // (the host skips an empty launch; a lane loop keeps it when empty).
  case ReductionOp::And: Functor = "__cuacc_land"; Identity = "1"; return !Wide;
  case ReductionOp::Or: Functor = "__cuacc_lor"; Identity = "0"; return !Wide;
  }
  llvm_unreachable("a reduction operator without a combiner");
}
