// Element reductions and privatized arrays, end to end, against the same
// loops compiled without directives: rows and columns reduced into x[i]
// (across a warp's lanes, across a block's warps, with stores to the
// element before and after the loop, a negative step, odd sizes, a
// conditional statement, an integer 'or'), a work vector local on the
// device and a local array privatized per iteration, and pointers that
// overlap (the run-time check keeps that region on the host).
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// MINFO: 35, #pragma acc for vector({{[0-9]+}})
// MINFO: 45, #pragma acc for vector({{[0-9]+}})
// MINFO: 68, Loop is parallelizable
// MINFO-NEXT: Generating private(sum[0:np-1])
// MINFO: 84, Loop is parallelizable
// MINFO-NEXT: Generating private(t[0:7])
// MINFO: Accelerator kernel generated
// CHECK: rows 1: PASS
// CHECK: rows 37: PASS
// CHECK: rows 300: PASS
// CHECK: columns 1: PASS
// CHECK: columns 37: PASS
// CHECK: columns 300: PASS
// CHECK: forms: PASS
// CHECK: work vector: PASS
// CHECK: local vector: PASS
// CHECK: overlap: PASS
#include "common.h"

static void rows(int n, int m, float *restrict x, float (*restrict A)[m],
                 float *restrict y) {
  int i, j;
#pragma acc region
  for (i = 0; i < n; i++)
    for (j = m - 1; j >= 0; j--)
      x[i] = x[i] + A[i][j] * y[j];
}

static void columns(int n, int m, float *restrict x, float (*restrict A)[n],
                    float *restrict y) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    x[i] = 1;
    float scale = 0.5f;
    for (int j = 0; j < m; j++)
      x[i] += A[j][i] * y[j];
    x[i] *= scale;
  }
}

static void forms(int n, float *restrict x, float (*restrict A)[n],
                  int *restrict c) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++)
      if (A[i][j] > 0.5f)
        x[i] -= A[i][j];
    for (int k = 0; k < n; k++)
      c[i] = ((int)(A[i][k] * 1000) & 0xff) | c[i];
  }
}

static void work_vector(int nr, int nq, int np, float (*restrict A)[nq][np],
                        float (*restrict C4)[np], float *restrict sum) {
#pragma acc data region copy(A[0:nr-1][0:nq-1][0:np-1]) copyin(C4[0:np-1][0:np-1]) local(sum[0:np-1])
  {
#pragma acc region
    for (int r = 0; r < nr; r++)
      for (int q = 0; q < nq; q++) {
        for (int p = 0; p < np; p++) {
          sum[p] = 0;
          for (int s = 0; s < np; s++)
            sum[p] += A[r][q][s] * C4[s][p];
        }
        for (int p = 0; p < np; p++)
          A[r][q][p] = sum[np - 1 - p];
      }
  }
}

static void local_vector(int n, float (*restrict b)[8], float *restrict p) {
  float t[8];
#pragma acc region
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < 8; ++j)
      t[j] = b[i][j] * 2;
    float s = 0;
    for (int j = 0; j < 8; ++j)
      s += t[7 - j] * t[j];
    p[i] = s;
  }
}

// x may lie inside A: then the region runs on the host.
static void overlap(int n, float *x, float *A, float *y) {
#pragma acc region
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x[i] += A[i * n + j] * y[j];
}

static int test_rows(int n) {
  int m = n + 5;
  float(*A)[m] = malloc(sizeof(float) * n * m);
  float *x = malloc(sizeof(float) * n), *want = malloc(sizeof(float) * n);
  float *y = malloc(sizeof(float) * m);
  fill(&A[0][0], (long)n * m, 1);
  fill(y, m, 2);
  fill(x, n, 3);
  for (int i = 0; i < n; i++) {
    want[i] = x[i];
    for (int j = m - 1; j >= 0; j--)
      want[i] = want[i] + A[i][j] * y[j];
  }
  rows(n, m, x, A, y);
  char what[32];
  snprintf(what, sizeof what, "rows %d", n);
  return check(what, x, want, n, 1e-5f);
}

