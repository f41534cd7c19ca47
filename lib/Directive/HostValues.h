//===- HostValues.h - a container's size in a loop bound -----------*- C++ -*-===//
//
// C++ loops are bounded by their container: 'for (size_t i = 0; i <
// v.size(); i++) pv[i] = ...' with the data reached through 'v.data()'. A
// library container's size() is a call the kernels cannot make, but the
// region cannot change it either: anything else the region did with 'v'
// (push_back, operator[]) would be a call that keeps the region on the
// host. So where the region names 'v' only in such calls, each becomes a
// variable of its own (one per container and function) that stands for
// the value the host computes when the region starts: every later phase
// sees a scalar the region reads, the kernels a parameter, the listing
// 'v.size()'.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_DIRECTIVE_HOSTVALUES_H
#define CUACC_DIRECTIVE_HOSTVALUES_H

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

/// Replaces, in the loop conditions of compute region statement Region of
/// F, each size of a library container that the region names only there
/// with its variable. The planning parse's AST only (as member paths).
void substituteHostValues(clang::Stmt *Region, const clang::FunctionDecl &F,
                          clang::ASTContext &Ctx);

} // namespace cuacc

#endif
