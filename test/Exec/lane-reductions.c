// Lane loops that reduce several values at once (test/Transform/
// lane-reductions.c shows the schedules), at sizes 0, 1, 5, 33, 130 and
// 300, against the same loops without directives, in exact integer
// arithmetic: gesummv's two row sums into elements (a warp per row), a
// scalar sum beside an element sum, a max and a sum, and two column sums
// over a long inner loop (the block's warps share each column).
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t
// RUN: %t | FileCheck %s
// CHECK-COUNT-18: {{ ok$}}
// CHECK-NOT: BAD
// CHECK: lane-reductions: PASS
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static int bad = 0;

static void gesummv(int n, long A[n][n], long B[n][n], long x[n], long y[n],
                    long t[n]) {
  int i, j;
#pragma acc region
  for (i = 0; i < n; i++) {
    t[i] = 0;
    y[i] = 0;
    for (j = 0; j < n; j++) {
      t[i] = A[i][j] * x[j] + t[i];
      y[i] = B[i][j] * x[j] + y[i];
    }
    y[i] = 3 * t[i] + 2 * y[i];
  }
}
static void gesummv_ref(int n, long A[n][n], long B[n][n], long x[n],
                        long y[n], long t[n]) {
  int i, j;
  for (i = 0; i < n; i++) {
    t[i] = 0;
    y[i] = 0;
    for (j = 0; j < n; j++) {
      t[i] = A[i][j] * x[j] + t[i];
      y[i] = B[i][j] * x[j] + y[i];
    }
    y[i] = 3 * t[i] + 2 * y[i];
  }
}

static void mixed(int n, long A[n][n], long B[n][n], long x[n], long y[n],
                  long t[n]) {
  int i, j;
  long s, m;
#pragma acc region
  for (i = 0; i < n; i++) {
    s = i;
    m = -1000;
    for (j = 0; j < n; j++) {
      s += A[i][j] * x[j];
      y[i] += B[i][j];
      m = m > A[i][j] ? m : A[i][j];
    }
    t[i] = s * 7 + m;
  }
}
static void mixed_ref(int n, long A[n][n], long B[n][n], long x[n],
                      long y[n], long t[n]) {
  int i, j;
  long s, m;
  for (i = 0; i < n; i++) {
    s = i;
    m = -1000;
    for (j = 0; j < n; j++) {
      s += A[i][j] * x[j];
      y[i] += B[i][j];
      m = m > A[i][j] ? m : A[i][j];
    }
    t[i] = s * 7 + m;
  }
}

// x walks rows, the inner loop i columns: the grid loop j is the
// contiguous one, so the block's warps share each column.
static void columns(int n, long A[n][n], long B[n][n], long x[n], long y[n],
                    long t[n]) {
  int i, j;
#pragma acc region copyin(A[0:n-1][0:n-1], B[0:n-1][0:n-1], x[0:n-1])
  for (j = 0; j < n; j++) {
    y[j] = 1;
    t[j] = 0;
    for (i = 0; i < 300; i++) {
      y[j] += A[i % n][j] * x[i % n];
      t[j] -= B[i % n][j];
    }
  }
}
static void columns_ref(int n, long A[n][n], long B[n][n], long x[n],
                        long y[n], long t[n]) {
  int i, j;
  for (j = 0; j < n; j++) {
    y[j] = 1;
    t[j] = 0;
    for (i = 0; i < 300; i++) {
      y[j] += A[i % n][j] * x[i % n];
      t[j] -= B[i % n][j];
    }
  }
}

static long *filled(long n, int seed) {
  long *p = malloc(sizeof(long) * (n ? n : 1));
  for (long i = 0; i < n; ++i)
    p[i] = (i * 37 + seed * 11) % 23 - 11;
  return p;
}

typedef void Kernel(int, void *, void *, long *, long *, long *);

static void run(const char *w, Kernel *f, Kernel *ref, int n) {
  long *A = filled((long)n * n, 1), *B = filled((long)n * n, 2),
       *x = filled(n, 3);
  long *gy = filled(n, 4), *gt = filled(n, 5), *ry = filled(n, 4),
       *rt = filled(n, 5);
  f(n, A, B, x, gy, gt);
  ref(n, A, B, x, ry, rt);
  int same = n == 0 || (memcmp(gy, ry, sizeof(long) * n) == 0 &&
                        memcmp(gt, rt, sizeof(long) * n) == 0);
  printf("%-8s n=%-3d %s\n", w, n, same ? "ok" : "BAD");
  bad |= !same;
  free(A); free(B); free(x); free(gy); free(gt); free(ry); free(rt);
}

int main(void) {
  int sizes[] = {0, 1, 5, 33, 130, 300};
  for (int s = 0; s < 6; ++s) {
    int n = sizes[s];
    run("gesummv", (Kernel *)gesummv, (Kernel *)gesummv_ref, n);
    run("mixed", (Kernel *)mixed, (Kernel *)mixed_ref, n);
    if (n > 0)
      run("columns", (Kernel *)columns, (Kernel *)columns_ref, n);
    else
      printf("columns  n=0   ok\n");
  }
  printf("lane-reductions: %s\n", bad ? "FAIL" : "PASS");
  return bad;
}
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
