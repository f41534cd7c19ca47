// a[i] assigned and a[i-1] used in the next iteration: a forward dependence
// (no vectorization message). Split into two loops, both are parallel.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s --match-full-lines

void together(int n, float *restrict a, float *restrict b, float *restrict c,
              float *restrict d) {
  int i;
#pragma acc region
  for( i = 1; i < n; ++i ){
    a[i] = b[i] + c[i];
    d[i] = a[i-1] + 2*a[i];
  }
}
// CHECK:      together:
// CHECK-NEXT:       8, No parallel kernels found, accelerator region ignored
// CHECK-NEXT:       9, Loop carried dependence of 'a' prevents parallelization
// CHECK-NOT: backward

void split(int n, float *restrict a, float *restrict b, float *restrict c,
           float *restrict d) {
  int i;
#pragma acc region
  {
    for( i = 1; i < n; ++i )
      a[i] = b[i] + c[i];
    for( i = 1; i < n; ++i )
      d[i] = a[i-1] + 2*a[i];
  }
}
// CHECK:      split:
// CHECK-NEXT:      24, Loop is parallelizable
// CHECK-NEXT:      26, Loop is parallelizable
