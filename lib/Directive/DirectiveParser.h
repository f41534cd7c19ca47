//===- DirectiveParser.h - '#pragma acc' tokens to a Directive ---*- C++ -*-===//
//
// Grammar (PGI Accelerator model 1.x for C, SPEC section 2; OpenACC 3.x,
// SPEC section 7):
//
//   directive   := 'region' ['for'] clauses | 'data' 'region' clauses
//                | 'for' clauses | 'update' clauses
//                | ('kernels' | 'parallel' | 'serial') ['loop'] clauses
//                | 'data' clauses | 'loop' clauses
//                | ('enter' | 'exit') 'data' clauses | 'wait' ... | 'routine' ...
//   clauses     := { [','] clause }
//   clause      := name                        (independent, kernel)
//                | name [ '(' constant ')' ]   (parallel, vector, seq, host)
//                | name '(' constant ')'       (unroll)
//                | name '(' expr ')'           (if)
//                | name '(' item {',' item} ')' (copy, copyin, ..., private)
//   item        := identifier { '[' section ']' }
//   section     := expr | [expr] ':' [expr]    (PGI: bounds inclusive;
//                                              OpenACC: start and length)
//   expr        := a C expression without assignment or comma operators
//
// The parser sees the tokens after macro expansion, reports every error with
// the location of the offending token, and returns nothing for a directive
// with an error, so later phases only see well-formed directives.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_DIRECTIVE_DIRECTIVEPARSER_H
#define CUACC_DIRECTIVE_DIRECTIVEPARSER_H

#include "Directive/Directive.h"
#include "Directive/DirectiveDiagnostics.h"
#include "clang/Basic/TokenKinds.h"
#include "llvm/ADT/ArrayRef.h"
#include <vector>

namespace cuacc {

/// A token of the directive, copied out of the preprocessor so that the
/// parser needs nothing but the token list.
struct DirectiveToken {
  clang::tok::TokenKind Kind;
  std::string Spelling;
  clang::SourceLocation Loc;
  bool IsWord; ///< identifier or keyword: clause names include 'if'
  /// For an identifier that names a type where the pragma is (a typedef:
  /// 'size_t'), the type it names, spelled without typedefs ("unsigned
  /// long"): what a cast or sizeof in a bound prints back.
  std::string TypeSpelling = {};
};

/// What the directives of a file so far tell about the next one.
struct DirectiveFileState {
  /// The file uses OpenACC (a construct only OpenACC has, or the user said
  /// so): an 'update' is OpenACC's, its sections [start:length].
  bool OpenACC = false;
  /// The 'update's read in the PGI model because a directive only the PGI
  /// model has came before them: in a file that turns out to use OpenACC
  /// too, each gets a warning.
  std::vector<clang::SourceLocation> UpdatesReadAsPGI = {};
  /// A directive only the PGI model has was seen; a file that mixes the
  /// two models is warned about once.
  bool SawPGI = false, SawOpenACC = false, WarnedMix = false;
  /// The file's model is known: an ambiguous 'update' (Directive::
  /// ModelUnsettled) can be read for good.
  bool modelKnown() const { return OpenACC || SawPGI; }
};

/// Parses the tokens after 'acc' up to the end of the pragma line. EndLoc is
/// where errors about a missing token at the end are reported. Nothing for
/// a directive with an error, and for OpenACC's 'wait' and 'routine' (which
/// cuacc needs not act on).
std::optional<Directive> parseDirective(clang::SourceLocation AccLoc,
                                        llvm::ArrayRef<DirectiveToken> Tokens,
                                        clang::SourceLocation EndLoc,
                                        DirectiveDiagnostics &Diags,
                                        DirectiveFileState &File);

/// An 'update' with a ranged section parsed before the file's model was
/// known (Directive::ModelUnsettled), read again in the model the file
/// turned out to be in.
struct UnsettledUpdate {
  clang::SourceLocation AccLoc, EndLoc;
  std::vector<DirectiveToken> Tokens;
};

/// U read as OpenACC's (sections [start:length]); nothing where that
/// reading has an error (reported).
std::optional<Directive> rereadAsOpenACC(const UnsettledUpdate &U,
                                         DirectiveDiagnostics &Diags);
/// U read as PGI's again, its errors reported (PGIErrorsDeferred).
std::optional<Directive> rereadAsPGI(const UnsettledUpdate &U,
                                     DirectiveDiagnostics &Diags);

} // namespace cuacc

#endif
