// PolyBench/C 4.2.1 gemm in PGI Accelerator form: C := alpha*A*B + beta*C.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %cuacc -O2 -DPB_CLAUSES -I%S/../../bench/polybench %s %{cuaccrt} -lm -o %t.clauses
// RUN: env ACC_DEVICE=host %t.clauses | FileCheck %s
// RUN: %if nvcc %{ %{python} %S/../run-emulated.py %t.clauses.emu %t.clauses | FileCheck %s %}
// CHECK: gemm: PASS
#include "polybench.h"

#ifndef NI
#define NI 60
#endif
#ifndef NJ
#define NJ 70
#endif
#ifndef NK
#define NK 80
#endif

static void kernel_gemm(int ni, int nj, int nk, double alpha, double beta,
                        double C[ni][nj], double A[ni][nk], double B[nk][nj]) {
#pragma acc data region copy(C[0:ni-1][0:nj-1]) copyin(A[0:ni-1][0:nk-1], B[0:nk-1][0:nj-1])
  {
#pragma acc region
    for (int i = 0; i < ni; i++) {
      for (int j = 0; j < nj; j++)
        C[i][j] *= beta;
      for (int k = 0; k < nk; k++)
        for (int j = 0; j < nj; j++)
          C[i][j] += alpha * A[i][k] * B[k][j];
    }
  }
}

static void reference_gemm(int ni, int nj, int nk, double alpha, double beta,
                           double C[ni][nj], double A[ni][nk],
                           double B[nk][nj]) {
  for (int i = 0; i < ni; i++) {
    for (int j = 0; j < nj; j++)
      C[i][j] *= beta;
    for (int k = 0; k < nk; k++)
      for (int j = 0; j < nj; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
  }
}

#ifdef PB_CLAUSES
/* The same kernel with the schedule clauses a CUDA programmer would pick
 * (bench/polybench/gemm-clauses.c; tools/polybench-time). */
#include "gemm-clauses.c"
#define kernel_gemm kernel_gemm_clauses
#endif

int main(void) {
  int ni = NI, nj = NJ, nk = NK;
  double alpha = 1.5, beta = 1.2;
  double (*C)[nj] = pb_alloc(sizeof(double[ni][nj]));
  double (*A)[nk] = pb_alloc(sizeof(double[ni][nk]));
  double (*B)[nj] = pb_alloc(sizeof(double[nk][nj]));
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      C[i][j] = (double)((i * j + 1) % ni) / ni;
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      A[i][k] = (double)(i * (k + 1) % nk) / nk;
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      B[k][j] = (double)(k * (j + 2) % nj) / nj;
  double (*Cr)[nj] = pb_dup(C, sizeof(double[ni][nj]));

  kernel_gemm(ni, nj, nk, alpha, beta, C, A, B);
  reference_gemm(ni, nj, nk, alpha, beta, Cr, A, B);

  pb_compare("C", &C[0][0], &Cr[0][0], (long)ni * nj);
  return !pb_result("gemm", 1e-9);
}
