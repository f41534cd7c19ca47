// PolyBench/C 4.2.1 trisolv in PGI Accelerator form: forward substitution
// L x = b for a lower triangular L.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// CHECK: trisolv: PASS
#include "polybench.h"

#ifndef N
#define N 120
#endif

static void kernel_trisolv(int n, double L[n][n], double x[n], double b[n]) {
  int i, j;

#pragma acc data region copyin(L[0:n-1][0:n-1], b[0:n-1]) copyout(x[0:n-1])
  {
#pragma acc region
    for (i = 0; i < n; i++) {
      x[i] = b[i];
      for (j = 0; j < i; j++)
        x[i] -= L[i][j] * x[j];
      x[i] = x[i] / L[i][i];
    }
  }
}

static void reference_trisolv(int n, double L[n][n], double x[n],
                              double b[n]) {
  int i, j;
  for (i = 0; i < n; i++) {
    x[i] = b[i];
    for (j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
}

int main(void) {
  int n = N;
  double (*L)[n] = pb_alloc(sizeof(double[n][n]));
  double *x = pb_alloc(sizeof(double[n])), *x_r = pb_alloc(sizeof(double[n]));
  double *b = pb_alloc(sizeof(double[n]));
  for (int i = 0; i < n; i++) {
    x[i] = x_r[i] = -999;
    b[i] = i;
    for (int j = 0; j < n; j++)
      L[i][j] = j <= i ? (double)(i + n - j + 1) * 2 / n : 0.0;
  }

  kernel_trisolv(n, L, x, b);
  reference_trisolv(n, L, x_r, b);

  pb_compare("x", x, x_r, n);
  return !pb_result("trisolv", 1e-9);
}
