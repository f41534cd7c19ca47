//===- LoopModel.h - the loop nests of an accelerator region -----*- C++ -*-===//
//
// For one compute region: every 'for' loop in it (canonical or not, with the
// reason), and every array reference with its subscripts as LinearExprs over
// the indices of the enclosing loops and loop-invariant symbols, in evaluation
// order. Built from the Clang AST once; the dependence, scalar and verdict
// phases read it and never look at the AST's loops again.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_ANALYSIS_LOOPMODEL_H
#define CUACC_ANALYSIS_LOOPMODEL_H

#include "Analysis/LinearExpr.h"
#include "Analysis/NotOffloaded.h"
#include "Analysis/StatementIndex.h"
#include "Directive/Directive.h"
#include "llvm/ADT/ArrayRef.h"
#include <memory>
#include <set>

namespace clang {
class ASTContext;
class CallExpr;
class Expr;
class ForStmt;
class Stmt;
class VarDecl;
} // namespace clang

namespace cuacc {

/// What an atom stands for.
struct AtomInfo {
  bool IsIndex;
  const clang::VarDecl *Var;
  int Loop = -1; ///< for an index, the loop it counts
  /// For a loop bound that is not affine but keeps its value in the region
  /// ('n / 2', 'n < m ? n : m'): the C text that computes it before the
  /// region. Var is then a variable of cuacc's (not in the program) that
  /// stands for it: the kernels' parameter of that name.
  std::string Value = {};
};

struct Loop {
  unsigned Id;
  const clang::ForStmt *Stmt;
  const clang::VarDecl *Index = nullptr;
  /// Index's atom; one no expression names where there is no index.
  Atom IndexAtom = 0;
  int Parent = -1; ///< enclosing loop in the region, -1 for a root
  std::vector<unsigned> Children;
  unsigned Depth = 0; ///< 0 for a root
  unsigned Line = 0;
  /// Directive 'for' or 'region for' on this loop.
  const Directive *ForDirective = nullptr;

