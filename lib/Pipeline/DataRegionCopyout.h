//===- DataRegionCopyout.h - what a data region's copyout gives back -*- C++ -*-===//
#ifndef CUACC_PIPELINE_DATAREGIONCOPYOUT_H
#define CUACC_PIPELINE_DATAREGIONCOPYOUT_H

#include "Pipeline/CompiledFile.h"

namespace clang {
class ASTContext;
}

namespace cuacc {

/// Makes each copyout of CF's data regions a copy unless the first thing
/// the data region runs that can touch the array is a region that writes
/// its whole section before reading it (DataPlan::FillsEnclosing); the
/// listing says so.
void copyInUnfilled(CompiledFunction &CF, clang::ASTContext &Ctx);

} // namespace cuacc

#endif
