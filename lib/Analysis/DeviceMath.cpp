//===- DeviceMath.cpp - the math library calls kernels make ---------------===//

#include "Analysis/DeviceMath.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

using namespace cuacc;
using namespace clang;

namespace {

/// The double-precision names of C's <math.h> (and abs) that CUDA's math
/// library has for double and, with an 'f', for float.
const llvm::StringSet<> &mathNames() {
  static const llvm::StringSet<> Names = {
      "sqrt", "cbrt", "exp", "exp2", "expm1", "log", "log2", "log10",
      "log1p", "pow", "sin", "cos", "tan", "asin", "acos", "atan", "atan2",
      "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "fabs", "fmax",
      "fmin", "floor", "ceil", "round", "trunc", "rint", "nearbyint",
      "lround", "llround", "lrint", "llrint", "fmod", "remainder", "remquo",
      "copysign", "hypot", "erf", "erfc", "tgamma", "lgamma", "rsqrt", "fma",
      "fdim", "nextafter", "ldexp", "scalbn", "scalbln", "frexp", "modf",
      "logb", "ilogb", "sincos", "j0", "j1", "y0", "y1", "abs", "labs",
      "llabs", "isnan", "isinf", "isfinite", "isnormal", "signbit",
      "fpclassify"};
  return Names;
}

bool isMathName(llvm::StringRef Name) {
  return mathNames().contains(Name) ||
         (Name.size() > 1 && Name.back() == 'f' &&
          mathNames().contains(Name.drop_back()));
}

/// What <math.h>'s classification macros expand to, and the C++ library's
/// functions of those names: the prelude's helpers give C's values; and
/// GCC's bit builtins, which CUDA has as intrinsics of other names.
const llvm::StringMap<const char *> &preludeHelpers() {
  static const llvm::StringMap<const char *> Helpers = {
      {"__builtin_isnan", "__cuacc_isnan"},
      {"__builtin_isinf", "__cuacc_isinf"},
      {"__builtin_isinf_sign", "__cuacc_isinf_sign"},
      {"__builtin_isfinite", "__cuacc_isfinite"},
      {"__builtin_isnormal", "__cuacc_isnormal"},
      {"__builtin_signbit", "__cuacc_signbit"},
      {"__builtin_signbitf", "__cuacc_signbit"},
      {"__builtin_signbitl", "__cuacc_signbit"},
      {"__builtin_fpclassify", "__cuacc_fpclassify"},
      {"isnan", "__cuacc_isnan"},
      {"isinf", "__cuacc_isinf"},
      {"isfinite", "__cuacc_isfinite"},
      {"isnormal", "__cuacc_isnormal"},
      {"signbit", "__cuacc_signbit"},
      {"fpclassify", "__cuacc_fpclassify"},
      {"__builtin_popcount", "__cuacc_popcount"},
      {"__builtin_popcountl", "__cuacc_popcountll"},
      {"__builtin_popcountll", "__cuacc_popcountll"},
      {"__builtin_parity", "__cuacc_parity"},
      {"__builtin_parityl", "__cuacc_parityll"},
      {"__builtin_parityll", "__cuacc_parityll"},
      {"__builtin_clz", "__cuacc_clz"},
      {"__builtin_clzl", "__cuacc_clzll"},
      {"__builtin_clzll", "__cuacc_clzll"},
      {"__builtin_ctz", "__cuacc_ctz"},
      {"__builtin_ctzl", "__cuacc_ctzll"},
      {"__builtin_ctzll", "__cuacc_ctzll"},
      {"__builtin_bswap16", "__cuacc_bswap16"},
      {"__builtin_bswap32", "__cuacc_bswap32"},
      {"__builtin_bswap64", "__cuacc_bswap64"},
      // The runtime's question, which a kernel answers for itself.
      {"acc_on_device", "__cuacc_on_device"}};
  return Helpers;
}

/// Builtins the device compilers take as they are (INFINITY and NAN expand
/// to some of them).
bool isDeviceBuiltin(llvm::StringRef Name) {
  static const llvm::StringSet<> Names = {
      "__builtin_inf",      "__builtin_inff",     "__builtin_huge_val",
      "__builtin_huge_valf", "__builtin_nan",     "__builtin_nanf",
      "__builtin_fabs",     "__builtin_fabsf",    "__builtin_copysign",
      "__builtin_copysignf", "__builtin_expect"};
  return Names.contains(Name);
}

/// F's namespace, out of inline ones (libc++'s std::__1).
const DeclContext *outerNamespace(const FunctionDecl *F) {
  const DeclContext *DC = F->getDeclContext()->getRedeclContext();
  while (const auto *NS = dyn_cast<NamespaceDecl>(DC)) {
    if (!NS->isInline())
      break;
    DC = NS->getParent()->getRedeclContext();
  }
  return DC;
}

bool inStd(const FunctionDecl *F) { return outerNamespace(F)->isStdNamespace(); }

/// The global namespace or std (the C library's names, and the C++
/// library's overloads and templates).
bool inLibraryNamespace(const FunctionDecl *F) {
  return outerNamespace(F)->isTranslationUnit() || inStd(F);
}

} // namespace

