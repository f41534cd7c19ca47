//===- StaleCopies.h - host code that uses data kept on the device -*- C++ -*-===//
//
// Inside a data region the arrays it names live on the device: the regions
// it holds move nothing, and the host's copies are brought up to date only
// by 'update' (SPEC §2, PGI's model). Host code between those regions that
// writes such an array changes a copy the device never sees (and that a
// copy-out at the exit overwrites); host code that reads one which a region
// wrote reads the value from before that region. Both are legal and
// sometimes meant, but they are where a program built with cuacc stops
// printing what the plain build prints, so the user is told, at the use.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_ANALYSIS_STALECOPIES_H
#define CUACC_ANALYSIS_STALECOPIES_H

#include "Directive/Directive.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/ArrayRef.h"
#include <set>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Stmt;
} // namespace clang

namespace cuacc {

struct StaleHostUse {
  clang::SourceLocation Loc; ///< the host code's first such use
  std::string Name;
  /// A write the device does not see; otherwise a read of a host copy that
  /// a region has made stale.
  bool Write = false;
  clang::SourceLocation DataRegion; ///< the data region's directive
};

/// The host code in the data regions of one function (its Directives) that
/// writes an array the data region keeps on the device (with no 'update
/// device' of it in the data region) where a region may then read it, or
/// reads one that a region may have written before (with no 'update host'):
/// at most one of each kind per array and data region. AllRegions are the
/// statements of every compute region in the file: a function called with
/// the array uses it on the device there, on the host elsewhere.
/// AllUpdates are the file's update directives: one in a function called
/// with the array updates it at the call.
std::vector<StaleHostUse>
findStaleHostUses(llvm::ArrayRef<Directive> Directives,
                  const std::set<const clang::Stmt *> &AllRegions,
                  const std::vector<const Directive *> &AllUpdates,
                  clang::ASTContext &Ctx);

} // namespace cuacc

#endif
