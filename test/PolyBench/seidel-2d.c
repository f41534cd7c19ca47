// PolyBench/C 4.2.1 seidel-2d in PGI Accelerator form: a 9-point
// Gauss-Seidel sweep in place, one region per time step.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// Every region here carries a dependence in each loop, so it runs on the
// host (-Minfo says so): nothing to check ran emulated.
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | FileCheck %s %}
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// MINFO: No parallel kernels found, accelerator region ignored
// CHECK: seidel-2d: PASS
#include "polybench.h"

#ifndef TSTEPS
#define TSTEPS 20
#endif
#ifndef N
#define N 60
#endif

static void kernel_seidel_2d(int tsteps, int n, double A[n][n]) {
  int t, i, j;

#pragma acc data region copy(A[0:n-1][0:n-1])
  {
    for (t = 0; t <= tsteps - 1; t++) {
#pragma acc region
      for (i = 1; i <= n - 2; i++)
        for (j = 1; j <= n - 2; j++)
          A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] +
                     A[i][j - 1] + A[i][j] + A[i][j + 1] +
                     A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
    }
  }
}

static void reference_seidel_2d(int tsteps, int n, double A[n][n]) {
  int t, i, j;
  for (t = 0; t <= tsteps - 1; t++)
    for (i = 1; i <= n - 2; i++)
      for (j = 1; j <= n - 2; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] +
                   A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] +
                   A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
}

int main(void) {
  int n = N, tsteps = TSTEPS;
  double (*A)[n] = pb_alloc(sizeof(double[n][n]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (double)((i * i * (j + 2) + 2) % n) / n; /* not harmonic */
  double (*A_r)[n] = pb_dup(A, sizeof(double[n][n]));

  kernel_seidel_2d(tsteps, n, A);
  reference_seidel_2d(tsteps, n, A_r);

  pb_compare("A", &A[0][0], &A_r[0][0], (long)n * n);
  return !pb_result("seidel-2d", 1e-9);
}
