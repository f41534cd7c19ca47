//===- Scalars.h - scalar privatization, reductions, live-out ----*- C++ -*-===//
//
// For one loop: which scalars assigned in its body can be given a private
// copy per iteration (assigned before any use on every path of an
// iteration), which are reductions (every occurrence in a reduction
// statement of one operator), which carry a value from one iteration to the
// next, and which are needed after the loop.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_ANALYSIS_SCALARS_H
#define CUACC_ANALYSIS_SCALARS_H

#include "Analysis/LoopModel.h"
#include "clang/AST/OperationKinds.h"
#include "clang/AST/Type.h"

namespace cuacc {

enum class ReductionOp { Sum, Product, Max, Min, BitAnd, BitOr, BitXor, And, Or };

/// "Sum", "Product", ... as in PGI's "Sum reduction generated for 's'".
llvm::StringRef reductionName(ReductionOp Op);

/// The reduction a binary operator makes of x = x op e (x - e: a sum).
std::optional<ReductionOp> reductionOperator(clang::BinaryOperatorKind Op);

/// Why partials of a reduction Op on values of type T, combined on the
/// device in any order, would not give what the statements give one at a
/// time; empty when they do. A sum, product or bitwise operator of any
/// integer type (wrapping to its width is the same done once or at every
/// step), a logical one; float and double; 'bool' only with logical or
/// bitwise and/or (the other operators keep only whether each step's
/// result is nonzero); 128 bits only what the device has atomics for.
std::string reductionTypeRefusal(ReductionOp Op, clang::QualType T,
                                 const clang::ASTContext &Ctx);

/// How a max or min statement picks between the accumulator m and the new
/// value v, as written. Floating values have ties of unequal bits (-0 and
/// +0) and unordered NaNs, so the partials of a floating reduction are
/// combined by this same function, m first (Schedule/Reductions.cpp: reductionParts).
struct Pick {
  enum Kind { None, Compare, Call } K = None;
  /// Compare: m = v Cmp m ? v : m (Take) or m = v Cmp m ? m : v (keep),
  /// the comparison turned to have v on its left.
  clang::BinaryOperatorKind Cmp = clang::BO_GT;
  bool Take = true;
  /// Call: fmax(m, v) (AccFirst) or fmax(v, m), fmin alike.
  bool AccFirst = true;
  bool operator==(const Pick &O) const {
    return K == O.K && Cmp == O.Cmp && Take == O.Take && AccFirst == O.AccFirst;
  }
};

struct Reduction {
  const clang::VarDecl *Var;
  ReductionOp Op;
  Pick How = {}; ///< for a floating max or min
};

/// A floating max or min that is not made a reduction: the order in which
/// its values meet decides the result (Why), and partials meet in another.
struct OrderedReduction {
  const clang::VarDecl *Var;
  ReductionOp Op;
  std::string Why;
};

/// Whether C runs as a statement of S (a block's, a branch, a loop's
/// body), not as a condition or an increment, whose value is used.
bool isStatementOf(const clang::Stmt *S, const clang::Stmt *C);

/// An update of an element of an array a loop's reduction clause names:
/// x[e] op= v, x[e] = x[e] op v, x[e]++ and the like, as a statement.
struct ArrayReductionUpdate {
  const clang::Expr *Statement;
  const clang::Expr *Element; ///< x[e]
  const clang::Expr *Value;   ///< v; null for ++ and -- (one)
  bool Negate = false;        ///< x[e] -= v, x[e] = x[e] - v, x[e]--
};

/// An array (or section) in the reduction clause of a loop whose
/// iterations are independent, every reference to it in the loop an update
/// of the clause's operator: each update is one atomic operation on the
/// element, so the loop's iterations may run at once (OpenACC's array
/// reductions; the partials meet in another order, as a scalar's do).
struct ArrayReduction {
  const clang::VarDecl *Var;
  ReductionOp Op;
  std::vector<ArrayReductionUpdate> Updates;
  std::string Name; ///< the clause item's name
  std::string Text; ///< the clause's item, "c[0:10]"
};

/// An array element a loop only accumulates into (scalar replacement): its
/// subscripts do not change in the loop, every reference to the element in
/// the loop is in a statement x[e] op= v or x[e] = x[e] op v (v without the
/// element), all of one operator. A partial per lane (or thread) in a
/// register, combined at the end and applied to the element once, gives
/// the loop's result; only schedules that combine partials may run the loop
/// in parallel. Other references to the array in the loop must touch other
/// elements (the verdict checks them against the dependences).
struct ElementReduction {
  const clang::VarDecl *Array;
  ReductionOp Op;
  /// The references to the element (outermost subscript expressions),
  /// reads and writes.
  std::set<const clang::Expr *> Refs;
  /// One of them, for the element's address after the loop.
  const clang::Expr *First;
  std::string Text; ///< "x1[i]", as -Minfo names it
};

struct ScalarFacts {
  std::vector<const clang::VarDecl *> Private;
  std::vector<Reduction> Reductions;
  /// Among Carried: max and min statements kept in order.
  std::vector<OrderedReduction> Ordered;
  std::vector<ElementReduction> ElementReductions;
  /// Used before assigned in an iteration: a value crosses iterations.
  std::vector<const clang::VarDecl *> Carried;
  /// Privatizable, but its value is needed after the loop.
  std::vector<const clang::VarDecl *> LastValueNeeded;
};

/// Scalars named in the loop's private clause are taken as private.
/// Whether the value V has after the statement S may be read before
/// control leaves Within (a statement around S; the function body for "ever").
bool isLiveAfter(const clang::VarDecl *V, const clang::Stmt *S,
                 const clang::Stmt *Within, const RegionModel &M);

/// Which of Tracked the statements, run in order, may read before they
/// assign them (their values from before the statements are needed).
std::set<const clang::VarDecl *>
exposedIn(llvm::ArrayRef<const clang::Stmt *> Stmts,
          const std::set<const clang::VarDecl *> &Tracked);
/// Which of Tracked the statements assign on every path.
std::set<const clang::VarDecl *>
assignedIn(llvm::ArrayRef<const clang::Stmt *> Stmts,
           const std::set<const clang::VarDecl *> &Tracked);

ScalarFacts analyzeScalars(const Loop &L, const RegionModel &M,
                           clang::ASTContext &Ctx);

/// The arrays of L's reduction clauses (ArrayReduction) whose every
/// reference in L is an update of the clause's operator.
std::vector<ArrayReduction> arrayReductions(const Loop &L, const RegionModel &M,
                                            clang::ASTContext &Ctx);

/// The arrays whose every reference in L is in one of the construct's
/// 'atomic' update statements, all of one operator: each update is an
/// atomic operation, and the array carries no dependence for L.
std::vector<ArrayReduction> atomicArrays(const Loop &L, const RegionModel &M,
                                         clang::ASTContext &Ctx);

/// The array elements L only accumulates into (ElementReduction), before
/// the check of the array's other references. Fixed: a loop inside L whose
/// index stays put (L interchanged inside it): an element that moves with
/// it alone is one element for L.
std::vector<ElementReduction> elementReductions(const Loop &L,
                                                const RegionModel &M,
                                                clang::ASTContext &Ctx,
                                                const Loop *Fixed = nullptr);

} // namespace cuacc

#endif
