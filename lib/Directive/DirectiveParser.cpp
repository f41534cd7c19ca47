//===- DirectiveParser.cpp - '#pragma acc' tokens to a Directive ----------===//

#include "Directive/DirectiveParser.h"
#include "llvm/Support/Regex.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include <map>

using namespace cuacc;
using clang::SourceLocation;
namespace tok = clang::tok;

namespace {

bool isBuiltinTypeWord(llvm::StringRef W) {
  return llvm::StringSwitch<bool>(W)
      .Cases("void", "char", "short", "int", "long", true)
      .Cases("float", "double", "signed", "unsigned", "_Bool", true)
      .Default(false);
}

/// Whether T begins a type name: a builtin type word, or a name that is a
/// type where the pragma is.
bool startsTypeName(const DirectiveToken &T) {
  return !T.TypeSpelling.empty() || (T.IsWord && isBuiltinTypeWord(T.Spelling));
}

/// Binding strength of a binary operator, higher binds tighter; 0 when the
/// token is not one.
int binaryPrecedence(tok::TokenKind K) {
  switch (K) {
  case tok::pipepipe: return 1;
  case tok::ampamp: return 2;
  case tok::pipe: return 3;
  case tok::caret: return 4;
  case tok::amp: return 5;
  case tok::equalequal: case tok::exclaimequal: return 6;
  case tok::less: case tok::greater:
  case tok::lessequal: case tok::greaterequal: return 7;
  case tok::lessless: case tok::greatergreater: return 8;
  case tok::plus: case tok::minus: return 9;
  case tok::star: case tok::slash: case tok::percent: return 10;
  default: return 0;
  }
}

bool isAssignment(tok::TokenKind K) {
  switch (K) {
  case tok::equal: case tok::plusequal: case tok::minusequal:
  case tok::starequal: case tok::slashequal: case tok::percentequal:
  case tok::ampequal: case tok::pipeequal: case tok::caretequal:
  case tok::lesslessequal: case tok::greatergreaterequal:
    return true;
  default:
    return false;
  }
}

class DirectiveParser {
public:
  DirectiveParser(llvm::ArrayRef<DirectiveToken> Toks, SourceLocation EndLoc,
                  DirectiveDiagnostics &Diags, DirectiveFileState &File)
      : Toks(Toks), EndLoc(EndLoc), Diags(Diags), File(File) {}

  std::optional<Directive> parse(SourceLocation AccLoc);

private:
  llvm::ArrayRef<DirectiveToken> Toks;
  size_t Pos = 0;
  SourceLocation EndLoc;
  DirectiveDiagnostics &Diags;
  DirectiveFileState &File;
  /// Sections are OpenACC's [start:length].
  bool Lengths = false;
  /// Parsing an update before the file's model is known (PGI's reading,
  /// maybe read again as OpenACC's), and whether a check of its PGI reading
  /// failed unreported.
  bool Unsettled = false, ErrorsDeferred = false;
  /// The clause that 'copy(always: list)' adds after the one parsed, with
  /// the same list (parseListModifier).
  std::optional<ClauseKind> SecondHalf;
  /// The device_type section the next clause is in: none yet (the clause
  /// applies on every device), one for cuacc's device, one for others.
  enum class Devices { All, Ours, Others } InSection = Devices::All;
  /// How many clauses come before the first device_type.
  size_t DefaultClauses = 0;
  /// Some device_type of the directive names cuacc's device: a
  /// device_type(*) section is then for the other devices.
  bool OursNamed = false;

  const DirectiveToken *peek(size_t Ahead = 0) const {
    return Pos + Ahead < Toks.size() ? &Toks[Pos + Ahead] : nullptr;
  }
  bool atEnd() const { return Pos >= Toks.size(); }
  bool is(tok::TokenKind K, size_t Ahead = 0) const {
    const DirectiveToken *T = peek(Ahead);
    return T && T->Kind == K;
  }
  bool isWord(llvm::StringRef W, size_t Ahead = 0) const {
    const DirectiveToken *T = peek(Ahead);
    return T && T->IsWord && T->Spelling == W;
  }
  bool consume(tok::TokenKind K) {
    if (!is(K))
      return false;
    ++Pos;
    return true;
  }
  SourceLocation loc() const { return atEnd() ? EndLoc : Toks[Pos].Loc; }
  std::string spellingHere() const {
    return atEnd() ? std::string("end of directive") : Toks[Pos].Spelling;
  }
  clang::DiagnosticBuilder error(Diag D) { return Diags.report(loc(), D); }

  bool expectClose(tok::TokenKind K, Diag D, llvm::StringRef What);

  // Expressions.
  ExprRef parseExpr();
  ExprRef parseBinary(int MinPrecedence);
  ExprRef parseUnary();
  ExprRef parsePostfix(ExprRef Base);
  ExprRef parsePrimary();
  std::optional<std::string> parseTypeName();

  // Directive names.
  enum class Name { Parsed, Ignored, Failed };
  Name parsePGIName(Directive &D);
  Name parseOpenACCName(Directive &D);
  bool updateIsOpenACC() const;
  void noteModel(const Directive &D);

  // Clauses.
  bool parseClause(Directive &D);
  bool parseArgument(Clause &C, const std::string &Name);
  bool parseCount(Clause &C, const std::string &Name);
  bool parseReductionOperator(Clause &C);
  bool parseListModifier(Clause &C);
  bool parseDeviceTypes(Clause &C, const std::string &Name);
  bool namesOurDevice() const;
  bool placeDeviceClause(Directive &D);
  bool parseItem(Clause &C);
  bool parseThisItem(Clause &C);
  bool parseSection(DataItem &Item);
  bool checkSection(const Section &S, const DataItem &Item);
  bool checkClauses(const Directive &D);
  bool checkSingleClause(const Clause &C,
                         std::map<ClauseKind, const Clause *> &Single);
  bool checkVariableAgain(const Directive &D, const Clause &C,
                          const DataItem &Item, const Clause &First,
                          const DataItem &Earlier);
  bool checkRequiredClauses(const Directive &D);
  bool checkDeclare(const Directive &D);
};

} // namespace

bool DirectiveParser::expectClose(tok::TokenKind K, Diag D,
                                  llvm::StringRef What) {
  if (consume(K))
    return true;
  if (!atEnd() && isAssignment(Toks[Pos].Kind)) {
    error(Diag::UnsupportedExpression) << "assignment";
    return false;
  }
  error(D) << What;
  return false;
}