bool cuacc::isDeviceMathFunction(const FunctionDecl *F) {
  if (!F || !F->getIdentifier())
    return false;
  llvm::StringRef Name = F->getName();
  if (F->getBuiltinID() &&
      (preludeHelpers().count(Name) || isDeviceBuiltin(Name)))
    return true;
  if (Name == "acc_on_device")
    return !F->getDefinition() && inLibraryNamespace(F);
  if (!isMathName(Name) || !inLibraryNamespace(F))
    return false;
  // C++17's std::hypot(x, y, z), which CUDA does not have: the library's
  // code is the kernels' then.
  if (Name.starts_with("hypot") && F->getNumParams() != 2)
    return false;
  // A function of the program's own with a math name is the program's.
  const FunctionDecl *Def = F->getDefinition();
  if (!Def && F->getPrimaryTemplate())
    Def = F->getPrimaryTemplate()->getTemplatedDecl()->getDefinition();
  if (!Def)
    return true;
  const SourceManager &SM = F->getASTContext().getSourceManager();
  return SM.isInSystemHeader(SM.getExpansionLoc(Def->getLocation()));
}

std::vector<unsigned> cuacc::mathOutputArguments(const FunctionDecl *F) {
  if (!isDeviceMathFunction(F))
    return {};
  llvm::StringRef Name = F->getName();
  if (Name.consume_back("f") && !isMathName(Name))
    Name = F->getName();
  if (Name == "frexp" || Name == "modf")
    return {1};
  if (Name == "remquo")
    return {2};
  if (Name == "sincos")
    return {1, 2};
  return {};
}

std::string cuacc::deviceMathCallee(const FunctionDecl *F) {
  auto It = preludeHelpers().find(F->getName());
  if (It != preludeHelpers().end())
    return It->second;
  // A promoting template (std::copysign(double, float)) gets its
  // arguments converted to the promoted type (mathArgumentType): the plain
  // overload of that type is the call. Naming the template instead reaches
  // the host's function from Clang's CUDA headers.
  if (F->getPrimaryTemplate())
    return F->getName().str();
  return (inStd(F) ? "std::" : "") + F->getName().str();
}

QualType cuacc::mathArgumentType(const CallExpr *Call, unsigned I) {
  const FunctionDecl *F = Call->getDirectCallee();
  if (!F || I >= Call->getNumArgs())
    return {};
  ASTContext &Ctx = F->getASTContext();
  const Expr *Arg = Call->getArg(I);
  QualType Written = Arg->IgnoreParenImpCasts()->getType();
  // The C++ library's templates (std::isnan(int), std::copysign(double,
  // float)) compute in the promoted type: double, or the result's.
  if (const FunctionTemplateDecl *T = F->getPrimaryTemplate()) {
    const FunctionDecl *Pattern = T->getTemplatedDecl();
    if (I < Pattern->getNumParams() &&
        Pattern->getParamDecl(I)->getType()->isDependentType()) {
      QualType R = F->getReturnType();
      return R->isRealFloatingType() ? R : Ctx.DoubleTy;
    }
  }
  if (I >= F->getNumParams())
    return {}; // a type-generic builtin
  QualType Param = F->getParamDecl(I)->getType();
  if (Ctx.hasSameUnqualifiedType(Param.getCanonicalType(),
                                 Written.getCanonicalType()))
    return {};
  return Param;
}

