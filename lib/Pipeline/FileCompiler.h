//===- FileCompiler.h - cuacc's pipeline for one translation unit -*- C++ -*-===//
//
// The pipeline, in order. The plugin captures each '#pragma acc' line as the
// preprocessor meets it (plugin/PragmaCapture) and hands over a function's
// directives when its body is complete (addFunction):
//   1. bind      the directives get their statements and declarations
//                (Directive/Binder);
//   2. analyze   each compute region: loop model, dependences, scalars,
//                data plan, verdicts (Analysis/Verdict);
//   3. schedule  its loops onto grids, blocks, lanes and tiles
//                (Schedule/);
//   4. lower     it to the description of its kernels, or to why it stays
//                on the host (Lower/).
// At the end of the translation unit (finish):
//   5. rewrite   when code is wanted: print and compile the kernels, put the
//                calls that run them around each region's statement, and
//                assemble the file (FileRewriter);
//   6. report    the -Minfo listing, which says what step 5 decided, and the
//                dumps that were asked for.
//
// The plugin runs this once per compile, in a planning parse of its own
// (see plugin/Rewrite.h); the main parse then only gives what it produced.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_PIPELINE_FILECOMPILER_H
#define CUACC_PIPELINE_FILECOMPILER_H

#include "Analysis/Listing.h"
#include "Analysis/Verdict.h"
#include "Directive/Directive.h"
#include "Directive/DirectiveDiagnostics.h"
#include "Lower/Lower.h"
#include "Pipeline/CompileOptions.h"
#include "Pipeline/CompileTimes.h"
#include "Pipeline/CompiledFile.h"
#include "Pipeline/FileRewriter.h"
#include "Pipeline/Handoff.h"
#include "Schedule/Schedule.h"
#include "clang/Basic/SourceLocation.h"
#include <functional>
#include <list>
#include <set>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
} // namespace clang

namespace cuacc {

/// How far finish goes.
enum class FileGoal {
  /// The listing of the analyses (-fsyntax-only; a file with errors).
  Listing,
  /// The listing, with what each region's kernels and data movement would
  /// be (a compile whose planning parse did not run).
  ListingWithKernels,
  /// The file rewritten for the device, and the listing of what was done.
  Rewrite,
};

struct FileOutput {
  FilePlan Plan;     ///< FileGoal::Rewrite only
  Listing Messages;  ///< the -Minfo listing
  std::string Dumps; ///< the dumps asked for, as printed
};

class FileCompiler {
public:
  FileCompiler(const Options &Opts, clang::ASTContext &Ctx,
               DirectiveDiagnostics &Diags);

  /// Steps 1-4 for F, whose body holds the Captured directives (in order).
  void addFunction(const clang::FunctionDecl &F,
                   std::vector<Directive> Captured);
  /// A 'declare' at file scope: its variables' device copies are made
  /// when the program starts.
  void addFileDeclare(Directive D);
  /// Steps 5-6, once every function was added.
  FileOutput finish(FileGoal Goal);
  /// Where the text at Loc is in what the main parse reads: after finish
  /// rewrote the file, the user's text moved by what was put before it.
  TextPlace place(clang::SourceLocation Loc) const;
  /// The time of steps 1-6 so far (-fplugin-arg-cuacc-time-report).
  const CompileTimes &times() const { return Times; }
  /// Instantiates a function template's specialization, or a member
  /// function of a class template's, at the point given: Clang does at the
  /// end of the file, and the regions' callees are analysed when their
  /// function is added (the plugin gives its Sema's).
  using Instantiator =
      std::function<void(clang::SourceLocation, clang::FunctionDecl *)>;
  void setInstantiator(Instantiator I) { Instantiate = std::move(I); }

private:
  const Options &Opts;
  clang::ASTContext &Ctx;
  DirectiveDiagnostics &Diags;
  std::vector<CompiledFunction> Functions;
  /// File-scope declares as the 'enter data' each runs at the program's
  /// start (a list: their descriptions point to them).
  std::list<Directive> FileDeclares;
  std::vector<DataDirectiveDesc> StartupData;
  TextMoves Moves;
  CompileTimes Times;
  /// The kernel names of the regions compiled so far (scheduleRegion).
  std::set<std::string> KernelNames;
  Instantiator Instantiate;
  void instantiateCallees(const Directive &D);

  /// A template (or a member of one) with compute regions: its
  /// instantiations are compiled at the end of the file, once Clang made
  /// them (addInstances).
  struct TemplateFunction {
    const clang::FunctionDecl *Pattern;
    size_t Index; ///< its CompiledFunction in Functions
    std::vector<Directive> Captured;
  };
  std::vector<TemplateFunction> Templates;
  void addInstances();
  std::string listingName(const clang::FunctionDecl &F) const;
  void compileRegions(CompiledFunction &CF,
                      const std::set<const Directive *> &Skip,
                      Stopwatch &Watch);

  /// D's analysis, schedule, lowering and host scope, appended to CF's.
  /// (Watch: the phases' times, CompileTimes.h.)
  void compileRegion(CompiledFunction &CF, const Directive &D,
                     const DependenceOptions &DepOpts, Stopwatch &Watch);
  void reschedule(CompiledFunction &CF, Directive &D,
                  const DependenceOptions &DepOpts, Stopwatch &Watch);
  void keepDataOnHost(CompiledFunction &CF);
  void reportStaleHostUses();
  Listing list(bool WithKernels, const std::map<unsigned, NotOffloaded> &Host);
  void listDataRegions(const CompiledFunction &CF, Listing &Out) const;
  void listRegion(const std::string &Function, const CompiledRegion &R,
                  const NotOffloaded *Host, Listing &Out) const;
  void reportHostRegion(const Directive &D, const NotOffloaded &Why) const;
  void refuseDeviceptrsOnHost(const FilePlan *Plan) const;
  std::string dump() const;
  void dumpDirectives(llvm::raw_ostream &OS) const;
  void dumpRegion(llvm::raw_ostream &OS, const CompiledFunction &CF,
                  const CompiledRegion &R, unsigned FileIndex) const;
};

} // namespace cuacc

#endif
