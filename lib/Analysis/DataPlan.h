//===- DataPlan.h - what a region moves between host and device --*- C++ -*-===//
//
// For each array a compute region uses: the clause that moves it, written by
// the user or inferred from the access ranges over the loop bounds (PGI
// "Generating copyin(b[1:n-2][1:m-2])"), with its section as inclusive
// bounds per dimension; the scalars passed by value; and the checks of the
// user's clauses against what the region touches.
//
// Inference: an array only read gets copyin of the section read; one
// written gets copyout of the section written when every element of it is
// certainly written (an unconditional store whose subscripts run over whole
// loop ranges), with copyin of what is read if it is also read; otherwise
// copy of everything touched, so the device never writes back garbage.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_ANALYSIS_DATAPLAN_H
#define CUACC_ANALYSIS_DATAPLAN_H

#include "Analysis/Effects.h"
#include "Analysis/Listing.h"
#include "Analysis/LoopModel.h"
#include "Analysis/SectionReach.h"
#include "Directive/DirectiveDiagnostics.h"

namespace cuacc {

struct DataItemPlan {
  const clang::VarDecl *Var;
  std::string Name;
  ClauseKind Clause; ///< Copy, Copyin, Copyout, Local, Updatein/out, Deviceptr
  bool Inferred;
  /// Per dimension; empty for the whole variable. For a pointer indexed
  /// with delinearized subscripts, one dimension (the linear range).
  std::vector<SectionBounds> Section;
  /// The user's spelling for an explicit clause ("a[:n-1][:m-1]").
  std::string Written;
  /// The clause item, for an explicit clause.
  const DataItem *Source = nullptr;
  /// Named by an enclosing data region: found present at run time (moved as
  /// a copy only if it is not), and not reported.
  bool Present = false;
  /// The clause's 'zero:' modifier.
  bool Zero = false;
  /// OpenACC's 'no_create' (a Present item): used where it is present, left
  /// on the host (never made present) where it is not.
  bool NoCreate = false;
  /// The section provably holds every element the region touches (an
  /// inferred one does; a user's may be smaller, where that cannot be
  /// told): only then does a run-time check of it speak for the accesses.
  bool CoversTouched = false;

  std::string sectionText(const RegionModel &M) const;
  /// OpenACC's 'present(p)' on a pointer with no section: it asks only
  /// that the block holding p[0] be present, whatever its extent.
  bool isPresentPointer() const {
    return Clause == ClauseKind::Present && isBarePointer();
  }
  /// 'delete(p)' on a bare pointer: the present block holding p[0] loses
  /// a reference (nothing where none holds it).
  bool isDeletedPointer() const {
    return Clause == ClauseKind::Delete && isBarePointer();
  }
  bool isBarePointer() const {
    return !Inferred && Source && Source->Sections.empty() &&
           Var->getType().getNonReferenceType()->isPointerType();
  }
};

struct DataPlan {
  std::vector<DataItemPlan> Items;
  /// Scalars the kernels read, passed by value.
  std::vector<const clang::VarDecl *> Scalars;
  /// "Generating ..." messages at the region's line, and restrictions.
  std::vector<Message> Messages;
  /// Why some array has no section the region can copy (its extent is
  /// unknown, or its section may reach outside it): the region then stays
  /// on the host. The first such array's.
  std::optional<NotOffloaded> Incomplete;
  /// Why the region cannot use the present copy of an array that enclosing
  /// data regions hold (it touches elements outside the section, or several
  /// sections and none provably holds what it touches): the region then
  /// runs on the host. Empty when it can.
  std::optional<NotOffloaded> PresentMismatch;
  /// Loops the sections hold only where they run (SectionReach.h): the
  /// region checks that each runs at least one iteration before it starts,
  /// and runs on the host where one does not.
  std::vector<unsigned> AssumedLoops;
  /// The copyout items of enclosing data regions whose whole section the
  /// region writes before it reads any of it, proven without assuming that
  /// a loop runs: where the region is the first thing its data region runs
  /// that touches the array, no element the data region gives back is
  /// device memory nothing wrote (FileCompiler::copyInUnfilled).
  std::vector<const DataItem *> FillsEnclosing;

  void print(llvm::raw_ostream &OS, const RegionModel &M) const;
};

/// Arrays named in the clauses of data regions around the region are
/// present already and get no inferred clause.
/// The items of a directive's own data clauses (copy ... deviceptr, and
/// update's host/device), as the user wrote them.
std::vector<DataItemPlan> explicitItems(const Directive &D);

/// A clause bound (a section's lower or upper expression) as a LinearExpr
/// over the model's atoms, when it is one: sums, differences and products
/// of constants and names. Loop indices count only with Indices (a cache
/// section is written in them; a data clause's bounds are not).
std::optional<LinearExpr> clauseBound(const DirectiveExpr &E,
                                      const RegionModel &M, bool Indices);

/// The user's sections are checked against the accessed ranges: a section
/// that provably misses part of them is a warning. Host: what the region
/// names from outside (Effects.h). Privatized: arrays the analysis gave each
/// iteration of a loop a copy of (they never move).
DataPlan planData(const RegionModel &M, const HostAccess &Host,
                  llvm::ArrayRef<Directive> All,
                  clang::ASTContext &Ctx, DirectiveDiagnostics &Diags,
                  const std::set<const clang::VarDecl *> &Privatized = {});

} // namespace cuacc

#endif
