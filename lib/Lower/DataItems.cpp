//===- DataItems.cpp - the sections a region or directive passes ---------===//
//
// Each item becomes cuacc_section's arguments: rank, inclusive bounds per
// dimension and the extents after the first, as C text evaluated at the
// call. A clause's section is the user's; an inferred one is printed from
// the data plan's bounds, which must be visible before the region. A bare
// name is its whole declared array; missing trailing dimensions are whole.
// A deviceptr item has no section: it is passed as it is.
//
//===----------------------------------------------------------------------===//

#include "Directive/Binder.h"
#include "Analysis/CTypes.h"
#include "Lower/Lower.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

using namespace cuacc;
using namespace clang;

namespace {

/// The last index of V's first dimension, when its type declares it.
std::optional<std::string> wholeFirst(const VarDecl *V, ASTContext &Ctx) {
  const auto *CA =
      dyn_cast_or_null<ConstantArrayType>(Ctx.getAsArrayType(V->getType().getNonReferenceType()));
  if (!CA)
    return std::nullopt;
  return std::to_string(CA->getSize().getZExtValue() - 1);
}

/// An explicit clause item's bounds; false when the first dimension's
/// extent is needed and unknown.
bool explicitBounds(const DataItemPlan &It, DataItemDesc &Out,
                    ASTContext &Ctx) {
  for (const Section &Sec : It.Source->Sections) {
    // Bounds in long arithmetic (an unsigned n - 1 at n == 0 is an empty
    // section, not 4 Gi elements).
    Out.Lower.push_back(Sec.Lower ? Sec.Lower->wideStr() : "0");
    if (Sec.Length) {
      // OpenACC's a[start:length]: the last index start + length - 1 in
      // long arithmetic. In the operands' own type an unsigned int length
      // of 0 wraps to UINT_MAX (a[0:n] with unsigned n == 0 would ask for
      // 4 Gi elements).
      // (The length in parentheses: 'n & ~3' binds looser than '+'.)
      Out.Upper.push_back("(long)(" + Out.Lower.back() + ") + (" +
                          Sec.Length->wideStr() + ") - 1");
    } else if (Sec.Upper) {
      Out.Upper.push_back(Sec.Upper->wideStr());
    } else if (Out.Lower.size() > 1) {
      Out.Upper.push_back(Out.Extents[Out.Lower.size() - 2] + "-1");
    } else if (auto Last = wholeFirst(It.Var, Ctx)) {
      Out.Upper.push_back(*Last);
    } else {
      return false;
    }
  }
  if (Out.Lower.empty()) { // a bare name: the whole declared array
    auto Last = wholeFirst(It.Var, Ctx);
    if (!Last)
      return false;
    Out.Lower.push_back("0");
    Out.Upper.push_back(*Last);
  }
  while (Out.Lower.size() < Out.Rank) {
    Out.Lower.push_back("0");
    Out.Upper.push_back(Out.Extents[Out.Lower.size() - 2] + "-1");
  }
  return true;
}

} // namespace

std::variant<std::vector<DataItemDesc>, NotOffloaded> cuacc::lowerDataItems(
    const std::vector<DataItemPlan> &Items,
    const std::function<bool(const LinearExpr &, std::string &)> &CallSiteText,
    ASTContext &Ctx) {
  std::vector<DataItemDesc> Out;
  for (const DataItemPlan &It : Items) {
    DataItemDesc D{It.Var, It.Name, elementType(It.Var, Ctx)};
    D.Extents = innerExtents(It.Var, Ctx);
    D.Rank = unsigned(D.Extents.size() + 1);
    D.Rows = !rowElementType(It.Var->getType()).isNull();
    if (D.Rows)
      D.Rank = 2;
    D.Clause = It.Clause;
    D.Zero = It.Zero;
    D.NoCreate = It.NoCreate;
    D.CoversTouched = It.CoversTouched;
    D.Source = It.Source;
    // 'present(p)' on a bare pointer asks only that what p points to be
    // present: its first element is looked up, and the block holding it is
    // used (regions inside find their own sections in it); 'delete(p)'
    // drops a reference of that block, as the 'enter data copyin(p[0:n])'
    // it undoes made it.
    if (It.Clause == ClauseKind::Deviceptr || It.isPresentPointer() ||
        It.isDeletedPointer()) {
      // Never copied, so no extent is needed: one element at the pointer
      // makes the runtime hand the kernel the pointer as it is.
      D.Rank = 1;
      D.Extents.clear();
      D.Lower = {"0"};
      D.Upper = {"0"};
      Out.push_back(std::move(D));
      continue;
    }
    if (!It.Inferred) {
      if (!explicitBounds(It, D, Ctx))
        return NotOffloaded{NotOffloadedKind::ExtentUnknown, {It.Name}};
      Out.push_back(std::move(D));
      continue;
    }
    for (const SectionBounds &B : It.Section) {
      std::string L, H;
      if (!CallSiteText(B.Lower, L) || !CallSiteText(B.Upper, H))
        return NotOffloaded{NotOffloadedKind::BoundNotVisible, {It.Name}};
      D.Lower.push_back(L);
      D.Upper.push_back(H);
    }
    // Rows through pointers need the section of the rows too (a row
    // subscript the analysis cannot bound gives the rows alone).
    if (D.Rows && D.Lower.size() < 2)
      return NotOffloaded{NotOffloadedKind::ExtentUnknown, {It.Name}};
    if (D.Lower.size() == 1)
      D.Rank = 1; // a linear section of a delinearized pointer
    Out.push_back(std::move(D));
  }
  return Out;
}
