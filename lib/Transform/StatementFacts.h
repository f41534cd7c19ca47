//===- StatementFacts.h - what a statement does to a variable ----*- C++ -*-===//
//
// Small facts about statements that restructuring needs to move them: whether
// a statement overwrites a variable before it can read its old value, and
// whether a variable's value is read outside a part of the code.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_TRANSFORM_STATEMENTFACTS_H
#define CUACC_TRANSFORM_STATEMENTFACTS_H

#include <vector>

namespace clang {
class Stmt;
class VarDecl;
} // namespace clang

namespace cuacc {

/// The statements of S in order, as the schedule places them: a block's
/// statements, with the blocks among them that declare nothing opened
/// (their braces scope nothing: `{ { for ... } }` is the loop), each loop
/// without the hint attributes around it; S itself when it is no block.
std::vector<const clang::Stmt *> statementsOf(const clang::Stmt *S);

/// Whether S assigns V before anything in it can read V's value from
/// before S: an assignment of V from an expression without V, a
/// declaration of V, a loop whose header assigns V or whose body does so
/// first, a block whose first statement naming V does so.
bool killsOnEntry(const clang::Stmt *S, const clang::VarDecl *V);

/// Whether Body names V outside Except and outside the loops that assign
/// V before reading it (their own index): whether a value V gets in Except
/// can be read elsewhere in Body.
bool readOutside(const std::vector<const clang::Stmt *> &Body,
                 const clang::VarDecl *V, const clang::Stmt *Except);

/// Whether S calls a function with a pointer or array argument (which may
/// write memory through it; on the device a function reaches no other
/// memory: fmaxf and its kind are fine).
bool callsWithPointers(const clang::Stmt *S);

} // namespace cuacc

#endif
