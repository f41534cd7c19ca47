//===- DataRegionCost.cpp - a data region weighed as a whole --------------===//
//
// The suite's kernels put their regions in a data region (PGI's way): the
// regions then find their arrays present, and only the data region can
// choose the host for a small size (its regions do too, then: their data is
// not present). It weighs the sum of its regions' counts at its entry, where
// they mean what they will mean at each region: every variable they read is
// declared before the data region and assigned nowhere in it, and no region
// runs inside a loop of the data region's own (a count per entry). Nothing
// else in it may expect the data on the device: no update, no other data
// directive, no call outside the regions (keepDataOnHost's rule).
//
//===----------------------------------------------------------------------===//

#include "Pipeline/DataRegionCost.h"
#include "Directive/Binder.h"
#include "Analysis/StatementIndex.h"
#include "Directive/MemberVariables.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include <set>

using namespace cuacc;
using namespace clang;

namespace {

bool isLoop(const Stmt *S) {
  return isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S);
}

/// Whether S, outside the statements of Regions, calls a function or holds
/// a loop around one of Regions (Outer: inside a loop already).
bool blocksWeighing(const Stmt *S, const std::set<const Stmt *> &Regions,
                    bool InLoop) {
  if (!S)
    return false;
  if (Regions.count(S))
    return InLoop;
  if (isa<CallExpr>(S) || isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S))
    return true;
  InLoop |= isLoop(S);
  for (const Stmt *Child : S->children())
    if (blocksWeighing(Child, Regions, InLoop))
      return true;
  return false;
}

void append(TripTextSum &To, const TripTextSum &From) {
  To.insert(To.end(), From.begin(), From.end());
}

/// The sum of the counts of the regions inside data region D, or none.
std::optional<HostRunText> weigh(const DataDirectiveDesc &DD,
                                 const CompiledFunction &CF,
                                 const SourceManager &SM) {
  const Directive &D = *DD.Source;
  if (!DD.isDataRegion() || D.isDeclare() || !D.Statement ||
      !mayRunOnHost(DD.Items))
    return std::nullopt;
  SourceRange Range = D.Statement->getSourceRange();
  for (const Directive &E : CF.Directives)
    if (&E != &D && expandedWithin(SM, Range, E.Loc) &&
        !isComputeRegion(E.Kind))
      return std::nullopt;
  std::set<const Stmt *> Statements;
  HostRunText Sum;
  for (const CompiledRegion &R : CF.Regions) {
    if (!expandedWithin(SM, Range, R.directive().Loc))
      continue;
    // A region that runs on the host does either way (its calls, if any,
    // count as the data region's own).
    if (std::holds_alternative<NotOffloaded>(R.Lowered))
      continue;
    const auto &RD = std::get<RegionDesc>(R.Lowered);
    if (!RD.HostRun)
      return std::nullopt;
    Statements.insert(R.directive().Statement);
    append(Sum.Work, RD.HostRun->Work);
    append(Sum.InBlock, RD.HostRun->InBlock);
    append(Sum.Launches, RD.HostRun->Launches);
    Sum.Reads.insert(RD.HostRun->Reads.begin(), RD.HostRun->Reads.end());
    Sum.MayAlias |= RD.HostRun->MayAlias;
  }
  if (Statements.empty() || blocksWeighing(D.Statement, Statements, false))
    return std::nullopt;
  // Assigned, incremented or its address taken anywhere in the data region.
  VariableUses Uses = summarizeUses(D.Statement);
  for (const VarDecl *V : Sum.Reads)
    if (!V || memberVariable(V) || Uses.Assigned.count(V) ||
        !SM.isBeforeInTranslationUnit(V->getLocation(), Range.getBegin()))
      return std::nullopt;
  return Sum;
}

} // namespace

void cuacc::weighDataRegions(CompiledFunction &CF, clang::ASTContext &Ctx) {
  for (DataDirectiveDesc &DD : CF.DataDirectives)
    DD.HostRun = weigh(DD, CF, Ctx.getSourceManager());
}