/// CUDA's built-in vector types and dim3, which the kernels' headers define.
static bool isCudaTypeName(llvm::StringRef Name) {
  if (Name == "dim3")
    return true;
  if (Name.size() < 2 || Name.back() < '1' || Name.back() > '4')
    return false;
  llvm::StringRef Base = Name.drop_back();
  for (const char *T : {"char", "uchar", "short", "ushort", "int", "uint",
                        "long", "ulong", "longlong", "ulonglong", "float",
                        "double"})
    if (Base == T)
      return true;
  return false;
}

/// A member's type a plain record may have (see isDevicePlainRecord).
static bool isDevicePlainMember(QualType T) {
  T = T.getCanonicalType();
  while (const auto *A = dyn_cast<ConstantArrayType>(T.getTypePtr()))
    T = A->getElementType().getCanonicalType();
  if (const auto *ET = T->getAs<EnumType>())
    return ET->getDecl()->isComplete();
  if (const auto *BT = T->getAs<BuiltinType>())
    return BT->isInteger() || BT->getKind() == BuiltinType::Float ||
           BT->getKind() == BuiltinType::Double;
  return T->isRecordType() && isDevicePlainRecord(T);
}

/// Whether RD is declared at file scope or in named namespaces, where the
/// kernels can define it again (in the same namespaces).
static bool atNamespaceScope(const RecordDecl *RD) {
  for (const DeclContext *DC = RD->getDeclContext()->getRedeclContext();
       !DC->isTranslationUnit(); DC = DC->getParent()->getRedeclContext()) {
    const auto *NS = dyn_cast<NamespaceDecl>(DC);
    if (!NS || NS->isAnonymousNamespace())
      return false;
  }
  return true;
}

bool cuacc::isDevicePlainRecord(QualType T) {
  const auto *RT = T.getCanonicalType()->getAs<RecordType>();
  if (!RT)
    return false;
  const RecordDecl *RD = RT->getDecl()->getDefinition();
  if (!RD || RD->isUnion() || RD->hasAttrs() || !atNamespaceScope(RD) ||
      (RD->getName().empty() && !RD->getTypedefNameForAnonDecl()))
    return false;
  // A C++ class with constructors or member functions is laid out as the
  // C struct of its fields where it is standard-layout, copies as bytes
  // and has no bases (the kernels call none of its functions).
  if (const auto *C = dyn_cast<CXXRecordDecl>(RD))
    if (!C->isStandardLayout() || !C->isTriviallyCopyable() ||
        C->isPolymorphic() || C->getNumBases() != 0 ||
        isa<ClassTemplateSpecializationDecl>(C))
      return false;
  // The kernels define it under its name, which must not be one of CUDA's
  // own types (dim3, float2, uchar4, ...).
  llvm::StringRef Name = RD->getName();
  if (Name.empty())
    Name = RD->getTypedefNameForAnonDecl()->getName();
  if (isCudaTypeName(Name))
    return false;
  for (const FieldDecl *F : RD->fields())
    if (F->isBitField() || F->hasAttrs() || !isDevicePlainMember(F->getType()))
      return false;
  return !RD->field_empty();
}

const Expr *cuacc::structOfMember(const MemberExpr *E) {
  const Expr *Base = E;
  while (const auto *M = dyn_cast<MemberExpr>(Base)) {
    if (M->isArrow() || !isa<FieldDecl>(M->getMemberDecl()))
      return nullptr;
    Base = M->getBase()->IgnoreParens();
  }
  return Base;
}
