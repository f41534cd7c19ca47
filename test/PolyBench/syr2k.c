// PolyBench/C 4.2.1 syr2k in PGI Accelerator form: the lower triangle of
// C := alpha*A*B^T + alpha*B*A^T + beta*C.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %cuacc -O2 -DPB_CLAUSES -I%S/../../bench/polybench %s %{cuaccrt} -lm -o %t.clauses
// RUN: env ACC_DEVICE=host %t.clauses | FileCheck %s
// RUN: %if nvcc %{ %{python} %S/../run-emulated.py %t.clauses.emu %t.clauses | FileCheck %s %}
// CHECK: syr2k: PASS
#include "polybench.h"

#ifndef M
#define M 60
#endif
#ifndef N
#define N 80
#endif

static void kernel_syr2k(int n, int m, double alpha, double beta,
                         double C[n][n], double A[n][m], double B[n][m]) {
  int i, j, k;

#pragma acc data region copy(C[0:n-1][0:n-1]) copyin(A[0:n-1][0:m-1], B[0:n-1][0:m-1])
  {
#pragma acc region
    for (i = 0; i < n; i++) {
      for (j = 0; j <= i; j++)
        C[i][j] *= beta;
      for (k = 0; k < m; k++)
        for (j = 0; j <= i; j++)
          C[i][j] += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];
    }
  }
}

static void reference_syr2k(int n, int m, double alpha, double beta,
                            double C[n][n], double A[n][m], double B[n][m]) {
  int i, j, k;
  for (i = 0; i < n; i++) {
    for (j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (k = 0; k < m; k++)
      for (j = 0; j <= i; j++)
        C[i][j] += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];
  }
}

#ifdef PB_CLAUSES
/* The same kernel with the schedule clauses a CUDA programmer would pick
 * (bench/polybench/syr2k-clauses.c; tools/polybench-time). */
#include "syr2k-clauses.c"
#define kernel_syr2k kernel_syr2k_clauses
#endif

int main(void) {
  int n = N, m = M;
  double alpha = 1.5, beta = 1.2;
  double (*C)[n] = pb_alloc(sizeof(double[n][n]));
  double (*A)[m] = pb_alloc(sizeof(double[n][m]));
  double (*B)[m] = pb_alloc(sizeof(double[n][m]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      A[i][j] = (double)((i * j + 1) % n) / n;
      B[i][j] = (double)((i * j + 2) % m) / m;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] = (double)((i * j + 3) % n) / m;
  double (*C_r)[n] = pb_dup(C, sizeof(double[n][n]));

  kernel_syr2k(n, m, alpha, beta, C, A, B);
  reference_syr2k(n, m, alpha, beta, C_r, A, B);

  pb_compare("C", &C[0][0], &C_r[0][0], (long)n * n);
  return !pb_result("syr2k", 1e-9);
}
