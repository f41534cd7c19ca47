//===- DirectiveExpr.cpp - expressions inside directive clauses -----------===//

#include "Directive/DirectiveExpr.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace cuacc;

ExprRef DirectiveExpr::makeMember(ExprRef Base, std::string Arrow,
                                  std::string Name,
                                  clang::SourceLocation Loc) {
  auto E = std::make_shared<DirectiveExpr>(Kind::Member, std::move(Arrow), Loc,
                                           std::vector<ExprRef>{Base});
  E->MemberName = std::move(Name);
  return E;
}

ExprRef DirectiveExpr::makeMemberCall(ExprRef Callee,
                                      std::vector<ExprRef> Args) {
  clang::SourceLocation Loc = Callee->loc();
  Args.insert(Args.begin(), std::move(Callee));
  return std::make_shared<DirectiveExpr>(Kind::MemberCall, "", Loc,
                                         std::move(Args));
}

ExprRef DirectiveExpr::withValues(
    const ExprRef &E, const std::map<std::string, std::string> &Values) {
  if (!E)
    return E;
  if (E->K == Kind::Name) {
    auto It = Values.find(E->Text);
    if (It == Values.end())
      return E;
    llvm::StringRef V = It->second;
    bool Negative = V.consume_front("-");
    ExprRef Literal =
        std::make_shared<DirectiveExpr>(Kind::IntLiteral, V.str(), E->Loc);
    if (!Negative)
      return Literal;
    Literal = std::make_shared<DirectiveExpr>(Kind::Unary, "-", E->Loc,
                                              std::vector<ExprRef>{Literal});
    return std::make_shared<DirectiveExpr>(Kind::Paren, "", E->Loc,
                                           std::vector<ExprRef>{Literal});
  }
  std::vector<ExprRef> Ops;
  bool Changed = false;
  for (const ExprRef &Op : E->Ops) {
    Ops.push_back(withValues(Op, Values));
    Changed |= Ops.back() != Op;
  }
  if (!Changed)
    return E;
  auto Copy = std::make_shared<DirectiveExpr>(E->K, E->Text, E->Loc,
                                              std::move(Ops));
  Copy->MemberName = E->MemberName;
  return Copy;
}

static std::optional<int64_t> integerLiteralValue(llvm::StringRef Text) {
  Text = Text.rtrim("uUlL");
  uint64_t V;
  // getAsInteger with radix 0 understands 0x, 0b and leading-0 octal, as C
  // does. Digit separators (C23 ') are not accepted.
  if (Text.getAsInteger(0, V) || V > uint64_t(INT64_MAX))
    return std::nullopt;
  return int64_t(V);
}

static std::optional<int64_t> charLiteralValue(llvm::StringRef Text) {
  if (Text.size() == 3 && Text.front() == '\'' && Text.back() == '\'')
    return int64_t((unsigned char)Text[1]);
  if (Text.size() == 4 && Text.starts_with("'\\") && Text.back() == '\'') {
    switch (Text[2]) {
    case 'n': return '\n';
    case 't': return '\t';
    case '0': return 0;
    case '\\': return '\\';
    case '\'': return '\'';
    default: return std::nullopt;
    }
  }
  return std::nullopt;
}

/// A op B for a binary C operator, or nothing where C leaves it undefined
/// (overflow, division by zero, a shift out of range or of a negative
/// value): a bound that does not fold is not a constant.
static std::optional<int64_t> foldBinary(llvm::StringRef Op, int64_t A,
                                         int64_t B) {
  if (Op == "+") return llvm::checkedAdd(A, B);
  if (Op == "-") return llvm::checkedSub(A, B);
  if (Op == "*") return llvm::checkedMul(A, B);
  if (Op == "/" || Op == "%") {
    if (B == 0 || (A == INT64_MIN && B == -1))
      return std::nullopt;
    return Op == "/" ? A / B : A % B;
  }
  if (Op == "<<" || Op == ">>") {
    if (B < 0 || B > 62)
      return std::nullopt;
    if (Op == ">>")
      return A >> B; // arithmetic for a negative A, in C as here
    if (A < 0)
      return std::nullopt;
    return A > (INT64_MAX >> B) ? std::nullopt : std::optional(A << B);
  }
  if (Op == "&") return A & B;
  if (Op == "|") return A | B;
  if (Op == "^") return A ^ B;
  if (Op == "<") return int64_t(A < B);
  if (Op == ">") return int64_t(A > B);
  if (Op == "<=") return int64_t(A <= B);
  if (Op == ">=") return int64_t(A >= B);
  if (Op == "==") return int64_t(A == B);
  if (Op == "!=") return int64_t(A != B);
  if (Op == "&&") return int64_t(A && B);
  if (Op == "||") return int64_t(A || B);
  return std::nullopt;
}

