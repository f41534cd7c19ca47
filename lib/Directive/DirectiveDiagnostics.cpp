//===- DirectiveDiagnostics.cpp -------------------------------------------===//

#include "Directive/DirectiveDiagnostics.h"
#include "clang/Basic/DiagnosticIDs.h"

using namespace cuacc;

clang::DiagnosticBuilder DirectiveDiagnostics::report(clang::SourceLocation Loc,
                                                      Diag D) {
  struct Entry {
    clang::DiagnosticsEngine::Level Level;
    const char *Text;
  };
  static const Entry Table[] = {
#define ACC_DIAG(Name, Level, Text) {clang::DiagnosticsEngine::Level, Text},
#include "Directive/Diagnostics.def"
  };
  unsigned &Id = Ids[unsigned(D)];
  if (!Id) {
    const Entry &E = Table[unsigned(D)];
    Id = Engine.getDiagnosticIDs()->getCustomDiagID(
        static_cast<clang::DiagnosticIDs::Level>(E.Level), E.Text);
  }
  return Engine.Report(Loc, Id);
}
