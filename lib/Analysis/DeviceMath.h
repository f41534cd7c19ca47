//===- DeviceMath.h - the math library calls kernels make -------*- C++ -*-===//
//
// Which calls are the C and C++ math library's, which the device has too
// (CUDA's math functions, or a helper of the kernel prelude), and what a
// call writes: the analyses treat such a call as an operation, not as a
// function to inline, and the kernel printer spells it for the device.
//
//===----------------------------------------------------------------------===//

#ifndef CUACC_ANALYSIS_DEVICEMATH_H
#define CUACC_ANALYSIS_DEVICEMATH_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include <vector>

namespace cuacc {

/// A struct whose elements a kernel can read and write in place: defined
/// at file scope, named (or named by a typedef), C-like (no bases, no
/// virtuals), laid out by the language's rules alone (no packed, aligned
/// or #pragma pack), its members numbers (not long double) or constant
/// arrays of them, or such structs; no bit-fields, no pointers (a host
/// address means nothing on the device). The kernels define it again, as
/// the same members in the same order: the device lays it out as the
/// host does.
bool isDevicePlainRecord(clang::QualType T);

/// The struct object the member E is in through '.' steps (p[i] for
/// p[i].in.x, q for q.x); null when a step is '->' or not a field.
const clang::Expr *structOfMember(const clang::MemberExpr *E);

/// F is a math library function the device has: a name of the list with
/// no definition of its own, or the C++ library's (defined in a system
/// header: std::abs(float), the promoting templates std::copysign<double,
/// float>), in the global namespace or std; or a builtin that <math.h>'s
/// macros expand to (__builtin_isnan, __builtin_fpclassify, ...); and the
/// runtime's acc_on_device, which a kernel answers itself.
bool isDeviceMathFunction(const clang::FunctionDecl *F);

/// The arguments of a call to a device math function that it stores
/// through (frexp's exponent, modf's integral part, sincos's results).
std::vector<unsigned> mathOutputArguments(const clang::FunctionDecl *F);

/// How a kernel names the function a math call calls: the prelude helper
/// that stands for a classification builtin or the C++ library's function
/// of that name (__builtin_isinf_sign -> "__cuacc_isinf_sign", std::signbit
/// -> "__cuacc_signbit"), giving C's results (isinf's sign, signbit's 0/1)
/// where CUDA's need not; "std::" and the name for the C++ library's other
/// functions; the name for C's.
std::string deviceMathCallee(const clang::FunctionDecl *F);

/// The type argument I of a call to F converts to when the device's
/// overload must see it: the parameter's type where C converts the
/// argument (abs(x) of a double takes an int), the promoted type of the
/// C++ library's promoting templates (copysign(double, float) computes in
/// double). Null when the argument passes as it is.
clang::QualType mathArgumentType(const clang::CallExpr *Call, unsigned I);

} // namespace cuacc

#endif
