//===- PragmaCapture.cpp - the '#pragma acc' handler ----------------------===//

#include "PragmaCapture.h"
#include "Directive/DirectiveParser.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Sema.h"

using namespace cuacc;
using namespace clang;

void AccPragmaHandler::install(Preprocessor &PP, Sema *TheSema) {
  S = TheSema;
  EmptyPragmaHandler ClangsAcc("acc"); // stands for Clang's handler by name
  PP.RemovePragmaHandler(&ClangsAcc);
  PP.AddPragmaHandler(this);
}

void AccPragmaHandler::HandlePragma(Preprocessor &PP, PragmaIntroducer,
                                    Token &AccTok) {
  // PP.Lex expands macros, so 'copyin(a[0:N-1])' arrives with N replaced.
  std::vector<DirectiveToken> Tokens;
  Token Tok;
  PP.Lex(Tok);
  if (!Captured) {
    while (!Tok.isOneOf(tok::eod, tok::eof))
      PP.Lex(Tok);
    return;
  }
  while (!Tok.isOneOf(tok::eod, tok::eof)) {
    Tokens.push_back({Tok.getKind(), PP.getSpelling(Tok), Tok.getLocation(),
                      Tok.getIdentifierInfo() != nullptr, typeNamed(Tok)});
    PP.Lex(Tok);
  }
  std::optional<Directive> D = parseDirective(
      AccTok.getLocation(), Tokens, Tok.getLocation(), Diags, File);
  if (!D)
    return;
  if (D->ModelUnsettled)
    Unsettled.emplace(D->Loc, UnsettledUpdate{AccTok.getLocation(),
                                              Tok.getLocation(),
                                              std::move(Tokens)});
  Captured->push_back(std::move(*D));
}

std::optional<Directive> AccPragmaHandler::settle(Directive D) {
  auto It = Unsettled.find(D.Loc);
  if (!D.ModelUnsettled || It == Unsettled.end())
    return D;
  UnsettledUpdate U = std::move(It->second);
  Unsettled.erase(It);
  if (File.OpenACC)
    return rereadAsOpenACC(U, Diags);
  D.ModelUnsettled = false;
  if (!File.SawPGI)
    Diags.report(D.Loc, Diag::UpdateModelUnknown);
  return D;
}

std::string AccPragmaHandler::typeNamed(const Token &Name) const {
  IdentifierInfo *II = Name.getIdentifierInfo();
  if (!S || !II || !Name.is(tok::identifier) || !S->getCurScope())
    return "";
  ParsedType T = S->getTypeName(*II, Name.getLocation(), S->getCurScope());
  if (!T)
    return "";
  QualType Q = Sema::GetTypeFromParser(T).getCanonicalType();
  // Only what a bound can use and the host code can spell anywhere: the
  // arithmetic types and pointers to them.
  QualType Base = Q;
  while (Base->isPointerType())
    Base = Base->getPointeeType().getCanonicalType();
  if (!Base->isArithmeticType() && !Base->isVoidType())
    return "";
  return Q.getAsString(S->getASTContext().getPrintingPolicy());
}
