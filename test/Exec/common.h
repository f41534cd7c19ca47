/* Helpers for the end-to-end programs: deterministic data and a tolerant
 * comparison with the host computation. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void fill(float *p, long n, int seed) {
  for (long i = 0; i < n; ++i)
    p[i] = (float)((i * 7919 + seed * 104729) % 1000) / 1000.0f;
}

static int check(const char *what, const float *got, const float *want,
                 long n, float tol) {
  double worst = 0;
  long at = 0;
  for (long i = 0; i < n; ++i) {
    double e = fabs((double)got[i] - (double)want[i]) /
               (fabs((double)want[i]) > 1 ? fabs((double)want[i]) : 1);
    if (!(e <= worst)) {
      worst = e;
      at = i;
    }
  }
  int ok = worst <= tol;
  printf("%s: %s (max relative error %.3g at %ld)\n", what, ok ? "PASS" : "FAIL",
         worst, at);
  return ok;
}

/* An exact comparison of n elements' bytes (integer arithmetic, or floating
 * point in the host's order): one line "<what> n=<n> ok" or "BAD", and any
 * BAD remembered in exact_bad. */
static int exact_bad = 0;
static inline void check_exact(const char *what, int n, const void *got,
                               const void *want, size_t bytes) {
  int same = bytes == 0 || memcmp(got, want, bytes) == 0;
  printf("%-9s n=%-3d %s\n", what, n, same ? "ok" : "BAD");
  exact_bad |= !same;
}