ExprRef DirectiveParser::parseExpr() {
  ExprRef Cond = parseBinary(1);
  if (!Cond || !is(tok::question))
    return Cond;
  SourceLocation QLoc = loc();
  ++Pos;
  ExprRef Then = parseExpr();
  if (!Then)
    return nullptr;
  if (!consume(tok::colon)) {
    error(Diag::ExpectedToken) << ":";
    return nullptr;
  }
  ExprRef Else = parseExpr();
  if (!Else)
    return nullptr;
  return std::make_shared<DirectiveExpr>(DirectiveExpr::Kind::Conditional, "?",
                                         QLoc,
                                         std::vector<ExprRef>{Cond, Then, Else});
}

ExprRef DirectiveParser::parseBinary(int MinPrecedence) {
  ExprRef LHS = parseUnary();
  while (LHS && !atEnd()) {
    int Prec = binaryPrecedence(Toks[Pos].Kind);
    if (Prec == 0 || Prec < MinPrecedence)
      break;
    const DirectiveToken &Op = Toks[Pos++];
    ExprRef RHS = parseBinary(Prec + 1);
    if (!RHS)
      return nullptr;
    LHS = std::make_shared<DirectiveExpr>(DirectiveExpr::Kind::Binary,
                                          Op.Spelling, Op.Loc,
                                          std::vector<ExprRef>{LHS, RHS});
  }
  return LHS;
}

std::optional<std::string> DirectiveParser::parseTypeName() {
  // Builtin type words, or one name the pragma handler found to be a type
  // where the pragma is (a variable that shadows a typedef is no type).
  std::string Name;
  if (peek() && !peek()->TypeSpelling.empty()) {
    Name = peek()->TypeSpelling;
    ++Pos;
  }
  else
    while (peek() && peek()->IsWord && isBuiltinTypeWord(peek()->Spelling)) {
      Name += (Name.empty() ? "" : " ") + peek()->Spelling;
      ++Pos;
    }
  while (is(tok::star)) {
    Name += "*";
    ++Pos;
  }
  if (Name.empty())
    return std::nullopt;
  return Name;
}

ExprRef DirectiveParser::parseUnary() {
  if (atEnd()) {
    error(Diag::ExpectedExpression);
    return nullptr;
  }
  const DirectiveToken &T = Toks[Pos];
  switch (T.Kind) {
  case tok::plus: case tok::minus: case tok::exclaim: case tok::tilde:
  case tok::star: case tok::amp: {
    ++Pos;
    ExprRef Operand = parseUnary();
    if (!Operand)
      return nullptr;
    return std::make_shared<DirectiveExpr>(DirectiveExpr::Kind::Unary,
                                           T.Spelling, T.Loc,
                                           std::vector<ExprRef>{Operand});
  }
  case tok::plusplus: case tok::minusminus:
    error(Diag::UnsupportedExpression) << "increment or decrement";
    return nullptr;
  case tok::kw_sizeof: {
    ++Pos;
    if (is(tok::l_paren) && peek(1) && startsTypeName(*peek(1))) {
      ++Pos;
      std::optional<std::string> Type = parseTypeName();
      if (!expectClose(tok::r_paren, Diag::ExpectedRParen, "sizeof"))
        return nullptr;
      return std::make_shared<DirectiveExpr>(DirectiveExpr::Kind::SizeofType,
                                             *Type, T.Loc);
    }
    ExprRef Operand = parseUnary();
    if (!Operand)
      return nullptr;
    return std::make_shared<DirectiveExpr>(DirectiveExpr::Kind::Unary,
                                           "sizeof ", T.Loc,
                                           std::vector<ExprRef>{Operand});
  }
  case tok::kw_static_cast: {
    // C++'s static_cast<T>(e), T a type a bound can use.
    ++Pos;
    std::optional<std::string> Type;
    if (!expectClose(tok::less, Diag::ExpectedInStaticCast, "'<'") ||
        !(Type = parseTypeName())) {
      if (!Type && Toks[Pos - 1].Kind == tok::less)
        error(Diag::ExpectedInStaticCast) << "an arithmetic type";
      return nullptr;
    }
    if (!expectClose(tok::greater, Diag::ExpectedInStaticCast, "'>'") ||
        !expectClose(tok::l_paren, Diag::ExpectedInStaticCast, "'('"))
      return nullptr;
    ExprRef Operand = parseExpr();
    if (!Operand || !expectClose(tok::r_paren, Diag::ExpectedRParen, "static_cast"))
      return nullptr;
    return std::make_shared<DirectiveExpr>(DirectiveExpr::Kind::Cast, *Type,
                                           T.Loc,
                                           std::vector<ExprRef>{Operand});
  }
  case tok::l_paren:
    if (peek(1) && startsTypeName(*peek(1))) {
      ++Pos;
      std::optional<std::string> Type = parseTypeName();
      if (!expectClose(tok::r_paren, Diag::ExpectedRParen, "cast"))
        return nullptr;
      ExprRef Operand = parseUnary();
      if (!Operand)
        return nullptr;
      return std::make_shared<DirectiveExpr>(DirectiveExpr::Kind::Cast, *Type,
                                             T.Loc,
                                             std::vector<ExprRef>{Operand});
    }
    break;
  default:
    break;
  }
  ExprRef Primary = parsePrimary();
  return Primary ? parsePostfix(Primary) : nullptr;
}

