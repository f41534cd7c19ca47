//===- CudaNames.h - C names that CUDA C++ reads otherwise -------*- C++ -*-===//
//
// Kernels are printed from C but compiled as CUDA C++, where 'new', 'class'
// or 'this' are keywords and 'min'/'max' are CUDA's own functions: a C
// program may use them as names. The kernel text renames them; the few
// names cuacc's own kernel code needs (the built-in variables, 'template',
// 'bool') cannot be, and a region that uses one stays on the host, as does
// one with C that CUDA C++ has no form for (variable-length arrays).
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_LOWER_CUDANAMES_H
#define CUACC_LOWER_CUDANAMES_H

#include "Analysis/NotOffloaded.h"
#include "Analysis/StatementIndex.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace clang {
class Stmt;
}

namespace cuacc {

/// Renames, in kernel text, every identifier that CUDA C++ reads as a
/// keyword or as its own function ("new" -> "__cuacc_c_new"); comments,
/// strings and character literals are left as they are. C23's keywords
/// among them (nullptr, constexpr, ...) stay in C23's text.
std::string renameForCuda(llvm::StringRef Text, bool C23 = false);

/// Why the region's statement S cannot be printed as CUDA C++ (empty when
/// it can): it names something cuacc's kernel code needs in CUDA's sense,
/// declares a variable-length array or takes one's size, or calls a GNU
/// '__atomic' builtin. Decided before the kernels are printed.
std::optional<NotOffloaded> whyNotCudaCpp(const clang::Stmt *S,
                                          const StatementIndex &Facts);

} // namespace cuacc

#endif
