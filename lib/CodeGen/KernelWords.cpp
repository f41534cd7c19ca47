//===- KernelWords.cpp - The tokens of generated kernel text ---------------===//

#include "CodeGen/KernelWords.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"

using namespace cuacc;
using namespace clang;

std::vector<KernelWord> cuacc::kernelWords(llvm::StringRef Text) {
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus17 = true;
  Lexer Raw(SourceLocation(), LO, Text.data(), Text.data(),
            Text.data() + Text.size());
  std::vector<KernelWord> Words;
  bool InDirective = false;
  Token Tok;
  while (true) {
    Raw.LexFromRawLexer(Tok);
    if (Tok.is(tok::eof))
      break;
    if (Tok.isAtStartOfLine())
      InDirective = Tok.is(tok::hash);
    size_t At = Raw.getBufferLocation() - Text.data() - Tok.getLength();
    Words.push_back({Text.substr(At, Tok.getLength()), At,
                     Tok.is(tok::raw_identifier), InDirective});
  }
  return Words;
}