ExprRef DirectiveParser::parsePrimary() {
  const DirectiveToken &T = Toks[Pos];
  using K = DirectiveExpr::Kind;
  switch (T.Kind) {
  case tok::numeric_constant: {
    llvm::StringRef S = T.Spelling;
    bool IsHex = S.starts_with_insensitive("0x");
    bool IsFloat = S.contains('.') || (IsHex ? S.contains_insensitive('p')
                                             : S.contains_insensitive('e'));
    // The preprocessor's numbers are wider than C's ("1n", "0x1g"): a bound
    // is printed back into the program, where such a number is an error
    // about code the user did not write.
    static const llvm::Regex Integer(
        "^(0[xX][0-9a-fA-F]+|0[bB][01]+|[0-9]+)([uU]?([lL]|ll|LL)?|([lL]|ll|LL)[uU])$");
    static const llvm::Regex Float(
        "^(([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?|"
        "0[xX]([0-9a-fA-F]+\\.?[0-9a-fA-F]*|\\.[0-9a-fA-F]+)[pP][+-]?[0-9]+)[fFlL]?$");
    if (!(IsFloat ? Float : Integer).match(S)) {
      error(Diag::UnsupportedExpression) << "the number '" + S.str() + "'";
      return nullptr;
    }
    ++Pos;
    return std::make_shared<DirectiveExpr>(
        IsFloat ? K::FloatLiteral : K::IntLiteral, T.Spelling, T.Loc);
  }
  case tok::char_constant:
    ++Pos;
    return std::make_shared<DirectiveExpr>(K::CharLiteral, T.Spelling, T.Loc);
  case tok::identifier:
  case tok::kw_this: // C++'s, in 'this->n' (the binder checks it)
    ++Pos;
    return std::make_shared<DirectiveExpr>(K::Name, T.Spelling, T.Loc);
  case tok::l_paren: {
    ++Pos;
    ExprRef Inner = parseExpr();
    if (!Inner || !expectClose(tok::r_paren, Diag::ExpectedRParen, ""))
      return nullptr;
    return std::make_shared<DirectiveExpr>(K::Paren, "", T.Loc,
                                           std::vector<ExprRef>{Inner});
  }
  case tok::string_literal:
    error(Diag::UnsupportedExpression) << "string literal";
    return nullptr;
  default:
    error(Diag::ExpectedExpression);
    return nullptr;
  }
}

ExprRef DirectiveParser::parsePostfix(ExprRef Base) {
  using K = DirectiveExpr::Kind;
  while (!atEnd()) {
    const DirectiveToken &T = Toks[Pos];
    if (T.Kind == tok::l_square) {
      ++Pos;
      ExprRef Index = parseExpr();
      if (!Index || !expectClose(tok::r_square, Diag::ExpectedRBracket,
                                 Base->str()))
        return nullptr;
      Base = std::make_shared<DirectiveExpr>(K::Subscript, "", T.Loc,
                                             std::vector<ExprRef>{Base, Index});
    } else if (T.Kind == tok::l_paren &&
               (Base->kind() == K::Name || Base->kind() == K::Member)) {
      // f(n), and C++'s member calls: v.size(), p->rows().
      ++Pos;
      std::vector<ExprRef> Args;
      if (!is(tok::r_paren)) {
        do {
          ExprRef A = parseExpr();
          if (!A)
            return nullptr;
          Args.push_back(A);
        } while (consume(tok::comma));
      }
      if (!expectClose(tok::r_paren, Diag::ExpectedRParen,
                       Base->kind() == K::Name ? Base->text().str()
                                               : Base->str()))
        return nullptr;
      Base = Base->kind() == K::Name
                 ? std::make_shared<DirectiveExpr>(
                       K::Call, Base->text().str(), Base->loc(),
                       std::move(Args))
                 : DirectiveExpr::makeMemberCall(Base, std::move(Args));
    } else if (T.Kind == tok::period || T.Kind == tok::arrow) {
      ++Pos;
      if (!is(tok::identifier)) {
        error(Diag::ExpectedToken) << "member name";
        return nullptr;
      }
      Base = DirectiveExpr::makeMember(Base, T.Spelling, Toks[Pos].Spelling,
                                       T.Loc);
      ++Pos;
    } else if (T.Kind == tok::plusplus || T.Kind == tok::minusminus) {
      error(Diag::UnsupportedExpression) << "increment or decrement";
      return nullptr;
    } else {
      break;
    }
  }
  return Base;
}

/// OpenACC's start + length - 1, the last index of a[start:length].
static ExprRef lastOf(ExprRef Start, ExprRef Length) {
  using K = DirectiveExpr::Kind;
  ExprRef Len = Length;
  if (Len->kind() == K::Binary || Len->kind() == K::Conditional)
    Len = std::make_shared<DirectiveExpr>(K::Paren, "", Len->loc(),
                                          std::vector<ExprRef>{Len});
  // The start is parenthesized as the length is: the sum is printed as C
  // text, and a[k << 1:4] or a[c ? 0 : 8:8] must not read as
  // k << (1 + 4 - 1) or c ? 0 : (8 + 8 - 1).
  ExprRef First = Start;
  if (First && (First->kind() == K::Binary || First->kind() == K::Conditional))
    First = std::make_shared<DirectiveExpr>(K::Paren, "", First->loc(),
                                            std::vector<ExprRef>{First});
  ExprRef Sum = Start ? std::make_shared<DirectiveExpr>(
                            K::Binary, "+", Length->loc(),
                            std::vector<ExprRef>{First, Len})
                      : Len;
  ExprRef One = std::make_shared<DirectiveExpr>(K::IntLiteral, "1",
                                                Length->loc());
  return std::make_shared<DirectiveExpr>(K::Binary, "-", Length->loc(),
                                         std::vector<ExprRef>{Sum, One});
}

bool DirectiveParser::parseSection(DataItem &Item) {
  Section S;
  S.Loc = loc();
  ++Pos; // '['
  if (is(tok::r_square)) {
    error(Diag::EmptySubscript) << Item.Name;
    return false;
  }
  if (!is(tok::colon)) {
    S.Lower = parseExpr();
    if (!S.Lower)
      return false;
  }
  if (consume(tok::colon)) {
    if (!is(tok::r_square)) {
      S.Upper = parseExpr();
      if (!S.Upper)
        return false;
    }
    if (Lengths && S.Upper) {
      S.Length = S.Upper;
      S.Upper = lastOf(S.Lower, S.Length);
    }
  } else {
    S.Upper = S.Lower;
    S.SingleElement = true;
  }
  if (!expectClose(tok::r_square, Diag::ExpectedRBracket, Item.Name) ||
      !checkSection(S, Item))
    return false;
  Item.Sections.push_back(std::move(S));
  return true;
}

bool DirectiveParser::checkSection(const Section &S, const DataItem &Item) {
  std::optional<int64_t> Lo = S.Lower ? S.Lower->evaluateConstant()
                                      : std::optional<int64_t>(0);
  if (Lo && *Lo < 0) {
    Diags.report(S.Lower->loc(), Diag::NegativeLowerBound) << Item.Name << *Lo;
    return false;
  }
  if (S.Length) {
    // A length of 0 is an empty section, which moves nothing.
    std::optional<int64_t> Len = S.Length->evaluateConstant();
    if (Len && *Len < 0) {
      Diags.report(S.Length->loc(), Diag::NegativeLength) << Item.Name << *Len;
      return false;
    }
    return true;
  }
  std::optional<int64_t> Hi = S.Upper ? S.Upper->evaluateConstant()
                                      : std::nullopt;
  if (Lo && Hi && *Hi < *Lo) {
    // An update before the file's model is known: OpenACC's [3:1] is no
    // error, and the update may be read as OpenACC's yet.
    if (Unsettled) {
      ErrorsDeferred = true;
      return true;
    }
    Diags.report(S.Upper->loc(), Diag::EmptyUpperBoundRange)
        << Item.Name << *Hi << *Lo;
    return false;
  }
  return true;
}

