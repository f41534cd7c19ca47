//===- HostVersion.h - the host path, the arrays known apart -*- C++ -*-===//
//
// A region whose arrays may overlap runs on the device only after run-time
// checks that they do not. Where it then runs on the host anyway (the
// runtime's host choice, no device, a false 'if' clause), the host compiler
// still cannot tell the arrays apart: the sums stay in memory and the
// loops stay scalar, several times slower than the plain build, which
// inlines the function where its arrays come from distinct allocations.
//
// So the region's statement gets a second copy, run only where the checks
// passed, in which the host compiler knows what the checks found:
//
//   - each checked pointer is read through a local of the same name whose
//     value the compiler cannot trace (an empty asm), and each checked pair
//     is __builtin_assume_separate_storage of those locals. The asm matters:
//     the hint speaks of allocations, the checks of the sections the region
//     reaches; two halves of one array are apart for the checks but one
//     allocation, and a hint on the pointers themselves would let the
//     compiler take every two accesses of that array as apart;
//   - each scalar the statement only reads (a local or parameter whose
//     address the function never takes) is read from a local copy, since
//     the original's address went to the generated call, after which the
//     compiler must reload it after every store through a pointer.
//
// The copy is the user's text again (its lines by '#line', its warnings
// quiet): a statement that cannot be copied (a label, a case of a switch
// outside it, a static or extern local, a lambda or block, a preprocessor
// directive other than a pragma) keeps one version.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_PIPELINE_HOSTVERSION_H
#define CUACC_PIPELINE_HOSTVERSION_H

#include "Pipeline/Rewritable.h"
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace clang {
class FunctionDecl;
class LangOptions;
class SourceManager;
class Stmt;
class VarDecl;
} // namespace clang

namespace cuacc {

struct RegionDesc;

struct HostVersion {
  /// Read through a local of the same name; Laundered: its value opaque
  /// (a pointer of a hinted pair).
  struct Shadow {
    const clang::VarDecl *Var;
    bool Laundered;
  };
  std::vector<Shadow> Shadows;
  /// Pairs whose storage is apart: laundered pointers, or a laundered
  /// pointer and an array object.
  std::vector<std::pair<const clang::VarDecl *, const clang::VarDecl *>> Apart;
  /// The statement's text, and the line and column of its first character.
  std::string Text;
  unsigned Line = 0, Column = 0;
};

/// The host version of the offloaded region D whose statement is S (in F,
/// its text at T), or none where the checks found nothing to tell the host
/// compiler or the statement cannot be copied.
std::optional<HostVersion> planHostVersion(const RegionDesc &D,
                                           const clang::Stmt *S,
                                           const clang::FunctionDecl &F,
                                           const StatementText &T,
                                           const clang::SourceManager &SM);

/// Whether a file of the translation unit names __COUNTER__: a macro that
/// expands to it in a copied statement would count once more (no versions
/// then).
bool usesCounter(const clang::SourceManager &SM);

/// The version's block: '{ <locals and hints> { <shadows> <the copy> } }',
/// the copy on lines of its own after a '#line' to the user's line; Id
/// makes the locals' names unique.
std::string printHostVersion(const HostVersion &V, unsigned Id);

} // namespace cuacc

#endif
