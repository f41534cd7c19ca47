// Inner reduction loops spread over the lanes of a warp (one row per warp):
// y = alpha*A x + beta*y with a start value other than the identity, and a
// row maximum; and over the warps of a block (one column per thread of a
// warp, shared memory between warps): z = A^T y. Odd sizes leave partial
// warps and partial blocks.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: %t | FileCheck %s
// CHECK: gemv: PASS
// CHECK: rowmax: PASS
// CHECK: colsum: PASS
// MINFO: 22, #pragma acc for parallel, vector({{[0-9]+}})
// MINFO-NEXT: 25, #pragma acc for vector({{[0-9]+}})
// MINFO: 33, #pragma acc for parallel, vector({{[0-9]+}})
// MINFO-NEXT: 35, #pragma acc for vector({{[0-9]+}})
// MINFO: 44, #pragma acc for parallel, vector({{[0-9]+}})
// MINFO-NEXT: 46, #pragma acc for vector({{[0-9]+}})
#include "common.h"

static void gemv(int n, int m, float alpha, float beta, float (*restrict A)[m],
                 float *restrict x, float *restrict y, float *restrict bias) {
#pragma acc region
  for (int i = 0; i < n; ++i) {
    float sum = bias[i];
    float scale = alpha;
    for (int j = 0; j < m; ++j)
      sum += A[i][j] * x[j];
    y[i] = scale * sum + beta * y[i];
  }
}

static void rowmax(int n, int m, float (*restrict A)[m], float *restrict r) {
#pragma acc region
  for (int i = 0; i < n; ++i) {
    float best = -1000;
    for (int j = 0; j < m; ++j)
      best = fmaxf(best, fabsf(A[i][j]));
    r[i] = best;
  }
}

static void colsum(int n, int m, float (*restrict A)[m], float *restrict y,
                   float *restrict z) {
#pragma acc region
  for (int j = 0; j < m; ++j) {
    float sum = 1;
    for (int i = 0; i < n; ++i)
      sum += A[i][j] * y[i];
    z[j] = sum;
  }
}

int main(void) {
  int n = 1003, m = 517;
  float(*A)[m] = malloc(sizeof(float) * n * m);
  float *x = malloc(sizeof(float) * m), *y = malloc(sizeof(float) * n);
  float *bias = malloc(sizeof(float) * n), *want = malloc(sizeof(float) * n);
  fill(&A[0][0], (long)n * m, 3);
  fill(x, m, 4);
  fill(y, n, 5);
  fill(bias, n, 6);
  for (int i = 0; i < n; ++i) {
    float sum = bias[i];
    for (int j = 0; j < m; ++j)
      sum += A[i][j] * x[j];
    want[i] = 0.5f * sum + 2.0f * y[i];
  }
  gemv(n, m, 0.5f, 2.0f, A, x, y, bias);
  int ok = check("gemv", y, want, n, 1e-4f);
  for (int i = 0; i < n; ++i) {
    float best = -1000;
    for (int j = 0; j < m; ++j)
      best = fmaxf(best, fabsf(A[i][j]));
    want[i] = best;
  }
  rowmax(n, m, A, y);
  ok &= check("rowmax", y, want, n, 0);
  float *z = malloc(sizeof(float) * m);
  fill(y, n, 7);
  for (int j = 0; j < m; ++j) {
    float sum = 1;
    for (int i = 0; i < n; ++i)
      sum += A[i][j] * y[i];
    want[j] = sum;
  }
  colsum(n, m, A, y, z);
  ok &= check("colsum", z, want, m, 1e-4f);
  return ok ? 0 : 1;
}

// The same program on the emulated device (kernels on the CPU, separate
// device memory): the same results.
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
