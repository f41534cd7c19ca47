// PolyBench/C 4.2.1 lu in PGI Accelerator form: LU decomposition without
// pivoting, in place. The loop over rows i stays on the host; each row's
// update is a region.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %cuacc -O2 -DPB_CLAUSES -I%S/../../bench/polybench %s %{cuaccrt} -lm -o %t.clauses
// RUN: env ACC_DEVICE=host %t.clauses | FileCheck %s
// RUN: %if nvcc %{ %{python} %S/../run-emulated.py %t.clauses.emu %t.clauses | FileCheck %s %}
// CHECK: lu: PASS
#include "polybench.h"

#ifndef N
#define N 80
#endif

static void kernel_lu(int n, double A[n][n]) {
  int i, j, k;

#pragma acc data region copy(A[0:n-1][0:n-1])
  {
    for (i = 0; i < n; i++) {
#pragma acc region
      {
        for (j = 0; j < i; j++) {
          for (k = 0; k < j; k++)
            A[i][j] -= A[i][k] * A[k][j];
          A[i][j] /= A[j][j];
        }
        for (j = i; j < n; j++)
          for (k = 0; k < i; k++)
            A[i][j] -= A[i][k] * A[k][j];
      }
    }
  }
}

static void reference_lu(int n, double A[n][n]) {
  int i, j, k;
  for (i = 0; i < n; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
    for (j = i; j < n; j++)
      for (k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
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

#ifdef PB_CLAUSES
/* The same kernel with the schedule clauses a CUDA programmer would pick
 * (bench/polybench/lu-clauses.c; tools/polybench-time). */
#include "lu-clauses.c"
#define kernel_lu kernel_lu_clauses
#endif

int main(void) {
  int n = N;
  double (*A)[n] = pb_alloc(sizeof(double[n][n]));
  init_spd(n, A);
  double (*A_r)[n] = pb_dup(A, sizeof(double[n][n]));

  kernel_lu(n, A);
  reference_lu(n, A_r);

  pb_compare("A", &A[0][0], &A_r[0][0], (long)n * n);
  return !pb_result("lu", 1e-9);
}