/// C++'s 'this' or 'this[0:1]' (the whole object) in a data clause.
bool DirectiveParser::parseThisItem(Clause &C) {
  DataItem Item;
  Item.Name = "this";
  Item.Loc = loc();
  Item.This = true;
  ++Pos;
  if (!isDataClause(C.Kind) || C.Kind == ClauseKind::Deviceptr) {
    Diags.report(Item.Loc, Diag::ThisNotInClause)
        << (C.Spelled.empty() ? spelling(C.Kind).str() : C.Spelled);
    return false;
  }
  if (is(tok::l_square)) {
    if (!parseSection(Item))
      return false;
    const Section &S = Item.Sections.front();
    std::optional<int64_t> Lo = S.Lower ? S.Lower->evaluateConstant()
                                        : std::optional<int64_t>(0);
    std::optional<int64_t> Hi = S.Upper ? S.Upper->evaluateConstant()
                                        : std::nullopt;
    if (!Lo || !Hi || *Lo != 0 || *Hi != 0 || is(tok::l_square)) {
      Diags.report(S.Loc, Diag::ThisNotWhole) << spelling(C.Kind);
      return false;
    }
    Item.Sections.clear();
  }
  C.Items.push_back(std::move(Item));
  return true;
}

bool DirectiveParser::parseItem(Clause &C) {
  if (is(tok::kw_this) && !is(tok::arrow, 1))
    return parseThisItem(C);
  DataItem Item;
  // 'this->m...': the path from the object's member m.
  if (is(tok::kw_this) && is(tok::identifier, 2)) {
    if (!mayNameMember(C.Kind)) {
      error(Diag::MemberInList) << spelling(C.Kind);
      return false;
    }
    Item.This = true;
    Item.Loc = loc();
    Pos += 2;
  }
  if (!is(tok::identifier)) {
    error(Diag::ExpectedListItem) << spelling(C.Kind);
    return false;
  }
  Item.Name = Toks[Pos].Spelling;
  if (!Item.This)
    Item.Loc = Toks[Pos].Loc;
  ++Pos;
  while ((is(tok::period) || is(tok::arrow)) && is(tok::identifier, 1)) {
    if (!mayNameMember(C.Kind)) {
      error(Diag::MemberInList) << spelling(C.Kind);
      return false;
    }
    Item.Members.push_back({Toks[Pos + 1].Spelling, is(tok::arrow)});
    Item.Name += Toks[Pos].Spelling + Toks[Pos + 1].Spelling;
    Pos += 2;
  }
  while (is(tok::l_square))
    if (!parseSection(Item))
      return false;
  if (is(tok::period) || is(tok::arrow)) {
    error(Diag::MemberOfElementInList) << spelling(C.Kind);
    return false;
  }
  C.Items.push_back(std::move(Item));
  return true;
}

bool DirectiveParser::parseClause(Directive &D) {
  if (!peek()->IsWord) {
    error(Diag::ExpectedClause);
    return false;
  }
  const DirectiveToken &NameTok = Toks[Pos];
  bool Allowed = false;
  std::optional<ClauseKind> Kind = lookupClause(NameTok.Spelling, D, Allowed);
  if (!Kind) {
    error(Diag::UnknownClause) << NameTok.Spelling << D.name();
    return false;
  }
  if (!Allowed) {
    error(Diag::ClauseNotAllowed) << NameTok.Spelling << D.name();
    return false;
  }
  ++Pos;
  Clause C{*Kind, NameTok.Loc, std::nullopt, nullptr, {}};
  std::string Name = NameTok.Spelling;
  if (Name != spelling(*Kind))
    C.Spelled = Name;
  SecondHalf.reset();
  if (!parseArgument(C, Name))
    return false;
  D.Clauses.push_back(std::move(C));
  if (SecondHalf) {
    D.Clauses.push_back(D.Clauses.back());
    D.Clauses.back().Kind = *SecondHalf;
    D.Clauses.back().Spelled =
        *SecondHalf == ClauseKind::Updateout ? "copyout" : "";
  }
  return true;
}

bool DirectiveParser::parseArgument(Clause &C, const std::string &Name) {
  switch (argumentOf(C.Kind)) {
  case ClauseArgument::None:
    if (is(tok::l_paren)) {
      error(Diag::ClauseTakesNoArgument) << Name;
      return false;
    }
    return true;
  case ClauseArgument::OptInt:
  case ClauseArgument::Int:
    return parseCount(C, Name);
  case ClauseArgument::Cond:
    if (!consume(tok::l_paren)) {
      error(Diag::ExpectedLParen) << Name;
      return false;
    }
    C.Condition = parseExpr();
    // num_gangs(n, m, k): OpenACC 3.3's gangs in three dimensions (cuacc
    // picks the grid; the first is the count).
    while (C.Condition && C.Kind == ClauseKind::NumGangs &&
           consume(tok::comma))
      if (ExprRef E = parseExpr())
        C.Exprs.push_back(E);
      else
        return false;
    return C.Condition &&
           expectClose(tok::r_paren, Diag::ExpectedRParen, Name);
  case ClauseArgument::OptCond:
    if (!consume(tok::l_paren))
      return true;
    C.Condition = parseExpr();
    return C.Condition &&
           expectClose(tok::r_paren, Diag::ExpectedRParen, Name);
  case ClauseArgument::DeviceTypes:
    return parseDeviceTypes(C, Name);
  case ClauseArgument::OptExprs:
    if (!consume(tok::l_paren))
      return true;
    do {
      // wait(devnum: d, queues: q) and async(q): queues cuacc ignores;
      // tile(*, 8): '*' lets the compiler pick.
      if (peek() && peek()->IsWord && is(tok::colon, 1))
        Pos += 2;
      if (is(tok::star) && (is(tok::comma, 1) || is(tok::r_paren, 1))) {
        ++Pos;
        continue;
      }
      ExprRef E = parseExpr();
      if (!E)
        return false;
      C.Exprs.push_back(E);
    } while (consume(tok::comma));
    return expectClose(tok::r_paren, Diag::ExpectedRParen, Name);
  case ClauseArgument::Reduction:
  case ClauseArgument::List:
    if (!consume(tok::l_paren)) {
      error(Diag::ExpectedLParen) << Name;
      return false;
    }
    if (argumentOf(C.Kind) == ClauseArgument::Reduction &&
        !parseReductionOperator(C))
      return false;
    if (peek() && peek()->IsWord && is(tok::colon, 1) &&
        !parseListModifier(C))
      return false;
    if (is(tok::r_paren)) {
      error(Diag::EmptyList) << Name;
      return false;
    }
    do {
      if (!parseItem(C))
        return false;
    } while (consume(tok::comma));
    return expectClose(tok::r_paren, Diag::ExpectedRParen, Name);
  }
  return true;
}

