//===- ModelBuilder.h - building a region's loop model (private) -*- C++ -*-===//
//
// Private to lib/Analysis: the walk that builds a RegionModel. LoopModel.cpp
// holds the walk over statements, loops and references; Subscripts.cpp the
// affine forms of subscripts and bounds (and the split of linearized
// subscripts into dimensions).
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_ANALYSIS_MODELBUILDER_H
#define CUACC_ANALYSIS_MODELBUILDER_H

#include "Analysis/LoopModel.h"
#include "Directive/HostValues.h"
#include "Directive/Binder.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include <map>
#include <optional>
#include <set>

namespace cuacc {

using clang::ASTContext;
using clang::BinaryOperator;
using clang::DeclRefExpr;
using clang::Expr;
using clang::ForStmt;
using clang::QualType;
using clang::RecursiveASTVisitor;
using clang::SourceLocation;
using clang::SourceManager;
using clang::Stmt;
using clang::UnaryOperator;
using clang::VarDecl;

/// The subscript of *p (p[0]) and of a decayed array's first element.
inline Subscript zeroSubscript() { return Subscript{true, LinearExpr(0), ""}; }

class ModelBuilder {
public:
  ModelBuilder(const Directive &Region, llvm::ArrayRef<Directive> All,
               ASTContext &Ctx);

  RegionModel build() {
    visitStmt(M.Region->Statement);
    return std::move(M);
  }

private:
  llvm::ArrayRef<Directive> All;
  ASTContext &Ctx;
  const SourceManager &SM;
  RegionModel M;
  std::vector<unsigned> LoopStack;
  std::vector<const void *> Control;
  /// Loops and switches inside the region, innermost last: what a 'break'
  /// or 'continue' leaves.
  std::vector<const Stmt *> Breakable;
  void leaves(const Stmt *Jump, bool IsContinue);
  /// Variables assigned in the root loop of the current nest.
  std::set<const VarDecl *> NestAssigned;
  std::map<const VarDecl *, Atom> SymbolAtoms;
  unsigned NextOrder = 0;
  /// The conditions that hold at the point of the walk (see Guard),
  /// innermost last; each access records them.
  std::vector<Guard> Guards;
  /// Variables the region assigns (or takes the address of), made at the
  /// first condition: a guard may not name them.
  std::optional<std::set<const VarDecl *>> RegionAssigned;
  /// Pushes onto Guards what Cond evaluating to Holds says; returns how many
  /// it pushed, for forget.
  size_t assume(const Expr *Cond, bool Holds);
  void forget(size_t N) { Guards.resize(Guards.size() - N); }
  bool compare(const BinaryOperator *B, bool Holds);
  bool keepsValue(const LinearExpr &E);
  bool keepsValue(const VarDecl *V);
  /// A non-affine integer expression that keeps its value in the region
  /// (AtomInfo::Value) as an atom of its own, one per text.
  std::optional<Atom> invariantAtom(const Expr *E);
  /// The atom of a value the host computes from Text before the region.
  Atom valueAtom(const std::string &Text);
  std::map<std::string, Atom> InvariantAtoms;
  /// Loop::Trips of a loop with a step other than 1 or -1.
  void stridedTrips(Loop &L);
  bool provedNonNegative(const clang::Expr *E);

  unsigned line(SourceLocation L) const {
    return userLine(SM, L);
  }

  Atom symbolAtom(const VarDecl *V) {
    auto [It, New] = SymbolAtoms.try_emplace(V, M.Atoms.size());
    if (!New)
      return It->second;
    // A container's size stands for what the host computes (HostValues.h).
    const std::string *Host = hostValue(V);
    M.Atoms.push_back({false, V, -1, Host ? *Host : std::string()});
    return It->second;
  }

