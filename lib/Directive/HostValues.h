//===- HostValues.h - library containers in a region -----------*- C++ -*-===//
//
// C++ loops are bounded by their container and index it: 'for (size_t i =
// 0; i < v.size(); i++) y[i] = a * x[i] + y[i]' on std::vectors. size()
// and operator[] are calls the kernels cannot make, but the region cannot
// change the container either: anything else the region did with 'v'
// (push_back, resize) would be a call that keeps the region on the host.
// So where the region names a container only in such calls, a size
// becomes a variable of its own (one per container and function) that
// stands for the value the host computes when the region starts, and the
// elements of a contiguous container (std::vector, std::array, std::span)
// a pointer that stands for 'v.data()': every later phase sees a scalar
// the region reads and an array it indexes, the kernels a parameter and a
// device array, the listing 'v.size()' and 'v[0:n]'. A data clause names
// the same elements as 'v[0:n]'.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_DIRECTIVE_HOSTVALUES_H
#define CUACC_DIRECTIVE_HOSTVALUES_H

#include "clang/AST/Type.h"
#include <string>

namespace clang {
class ASTContext;
class FunctionDecl;
class Stmt;
class VarDecl;
} // namespace clang

namespace cuacc {

/// What host code at the region computes for V ('v.size()'); null for a
/// variable of the program.
const std::string *hostValue(const clang::VarDecl *V);

struct PathSpelling;

/// The element type of T, a contiguous library container (std::vector but
/// vector<bool>, std::array, std::span) of numbers, pointers or structs
/// that copy as bytes, const where
/// a const vector's or array's are; a null type for any other type.
clang::QualType containerElement(clang::QualType T);

/// The variable that stands for the elements of the container object P
/// (of element type Element) in F: a pointer, 'v.data()' to host code and
/// 'v' to the user, the same for the region's 'v[i]' and a data clause's
/// 'v[0:n]'.
const clang::VarDecl *containerData(clang::ASTContext &Ctx,
                                    const clang::FunctionDecl &F,
                                    const PathSpelling &P,
                                    clang::QualType Element);

/// Replaces, in the compute region statement Region of F, each size of a
/// library container in a loop condition, and each element of a
/// contiguous one ('v[i]'), with its variable, where the region names the
/// container in no other way. The planning parse's AST only (as member paths).
void substituteHostValues(clang::Stmt *Region, const clang::FunctionDecl &F,
                          clang::ASTContext &Ctx);

} // namespace cuacc

#endif