/// V converted to the integer type spelled Type as the host converts it
/// (LP64: long is 64 bits); none for a type that is not an integer's.
static std::optional<int64_t> convertInteger(llvm::StringRef Type, int64_t V) {
  llvm::SmallVector<llvm::StringRef, 4> Words;
  Type.split(Words, ' ', -1, false);
  bool Unsigned = false, Char = false, Short = false, Bool = false;
  unsigned Longs = 0;
  for (llvm::StringRef W : Words) {
    if (W == "unsigned")
      Unsigned = true;
    else if (W == "char")
      Char = true;
    else if (W == "short")
      Short = true;
    else if (W == "long")
      ++Longs;
    else if (W == "_Bool" || W == "bool")
      Bool = true;
    else if (W != "signed" && W != "int")
      return std::nullopt;
  }
  if (Bool)
    return int64_t(V != 0);
  unsigned Bits = Char ? 8 : Short ? 16 : Longs ? 64 : 32;
  if (Bits == 64)
    return Unsigned && V < 0 ? std::nullopt : std::optional(V);
  uint64_t Mask = (uint64_t(1) << Bits) - 1, U = uint64_t(V) & Mask;
  if (Unsigned)
    return int64_t(U);
  return int64_t(U & (uint64_t(1) << (Bits - 1)) ? U - (Mask + 1) : U);
}

std::optional<int64_t> DirectiveExpr::evaluateConstant() const {
  auto Op = [&](unsigned I) { return Ops[I]->evaluateConstant(); };
  switch (K) {
  case Kind::IntLiteral:
    return integerLiteralValue(Text);
  case Kind::CharLiteral:
    return charLiteralValue(Text);
  case Kind::Paren:
    return Op(0);
  case Kind::Unary: {
    auto V = Op(0);
    if (!V)
      return std::nullopt;
    if (Text == "+") return *V;
    if (Text == "-") return *V == INT64_MIN ? std::nullopt : std::optional(-*V);
    if (Text == "~") return ~*V;
    if (Text == "!") return int64_t(!*V);
    return std::nullopt;
  }
  case Kind::Binary: {
    auto L = Op(0), R = Op(1);
    if (!L || !R)
      return std::nullopt;
    return foldBinary(Text, *L, *R);
  }
  case Kind::Conditional: {
    auto C = Op(0);
    if (!C)
      return std::nullopt;
    return *C ? Op(1) : Op(2);
  }
  case Kind::Cast: {
    auto V = Op(0);
    return V ? convertInteger(Text, *V) : std::nullopt;
  }
  default:
    return std::nullopt;
  }
}

bool DirectiveExpr::isLiteralOnly() const {
  switch (K) {
  case Kind::Name:
  case Kind::Call:
  case Kind::MemberCall:
  case Kind::Member:
  case Kind::Subscript:
  // (Its value is the target's, which evaluateConstant does not know.)
  case Kind::SizeofType:
    return false;
  default:
    for (const ExprRef &O : Ops)
      if (!O->isLiteralOnly())
        return false;
    return true;
  }
}

void DirectiveExpr::forEachName(
    llvm::function_ref<void(const DirectiveExpr &)> F) const {
  if (K == Kind::Name)
    F(*this);
  for (const ExprRef &O : Ops)
    O->forEachName(F);
}

static bool isSpacedOperator(llvm::StringRef Op) {
  return llvm::StringSwitch<bool>(Op)
      .Cases("<", ">", "<=", ">=", "==", "!=", true)
      .Cases("&&", "||", true)
      .Default(false);
}

