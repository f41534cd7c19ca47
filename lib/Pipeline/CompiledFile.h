//===- CompiledFile.h - the data the pipeline passes along --------*- C++ -*-===//
#ifndef CUACC_PIPELINE_COMPILEDFILE_H
#define CUACC_PIPELINE_COMPILEDFILE_H

#include "Analysis/Verdict.h"
#include "Directive/Directive.h"
#include "Pipeline/HostVersion.h"
#include "Pipeline/Rewritable.h"
#include "Lower/DataDirective.h"
#include "Lower/Lower.h"
#include "Schedule/Schedule.h"
#include "clang/Basic/SourceLocation.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class FunctionDecl;
}

namespace cuacc {

/// A compute region after steps 2-4, and its host scope (what its
/// statement keeps consistent when it runs on the host).
struct CompiledRegion {
  RegionAnalysis Analysis;
  RegionSchedule Schedule = {};
  LoweredRegion Lowered = NotOffloaded{NotOffloadedKind::NoParallelKernels, {}};
  HostScopeDesc HostScope = {};
  /// Where the rewrite puts text around the region's statement, or why it
  /// cannot (then the region runs on the host as written); set at the end
  /// of the file.
  StatementText Text = {};
  /// Its statement's second copy for the host where the run-time overlap
  /// checks passed (HostVersion.h); set with Text.
  std::optional<HostVersion> Version = {};
  /// The lines of the loops the region took over (HostLoopWidening.h),
  /// innermost first.
  std::vector<unsigned> WidenedOver = {};
  /// Or the outermost loop it could not take over, and why.
  std::optional<std::pair<unsigned, NotOffloaded>> NotWidened = {};
  /// The line of the loop that runs outermost where the region's nest was
  /// reordered (Schedule/Reschedule.h).
  std::optional<unsigned> Rescheduled = {};
  /// The scalars forwarded into the elements they carried, for it.
  std::vector<std::string> Forwarded = {};
  /// In a template's instantiation: what '__PRETTY_FUNCTION__' is at the
  /// region, by which the template's text finds this instantiation's call.
  std::string Pretty = {};
  const Directive &directive() const { return *Analysis.Model.Region; }
};

/// A region of a template (or a member of one): not analysed; it runs on
/// the host, in its host scope.
struct TemplateRegion {
  const Directive *Region;
  HostScopeDesc HostScope;
  StatementText Text = {};
  /// Whether the instantiations of its function were compiled (their
  /// regions are Regions of CompiledFunctions whose InstanceOf names this
  /// one's): each runs its own kernels, the host path is this one's.
  bool Instantiated = false;
};

/// One function's directives after steps 1-4 (see FileCompiler.h).
struct CompiledFunction {
  const clang::FunctionDecl *Function;
  /// As the listing names it: with its file when that is not the main one.
  std::string Name;
  std::vector<Directive> Directives;
  /// Its compute regions, in order.
  std::vector<CompiledRegion> Regions = {};
  /// Its data regions and updates, in order, lowered (those that could not
  /// be are errors at their directives).
  std::vector<DataDirectiveDesc> DataDirectives = {};
  /// A template (or a member of one): its regions are not analysed
  /// (Regions is empty).
  std::vector<TemplateRegion> TemplateRegions = {};
  /// Its data regions that keep their arrays on the host (none of their
  /// regions runs on the device): no code, a line in the listing.
  std::vector<const Directive *> DataOnHost = {};
  /// The statement each region that took over loops was written on.
  std::map<const Directive *, const clang::Stmt *> WrittenOn = {};
  /// An instantiation of a template: the index of the template's
  /// CompiledFunction in the file's. Its regions have no text of their own;
  /// the template's region finds each instantiation's by its Pretty.
  std::optional<size_t> InstanceOf = {};
};

/// What the file becomes (step 5).
struct FilePlan {
  bool Changed = false;
  /// Regions run on the device (the kernels compiled); false when every
  /// region's host code was kept consistent but nothing offloaded.
  bool Offloaded = false;
  /// The file's new text, when Changed: the ABI declarations and a
  /// '#line 1' first, each offloaded region statement prefixed on its own
  /// line by a call that runs it on the device (the statement stays as the
  /// host path) and followed by a '#line' back to the user's line and
  /// column, and at the end the device image and the calls' definitions.
  std::string Text;
  /// Why nothing could be generated for the file (nvcc missing or failing).
  std::string Error;
  /// What was left out though the file was generated (the emulated-device
  /// image).
  std::string Warning;
  /// The regions (by file-wide number) that could not be offloaded after
  /// analysis, and why: their kernels do not compile, or their statement
  /// cannot be rewritten. They run on the host, and the listing says so.
  std::map<unsigned, NotOffloaded> Refused;
  /// Directives whose code could not be put in place, where leaving it out
  /// would lose data (a data region or update in a macro, a host region
  /// inside a data region whose statement cannot be rewritten): errors at
  /// the directive.
  std::vector<std::pair<clang::SourceLocation, std::string>> Errors;
  /// Headers the file includes (once) that hold regions, rewritten: the
  /// path as the include found it, and the text to read instead.
  std::vector<std::pair<std::string, std::string>> Headers;
};

} // namespace cuacc

#endif
