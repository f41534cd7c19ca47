//===- Directive.h - PGI Accelerator directives as plain data ----*- C++ -*-===//
//
// A parsed '#pragma acc' directive: its kind, its clauses in source order, and
// for list clauses the variables and subarrays they name. Built once by the
// parser (DirectiveParser.h), completed once by the binder (Binder.h) with the
// statement it applies to and the declarations its names refer to, and never
// changed afterwards. Later phases read it; none of them parses tokens again.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_DIRECTIVE_DIRECTIVE_H
#define CUACC_DIRECTIVE_DIRECTIVE_H

#include "Directive/DirectiveExpr.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace clang {
class FunctionDecl;
class Stmt;
class ValueDecl;
} // namespace clang

namespace cuacc {

enum class DirectiveKind {
#define ACC_DIRECTIVE(Name, Spelling) Name,
#include "Directive/Directives.def"
};

enum class ClauseKind {
#define ACC_CLAUSE(Name, Spelling, Argument, Directives) Name,
#include "Directive/Directives.def"
};

/// What a clause takes after its name.
enum class ClauseArgument { None, OptInt, Int, Cond, List };

llvm::StringRef spelling(DirectiveKind K);
llvm::StringRef spelling(ClauseKind K);
ClauseArgument argumentOf(ClauseKind K);
/// Whether the clause may appear on the directive (region for accepts the
/// clauses of both region and for).
bool isAllowedOn(ClauseKind C, DirectiveKind D);
/// Looks a clause up by spelling as it would appear on directive D; returns
/// nullopt when no clause of that name exists on any directive.
std::optional<ClauseKind> lookupClause(llvm::StringRef Name, DirectiveKind D);

/// True for the clauses that move or place data (copy ... deviceptr).
bool isDataClause(ClauseKind K);
/// True for directives that open a compute region (region, region for).
inline bool isComputeRegion(DirectiveKind K) {
  return K == DirectiveKind::Region || K == DirectiveKind::RegionFor;
}
/// True for directives whose statement must be a 'for' loop.
inline bool needsForLoop(DirectiveKind K) {
  return K == DirectiveKind::For || K == DirectiveKind::RegionFor;
}

/// One dimension of a subarray, with inclusive bounds: a[Lower:Upper].
/// A missing bound is null: a[:u] has no Lower (meaning 0); a[l:] and a[:]
/// have no Upper (meaning the last element of a dimension of known extent).
struct Section {
  ExprRef Lower;
  ExprRef Upper;
  /// Written as a single index a[e]: Lower and Upper are the same expression.
  bool SingleElement = false;
  clang::SourceLocation Loc; ///< the '['
};

/// A variable or subarray in a list clause: a, a[0:n-1], a[1:n-2][0:m-1].
struct DataItem {
  std::string Name;
  clang::SourceLocation Loc;
  std::vector<Section> Sections; ///< empty for a bare name
  /// The declaration the name refers to; filled in by the binder.
  const clang::ValueDecl *Decl = nullptr;
};

struct Clause {
  ClauseKind Kind;
  clang::SourceLocation Loc; ///< the clause name
  /// Constant argument of parallel(n), vector(n), seq(n), host(n), unroll(n);
  /// absent when an optional argument is omitted.
  std::optional<int64_t> Count;
  /// The expression of if(cond).
  ExprRef Condition;
  std::vector<DataItem> Items;
};

struct Directive {
  DirectiveKind Kind;
  clang::SourceLocation Loc; ///< the 'acc' token
  std::vector<Clause> Clauses;

  // Filled in by the binder.
  const clang::FunctionDecl *Function = nullptr;
  /// The statement the directive applies to. 'update' is executable and
  /// applies to nothing: for it, this is the statement it runs before (null
  /// at the end of a block).
  const clang::Stmt *Statement = nullptr;
  /// The statement that holds the directive (a block, or the loop or if whose
  /// body the directive's statement is).
  const clang::Stmt *Parent = nullptr;

  const Clause *find(ClauseKind K) const;
  bool has(ClauseKind K) const { return find(K) != nullptr; }

  /// Prints the directive as the user could write it, in canonical form:
  /// "region for parallel, vector(256), copyin(a[0:n-1])".
  void print(llvm::raw_ostream &OS) const;
};

void print(llvm::raw_ostream &OS, const DataItem &Item);
void print(llvm::raw_ostream &OS, const Clause &C);

} // namespace cuacc

#endif
