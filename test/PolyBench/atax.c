// PolyBench/C 4.2.1 atax in PGI Accelerator form: y := A^T*(A*x).
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %cuacc -O2 -DPB_CLAUSES -I%S/../../bench/polybench %s %{cuaccrt} -lm -o %t.clauses
// RUN: env ACC_DEVICE=host %t.clauses | FileCheck %s
// RUN: %if nvcc %{ %{python} %S/../run-emulated.py %t.clauses.emu %t.clauses | FileCheck %s %}
// CHECK: atax: PASS
#include "polybench.h"

#ifndef M
#define M 116
#endif
#ifndef N
#define N 124
#endif

static void kernel_atax(int m, int n, double A[m][n], double x[n],
                        double y[n], double tmp[m]) {
  int i, j;

#pragma acc data region copyin(A[0:m-1][0:n-1], x[0:n-1]) copyout(y[0:n-1], tmp[0:m-1])
  {
#pragma acc region
    {
      for (i = 0; i < n; i++)
        y[i] = 0;
      for (i = 0; i < m; i++) {
        tmp[i] = 0.0;
        for (j = 0; j < n; j++)
          tmp[i] = tmp[i] + A[i][j] * x[j];
        for (j = 0; j < n; j++)
          y[j] = y[j] + A[i][j] * tmp[i];
      }
    }
  }
}

static void reference_atax(int m, int n, double A[m][n], double x[n],
                           double y[n], double tmp[m]) {
  int i, j;
  for (i = 0; i < n; i++)
    y[i] = 0;
  for (i = 0; i < m; i++) {
    tmp[i] = 0.0;
    for (j = 0; j < n; j++)
      tmp[i] = tmp[i] + A[i][j] * x[j];
    for (j = 0; j < n; j++)
      y[j] = y[j] + A[i][j] * tmp[i];
  }
}

#ifdef PB_CLAUSES
/* The same kernel with the schedule clauses a CUDA programmer would pick
 * (bench/polybench/atax-clauses.c; tools/polybench-time). */
#include "atax-clauses.c"
#define kernel_atax kernel_atax_clauses
#endif

int main(void) {
  int m = M, n = N;
  double fn = (double)n;
  double (*A)[n] = pb_alloc(sizeof(double[m][n]));
  double *x = pb_alloc(sizeof(double[n]));
  double *y = pb_alloc(sizeof(double[n])), *y_r = pb_alloc(sizeof(double[n]));
  double *tmp = pb_alloc(sizeof(double[m])), *tmp_r = pb_alloc(sizeof(double[m]));
  for (int i = 0; i < n; i++)
    x[i] = 1 + (i / fn);
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (double)((i + j) % n) / (5 * m);

  kernel_atax(m, n, A, x, y, tmp);
  reference_atax(m, n, A, x, y_r, tmp_r);

  pb_compare("y", y, y_r, n);
  pb_compare("tmp", tmp, tmp_r, m);
  return !pb_result("atax", 1e-9);
}
