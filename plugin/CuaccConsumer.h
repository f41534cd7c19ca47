//===- CuaccConsumer.h - the plugin's view of a translation unit -*- C++ -*-===//
//
// The pipeline, in order:
//   1. capture   '#pragma acc' lines are parsed into Directives as the
//                preprocessor meets them (PragmaCapture);
//   2. bind      when a function's body is complete, its directives get their
//                statements and declarations (Directive/Binder);
//   3. analyze   each compute region of the function: loop model,
//                dependences, scalars, verdicts (Analysis/Verdict);
//   4. report    at the end of the translation unit: the -Minfo listing,
//                remarks, and the dumps of each stage that were asked for.
// Later stages (schedule, kernels, host rewrite) consume the bound
// directives and the region analyses.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_PLUGIN_CUACCCONSUMER_H
#define CUACC_PLUGIN_CUACCCONSUMER_H

#include "Analysis/Verdict.h"
#include "CodeGen/DeviceImage.h"
#include "CodeGen/HostCode.h"
#include "CodeGen/KernelPrinter.h"
#include "Transform/Lower.h"
#include "Transform/Schedule.h"
#include "Directive/Directive.h"
#include "Options.h"
#include "PragmaCapture.h"
#include "clang/Sema/SemaConsumer.h"
#include <memory>
#include <map>
#include <set>

namespace clang {
class Rewriter;
}

namespace cuacc {

struct FilePlan;

/// One region's kernels as CUDA text, for the device and emulator images.
struct KernelSource {
  std::vector<std::pair<std::string, std::string>> DeviceFunctions;
  std::string Kernels, Launchers;
  /// nvcc fails on these kernels alone: the region runs on the host.
  bool NotCompiled = false;
};

/// Why a region whose kernels nvcc rejects runs on the host.
inline std::string notCompiledReason() {
  return NotOffloaded{NotOffloadedKind::KernelsDoNotCompile, {}}.text();
}

class CuaccConsumer : public clang::SemaConsumer {
public:
  /// CodeGen: the file was rewritten, so the listing reports the kernels and
  /// data movement. Plan: this is the planning parse (see Rewrite.h); it
  /// reports nothing and fills in the plan at the end.
  /// HostRegions: the regions the planning parse could not offload after
  /// analysis, by file-wide number, and why (they run on the host).
  CuaccConsumer(Options Opts, clang::DiagnosticsEngine &Diags, bool CodeGen,
                FilePlan *Plan = nullptr,
                std::map<unsigned, std::string> HostRegions = {});

  void InitializeSema(clang::Sema &S) override;
  bool HandleTopLevelDecl(clang::DeclGroupRef DG) override;
  void HandleTranslationUnit(clang::ASTContext &Ctx) override;

private:
  Options Opts;
  DirectiveDiagnostics Diags;
  /// Directives captured but not yet bound to a function.
  std::vector<Directive> Captured;
  AccPragmaHandler Handler;
  clang::ASTContext *Ctx = nullptr;

  struct FunctionDirectives {
    const clang::FunctionDecl *Function;
    std::vector<Directive> Directives;
    std::vector<RegionAnalysis> Regions;
    std::vector<RegionSchedule> Schedules = {}; ///< one per region
    /// A template (or a member of one): its regions are not analysed; they
    /// run on the host, in a host scope.
    bool Template = false;
  };
  std::vector<FunctionDirectives> Bound;

  void bindDecl(const clang::Decl *D);
  void bindFunction(const clang::FunctionDecl &F);
  std::vector<Directive> takeDirectives(const clang::FunctionDecl &F);
  void listDataRegions(const std::string &Name, const FunctionDirectives &FD);
  void listRegion(const std::string &Name, const Directive &D,
                  const RegionAnalysis &R, const RegionSchedule &S);
  void reportOutsideFunctions(size_t Count);
  void reportStaleHostUses();
  void dumpDirectives(llvm::raw_ostream &OS) const;
  void dumpAnalyses(llvm::raw_ostream &OS) const;
  /// A data directive's code and where it goes.
  struct WrappedDirective {
    const clang::Stmt *Statement; ///< wrapped, or preceded by Before
    /// An update that ends a block: before its '}'.
    clang::SourceLocation BlockEnd;
    DirectiveCode Code;
  };
  /// A compute region: lowered and printed, or why it stays on the host.
  struct RegionPlan {
    clang::SourceLocation Directive;
    const clang::Stmt *Statement;
    std::string NotOffloaded = {}; ///< empty when offloaded
    RegionCode Code = {};
    std::vector<KernelDesc> Kernels = {};
    DirectiveCode HostScope = {};
  };
  struct KernelImages {
    std::string Device, Emulator;
    bool Any = false; ///< some region's kernels are in them
  };
  void makePlan();
  std::vector<WrappedDirective> planDataDirectives() const;
  std::vector<RegionPlan> planRegions();
  bool compileKernels(std::vector<RegionPlan> &Regions, KernelImages &Images);
  bool insertCode(clang::Rewriter &RW,
                  const std::vector<WrappedDirective> &DataCode,
                  const std::vector<RegionPlan> &Regions, bool Offload,
                  std::string &Prototypes, std::string &Definitions);
  void assembleFile(const clang::Rewriter &RW, const std::string &Prototypes,
                    const std::string &Definitions, const KernelImages &Images);
  bool compileImages(std::vector<KernelSource> &Sources, std::string &Image,
                     std::string &EmulatorImage);
  void markNotCompiled(std::vector<KernelSource> &Sources,
                       const DeviceCompileOptions &DO, bool DeviceFailed,
                       bool EmulatorFailed);
  Listing Messages;
  bool CodeGen;
  FilePlan *Plan;
  std::map<unsigned, std::string> HostRegions;
  unsigned RegionCount = 0;
};

} // namespace cuacc

#endif
