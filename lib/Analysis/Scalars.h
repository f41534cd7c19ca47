//===- Scalars.h - scalar privatization, reductions, live-out ----*- C++ -*-===//
//
// For one loop: which scalars assigned in its body can be given a private
// copy per iteration (assigned before any use on every path of an
// iteration), which are reductions (every occurrence in a reduction
// statement of one operator), which carry a value from one iteration to the
// next, and which are needed after the loop.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_ANALYSIS_SCALARS_H
#define CUACC_ANALYSIS_SCALARS_H

#include "Analysis/LoopModel.h"

namespace cuacc {

enum class ReductionOp { Sum, Product, Max, Min, BitAnd, BitOr, BitXor, And, Or };

/// "Sum", "Product", ... as in PGI's "Sum reduction generated for 's'".
llvm::StringRef reductionName(ReductionOp Op);

struct Reduction {
  const clang::VarDecl *Var;
  ReductionOp Op;
};

struct ScalarFacts {
  std::vector<const clang::VarDecl *> Private;
  std::vector<Reduction> Reductions;
  /// Used before assigned in an iteration: a value crosses iterations.
  std::vector<const clang::VarDecl *> Carried;
  /// Privatizable, but its value is needed after the loop.
  std::vector<const clang::VarDecl *> LastValueNeeded;
};

/// Scalars named in the loop's private clause are taken as private.
/// Whether the value V has after the statement S may be read before
/// control leaves Within (a statement around S; the function body for "ever").
bool isLiveAfter(const clang::VarDecl *V, const clang::Stmt *S,
                 const clang::Stmt *Within, const RegionModel &M);

ScalarFacts analyzeScalars(const Loop &L, const RegionModel &M,
                           clang::ASTContext &Ctx);

} // namespace cuacc

#endif
