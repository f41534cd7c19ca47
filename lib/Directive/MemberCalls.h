//===- MemberCalls.h - accessors inlined into a region ----------*- C++ -*-===//
//
// C++ classes reach their data through member functions: a matrix's
// 'A(i, j)' (operator() returning 'data[i * n + j]'), 'at(i, j)', 'rows()'
// returning 'n', 'idx(i, j)' in the class's own members. Each is a call on
// an object, which the kernels do not make ("a non-static member
// function"), so the region ran on the host or, in a subscript, the loop
// sequentially. A member function whose body returns one expression of
// its parameters and the object's fields is that expression, with the
// call's arguments for the parameters and the call's object for 'this':
// 'A(i, j)' is 'A.data[i * A.n + j]'. Every later phase reads it as the
// region's own code (member paths become variables, a vector member's
// elements the array at its data()).
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_DIRECTIVE_MEMBERCALLS_H
#define CUACC_DIRECTIVE_MEMBERCALLS_H

namespace clang {
class ASTContext;
class Stmt;
} // namespace clang

namespace cuacc {

/// Replaces, in the compute region statement Region, each call of a
/// non-virtual member function (or operator) whose body is 'return E;', E
/// made of the object's fields, the parameters, constants and operators
/// without side effects, called on an object without side effects and with
/// arguments without side effects, by E with those substituted (a private
/// field the copy names is reached by its offset in host code:
/// MemberVariables.h). The planning parse's AST only, as member paths.
void inlineMemberCalls(clang::Stmt *Region, clang::ASTContext &Ctx);

/// Replaces, in the compute region statement Region, each 'q->f' of a
/// pointer declared in the region as the address of an array element
/// ('particle *q = &P[i];'), used only that way and never changed, whose
/// element's subscripts nothing in its block changes, by 'P[i].f': C's
/// name for the current particle is that element to every later phase.
/// The same for each 'q.f' of C++'s reference 'particle &q = P[i];'.
void inlineElementPointers(clang::Stmt *Region, clang::ASTContext &Ctx);

} // namespace cuacc

#endif
