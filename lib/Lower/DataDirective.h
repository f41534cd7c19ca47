//===- DataDirective.h - data regions, updates and host scopes lowered -*- C++ -*-===//
//
// What the host code of a data region, an update and a host scope (a
// region's statement while it runs on the host) passes to the runtime,
// decided here so that CodeGen only prints (DirectiveCode.cpp) and the
// listing says what was lowered, not what the directive spelled. A data
// directive that cannot be lowered is a located error: without its code,
// its regions would compute from data never copied and copy back nothing.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_LOWER_DATADIRECTIVE_H
#define CUACC_LOWER_DATADIRECTIVE_H

#include "Analysis/Effects.h"
#include "Directive/Directive.h"
#include "Directive/DirectiveDiagnostics.h"
#include "Lower/Lower.h"
#include <optional>

namespace cuacc {

/// Where a directive is, as the runtime's report and errors name it.
struct DirectivePlace {
  std::string File, Function;
  unsigned Line = 0;
  /// The directive as the user named it ("data", "enter data"), for the
  /// runtime's observers (profilers, the trace).
  std::string Construct;
};

/// A data region, an update, an enter data or an exit data, lowered.
struct DataDirectiveDesc {
  const Directive *Source;
  DirectivePlace Place;
  /// C text of the if() clause's condition; "1" without one.
  std::string Condition = "1";
  /// update if_present: items not present are skipped.
  bool IfPresent = false;
  /// exit data finalize: every dynamic reference goes.
  bool Finalize = false;
  std::vector<DataItemDesc> Items;
  /// Per item, the clause and the item as the user wrote them, for
  /// -Minfo ("copy", "a[0:n-1]").
  std::vector<std::pair<std::string, std::string>> Listed;
  /// The copyout items (as written) moved in as well: no region provably
  /// fills them first (Pipeline/DataRegionCopyout.h).
  std::vector<std::string> CopiedIn;
  /// host_data's use_device variables (arrays or pointers): in its
  /// statement, each names its device copy.
  std::vector<const clang::VarDecl *> UseDevice;
  /// A data region whose regions' counts are all known at its entry: their
  /// sum, for the runtime's choice of the host (cuacc_host_pays).
  std::optional<HostRunText> HostRun;
  bool isDataRegion() const {
    return Source->Kind == DirectiveKind::DataRegion;
  }
  bool isHostData() const { return Source->Kind == DirectiveKind::HostData; }
};

/// D (a data region or update) lowered, or nullopt after a located error
/// in Diags.
std::optional<DataDirectiveDesc>
lowerDataDirective(const Directive &D, clang::ASTContext &Ctx,
                   DirectiveDiagnostics &Diags);

/// A variable a host scope brings back from the device before the region's
/// statement runs on the host (and, Written, sends back after it).
struct HostScopeVar {
  const clang::VarDecl *Var;
  /// An array or pointer: its own value is the address of its storage;
  /// otherwise the scope passes &Var.
  bool IsAddress;
  /// The scope may reach sizeof(Var) bytes from that address (an array of
  /// known size or a scalar); a pointer's reach is not known.
  bool SizeKnown;
  bool Written;
};

/// A compute region's statement while it runs on the host (not offloaded,
/// or fallen back at run time).
struct HostScopeDesc {
  DirectivePlace Place;
  std::vector<HostScopeVar> Vars;
  /// The statement may reach memory through other ways: every present
  /// block moves.
  bool Everything = false;
  bool empty() const { return Vars.empty() && !Everything; }
};

HostScopeDesc lowerHostScope(const Directive &Region, const HostAccess &A,
                             clang::ASTContext &Ctx);

DirectivePlace placeOf(const Directive &D, clang::ASTContext &Ctx);

} // namespace cuacc

#endif
