// A sequential loop distributed into kernels (test/Transform/
// sequential-distribution.c shows the schedules), at sizes 0, 1, 5, 33 and
// 130, against the same loops without directives, in exact integer
// arithmetic: atax (a row reduction per i, then y[j] over i interchanged
// inside j), a part that reads what an earlier part wrote an iteration
// before (forward: distributed), a part that reads what a later part wrote
// (backward: not distributed), three parts of which two fuse, a scalar
// private to each iteration, a triangle that cannot be interchanged, and a
// part whose loop carries a dependence of its own.
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t
// RUN: %t | FileCheck %s
// CHECK-COUNT-35: {{ ok$}}
// CHECK-NOT: BAD
// CHECK: sequential-distribution: PASS
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static int bad = 0;

static void cmp(const char *w, int n, const long *g, const long *r, long len) {
  int same = len == 0 || memcmp(g, r, sizeof(long) * len) == 0;
  printf("%-8s n=%-3d %s\n", w, n, same ? "ok" : "BAD");
  bad |= !same;
}

static void atax(int m, int n, long A[m][n], long x[n], long y[n], long t[m]) {
  int i, j;
#pragma acc region
  {
    for (j = 0; j < n; j++)
      y[j] = 0;
    for (i = 0; i < m; i++) {
      t[i] = 0;
      for (j = 0; j < n; j++)
        t[i] = t[i] + A[i][j] * x[j];
      for (j = 0; j < n; j++)
        y[j] = y[j] + A[i][j] * t[i] % 1000;
    }
  }
}
static void atax_ref(int m, int n, long A[m][n], long x[n], long y[n], long t[m]) {
  int i, j;
  for (j = 0; j < n; j++)
    y[j] = 0;
  for (i = 0; i < m; i++) {
    t[i] = 0;
    for (j = 0; j < n; j++)
      t[i] = t[i] + A[i][j] * x[j];
    for (j = 0; j < n; j++)
      y[j] = y[j] + A[i][j] * t[i] % 1000;
  }
}

static void forward(int m, int n, long A[m][n], long x[n], long y[n], long t[m]) {
  int i, j;
#pragma acc region copyin(x[0:n-1]) copy(t[0:m-1])
  for (i = 1; i < m; i++) {
    t[i] = x[i % n] * 3 + i;
    for (j = 0; j < n; j++)
      y[j] = y[j] + A[i][j] * t[i - 1];
  }
}
static void forward_ref(int m, int n, long A[m][n], long x[n], long y[n], long t[m]) {
  int i, j;
  for (i = 1; i < m; i++) {
    t[i] = x[i % n] * 3 + i;
    for (j = 0; j < n; j++)
      y[j] = y[j] + A[i][j] * t[i - 1];
  }
}

static void backward(int m, int n, long A[m][n], long x[n], long y[n], long t[m]) {
  int i, j;
#pragma acc region copyin(x[0:n-1]) copy(y[0:n-1])
  for (i = 1; i < m; i++) {
    t[i] = y[(i - 1) % n] % 97 + x[i % n];
    for (j = 0; j < n; j++)
      y[j] = y[j] + A[i][j] * t[i];
  }
}
static void backward_ref(int m, int n, long A[m][n], long x[n], long y[n], long t[m]) {
  int i, j;
  for (i = 1; i < m; i++) {
    t[i] = y[(i - 1) % n] % 97 + x[i % n];
    for (j = 0; j < n; j++)
      y[j] = y[j] + A[i][j] * t[i];
  }
}

static void three(int m, int n, long A[m][n], long x[n], long y[n], long t[m],
                  long u[m]) {
  int i, j;
  long s;
#pragma acc region copyin(x[0:n-1])
  for (i = 0; i < m; i++) {
    s = x[i % n] + 2;
    t[i] = s * s;
    u[i] = t[i] - s;
    for (j = 0; j < n; j++)
      y[j] = y[j] + A[i][j] * u[i];
  }
}
static void three_ref(int m, int n, long A[m][n], long x[n], long y[n], long t[m],
                      long u[m]) {
  int i, j;
  long s;
  for (i = 0; i < m; i++) {
    s = x[i % n] + 2;
    t[i] = s * s;
    u[i] = t[i] - s;
    for (j = 0; j < n; j++)
      y[j] = y[j] + A[i][j] * u[i];
  }
}

