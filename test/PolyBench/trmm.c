// PolyBench/C 4.2.1 trmm in PGI Accelerator form: B := alpha*A^T*B with A
// unit lower triangular.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %cuacc -O2 -DPB_CLAUSES -I%S/../../bench/polybench %s %{cuaccrt} -lm -o %t.clauses
// RUN: env ACC_DEVICE=host %t.clauses | FileCheck %s
// RUN: %if nvcc %{ %{python} %S/../run-emulated.py %t.clauses.emu %t.clauses | FileCheck %s %}
// CHECK: trmm: PASS
#include "polybench.h"

#ifndef M
#define M 60
#endif
#ifndef N
#define N 80
#endif

static void kernel_trmm(int m, int n, double alpha, double A[m][m],
                        double B[m][n]) {
  int i, j, k;

#pragma acc data region copyin(A[0:m-1][0:m-1]) copy(B[0:m-1][0:n-1])
  {
#pragma acc region
    for (i = 0; i < m; i++)
      for (j = 0; j < n; j++) {
        for (k = i + 1; k < m; k++)
          B[i][j] += A[k][i] * B[k][j];
        B[i][j] = alpha * B[i][j];
      }
  }
}

static void reference_trmm(int m, int n, double alpha, double A[m][m],
                           double B[m][n]) {
  int i, j, k;
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      for (k = i + 1; k < m; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
}

#ifdef PB_CLAUSES
/* The same kernel with the schedule clauses a CUDA programmer would pick
 * (bench/polybench/trmm-clauses.c; tools/polybench-time). */
#include "trmm-clauses.c"
#define kernel_trmm kernel_trmm_clauses
#endif

int main(void) {
  int m = M, n = N;
  double alpha = 1.5;
  double (*A)[m] = pb_alloc(sizeof(double[m][m]));
  double (*B)[n] = pb_alloc(sizeof(double[m][n]));
  for (int i = 0; i < m; i++) {
    for (int j = 0; j < m; j++)
      A[i][j] = j < i ? (double)((i + j) % m) / m : (j == i ? 1.0 : 0.0);
    for (int j = 0; j < n; j++)
      B[i][j] = (double)((n + (i - j)) % n) / n;
  }
  double (*B_r)[n] = pb_dup(B, sizeof(double[m][n]));

  kernel_trmm(m, n, alpha, A, B);
  reference_trmm(m, n, alpha, A, B_r);

  pb_compare("B", &B[0][0], &B_r[0][0], (long)m * n);
  return !pb_result("trmm", 1e-9);
}
