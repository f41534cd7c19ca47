//===- CTypes.h - C types and expressions of a region as text ---*- C++ -*-===//
//
// The spellings both sides of an offloaded region need: an array's element
// type, the extents of its dimensions after the first (CUDA has no
// variable-length arrays, so references are linearized with them), the
// variables those extents name, and a scalar type as C spells it.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_ANALYSIS_CTYPES_H
#define CUACC_ANALYSIS_CTYPES_H

#include "clang/AST/Type.h"
#include "llvm/ADT/APSInt.h"
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Expr;
class VarDecl;
} // namespace clang

namespace cuacc {

/// The extents of an array's dimensions after the first, as C expressions
/// in the variable's scope on the host: constants, and sizeof for a
/// variable-length dimension (its size where the type was declared, not
/// what the size expression's variables hold now); empty for one
/// dimension.
std::vector<std::string> innerExtents(const clang::VarDecl *V,
                                      clang::ASTContext &Ctx);
/// The same extents in a kernel: a variable-length dimension's is the
/// kernel parameter extentParameter names (its value from innerExtents).
std::vector<std::string> kernelExtents(const clang::VarDecl *V,
                                       clang::ASTContext &Ctx);
std::string extentParameter(const clang::VarDecl *V, size_t Dim);
/// The scalar element type of an array or pointer variable, spelled in C.
std::string elementType(const clang::VarDecl *V, clang::ASTContext &Ctx);
/// T without qualifiers or typedefs, spelled in the file's language
/// ("unsigned int"; "_Bool" in C, "bool" in C++), an enum as its integer
/// type (the kernels have no declaration of it).
std::string plainTypeName(clang::QualType T, const clang::ASTContext &Ctx);

/// The definitions a kernel needs for the struct a value of type T holds
/// or points to (isDevicePlainRecord), its members' structs first, each as
/// (its name, its definition) and not already in Out: the same members in
/// the same order, so the device lays them out as the host does.
void recordDefinitions(clang::QualType T, const clang::ASTContext &Ctx,
                       std::vector<std::pair<std::string, std::string>> &Out);
/// T with an enum (scalar, or an array's element) as its integer type.
clang::QualType withoutEnums(clang::QualType T, const clang::ASTContext &Ctx);
/// How host code inserted into the user's function names V: in C++, a
/// namespace member or static data member by its qualified name
/// ('::data::a', '::S::tab'); otherwise its name.
std::string sourceName(const clang::VarDecl *V);
/// The value of an integer constant a region names: a C++ static data
/// member ('static constexpr int W = 8') or local ('constexpr int K = 3',
/// 'const int N = 10') usable in constant expressions. Code uses the
/// value, never the address: such a member need not be defined anywhere
/// before C++17, and a kernel's copy of a local would not be a constant
/// (a 'case K:' in it would not compile). Empty otherwise.
std::string integerConstantValue(const clang::VarDecl *V);
/// A read-only table a device function keeps a copy of: a variable of
/// static storage that is not a class member (a file's, a namespace's or
/// a function's static), const and not volatile, of an integer, enum or
/// floating type or an array of one (any rank), whose initializer the
/// compiler evaluated (`static const double w[5] = {0.1, ...}` in a
/// helper). Its values are the program's whole life long (writing a const
/// object is undefined), so the kernels define it instead of moving it.
/// The initializer by value ('{0x1.999999999999ap-4, ...}': exact, and no
/// names the kernels do not know), empty when V is no such table: a
/// non-finite value, long double, a struct, more than 64 KiB.
std::string constantTableInitializer(const clang::VarDecl *V);
/// An integer value of type T as the kernels spell it ('((int)3ll)'):
/// the suffix keeps every 64-bit value a literal of a type it fits.
std::string integerValueText(const llvm::APSInt &Value, clang::QualType T,
                             const clang::ASTContext &Ctx);
/// An expression as Clang prints it.
std::string exprText(const clang::Expr *E, const clang::ASTContext &Ctx);

} // namespace cuacc

#endif
