// PolyBench/C 4.2.1 heat-3d in PGI Accelerator form: the 3-D heat equation,
// two Jacobi half-steps A -> B -> A per time step, one region per step.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %cuacc -O2 -DPB_CLAUSES -I%S/../../bench/polybench %s %{cuaccrt} -lm -o %t.clauses
// RUN: env ACC_DEVICE=host %t.clauses | FileCheck %s
// RUN: %if nvcc %{ %{python} %S/../run-emulated.py %t.clauses.emu %t.clauses | FileCheck %s %}
// CHECK: heat-3d: PASS
#include "polybench.h"

#ifndef TSTEPS
#define TSTEPS 20
#endif
#ifndef N
#define N 24
#endif

static void kernel_heat_3d(int tsteps, int n, double A[n][n][n],
                           double B[n][n][n]) {
  int t, i, j, k;

#pragma acc data region copy(A[0:n-1][0:n-1][0:n-1], B[0:n-1][0:n-1][0:n-1])
  {
    for (t = 1; t <= tsteps; t++) {
#pragma acc region
      {
        for (i = 1; i < n - 1; i++)
          for (j = 1; j < n - 1; j++)
            for (k = 1; k < n - 1; k++)
              B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k])
                         + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k])
                         + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1])
                         + A[i][j][k];
        for (i = 1; i < n - 1; i++)
          for (j = 1; j < n - 1; j++)
            for (k = 1; k < n - 1; k++)
              A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k])
                         + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k])
                         + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1])
                         + B[i][j][k];
      }
    }
  }
}

static void reference_heat_3d(int tsteps, int n, double A[n][n][n],
                              double B[n][n][n]) {
  int t, i, j, k;
  for (t = 1; t <= tsteps; t++) {
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        for (k = 1; k < n - 1; k++)
          B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k])
                     + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k])
                     + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1])
                     + A[i][j][k];
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        for (k = 1; k < n - 1; k++)
          A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k])
                     + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k])
                     + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1])
                     + B[i][j][k];
  }
}

#ifdef PB_CLAUSES
/* The same kernel with the schedule clauses a CUDA programmer would pick
 * (bench/polybench/heat-3d-clauses.c; tools/polybench-time). */
#include "heat-3d-clauses.c"
#define kernel_heat_3d kernel_heat_3d_clauses
#endif

int main(void) {
  int n = N, tsteps = TSTEPS;
  double (*A)[n][n] = pb_alloc(sizeof(double[n][n][n]));
  double (*B)[n][n] = pb_alloc(sizeof(double[n][n][n]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        /* Not linear, so that a step changes them. */
        A[i][j][k] = B[i][j][k] = (double)((i * i + j * (j + 1) + 3 * (n - k) * (n - k)) % n) * 10 / n;
  double (*A_r)[n][n] = pb_dup(A, sizeof(double[n][n][n]));
  double (*B_r)[n][n] = pb_dup(B, sizeof(double[n][n][n]));

  kernel_heat_3d(tsteps, n, A, B);
  reference_heat_3d(tsteps, n, A_r, B_r);

  pb_compare("A", &A[0][0][0], &A_r[0][0][0], (long)n * n * n);
  pb_compare("B", &B[0][0][0], &B_r[0][0][0], (long)n * n * n);
  return !pb_result("heat-3d", 1e-9);
}
