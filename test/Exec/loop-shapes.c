// Loop shapes for the strip and lane schedules, each at sizes 1, 7, 33 and
// 300 (less than a warp, odd, more than a block): an inner reduction with a
// triangular bound (lanes of a warp), a reversed stepped outer loop, a
// scalar declared outside the region (max through fmax), a triangular
// column sum (lanes across a block's warps), a loop shorter than a warp,
// a 2-D nest with a stepped inner loop. Doubles, against the host.
// RUN: %cuacc -O2 %s %{cuaccrt} -lm -o %t
// RUN: %t | FileCheck %s
// CHECK-COUNT-24: {{ ok }}
// CHECK-NOT: BAD
// CHECK: loop-shapes: PASS
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
static int bad = 0;

static void cmp(const char *w, const double *g, const double *r, int n) {
  double e = 0;
  for (int i = 0; i < n; ++i) { double d = fabs(g[i] - r[i]) / (fabs(r[i]) > 1 ? fabs(r[i]) : 1); if (!(d <= e)) e = d; }
  printf("%-12s %s %.2g\n", w, e < 1e-9 ? "ok" : "BAD", e); bad |= !(e < 1e-9);
}
static void tri(int n, double (*restrict a)[n], double *restrict y) {   // lanes, triangular
#pragma acc region
  for (int i = 0; i < n; ++i) { double s = 0; for (int j = 0; j <= i; ++j) s += a[i][j]; y[i] = s; }
}
static void rev(int n, double (*restrict a)[n], double *restrict y) {   // reversed outer, step 2
#pragma acc region
  for (int i = n - 1; i >= 0; i -= 2) { double s = 1; for (int j = 0; j < n; ++j) s += a[i][j] * j; y[i] = s; }
}
static void outside(int n, double (*restrict a)[n], double *restrict y) { // scalar declared outside
  double s;
#pragma acc region
  for (int i = 0; i < n; ++i) { s = 0; for (int j = 0; j < n; ++j) s = fmax(s, fabs(a[i][j])); y[i] = s; }
}
static void coltri(int n, double (*restrict a)[n], double *restrict y) { // block lanes, triangular
#pragma acc region
  for (int j = 0; j < n; ++j) { double s = 0; for (int i = j; i < n; ++i) s += a[i][j]; y[j] = s; }
}
static void tiny(int n, double *restrict x) { // fewer iterations than a warp; 1-D chunked
#pragma acc region
  for (int i = 0; i < n; ++i) x[i] = x[i] * 2 + i;
}
static void grid2(int n, int m, double (*restrict a)[m]) { // 2-D with odd sizes, stepped inner
#pragma acc region
  for (int i = 1; i < n; ++i) for (int j = 0; j < m; j += 3) a[i][j] += i - j;
}
int main(void) {
  int sizes[] = {1, 7, 33, 300};
  for (int k = 0; k < 4; ++k) {
    int n = sizes[k];
    double (*a)[n] = malloc(sizeof(double) * n * n), *y = calloc(n, sizeof(double)), *r = calloc(n, sizeof(double));
    for (int i = 0; i < n * n; ++i) a[0][i] = (i * 37 % 101) - 50;
    tri(n, a, y); for (int i = 0; i < n; ++i) { double s = 0; for (int j = 0; j <= i; ++j) s += a[i][j]; r[i] = s; } cmp("tri", y, r, n);
    for (int i = 0; i < n; ++i) y[i] = r[i] = -7;
    rev(n, a, y); for (int i = n - 1; i >= 0; i -= 2) { double s = 1; for (int j = 0; j < n; ++j) s += a[i][j] * j; r[i] = s; } cmp("rev", y, r, n);
    outside(n, a, y); for (int i = 0; i < n; ++i) { double s = 0; for (int j = 0; j < n; ++j) s = fmax(s, fabs(a[i][j])); r[i] = s; } cmp("outside", y, r, n);
    coltri(n, a, y); for (int j = 0; j < n; ++j) { double s = 0; for (int i = j; i < n; ++i) s += a[i][j]; r[j] = s; } cmp("coltri", y, r, n);
    for (int i = 0; i < n; ++i) y[i] = r[i] = i;
    tiny(n, y); for (int i = 0; i < n; ++i) r[i] = r[i] * 2 + i; cmp("tiny", y, r, n);
    double (*b)[n] = malloc(sizeof(double) * n * n), (*c)[n] = malloc(sizeof(double) * n * n);
    for (int i = 0; i < n * n; ++i) b[0][i] = c[0][i] = i;
    grid2(n, n, b); for (int i = 1; i < n; ++i) for (int j = 0; j < n; j += 3) c[i][j] += i - j; cmp("grid2", &b[0][0], &c[0][0], n * n);
  }
  printf("loop-shapes: %s\n", bad ? "FAIL" : "PASS");
  return bad;
}

// The same program on the emulated device (kernels on the CPU, separate
// device memory): the same results.
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
