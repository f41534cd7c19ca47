//===- KernelWords.h - The tokens of generated kernel text ---------*- C++ -*-===//
//
// Passes over printed kernel text that rename or respell words (a kernel's
// shape, -funsigned-char's plain char) must see C++'s tokens, not
// substrings: 'n' in 'n1', in a string or in a comment is not the name n.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_CODEGEN_KERNELWORDS_H
#define CUACC_CODEGEN_KERNELWORDS_H

#include "llvm/ADT/StringRef.h"
#include <vector>

namespace cuacc {

struct KernelWord {
  llvm::StringRef Spelling;
  size_t At; ///< offset in the text
  bool Identifier; ///< an identifier or a keyword
  /// In a preprocessor line ('#pragma unroll'): not C's names.
  bool Directive;
};

/// Text's tokens, lexed raw as CUDA C++ ('::' and '->' are one token each;
/// comments are skipped).
std::vector<KernelWord> kernelWords(llvm::StringRef Text);

} // namespace cuacc

#endif