  /// The affine form of an integer expression, or the reason it has none.
  Subscript linear(const Expr *E);
  Subscript linearTerms(const Expr *E);
  Subscript linearArithmetic(const BinaryOperator *B);
  Subscript fitting(Subscript R, QualType T);
  void visitStmt(const Stmt *S);
  void visitCaseRange(const clang::CaseStmt *C);
  void visitBranches(const Stmt *Parent, const Expr *Cond, const Stmt *Then,
                     const Stmt *Else);
  void visitCompound(const clang::CompoundStmt *C);
  void visitDecls(const clang::DeclStmt *DS);
  void visitDeclRef(const clang::DeclRefExpr *DR);
  void visitFor(const ForStmt *F);
  void visitExpr(const Expr *E);
  void visitLambda(const clang::LambdaExpr *L);
  void visitAssignTarget(const Expr *LHS, bool AlsoRead);
  void visitMathCall(const clang::CallExpr *Call);
  void visitCall(const clang::Expr *E);
  void recordAccess(const Expr *E, bool IsWrite);
  /// &a[i]'s subscripts are evaluated; nothing is read.
  void visitAddress(const Expr *E);
  bool isElementAlias(const Expr *E) const;
  /// The array element E is a member of (p[i] for p[i].x, p[i].in.y), when
  /// the element is a struct the kernels can hold (isDevicePlainRecord).
  const clang::ArraySubscriptExpr *
  memberOfElement(const clang::MemberExpr *E) const;
  void visitElementSubscripts(const clang::ArraySubscriptExpr *E);
  void restrictMember(const clang::MemberExpr *ME);
  bool visitMemberTarget(const clang::MemberExpr *ME, bool AlsoRead);
  bool isLoopStruct(const clang::VarDecl *V) const;
  bool memberOfLoopStruct(const clang::MemberExpr *E) const;

  /// An element or a part of an array as the model names it: the array
  /// and a subscript per dimension reached (for a pointer, the last is the
  /// offset it adds to). Addresses.cpp.
  struct ElementRef {
    const VarDecl *Array = nullptr;
    std::vector<Subscript> Subs;
  };
  std::optional<ElementRef> lvalueElement(const Expr *E);
  std::optional<ElementRef> addressElement(const Expr *E);
  bool bindAlias(const VarDecl *V);
  /// Automatic locals declared inside the current nest: their values are
  /// computed there, so they are not symbols of the region.
  std::set<const VarDecl *> DeclaredInNest;
  /// Pointers and references of the nest bound once to an element or a row
  /// (float &y = b[i], double *Ai = A[i]): uses of them are accesses to
  /// what they designate.
  std::map<const VarDecl *, ElementRef> Aliases;
  /// Integer locals of the nest whose value is their initializer's, while
  /// their initializer is being read (a guard against int j = j + 1).
  std::set<const VarDecl *> Substituting;
  /// While a call's returned expression is read (inlinedCall): each of the
  /// callee's parameters as the call's argument, and the callees.
  std::map<const clang::ParmVarDecl *, const clang::Expr *> InlinedArguments;
  std::set<const clang::FunctionDecl *> Inlining;
  Subscript inlinedCall(const clang::CallExpr *C);
  void restrict(RestrictionKind K, std::string What, SourceLocation L) {
    M.Restrictions.push_back({K, std::move(What), line(L), LoopStack});
  }
  void analyzeBounds(Loop &L, const ForStmt *F);
  int64_t stepOf(const Expr *Inc, const VarDecl *Index) const;
  void delinearize(ArrayAccess &A);
  std::optional<std::vector<LinearExpr>>
  splitLinearized(const LinearExpr &E, const ArrayAccess &A,
                  std::vector<Atom> &Strides);
  bool hasSymbolicIndexCoefficient(const LinearExpr &E) const {
    for (const auto &[Mono, C] : E.terms()) {
      bool HasIndex = false, HasSymbol = false;
      for (Atom At : Mono)
        (M.Atoms[At].IsIndex ? HasIndex : HasSymbol) = true;
      if (HasIndex && HasSymbol)
        return true;
    }
    return false;
  }
};


} // namespace cuacc

#endif
