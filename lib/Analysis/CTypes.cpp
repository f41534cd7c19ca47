//===- CTypes.cpp - C types and expressions of a region as text -----------===//

#include "Analysis/CTypes.h"
#include "Analysis/DeviceMath.h"
#include "Directive/MemberVariables.h"
#include "clang/AST/APValue.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/PrettyPrinter.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace cuacc;
using namespace clang;

std::string cuacc::exprText(const Expr *E, const ASTContext &Ctx) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  E->printPretty(OS, nullptr, PrintingPolicy(Ctx.getLangOpts()));
  return S;
}

std::string cuacc::sourceName(const VarDecl *V) {
  if (const MemberVariable *M = memberVariable(V))
    return M->HostSpelling;
  return hostName(V);
}

std::string cuacc::integerConstantValue(const VarDecl *V) {
  ASTContext &Ctx = V->getASTContext();
  if (!(V->isStaticDataMember() || V->isLocalVarDecl()) ||
      !V->getType()->isIntegerType() || !V->isUsableInConstantExpressions(Ctx))
    return "";
  // The declaration with the initializer: a static member defined out of
  // its class has it on the declaration in the class (evaluating the
  // definition crashed Clang; libstdc++'s numeric traits are such).
  const VarDecl *WithInit = nullptr;
  const Expr *Init = V->getAnyInitializer(WithInit);
  if (!Init || !WithInit || Init->isValueDependent())
    return "";
  const APValue *Value = WithInit->evaluateValue();
  // Wider than 64 bits (__int128): passed as a value instead.
  if (!Value || !Value->isInt() || Value->getInt().getBitWidth() > 64)
    return "";
  return integerValueText(Value->getInt(), V->getType(), Ctx);
}

/// An integer or finite floating value of type T as the kernels spell it,
/// exactly; empty for another.
static std::string scalarValueText(const APValue &Value, QualType T,
                                   const ASTContext &Ctx) {
  if (Value.isInt())
    return integerValueText(Value.getInt(), T, Ctx);
  if (!Value.isFloat() || !Value.getFloat().isFinite())
    return "";
  const llvm::APFloat &F = Value.getFloat();
  bool Single = &F.getSemantics() == &llvm::APFloat::IEEEsingle();
  if (!Single && &F.getSemantics() != &llvm::APFloat::IEEEdouble())
    return "";
  char Hex[64];
  F.convertToHexString(Hex, 0, false, llvm::APFloat::rmNearestTiesToEven);
  return std::string(Hex) + (Single ? "f" : "");
}

/// Value, of type T, as an initializer: braces around an array's.
static bool appendInitializer(const APValue &Value, QualType T,
                              const ASTContext &Ctx, std::string &Out) {
  const ArrayType *AT = Ctx.getAsArrayType(T);
  if (!AT) {
    std::string Text = scalarValueText(Value, T, Ctx);
    Out += Text;
    return !Text.empty();
  }
  if (!Value.isArray())
    return false;
  Out += "{";
  unsigned Given = Value.getArrayInitializedElts();
  for (unsigned I = 0; I < Value.getArraySize(); ++I) {
    if (I)
      Out += ", ";
    const APValue &E = I < Given ? Value.getArrayInitializedElt(I)
                                 : Value.getArrayFiller();
    if (!appendInitializer(E, AT->getElementType(), Ctx, Out))
      return false;
  }
  Out += "}";
  return true;
}

std::string cuacc::constantTableInitializer(const VarDecl *V) {
  ASTContext &Ctx = V->getASTContext();
  const VarDecl *WithInit = nullptr;
  const Expr *Init = V->getAnyInitializer(WithInit);
  if (!V->hasGlobalStorage() || V->isStaticDataMember() || V->getTLSKind() ||
      !Init || !WithInit || Init->isValueDependent())
    return "";
  // The definition's type: 'extern const double w[];' before it has no size.
  QualType T = WithInit->getType();
  QualType Element = Ctx.getBaseElementType(T);
  if (!Element.isConstQualified() || Element.isVolatileQualified() ||
      !(Element->isIntegralOrEnumerationType() ||
        Element->isRealFloatingType()) ||
      !T->isConstantSizeType() ||
      Ctx.getTypeSizeInChars(T).getQuantity() > (64 << 10))
    return "";
  const APValue *Value = WithInit->evaluateValue();
  std::string Out;
  if (!Value || !appendInitializer(*Value, T, Ctx, Out))
    return "";
  return Out;
}