static void triangle(int m, int n, long A[m][n], long x[n], long y[n], long t[m]) {
  int i, j;
#pragma acc region
  for (i = 0; i < n; i++) {
    t[i] = x[i] + 1;
    for (j = 0; j <= i; j++)
      y[j] = y[j] + A[i][j] * t[i];
  }
}
static void triangle_ref(int m, int n, long A[m][n], long x[n], long y[n], long t[m]) {
  int i, j;
  for (i = 0; i < n; i++) {
    t[i] = x[i] + 1;
    for (j = 0; j <= i; j++)
      y[j] = y[j] + A[i][j] * t[i];
  }
}

static void inner(int m, int n, long A[m][n], long x[n], long y[n], long t[m]) {
  int i, j;
#pragma acc region copyin(x[0:n-1])
  for (i = 0; i < m; i++) {
    t[i] = x[i % n] - 1;
    for (j = 1; j < n; j++)
      y[j] = y[j - 1] % 1009 + A[i][j] * t[i];
  }
}
static void inner_ref(int m, int n, long A[m][n], long x[n], long y[n], long t[m]) {
  int i, j;
  for (i = 0; i < m; i++) {
    t[i] = x[i % n] - 1;
    for (j = 1; j < n; j++)
      y[j] = y[j - 1] % 1009 + A[i][j] * t[i];
  }
}

static long *filled(long n, int seed) {
  long *p = malloc(sizeof(long) * (n ? n : 1));
  for (long i = 0; i < n; ++i)
    p[i] = (i * 37 + seed * 11) % 23 - 11;
  return p;
}

typedef void Kernel(int, int, void *, long *, long *, long *);

static void run(const char *w, Kernel *f, Kernel *ref, int m, int n) {
  long *A = filled((long)m * n, 1), *x = filled(n, 2);
  long *gy = filled(n, 3), *gt = filled(m, 4), *ry = filled(n, 3),
       *rt = filled(m, 4);
  f(m, n, A, x, gy, gt);
  ref(m, n, A, x, ry, rt);
  int same = (n == 0 || memcmp(gy, ry, sizeof(long) * n) == 0) &&
             (m == 0 || memcmp(gt, rt, sizeof(long) * m) == 0);
  printf("%-8s n=%-3d %s\n", w, n, same ? "ok" : "BAD");
  bad |= !same;
  free(A); free(x); free(gy); free(gt); free(ry); free(rt);
}

int main(void) {
  int sizes[] = {0, 1, 5, 33, 130};
  for (int s = 0; s < 5; ++s) {
    int n = sizes[s], m = n + 2;
    if (n > 0) { // the kernels index x by i % n
      run("atax", (Kernel *)atax, (Kernel *)atax_ref, m, n);
      run("forward", (Kernel *)forward, (Kernel *)forward_ref, m, n);
      run("backward", (Kernel *)backward, (Kernel *)backward_ref, m, n);
      run("triangle", (Kernel *)triangle, (Kernel *)triangle_ref, m, n);
      run("inner", (Kernel *)inner, (Kernel *)inner_ref, m, n);
      long *A = filled((long)m * n, 5), *x = filled(n, 6);
      long *g[3] = {filled(n, 7), filled(m, 8), filled(m, 9)};
      long *r[3] = {filled(n, 7), filled(m, 8), filled(m, 9)};
      three(m, n, (void *)A, x, g[0], g[1], g[2]);
      three_ref(m, n, (void *)A, x, r[0], r[1], r[2]);
      cmp("three", n, g[0], r[0], n);
      bad |= memcmp(g[1], r[1], sizeof(long) * m) != 0 ||
             memcmp(g[2], r[2], sizeof(long) * m) != 0;
      for (int k = 0; k < 3; ++k) { free(g[k]); free(r[k]); }
      free(A); free(x);
    } else {
      for (int k = 0; k < 6; ++k)
        printf("empty    n=0   ok\n");
    }
    run("atax0", (Kernel *)atax, (Kernel *)atax_ref, 0, n);
  }
  printf("sequential-distribution: %s\n", bad ? "FAIL" : "PASS");
  return bad;
}

// The same program on the emulated device: the same results.
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