// Whether writing A's last character straight before B's first would make
// one token of two ("n - -1" must not become "n--1", "n / *q" not a comment).
static bool wouldJoin(char A, char B) {
  switch (A) {
  case '+': return B == '+';
  case '-': return B == '-' || B == '>';
  case '/': return B == '*' || B == '/';
  case '&': return B == '&';
  case '|': return B == '|';
  case '<': return B == '<';
  case '>': return B == '>';
  default: return false;
  }
}

// Prints Op then Operand, with a space between them only where the two
// would otherwise read as another token.
static void printAfterOperator(llvm::raw_ostream &OS, llvm::StringRef Op,
                               llvm::StringRef Text) {
  OS << Op;
  if (!Op.empty() && !Text.empty() && wouldJoin(Op.back(), Text.front()))
    OS << ' ';
  OS << Text;
}

void DirectiveExpr::print(llvm::raw_ostream &OS) const {
  switch (K) {
  case Kind::IntLiteral:
  case Kind::FloatLiteral:
  case Kind::CharLiteral:
  case Kind::Name:
    OS << Text;
    return;
  case Kind::Paren:
    OS << '(' << *Ops[0] << ')';
    return;
  case Kind::Unary:
    printAfterOperator(OS, Text, Ops[0]->str());
    return;
  case Kind::Binary:
    if (isSpacedOperator(Text))
      OS << *Ops[0] << ' ' << Text << ' ' << *Ops[1];
    else {
      OS << *Ops[0];
      printAfterOperator(OS, Text, Ops[1]->str());
    }
    return;
  case Kind::Conditional:
    OS << *Ops[0] << " ? " << *Ops[1] << " : " << *Ops[2];
    return;
  case Kind::Call: {
    OS << Text << '(';
    for (size_t I = 0; I < Ops.size(); ++I)
      OS << (I ? ", " : "") << *Ops[I];
    OS << ')';
    return;
  }
  case Kind::MemberCall:
    OS << *Ops[0] << '(';
    for (size_t I = 1; I < Ops.size(); ++I)
      OS << (I > 1 ? ", " : "") << *Ops[I];
    OS << ')';
    return;
  case Kind::Subscript:
    OS << *Ops[0] << '[' << *Ops[1] << ']';
    return;
  case Kind::Member:
    OS << *Ops[0] << Text << MemberName;
    return;
  case Kind::Cast:
    OS << '(' << Text << ')' << *Ops[0];
    return;
  case Kind::SizeofType:
    OS << "sizeof(" << Text << ')';
    return;
  }
}

void DirectiveExpr::printWide(llvm::raw_ostream &OS) const {
  // The tree keeps the source's parentheses, so operators print as print()
  // prints them; a cast binds tighter than any of them.
  switch (K) {
  case Kind::IntLiteral:
  case Kind::FloatLiteral:
  case Kind::CharLiteral:
  case Kind::SizeofType:
    print(OS);
    return;
  case Kind::Paren:
    OS << '(' << Ops[0]->wideStr() << ')';
    return;
  case Kind::Unary:
    // (Not '&', '*' or sizeof: their operand is no value to widen.)
    if (Text == "&" || Text == "*" ||
        llvm::StringRef(Text).starts_with("sizeof"))
      break;
    printAfterOperator(OS, Text, Ops[0]->wideStr());
    return;
  case Kind::Binary:
    if (isSpacedOperator(Text))
      OS << Ops[0]->wideStr() << ' ' << Text << ' ' << Ops[1]->wideStr();
    else {
      OS << Ops[0]->wideStr();
      printAfterOperator(OS, Text, Ops[1]->wideStr());
    }
    return;
  case Kind::Conditional:
    OS << Ops[0]->wideStr() << " ? " << Ops[1]->wideStr() << " : "
       << Ops[2]->wideStr();
    return;
  default:
    break;
  }
  OS << "(long)(" << *this << ")";
}

std::string DirectiveExpr::wideStr() const {
  std::string S;
  llvm::raw_string_ostream OS(S);
  printWide(OS);
  return OS.str();
}

std::string DirectiveExpr::str() const {
  std::string S;
  llvm::raw_string_ostream OS(S);
  print(OS);
  return S;
}