static int test_columns(int n) {
  int m = 2 * n + 1;
  float(*A)[n] = malloc(sizeof(float) * n * m);
  float *x = malloc(sizeof(float) * n), *want = malloc(sizeof(float) * n);
  float *y = malloc(sizeof(float) * m);
  fill(&A[0][0], (long)n * m, 4);
  fill(y, m, 5);
  for (int i = 0; i < n; i++) {
    want[i] = 1;
    for (int j = 0; j < m; j++)
      want[i] += A[j][i] * y[j];
    want[i] *= 0.5f;
  }
  columns(n, m, x, A, y);
  char what[32];
  snprintf(what, sizeof what, "columns %d", n);
  return check(what, x, want, n, 1e-5f);
}

static int test_forms(void) {
  int n = 77;
  float(*A)[n] = malloc(sizeof(float) * n * n);
  float *x = malloc(sizeof(float) * 2 * n), *want = x + n;
  int *c = malloc(sizeof(int) * 2 * n), *cw = c + n;
  fill(&A[0][0], (long)n * n, 6);
  fill(x, n, 7);
  for (int i = 0; i < n; i++) {
    c[i] = cw[i] = i << 8;
    want[i] = x[i];
    for (int j = 0; j < n; j++)
      if (A[i][j] > 0.5f)
        want[i] -= A[i][j];
    for (int k = 0; k < n; k++)
      cw[i] = ((int)(A[i][k] * 1000) & 0xff) | cw[i];
  }
  forms(n, x, A, c);
  int ok = check("forms", x, want, n, 1e-5f);
  for (int i = 0; i < n; i++)
    if (c[i] != cw[i]) {
      printf("forms: FAIL (c[%d] = %d, want %d)\n", i, c[i], cw[i]);
      return 0;
    }
  return ok;
}

static int test_work_vector(void) {
  int nr = 5, nq = 7, np = 33;
  float(*A)[nq][np] = malloc(sizeof(float) * nr * nq * np);
  float(*W)[nq][np] = malloc(sizeof(float) * nr * nq * np);
  float(*C4)[np] = malloc(sizeof(float) * np * np);
  float *sum = malloc(sizeof(float) * np), *ws = malloc(sizeof(float) * np);
  fill(&A[0][0][0], (long)nr * nq * np, 8);
  fill(&C4[0][0], (long)np * np, 9);
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++)
      for (int p = 0; p < np; p++)
        W[r][q][p] = A[r][q][p];
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++) {
      for (int p = 0; p < np; p++) {
        ws[p] = 0;
        for (int s = 0; s < np; s++)
          ws[p] += W[r][q][s] * C4[s][p];
      }
      for (int p = 0; p < np; p++)
        W[r][q][p] = ws[np - 1 - p];
    }
  work_vector(nr, nq, np, A, C4, sum);
  return check("work vector", &A[0][0][0], &W[0][0][0], (long)nr * nq * np,
               1e-5f);
}

static int test_local_vector(void) {
  int n = 1001;
  float(*b)[8] = malloc(sizeof(float) * n * 8);
  float *p = malloc(sizeof(float) * n), *want = malloc(sizeof(float) * n);
  fill(&b[0][0], (long)n * 8, 10);
  for (int i = 0; i < n; ++i) {
    float t[8], s = 0;
    for (int j = 0; j < 8; ++j)
      t[j] = b[i][j] * 2;
    for (int j = 0; j < 8; ++j)
      s += t[7 - j] * t[j];
    want[i] = s;
  }
  local_vector(n, b, p);
  return check("local vector", p, want, n, 1e-5f);
}

static int test_overlap(void) {
  int n = 40;
  float *A = malloc(sizeof(float) * n * n), *y = malloc(sizeof(float) * n);
  float *W = malloc(sizeof(float) * n * n);
  fill(A, (long)n * n, 11);
  fill(y, n, 12);
  for (long k = 0; k < (long)n * n; k++)
    W[k] = A[k];
  float *x = A + 5 * n + 3, *wx = W + 5 * n + 3; // inside A
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      wx[i] += W[i * n + j] * y[j];
  overlap(n, x, A, y);
  return check("overlap", A, W, (long)n * n, 1e-5f);
}

int main(void) {
  static const int sizes[] = {1, 37, 300};
  int ok = 1;
  for (int k = 0; k < 3; k++)
    ok &= test_rows(sizes[k]);
  for (int k = 0; k < 3; k++)
    ok &= test_columns(sizes[k]);
  ok &= test_forms();
  ok &= test_work_vector();
  ok &= test_local_vector();
  ok &= test_overlap();
  return !ok;
}
