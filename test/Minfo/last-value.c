// A privatizable scalar whose value is used after the loop, or may be (a
// global), blocks parallelization; renaming it or reassigning it after the
// loop lifts that.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s --match-full-lines

float gx;

void used_after(int n, float *restrict a, float *restrict b, float *restrict c,
                float w) {
  float x;
  int i;
#pragma acc region
  {
    for( i = 0; i < n; ++i ){
      x = b[i]*w;
      if( x != 0 ) c[i] = x*a[i];
    }
  }
  if( x > 0 ) c[0] = 0;
}
// CHECK:      used_after:
// CHECK-NEXT:      12, No parallel kernels found, accelerator region ignored
// CHECK-NEXT:      14, Scalar last value needed after loop for 'x'

void global(int n, float *restrict a, float *restrict b, float *restrict c,
            float w) {
  int i;
#pragma acc region
  {
    for( i = 0; i < n; ++i ){
      gx = b[i]*w;
      if( gx != 0 ) c[i] = gx*a[i];
    }
  }
}
// CHECK:      global:
// CHECK-NEXT:      28, No parallel kernels found, accelerator region ignored
// CHECK-NEXT:      30, Scalar last value needed after loop for 'gx'

void reassigned(int n, float *restrict a, float *restrict b, float *restrict c,
                float w) {
  float x;
  int i;
#pragma acc region
  {
    for( i = 0; i < n; ++i ){
      x = b[i]*w;
      if( x != 0 ) c[i] = x*a[i];
    }
  }
  x = 1;
  if( x > 0 ) c[0] = 0;
}
// CHECK:      reassigned:
// CHECK-NEXT:      46, Loop is parallelizable

void address_taken(int n, float *restrict a, float *restrict b, float w,
                   float **out) {
  float x;
  int i;
  *out = &x;
#pragma acc region
  {
    for( i = 0; i < n; ++i ){
      x = b[i]*w;
      a[i] = x;
    }
  }
}
// CHECK:      address_taken:
// CHECK-NEXT:      62, No parallel kernels found, accelerator region ignored
// CHECK-NEXT:      64, Scalar last value needed after loop for 'x'

void next_outer_iteration(int n, float *restrict a, float *restrict b) {
  float x = 0;
  for (int t = 0; t < 3; ++t) {
    a[0] = x;  // reads the x of the previous t iteration
#pragma acc region
    for (int i = 0; i < n; ++i) {
      x = b[i];
      a[i] += x;
    }
  }
}
// CHECK:      next_outer_iteration:
// CHECK-NEXT:      78, No parallel kernels found, accelerator region ignored
// CHECK-NEXT:      79, Scalar last value needed after loop for 'x'
