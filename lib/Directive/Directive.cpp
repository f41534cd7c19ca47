//===- Directive.cpp - directive model: names, lookup, printing -----------===//

#include "Directive/Directive.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

using namespace cuacc;

namespace {
enum DirectiveMask : unsigned { R = 1, D = 2, F = 4, U = 8 };

unsigned maskOf(DirectiveKind K) {
  switch (K) {
  case DirectiveKind::Region: return R;
  case DirectiveKind::RegionFor: return R | F;
  case DirectiveKind::DataRegion: return D;
  case DirectiveKind::For: return F;
  case DirectiveKind::Update: return U;
  }
  llvm_unreachable("a directive kind without a mask");
}

struct ClauseInfo {
  llvm::StringRef Spelling;
  ClauseArgument Argument;
  unsigned Directives;
};

const ClauseInfo &infoOf(ClauseKind K) {
  static const ClauseInfo Table[] = {
#define ACC_CLAUSE(Name, Spelling, Argument, Directives)                       \
  {Spelling, ClauseArgument::Argument, Directives},
#include "Directive/Directives.def"
  };
  return Table[unsigned(K)];
}
} // namespace

llvm::StringRef cuacc::spelling(DirectiveKind K) {
  switch (K) {
#define ACC_DIRECTIVE(Name, Spelling)                                          \
  case DirectiveKind::Name:                                                    \
    return Spelling;
#include "Directive/Directives.def"
  }
  llvm_unreachable("a directive kind without a spelling");
}

llvm::StringRef cuacc::spelling(ClauseKind K) { return infoOf(K).Spelling; }
ClauseArgument cuacc::argumentOf(ClauseKind K) { return infoOf(K).Argument; }

bool cuacc::isAllowedOn(ClauseKind C, DirectiveKind D) {
  return infoOf(C).Directives & maskOf(D);
}

std::optional<ClauseKind> cuacc::lookupClause(llvm::StringRef Name,
                                              DirectiveKind D) {
  std::optional<ClauseKind> AnyMatch;
  static const ClauseKind All[] = {
#define ACC_CLAUSE(Name, Spelling, Argument, Directives) ClauseKind::Name,
#include "Directive/Directives.def"
  };
  for (ClauseKind K : All) {
    if (spelling(K) != Name)
      continue;
    if (isAllowedOn(K, D))
      return K; // the meaning this directive gives the spelling
    if (!AnyMatch)
      AnyMatch = K;
  }
  return AnyMatch;
}

bool cuacc::isDataClause(ClauseKind K) {
  switch (K) {
  case ClauseKind::Copy:
  case ClauseKind::Copyin:
  case ClauseKind::Copyout:
  case ClauseKind::Local:
  case ClauseKind::Updatein:
  case ClauseKind::Updateout:
  case ClauseKind::Deviceptr:
    return true;
  default:
    return false;
  }
}

const Clause *Directive::find(ClauseKind K) const {
  for (const Clause &C : Clauses)
    if (C.Kind == K)
      return &C;
  return nullptr;
}

void cuacc::print(llvm::raw_ostream &OS, const DataItem &Item) {
  OS << Item.Name;
  for (const Section &S : Item.Sections) {
    OS << '[';
    if (S.SingleElement) {
      OS << *S.Lower;
    } else {
      if (S.Lower)
        OS << *S.Lower;
      OS << ':';
      if (S.Upper)
        OS << *S.Upper;
    }
    OS << ']';
  }
}

void cuacc::print(llvm::raw_ostream &OS, const Clause &C) {
  OS << spelling(C.Kind);
  switch (argumentOf(C.Kind)) {
  case ClauseArgument::None:
    return;
  case ClauseArgument::OptInt:
  case ClauseArgument::Int:
    if (C.Count)
      OS << '(' << *C.Count << ')';
    return;
  case ClauseArgument::Cond:
    OS << '(' << *C.Condition << ')';
    return;
  case ClauseArgument::List:
    OS << '(';
    for (size_t I = 0; I < C.Items.size(); ++I) {
      OS << (I ? ", " : "");
      print(OS, C.Items[I]);
    }
    OS << ')';
    return;
  }
}

void Directive::print(llvm::raw_ostream &OS) const {
  OS << spelling(Kind);
  for (size_t I = 0; I < Clauses.size(); ++I) {
    OS << (I ? ", " : " ");
    cuacc::print(OS, Clauses[I]);
  }
}
