// Reductions across the grid: sum (float, double, int), product, max, min,
// bitwise, logical (C's 0/1, the variable's own value kept by a loop that
// runs zero times), a 2-D sum, a dot product, and a logical reduction per
// row (lanes of a warp); results against the host within float tolerance
// (the device adds in another order).
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: %t | FileCheck %s
// MINFO: Sum reduction generated for 'sum'
// MINFO: Accelerator kernel generated
// CHECK: sum: PASS
// CHECK: dsum: PASS
// CHECK: isum: PASS
// CHECK: prod: PASS
// CHECK: max: PASS
// CHECK: min: PASS
// CHECK: bits: PASS
// CHECK: sum2d: PASS
// CHECK: dot: PASS
// CHECK: logical: PASS
// CHECK: rows: PASS
#include "common.h"

static float sum_of(int n, const float *restrict a) {
  float sum = 0;
#pragma acc region
  for (int i = 0; i < n; ++i)
    sum += a[i];
  return sum;
}

static double dsum_of(int n, const float *restrict a) {
  double d = 1;
#pragma acc region
  for (int i = 0; i < n; ++i)
    d = d + a[i];
  return d;
}

static int isum_of(int n, const int *restrict k) {
  int s = 0;
#pragma acc region
  for (int i = 0; i < n; ++i)
    s += k[i];
  return s;
}

static float prod_of(int n, const float *restrict a) {
  float p = 1;
#pragma acc region
  for (int i = 0; i < n; ++i)
    p *= 1.0f + a[i] * 1e-4f;
  return p;
}

static float max_of(int n, const float *restrict a) {
  float m = -1e30f;
#pragma acc region
  for (int i = 0; i < n; ++i)
    if (fabsf(a[i]) > m)
      m = fabsf(a[i]);
  return m;
}

static float min_of(int n, const float *restrict a) {
  float m = 1e30f;
#pragma acc region
  for (int i = 0; i < n; ++i)
    m = fminf(m, fabsf(a[i]));
  return m;
}

static int bits_of(int n, const int *restrict k) {
  int o = 0, x = 0;
#pragma acc region
  for (int i = 0; i < n; ++i)
    o |= k[i];
#pragma acc region
  for (int i = 0; i < n; ++i)
    x ^= k[i];
  return o * 1000 + x;
}

static float sum2d(int n, int m, float (*restrict a)[m]) {
  float s = 0;
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      s += a[i][j];
  return s;
}

static float dot(int n, const float *restrict x, const float *restrict y) {
  float d = 0;
#pragma acc region
  for (int i = 0; i < n; ++i)
    d += x[i] * y[i];
  return d;
}

static int all_positive(int n, const float *restrict a, int all) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    all = all && a[i] > 0;
  return all;
}

static int any_above(int n, const float *restrict a, float t, int any) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    any = any || a[i] > t;
  return any;
}

static void rows_positive(int n, int m, float (*restrict a)[m],
                          int *restrict flag) {
#pragma acc region
  for (int i = 0; i < n; ++i) {
    int ok = 3; // C: 3 && x is 0 or 1; an empty row keeps 3
    for (int j = 0; j < m; ++j)
      ok = ok && a[i][j] >= 0;
    flag[i] = ok;
  }
}

int main(void) {
  int n = 1000000;
  float *a = malloc(sizeof(float) * n), *b = malloc(sizeof(float) * n);
  int *k = malloc(sizeof(int) * n);
  fill(a, n, 13);
  fill(b, n, 14);
  for (int i = 0; i < n; ++i)
    k[i] = (i * 37) % 1000;
  float rsum = 0, rprod = 1, rmax = -1e30f, rmin = 1e30f, rdot = 0;
  double rd = 1;
  int ris = 0, ro = 0, rx = 0;
  for (int i = 0; i < n; ++i) {
    rsum += a[i];
    rd += a[i];
    ris += k[i];
    rprod *= 1.0f + a[i] * 1e-4f;
    rmax = fabsf(a[i]) > rmax ? fabsf(a[i]) : rmax;
    rmin = fabsf(a[i]) < rmin ? fabsf(a[i]) : rmin;
    ro |= k[i];
    rx ^= k[i];
    rdot += a[i] * b[i];
  }
  float got, want;
  int ok = 1;
  got = sum_of(n, a), want = rsum;
  ok &= check("sum", &got, &want, 1, 1e-3f);
  float gd = (float)dsum_of(n, a), wd = (float)rd;
  ok &= check("dsum", &gd, &wd, 1, 1e-5f);
  float gi = (float)isum_of(n, k), wi = (float)ris;
  ok &= check("isum", &gi, &wi, 1, 0);
  got = prod_of(n, a), want = rprod;
  ok &= check("prod", &got, &want, 1, 1e-2f);
  got = max_of(n, a), want = rmax;
  ok &= check("max", &got, &want, 1, 0);
  got = min_of(n, a), want = rmin;
  ok &= check("min", &got, &want, 1, 0);
  float gb = (float)bits_of(n, k), wb = (float)(ro * 1000 + rx);
  ok &= check("bits", &gb, &wb, 1, 0);
  float(*a2)[1000] = (float(*)[1000])a;
  got = sum2d(1000, 1000, a2), want = rsum;
  ok &= check("sum2d", &got, &want, 1, 1e-3f);
  got = dot(n, a, b), want = rdot;
  ok &= check("dot", &got, &want, 1, 1e-3f);
  // a holds values in [0, 1): all >= 0, some above 0.5, none above 2.
  int lg[6] = {all_positive(n, a, 5),        any_above(n, a, 0.5f, 0),
               any_above(n, a, 2.0f, 0),      all_positive(0, a, 5),
               any_above(0, a, 2.0f, 7),      all_positive(n, b, 0)};
  int lw[6] = {a[0] > 0 ? 1 : 0, 1, 0, 5, 7, 0};
  for (int i = 0; i < n; ++i)
    lw[0] = lw[0] && a[i] > 0;
  float lgf[6], lwf[6];
  for (int i = 0; i < 6; ++i)
    lgf[i] = (float)lg[i], lwf[i] = (float)lw[i];
  ok &= check("logical", lgf, lwf, 6, 0);
  int *flag = malloc(sizeof(int) * 1000);
  float *fw = malloc(sizeof(float) * 1000), *fg = malloc(sizeof(float) * 1000);
  for (int i = 0; i < 1000; ++i)
    a[i * 1000 + (i * 7) % 1000] = i % 3 ? 0.5f : -1.0f; // every third row fails
  rows_positive(1000, 1000, a2, flag);
  for (int i = 0; i < 1000; ++i) {
    int w = 3;
    for (int j = 0; j < 1000; ++j)
      w = w && a2[i][j] >= 0;
    fw[i] = (float)w, fg[i] = (float)flag[i];
  }
  rows_positive(1000, 0, a2, flag); // empty rows keep 3
  int empty = 1;
  for (int i = 0; i < 1000; ++i)
    empty &= flag[i] == 3;
  fg[0] += empty ? 0 : 100;
  ok &= check("rows", fg, fw, 1000, 0);
  return !ok;
}

// The same program on the emulated device (kernels on the CPU, separate
// device memory): the same results.
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
