//===- CTypes.h - C types and expressions of a region as text ---*- C++ -*-===//
//
// The spellings both sides of an offloaded region need: an array's element
// type, the extents of its dimensions after the first (CUDA has no
// variable-length arrays, so references are linearized with them), the
// variables those extents name, and a scalar type as C spells it.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_TRANSFORM_CTYPES_H
#define CUACC_TRANSFORM_CTYPES_H

#include "clang/AST/Type.h"
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Expr;
class VarDecl;
} // namespace clang

namespace cuacc {

/// The extents of an array's dimensions after the first, as C expressions
/// over variables ("m" for float (*a)[m]); empty for one dimension.
std::vector<std::string> innerExtents(const clang::VarDecl *V,
                                      clang::ASTContext &Ctx);
/// Variables the extents mention (they become kernel parameters too).
std::vector<const clang::VarDecl *> extentVariables(const clang::VarDecl *V,
                                                    clang::ASTContext &Ctx);
/// The scalar element type of an array or pointer variable, spelled in C.
std::string elementType(const clang::VarDecl *V, clang::ASTContext &Ctx);
/// T without qualifiers or typedefs, spelled in the file's language
/// ("unsigned int"; "_Bool" in C, "bool" in C++).
std::string plainTypeName(clang::QualType T, const clang::ASTContext &Ctx);
/// An expression as Clang prints it.
std::string exprText(const clang::Expr *E, const clang::ASTContext &Ctx);

} // namespace cuacc

#endif
