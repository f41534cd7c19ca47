// PGI's two-level schedule (a block per grid iteration, inner parallel
// loops across its threads) on imperfect nests, at sizes 0, 1, 5, 33 and
// 300 (more than a block), against the same loops without directives: a
// scalar set before the vector loop, a sum across the block then read by
// a thread-0 store and a second vector loop, a user's parallel/vector(128)
// gemm with the vector loop inside a sequential one, a vector loop under a
// branch, a thread-0 write read by the next vector loop, a max over a
// block of 100 threads, and a reversed loop.
// RUN: %cuacc -O2 %s %{cuaccrt} -lm -o %t
// RUN: %t | FileCheck %s
// CHECK-COUNT-45: {{ ok }}
// CHECK-NOT: BAD
// CHECK: vector-loops: PASS
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
static int bad = 0;

static void cmp(const char *w, const double *g, const double *r, long n) {
  double e = 0;
  for (long i = 0; i < n; ++i) { double d = fabs(g[i] - r[i]) / (fabs(r[i]) > 1 ? fabs(r[i]) : 1); if (!(d <= e)) e = d; }
  printf("%-10s %s %.2g\n", w, e < 1e-9 ? "ok" : "BAD", e); bad |= !(e < 1e-9);
}
static void flow(int n, double a[n][n], double *restrict s) {
  #pragma acc region
  for (int i = 0; i < n; i++) {
    double t = s[i] * 2;
    for (int j = 0; j < n; j++)
      a[i][j] = t + j;
  }
}
static void flow_ref(int n, double a[n][n], double *restrict s) {
  for (int i = 0; i < n; i++) {
    double t = s[i] * 2;
    for (int j = 0; j < n; j++)
      a[i][j] = t + j;
  }
}
static void norm(int n, double a[n][n], double *restrict s) {
  #pragma acc region
  for (int i = 0; i < n; i++) {
    double t = 1;
    for (int j = 0; j < n; j++)
      t += a[i][j] * a[i][j];
    s[i] = t;
    for (int j = 0; j < n; j++)
      a[i][j] /= t;
  }
}
static void norm_ref(int n, double a[n][n], double *restrict s) {
  for (int i = 0; i < n; i++) {
    double t = 1;
    for (int j = 0; j < n; j++)
      t += a[i][j] * a[i][j];
    s[i] = t;
    for (int j = 0; j < n; j++)
      a[i][j] /= t;
  }
}
static void gemm(int n, double C[n][n], double A[n][n], double B[n][n]) {
#pragma acc region
  {
#pragma acc for parallel
    for (int i = 0; i < n; i++) {
#pragma acc for vector(128)
      for (int j = 0; j < n; j++)
        C[i][j] *= 0.5;
      for (int k = 0; k < n; k++)
#pragma acc for vector(128)
        for (int j = 0; j < n; j++)
          C[i][j] += A[i][k] * B[k][j];
    }
  }
}
static void gemm_ref(int n, double C[n][n], double A[n][n], double B[n][n]) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++)
      C[i][j] *= 0.5;
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
        C[i][j] += A[i][k] * B[k][j];
  }
}
static void branch(int n, double a[n][n], double *restrict s) {
  #pragma acc region
  for (int i = 0; i < n; i++) {
    if (s[i] > 0)
      for (int j = 0; j < n; j++)
        a[i][j] = -a[i][j];
    a[i][0] = s[i];
    for (int j = 1; j < n; j++)
      a[i][j] += a[i][0] * j;
  }
}
static void branch_ref(int n, double a[n][n], double *restrict s) {
  for (int i = 0; i < n; i++) {
    if (s[i] > 0)
      for (int j = 0; j < n; j++)
        a[i][j] = -a[i][j];
    a[i][0] = s[i];
    for (int j = 1; j < n; j++)
      a[i][j] += a[i][0] * j;
  }
}
static void maxrow(int n, double a[n][n], double *restrict s) {
#pragma acc region
  {
#pragma acc for parallel
    for (int i = 0; i < n; i++) {
      double m = -1e300;
#pragma acc for vector(100)
      for (int j = n - 1; j >= 0; j--)
        m = fmax(m, fabs(a[i][j] - j));
      s[i] = m;
#pragma acc for vector(100)
      for (int j = n - 1; j >= 0; j -= 2)
        a[i][j] = m + j;
    }
  }
}
static void maxrow_ref(int n, double a[n][n], double *restrict s) {
  for (int i = 0; i < n; i++) {
    double m = -1e300;
    for (int j = n - 1; j >= 0; j--)
      m = fmax(m, fabs(a[i][j] - j));
    s[i] = m;
    for (int j = n - 1; j >= 0; j -= 2)
      a[i][j] = m + j;
  }
}
static double *filled(long n, int seed) {
  double *p = malloc(sizeof(double) * (n ? n : 1));
  for (long i = 0; i < n; ++i) p[i] = (double)((i * 37 + seed * 11) % 101) / 50 - 1;
  return p;
}
static void two(const char *w, void (*f)(int, double (*)[], double *), void (*r)(int, double (*)[], double *), int n) {
  double *ga = filled((long)n * n, 1), *gs = filled(n, 2), *ra = filled((long)n * n, 1), *rs = filled(n, 2);
  f(n, (void *)ga, gs); r(n, (void *)ra, rs);
  cmp(w, ga, ra, (long)n * n); cmp(w, gs, rs, n);
  free(ga); free(gs); free(ra); free(rs);
}
int main(void) {
  int sizes[] = {0, 1, 5, 33, 300};
  for (int s = 0; s < 5; ++s) {
    int n = sizes[s];
    two("flow", (void *)flow, (void *)flow_ref, n);
    two("norm", (void *)norm, (void *)norm_ref, n);
    two("branch", (void *)branch, (void *)branch_ref, n);
    two("maxrow", (void *)maxrow, (void *)maxrow_ref, n);
    double *A = filled((long)n * n, 3), *B = filled((long)n * n, 4), *g = filled((long)n * n, 5), *r = filled((long)n * n, 5);
    gemm(n, (void *)g, (void *)A, (void *)B); gemm_ref(n, (void *)r, (void *)A, (void *)B);
    cmp("gemm", g, r, (long)n * n);
    free(A); free(B); free(g); free(r);
  }
  printf("vector-loops: %s\n", bad ? "FAIL" : "PASS");
  return bad;
}

// The same program on the emulated device: the same results.
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
