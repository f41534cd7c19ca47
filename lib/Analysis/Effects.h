//===- Effects.h - what code reads and writes beyond its own variables -*- C++ -*-===//
//
// Two questions about memory that the loop model alone cannot answer:
//
// * Can a function of this file be called from a kernel (as a __device__
//   copy)? Only when its result depends on its arguments' values alone: a
//   callee that reads or writes through a pointer, or uses a global, has
//   effects that the dependence and data analyses of the caller's loop do
//   not see, so the loop around the call is not parallelized.
// * What does a region's host code reach? When a region runs on the host
//   while its data is present on the device, the present blocks it reads
//   must come to the host first, and those it writes go back after.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_ANALYSIS_EFFECTS_H
#define CUACC_ANALYSIS_EFFECTS_H

#include "clang/AST/Expr.h"
#include "llvm/ADT/StringRef.h"
#include <map>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Expr;
class FunctionDecl;
class Stmt;
class VarDecl;
} // namespace clang

namespace cuacc {

/// Each statement under a root, mapped to its parent. (Clang's own
/// ParentMapContext is built once, from the functions parsed so far, and the
/// analyses run while the translation unit is still being parsed.)
using ParentMap = std::map<const clang::Stmt *, const clang::Stmt *>;
void collectParents(const clang::Stmt *Root, ParentMap &Parents);

/// Whether a use of a variable (the DeclRefExpr E, with the parents of its
/// statement) may store into or through it, or let its address escape.
bool mayStore(const clang::Expr *E, const ParentMap &Parents);

/// Why a call to F cannot run in a kernel ("'f' writes through the pointer
/// 'p'"), looking through the functions it calls; empty when it can: F is
/// defined, not variadic nor recursive, and touches no memory but its own
/// locals.
std::string deviceCallRestriction(const clang::FunctionDecl *F);

/// A variable a region's host code names, declared outside the region.
struct HostVar {
  const clang::VarDecl *Var;
  /// The host code may store into it or through it (or lets its address
  /// escape, which counts the same).
  bool Written = false;
};

struct HostAccess {
  std::vector<HostVar> Vars; ///< in first-use order
  /// Non-empty when the host code may reach memory through something other
  /// than these variables (a call to 'f', a struct member, a pointer to
  /// pointers): every present block must then move. The reason, for -Minfo.
  std::string Everything;
  bool empty() const { return Vars.empty() && Everything.empty(); }
};

/// What the statement S (a region) reaches when it runs on the host.
/// A routine of openacc.h or accel.h (acc_copyin, acc_memcpy_d2d, ...):
/// given the addresses of data, not its values, it keeps the host and
/// device copies consistent itself.
bool isRuntimeRoutine(const clang::FunctionDecl *F);
/// Whether a runtime routine's argument is only an array's address (the
/// array or pointer named by itself).
bool givesAddressOnly(const clang::Expr *Arg);
/// A runtime routine's call C traversed by V, all but the arguments that
/// are only an array's address.
template <typename Visitor>
bool traverseValueArguments(Visitor &V, clang::CallExpr *C) {
  for (clang::Expr *A : C->arguments())
    if (!givesAddressOnly(A) && !V.TraverseStmt(A))
      return false;
  return true;
}

HostAccess hostAccess(const clang::Stmt *S, clang::ASTContext &Ctx);

} // namespace cuacc

#endif
