//===- Verdict.h - which loops of a region may run in parallel ---*- C++ -*-===//
//
// The analysis of one compute region, all phases together: the loop model,
// the dependences, the scalar facts, and for each loop whether it is
// parallelizable, with the reasons as data (PGI messages).
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_ANALYSIS_VERDICT_H
#define CUACC_ANALYSIS_VERDICT_H

#include "Analysis/ArrayPrivatization.h"
#include "Analysis/DataPlan.h"
#include "Analysis/Dependence.h"
#include "Analysis/Effects.h"
#include "Analysis/Listing.h"
#include "Analysis/Scalars.h"

namespace cuacc {

struct LoopVerdict {
  unsigned Loop;
  bool Parallelizable = false;
  /// Messages for this loop in PGI order: "Loop is parallelizable" and the
  /// reductions, or the reasons it is not.
  std::vector<Message> Messages;
  ScalarFacts Scalars;
  /// Arrays whose dependences this loop may ignore: private(...) clause,
  /// and the arrays cuacc privatized itself (AutoPrivate).
  std::vector<const clang::VarDecl *> PrivateArrays;
  /// Arrays privatized without a clause, with the sections an iteration
  /// touches (the scratch buffer's size for a pointer).
  std::vector<PrivateArray> AutoPrivate;
  /// Whether the last iteration's copy of a private array goes back to it
  /// (lastprivate): one thread runs each iteration, alone.
  bool copiesBack() const {
    return llvm::any_of(AutoPrivate,
                        [](const PrivateArray &P) { return bool(P.LastCopy); });
  }
  /// Not parallelizable only because of array dependences it carries (or
  /// arrays it could privatize): a countable loop, no restriction, scalar
  /// or last value in the way. Part of its body may still run in parallel
  /// (loop distribution, see Schedule/Restructure.cpp).
  bool OnlyArraysCarried = false;
  /// The reduction clause's arrays updated atomically (the loop's
  /// iterations are independent but for them).
  std::vector<ArrayReduction> ArrayReductions;
};

struct RegionAnalysis {
  RegionModel Model;
  DependenceInfo Deps;
  DataPlan Data;
  std::vector<LoopVerdict> Verdicts; ///< one per loop, same order as Model
  bool AnyParallel = false;
  /// An OpenACC compute construct (kernels, parallel, serial) none of whose
  /// loops is parallel: the user asked for the device, so its statements run
  /// there in one serial kernel (as NVHPC does) rather than on the host, as
  /// a PGI region without parallel loops does ("No parallel kernels found").
  bool SerialConstruct = false;
  /// Whether the region is meant for the device: a parallel loop, or a
  /// serial construct.
  bool wantsDevice() const { return AnyParallel || SerialConstruct; }
  /// What the region's statement reaches when it runs on the host.
  HostAccess Host;
  unsigned RegionLine = 0;
  /// Messages about the region as a whole (at its line).
  std::vector<Message> RegionMessages;
  /// Why the analysis keeps the region on the host whatever its loops are
  /// (also said in RegionMessages); none when it does not.
  std::optional<NotOffloaded> Refused;

  /// Every message, region first, for the listing.
  std::vector<Message> messages() const;
  /// What -Minfo says of the data a region that runs on the host keeps
  /// consistent with the device ("Generating update host(a,b) before ...").
  std::vector<Message> hostUpdateMessages() const;
};

RegionAnalysis analyzeRegion(const Directive &Region,
                             llvm::ArrayRef<Directive> FunctionDirectives,
                             clang::ASTContext &Ctx,
                             const DependenceOptions &Opts,
                             DirectiveDiagnostics &Diags);

} // namespace cuacc

#endif
