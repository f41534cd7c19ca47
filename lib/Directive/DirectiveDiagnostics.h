//===- DirectiveDiagnostics.h - errors for malformed directives --*- C++ -*-===//
//
// The directive phase's diagnostics, from the one table in Diagnostics.def,
// as clang custom diagnostics: file:line:col, caret, and an error count that
// makes the compiler exit non-zero.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_DIRECTIVE_DIRECTIVEDIAGNOSTICS_H
#define CUACC_DIRECTIVE_DIRECTIVEDIAGNOSTICS_H

#include "clang/Basic/Diagnostic.h"

namespace cuacc {

enum class Diag {
#define ACC_DIAG(Name, Level, Text) Name,
#include "Directive/Diagnostics.def"
  NumDiags
};

class DirectiveDiagnostics {
public:
  explicit DirectiveDiagnostics(clang::DiagnosticsEngine &Engine)
      : Engine(Engine) {}

  clang::DiagnosticBuilder report(clang::SourceLocation Loc, Diag D);
  clang::DiagnosticsEngine &engine() { return Engine; }

private:
  clang::DiagnosticsEngine &Engine;
  unsigned Ids[unsigned(Diag::NumDiags)] = {};
};

} // namespace cuacc

#endif