/// The constant of parallel(n), vector(n), unroll(n), collapse(n), and of
/// OpenACC's gang(num:n), vector(length:n), worker(num:n).
bool DirectiveParser::parseCount(Clause &C, const std::string &Name) {
  if (!consume(tok::l_paren)) {
    if (argumentOf(C.Kind) == ClauseArgument::OptInt)
      return true;
    error(Diag::ExpectedLParen) << Name;
    return false;
  }
  if (is(tok::r_paren)) {
    error(Diag::ExpectedPositiveConstant) << Name;
    return false;
  }
  if (peek() && peek()->IsWord && is(tok::colon, 1)) {
    // gang(dim:k), gang(static:n|*): the gangs' shape and schedule, which
    // cuacc picks itself.
    if (C.Kind == ClauseKind::Parallel && (isWord("dim") || isWord("static"))) {
      do {
        if (peek() && peek()->IsWord && is(tok::colon, 1))
          Pos += 2;
        if (!consume(tok::star) && !parseExpr())
          return false;
      } while (consume(tok::comma));
      return expectClose(tok::r_paren, Diag::ExpectedRParen, Name);
    }
    // gang(num:n), vector(length:n), collapse(force:n) (the loops between
    // need not be perfectly nested: cuacc's analysis decides what their
    // statements may share).
    C.Force = isWord("force") && C.Kind == ClauseKind::Collapse;
    if (isWord("num") || isWord("length") || C.Force)
      Pos += 2;
  }
  ExprRef E = parseExpr();
  if (!E || !expectClose(tok::r_paren, Diag::ExpectedRParen, Name))
    return false;
  std::optional<int64_t> V = E->evaluateConstant();
  if (!V || *V <= 0 || *V > INT32_MAX) {
    Diags.report(E->loc(), Diag::ExpectedPositiveConstant) << Name;
    return false;
  }
  if (C.Kind == ClauseKind::Vector && *V > 1024) {
    Diags.report(E->loc(), Diag::VectorTooWide) << int(*V);
    return false;
  }
  // nvcc takes minutes to unroll a loop a thousand times, and no more
  // than a few dozen copies pay.
  constexpr int64_t MaxUnroll = 32;
  if (C.Kind == ClauseKind::Unroll && *V > MaxUnroll) {
    Diags.report(E->loc(), Diag::UnrollClamped) << *V << MaxUnroll;
    *V = MaxUnroll;
  }
  C.Count = *V;
  return true;
}

/// OpenACC 3.3's data clause modifiers: 'readonly:' (a hint),
/// 'always:' on copyin or copyout (the transfer happens even where the data
/// is present: PGI's updatein and updateout), and 'zero:' on create or
/// copyout (device memory they allocate starts zeroed). 'copy(always:)' is
/// two clauses, updatein and updateout of the same list ('alwaysin:'
/// updatein and copyout, 'alwaysout:' copyin and updateout): the runtime
/// makes the data present once and does each clause's transfer.
bool DirectiveParser::parseListModifier(Clause &C) {
  std::string Word = peek()->Spelling;
  if (Word == "zero" &&
      ((C.Kind == ClauseKind::Local && !C.Spelled.empty()) ||
       C.Kind == ClauseKind::Copyout)) {
    C.Zero = true;
    Pos += 2;
    return true;
  }
  bool Always = Word == "always" || Word == "alwaysin" || Word == "alwaysout";
  if (Always && C.Kind == ClauseKind::Copy) {
    // Each half as OpenACC would spell it alone: copyin(always:) is
    // 'copyin' of kind updatein.
    bool In = Word != "alwaysout", Out = Word != "alwaysin";
    C.Kind = In ? ClauseKind::Updatein : ClauseKind::Copyin;
    C.Spelled = In ? "copyin" : "";
    SecondHalf = Out ? ClauseKind::Updateout : ClauseKind::Copyout;
    Pos += 2;
    return true;
  }
  if (Word == "readonly" || (Always && C.Kind == ClauseKind::Copyin) ||
      (Always && C.Kind == ClauseKind::Copyout)) {
    if (Always) {
      if (C.Spelled.empty())
        C.Spelled = spelling(C.Kind).str();
      C.Kind = C.Kind == ClauseKind::Copyin ? ClauseKind::Updatein
                                            : ClauseKind::Updateout;
    }
    Pos += 2;
    return true;
  }
  error(Diag::ModifierNotSupported)
      << Word << (C.Spelled.empty() ? spelling(C.Kind).str() : C.Spelled);
  return false;
}

/// device_type(list), dtype(list): device type names, or '*'; each kept
/// as an item's name.
bool DirectiveParser::parseDeviceTypes(Clause &C, const std::string &Name) {
  if (!consume(tok::l_paren)) {
    error(Diag::ExpectedLParen) << Name;
    return false;
  }
  do {
    if (!is(tok::star) && !(peek() && peek()->IsWord)) {
      error(Diag::ExpectedDeviceType) << Name;
      return false;
    }
    DataItem Item;
    Item.Name = Toks[Pos].Spelling;
    Item.Loc = Toks[Pos].Loc;
    C.Items.push_back(std::move(Item));
    ++Pos;
  } while (consume(tok::comma));
  return expectClose(tok::r_paren, Diag::ExpectedRParen, Name);
}

/// cuacc's device by name, as device_type lists and acc_device_t spell it.
static bool isOurDeviceName(llvm::StringRef Name) {
  return Name.equals_insensitive("nvidia") ||
         Name.equals_insensitive("acc_device_nvidia") ||
         Name.equals_insensitive("default") ||
         Name.equals_insensitive("acc_device_default");
}

