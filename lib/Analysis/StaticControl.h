//===- StaticControl.h - a loop nest as statements over integer sets -*- C++ -*-===//
//
// The form Reschedule works on: a nest of countable unit-step loops whose
// statements assign array elements through affine subscripts (a static
// control part, Feautrier 1991). Each statement is its loops' integer
// points; each access an affine map of them. Constraints are
// IntegerSystem rows over a layout of unknowns: a statement's loop
// indices (outermost first, from Base) and the nest's symbols (from
// SymbolBase).
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_SCHEDULE_STATICCONTROL_H
#define CUACC_SCHEDULE_STATICCONTROL_H

#include "Analysis/IntegerSystem.h"
#include "Analysis/LoopModel.h"
#include <map>
#include <utility>
#include <optional>
#include <vector>

namespace clang {
class DeclRefExpr;
class ValueDecl;
} // namespace clang

namespace cuacc {

using Row = IntegerSystem::Row;

/// One assignment of the nest and the loops around it.
struct ScopStatement {
  clang::Stmt *S;
  std::vector<unsigned> Loops; ///< model loops, outermost first
  std::vector<unsigned> Accesses;
  unsigned Text; ///< its place in the nest's text
};

/// Where a statement's unknowns go in a system.
struct Layout {
  unsigned Base, SymbolBase, NumVars;
};

struct Scop {
  const RegionModel *M = nullptr;
  std::vector<ScopStatement> Statements;
  std::vector<Atom> Symbols;
  std::map<Atom, unsigned> SymbolVar;
  unsigned Depth = 0; ///< most loops around a statement

  /// E as a row under L for statement St; none when E is not affine in
  /// its loops and the symbols.
  std::optional<Row> row(const LinearExpr &E, const ScopStatement &St,
                         const Layout &L) const;
  /// The bounds of St's loops: index - lower >= 0, upper - index >= 0.
  std::vector<Row> domain(const ScopStatement &St, const Layout &L) const;
};

/// The nest of root loop Root as a static control part, or none.
std::optional<Scop> staticControlPart(const RegionModel &M, unsigned Root,
                                      const StatementIndex &Facts);

/// References to From under S become references to To; each one changed
/// is appended to Out with the declaration it had (to put back).
void renameReferences(
    clang::Stmt *S, const clang::VarDecl *From, clang::VarDecl *To,
    std::vector<std::pair<clang::DeclRefExpr *, clang::ValueDecl *>> &Out);

// Rows.
Row rowOf(unsigned NumVars);
Row unknown(unsigned V, unsigned NumVars, int64_t Coeff = 1);
Row operator+(Row A, const Row &B);
Row operator-(Row A, const Row &B);
Row plus(Row A, int64_t C);
int64_t coeff(const Row &R, unsigned V);
bool feasible(unsigned NumVars, const std::vector<Row> &Ge,
              const std::vector<Row> &Eq = {});

} // namespace cuacc

#endif
