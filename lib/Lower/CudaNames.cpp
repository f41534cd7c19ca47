//===- CudaNames.cpp - C names that CUDA C++ reads otherwise --------------===//

#include "Lower/CudaNames.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/StringSet.h"

using namespace cuacc;
using namespace clang;

namespace {

/// C++ keywords that are not C's, and CUDA's functions that a C program
/// may define: renamed. (Not 'template', 'typename' or 'bool': cuacc's
/// kernel code uses them; see Reserved.)
const llvm::StringSet<> &renamed() {
  static const llvm::StringSet<> Names = {
      "new", "delete", "class", "this", "namespace", "operator", "private",
      "public", "protected", "virtual", "friend", "throw", "try", "catch",
      "explicit", "mutable", "export", "typeid", "and", "or", "not", "xor",
      "bitand", "bitor", "compl", "and_eq", "or_eq", "xor_eq", "not_eq",
      "concept", "requires", "noexcept", "using", "decltype", "constexpr",
      "consteval", "constinit", "co_await", "co_yield", "co_return",
      "dynamic_cast", "static_cast", "reinterpret_cast", "const_cast",
      "nullptr", "thread_local", "char8_t", "char16_t", "char32_t",
      "wchar_t", "alignas", "alignof", "static_assert", "min", "max"};
  return Names;
}

/// Names cuacc's kernel code uses in CUDA's sense.
const llvm::StringSet<> &reserved() {
  static const llvm::StringSet<> Names = {
      "threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize",
      "template", "typename", "bool", "true", "false"};
  return Names;
}

bool isIdentifierStart(char C) {
  return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') || C == '_';
}
bool isIdentifierChar(char C) {
  return isIdentifierStart(C) || (C >= '0' && C <= '9');
}

bool reservedName(const NamedDecl *D) {
  return D->getIdentifier() && reserved().contains(D->getName());
}

/// What in a statement (one node) CUDA C++ cannot take as C has it.
std::optional<NotOffloaded> cudaRestriction(const Stmt *S) {
  if (const auto *E = dyn_cast<DeclRefExpr>(S)) {
    if (reservedName(E->getDecl()))
      return NotOffloaded{NotOffloadedKind::NameReservedInCuda,
                          {E->getDecl()->getName().str()}};
  } else if (const auto *E = dyn_cast<UnaryExprOrTypeTraitExpr>(S)) {
    if (E->getTypeOfArgument()->isVariablyModifiedType())
      return NotOffloaded{NotOffloadedKind::VlaSizeTaken, {}};
  } else if (const auto *C = dyn_cast<CallExpr>(S)) {
    if (const FunctionDecl *F = C->getDirectCallee())
      if (F->getBuiltinID() && F->getName().starts_with("__atomic"))
        return NotOffloaded{NotOffloadedKind::BuiltinNotInCuda,
                            {F->getName().str()}};
  }
  return std::nullopt;
}

/// The same for a declaration.
std::optional<NotOffloaded> cudaRestriction(const Decl *D) {
  const auto *N = dyn_cast<NamedDecl>(D);
  if (!N)
    return std::nullopt;
  if (const auto *V = dyn_cast<VarDecl>(N);
      V && V->getType()->isVariablyModifiedType())
    return NotOffloaded{NotOffloadedKind::VlaDeclaredInRegion,
                        {V->getName().str()}};
  if (reservedName(N))
    return NotOffloaded{NotOffloadedKind::NameReservedInCuda,
                        {N->getName().str()}};
  return std::nullopt;
}

} // namespace

std::string cuacc::renameForCuda(llvm::StringRef Text, bool C23) {
  std::string Out;
  Out.reserve(Text.size());
  size_t I = 0, N = Text.size();
  while (I < N) {
    char C = Text[I];
    // Comments and literals are copied whole.
    if (C == '/' && I + 1 < N && (Text[I + 1] == '/' || Text[I + 1] == '*')) {
      size_t End = Text[I + 1] == '/' ? Text.find('\n', I)
                                       : Text.find("*/", I + 2);
      End = End == llvm::StringRef::npos ? N
                                         : End + (Text[I + 1] == '*' ? 2 : 0);
      Out += Text.slice(I, End);
      I = End;
      continue;
    }
    if (C == '"' || C == '\'') {
      size_t J = I + 1;
      while (J < N && Text[J] != C)
        J += Text[J] == '\\' ? 2 : 1;
      J = std::min(J + 1, N);
      Out += Text.slice(I, J);
      I = J;
      continue;
    }
    if (isIdentifierStart(C) && (I == 0 || !isIdentifierChar(Text[I - 1]))) {
      size_t J = I;
      while (J < N && isIdentifierChar(Text[J]))
        ++J;
      llvm::StringRef Word = Text.slice(I, J);
      // C's boolean type as C++ spells it (a parameter's or a slot's type,
      // printed from C declarations).
      if (Word == "_Bool") {
        Out += "bool";
        I = J;
        continue;
      }
      // C23's keywords are no program's names there.
      if (renamed().contains(Word) &&
          !(C23 && llvm::is_contained({"nullptr", "alignas", "alignof",
                                       "thread_local", "constexpr",
                                       "static_assert"},
                                      Word)))
        Out += "__cuacc_c_";
      Out += Word;
      I = J;
      continue;
    }
    // A number's digits and suffix ("1.5e3f") are not names.
    if (C >= '0' && C <= '9') {
      size_t J = I;
      while (J < N && (isIdentifierChar(Text[J]) || Text[J] == '.'))
        ++J;
      Out += Text.slice(I, J);
      I = J;
      continue;
    }
    Out += C;
    ++I;
  }
  return Out;
}

std::optional<NotOffloaded>
cuacc::whyNotCudaCpp(const Stmt *S, const StatementIndex &Facts) {
  std::optional<NotOffloaded> Why;
  Facts.visitInOrder(S, [&](const Stmt *Sub, const Decl *D) {
    Why = Sub ? cudaRestriction(Sub) : cudaRestriction(D);
    return !Why;
  });
  return Why;
}
