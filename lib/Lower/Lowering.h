//===- Lowering.h - the lowering of one region (Lower.cpp, LowerKernel.cpp) -*- C++ -*-===//
//
// Private to lib/Lower: the state lowerRegion builds a RegionDesc in.
// Lower.cpp holds the region's side (slots, data items, last indices, host
// steps and launch values), LowerKernel.cpp each kernel's device side.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_LOWER_LOWERING_H
#define CUACC_LOWER_LOWERING_H

#include "Analysis/CTypes.h"
#include "Directive/Binder.h"
#include "Lower/Lower.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include <map>
#include <optional>
#include <set>

namespace cuacc {

using clang::ASTContext;
using clang::SourceLocation;
using clang::SourceManager;
using clang::Stmt;
using clang::VarDecl;

class Lowering {
public:
  Lowering(const RegionAnalysis &R, const RegionSchedule &S, ASTContext &Ctx)
      : R(R), M(R.Model), S(S), Ctx(Ctx), SM(Ctx.getSourceManager()) {}
  LoweredRegion run();

private:
  const RegionAnalysis &R;
  const RegionModel &M;
  const RegionSchedule &S;
  ASTContext &Ctx;
  const SourceManager &SM;
  RegionDesc D;
  std::optional<NotOffloaded> Why;
  /// Each slot scalar's index in D.Slots.
  std::map<const VarDecl *, unsigned> SlotIndex;
  /// The loops the host runs.
  std::vector<unsigned> HostLoops;

  void refuse(NotOffloadedKind Kind, std::vector<std::string> Args) {
    if (!Why)
      Why = NotOffloaded{Kind, std::move(Args)};
  }
  void refuse(std::optional<NotOffloaded> Reason) {
    if (!Why && Reason)
      Why = std::move(Reason);
  }
  /// A bound as kernel text (atoms by name; unsigned ones as long, for the
  /// reason callSiteText gives; a class's integer constant, which is no
  /// parameter, by its value, as the body prints it).
  std::string kernelText(const LinearExpr &E) const {
    return "(" +
           E.str({[this](Atom A) {
                    const VarDecl *V = M.Atoms[A].Var;
                    if (V && V->isStaticDataMember() &&
                        !integerConstantValue(V).empty())
                      return "(" + integerConstantValue(V) + ")";
                    if (V && V->getType()->isUnsignedIntegerType())
                      return "((long)" + M.kernelName(A) + ")";
                    return M.kernelName(A);
                  },
                  nullptr}) +
           ")";
  }
  bool callSiteText(const LinearExpr &E, std::string &Out,
                    const VarDecl **OnDevice = nullptr) const;
  bool hostText(const LinearExpr &E, const std::vector<unsigned> *Host,
                std::string &Out, std::vector<HostIndexTerm> &Terms,
                const VarDecl **OnDevice) const;
  const VarDecl *slotNamedIn(const std::string &Text) const;
  bool inRegion(const VarDecl *V) const {
    return !V->hasGlobalStorage() &&
           expandedWithin(SM, M.Region->Statement->getSourceRange(),
                          V->getLocation());
  }
  bool hostBounds(const Loop &L, const char *What, HostLoopBounds &B,
                  const std::optional<std::pair<LinearExpr, LinearExpr>> &Box =
                      std::nullopt,
                  const std::vector<unsigned> *Host = nullptr);
  /// The grid loops that cover a box (GridDim::Box).
  std::map<unsigned, std::optional<std::pair<LinearExpr, LinearExpr>>> Boxes;

  KernelDesc lowerKernel(const KernelPlan &K);
  std::optional<ReductionDesc> reduction(const Reduction &Red);
  std::optional<ReductionDesc> elementReduction(const ElementReduction &E,
                                                std::set<std::string> &Taken);
  void reductions(const KernelPlan &K, KernelDesc &KD);
  void variables(const KernelPlan &K, KernelDesc &KD);
  std::optional<std::string> valueAtCall(const clang::VarDecl *V) const;
  bool inOrderWithDeviceCopy(const KernelPlan &K, unsigned Loop,
                             const clang::VarDecl *V) const;
  bool sharedInBlock(const KernelPlan &K, const clang::VarDecl *V) const;
  VariableUses kernelUses(const KernelPlan &K, const KernelDesc &KD,
                          clang::SourceRange Range) const;
  void arrayParameter(const VarDecl *V, KernelDesc &KD);
  void slotAccess(const VarDecl *V, bool Store, bool Load, KernelDesc &KD);
  void slotDeclarations(const KernelPlan &K, KernelDesc &KD);
  void nameClashes(const KernelDesc &KD);
  void firstprivateCopy(const clang::VarDecl *V, bool InScratch,
                        uint64_t Size, KernelDesc &KD);
  void atomicUpdates(KernelDesc &KD);
  void privateArray(const VarDecl *V, const KernelPlan &K,
                    const std::vector<unsigned> &KernelLoops,
                    const LastPrivateCopy *Copy, KernelDesc &KD);
  std::map<const VarDecl *, const LastPrivateCopy *>
  lastprivateArrays(const KernelPlan &K, const std::vector<unsigned> &KernelLoops,
                    std::set<const VarDecl *> &Private) const;
  void lastprivateCopy(const VarDecl *V, const LastPrivateCopy &Copy,
                       const KernelPlan &K, bool InScratch, KernelDesc &KD);
  void scratchArray(const VarDecl *V, const std::vector<unsigned> &Loops,
                    KernelDesc &KD);
  bool autoSection(const VarDecl *V, const std::vector<unsigned> &Loops,
                   std::string &Lower, std::string &Upper) const;
  void gridLoops(const KernelPlan &K, KernelDesc &KD);
  unsigned zStripUnroll(const GridDim &G) const;
  void lanes(const KernelPlan &K, KernelDesc &KD);
  void vectors(const KernelPlan &K, KernelDesc &KD);
  void tiles(const KernelPlan &K, KernelDesc &KD);
  void kernelBody(const KernelPlan &K, KernelDesc &KD) const;

  void regionHeader();
  void slots();
  void dataItems();
  void loopRunChecks();
  void referenceChecks();
  void itemChecks(const clang::VarDecl *V);
  void againstItems(RegionDesc::ReferenceCheck C);
  void lastIndices();
  bool lastIndexOnHost(unsigned Id);
  void steps(const std::vector<HostStep> &In, std::vector<HostStepDesc> &Out,
             std::vector<unsigned> &Host);
  void choice(const HostStep &St, std::vector<HostStepDesc> &Out,
              std::vector<unsigned> &Host);
  bool tripText(const TripSum &In, TripTextSum &Out) const;
  void hostRun();
  void launchValues(KernelDesc &KD, const std::vector<unsigned> &Host);
  void hostIndexAfterLoop(const KernelDesc &KD, const VarDecl *V);
  void addressesExist();
};


} // namespace cuacc

#endif