  /// Countable: integer index, invariant affine bounds, constant step, the
  /// index not assigned in the body.
  bool Countable = false;
  std::string NotCountableReason;
  /// Range of index values, inclusive, over symbols and outer indices
  /// (Lower <= Upper when the loop runs at all), and the signed step.
  LinearExpr Lower, Upper;
  int64_t Step = 1;
  /// The value the index starts from (Lower for a positive step).
  LinearExpr First;
  /// With a step other than 1 or -1: the iterations after the first, T =
  /// floor((Upper - Lower) / |Step|), a constant or an atom the host
  /// computes before the region (none where Upper - Lower names an index
  /// or a value the region changes). The index's last value is First +
  /// Step * T, short of the bound by up to |Step| - 1: a section of b[i+1]
  /// under 'for (i = 0; i < n; i += 2)' ends at n-1, not n (past the array).
  std::optional<LinearExpr> Trips;
  /// How the loop can end before its last iteration ("break", "return",
  /// "goto"); empty when it cannot.
  std::string Exit;
  /// A 'continue' of this loop is in its body.
  bool HasContinue = false;
  /// Reached on every iteration of its parent (a root: every time the
  /// region runs): no 'if', 'while', 'switch' or '?:' around it in between.
  bool Unconditional = false;
};

struct Subscript {
  bool Affine = false;
  LinearExpr Expr;
  std::string Reason; ///< why not affine
};

/// A condition that holds wherever an access runs (an 'if' around it, its
/// 'else' for the negation, the left side of '&&' or '||', a '?:' branch):
/// Expr >= 0, or Expr != 0 with NotEqual. Only conditions whose atoms keep
/// their values from the test to the access (indices of countable loops
/// around it, scalars from before the region that it never assigns): they
/// narrow the index ranges the access reaches (rangeOver), so that a
/// boundary-guarded a[j-1] is not taken to reach a[-1].
struct Guard {
  LinearExpr Expr;
  bool NotEqual = false;
};

/// One read or one write of an array element. 'a[i] += x' gives a read and
/// a write with the same subscripts.
struct ArrayAccess {
  unsigned Id;
  const clang::Expr *E;
  const clang::VarDecl *Array = nullptr; ///< null when the base is unknown
  std::string Name;
  bool IsWrite = false;
  std::vector<Subscript> Subscripts;
  /// For a linearized subscript split into dimensions, the symbols that were
  /// the row lengths (outermost first); empty otherwise. Two references are
  /// compared dimension by dimension only when these agree.
  std::vector<Atom> Strides;
  std::vector<unsigned> Loops; ///< enclosing loops, outermost first
  /// Enclosing loops and conditional branches, outermost first: W dominates
  /// R (within their common loops) when W's path is a prefix of R's and W
  /// comes first.
  std::vector<const void *> Control;
  /// The conditions around it that bound loop indices (outermost first).
  std::vector<Guard> Guards;
  unsigned Order = 0; ///< evaluation order within the region
  unsigned Line = 0;
  bool allAffine() const {
    for (const Subscript &S : Subscripts)
      if (!S.Affine)
        return false;
    return true;
  }
  /// The element O names, at every iteration: the same shape and the same
  /// affine subscripts (the array itself is the caller's to compare).
  bool sameElementAs(const ArrayAccess &O) const {
    if (Strides != O.Strides || Subscripts.size() != O.Subscripts.size() ||
        !allAffine() || !O.allAffine())
      return false;
    for (size_t K = 0; K < Subscripts.size(); ++K)
      if (Subscripts[K].Expr != O.Subscripts[K].Expr)
        return false;
    return true;
  }
};

/// Member: a member access cuacc does not model; MemberPath: a struct
/// member path that cannot be a variable of the region, and why (What).
enum class RestrictionKind { Call, CallEffects, Member, Datatype, MemberPath, Construct };

/// The most values of a GNU case range ('case 1 ... 9:') the kernels list
/// label by label (nvcc miscompiles the range itself).
constexpr unsigned MaxCaseRange = 256;

/// A construct that cannot run on the accelerator, in the loops around it.
struct Restriction {
  RestrictionKind Kind;
  std::string What; ///< callee name, member name, type
  unsigned Line;
  std::vector<unsigned> Loops; ///< enclosing loops; empty at region level
};

struct RegionModel {
  const Directive *Region = nullptr;
  const clang::FunctionDecl *Function = nullptr;
  std::vector<Loop> Loops; ///< preorder
  std::vector<unsigned> Roots;
  std::vector<ArrayAccess> Accesses;
  std::vector<Restriction> Restrictions;
  std::vector<AtomInfo> Atoms;
  /// Loops whose index, declared outside the region, is read after it: the
  /// host sets the index's final value after the region's kernels.
  std::vector<unsigned> LastIndexValues;
  /// Why the region's statement must run on the host whatever its loops
  /// are (a 'return' or 'goto' in it, a 'break' out of it); none if none.
  std::optional<NotOffloaded> HostOnly;
  /// Scalars whose address is taken anywhere in the function.
  std::set<const clang::VarDecl *> AddressTaken;
  /// The 'while' and 'do' loops outside the region's 'for' loops: never
  /// parallel, which -Minfo says at each.
  struct WhileLoop {
    const char *Keyword;
    clang::SourceLocation Loc;
    unsigned Line;
  };
  std::vector<WhileLoop> WhileLoops;
  /// The facts of the region's statements (and of the functions they
  /// call), which later phases ask instead of walking them.
  std::shared_ptr<const StatementIndex> Facts;
  const StatementIndex &facts() const { return *Facts; }

  /// An atom as -Minfo shows it (an invariant value by its text).
  std::string atomName(Atom A) const;
  /// An atom as kernel text: its variable's name.
  std::string kernelName(Atom A) const;
  /// The invariant value V stands for (AtomInfo::Value); null if none.
  const AtomInfo *invariantValue(const clang::VarDecl *V) const;
  /// Names atoms; indices print before symbols, outer loops first.
  LinearExpr::Printer namer() const {
    return {[this](Atom A) { return atomName(A); },
            [this](Atom A) {
              return Atoms[A].IsIndex ? Loops[Atoms[A].Loop].Depth
                                      : 1000 + A;
            }};
  }
  /// Whether loop Inner's header can go outside loop Outer's as printed:
  /// kernels print the program's names, so Inner's index may not share
  /// its name with Outer's (an inner 'for (int i ...)' shadowing the
  /// outer i would capture Outer's body) or with a variable of Outer's
  /// bounds.
  bool namesApart(unsigned Outer, unsigned Inner) const;
  /// Whether E names a loop index (moves from one iteration to the next).
  bool mentionsIndex(const LinearExpr &E) const {
    return E.mentionsAny([this](Atom A) { return Atoms[A].IsIndex; });
  }
  /// Whether loop Inner is L or nested in it.
  bool isInsideLoop(unsigned Inner, unsigned L) const {
    for (int P = int(Inner); P >= 0; P = Loops[P].Parent)
      if (unsigned(P) == L)
        return true;
    return false;
  }
  /// Whether L (or a loop inside it) holds access A.
  bool isInside(const ArrayAccess &A, unsigned L) const;

