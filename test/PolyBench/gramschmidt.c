// PolyBench/C 4.2.1 gramschmidt in PGI Accelerator form: QR decomposition
// by modified Gram-Schmidt. The loop over columns k stays on the host; each
// step is a region.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %cuacc -O2 -DPB_CLAUSES -I%S/../../bench/polybench %s %{cuaccrt} -lm -o %t.clauses
// RUN: env ACC_DEVICE=host %t.clauses | FileCheck %s
// RUN: %if nvcc %{ %{python} %S/../run-emulated.py %t.clauses.emu %t.clauses | FileCheck %s %}
// CHECK: gramschmidt: PASS
#include "polybench.h"

#ifndef M
#define M 60
#endif
#ifndef N
#define N 50
#endif

static void kernel_gramschmidt(int m, int n, double A[m][n], double R[n][n],
                               double Q[m][n]) {
  int i, j, k;
  double nrm;

#pragma acc data region copy(A[0:m-1][0:n-1], R[0:n-1][0:n-1]) copyout(Q[0:m-1][0:n-1])
  {
    for (k = 0; k < n; k++) {
#pragma acc region
      {
        nrm = 0.0;
        for (i = 0; i < m; i++)
          nrm += A[i][k] * A[i][k];
        R[k][k] = sqrt(nrm);
        for (i = 0; i < m; i++)
          Q[i][k] = A[i][k] / R[k][k];
        for (j = k + 1; j < n; j++) {
          R[k][j] = 0.0;
          for (i = 0; i < m; i++)
            R[k][j] += Q[i][k] * A[i][j];
          for (i = 0; i < m; i++)
            A[i][j] = A[i][j] - Q[i][k] * R[k][j];
        }
      }
    }
  }
}

static void reference_gramschmidt(int m, int n, double A[m][n],
                                  double R[n][n], double Q[m][n]) {
  int i, j, k;
  double nrm;
  for (k = 0; k < n; k++) {
    nrm = 0.0;
    for (i = 0; i < m; i++)
      nrm += A[i][k] * A[i][k];
    R[k][k] = sqrt(nrm);
    for (i = 0; i < m; i++)
      Q[i][k] = A[i][k] / R[k][k];
    for (j = k + 1; j < n; j++) {
      R[k][j] = 0.0;
      for (i = 0; i < m; i++)
        R[k][j] += Q[i][k] * A[i][j];
      for (i = 0; i < m; i++)
        A[i][j] = A[i][j] - Q[i][k] * R[k][j];
    }
  }
}

#ifdef PB_CLAUSES
/* The same kernel with the schedule clauses a CUDA programmer would pick
 * (bench/polybench/gramschmidt-clauses.c; tools/polybench-time). */
#include "gramschmidt-clauses.c"
#define kernel_gramschmidt kernel_gramschmidt_clauses
#endif

int main(void) {
  int m = M, n = N;
  double (*A)[n] = pb_alloc(sizeof(double[m][n]));
  double (*R)[n] = pb_alloc(sizeof(double[n][n]));
  double (*Q)[n] = pb_alloc(sizeof(double[m][n]));
  // PolyBench's matrix plus 100 on the diagonal: its own is rank-deficient
  // (R[k][k] down to 7e-14), so that dividing by R[k][k] turned the
  // rounding of a sum taken in another order (the device's reduction) into
  // errors of order 1.
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = (((double)((i * j) % m) / m) * 100) + 10 + (i == j ? 100 : 0);
      Q[i][j] = 0.0;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      R[i][j] = 0.0;
  double (*A_r)[n] = pb_dup(A, sizeof(double[m][n]));
  double (*R_r)[n] = pb_dup(R, sizeof(double[n][n]));
  double (*Q_r)[n] = pb_dup(Q, sizeof(double[m][n]));

  kernel_gramschmidt(m, n, A, R, Q);
  reference_gramschmidt(m, n, A_r, R_r, Q_r);

  pb_compare("R", &R[0][0], &R_r[0][0], (long)n * n);
  pb_compare("Q", &Q[0][0], &Q_r[0][0], (long)m * n);
  pb_compare("A", &A[0][0], &A_r[0][0], (long)m * n);
  return !pb_result("gramschmidt", 1e-7);
}
