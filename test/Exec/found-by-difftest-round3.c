// Wrong answers and run-time failures the random differential tester's
// round3 family (tools/difftest --family round3, tools/difftest_round3.py)
// found, reduced; each function is called with sizes that run its loops
// and then with sizes that do not (or run them less). Classes filed in
// issue 26, and one new (infinite_min_max):
//
// macro_end_in_data: regions inside a data region that run on the host
// (they call a function that prints) and whose statements end in a
// function-like macro (PolyBench's '/SCALAR_VAL(2.0)', 'MAX(...)'): the
// host code's results must reach the data region's copy-out (issue 26,
// class 1). (macro_defined_function, a region in a function a macro
// defines: found-by-difftest-round3-macro-function.c.)
// mixed_sign_bound: 'for (int i = lo; i < hi; i++)' with a size_t hi
// compares in unsigned arithmetic: lo = -1 runs zero times; with hi = 0
// the kernel ran one iteration (class 5). unsigned_index: 'for (size_t i =
// lo; i < hi; i++)' from lo = -1 starts at SIZE_MAX and runs zero times;
// the kernel ran i = -1 .. hi-1 (class 5). long_index_unsigned_bound: a
// long index against an unsigned hi compares as long (it can hold every
// unsigned): from lo = -1 the loop runs; the kernel's trip count was huge
// (grid 1048576) and the emulated run stopped with an invalid access
// (class 5; called last, as it stops the program).
// vla_size_changes: a VLA pointer's row size is the size variable's value
// at the declaration, not after 'cols = cols / 2' (class 6).
// negative_zero_sum, nan_max: a sum of -0.0 values from -0.0 is -0.0; a max
// spelled 'm = v > m ? v : m' from a NaN stays NaN in C (class 4).
// infinite_min_max (new: no NaN, no signed zero): a min reduction over
// +inf values from +inf is +inf in C; the reduction's identity was DBL_MAX
// (FLT_MAX for fminf) and the result 1.79769e+308; a max over -inf likewise.
// (The empty section with 'update host' it found, class 10, stops the
// program: found-by-difftest-round3-empty.c.)
// RUN: %clang -O2 -w %s -lm -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w %s %{cuaccrt} -lm -o %t
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
#include <math.h>
#include <stddef.h>
#include <stdio.h>

#define SCALAR_VAL(x) x
#define MAX(a, b) ((a) > (b) ? (a) : (b))

static int noisy(int i) {
  if (i == 1)
    printf("noisy %d\n", i);
  return i & 3;
}

static double D[16], c[16];
static void macro_end_in_data(int n) {
  int i;
  for (i = 0; i < 16; i++) {
    D[i] = i;
    c[i] = 0;
  }
#pragma acc data region copy(D[0:n-1], c[0:n-1])
  {
#pragma acc region
    for (i = 0; i < n; i++)
      D[i] = (D[i] + noisy(i)) / SCALAR_VAL(2.0);
#pragma acc region
    for (i = 0; i < n; i++)
      c[i] = MAX(D[i] + noisy(i), 2.0);
  }
  printf("macro_end_in_data(%d):", n);
  for (i = 0; i < 16; i++)
    printf(" %g/%g", D[i], c[i]);
  printf("\n");
}

static int b[24];
static void mixed_sign_bound(int lo, size_t hi) {
  for (int t = 0; t < 24; t++)
    b[t] = t;
#pragma acc region
  for (int i = lo; i < hi; i++)
    b[i + 2] = b[i + 2] * 2 + 1;
  printf("mixed_sign_bound(%d, %zu):", lo, hi);
  for (int t = 0; t < 24; t++)
    printf(" %d", b[t]);
  printf("\n");
}

static int u[24];
static void unsigned_index(int lo, int hi) {
  for (int t = 0; t < 24; t++)
    u[t] = t;
#pragma acc region for
  for (size_t i = lo; i < hi; i++)
    u[i + 2] = u[i + 2] * 3;
  printf("unsigned_index(%d, %d):", lo, hi);
  for (int t = 0; t < 24; t++)
    printf(" %d", u[t]);
  printf("\n");
}

static double v[16];
static float fv[16];
static void infinite_min_max(int n, double init) {
  double m = init, M = -init;
  float fm = (float)init;
  for (int i = 0; i < 16; i++) {
    v[i] = INFINITY;
    fv[i] = INFINITY;
  }
#pragma acc region
  {
    for (int i = 0; i < n; i++)
      m = v[i] < m ? v[i] : m;
    for (int i = 0; i < n; i++)
      M = -v[i] > M ? -v[i] : M;
    for (int i = 0; i < n; i++)
      fm = fminf(fm, fv[i]);
  }
  printf("infinite_min_max(%d, %g): %g %g %g\n", n, init, m, M, fm);
}

static int w2[24];
static void long_index_unsigned_bound(long lo, unsigned hi) {
  for (int t = 0; t < 24; t++)
    w2[t] = t;
#pragma acc region for
  for (long i = lo; i < hi; i++)
    w2[i + 2] = w2[i + 2] * 3;
  printf("long_index_unsigned_bound(%ld, %u):", lo, hi);
  for (int t = 0; t < 24; t++)
    printf(" %d", w2[t]);
  printf("\n");
}

static double buf[64];
static void vla_size_changes(int rows, int cols) {
  for (int t = 0; t < 64; t++)
    buf[t] = t;
  double (*v)[cols] = (double (*)[cols])buf;
  cols = cols / 2;
#pragma acc region
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      v[i][j] = -v[i][j];
  printf("vla_size_changes(%d, ...):", rows);
  for (int t = 0; t < 64; t++)
    printf(" %g", buf[t]);
  printf("\n");
}

static double z[16];
static void negative_zero_sum(int n) {
  double s = -0.0;
  int i;
  for (i = 0; i < 16; i++)
    z[i] = -0.0;
#pragma acc region
  for (i = 0; i < n; i++)
    s += z[i];
  printf("negative_zero_sum(%d): %a signbit %d\n", n, s, signbit(s) != 0);
}

static double w[16];
static void nan_max(int n) {
  double m = NAN;
  int i;
  for (i = 0; i < 16; i++)
    w[i] = i == 3 ? NAN : (double)(i % 5);
#pragma acc region
  for (i = 0; i < n; i++)
    m = w[i] > m ? w[i] : m;
  printf("nan_max(%d): %s %g\n", n, isnan(m) ? "nan" : "number", isnan(m) ? 0.0 : m);
}

int main(void) {
  setvbuf(stdout, NULL, _IOLBF, 0); /* what ran before a stop shows */
  macro_end_in_data(12);
  macro_end_in_data(0);
  mixed_sign_bound(-1, 20);
  mixed_sign_bound(-1, 0);
  mixed_sign_bound(0, 20);
  unsigned_index(-1, 3);
  unsigned_index(1, 20);
  vla_size_changes(6, 8);
  vla_size_changes(4, 5);
  negative_zero_sum(16);
  negative_zero_sum(0);
  nan_max(16);
  nan_max(2);
  infinite_min_max(16, INFINITY);
  infinite_min_max(16, 1.0);
  infinite_min_max(0, INFINITY);
  long_index_unsigned_bound(2, 16);
  long_index_unsigned_bound(-1, 0);
  long_index_unsigned_bound(-1, 16);
  return 0;
}
