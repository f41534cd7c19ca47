// PolyBench/C 4.2.1 symm in PGI Accelerator form: C := alpha*A*B + beta*C
// with A symmetric, stored in its lower triangle.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %cuacc -O2 -DPB_CLAUSES -I%S/../../bench/polybench %s %{cuaccrt} -lm -o %t.clauses
// RUN: env ACC_DEVICE=host %t.clauses | FileCheck %s
// RUN: %if nvcc %{ %{python} %S/../run-emulated.py %t.clauses.emu %t.clauses | FileCheck %s %}
// CHECK: symm: PASS
#include "polybench.h"

#ifndef M
#define M 60
#endif
#ifndef N
#define N 80
#endif

static void kernel_symm(int m, int n, double alpha, double beta,
                        double C[m][n], double A[m][m], double B[m][n]) {
  int i, j, k;
  double temp2;

#pragma acc data region copy(C[0:m-1][0:n-1]) copyin(A[0:m-1][0:m-1], B[0:m-1][0:n-1])
  {
#pragma acc region
    for (i = 0; i < m; i++)
      for (j = 0; j < n; j++) {
        temp2 = 0;
        for (k = 0; k < i; k++) {
          C[k][j] += alpha * B[i][j] * A[i][k];
          temp2 += B[k][j] * A[i][k];
        }
        C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
      }
  }
}

static void reference_symm(int m, int n, double alpha, double beta,
                           double C[m][n], double A[m][m], double B[m][n]) {
  int i, j, k;
  double temp2;
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      temp2 = 0;
      for (k = 0; k < i; k++) {
        C[k][j] += alpha * B[i][j] * A[i][k];
        temp2 += B[k][j] * A[i][k];
      }
      C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
    }
}

#ifdef PB_CLAUSES
/* The same kernel with the schedule clauses a CUDA programmer would pick
 * (bench/polybench/symm-clauses.c; tools/polybench-time). */
#include "symm-clauses.c"
#define kernel_symm kernel_symm_clauses
#endif

int main(void) {
  int m = M, n = N;
  double alpha = 1.5, beta = 1.2;
  double (*C)[n] = pb_alloc(sizeof(double[m][n]));
  double (*A)[m] = pb_alloc(sizeof(double[m][m]));
  double (*B)[n] = pb_alloc(sizeof(double[m][n]));
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      C[i][j] = (double)((i + j) % 100) / m;
      B[i][j] = (double)((n + i - j) % 100) / m;
    }
  for (int i = 0; i < m; i++) {
    for (int j = 0; j <= i; j++)
      A[i][j] = (double)((i + j) % 100) / m;
    for (int j = i + 1; j < m; j++)
      A[i][j] = -999; /* never read */
  }
  double (*C_r)[n] = pb_dup(C, sizeof(double[m][n]));

  kernel_symm(m, n, alpha, beta, C, A, B);
  reference_symm(m, n, alpha, beta, C_r, A, B);

  pb_compare("C", &C[0][0], &C_r[0][0], (long)m * n);
  return !pb_result("symm", 1e-9);
}
