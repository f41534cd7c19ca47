//===- UserFlags.h - kernel text that follows the user's flags ---*- C++ -*-===//
//
// Some compile flags change what C means, and the kernels' compilers (nvcc
// above all) have no option for them: -fwrapv makes signed overflow wrap,
// -funsigned-char makes plain char unsigned. The kernels are printed so
// that they mean on the GPU what the user's code means on the host.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_CODEGEN_USERFLAGS_H
#define CUACC_CODEGEN_USERFLAGS_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace clang {
class ASTContext;
class Stmt;
} // namespace clang

namespace cuacc {

/// With -fwrapv (else false): S printed with its signed +, -, *, unary -,
/// ++, -- and compound assignments computed in the unsigned type, which
/// wraps as the host's signed arithmetic then does; false when S is none
/// of those (Print prints operands, through the caller's printer).
bool printWrapping(const clang::Stmt *S, llvm::raw_ostream &OS,
                   const clang::ASTContext &Ctx,
                   llvm::function_ref<std::string(const clang::Stmt *)> Print);

/// Text (CUDA C++) with each plain 'char' spelled 'unsigned char', for
/// -funsigned-char.
std::string plainCharAsUnsigned(const std::string &Text);

} // namespace cuacc

#endif
