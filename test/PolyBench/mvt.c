// PolyBench/C 4.2.1 mvt in PGI Accelerator form: x1 += A*y_1 and
// x2 += A^T*y_2.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %cuacc -O2 -DPB_CLAUSES -I%S/../../bench/polybench %s %{cuaccrt} -lm -o %t.clauses
// RUN: env ACC_DEVICE=host %t.clauses | FileCheck %s
// RUN: %if nvcc %{ %{python} %S/../run-emulated.py %t.clauses.emu %t.clauses | FileCheck %s %}
// CHECK: mvt: PASS
#include "polybench.h"

#ifndef N
#define N 120
#endif

static void kernel_mvt(int n, double x1[n], double x2[n], double y_1[n],
                       double y_2[n], double A[n][n]) {
  int i, j;

#pragma acc data region copy(x1[0:n-1], x2[0:n-1]) copyin(y_1[0:n-1], y_2[0:n-1], A[0:n-1][0:n-1])
  {
#pragma acc region
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        x1[i] = x1[i] + A[i][j] * y_1[j];

#pragma acc region
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        x2[i] = x2[i] + A[j][i] * y_2[j];
  }
}

static void reference_mvt(int n, double x1[n], double x2[n], double y_1[n],
                          double y_2[n], double A[n][n]) {
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x1[i] = x1[i] + A[i][j] * y_1[j];
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x2[i] = x2[i] + A[j][i] * y_2[j];
}

#ifdef PB_CLAUSES
/* The same kernel with the schedule clauses a CUDA programmer would pick
 * (bench/polybench/mvt-clauses.c; tools/polybench-time). */
#include "mvt-clauses.c"
#define kernel_mvt kernel_mvt_clauses
#endif

int main(void) {
  int n = N;
  double *x1 = pb_alloc(sizeof(double[n])), *x2 = pb_alloc(sizeof(double[n]));
  double *y_1 = pb_alloc(sizeof(double[n])), *y_2 = pb_alloc(sizeof(double[n]));
  double (*A)[n] = pb_alloc(sizeof(double[n][n]));
  for (int i = 0; i < n; i++) {
    x1[i] = (double)(i % n) / n;
    x2[i] = (double)((i + 1) % n) / n;
    y_1[i] = (double)((i + 3) % n) / n;
    y_2[i] = (double)((i + 4) % n) / n;
    for (int j = 0; j < n; j++)
      A[i][j] = (double)(i * j % n) / n;
  }
  double *x1_r = pb_dup(x1, sizeof(double[n])), *x2_r = pb_dup(x2, sizeof(double[n]));

  kernel_mvt(n, x1, x2, y_1, y_2, A);
  reference_mvt(n, x1_r, x2_r, y_1, y_2, A);

  pb_compare("x1", x1, x1_r, n);
  pb_compare("x2", x2, x2_r, n);
  return !pb_result("mvt", 1e-9);
}
