// A scalar that saves a value for the next iteration carries a dependence;
// the loop it replaced was parallel.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s --match-full-lines

void saved(int n, float *restrict a, float *restrict b) {
  float x, y;
  int i;
#pragma acc region
  {
    x = a[0];
    for( i = 0; i < n-1; ++i ){
      y = a[i+1];
      b[i] = x + y;
      x = y;
    }
  }
}
// CHECK:      saved:
// CHECK-NEXT:       8, No parallel kernels found, accelerator region ignored
// CHECK-NEXT:      11, Loop carried scalar dependence for 'x'

void original(int n, float *restrict a, float *restrict b) {
  int i;
#pragma acc region
  {
    for( i = 0; i < n-1; ++i ){
      b[i] = a[i] + a[i+1];
    }
  }
}
// CHECK:      original:
// CHECK-NEXT:      26, Loop is parallelizable
