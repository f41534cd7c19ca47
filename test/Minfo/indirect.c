// An index array on the left must be assumed to repeat; on the right it is
// harmless.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s --match-full-lines

void scatter(int n, float *restrict a, float *restrict b, int *restrict ndx) {
  int i;
#pragma acc region
  for( i = 0; i < n; ++i )
    a[ndx[i]] += b[i];
}
// CHECK:      scatter:
// CHECK-NEXT:       7, No parallel kernels found, accelerator region ignored
// CHECK-NEXT:       8, Loop carried dependence of 'a' prevents parallelization
// CHECK-NEXT:          Loop carried backward dependence of 'a' prevents vectorization

void gather(int n, float *restrict a, float *restrict b, int *restrict rndx) {
  int i;
#pragma acc region
  for( i = 0; i < n; ++i )
    a[i] += b[rndx[i]];
}
// CHECK:      gather:
// CHECK-NEXT:      19, Loop is parallelizable