/// Whether a device_type clause from here on names cuacc's device.
bool DirectiveParser::namesOurDevice() const {
  for (size_t I = Pos; I + 1 < Toks.size(); ++I) {
    if (!Toks[I].IsWord || (Toks[I].Spelling != "device_type" &&
                            Toks[I].Spelling != "dtype") ||
        Toks[I + 1].Kind != tok::l_paren)
      continue;
    for (size_t J = I + 2; J < Toks.size() && Toks[J].Kind != tok::r_paren;
         ++J)
      if (isOurDeviceName(Toks[J].Spelling))
        return true;
  }
  return false;
}

/// reduction(op:list): op is one of OpenACC's + * max min & | ^ && ||.
bool DirectiveParser::parseReductionOperator(Clause &C) {
  const DirectiveToken *T = peek();
  bool Known = T && (T->Kind == tok::plus || T->Kind == tok::star ||
                     T->Kind == tok::amp || T->Kind == tok::pipe ||
                     T->Kind == tok::caret || T->Kind == tok::ampamp ||
                     T->Kind == tok::pipepipe || isWord("max") ||
                     isWord("min"));
  if (!Known) {
    error(Diag::ExpectedReductionOperator) << spellingHere();
    return false;
  }
  C.Operator = T->Spelling;
  ++Pos;
  if (!consume(tok::colon)) {
    error(Diag::ExpectedToken) << ":";
    return false;
  }
  return true;
}

namespace {
/// Which clauses share one namespace of variables: a variable may appear in
/// only one clause of a group.
enum class VariableGroup { None, Data, Loop, Update };

VariableGroup groupOf(ClauseKind K) {
  if (isDataClause(K))
    return VariableGroup::Data;
  if (K == ClauseKind::Private || K == ClauseKind::Firstprivate ||
      K == ClauseKind::Cache || K == ClauseKind::Reduction)
    return VariableGroup::Loop;
  if (K == ClauseKind::UpdateHost || K == ClauseKind::UpdateDevice)
    return VariableGroup::Update;
  return VariableGroup::None;
}

bool conflicts(ClauseKind A, ClauseKind B) {
  auto Pair = [&](ClauseKind X, ClauseKind Y) {
    return (A == X && B == Y) || (A == Y && B == X);
  };
  using C = ClauseKind;
  return Pair(C::Seq, C::Parallel) || Pair(C::Seq, C::Vector) ||
         Pair(C::Host, C::Parallel) || Pair(C::Host, C::Vector) ||
         Pair(C::Host, C::Seq) || Pair(C::Host, C::Kernel) ||
         Pair(C::Auto, C::Seq) || Pair(C::Auto, C::Independent) ||
         Pair(C::Seq, C::Worker);
}
} // namespace

/// The clauses OpenACC allows after a device_type clause.
static bool mayFollowDeviceType(ClauseKind K) {
  using C = ClauseKind;
  return llvm::is_contained({C::Parallel, C::Worker, C::Vector, C::Seq,
                             C::Auto, C::Independent, C::Tile, C::Collapse,
                             C::NumGangs, C::NumWorkers, C::VectorLength,
                             C::Async, C::Wait},
                            K);
}

/// Files the clause just parsed by the device_type section it is in. A
/// device_type clause starts a section and is not kept. A clause in a
/// section for other devices (host, radeon, multicore, ...) is dropped; one
/// in cuacc's section (nvidia, or '*' where no section names nvidia)
/// replaces the clauses before the first device_type that it overrides
/// (the same clause, or one it contradicts: its 'seq' a default 'gang').
bool DirectiveParser::placeDeviceClause(Directive &D) {
  ClauseKind Kind = D.Clauses.back().Kind;
  if (Kind == ClauseKind::DeviceType) {
    const Clause &C = D.Clauses.back();
    if (InSection == Devices::All)
      DefaultClauses = D.Clauses.size() - 1;
    bool Any = llvm::any_of(C.Items,
                            [](const DataItem &I) { return I.Name == "*"; });
    bool Ours = llvm::any_of(C.Items, [](const DataItem &I) {
      return isOurDeviceName(I.Name);
    });
    InSection = Ours || (Any && !OursNamed) ? Devices::Ours : Devices::Others;
    D.Clauses.pop_back();
    return true;
  }
  if (InSection == Devices::All)
    return true;
  if (!mayFollowDeviceType(Kind)) {
    const Clause &C = D.Clauses.back();
    Diags.report(C.Loc, Diag::NotAfterDeviceType)
        << (C.Spelled.empty() ? spelling(C.Kind).str() : C.Spelled);
    return false;
  }
  if (InSection == Devices::Others) {
    D.Clauses.pop_back();
    return true;
  }
  for (size_t I = DefaultClauses; I-- > 0;)
    if (D.Clauses[I].Kind == Kind || conflicts(D.Clauses[I].Kind, Kind)) {
      D.Clauses.erase(D.Clauses.begin() + I);
      --DefaultClauses;
    }
  return true;
}

/// A clause that takes no list appears once, and not with one it
/// contradicts.
bool DirectiveParser::checkSingleClause(
    const Clause &C, std::map<ClauseKind, const Clause *> &Single) {
  auto [It, New] = Single.try_emplace(C.Kind, &C);
  if (!New) {
    Diags.report(C.Loc, Diag::DuplicateClause)
        << (C.Spelled.empty() ? spelling(C.Kind).str() : C.Spelled);
    Diags.report(It->second->Loc, Diag::PreviousHere);
    return false;
  }
  bool OK = true;
  for (const auto &[Kind, Other] : Single)
    if (conflicts(Kind, C.Kind)) {
      Diags.report(C.Loc, Diag::ConflictingClauses)
          << spelling(C.Kind) << spelling(Kind);
      OK = false;
    }
  return OK;
}

