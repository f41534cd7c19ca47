// PolyBench/C 4.2.1 ludcmp in PGI Accelerator form: LU decomposition, then
// forward and back substitution for A x = b. The loop over rows of the
// decomposition stays on the host; each row's update, and each
// substitution, is a region.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// CHECK: ludcmp: PASS
#include "polybench.h"

#ifndef N
#define N 80
#endif

static void kernel_ludcmp(int n, double A[n][n], double b[n], double x[n],
                          double y[n]) {
  int i, j, k;
  double w;

#pragma acc data region copy(A[0:n-1][0:n-1]) copyin(b[0:n-1]) copyout(x[0:n-1], y[0:n-1])
  {
    for (i = 0; i < n; i++) {
#pragma acc region
      {
        for (j = 0; j < i; j++) {
          w = A[i][j];
          for (k = 0; k < j; k++)
            w -= A[i][k] * A[k][j];
          A[i][j] = w / A[j][j];
        }
        for (j = i; j < n; j++) {
          w = A[i][j];
          for (k = 0; k < i; k++)
            w -= A[i][k] * A[k][j];
          A[i][j] = w;
        }
      }
    }

#pragma acc region
    for (i = 0; i < n; i++) {
      w = b[i];
      for (j = 0; j < i; j++)
        w -= A[i][j] * y[j];
      y[i] = w;
    }

#pragma acc region
    for (i = n - 1; i >= 0; i--) {
      w = y[i];
      for (j = i + 1; j < n; j++)
        w -= A[i][j] * x[j];
      x[i] = w / A[i][i];
    }
  }
}

static void reference_ludcmp(int n, double A[n][n], double b[n], double x[n],
                             double y[n]) {
  int i, j, k;
  double w;
  for (i = 0; i < n; i++) {
    for (j = 0; j < i; j++) {
      w = A[i][j];
      for (k = 0; k < j; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w / A[j][j];
    }
    for (j = i; j < n; j++) {
      w = A[i][j];
      for (k = 0; k < i; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w;
    }
  }
  for (i = 0; i < n; i++) {
    w = b[i];
    for (j = 0; j < i; j++)
      w -= A[i][j] * y[j];
    y[i] = w;
  }
  for (i = n - 1; i >= 0; i--) {
    w = y[i];
    for (j = i + 1; j < n; j++)
      w -= A[i][j] * x[j];
    x[i] = w / A[i][i];
  }
}

/* A symmetric positive definite matrix: L*L^T of a unit lower triangle. */
static void init_spd(int n, double A[n][n]) {
  double (*L)[n] = pb_alloc(sizeof(double[n][n]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      L[i][j] = j < i ? (double)(-j % n) / n + 1 : (j == i ? 1.0 : 0.0);
  for (int r = 0; r < n; r++)
    for (int s = 0; s < n; s++) {
      A[r][s] = 0;
      for (int t = 0; t < n; t++)
        A[r][s] += L[r][t] * L[s][t];
    }
  free(L);
}

int main(void) {
  int n = N;
  double fn = (double)n;
  double (*A)[n] = pb_alloc(sizeof(double[n][n]));
  double *b = pb_alloc(sizeof(double[n]));
  double *x = pb_alloc(sizeof(double[n])), *y = pb_alloc(sizeof(double[n]));
  double *x_r = pb_alloc(sizeof(double[n])), *y_r = pb_alloc(sizeof(double[n]));
  for (int i = 0; i < n; i++)
    b[i] = (i + 1) / fn / 2.0 + 4;
  init_spd(n, A);
  double (*A_r)[n] = pb_dup(A, sizeof(double[n][n]));

  kernel_ludcmp(n, A, b, x, y);
  reference_ludcmp(n, A_r, b, x_r, y_r);

  pb_compare("x", x, x_r, n);
  pb_compare("y", y, y_r, n);
  pb_compare("A", &A[0][0], &A_r[0][0], (long)n * n);
  return !pb_result("ludcmp", 1e-9);
}
