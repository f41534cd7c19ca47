//===- DirectiveExpr.h - expressions inside directive clauses ----*- C++ -*-===//
//
// Subarray bounds and if() conditions are C expressions written inside a
// pragma, where the parser cannot reach them. They are kept as a small tree
// built from the macro-expanded tokens, with each identifier left as a name:
// the binder checks the names against the declarations in scope, the analysis
// reads the tree as an affine form, and code generation prints it back.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_DIRECTIVE_DIRECTIVEEXPR_H
#define CUACC_DIRECTIVE_DIRECTIVEEXPR_H

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cuacc {

class DirectiveExpr;
using ExprRef = std::shared_ptr<const DirectiveExpr>;

class DirectiveExpr {
public:
  enum class Kind {
    IntLiteral,   ///< Text: spelling; Value: its value
    FloatLiteral, ///< Text: spelling
    CharLiteral,  ///< Text: spelling; Value: its value
    Name,         ///< Text: identifier
    Paren,        ///< (Ops[0])
    Unary,        ///< Text: operator; Ops[0]
    Binary,       ///< Text: operator; Ops[0] Text Ops[1]
    Conditional,  ///< Ops[0] ? Ops[1] : Ops[2]
    Call,         ///< Text: callee name; Ops: arguments
    MemberCall,   ///< Ops[0] a Member (the callee, 'v.size'); Ops[1...]
                  ///< the arguments
    Subscript,    ///< Ops[0][Ops[1]]
    Member,       ///< Ops[0] Text Name (Text is "." or "->")
    Cast,         ///< (Text) Ops[0], Text a builtin type
    SizeofType,   ///< sizeof(Text), Text a builtin type
  };

  DirectiveExpr(Kind K, std::string Text, clang::SourceLocation Loc,
                std::vector<ExprRef> Ops = {})
      : K(K), Text(std::move(Text)), Loc(Loc), Ops(std::move(Ops)) {}

  Kind kind() const { return K; }
  llvm::StringRef text() const { return Text; }
  clang::SourceLocation loc() const { return Loc; }
  const std::vector<ExprRef> &operands() const { return Ops; }
  const std::string &member() const { return MemberName; }

  /// The value when the expression folds to an integer using literals only.
  std::optional<int64_t> evaluateConstant() const;

  /// Whether the expression is made of literals and operators alone (so it
  /// must fold to a constant).
  bool isLiteralOnly() const;

  /// Calls F on every Name node (not on callees or member names).
  void forEachName(llvm::function_ref<void(const DirectiveExpr &)> F) const;

  /// C source form: arithmetic printed tight ("n-1", "i*m+j"), comparisons
  /// and logical operators spaced ("n > 100 && ok"), and a space wherever two
  /// tokens would otherwise join ("n- -1", "n/ *q").
  void print(llvm::raw_ostream &OS) const;
  std::string str() const;
  /// The same in long arithmetic: each value the expression reads (a name,
  /// a member, an element, a call) converted to long first, so that a
  /// section bound 'n-1' with an unsigned n of 0 is -1 (the section is
  /// empty), not UINT_MAX.
  void printWide(llvm::raw_ostream &OS) const;
  std::string wideStr() const;

  static ExprRef makeMember(ExprRef Base, std::string Arrow, std::string Name,
                            clang::SourceLocation Loc);
  /// C++'s Callee(Args), Callee a member ('v.size').
  static ExprRef makeMemberCall(ExprRef Callee, std::vector<ExprRef> Args);
  /// E with each name that Values has replaced by its value (decimal
  /// text): a template's parameters, in one of its instantiations.
  static ExprRef withValues(const ExprRef &E,
                            const std::map<std::string, std::string> &Values);

private:
  Kind K;
  std::string Text;
  clang::SourceLocation Loc;
  std::vector<ExprRef> Ops;
  std::string MemberName;
};

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &OS,
                                     const DirectiveExpr &E) {
  E.print(OS);
  return OS;
}

} // namespace cuacc

#endif