std::string cuacc::integerValueText(const llvm::APSInt &Value, QualType T,
                                    const ASTContext &Ctx) {
  std::string Digits;
  if (Value.isUnsigned())
    Digits = std::to_string(Value.getZExtValue()) + "ull";
  else if (Value.isMinSignedValue() && Value.getBitWidth() == 64)
    Digits = "(-9223372036854775807ll - 1)"; // no literal of its own
  else
    Digits = std::to_string(Value.getExtValue()) + "ll";
  return "((" + plainTypeName(T, Ctx) + ")" + Digits + ")";
}

std::string cuacc::plainTypeName(QualType T, const ASTContext &Ctx) {
  // A reference names the object's type: what a value or a slot holds.
  T = T.getNonReferenceType();
  // A struct without a tag is named by its typedef (the kernels define it
  // under that name: printRecordDefinitions).
  if (const auto *RT = T.getCanonicalType()->getAs<RecordType>())
    if (const TypedefNameDecl *TD =
            RT->getDecl()->getTypedefNameForAnonDecl())
      return TD->getQualifiedNameAsString(); // 'sim::Cell' in C++
  // The language's spelling: C's _Bool is C++'s bool (the host code is in
  // the user's language; the kernels' text is renamed for CUDA C++).
  return withoutEnums(T, Ctx)
      .getCanonicalType()
      .getUnqualifiedType()
      .getAsString(Ctx.getPrintingPolicy());
}

QualType cuacc::withoutEnums(QualType T, const ASTContext &Ctx) {
  QualType C = T.getCanonicalType();
  if (const auto *ET = C->getAs<EnumType>()) {
    const EnumDecl *ED = ET->getDecl();
    if (!ED->isComplete())
      return T;
    QualType Int = ED->getIntegerType();
    // A C++ enum without a fixed type promotes to int where its values fit
    // (its underlying type is unsigned int when none is negative): 'c - 5'
    // is negative there, and must stay so in the kernels.
    QualType Promoted = ED->getPromotionType();
    if (Ctx.getLangOpts().CPlusPlus && !ED->isFixed() && !Promoted.isNull() &&
        Promoted->isIntegerType() &&
        Ctx.getTypeSize(Promoted) == Ctx.getTypeSize(Int))
      Int = Promoted;
    return Ctx.getQualifiedType(Int, C.getQualifiers());
  }
  if (const auto *A =
          dyn_cast_or_null<ConstantArrayType>(Ctx.getAsArrayType(C))) {
    QualType E = withoutEnums(A->getElementType(), Ctx);
    if (E == A->getElementType())
      return T;
    return const_cast<ASTContext &>(Ctx).getConstantArrayType(
        E, A->getSize(), nullptr, A->getSizeModifier(),
        A->getIndexTypeCVRQualifiers());
  }
  return T;
}

/// The extents of V's dimensions after the first: constants, and for a
/// variable-length dimension Variable(Dim, the dimension's array object as
/// an expression over V: '(*b)[0]' for the third of double (*b)[r][c]).
static std::vector<std::string>
extents(const VarDecl *V, ASTContext &Ctx,
        llvm::function_ref<std::string(size_t, const std::string &)> Variable) {
  QualType T = V->getType().getNonReferenceType();
  std::string Object = sourceName(V);
  if (const auto *P = T->getAs<PointerType>()) {
    T = P->getPointeeType();
    Object = "(*" + Object + ")";
  } else if (const ArrayType *A = Ctx.getAsArrayType(T)) {
    T = A->getElementType();
    Object += "[0]";
  }
  std::vector<std::string> Out;
  while (const ArrayType *A = Ctx.getAsArrayType(T)) {
    if (const auto *C = dyn_cast<ConstantArrayType>(A))
      Out.push_back(std::to_string(C->getSize().getZExtValue()));
    else if (isa<VariableArrayType>(A))
      Out.push_back(Variable(Out.size(), Object));
    else
      Out.push_back("?");
    T = A->getElementType();
    Object += "[0]";
  }
  return Out;
}

