// A true recurrence: the value assigned is used to compute the next one.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s --match-full-lines

void test(int n, float *restrict a, float *restrict b, float *restrict c) {
  int i;
#pragma acc region
  for( i = 1; i < n; ++i )
    a[i] = a[i-1]*b[i] + c[i];
}
// CHECK:      test:
// CHECK-NEXT:       6, No parallel kernels found, accelerator region ignored
// CHECK-NEXT:       7, Loop carried dependence of 'a' prevents parallelization
// CHECK-NEXT:          Loop carried backward dependence of 'a' prevents vectorization
