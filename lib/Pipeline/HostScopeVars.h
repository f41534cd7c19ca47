//===- HostScopeVars.h - what a region's host code may find present -*- C++ -*-===//
#ifndef CUACC_PIPELINE_HOSTSCOPEVARS_H
#define CUACC_PIPELINE_HOSTSCOPEVARS_H

#include "Directive/Directive.h"
#include "Lower/DataDirective.h"
#include "llvm/ADT/ArrayRef.h"

namespace cuacc {

/// Removes from Scope the local scalars of F (a C function) that no
/// present block can hold: their address is never taken and no directive
/// of F names them.
void dropScalarsNeverPresent(HostScopeDesc &Scope,
                             const clang::FunctionDecl &F,
                             llvm::ArrayRef<Directive> Directives,
                             const clang::ASTContext &Ctx);

} // namespace cuacc

#endif