/// Item of clause C names a variable already in First's Earlier item, of
/// the same group: an error unless the model gives the pair a meaning.
bool DirectiveParser::checkVariableAgain(const Directive &D, const Clause &C,
                                         const DataItem &Item,
                                         const Clause &First,
                                         const DataItem &Earlier) {
  VariableGroup G = groupOf(C.Kind);
  // Two sections of one array in an update are two transfers (the
  // halo rows update host(A[1:1][0:m-1], A[n-2:n-2][0:m-1])).
  if (G == VariableGroup::Update && First.Kind == C.Kind &&
      !Item.Sections.empty() && !Earlier.Sections.empty())
    return true;
  // OpenACC lets a variable be in several data clauses of a construct
  // ('create(zero: b) copyout(b)'): each clause's action in turn, the
  // data made present once (the runtime counts the items of one block
  // as made by the construct, so a copyout among them comes back).
  if (D.isOpenACC() && G == VariableGroup::Data && First.Kind != C.Kind &&
      First.Kind != ClauseKind::Deviceptr && C.Kind != ClauseKind::Deviceptr)
    return true;
  auto Name = [](const Clause &X) {
    return X.Spelled.empty() ? spelling(X.Kind).str() : X.Spelled;
  };
  if (First.Kind == C.Kind) {
    Diags.report(Item.Loc, Diag::VariableTwiceInClause) << Item.Name << Name(C);
  } else {
    bool ForcedBothWays = (First.Kind == ClauseKind::Updatein &&
                           C.Kind == ClauseKind::Updateout) ||
                          (First.Kind == ClauseKind::Updateout &&
                           C.Kind == ClauseKind::Updatein);
    if (ForcedBothWays)
      return true;
    bool InAndOut =
        (First.Kind == ClauseKind::Copyin && C.Kind == ClauseKind::Copyout) ||
        (First.Kind == ClauseKind::Copyout && C.Kind == ClauseKind::Copyin);
    Diags.report(Item.Loc, Diag::VariableInTwoClauses)
        << Item.Name << Name(First) << Name(C)
        << (InAndOut ? "; use 'copy' to move it both ways" : "");
  }
  Diags.report(Earlier.Loc, Diag::PreviousHere);
  return false;
}

/// The clauses some directives cannot do without, and default's argument.
bool DirectiveParser::checkRequiredClauses(const Directive &D) {
  bool OK = true;
  if (D.Kind == DirectiveKind::Update && !D.has(ClauseKind::UpdateHost) &&
      !D.has(ClauseKind::UpdateDevice)) {
    Diags.report(D.Loc, Diag::UpdateNeedsClause);
    OK = false;
  }
  if ((D.Kind == DirectiveKind::EnterData ||
       D.Kind == DirectiveKind::ExitData) &&
      llvm::none_of(D.Clauses, [](const Clause &C) {
        return isDataClause(C.Kind) || C.Kind == ClauseKind::Attach ||
               C.Kind == ClauseKind::Detach;
      })) {
    Diags.report(D.Loc, Diag::DataDirectiveNeedsClause) << D.name();
    OK = false;
  }
  if (const Clause *Default = D.find(ClauseKind::Default))
    if (Default->Condition->str() != "none" &&
        Default->Condition->str() != "present") {
      Diags.report(Default->Condition->loc(), Diag::DefaultNotNoneOrPresent);
      OK = false;
    }
  return OK;
}

bool DirectiveParser::checkClauses(const Directive &D) {
  bool OK = true;
  std::map<ClauseKind, const Clause *> Single;
  std::map<std::pair<VariableGroup, std::string>,
           std::pair<const Clause *, const DataItem *>>
      Vars;
  for (const Clause &C : D.Clauses) {
    // Lists may repeat (OpenACC: 'reduction(+:s) reduction(max:m)'); a
    // variable may not, within its group.
    if (argumentOf(C.Kind) != ClauseArgument::List &&
        argumentOf(C.Kind) != ClauseArgument::Reduction) {
      OK &= checkSingleClause(C, Single);
      continue;
    }
    for (const DataItem &Item : C.Items) {
      auto [It, New] = Vars.try_emplace({groupOf(C.Kind), Item.Name}, &C, &Item);
      if (!New)
        OK &= checkVariableAgain(D, C, Item, *It->second.first,
                                 *It->second.second);
    }
  }
  if (D.isDeclare())
    OK &= checkDeclare(D);
  return checkRequiredClauses(D) && OK;
}

/// 'declare' takes data clauses only, and at least one.
bool DirectiveParser::checkDeclare(const Directive &D) {
  bool OK = true;
  for (const Clause &C : D.Clauses)
    if (!isDataClause(C.Kind)) {
      Diags.report(C.Loc, Diag::ClauseNotAllowed)
          << (C.Spelled.empty() ? spelling(C.Kind).str() : C.Spelled)
          << D.name();
      OK = false;
    }
  if (llvm::none_of(D.Clauses,
                    [](const Clause &C) { return isDataClause(C.Kind); })) {
    Diags.report(D.Loc, Diag::DataDirectiveNeedsClause) << D.name();
    OK = false;
  }
  return OK;
}

/// region [for], data region, for, update.
DirectiveParser::Name DirectiveParser::parsePGIName(Directive &D) {
  if (isWord("region")) {
    ++Pos;
    D.Kind = DirectiveKind::Region;
    if (isWord("for")) {
      ++Pos;
      D.Kind = DirectiveKind::RegionFor;
    }
  } else if (isWord("data") && isWord("region", 1)) {
    Pos += 2;
    D.Kind = DirectiveKind::DataRegion;
  } else if (isWord("for")) {
    ++Pos;
    D.Kind = DirectiveKind::For;
  } else if (isWord("update")) {
    ++Pos;
    D.Kind = DirectiveKind::Update;
  } else {
    return Name::Failed;
  }
  return Name::Parsed;
}

