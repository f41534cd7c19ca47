// A floating max or min is a reduction only where the order its values
// meet in cannot change the result: values that cannot be -0.0 (fabs, an
// int converted, a variable only such a value initializes), and, where the
// pick takes a NaN value (m = m > v ? m : v, fmax of NaNs alone), values
// that cannot be a NaN with its sign bit set. Otherwise the loop keeps its
// order and says why. Integers are reductions in every spelling.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s --match-full-lines
#include <math.h>

double ordered(int n, double *restrict a, int *restrict k) {
  double m1 = 0, m2 = 0, m3 = 0, m4 = 0, m5 = 0, m6 = 0;
  int i;
#pragma acc region
  {
    for (i = 0; i < n; ++i) if (a[i] > m1) m1 = a[i];
    for (i = 0; i < n; ++i) m2 = m2 > a[i] ? m2 : a[i];
    for (i = 0; i < n; ++i) m3 = fmin(m3, a[i]);
    for (i = 0; i < n; ++i) m4 = m4 > fabs(a[i]) ? m4 : fabs(a[i]);
    for (i = 0; i < n; ++i) if (a[i] <= m5) m5 = a[i];
    for (i = 0; i < n; ++i) {
      if (a[i] > m6) m6 = a[i];
      m6 = fmax(m6, a[i]);
    }
  }
  return m1 + m2 + m3 + m4 + m5 + m6;
}
// CHECK:      ordered:
// CHECK:           15, Loop carried scalar dependence for 'm1'
// CHECK-NEXT:          Max reduction not generated for 'm1': the result depends on the order of signed zeros
// CHECK-NEXT:      16, Loop carried scalar dependence for 'm2'
// CHECK-NEXT:          Max reduction not generated for 'm2': the result depends on the order of signed zeros and NaNs
// CHECK-NEXT:      17, Loop carried scalar dependence for 'm3'
// CHECK-NEXT:          Min reduction not generated for 'm3': the result depends on the order of signed zeros and NaNs
// CHECK-NEXT:      18, Loop carried scalar dependence for 'm4'
// CHECK-NEXT:          Max reduction not generated for 'm4': the result depends on the order of NaNs
// CHECK-NEXT:      19, Loop carried scalar dependence for 'm5'
// CHECK-NEXT:          Min reduction not generated for 'm5': the result depends on the order of signed zeros
// CHECK-NEXT:      20, Loop carried scalar dependence for 'm6'
// CHECK-NEXT:          Max reduction not generated for 'm6': its statements compare in different ways

double exact(int n, double *restrict a, float *restrict b, int *restrict k) {
  double m1 = 0, m2 = 0, m3 = 0, m4 = 0, m5 = 0;
  float f1 = 0, f2 = 0;
  int i1 = 0, i2 = 0, i3 = 0;
  int i;
#pragma acc region
  {
    for (i = 0; i < n; ++i) if (fabs(a[i]) > m1) m1 = fabs(a[i]);
    for (i = 0; i < n; ++i) m2 = fmax(fabs(a[i]), m2);
    for (i = 0; i < n; ++i) m3 = m3 < k[i] ? m3 : k[i];
    for (i = 0; i < n; ++i) m4 = fmin(m4, k[i]);
    for (i = 0; i < n; ++i) {
      double d = fabs(a[i] - 1);
      if (d >= m5) m5 = d;
    }
    for (i = 0; i < n; ++i) f1 = fmaxf(f1, fabsf(b[i]));
    for (i = 0; i < n; ++i) if (fabsf(b[i]) < f2) f2 = fabsf(b[i]);
    for (i = 0; i < n; ++i) i1 = i1 > k[i] ? i1 : k[i];
    for (i = 0; i < n; ++i) if (k[i] < i2) i2 = k[i];
    for (i = 0; i < n; ++i) i3 = k[i] >= i3 ? k[i] : i3;
  }
  return m1 + m2 + m3 + m4 + m5 + f1 + f2 + i1 + i2 + i3;
}
// CHECK:      exact:
// CHECK-NEXT:      48, Loop is parallelizable
// CHECK-NEXT:          Max reduction generated for 'm1'
// CHECK-NEXT:      49, Loop is parallelizable
// CHECK-NEXT:          Max reduction generated for 'm2'
// CHECK-NEXT:      50, Loop is parallelizable
// CHECK-NEXT:          Min reduction generated for 'm3'
// CHECK-NEXT:      51, Loop is parallelizable
// CHECK-NEXT:          Min reduction generated for 'm4'
// CHECK-NEXT:      52, Loop is parallelizable
// CHECK-NEXT:          Max reduction generated for 'm5'
// CHECK-NEXT:      56, Loop is parallelizable
// CHECK-NEXT:          Max reduction generated for 'f1'
// CHECK-NEXT:      57, Loop is parallelizable
// CHECK-NEXT:          Min reduction generated for 'f2'
// CHECK-NEXT:      58, Loop is parallelizable
// CHECK-NEXT:          Max reduction generated for 'i1'
// CHECK-NEXT:      59, Loop is parallelizable
// CHECK-NEXT:          Min reduction generated for 'i2'
// CHECK-NEXT:      60, Loop is parallelizable
// CHECK-NEXT:          Max reduction generated for 'i3'