std::vector<std::string> cuacc::innerExtents(const VarDecl *V,
                                             ASTContext &Ctx) {
  // C fixes a variable-length array type's size where the type is declared
  // (C11 6.7.6.2): sizeof gives that size, whatever the size expression's
  // variables hold now.
  return extents(V, Ctx, [](size_t, const std::string &Object) {
    return "((long)(sizeof(" + Object + ") / sizeof(" + Object + "[0])))";
  });
}

std::vector<std::string> cuacc::kernelExtents(const VarDecl *V,
                                              ASTContext &Ctx) {
  return extents(V, Ctx, [&](size_t Dim, const std::string &) {
    return extentParameter(V, Dim);
  });
}

std::string cuacc::extentParameter(const VarDecl *V, size_t Dim) {
  return "__ext_" + V->getName().str() + "_" + std::to_string(Dim);
}

std::string cuacc::elementType(const VarDecl *V, ASTContext &Ctx) {
  QualType T = V->getType().getNonReferenceType();
  while (true) {
    if (const auto *P = T->getAs<PointerType>())
      T = P->getPointeeType();
    else if (const ArrayType *A = Ctx.getAsArrayType(T))
      T = A->getElementType();
    else
      break;
  }
  return plainTypeName(T, Ctx);
}

void cuacc::recordDefinitions(
    QualType T, const ASTContext &Ctx,
    std::vector<std::pair<std::string, std::string>> &Out) {
  T = T.getCanonicalType();
  while (true) {
    if (const auto *P = T->getAs<PointerType>())
      T = P->getPointeeType().getCanonicalType();
    else if (const ArrayType *A = Ctx.getAsArrayType(T))
      T = A->getElementType().getCanonicalType();
    else
      break;
  }
  const auto *RT = T->getAs<RecordType>();
  if (!RT || !isDevicePlainRecord(T))
    return;
  const RecordDecl *RD = RT->getDecl()->getDefinition();
  std::string Name = plainTypeName(T, Ctx);
  if (!RD || llvm::any_of(Out, [&](const auto &D) { return D.first == Name; }))
    return;
  std::string Members;
  for (const FieldDecl *F : RD->fields()) {
    recordDefinitions(F->getType(), Ctx, Out); // the members' first
    QualType E = F->getType().getCanonicalType();
    std::string Dims;
    while (const auto *A = dyn_cast<ConstantArrayType>(E.getTypePtr())) {
      Dims += "[" + std::to_string(A->getSize().getZExtValue()) + "]";
      E = A->getElementType().getCanonicalType();
    }
    Members += " " + plainTypeName(E, Ctx) + " " + F->getName().str() + Dims +
               ";";
  }
  const TypedefNameDecl *TD = RD->getTypedefNameForAnonDecl();
  // A C++ struct of a namespace ('sim::Particle') in its namespaces.
  std::string Open, Close, Own = Name;
  for (const DeclContext *DC = RD->getDeclContext()->getRedeclContext();
       !DC->isTranslationUnit(); DC = DC->getParent()->getRedeclContext()) {
    const auto *NS = cast<NamespaceDecl>(DC);
    Open = "namespace " + NS->getName().str() + " { " + Open;
    Close += " }";
  }
  if (!Open.empty())
    Own = (TD ? TD->getName() : RD->getName()).str();
  std::string Tag = llvm::StringRef(Own).starts_with("struct ")
                        ? Own
                        : "struct " + Own;
  Out.push_back({Name, Open +
                           (TD ? "typedef struct {" + Members + " } " + Own + ";"
                               : Tag + " {" + Members + " };") +
                           Close + "\n"});
}
