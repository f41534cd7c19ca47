//===- KernelShape.cpp - Kernels that are the same code -------------------===//

#include "CodeGen/KernelShape.h"
#include "CodeGen/KernelWords.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Twine.h"
#include <optional>
#include <vector>

using namespace cuacc;

namespace {

using Word = KernelWord;

bool isTag(llvm::StringRef S) {
  return S == "struct" || S == "union" || S == "enum" || S == "class";
}

/// Text with the identifiers for which Rename (given the tokens and the
/// identifier's index) has a new name renamed.
template <class Fn> std::string rewrite(llvm::StringRef Text, Fn Rename) {
  std::vector<Word> Words = kernelWords(Text);
  std::string Out;
  Out.reserve(Text.size());
  size_t Copied = 0;
  for (size_t I = 0; I < Words.size(); ++I) {
    if (!Words[I].Identifier || Words[I].Directive)
      continue;
    std::optional<std::string> New = Rename(Words, I);
    if (!New)
      continue;
    Out += Text.slice(Copied, Words[I].At);
    Out += *New;
    Copied = Words[I].At + Words[I].Spelling.size();
  }
  return Out + Text.substr(Copied).str();
}

} // namespace

std::string cuacc::kernelShape(llvm::StringRef Text,
                               llvm::ArrayRef<std::string> Params) {
  std::vector<Word> Words = kernelWords(Text);
  // A type defined in the text has members whose names a renaming would
  // have to follow.
  for (size_t I = 0; I + 1 < Words.size(); ++I)
    if (Words[I].Identifier && isTag(Words[I].Spelling) &&
        (Words[I + 1].Spelling == "{" ||
         (I + 2 < Words.size() && Words[I + 1].Identifier &&
          Words[I + 2].Spelling == "{")))
      return "";
  llvm::StringMap<std::string> Position;
  for (size_t I = 0; I < Params.size(); ++I)
    Position[Params[I]] = "__cuacc_a" + std::to_string(I);
  return rewrite(Text, [&](const std::vector<Word> &W,
                           size_t I) -> std::optional<std::string> {
    auto It = Position.find(W[I].Spelling);
    if (It == Position.end())
      return std::nullopt;
    // A member ('s.n', 'p->n', 'S::n'), a scope ('n::f') or a tag
    // ('struct n') is not the parameter.
    if (I > 0 && (W[I - 1].Spelling == "." || W[I - 1].Spelling == "->" ||
                  W[I - 1].Spelling == "::" || isTag(W[I - 1].Spelling)))
      return std::nullopt;
    if (I + 1 < W.size() && W[I + 1].Spelling == "::")
      return std::nullopt;
    return It->second;
  });
}

std::string cuacc::renamePrefix(llvm::StringRef Text, llvm::StringRef From,
                                llvm::StringRef To) {
  return rewrite(Text, [&](const std::vector<Word> &W,
                           size_t I) -> std::optional<std::string> {
    if (!W[I].Spelling.starts_with(From))
      return std::nullopt;
    return (To + W[I].Spelling.substr(From.size())).str();
  });
}
