//===- StatementIndex.h - the facts of a region's statements -----*- C++ -*-===//
//
// One walk of a region's statement (and of each function body it reaches)
// records every statement in the order a RecursiveASTVisitor meets it, the
// range of statements under each, and the declarations each holds. The
// facts later phases ask about statements are answered from that record and
// kept: the variables a statement uses and assigns, what a callee may do on
// the device, whether a statement leaves a loop or writes memory through a
// call, whether it overwrites a variable before reading it. Schedule and Lower ask
// here and never walks the AST itself (tools/complexity-check holds it to
// that), so a fact is computed once per statement, in one vocabulary.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_ANALYSIS_STATEMENTINDEX_H
#define CUACC_ANALYSIS_STATEMENTINDEX_H

#include "Analysis/NotOffloaded.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace clang {
class CallExpr;
class CXXRecordDecl;
class Decl;
class FunctionDecl;
class Stmt;
class VarDecl;
} // namespace clang

namespace cuacc {

/// The variables a statement names: in the order first named, those it
/// assigns (=, op=, ++, --, &), those it subscripts.
struct VariableUses {
  std::vector<const clang::VarDecl *> Used;
  std::set<const clang::VarDecl *> Assigned, Subscripted;
  void use(const clang::VarDecl *V);
  void add(const VariableUses &Other);
};

/// The variables code names, in order of first use; those it assigns (or
/// takes the address of: they may be written through it); those it
/// subscripts. (StatementIndex::uses keeps them; this is for a tree no
/// index holds.)
VariableUses summarizeUses(const clang::Stmt *S);
VariableUses summarizeUses(llvm::ArrayRef<const clang::Stmt *> Stmts);

/// What a function of this file does that decides whether a kernel can
/// call it: a function goes to the device as __device__ with scalar or
/// plain-pointer parameters and no globals (there are none on the device).
struct CalleeInfo {
  /// Why it cannot be called from a kernel, if it cannot.
  std::optional<NotOffloaded> Why;
  /// The functions of this file it calls, directly.
  std::vector<const clang::FunctionDecl *> Calls;
  /// Whether it calls itself directly.
  bool CallsItself = false;
};

/// The local class (one a function's body defines) that F is a member
/// of, or null. The kernels carry no function of one: its body may name
/// what the function around the class declares.
const clang::CXXRecordDecl *localClassOf(const clang::FunctionDecl *F);

/// Whether a function the kernels carry may name V, a variable of static
/// storage it does not declare: an integer constant of a class ('static
/// constexpr int N = 4;'), which the kernels spell as its value
/// (integerConstantValue). Globals and other static members are not on the
/// device.
bool devicePrintsValueOf(const clang::VarDecl *V);

class StatementIndex {
public:
  /// Indexes the tree under Root.
  explicit StatementIndex(const clang::Stmt *Root);
  ~StatementIndex();
  StatementIndex(const StatementIndex &) = delete;
  StatementIndex &operator=(const StatementIndex &) = delete;

  /// S and the statements under it, S first, in the order a
  /// RecursiveASTVisitor visits them. A statement under no indexed tree (a
  /// callee's body) is indexed as a tree of its own now. Null: none.
  llvm::ArrayRef<const clang::Stmt *> subtree(const clang::Stmt *S) const;
  /// Visits S and the statements under it in that order; Visit returns
  /// false to skip the statements under the one it was given.
  void walk(const clang::Stmt *S,
            llvm::function_ref<bool(const clang::Stmt *)> Visit) const;
  /// The declarations under S (a DeclStmt's, a local struct's members),
  /// in the order the walk met them.
  std::vector<const clang::Decl *> declsUnder(const clang::Stmt *S) const;

  /// Visits the statements and declarations under S (S first) in the order
  /// the walk met them, one of the two non-null, until Visit returns false.
  void visitInOrder(
      const clang::Stmt *S,
      llvm::function_ref<bool(const clang::Stmt *, const clang::Decl *)> Visit)
      const;

  /// The variables S uses (kept after the first question).
  const VariableUses &uses(const clang::Stmt *S) const;
  /// The same for statements in order, as if one.
  VariableUses uses(llvm::ArrayRef<const clang::Stmt *> Stmts) const;

  /// Whether S calls a function with a pointer or array argument
  /// (passesPointer; which
  /// may write memory through it; on the device a function reaches no
  /// other memory: fmaxf and its kind are fine).
  bool callsWithPointers(const clang::Stmt *S) const;
  /// Whether S holds a 'break' or 'continue' that leaves it.
  bool jumpsOut(const clang::Stmt *S) const;
  /// Whether S declares an array.
  bool declaresArray(const clang::Stmt *S) const;
  /// Whether S assigns V before anything in it can read V's value from
  /// before S: an assignment of V from an expression without V, a
  /// declaration of V, a loop whose header assigns V or whose body does so
  /// first, a block whose first statement naming V does so.
  bool killsOnEntry(const clang::Stmt *S, const clang::VarDecl *V) const;
  /// Whether Body names V outside Except and outside the loops that assign
  /// V before reading it (their own index): whether a value V gets in
  /// Except can be read elsewhere in Body.
  bool readOutside(llvm::ArrayRef<const clang::Stmt *> Body,
                   const clang::VarDecl *V, const clang::Stmt *Except) const;
  /// What F (a definition) does that decides whether a kernel can call it.
  const CalleeInfo &callee(const clang::FunctionDecl *F) const;

  /// Each declaration the walk met: the place (in its tree's Order) of
  /// the statement it lies in, and of the first statement met after it.
  struct DeclPlace {
    const clang::Decl *D;
    unsigned Around, Before;
  };
  /// One indexed tree: its statements in visiting order, for each place the
  /// end of its subtree's places, its declarations in visiting order. A
  /// tree never changes once indexed (what was handed out stays valid).
  struct Tree {
    std::vector<const clang::Stmt *> Order;
    std::vector<unsigned> Ends;
    std::vector<DeclPlace> Decls;
  };

private:
  struct Position {
    const Tree *T;
    unsigned Begin, End; ///< S at Begin, the statements under it before End
  };
  mutable std::vector<std::unique_ptr<Tree>> Trees;
  /// Each statement's first place.
  mutable llvm::DenseMap<const clang::Stmt *, std::pair<const Tree *, unsigned>>
      Positions;
  mutable std::map<const clang::Stmt *, VariableUses> UsesOf;
  mutable std::map<const clang::FunctionDecl *, CalleeInfo> Callees;

  void index(const clang::Stmt *Root) const;
  Position position(const clang::Stmt *S) const;
};

/// Whether C passes a pointer or an array: the callee may write memory
/// through it.
bool passesPointer(const clang::CallExpr *C);

/// The statements of S in order, as the schedule places them: a block's
/// statements, with the blocks among them that declare nothing opened
/// (their braces scope nothing: `{ { for ... } }` is the loop), each loop
/// without the hint attributes around it; S itself when it is no block.
std::vector<const clang::Stmt *> statementsOf(const clang::Stmt *S);

} // namespace cuacc

#endif
