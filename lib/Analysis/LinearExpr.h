//===- LinearExpr.h - polynomials over loop indices and symbols --*- C++ -*-===//
//
// Subscripts, loop bounds and access ranges as integer polynomials whose
// variables ("atoms") are loop indices and loop-invariant symbols (n, m, ...).
// An affine subscript is a polynomial where every monomial holds at most one
// loop index; i*m is kept as the monomial {i, m} so that linearized subscripts
// can be delinearized later. Atoms are small integers handed out by an
// AtomTable, so printing and ordering are deterministic.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_ANALYSIS_LINEAREXPR_H
#define CUACC_ANALYSIS_LINEAREXPR_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cuacc {

using Atom = unsigned;
using Monomial = std::vector<Atom>; ///< sorted; empty for the constant term

class LinearExpr {
public:
  LinearExpr() = default;
  explicit LinearExpr(int64_t C) { if (C) Terms[{}] = C; }
  static LinearExpr atom(Atom A) {
    LinearExpr E;
    E.Terms[{A}] = 1;
    return E;
  }

  const std::map<Monomial, int64_t> &terms() const { return Terms; }
  bool isConstant() const {
    return Terms.empty() || (Terms.size() == 1 && Terms.begin()->first.empty());
  }
  int64_t constant() const {
    auto It = Terms.find({});
    return It == Terms.end() ? 0 : It->second;
  }
  /// Coefficient of the monomial {A} alone.
  int64_t coefficient(Atom A) const {
    auto It = Terms.find({A});
    return It == Terms.end() ? 0 : It->second;
  }
  /// Whether any monomial mentions A.
  bool mentions(Atom A) const;
  bool mentionsAny(const std::function<bool(Atom)> &P) const;

  LinearExpr operator+(const LinearExpr &O) const;
  LinearExpr operator-(const LinearExpr &O) const;
  LinearExpr operator*(const LinearExpr &O) const;
  LinearExpr operator*(int64_t C) const;
  LinearExpr operator-() const { return *this * -1; }
  bool operator==(const LinearExpr &O) const {
    return Terms == O.Terms && Overflowed == O.Overflowed;
  }
  bool operator!=(const LinearExpr &O) const { return !(*this == O); }

  /// Some coefficient of this expression, or of one it was computed from,
  /// did not fit in 64 bits: its terms are not its value, and nothing may
  /// be proved from it. (Arithmetic is checked, so this is never undefined
  /// behaviour; found by the directive fuzzer with a bound of INT64_MAX.)
  bool overflowed() const { return Overflowed; }

  /// Replaces atom A by E in every monomial.
  LinearExpr substitute(Atom A, const LinearExpr &E) const;
  /// The expression without its constant term.
  LinearExpr withoutConstant() const;

  /// How atoms are named and ordered when printed.
  struct Printer {
    std::function<std::string(Atom)> Name;
    /// Terms print in increasing rank of their first atom; by atom number
    /// when absent.
    std::function<unsigned(Atom)> Rank;
  };
  /// Prints as C: "i*m+j-1", "n-1", "0", leading with a positive term when
  /// there is one ("n-i-1", not "-i+n-1").
  void print(llvm::raw_ostream &OS, const Printer &P) const;
  std::string str(const Printer &P) const;

private:
  std::map<Monomial, int64_t> Terms; ///< no zero coefficients
  bool Overflowed = false;
  void add(const Monomial &M, int64_t C);
  void scaleInto(LinearExpr &R, const Monomial &M, int64_t C, int64_t K) const;
};

} // namespace cuacc

#endif
