//===- Listing.h - the -Minfo listing and remarks ----------------*- C++ -*-===//
//
// Messages from every phase, collected as data and printed at the end of the
// translation unit in PGI's layout: grouped by function, by line, the first
// message of a line after "  NN, ", the others under it. With remarks, each
// message is also a clang remark at its location.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_ANALYSIS_LISTING_H
#define CUACC_ANALYSIS_LISTING_H

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace cuacc {

enum class MessageKind {
#define ACC_MESSAGE(Name, Text) Name,
#include "Analysis/Messages.def"
};

/// Format with %0, %1, ... replaced by Args (the wording tables'
/// placeholders).
std::string fillArguments(const char *Format,
                          const std::vector<std::string> &Args);

struct Message {
  MessageKind Kind;
  std::vector<std::string> Args;
  clang::SourceLocation Loc;
  unsigned Line = 0;

  /// The message text with its arguments filled in.
  std::string text() const;
};

class Listing {
public:
  struct Entry {
    std::string Function;
    Message M;
  };

  void add(llvm::StringRef Function, Message M);
  const std::vector<Entry> &entries() const { return Entries; }
  /// PGI layout; functions in the order they were first given. With SM,
  /// a line of another file than the one compiled is file:line.
  void print(llvm::raw_ostream &OS,
             const clang::SourceManager *SM = nullptr) const;
  void emitRemarks(clang::DiagnosticsEngine &Diags) const;

private:
  std::vector<Entry> Entries;
};

} // namespace cuacc

#endif
