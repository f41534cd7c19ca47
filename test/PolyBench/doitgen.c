// PolyBench/C 4.2.1 doitgen in PGI Accelerator form: each row A[r][q][:] of
// a 3-D array multiplied by C4, through a work vector sum.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %cuacc -O2 -DPB_CLAUSES -I%S/../../bench/polybench %s %{cuaccrt} -lm -o %t.clauses
// RUN: env ACC_DEVICE=host %t.clauses | FileCheck %s
// RUN: %if nvcc %{ %{python} %S/../run-emulated.py %t.clauses.emu %t.clauses | FileCheck %s %}
// CHECK: doitgen: PASS
#include "polybench.h"

#ifndef NQ
#define NQ 20
#endif
#ifndef NR
#define NR 25
#endif
#ifndef NP
#define NP 30
#endif

static void kernel_doitgen(int nr, int nq, int np, double A[nr][nq][np],
                           double C4[np][np], double sum[np]) {
  int r, q, p, s;

#pragma acc data region copy(A[0:nr-1][0:nq-1][0:np-1]) copyin(C4[0:np-1][0:np-1]) local(sum[0:np-1])
  {
#pragma acc region
    for (r = 0; r < nr; r++)
      for (q = 0; q < nq; q++) {
        for (p = 0; p < np; p++) {
          sum[p] = 0.0;
          for (s = 0; s < np; s++)
            sum[p] += A[r][q][s] * C4[s][p];
        }
        for (p = 0; p < np; p++)
          A[r][q][p] = sum[p];
      }
  }
}

static void reference_doitgen(int nr, int nq, int np, double A[nr][nq][np],
                              double C4[np][np], double sum[np]) {
  int r, q, p, s;
  for (r = 0; r < nr; r++)
    for (q = 0; q < nq; q++) {
      for (p = 0; p < np; p++) {
        sum[p] = 0.0;
        for (s = 0; s < np; s++)
          sum[p] += A[r][q][s] * C4[s][p];
      }
      for (p = 0; p < np; p++)
        A[r][q][p] = sum[p];
    }
}

#ifdef PB_CLAUSES
/* The same kernel with the schedule clauses a CUDA programmer would pick
 * (bench/polybench/doitgen-clauses.c; tools/polybench-time). */
#include "doitgen-clauses.c"
#define kernel_doitgen kernel_doitgen_clauses
#endif

int main(void) {
  int nr = NR, nq = NQ, np = NP;
  double (*A)[nq][np] = pb_alloc(sizeof(double[nr][nq][np]));
  double (*C4)[np] = pb_alloc(sizeof(double[np][np]));
  double *sum = pb_alloc(sizeof(double[np]));
  for (int i = 0; i < nr; i++)
    for (int j = 0; j < nq; j++)
      for (int k = 0; k < np; k++)
        A[i][j][k] = (double)((i * j + k) % np) / np;
  for (int i = 0; i < np; i++)
    for (int j = 0; j < np; j++)
      C4[i][j] = (double)(i * j % np) / np;
  double (*A_r)[nq][np] = pb_dup(A, sizeof(double[nr][nq][np]));

  kernel_doitgen(nr, nq, np, A, C4, sum);
  reference_doitgen(nr, nq, np, A_r, C4, sum);

  pb_compare("A", &A[0][0][0], &A_r[0][0][0], (long)nr * nq * np);
  return !pb_result("doitgen", 1e-9);
}
