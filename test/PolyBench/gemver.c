// PolyBench/C 4.2.1 gemver in PGI Accelerator form: a rank-2 update of A,
// then x := beta*A^T*y + z and w := alpha*A*x.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %cuacc -O2 -DPB_CLAUSES -I%S/../../bench/polybench %s %{cuaccrt} -lm -o %t.clauses
// RUN: env ACC_DEVICE=host %t.clauses | FileCheck %s
// RUN: %if nvcc %{ %{python} %S/../run-emulated.py %t.clauses.emu %t.clauses | FileCheck %s %}
// CHECK: gemver: PASS
#include "polybench.h"

#ifndef N
#define N 120
#endif

static void kernel_gemver(int n, double alpha, double beta, double A[n][n],
                          double u1[n], double v1[n], double u2[n],
                          double v2[n], double w[n], double x[n], double y[n],
                          double z[n]) {
  int i, j;

#pragma acc data region copy(A[0:n-1][0:n-1], x[0:n-1], w[0:n-1]) copyin(u1[0:n-1], v1[0:n-1], u2[0:n-1], v2[0:n-1], y[0:n-1], z[0:n-1])
  {
#pragma acc region
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];

#pragma acc region
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        x[i] = x[i] + beta * A[j][i] * y[j];

#pragma acc region
    for (i = 0; i < n; i++)
      x[i] = x[i] + z[i];

#pragma acc region
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        w[i] = w[i] + alpha * A[i][j] * x[j];
  }
}

static void reference_gemver(int n, double alpha, double beta, double A[n][n],
                             double u1[n], double v1[n], double u2[n],
                             double v2[n], double w[n], double x[n],
                             double y[n], double z[n]) {
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x[i] = x[i] + beta * A[j][i] * y[j];
  for (i = 0; i < n; i++)
    x[i] = x[i] + z[i];
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      w[i] = w[i] + alpha * A[i][j] * x[j];
}

#ifdef PB_CLAUSES
/* The same kernel with the schedule clauses a CUDA programmer would pick
 * (bench/polybench/gemver-clauses.c; tools/polybench-time). */
#include "gemver-clauses.c"
#define kernel_gemver kernel_gemver_clauses
#endif

int main(void) {
  int n = N;
  double alpha = 1.5, beta = 1.2, fn = (double)n;
  double (*A)[n] = pb_alloc(sizeof(double[n][n]));
  double *u1 = pb_alloc(sizeof(double[n])), *v1 = pb_alloc(sizeof(double[n]));
  double *u2 = pb_alloc(sizeof(double[n])), *v2 = pb_alloc(sizeof(double[n]));
  double *w = pb_alloc(sizeof(double[n])), *x = pb_alloc(sizeof(double[n]));
  double *y = pb_alloc(sizeof(double[n])), *z = pb_alloc(sizeof(double[n]));
  for (int i = 0; i < n; i++) {
    u1[i] = i;
    u2[i] = ((i + 1) / fn) / 2.0;
    v1[i] = ((i + 1) / fn) / 4.0;
    v2[i] = ((i + 1) / fn) / 6.0;
    y[i] = ((i + 1) / fn) / 8.0;
    z[i] = ((i + 1) / fn) / 9.0;
    x[i] = 0.0;
    w[i] = 0.0;
    for (int j = 0; j < n; j++)
      A[i][j] = (double)(i * j % n) / n;
  }
  double (*A_r)[n] = pb_dup(A, sizeof(double[n][n]));
  double *w_r = pb_dup(w, sizeof(double[n])), *x_r = pb_dup(x, sizeof(double[n]));

  kernel_gemver(n, alpha, beta, A, u1, v1, u2, v2, w, x, y, z);
  reference_gemver(n, alpha, beta, A_r, u1, v1, u2, v2, w_r, x_r, y, z);

  pb_compare("w", w, w_r, n);
  pb_compare("x", x, x_r, n);
  pb_compare("A", &A[0][0], &A_r[0][0], (long)n * n);
  return !pb_result("gemver", 1e-9);
}
