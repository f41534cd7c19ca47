//===- SectionReach.cpp - joined access ranges and what they assume -------===//

#include "Analysis/SectionReach.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>
#include <iterator>

using namespace cuacc;

ReachProver::ReachProver(const RegionModel &M) : M(M) {
  for (const Loop &L : M.Loops)
    if (L.Countable && !M.mentionsIndex(L.Upper - L.Lower))
      WithFacts.push_back(L.Id);
}

std::vector<LinearExpr>
ReachProver::factsOf(const std::set<unsigned> &Loops) const {
  return loopRunFacts(M, std::vector<unsigned>(Loops.begin(), Loops.end()),
                      /*IndexFree=*/true);
}

bool ReachProver::atLeastZero(const LinearExpr &E, const Reach &R,
                              std::set<unsigned> &Needs, bool MayAssume) const {
  std::set<unsigned> Known(R.Loops.begin(), R.Loops.end());
  Known.insert(R.Assumes.begin(), R.Assumes.end());
  Known.insert(Needs.begin(), Needs.end());
  if (provablyAtLeast(E, 0, factsOf(Known)))
    return true;
  if (!MayAssume)
    return false;
  std::set<unsigned> Extra;
  for (unsigned Id : WithFacts)
    if (!Known.count(Id))
      Extra.insert(Id);
  auto With = [&](const std::set<unsigned> &More) {
    std::set<unsigned> All = Known;
    All.insert(More.begin(), More.end());
    return provablyAtLeast(E, 0, factsOf(All));
  };
  if (Extra.empty() || !With(Extra))
    return false;
  // As few and as weak assumptions as prove it: each run-time check may
  // send the region to the host where its loop legitimately runs no
  // iteration. One loop where one does, the one whose running the others'
  // imply (i < n before k = 2 .. n-1).
  std::vector<unsigned> Alone;
  for (unsigned Id : Extra)
    if (With({Id}))
      Alone.push_back(Id);
  // (Which one the others imply costs a proof a pair: only among a few.)
  if (Alone.size() > 8)
    Alone.resize(1);
  if (!Alone.empty()) {
    auto Implied = [&](unsigned Id) {
      return llvm::count_if(Alone, [&](unsigned Other) {
        return provablyAtLeast(M.Loops[Id].Upper - M.Loops[Id].Lower, 0,
                               factsOf({Other}));
      });
    };
    Needs.insert(*std::max_element(
        Alone.begin(), Alone.end(),
        [&](unsigned X, unsigned Y) { return Implied(X) < Implied(Y); }));
    return true;
  }
  for (unsigned Id : std::set<unsigned>(Extra)) {
    Extra.erase(Id);
    if (!With(Extra))
      Extra.insert(Id);
  }
  Needs.insert(Extra.begin(), Extra.end());
  return true;
}

std::optional<Reach> ReachProver::join(const std::optional<Reach> &A,
                                       const Reach &B, bool MayAssume) const {
  if (!A)
    return B;
  if (A->H.size() != B.H.size())
    return std::nullopt;
  Reach R;
  std::set<unsigned> Needs;
  // The least (or greatest) of two bounds: the one dropped compared under
  // what holds when its own accesses run, soundly before by assumption.
  auto Pick = [&](const LinearExpr &X, const LinearExpr &Y,
                  bool Least) -> std::optional<LinearExpr> {
    LinearExpr YOverX = Least ? Y - X : X - Y;
    for (bool Assume : {false, true}) {
      if (Assume && !MayAssume)
        break;
      if (atLeastZero(YOverX, B, Needs, Assume))
        return X;
      if (atLeastZero(-YOverX, *A, Needs, Assume))
        return Y;
    }
    return std::nullopt;
  };
  for (size_t K = 0; K < B.H.size(); ++K) {
    auto Lo = Pick(A->H[K].Lower, B.H[K].Lower, true);
    auto Hi = Pick(A->H[K].Upper, B.H[K].Upper, false);
    if (!Lo || !Hi)
      return std::nullopt;
    R.H.push_back({*Lo, *Hi});
  }
  std::set_intersection(A->Loops.begin(), A->Loops.end(), B.Loops.begin(),
                        B.Loops.end(), std::back_inserter(R.Loops));
  R.Assumes = A->Assumes;
  R.Assumes.insert(B.Assumes.begin(), B.Assumes.end());
  R.Assumes.insert(Needs.begin(), Needs.end());
  return R;
}

bool ReachProver::contains(const Hull &A, const Reach &B,
                           std::set<unsigned> &Needs, bool MayAssume) const {
  if (A.size() != B.H.size())
    return false;
  std::set<unsigned> Local = Needs;
  for (size_t K = 0; K < A.size(); ++K)
    if (!atLeastZero(B.H[K].Lower - A[K].Lower, B, Local, MayAssume) ||
        !atLeastZero(A[K].Upper - B.H[K].Upper, B, Local, MayAssume))
      return false;
  Needs = std::move(Local);
  return true;
}
