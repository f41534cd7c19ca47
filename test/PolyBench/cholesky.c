// PolyBench/C 4.2.1 cholesky in PGI Accelerator form: the Cholesky factor of
// a symmetric positive definite matrix, in place (lower triangle).
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// CHECK: cholesky: PASS
#include "polybench.h"

#ifndef N
#define N 80
#endif

static void kernel_cholesky(int n, double A[n][n]) {
  int i, j, k;

#pragma acc data region copy(A[0:n-1][0:n-1])
  {
#pragma acc region
    for (i = 0; i < n; i++) {
      /* j < i */
      for (j = 0; j < i; j++) {
        for (k = 0; k < j; k++)
          A[i][j] -= A[i][k] * A[j][k];
        A[i][j] /= A[j][j];
      }
      /* i == j */
      for (k = 0; k < i; k++)
        A[i][i] -= A[i][k] * A[i][k];
      A[i][i] = sqrt(A[i][i]);
    }
  }
}

static void reference_cholesky(int n, double A[n][n]) {
  int i, j, k;
  for (i = 0; i < n; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
    for (k = 0; k < i; k++)
      A[i][i] -= A[i][k] * A[i][k];
    A[i][i] = sqrt(A[i][i]);
  }
}

/* A symmetric positive definite matrix: L*L^T of a unit lower triangle. */
static void init_spd(int n, double A[n][n]) {
  double (*L)[n] = pb_alloc(sizeof(double[n][n]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      L[i][j] = j < i ? (double)(-j % n) / n + 1 : (j == i ? 1.0 : 0.0);
  for (int r = 0; r < n; r++)
    for (int s = 0; s < n; s++) {
      A[r][s] = 0;
      for (int t = 0; t < n; t++)
        A[r][s] += L[r][t] * L[s][t];
    }
  free(L);
}

int main(void) {
  int n = N;
  double (*A)[n] = pb_alloc(sizeof(double[n][n]));
  init_spd(n, A);
  double (*A_r)[n] = pb_dup(A, sizeof(double[n][n]));

  kernel_cholesky(n, A);
  reference_cholesky(n, A_r);

  pb_compare("A", &A[0][0], &A_r[0][0], (long)n * n);
  return !pb_result("cholesky", 1e-9);
}
