//===- HostLoopWidening.h - a region taking over the loop around it -*- C++ -*-//
//
// Users put a region inside the sequential loop that drives it (the k of
// an LU, the time steps of a stencil): each iteration enters the region
// and launches its kernels from the host, a few microseconds each, with
// the loop's scalars going back and forth. When the loop holds nothing but
// the region, running the loop inside the region does the same work in the
// same order: the region's data moves once instead of per iteration (the
// host touches none of it in between), and the schedule can keep the loop
// on the device (a persistent kernel) or launch from a host loop as before.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_DIRECTIVE_HOSTLOOPWIDENING_H
#define CUACC_DIRECTIVE_HOSTLOOPWIDENING_H

#include "Directive/Directive.h"
#include "llvm/ADT/ArrayRef.h"

namespace clang {
class ASTContext;
class ForStmt;
} // namespace clang

namespace cuacc {

/// The 'for' loop region D can take over, with the statement that holds it:
/// the loop whose body is D's statement and nothing else (alone in braces
/// or not), when D asks
/// for nothing at each entry (a PGI region or OpenACC kernels with data
/// clauses only) and no other directive of All is bound in the loop outside
/// D's statement. None otherwise.
struct HostLoop {
  const clang::ForStmt *Loop;
  const clang::Stmt *Holder;
};
std::optional<HostLoop> enclosingHostLoop(const Directive &D,
                                          llvm::ArrayRef<Directive> All,
                                          clang::ASTContext &Ctx);

} // namespace cuacc

#endif
