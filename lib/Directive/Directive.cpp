//===- Directive.cpp - directive model: names, lookup, printing -----------===//

#include "Directive/Directive.h"
#include "clang/AST/Stmt.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

using namespace cuacc;
using namespace clang;

namespace {
enum DirectiveMask : unsigned {
  R = 1, D = 2, F = 4, U = 8,                  // PGI
  K = 16, L = 32, A = 64, V = 128, E = 256, X = 512, T = 1024, // OpenACC
  H = 2048
};

unsigned maskOf(const Directive &Dir) {
  bool ACC = Dir.isOpenACC();
  switch (Dir.Kind) {
  case DirectiveKind::Region: return ACC ? K : R;
  case DirectiveKind::RegionFor: return ACC ? K | L : R | F;
  case DirectiveKind::DataRegion: return ACC ? A : D;
  case DirectiveKind::For: return ACC ? L : F;
  case DirectiveKind::Update: return ACC ? V : U;
  case DirectiveKind::EnterData: return E;
  case DirectiveKind::ExitData: return X;
  case DirectiveKind::Atomic: return T;
  case DirectiveKind::HostData: return H;
  }
  llvm_unreachable("a directive kind without a mask");
}

struct ClauseInfo {
  llvm::StringRef Spelling;
  ClauseArgument Argument;
  unsigned Directives;
};

const ClauseInfo &infoOf(ClauseKind Which) {
  static const ClauseInfo Table[] = {
#define ACC_CLAUSE(Name, Spelling, Argument, Directives)                       \
  {Spelling, ClauseArgument::Argument, Directives},
#include "Directive/Directives.def"
  };
  return Table[unsigned(Which)];
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

llvm::StringRef cuacc::clauseName(ClauseKind K, AccModel Model) {
  if (Model == AccModel::OpenACC && K == ClauseKind::Local)
    return "create";
  // copyin(always:) and copyout(always:), listed with their modifier.
  if (Model == AccModel::OpenACC && K == ClauseKind::Updatein)
    return "copyin";
  if (Model == AccModel::OpenACC && K == ClauseKind::Updateout)
    return "copyout";
  return spelling(K);
}
ClauseArgument cuacc::argumentOf(ClauseKind K) { return infoOf(K).Argument; }

bool cuacc::isAllowedOn(ClauseKind C, const Directive &Dir) {
  return infoOf(C).Directives & maskOf(Dir);
}

std::optional<ClauseKind> cuacc::lookupClause(llvm::StringRef Spelling,
                                              const Directive &Dir,
                                              bool &Allowed) {
  struct Spelled {
    ClauseKind Kind;
    llvm::StringRef Spelling;
    unsigned Directives;
  };
  static const Spelled All[] = {
#define ACC_CLAUSE(Name, Spelling, Argument, Directives)                       \
  {ClauseKind::Name, Spelling, Directives},
#define ACC_CLAUSE_ALIAS(Name, Spelling, Directives)                           \
  {ClauseKind::Name, Spelling, Directives},
#include "Directive/Directives.def"
  };
  std::optional<ClauseKind> AnyMatch;
  Allowed = false;
  for (const Spelled &S : All) {
    if (S.Spelling != Spelling)
      continue;
    if (S.Directives & maskOf(Dir)) {
      Allowed = true;
      return S.Kind; // the meaning this directive gives the spelling
    }
    if (!AnyMatch)
      AnyMatch = S.Kind;
  }
  return AnyMatch;
}

SourceRange Directive::scope() const {
  if (!Statement)
    return SourceRange();
  if (isDeclare() && Parent)
    return SourceRange(Statement->getBeginLoc(), Parent->getEndLoc());
  return Statement->getSourceRange();
}

bool cuacc::mayNameMember(ClauseKind K) {
  return (isDataClause(K) && K != ClauseKind::Deviceptr) ||
         K == ClauseKind::UpdateHost || K == ClauseKind::UpdateDevice ||
         K == ClauseKind::Reduction || K == ClauseKind::Attach ||
         K == ClauseKind::Detach;
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
  case ClauseKind::Present:
  case ClauseKind::Delete:
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
    } else if (S.Length) {
      if (S.Lower)
        OS << *S.Lower;
      OS << ':' << *S.Length;
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
  OS << (C.Spelled.empty() ? spelling(C.Kind) : llvm::StringRef(C.Spelled));
  switch (argumentOf(C.Kind)) {
  case ClauseArgument::None:
    return;
  case ClauseArgument::OptInt:
  case ClauseArgument::Int:
    if (C.Count)
      OS << '(' << *C.Count << ')';
    return;
  case ClauseArgument::Cond:
  case ClauseArgument::OptCond:
    if (C.Condition)
      OS << '(' << *C.Condition << ')';
    return;
  case ClauseArgument::DeviceTypes:
    OS << '(';
    for (size_t I = 0; I < C.Items.size(); ++I)
      OS << (I ? ", " : "") << C.Items[I].Name;
    OS << ')';
    return;
  case ClauseArgument::OptExprs:
    if (C.Exprs.empty())
      return;
    OS << '(';
    for (size_t I = 0; I < C.Exprs.size(); ++I)
      OS << (I ? ", " : "") << *C.Exprs[I];
    OS << ')';
    return;
  case ClauseArgument::Reduction:
  case ClauseArgument::List:
    OS << '(';
    if (!C.Operator.empty())
      OS << C.Operator << ':';
    // OpenACC's copyin(always:) and copyout(always:).
    if ((C.Kind == ClauseKind::Updatein || C.Kind == ClauseKind::Updateout) &&
        !C.Spelled.empty())
      OS << "always: ";
    for (size_t I = 0; I < C.Items.size(); ++I) {
      OS << (I ? ", " : "");
      print(OS, C.Items[I]);
    }
    OS << ')';
    return;
  }
}

void Directive::print(llvm::raw_ostream &OS) const {
  OS << name();
  for (size_t I = 0; I < Clauses.size(); ++I) {
    OS << (I ? ", " : " ");
    cuacc::print(OS, Clauses[I]);
  }
}
