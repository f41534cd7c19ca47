// PolyBench/C 4.2.1 gesummv in PGI Accelerator form: y := alpha*A*x +
// beta*B*x.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %cuacc -O2 -DPB_CLAUSES -I%S/../../bench/polybench %s %{cuaccrt} -lm -o %t.clauses
// RUN: env ACC_DEVICE=host %t.clauses | FileCheck %s
// RUN: %if nvcc %{ %{python} %S/../run-emulated.py %t.clauses.emu %t.clauses | FileCheck %s %}
// CHECK: gesummv: PASS
#include "polybench.h"

#ifndef N
#define N 90
#endif

static void kernel_gesummv(int n, double alpha, double beta, double A[n][n],
                           double B[n][n], double tmp[n], double x[n],
                           double y[n]) {
  int i, j;

#pragma acc data region copyin(A[0:n-1][0:n-1], B[0:n-1][0:n-1], x[0:n-1]) copyout(tmp[0:n-1], y[0:n-1])
  {
#pragma acc region
    for (i = 0; i < n; i++) {
      tmp[i] = 0.0;
      y[i] = 0.0;
      for (j = 0; j < n; j++) {
        tmp[i] = A[i][j] * x[j] + tmp[i];
        y[i] = B[i][j] * x[j] + y[i];
      }
      y[i] = alpha * tmp[i] + beta * y[i];
    }
  }
}

static void reference_gesummv(int n, double alpha, double beta,
                              double A[n][n], double B[n][n], double tmp[n],
                              double x[n], double y[n]) {
  int i, j;
  for (i = 0; i < n; i++) {
    tmp[i] = 0.0;
    y[i] = 0.0;
    for (j = 0; j < n; j++) {
      tmp[i] = A[i][j] * x[j] + tmp[i];
      y[i] = B[i][j] * x[j] + y[i];
    }
    y[i] = alpha * tmp[i] + beta * y[i];
  }
}

#ifdef PB_CLAUSES
/* The same kernel with the schedule clauses a CUDA programmer would pick
 * (bench/polybench/gesummv-clauses.c; tools/polybench-time). */
#include "gesummv-clauses.c"
#define kernel_gesummv kernel_gesummv_clauses
#endif

int main(void) {
  int n = N;
  double alpha = 1.5, beta = 1.2;
  double (*A)[n] = pb_alloc(sizeof(double[n][n]));
  double (*B)[n] = pb_alloc(sizeof(double[n][n]));
  double *tmp = pb_alloc(sizeof(double[n])), *x = pb_alloc(sizeof(double[n]));
  double *y = pb_alloc(sizeof(double[n]));
  double *tmp_r = pb_alloc(sizeof(double[n])), *y_r = pb_alloc(sizeof(double[n]));
  for (int i = 0; i < n; i++) {
    x[i] = (double)(i % n) / n;
    for (int j = 0; j < n; j++) {
      A[i][j] = (double)((i * j + 1) % n) / n;
      B[i][j] = (double)((i * j + 2) % n) / n;
    }
  }

  kernel_gesummv(n, alpha, beta, A, B, tmp, x, y);
  reference_gesummv(n, alpha, beta, A, B, tmp_r, x, y_r);

  pb_compare("y", y, y_r, n);
  pb_compare("tmp", tmp, tmp_r, n);
  return !pb_result("gesummv", 1e-9);
}
