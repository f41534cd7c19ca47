//===- LinearExpr.cpp - polynomials over loop indices and symbols ---------===//

#include "Analysis/LinearExpr.h"
#include <algorithm>

using namespace cuacc;

void LinearExpr::add(const Monomial &M, int64_t C) {
  if (!C)
    return;
  int64_t &Slot = Terms[M];
  Overflowed |= __builtin_add_overflow(Slot, C, &Slot);
  if (!Slot)
    Terms.erase(M);
}

bool LinearExpr::mentions(Atom A) const {
  return mentionsAny([A](Atom B) { return A == B; });
}

bool LinearExpr::mentionsAny(const std::function<bool(Atom)> &P) const {
  for (const auto &[M, C] : Terms)
    for (Atom B : M)
      if (P(B))
        return true;
  return false;
}

void LinearExpr::scaleInto(LinearExpr &R, const Monomial &M, int64_t C,
                           int64_t K) const {
  int64_t P;
  R.Overflowed |= __builtin_mul_overflow(C, K, &P);
  R.add(M, P);
}

LinearExpr LinearExpr::operator+(const LinearExpr &O) const {
  LinearExpr R = *this;
  R.Overflowed |= O.Overflowed;
  for (const auto &[M, C] : O.Terms)
    R.add(M, C);
  return R;
}

LinearExpr LinearExpr::operator-(const LinearExpr &O) const {
  return *this + O * -1;
}

LinearExpr LinearExpr::operator*(int64_t K) const {
  LinearExpr R;
  R.Overflowed = Overflowed;
  for (const auto &[M, C] : Terms)
    scaleInto(R, M, C, K);
  return R;
}

LinearExpr LinearExpr::operator*(const LinearExpr &O) const {
  LinearExpr R;
  R.Overflowed = Overflowed || O.Overflowed;
  for (const auto &[M1, C1] : Terms)
    for (const auto &[M2, C2] : O.Terms) {
      Monomial M = M1;
      M.insert(M.end(), M2.begin(), M2.end());
      std::sort(M.begin(), M.end());
      scaleInto(R, M, C1, C2);
    }
  return R;
}

LinearExpr LinearExpr::substitute(Atom A, const LinearExpr &E) const {
  LinearExpr R;
  R.Overflowed = Overflowed;
  for (const auto &[M, C] : Terms) {
    LinearExpr Term(C);
    Monomial Rest;
    for (Atom B : M) {
      if (B == A)
        Term = Term * E;
      else
        Rest.push_back(B);
    }
    LinearExpr RestE;
    RestE.Terms[Rest] = 1;
    R = R + Term * RestE;
  }
  return R;
}

LinearExpr LinearExpr::withoutConstant() const {
  LinearExpr R = *this;
  R.Terms.erase(Monomial{});
  return R;
}

void LinearExpr::print(llvm::raw_ostream &OS, const Printer &P) const {
  if (Terms.empty()) {
    OS << '0';
    return;
  }
  auto Rank = [&](const Monomial &M) -> unsigned {
    return P.Rank ? P.Rank(M.front()) : M.front();
  };
  // Atoms by rank, the constant last, as people write it.
  std::vector<std::pair<Monomial, int64_t>> Ordered(Terms.begin(), Terms.end());
  std::stable_sort(Ordered.begin(), Ordered.end(), [&](auto &A, auto &B) {
    if (A.first.empty() != B.first.empty())
      return B.first.empty();
    if (A.first.empty())
      return false;
    return Rank(A.first) < Rank(B.first);
  });
  auto FirstPositive = std::find_if(Ordered.begin(), Ordered.end(),
                                    [](auto &T) { return T.second > 0; });
  if (FirstPositive != Ordered.end() && !FirstPositive->first.empty())
    std::rotate(Ordered.begin(), FirstPositive, FirstPositive + 1);
  bool First = true;
  for (const auto &[M, C] : Ordered) {
    int64_t Mag = C < 0 ? -C : C;
    if (C < 0)
      OS << '-';
    else if (!First)
      OS << '+';
    First = false;
    if (M.empty()) {
      OS << Mag;
      continue;
    }
    if (Mag != 1)
      OS << Mag << '*';
    for (size_t I = 0; I < M.size(); ++I)
      OS << (I ? "*" : "") << P.Name(M[I]);
  }
}

std::string LinearExpr::str(const Printer &P) const {
  std::string S;
  llvm::raw_string_ostream OS(S);
  print(OS, P);
  return S;
}
