//===- DataRegionCost.h - a data region weighed as a whole -----*- C++ -*-===//
#ifndef CUACC_PIPELINE_DATAREGIONCOST_H
#define CUACC_PIPELINE_DATAREGIONCOST_H

#include "Pipeline/CompiledFile.h"

namespace clang {
class ASTContext;
}

namespace cuacc {

/// Gives each data region of CF whose regions' counts it can weigh at its
/// entry their sum (DataDirectiveDesc::HostRun).
void weighDataRegions(CompiledFunction &CF, clang::ASTContext &Ctx);

} // namespace cuacc

#endif