  void print(llvm::raw_ostream &OS, const clang::SourceManager &SM) const;
};

/// The items L's 'private' clause names, and, for an outermost loop of the
/// construct, the construct's 'private' and 'firstprivate' items
/// (OpenACC: each gang's copy; cuacc's, each thread's). A 'firstprivate'
/// item starts from its value before the construct; a firstprivate array
/// the construct only reads is not here (it is the array itself).
std::vector<const DataItem *> privateItems(const Loop &L, const RegionModel &M);
/// Whether a clause item is an array: a section, or an array or pointer
/// variable (through a reference).
bool isArrayItem(const DataItem &I);
/// The arrays L's 'reduction' clauses name (and, for an outermost loop, the
/// construct's): OpenACC reduces each element across the loop's iterations,
/// so the dependences they carry are not waived by 'independent'.
std::set<std::string> reductionArrays(const Loop &L, const RegionModel &M);
/// Those arrays' clause items, each with its clause's operator as written.
std::vector<std::pair<const DataItem *, std::string>>
reductionClauseArrays(const Loop &L, const RegionModel &M);
/// Whether V is an array in the construct's own 'private' or
/// 'firstprivate' clause (not a combined construct's loop's).
bool isConstructPrivateArray(const clang::VarDecl *V, const RegionModel &M);
/// Whether V is in the 'firstprivate' clause of M's construct.
bool isFirstprivate(const clang::VarDecl *V, const RegionModel &M);

/// The variable an expression names, through parentheses and implicit
/// casts (null when it names something else).
const clang::VarDecl *referencedVar(const clang::Expr *E);

/// Whether the value L's index has after the loop can be computed on the
/// host from the bounds alone: L and the loops around it are countable,
/// without early exits, and their bounds use no loop index; each is reached
/// on every iteration of the one around it, which no 'continue' cuts short.
bool lastIndexComputable(const Loop &L, const RegionModel &M);

/// How many times V is named under S.
unsigned countRefs(const clang::Stmt *S, const clang::VarDecl *V);
/// Whether S holds a label or a case a jump may enter by (a switch's own
/// cases excepted: they are entered from the switch alone).
bool mayBeEntered(const clang::Stmt *S);
/// Why a loop written with Keyword ("while", "do") is not parallelized.
std::string inOrderLoopReason(llvm::StringRef Keyword);
/// How many times the program names V under S: not counting the calls
/// cuacc puts into a rewritten file (the planning parse never sees them,
/// and both parses must decide alike).
unsigned countSourceRefs(const clang::Stmt *S, const clang::VarDecl *V);

RegionModel buildRegionModel(const Directive &Region,
                             llvm::ArrayRef<Directive> FunctionDirectives,
                             clang::ASTContext &Ctx);

/// "The loop runs" (Upper - Lower >= 0) for each countable loop of Loops:
/// what holds wherever an access inside all of them runs. With IndexFree,
/// only the facts that name no loop index (those about a hull, whose
/// bounds name none, can use no other).
std::vector<LinearExpr> loopRunFacts(const RegionModel &M,
                                     llvm::ArrayRef<unsigned> Loops,
                                     bool IndexFree);

/// Why the region's statement has names a kernel cannot print as the
/// program does (NameCapture.cpp), if it has.
std::optional<NotOffloaded> nameCapture(const clang::Stmt *Region,
                                        const clang::SourceManager &SM);

/// Proves E >= K using the facts 'Upper - Lower >= 0' of the loops given
/// (a loop that runs has at least one iteration). Conservative: false means
/// "not proven".
bool provablyAtLeast(const LinearExpr &E, int64_t K,
                     const std::vector<LinearExpr> &Facts);

/// The smallest and largest value E takes when the loops in Inner (any
/// order) run over their ranges, with outer indices left as atoms; nullopt
/// when an index of Inner has a symbolic coefficient (sign unknown). Guards
/// (an access's, Inner then all the loops around it) narrow each index's
/// range where they provably bound it tighter than its loop does wherever
/// the loops of Inner run; *Loose (when given) is set when a guard
/// bounds an index that E's range depends on but could not be used (its
/// bound is not provably tighter: min(n-1, d-1)), so that the range may hold
/// values the guarded access never reaches.
std::optional<std::pair<LinearExpr, LinearExpr>>
rangeOver(const LinearExpr &E, const RegionModel &M,
          const std::vector<unsigned> &Inner,
          llvm::ArrayRef<Guard> Guards = {}, bool *Loose = nullptr);

} // namespace cuacc

#endif
