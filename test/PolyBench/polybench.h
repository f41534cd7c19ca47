/* Shared helpers for the PolyBench/C 4.2.1 kernels written in PGI
 * Accelerator form: allocation, and a tolerant comparison of the
 * accelerated result with a plain reference run of the same kernel.
 *
 * Each kernel file computes its kernel twice (the accelerated version with
 * data regions and regions, and a plain C reference without pragmas), then
 * calls pb_compare() for each output array and pb_result() once, which
 * prints "<kernel>: PASS" or "<kernel>: FAIL" with the worst relative error
 * (|got - want| / max(|want|, 1)), the array and the flat index. */
#ifndef POLYBENCH_H
#define POLYBENCH_H
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *pb_alloc(size_t bytes) {
  void *p = malloc(bytes ? bytes : 1);
  if (!p) {
    fprintf(stderr, "out of memory\n");
    exit(2);
  }
  return p;
}

/* A fresh copy of an initialized array, for the reference run. */
static void *pb_dup(const void *src, size_t bytes) {
  void *p = pb_alloc(bytes);
  memcpy(p, src, bytes);
  return p;
}

static double pb_worst = 0;
static const char *pb_worst_array = "-";
static long pb_worst_at = -1;
static double pb_worst_got = 0, pb_worst_want = 0;

/* Each compared array's worst error, printed when the kernel fails. */
enum { PB_MAX_ARRAYS = 16 };
static const char *pb_arrays[PB_MAX_ARRAYS];
static double pb_array_worst[PB_MAX_ARRAYS];
static int pb_narrays = 0;

static void pb_note(const char *array, long i, double e, double got,
                    double want) {
  int a = 0;
  while (a < pb_narrays && pb_arrays[a] != array)
    ++a;
  if (a == pb_narrays && a < PB_MAX_ARRAYS) {
    pb_arrays[a] = array;
    pb_array_worst[a] = 0;
    ++pb_narrays;
  }
  if (a < PB_MAX_ARRAYS && !(e <= pb_array_worst[a]))
    pb_array_worst[a] = e;
  if (!(e <= pb_worst)) { /* NaN counts as the worst */
    pb_worst = e;
    pb_worst_array = array;
    pb_worst_at = i;
    pb_worst_got = got;
    pb_worst_want = want;
  }
}

static void pb_compare(const char *array, const double *got,
                       const double *want, long n) {
  for (long i = 0; i < n; ++i) {
    double d = fabs(got[i] - want[i]);
    double s = fabs(want[i]) > 1 ? fabs(want[i]) : 1;
    double e = d / s;
    if (got[i] != got[i] && want[i] != want[i])
      e = 0; /* both NaN */
    else if (got[i] != got[i] || want[i] != want[i])
      e = INFINITY;
    pb_note(array, i, e, got[i], want[i]);
  }
}

static void pb_compare_int(const char *array, const int *got, const int *want,
                           long n) {
  for (long i = 0; i < n; ++i)
    pb_note(array, i, got[i] == want[i] ? 0 : INFINITY, got[i], want[i]);
}

static int pb_result(const char *kernel, double tol) {
  int ok = pb_worst <= tol;
  if (ok) {
    printf("%s: PASS (max relative error %.3g)\n", kernel, pb_worst);
    return ok;
  }
  printf("%s: FAIL (max relative error %.3g in %s[%ld]: got %.17g, want "
         "%.17g; tolerance %.3g)\n",
         kernel, pb_worst, pb_worst_array, pb_worst_at, pb_worst_got,
         pb_worst_want, tol);
  for (int a = 0; a < pb_narrays; ++a)
    printf("  %s: max relative error %.3g\n", pb_arrays[a], pb_array_worst[a]);
  return ok;
}

#endif
