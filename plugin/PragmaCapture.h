//===- PragmaCapture.h - the '#pragma acc' handler ----------------*- C++ -*-===//
//
// Clang 19 always registers its own 'acc' pragma handler (a silent one when
// -fopenacc is off), so a plugin handler of the same name would never be
// called. install() is called from SemaConsumer::InitializeSema, which runs
// after the Parser has registered its handlers and before the first token is
// parsed: it takes Clang's handler out (removal is by name and releases no
// memory; the Parser still owns it) and puts ours in.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_PLUGIN_PRAGMACAPTURE_H
#define CUACC_PLUGIN_PRAGMACAPTURE_H

#include "Directive/Directive.h"
#include "Directive/DirectiveDiagnostics.h"
#include "Directive/DirectiveParser.h"
#include "clang/AST/Type.h"
#include "clang/Lex/Pragma.h"
#include <map>

namespace clang {
class Preprocessor;
class Sema;
class Token;
} // namespace clang

namespace cuacc {

/// The macros a file compiled by cuacc sees: _ACCEL (the PGI Accelerator
/// model, value as PGI's) and _OPENACC (OpenACC 2.6's value, as NVHPC's),
/// replacing the 1 that clang's own -fopenacc defines (no redefinition
/// warning for a user who passes -fopenacc).
inline const char *accMacros() {
  return "#define _ACCEL 200908\n#undef _OPENACC\n#define _OPENACC 201711\n";
}

class AccPragmaHandler : public clang::PragmaHandler {
public:
  /// Captured null: the directives are skipped (a parse that only gives
  /// what an earlier parse of the file found).
  /// OpenACC: the user said the file is OpenACC (its updates' sections are
  /// [start:length] from the first).
  AccPragmaHandler(DirectiveDiagnostics &Diags,
                   std::vector<Directive> *Captured, bool OpenACC = false)
      : clang::PragmaHandler("acc"), Diags(Diags), Captured(Captured) {
    File.OpenACC = OpenACC;
  }

  /// Displaces Clang's own 'acc' handler with this one; S (when given)
  /// tells which names in a pragma are types where it is.
  void install(clang::Preprocessor &PP, clang::Sema *S = nullptr);

  void HandlePragma(clang::Preprocessor &PP, clang::PragmaIntroducer Introducer,
                    clang::Token &AccTok) override;

  /// D (ModelUnsettled) in the model the file turned out to be in, or, when
  /// nothing in the file said which, as it was read with a warning saying
  /// so. Nothing where the OpenACC reading has an error (reported).
  std::optional<Directive> settle(Directive D);

private:
  DirectiveDiagnostics &Diags;
  clang::Sema *S = nullptr;
  /// The type Name names where the pragma is, spelled without typedefs;
  /// empty when it names none.
  std::string typeNamed(const clang::Token &Name) const;
  /// T spelled without typedefs, where a bound can use it (arithmetic, or
  /// a pointer to arithmetic); empty otherwise.
  std::string typeSpelling(clang::QualType T) const;
  /// C++'s qualified names in Tokens ('grid::N', 'std::size_t') as the
  /// parser reads them: a type as one name that is a type, an integer
  /// constant as its value.
  void resolveQualifiedNames(std::vector<DirectiveToken> &Tokens) const;
  std::vector<Directive> *Captured;
  DirectiveFileState File;
  /// The tokens of the updates whose model was not known yet, by location.
  std::map<clang::SourceLocation, UnsettledUpdate> Unsettled;
};

} // namespace cuacc

#endif
