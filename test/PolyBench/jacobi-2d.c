// PolyBench/C 4.2.1 jacobi-2d in PGI Accelerator form: a 5-point Jacobi
// sweep A -> B -> A per time step, one region per step.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %cuacc -O2 -DPB_CLAUSES -I%S/../../bench/polybench %s %{cuaccrt} -lm -o %t.clauses
// RUN: env ACC_DEVICE=host %t.clauses | FileCheck %s
// RUN: %if nvcc %{ %{python} %S/../run-emulated.py %t.clauses.emu %t.clauses | FileCheck %s %}
// CHECK: jacobi-2d: PASS
#include "polybench.h"

#ifndef TSTEPS
#define TSTEPS 20
#endif
#ifndef N
#define N 90
#endif

static void kernel_jacobi_2d(int tsteps, int n, double A[n][n],
                             double B[n][n]) {
  int t, i, j;

#pragma acc data region copy(A[0:n-1][0:n-1], B[0:n-1][0:n-1])
  {
    for (t = 0; t < tsteps; t++) {
#pragma acc region
      {
        for (i = 1; i < n - 1; i++)
          for (j = 1; j < n - 1; j++)
            B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j] +
                             A[1 + i][j] + A[i - 1][j]);
        for (i = 1; i < n - 1; i++)
          for (j = 1; j < n - 1; j++)
            A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][1 + j] +
                             B[1 + i][j] + B[i - 1][j]);
      }
    }
  }
}

static void reference_jacobi_2d(int tsteps, int n, double A[n][n],
                                double B[n][n]) {
  int t, i, j;
  for (t = 0; t < tsteps; t++) {
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] +
                         A[i - 1][j]);
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][1 + j] + B[1 + i][j] +
                         B[i - 1][j]);
  }
}

#ifdef PB_CLAUSES
/* The same kernel with the schedule clauses a CUDA programmer would pick
 * (bench/polybench/jacobi-2d-clauses.c; tools/polybench-time). */
#include "jacobi-2d-clauses.c"
#define kernel_jacobi_2d kernel_jacobi_2d_clauses
#endif

int main(void) {
  int n = N, tsteps = TSTEPS;
  double (*A)[n] = pb_alloc(sizeof(double[n][n]));
  double (*B)[n] = pb_alloc(sizeof(double[n][n]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      /* Not harmonic, so that a sweep changes them. */
      A[i][j] = (double)((i * i * (j + 2) + 2) % n) / n;
      B[i][j] = (double)((i * (j * j + 3) + 3) % n) / n;
    }
  double (*A_r)[n] = pb_dup(A, sizeof(double[n][n]));
  double (*B_r)[n] = pb_dup(B, sizeof(double[n][n]));

  kernel_jacobi_2d(tsteps, n, A, B);
  reference_jacobi_2d(tsteps, n, A_r, B_r);

  pb_compare("A", &A[0][0], &A_r[0][0], (long)n * n);
  pb_compare("B", &B[0][0], &B_r[0][0], (long)n * n);
  return !pb_result("jacobi-2d", 1e-9);
}
