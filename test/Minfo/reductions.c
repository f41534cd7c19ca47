// Reductions in every recognized form (a floating max or min of values that
// cannot be -0.0: ieee-reductions.c), each parallel with a reduction message.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s --match-full-lines
#include <math.h>

float forms(int n, float *restrict a, float *restrict b, int *restrict k) {
  float sum = 0, sum2 = 0, sum3 = 0, diff = 0, prod = 1, big = -1e30f,
        big2 = -1e30f, big3 = -1e30f, small = 1e30f, small2 = 1e30f;
  int mask = -1, bits = 0, flip = 0, all = 1, any = 0;
  int i;
#pragma acc region
  {
    for (i = 0; i < n; ++i) sum += a[i] * b[i];
    for (i = 0; i < n; ++i) sum2 = sum2 + a[i];
    for (i = 0; i < n; ++i) sum3 = a[i] + sum3;
    for (i = 0; i < n; ++i) diff -= a[i];
    for (i = 0; i < n; ++i) prod *= a[i];
    for (i = 0; i < n; ++i) big = fmaxf(big, fabsf(a[i]));
    for (i = 0; i < n; ++i) if (fabsf(a[i]) > big2) big2 = fabsf(a[i]);
    for (i = 0; i < n; ++i) big3 = big3 > k[i] ? big3 : k[i];
    for (i = 0; i < n; ++i) small = fminf(fabsf(a[i]), small);
    for (i = 0; i < n; ++i) if (small2 > fabsf(a[i])) small2 = fabsf(a[i]);
    for (i = 0; i < n; ++i) mask &= k[i];
    for (i = 0; i < n; ++i) bits |= k[i];
    for (i = 0; i < n; ++i) flip ^= k[i];
    for (i = 0; i < n; ++i) all = all && k[i];
    for (i = 0; i < n; ++i) any = any || k[i];
  }
  return sum + sum2 + sum3 + diff + prod + big + big2 + big3 + small + small2 +
         mask + bits + flip + all + any;
}
// CHECK:      forms:
// CHECK-NEXT:      13, Loop is parallelizable
// CHECK-NEXT:          Sum reduction generated for 'sum'
// CHECK-NEXT:      14, Loop is parallelizable
// CHECK-NEXT:          Sum reduction generated for 'sum2'
// CHECK-NEXT:      15, Loop is parallelizable
// CHECK-NEXT:          Sum reduction generated for 'sum3'
// CHECK-NEXT:      16, Loop is parallelizable
// CHECK-NEXT:          Sum reduction generated for 'diff'
// CHECK-NEXT:      17, Loop is parallelizable
// CHECK-NEXT:          Product reduction generated for 'prod'
// CHECK-NEXT:      18, Loop is parallelizable
// CHECK-NEXT:          Max reduction generated for 'big'
// CHECK-NEXT:      19, Loop is parallelizable
// CHECK-NEXT:          Max reduction generated for 'big2'
// CHECK-NEXT:      20, Loop is parallelizable
// CHECK-NEXT:          Max reduction generated for 'big3'
// CHECK-NEXT:      21, Loop is parallelizable
// CHECK-NEXT:          Min reduction generated for 'small'
// CHECK-NEXT:      22, Loop is parallelizable
// CHECK-NEXT:          Min reduction generated for 'small2'
// CHECK-NEXT:      23, Loop is parallelizable
// CHECK-NEXT:          Bitwise and reduction generated for 'mask'
// CHECK-NEXT:      24, Loop is parallelizable
// CHECK-NEXT:          Bitwise or reduction generated for 'bits'
// CHECK-NEXT:      25, Loop is parallelizable
// CHECK-NEXT:          Bitwise xor reduction generated for 'flip'
// CHECK-NEXT:      26, Loop is parallelizable
// CHECK-NEXT:          Logical and reduction generated for 'all'
// CHECK-NEXT:      27, Loop is parallelizable
// CHECK-NEXT:          Logical or reduction generated for 'any'

// Nested: the inner loop reduces into s; for the outer loop s is private
// (reset each iteration) and the per-row result is stored.
void rows(int n, float (*restrict a)[n], float *restrict r) {
#pragma acc region
  for (int i = 0; i < n; ++i) {
    float s = 0;
    for (int j = 0; j < n; ++j)
      s += a[i][j];
    r[i] = s;
  }
}
// CHECK:      rows:
// CHECK-NEXT:      68, Loop is parallelizable
// CHECK-NEXT:      70, Loop is parallelizable
// CHECK-NEXT:          Sum reduction generated for 's'

// Not reductions: the accumulator is also read for another purpose, or two
// operators are mixed.
void not_reductions(int n, float *restrict a, float *restrict b) {
  float s = 0, t = 1;
#pragma acc region
  {
    for (int i = 0; i < n; ++i) {
      s += a[i];
      b[i] = s;
    }
    for (int i = 0; i < n; ++i) {
      t += a[i];
      t *= 2;
    }
  }
  b[0] = s + t;
}
// CHECK:      not_reductions:
// CHECK-NEXT:      84, No parallel kernels found, accelerator region ignored
// CHECK-NEXT:      86, Loop carried scalar dependence for 's'
// CHECK-NEXT:      90, Loop carried scalar dependence for 't'
