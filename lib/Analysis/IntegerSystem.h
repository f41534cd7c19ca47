//===- IntegerSystem.h - feasibility of small integer systems ----*- C++ -*-===//
//
// A conjunction of affine equalities and inequalities over integer unknowns,
// and a one-sided test of whether it has an integer solution: Fourier-Motzkin
// elimination with integer tightening, as in the first phase of Pugh's Omega
// test. See IntegerSystem.cpp for the method and its limits.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_ANALYSIS_INTEGERSYSTEM_H
#define CUACC_ANALYSIS_INTEGERSYSTEM_H

#include <cstdint>
#include <vector>

namespace cuacc {

class IntegerSystem {
public:
  /// One constraint: sum Coeffs[k] * x_k + Constant, compared with 0.
  struct Row {
    std::vector<int64_t> Coeffs;
    int64_t Constant = 0;
  };

  explicit IntegerSystem(unsigned NumVars) : NumVars(NumVars) {}

  unsigned numVars() const { return NumVars; }
  /// Adds an unknown (no constraint on it yet) and returns its number.
  unsigned addVar() { return NumVars++; }

  /// Row >= 0. Rows shorter than numVars() are padded with zeros.
  void addInequality(Row R) { Inequalities.push_back(std::move(R)); }
  /// Row == 0.
  void addEquality(Row R) { Equalities.push_back(std::move(R)); }

  /// True only when the system has no integer solution. False means a
  /// solution may exist (or the test gave up: too many constraints, or a
  /// coefficient that would overflow 64 bits).
  bool provablyInfeasible(unsigned MaxRows = 400) const;

private:
  unsigned NumVars;
  std::vector<Row> Equalities, Inequalities;
};

} // namespace cuacc

#endif
