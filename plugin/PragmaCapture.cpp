//===- PragmaCapture.cpp - the '#pragma acc' handler ----------------------===//

#include "PragmaCapture.h"
#include "Directive/DirectiveParser.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Lookup.h"
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
  resolveQualifiedNames(Tokens);
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
  if (D.PGIErrorsDeferred)
    return rereadAsPGI(U, Diags);
  return D;
}

std::string AccPragmaHandler::typeNamed(const Token &Name) const {
  IdentifierInfo *II = Name.getIdentifierInfo();
  if (!S || !II || !Name.is(tok::identifier) || !S->getCurScope())
    return "";
  ParsedType T = S->getTypeName(*II, Name.getLocation(), S->getCurScope());
  if (!T)
    return "";
  return typeSpelling(Sema::GetTypeFromParser(T));
}

std::string AccPragmaHandler::typeSpelling(QualType T) const {
  QualType Q = T.getCanonicalType();
  // Only what a bound can use and the host code can spell anywhere: the
  // arithmetic types and pointers to them.
  QualType Base = Q;
  while (Base->isPointerType())
    Base = Base->getPointeeType().getCanonicalType();
  if (!Base->isArithmeticType() && !Base->isVoidType())
    return "";
  return Q.getAsString(S->getASTContext().getPrintingPolicy());
}

namespace {

/// The declaration a qualified name ('grid::N', '::n', 'std::size_t')
/// names where the pragma is; null where it names none, or several.
NamedDecl *lookUpQualified(Sema &S, bool FromGlobal,
                           llvm::ArrayRef<const DirectiveToken *> Parts) {
  DeclContext *DC =
      FromGlobal ? S.getASTContext().getTranslationUnitDecl() : nullptr;
  NamedDecl *Found = nullptr;
  for (size_t I = 0; I < Parts.size(); ++I) {
    bool Last = I + 1 == Parts.size();
    DeclarationNameInfo Name(&S.getPreprocessor().getIdentifierTable().get(
                                 Parts[I]->Spelling),
                             Parts[I]->Loc);
    LookupResult R(S, Name,
                   Last ? Sema::LookupOrdinaryName
                        : Sema::LookupNestedNameSpecifierName);
    if (DC)
      S.LookupQualifiedName(R, DC);
    else
      S.LookupName(R, S.getCurScope());
    if (!R.isSingleResult())
      return nullptr;
    Found = R.getFoundDecl();
    if (Last)
      break;
    if (auto *Alias = dyn_cast<NamespaceAliasDecl>(Found))
      Found = Alias->getNamespace();
    if (auto *TD = dyn_cast<TypedefNameDecl>(Found))
      if (const auto *RT = TD->getUnderlyingType()->getAs<RecordType>())
        Found = RT->getDecl();
    DC = dyn_cast<DeclContext>(Found);
    if (auto *RD = dyn_cast_or_null<CXXRecordDecl>(DC))
      DC = RD->getDefinition();
    if (!DC)
      return nullptr;
  }
  return Found;
}

/// An integer's spelling as a C++ literal of its type.
std::string integerLiteral(const llvm::APSInt &V, QualType T,
                           const ASTContext &Ctx) {
  std::string Text = llvm::toString(V, 10);
  unsigned Width = Ctx.getTypeSize(T);
  bool Unsigned = T->isUnsignedIntegerOrEnumerationType();
  if (Unsigned)
    Text += "u";
  if (Width > Ctx.getTypeSize(Ctx.IntTy))
    Text += Width > Ctx.getTypeSize(Ctx.LongTy) ? "ll" : "l";
  return Text;
}

} // namespace

void AccPragmaHandler::resolveQualifiedNames(
    std::vector<DirectiveToken> &Tokens) const {
  if (!S || !S->getCurScope() || !S->getLangOpts().CPlusPlus)
    return;
  std::vector<DirectiveToken> Out;
  for (size_t I = 0; I < Tokens.size();) {
    // [::] name :: name ...
    size_t J = I;
    bool FromGlobal = Tokens[J].Kind == tok::coloncolon;
    if (FromGlobal)
      ++J;
    std::vector<const DirectiveToken *> Parts;
    while (J < Tokens.size() && Tokens[J].Kind == tok::identifier) {
      Parts.push_back(&Tokens[J++]);
      if (J + 1 < Tokens.size() && Tokens[J].Kind == tok::coloncolon &&
          Tokens[J + 1].Kind == tok::identifier)
        ++J;
      else
        break;
    }
    NamedDecl *Found = (FromGlobal ? !Parts.empty() : Parts.size() > 1)
                           ? lookUpQualified(*S, FromGlobal, Parts)
                           : nullptr;
    if (!Found) {
      Out.push_back(Tokens[I++]);
      continue;
    }
    std::string Spelled;
    for (size_t K = I; K < J; ++K)
      Spelled += Tokens[K].Spelling;
    const ASTContext &Ctx = S->getASTContext();
    DirectiveToken One{tok::identifier, Spelled, Tokens[I].Loc, true};
    std::optional<llvm::APSInt> Value;
    QualType ValueType;
    if (const auto *TD = dyn_cast<TypeDecl>(Found)) {
      One.TypeSpelling = typeSpelling(Ctx.getTypeDeclType(TD));
    } else if (const auto *EC = dyn_cast<EnumConstantDecl>(Found)) {
      Value = EC->getInitVal();
      ValueType = Ctx.IntTy;
    } else if (const auto *VD = dyn_cast<VarDecl>(Found);
               VD && VD->getType()->isIntegralOrEnumerationType() &&
               VD->isUsableInConstantExpressions(Ctx)) {
      if (const APValue *V = VD->evaluateValue(); V && V->isInt()) {
        Value = V->getInt();
        ValueType = VD->getType();
      }
    }
    if (One.TypeSpelling.empty() && !Value) {
      Out.push_back(Tokens[I++]); // the parser says what it cannot read
      continue;
    }
    if (Value) {
      // A constant as its value: '(-3)' for a negative one.
      bool Negative = Value->isSigned() && Value->isNegative();
      llvm::APSInt Magnitude = Negative ? -*Value : *Value;
      if (Negative) {
        Out.push_back({tok::l_paren, "(", One.Loc, false});
        Out.push_back({tok::minus, "-", One.Loc, false});
      }
      Out.push_back({tok::numeric_constant,
                     integerLiteral(Magnitude, ValueType, Ctx), One.Loc,
                     false});
      if (Negative)
        Out.push_back({tok::r_paren, ")", One.Loc, false});
    } else {
      Out.push_back(std::move(One));
    }
    I = J;
  }
  Tokens = std::move(Out);
}
