// PolyBench/C 4.2.1 bicg in PGI Accelerator form: the BiCG sub-kernel,
// s := A^T*r and q := A*p.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %cuacc -O2 -DPB_CLAUSES -I%S/../../bench/polybench %s %{cuaccrt} -lm -o %t.clauses
// RUN: env ACC_DEVICE=host %t.clauses | FileCheck %s
// RUN: %if nvcc %{ %{python} %S/../run-emulated.py %t.clauses.emu %t.clauses | FileCheck %s %}
// CHECK: bicg: PASS
#include "polybench.h"

#ifndef M
#define M 116
#endif
#ifndef N
#define N 124
#endif

static void kernel_bicg(int m, int n, double A[n][m], double s[m],
                        double q[n], double p[m], double r[n]) {
  int i, j;

#pragma acc data region copyin(A[0:n-1][0:m-1], p[0:m-1], r[0:n-1]) copyout(s[0:m-1], q[0:n-1])
  {
#pragma acc region
    {
      for (i = 0; i < m; i++)
        s[i] = 0;
      for (i = 0; i < n; i++) {
        q[i] = 0.0;
        for (j = 0; j < m; j++) {
          s[j] = s[j] + r[i] * A[i][j];
          q[i] = q[i] + A[i][j] * p[j];
        }
      }
    }
  }
}

static void reference_bicg(int m, int n, double A[n][m], double s[m],
                           double q[n], double p[m], double r[n]) {
  int i, j;
  for (i = 0; i < m; i++)
    s[i] = 0;
  for (i = 0; i < n; i++) {
    q[i] = 0.0;
    for (j = 0; j < m; j++) {
      s[j] = s[j] + r[i] * A[i][j];
      q[i] = q[i] + A[i][j] * p[j];
    }
  }
}

#ifdef PB_CLAUSES
/* The same kernel with the schedule clauses a CUDA programmer would pick
 * (bench/polybench/bicg-clauses.c; tools/polybench-time). */
#include "bicg-clauses.c"
#define kernel_bicg kernel_bicg_clauses
#endif

int main(void) {
  int m = M, n = N;
  double (*A)[m] = pb_alloc(sizeof(double[n][m]));
  double *s = pb_alloc(sizeof(double[m])), *s_r = pb_alloc(sizeof(double[m]));
  double *q = pb_alloc(sizeof(double[n])), *q_r = pb_alloc(sizeof(double[n]));
  double *p = pb_alloc(sizeof(double[m])), *r = pb_alloc(sizeof(double[n]));
  for (int i = 0; i < m; i++)
    p[i] = (double)(i % m) / m;
  for (int i = 0; i < n; i++) {
    r[i] = (double)(i % n) / n;
    for (int j = 0; j < m; j++)
      A[i][j] = (double)(i * (j + 1) % n) / n;
  }

  kernel_bicg(m, n, A, s, q, p, r);
  reference_bicg(m, n, A, s_r, q_r, p, r);

  pb_compare("s", s, s_r, m);
  pb_compare("q", q, q_r, n);
  return !pb_result("bicg", 1e-9);
}
