// PolyBench/C 4.2.1 2mm in PGI Accelerator form: D := alpha*A*B*C + beta*D,
// through a temporary tmp = alpha*A*B that stays on the device.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %cuacc -O2 -DPB_CLAUSES -I%S/../../bench/polybench %s %{cuaccrt} -lm -o %t.clauses
// RUN: env ACC_DEVICE=host %t.clauses | FileCheck %s
// RUN: %if nvcc %{ %{python} %S/../run-emulated.py %t.clauses.emu %t.clauses | FileCheck %s %}
// CHECK: 2mm: PASS
#include "polybench.h"

#ifndef NI
#define NI 40
#endif
#ifndef NJ
#define NJ 50
#endif
#ifndef NK
#define NK 70
#endif
#ifndef NL
#define NL 80
#endif

static void kernel_2mm(int ni, int nj, int nk, int nl, double alpha,
                       double beta, double tmp[ni][nj], double A[ni][nk],
                       double B[nk][nj], double C[nj][nl], double D[ni][nl]) {
  int i, j, k;

#pragma acc data region local(tmp[0:ni-1][0:nj-1]) copyin(A[0:ni-1][0:nk-1], B[0:nk-1][0:nj-1], C[0:nj-1][0:nl-1]) copy(D[0:ni-1][0:nl-1])
  {
#pragma acc region
    for (i = 0; i < ni; i++)
      for (j = 0; j < nj; j++) {
        tmp[i][j] = 0.0;
        for (k = 0; k < nk; ++k)
          tmp[i][j] += alpha * A[i][k] * B[k][j];
      }

#pragma acc region
    for (i = 0; i < ni; i++)
      for (j = 0; j < nl; j++) {
        D[i][j] *= beta;
        for (k = 0; k < nj; ++k)
          D[i][j] += tmp[i][k] * C[k][j];
      }
  }
}

static void reference_2mm(int ni, int nj, int nk, int nl, double alpha,
                          double beta, double tmp[ni][nj], double A[ni][nk],
                          double B[nk][nj], double C[nj][nl],
                          double D[ni][nl]) {
  int i, j, k;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++) {
      tmp[i][j] = 0.0;
      for (k = 0; k < nk; ++k)
        tmp[i][j] += alpha * A[i][k] * B[k][j];
    }
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++) {
      D[i][j] *= beta;
      for (k = 0; k < nj; ++k)
        D[i][j] += tmp[i][k] * C[k][j];
    }
}

#ifdef PB_CLAUSES
/* The same kernel with the schedule clauses a CUDA programmer would pick
 * (bench/polybench/2mm-clauses.c; tools/polybench-time). */
#include "2mm-clauses.c"
#define kernel_2mm kernel_2mm_clauses
#endif

int main(void) {
  int ni = NI, nj = NJ, nk = NK, nl = NL;
  double alpha = 1.5, beta = 1.2;
  double (*tmp)[nj] = pb_alloc(sizeof(double[ni][nj]));
  double (*A)[nk] = pb_alloc(sizeof(double[ni][nk]));
  double (*B)[nj] = pb_alloc(sizeof(double[nk][nj]));
  double (*C)[nl] = pb_alloc(sizeof(double[nj][nl]));
  double (*D)[nl] = pb_alloc(sizeof(double[ni][nl]));
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nk; j++)
      A[i][j] = (double)((i * j + 1) % ni) / ni;
  for (int i = 0; i < nk; i++)
    for (int j = 0; j < nj; j++)
      B[i][j] = (double)(i * (j + 1) % nj) / nj;
  for (int i = 0; i < nj; i++)
    for (int j = 0; j < nl; j++)
      C[i][j] = (double)((i * (j + 3) + 1) % nl) / nl;
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nl; j++)
      D[i][j] = (double)(i * (j + 2) % nk) / nk;
  double (*tmp_r)[nj] = pb_alloc(sizeof(double[ni][nj]));
  double (*D_r)[nl] = pb_dup(D, sizeof(double[ni][nl]));

  kernel_2mm(ni, nj, nk, nl, alpha, beta, tmp, A, B, C, D);
  reference_2mm(ni, nj, nk, nl, alpha, beta, tmp_r, A, B, C, D_r);

  pb_compare("D", &D[0][0], &D_r[0][0], (long)ni * nl);
  return !pb_result("2mm", 1e-9);
}
