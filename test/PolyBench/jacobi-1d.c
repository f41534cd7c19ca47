// PolyBench/C 4.2.1 jacobi-1d in PGI Accelerator form: a 3-point Jacobi
// sweep A -> B -> A per time step; the region holds the whole time loop.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// CHECK: jacobi-1d: PASS
#include "polybench.h"

#ifndef TSTEPS
#define TSTEPS 40
#endif
#ifndef N
#define N 1000
#endif

static void kernel_jacobi_1d(int tsteps, int n, double A[n], double B[n]) {
  int t, i;

#pragma acc data region copy(A[0:n-1], B[0:n-1])
  {
#pragma acc region
    for (t = 0; t < tsteps; t++) {
      for (i = 1; i < n - 1; i++)
        B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
      for (i = 1; i < n - 1; i++)
        A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
    }
  }
}

static void reference_jacobi_1d(int tsteps, int n, double A[n], double B[n]) {
  int t, i;
  for (t = 0; t < tsteps; t++) {
    for (i = 1; i < n - 1; i++)
      B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
    for (i = 1; i < n - 1; i++)
      A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
  }
}

int main(void) {
  int n = N, tsteps = TSTEPS;
  double *A = pb_alloc(sizeof(double[n])), *B = pb_alloc(sizeof(double[n]));
  for (int i = 0; i < n; i++) {
    /* Not linear, so that a sweep changes them. */
    A[i] = (double)((i * i + 2) % n) / n;
    B[i] = (double)((i * i * i + 3) % n) / n;
  }
  double *A_r = pb_dup(A, sizeof(double[n])), *B_r = pb_dup(B, sizeof(double[n]));

  kernel_jacobi_1d(tsteps, n, A, B);
  reference_jacobi_1d(tsteps, n, A_r, B_r);

  pb_compare("A", A, A_r, n);
  pb_compare("B", B, B_r, n);
  return !pb_result("jacobi-1d", 1e-9);
}
