//===- Listing.cpp - the -Minfo listing and remarks -----------------------===//

#include "Analysis/Listing.h"
#include "Directive/MemberVariables.h"
#include "Analysis/NotOffloaded.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <map>

using namespace cuacc;

std::string Message::text() const {
  static const char *const Texts[] = {
#define ACC_MESSAGE(Name, Text) Text,
#include "Analysis/Messages.def"
  };
  return fillArguments(Texts[unsigned(Kind)], Args);
}

std::string NotOffloaded::text() const {
  static const char *const Texts[] = {
#define NOT_OFFLOADED(Kind, Text) Text,
#include "Analysis/NotOffloaded.def"
  };
  return fillArguments(Texts[unsigned(Kind)], Args);
}

std::string cuacc::fillArguments(const char *Format,
                                 const std::vector<std::string> &Args) {
  std::string Out;
  for (const char *P = Format; *P; ++P) {
    if (P[0] == '%' && P[1] >= '0' && P[1] <= '9') {
      unsigned I = P[1] - '0';
      // A struct member path's variable reads as the path the user wrote.
      if (I < Args.size())
        Out += withUserSpellings(Args[I]);
      ++P;
      continue;
    }
    Out += *P;
  }
  return Out;
}

void Listing::add(llvm::StringRef Function, Message M) {
  Entries.push_back({Function.str(), std::move(M)});
}

/// Where E's message is, as the listing shows it: its line, or file:line
/// when the line is in another file than the one compiled (an #include'd
/// body, a #line "model.dsl").
static std::string place(const Listing::Entry &E,
                         const clang::SourceManager *SM) {
  if (SM && E.M.Loc.isValid()) {
    clang::PresumedLoc P = SM->getPresumedLoc(SM->getExpansionLoc(E.M.Loc));
    clang::PresumedLoc Main = SM->getPresumedLoc(
        SM->getLocForStartOfFile(SM->getMainFileID()));
    llvm::StringRef Name = llvm::sys::path::filename(P.getFilename());
    if (P.isValid() && Main.isValid() &&
        Name != llvm::sys::path::filename(Main.getFilename()))
      return Name.str() + ":" + std::to_string(E.M.Line);
  }
  return std::to_string(E.M.Line);
}

void Listing::print(llvm::raw_ostream &OS,
                    const clang::SourceManager *SM) const {
  std::vector<std::string> Functions;
  std::map<std::string, std::vector<const Entry *>> ByFunction;
  for (const Entry &E : Entries) {
    auto &List = ByFunction[E.Function];
    if (List.empty())
      Functions.push_back(E.Function);
    List.push_back(&E);
  }
  for (const std::string &F : Functions) {
    auto &List = ByFunction[F];
    std::stable_sort(List.begin(), List.end(), [](const Entry *A,
                                                   const Entry *B) {
      return A->M.Line < B->M.Line;
    });
    OS << F << ":\n";
    std::string Last;
    for (const Entry *E : List) {
      std::string Place = place(*E, SM);
      if (Place != Last)
        OS << llvm::format("%7s, ", Place.c_str());
      else
        OS << "         ";
      OS << E->M.text() << "\n";
      Last = Place;
    }
  }
}

void Listing::emitRemarks(clang::DiagnosticsEngine &Diags) const {
  unsigned Id = Diags.getDiagnosticIDs()->getCustomDiagID(
      clang::DiagnosticIDs::Remark, "%0");
  for (const Entry &E : Entries)
    Diags.Report(E.M.Loc, Id) << E.M.text();
}
