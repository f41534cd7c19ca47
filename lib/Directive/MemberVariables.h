//===- MemberVariables.h - struct member paths as variables -----*- C++ -*-===//
//
// Real code keeps its arrays and sizes in structs: `v.a[i]`, `g->u[i][j]`,
// and in a C++ member function the class's own `u[i]` and `n`. A member
// path that a compute region only reads (or, reached with '.' from a
// variable, writes as a scalar) is one memory location for the region's
// whole run, exactly like a variable: its address is fixed when the region
// starts. So each such path becomes a variable of its own, one per path in
// a function, that stands for it in the region's code and in the data
// clauses that name it; every later phase (dependences, data planning,
// lowering, both printers) then treats it as the variable it is. The host
// code reaches it by its path (`v.a`, `this->u`), and the user reads it as
// written (`v.a`, `u`).
//
// Paths stay as they are, and the region keeps its restriction, where that
// equivalence does not hold: a root or a path the region assigns or whose
// address it takes (other than a scalar reached with '.' from a variable),
// a root declared inside the region, a union or bit-field on the way, a
// subscript inside the path (`s[i].x`), a struct-typed result.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_DIRECTIVE_MEMBERVARIABLES_H
#define CUACC_DIRECTIVE_MEMBERVARIABLES_H

#include "clang/AST/Type.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace clang {
class ASTContext;
class Expr;
class FieldDecl;
class MemberExpr;
class FunctionDecl;
class Stmt;
class ValueDecl;
class VarDecl;
class SourceLocation;
} // namespace clang

namespace cuacc {

/// One step of a member path: the field, and whether '->' reaches it.
struct MemberStep {
  const clang::FieldDecl *Field;
  bool Arrow;
};

/// What a member variable stands for.
struct MemberVariable {
  /// The path as host code at the region evaluates it ("v.a", "this->u").
  std::string HostSpelling;
  /// The path as the user wrote it ("v.a", "u" in a member function).
  std::string UserSpelling;
};

/// The path V stands for; null for an ordinary variable.
const MemberVariable *memberVariable(const clang::VarDecl *V);

/// Why the member path E, found in a compute region, stays a member access
/// there ("'p->n' starts from 'p', which the region assigns ..."); null
/// when substituteMemberPaths did not consider it.
const std::string *whyMemberStays(const clang::MemberExpr *E);

/// How host code inserted into a function names Root (null: 'this'):
/// qualified in C++ where it is not a local ('::ns::v', '::S::tab'), by a
/// class template's injected name in the template's own code.
std::string hostName(const clang::ValueDecl *Root);

/// V's name as the user reads it: a member path's spelling, or the name.
std::string userName(const clang::ValueDecl *V);

/// Text (a message, a runtime name) with each member variable's identifier
/// replaced by the path it stands for.
std::string withUserSpellings(llvm::StringRef Text);
/// Text (C that Clang printed from a region's code) as host code at the
/// region writes it: each member variable's identifier is its path.
std::string withHostSpellings(llvm::StringRef Text);

/// The type of the path from Root (null: F's 'this') through Steps (the
/// qualifiers of what '.' or '->' reaches carry over), or a null type when
/// a step does not apply (not a struct, not a pointer to one).
clang::QualType memberPathType(const clang::FunctionDecl &F,
                               const clang::ValueDecl *Root,
                               llvm::ArrayRef<MemberStep> Steps,
                               const clang::ASTContext &Ctx);

/// Why a path through Steps cannot be a variable ("a union", "a bit-field",
/// "a struct" for its type), or empty when it can.
std::string whyNotMemberVariable(llvm::ArrayRef<MemberStep> Steps,
                                 clang::QualType PathType);

/// The variable for the path from Root (null: the member function's
/// 'this'; ImplicitThis when the user left 'this->' out) through Steps in
/// F: the same declaration each time the same path is asked for.
const clang::VarDecl *memberPathVariable(clang::ASTContext &Ctx,
                                         const clang::FunctionDecl &F,
                                         const clang::ValueDecl *Root,
                                         llvm::ArrayRef<MemberStep> Steps,
                                         bool ImplicitThis);

/// How host code and the user spell an object: a variable, or a path of
/// fields from one or from the member function's 'this'.
struct PathSpelling {
  std::string Host; ///< 'v', '::ns::v', 's.u', 'this->u'
  std::string User; ///< 'v', 'ns::v' as written, 's.u', 'u'
  const clang::ValueDecl *Root; ///< null: 'this'
};

/// E's spellings in F, or none where E (past parentheses and implicit
/// casts) is not a variable or such a path.
std::optional<PathSpelling> pathSpelling(const clang::Expr *E,
                                         const clang::FunctionDecl &F);

/// The same for the path from Root (null: F's 'this') through Steps; with
/// F, host code in F reaches a field it may not name by its offset.
PathSpelling pathSpelling(const clang::ValueDecl *Root,
                          llvm::ArrayRef<MemberStep> Steps, bool ImplicitThis,
                          const clang::FunctionDecl *F = nullptr);

/// A variable of cuacc's in F of type T that stands for what host code at
/// the region computes as Host ('v.data()'), which the user reads as User
/// ('v'): a member variable to every phase (memberVariable finds it), one
/// per F and Host. Stem names it ('v_data').
const clang::VarDecl *spelledVariable(clang::ASTContext &Ctx,
                                      const clang::FunctionDecl &F,
                                      clang::QualType T, llvm::StringRef Stem,
                                      std::string User, std::string Host,
                                      clang::SourceLocation Loc);

/// A number for the next of cuacc's variables ('__cuacc_m<N>_...'), one
/// sequence in the translation unit.
unsigned nextMemberVariable();
/// Makes withUserSpellings and withHostSpellings spell the identifier Name
/// (a variable of cuacc's, '__cuacc_m...') as User and Host.
void addSpellings(llvm::StringRef Name, std::string User, std::string Host);

/// Replaces, in the compute region statement Region of F, every member
/// path that can stand as a variable (see above) with a reference to its
/// variable. The planning parse's AST only: the object file is compiled
/// from the user's text.
void substituteMemberPaths(clang::Stmt *Region, const clang::FunctionDecl &F,
                           clang::ASTContext &Ctx);

} // namespace cuacc

#endif