/// OpenACC's constructs, as the PGI model's kinds that mean the same:
/// kernels, parallel and serial [loop], data, loop, enter/exit data. wait
/// and routine need nothing of cuacc (it runs each construct to its end,
/// and compiles the functions a kernel calls from the file), so they are
/// ignored.
DirectiveParser::Name DirectiveParser::parseOpenACCName(Directive &D) {
  auto Compute = [&](const char *Construct) {
    ++Pos;
    D.Kind = DirectiveKind::Region;
    D.Construct = Construct;
    if (isWord("loop")) {
      ++Pos;
      D.Kind = DirectiveKind::RegionFor;
      D.Construct += " loop";
    }
    return Name::Parsed;
  };
  auto Data = [&](DirectiveKind K) {
    D.Kind = K;
    D.Construct = std::string(K == DirectiveKind::EnterData ? "enter" : "exit") +
                  " data";
    Pos += 2;
    return Name::Parsed;
  };
  D.Model = AccModel::OpenACC;
  if (isWord("kernels") || isWord("parallel") || isWord("serial"))
    return Compute(peek()->Spelling == "kernels"    ? "kernels"
                   : peek()->Spelling == "parallel" ? "parallel"
                                                    : "serial");
  if (isWord("enter") && isWord("data", 1))
    return Data(DirectiveKind::EnterData);
  if (isWord("exit") && isWord("data", 1))
    return Data(DirectiveKind::ExitData);
  if (isWord("data") || isWord("loop")) {
    D.Kind = isWord("data") ? DirectiveKind::DataRegion : DirectiveKind::For;
    D.Construct = peek()->Spelling;
    ++Pos;
    return Name::Parsed;
  }
  if (isWord("atomic")) {
    D.Kind = DirectiveKind::Atomic;
    D.Construct = "atomic";
    ++Pos;
    return Name::Parsed;
  }
  // init, shutdown and set only choose when the device starts and which
  // one is used: the program computes the same without them. But a 'set'
  // that picks a device is not done, which a user must hear (data meant
  // for two devices lands on one).
  if (isWord("set"))
    for (size_t K = 1; peek(K); ++K)
      if (isWord("device_num", K) || isWord("device_type", K)) {
        Diags.report(peek(K)->Loc, Diag::SetDeviceIgnored) << peek(K)->Spelling;
        break;
      }
  if (isWord("wait") || isWord("routine") || isWord("init") ||
      isWord("shutdown") || isWord("set"))
    return Name::Ignored;
  if (isWord("host_data")) {
    D.Kind = DirectiveKind::HostData;
    D.Construct = "host_data";
    ++Pos;
    return Name::Parsed;
  }
  if (isWord("declare")) {
    // In a function: a data region over the rest of the block.
    D.Kind = DirectiveKind::DataRegion;
    D.Construct = "declare";
    ++Pos;
    return Name::Parsed;
  }
  if (isWord("cache")) {
    // A hint, which cuacc's own tiles do without.
    Diags.report(peek()->Loc, Diag::CacheDirectiveIgnored);
    return Name::Ignored;
  }
  D.Model = AccModel::PGI;
  error(Diag::UnknownDirective) << spellingHere();
  return Name::Failed;
}

/// What D tells about the file's model, and the warnings a file that mixes
/// the two models gets: at an update read as PGI's before the first
/// OpenACC construct, and once where the second model first appears.
void DirectiveParser::noteModel(const Directive &D) {
  bool Ambiguous = D.Kind == DirectiveKind::Update && !D.isOpenACC();
  if (Ambiguous) {
    // Before the model is known, the update is read again once it is
    // (parse marks it).
    if (File.SawPGI)
      File.UpdatesReadAsPGI.push_back(D.Loc);
    return;
  }
  if (D.isOpenACC() && !File.OpenACC) {
    for (clang::SourceLocation U : File.UpdatesReadAsPGI)
      Diags.report(U, Diag::UpdateReadAsPGI);
    if (!File.UpdatesReadAsPGI.empty())
      Diags.report(D.Loc, Diag::FirstOpenACCHere);
    File.UpdatesReadAsPGI.clear();
  }
  bool &Saw = D.isOpenACC() ? File.SawOpenACC : File.SawPGI;
  Saw = true;
  if (File.SawPGI && File.SawOpenACC && !File.WarnedMix) {
    File.WarnedMix = true;
    Diags.report(D.Loc, Diag::ModelsMixed) << D.name();
  }
  File.OpenACC |= D.isOpenACC();
}

/// An 'update' is OpenACC's (its sections [start:length]) when it uses a
/// clause only OpenACC has, or once the file has used OpenACC.
bool DirectiveParser::updateIsOpenACC() const {
  if (File.OpenACC)
    return true;
  // Clause names only: outside parentheses (an array named 'wait' in a
  // list is not the clause).
  int Depth = 0;
  for (size_t I = Pos; I < Toks.size(); ++I) {
    Depth += Toks[I].Kind == tok::l_paren ? 1
             : Toks[I].Kind == tok::r_paren ? -1
                                            : 0;
    if (Depth == 0 && Toks[I].IsWord &&
        llvm::is_contained({"self", "if_present", "async", "wait"},
                           Toks[I].Spelling))
      return true;
  }
  return false;
}

/// A section whose reading differs between the models: a[x:y].
static bool hasRangedSection(const Directive &D) {
  for (const Clause &C : D.Clauses)
    for (const DataItem &Item : C.Items)
      for (const Section &S : Item.Sections)
        if (!S.SingleElement && S.Upper)
          return true;
  return false;
}

std::optional<Directive> DirectiveParser::parse(SourceLocation AccLoc) {
  Directive D{DirectiveKind::Region, AccLoc, {}};
  if (atEnd() || !peek()->IsWord) {
    error(Diag::ExpectedDirective);
    return std::nullopt;
  }
  Name N = parsePGIName(D);
  if (N == Name::Failed)
    N = parseOpenACCName(D);
  if (N != Name::Parsed) {
    File.OpenACC |= N == Name::Ignored;
    return std::nullopt;
  }
  if (D.Kind == DirectiveKind::Update && updateIsOpenACC()) {
    D.Model = AccModel::OpenACC;
    D.Construct = "update";
  }
  noteModel(D);
  Lengths = D.isOpenACC();
  Unsettled = D.Kind == DirectiveKind::Update && !D.isOpenACC() &&
              !File.modelKnown();
  OursNamed = namesOurDevice();
  while (!atEnd()) {
    if (consume(tok::comma) && atEnd())
      break;
    if (!parseClause(D) || !placeDeviceClause(D))
      return std::nullopt;
  }
  if (!checkClauses(D))
    return std::nullopt;
  D.ModelUnsettled = Unsettled && hasRangedSection(D);
  D.PGIErrorsDeferred = ErrorsDeferred;
  return D;
}

std::optional<Directive> cuacc::parseDirective(
    SourceLocation AccLoc, llvm::ArrayRef<DirectiveToken> Tokens,
    SourceLocation EndLoc, DirectiveDiagnostics &Diags,
    DirectiveFileState &File) {
  return DirectiveParser(Tokens, EndLoc, Diags, File).parse(AccLoc);
}

std::optional<Directive> cuacc::rereadAsOpenACC(const UnsettledUpdate &U,
                                                DirectiveDiagnostics &Diags) {
  DirectiveFileState OpenACC;
  OpenACC.OpenACC = true;
  return DirectiveParser(U.Tokens, U.EndLoc, Diags, OpenACC).parse(U.AccLoc);
}

std::optional<Directive> cuacc::rereadAsPGI(const UnsettledUpdate &U,
                                            DirectiveDiagnostics &Diags) {
  DirectiveFileState PGI;
  PGI.SawPGI = true;
  return DirectiveParser(U.Tokens, U.EndLoc, Diags, PGI).parse(U.AccLoc);
}
