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
enum class ClauseArgument {
  None,
  OptInt,
  Int,
  Cond,
  OptCond,
  OptExprs,
  List,
  Reduction,
  DeviceTypes
};

/// How the user spelled a directive: the PGI Accelerator model 1.x, or
/// OpenACC (its subarrays are [start:length]; its 'parallel' construct
/// asserts that its loops are independent).
enum class AccModel { PGI, OpenACC };

llvm::StringRef spelling(DirectiveKind K);
llvm::StringRef spelling(ClauseKind K);
/// A clause's name in the model's words (OpenACC's 'create' for 'local').
llvm::StringRef clauseName(ClauseKind K, AccModel Model);
/// "always:" for OpenACC's copyin(always:) and copyout(always:) (kinds
/// updatein and updateout), listed before the section; empty otherwise.
inline llvm::StringRef alwaysText(ClauseKind K, AccModel Model) {
  return Model == AccModel::OpenACC &&
                 (K == ClauseKind::Updatein || K == ClauseKind::Updateout)
             ? "always:"
             : "";
}
ClauseArgument argumentOf(ClauseKind K);
struct Directive;
/// Whether the clause may appear on the directive (region for accepts the
/// clauses of both region and for; OpenACC's constructs their own).
bool isAllowedOn(ClauseKind C, const Directive &D);
/// Looks a clause up by spelling as it would appear on directive D; returns
/// nullopt when no clause of that name exists on any directive. Allowed
/// says whether D takes the clause under that spelling.
std::optional<ClauseKind> lookupClause(llvm::StringRef Name, const Directive &D,
                                       bool &Allowed);

/// True for the clauses that move or place data (copy ... deviceptr).
bool isDataClause(ClauseKind K);
/// True for the clauses whose items may be struct member paths (the data
/// clauses that move or place data, update's, and reduction).
bool mayNameMember(ClauseKind K);
/// True for the executable data directives (update, enter data, exit data):
/// they apply to no statement.
inline bool isExecutable(DirectiveKind K) {
  return K == DirectiveKind::Update || K == DirectiveKind::EnterData ||
         K == DirectiveKind::ExitData;
}
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
  /// OpenACC's a[start:length]: the length as written (Upper is
  /// start+length-1), for printing the section as the user wrote it.
  ExprRef Length;
  clang::SourceLocation Loc; ///< the '['
};

/// A variable or subarray in a list clause: a, a[0:n-1], a[1:n-2][0:m-1].
struct DataItem {
  /// The name as written: a variable, or a struct member path ("v.a",
  /// "p->grid.u").
  std::string Name;
  clang::SourceLocation Loc;
  /// A member path's steps after its first name: the member's name and
  /// whether '->' reaches it; the binder makes the path a variable of its
  /// own (MemberVariables.h).
  struct Step {
    std::string Member;
    bool Arrow;
  };
  std::vector<Step> Members;
  /// The first name of the path (Name when there are no Members).
  llvm::StringRef root() const {
    return llvm::StringRef(Name).take_until(
        [](char C) { return C == '.' || C == '-'; });
  }
  std::vector<Section> Sections; ///< empty for a bare name
  /// C++'s 'this' (or 'this[0:1]') in a data clause: the object of the
  /// member function; the binder puts its array members in its place.
  bool This = false;
  /// The declaration the name refers to; filled in by the binder.
  const clang::ValueDecl *Decl = nullptr;
};

struct Clause {
  ClauseKind Kind;
  clang::SourceLocation Loc; ///< the clause name
  /// Constant argument of parallel(n), vector(n), seq(n), host(n), unroll(n);
  /// absent when an optional argument is omitted.
  std::optional<int64_t> Count;
  /// The expression of if(cond), num_gangs(n), default(none), self(cond)
  /// (null for a bare 'self').
  ExprRef Condition;
  std::vector<DataItem> Items;
  /// reduction(op:list): the operator as written (+, *, max, min, &, |, ^,
  /// &&, ||).
  std::string Operator;
  /// async(...), wait(...): the queues, which cuacc does not need (it runs
  /// every construct to completion, as OpenACC allows).
  std::vector<ExprRef> Exprs;
  /// The name as written, where it is another spelling of Kind (OpenACC's
  /// 'create' for 'local', 'pcopyin', 'self', 'gang'); empty otherwise.
  std::string Spelled = {};
  /// OpenACC's 'zero:' modifier on create or copyout: device memory the
  /// clause allocates starts zeroed.
  bool Zero = false;
  /// OpenACC 3.3's 'collapse(force: n)': the loops need not be nested
  /// tightly.
  bool Force = false;
};

struct Directive {
  DirectiveKind Kind;
  clang::SourceLocation Loc; ///< the 'acc' token
  std::vector<Clause> Clauses;
  AccModel Model = AccModel::PGI;
  /// The OpenACC construct as written ("kernels", "parallel loop", "loop",
  /// "data"); empty for the PGI model, whose spelling is the kind's.
  std::string Construct = {};
  /// An 'update' with a ranged section (a[x:y]) read in the PGI model only
  /// because nothing before it in the file said which model the file is in:
  /// the parser's caller reads it again once the file's model is known.
  bool ModelUnsettled = false;
  /// An unsettled update whose PGI reading has an error the parser did not
  /// report (a[3:1], OpenACC's 3rd element, is PGI's reversed range): it is
  /// read again as PGI's, with its errors, where the file stays PGI's.
  bool PGIErrorsDeferred = false;

  // Filled in by the binder.
  const clang::FunctionDecl *Function = nullptr;
  /// The statement the directive applies to. 'update' is executable and
  /// applies to nothing: for it, this is the statement it runs before (null
  /// at the end of a block).
  const clang::Stmt *Statement = nullptr;
  /// A loop construct's loop with the hint pragmas above it ('#pragma
  /// unroll': an AttributedStmt) where it has them: what a combined
  /// construct's code goes around (Statement is the loop itself).
  const clang::Stmt *Hinted = nullptr;
  /// The statement that holds the directive (a block, or the loop or if whose
  /// body the directive's statement is).
  const clang::Stmt *Parent = nullptr;
  /// A compute construct's 'atomic' (update) statements: the analysis may
  /// run their loop in parallel with each update atomic.
  std::vector<const clang::Stmt *> AtomicUpdates = {};

  const Clause *find(ClauseKind K) const;
  /// The directive's name as the user wrote it ("region for", "kernels").
  std::string name() const {
    return Construct.empty() ? spelling(Kind).str() : Construct;
  }
  bool isOpenACC() const { return Model == AccModel::OpenACC; }
  /// OpenACC's 'declare' in a function: a data region (Kind DataRegion)
  /// from its Statement to the end of the block that holds it (Parent).
  bool isDeclare() const { return Construct == "declare"; }
  /// The code a data region or compute region covers: its statement, or a
  /// declare's statement and the rest of its block.
  clang::SourceRange scope() const;
  /// An OpenACC 'parallel' construct (or 'parallel loop'): the user asserts
  /// that its loops are independent.
  bool isParallelConstruct() const {
    return isOpenACC() && llvm::StringRef(Construct).starts_with("parallel");
  }
  bool has(ClauseKind K) const { return find(K) != nullptr; }

  /// Prints the directive as the user could write it, in canonical form:
  /// "region for parallel, vector(256), copyin(a[0:n-1])".
  void print(llvm::raw_ostream &OS) const;
};

void print(llvm::raw_ostream &OS, const DataItem &Item);
void print(llvm::raw_ostream &OS, const Clause &C);

} // namespace cuacc

#endif
