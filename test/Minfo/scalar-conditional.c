// A scalar assigned on some iterations only: the others read the value of an
// earlier iteration. Also when the use is under the same condition (the
// analysis, like PGI's, does not correlate conditions); rewritten with the
// assignment and the use under one condition the loop is parallel.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s --match-full-lines

void cond_assign(int n, float *restrict a, float *restrict b,
                 float *restrict c, float w) {
  float x;
  int i;
#pragma acc region
  {
    for( i = 0; i < n; ++i ){
      if( a[i] < 0 ) x = b[i]*w;
      c[i] = x*a[i];
    }
  }
}
// CHECK:      cond_assign:
// CHECK-NEXT:      11, No parallel kernels found, accelerator region ignored
// CHECK-NEXT:      13, Loop carried scalar dependence for 'x'

void cond_both(int n, float *restrict a, float *restrict b, float *restrict c,
               float *restrict d, float w) {
  float x;
  int i;
#pragma acc region
  {
    for( i = 0; i < n; ++i ){
      if( a[i] < 0 ) x = b[i]*w;
      d[i] = a[i]+1;
      if( a[i] < 0 ) c[i] = x*a[i];
    }
  }
}
// CHECK:      cond_both:
// CHECK-NEXT:      27, No parallel kernels found, accelerator region ignored
// CHECK-NEXT:      29, Loop carried scalar dependence for 'x'

void rewritten(int n, float *restrict a, float *restrict b, float *restrict c,
               float *restrict d, float w) {
  float x;
  int i;
#pragma acc region
  {
    for( i = 0; i < n; ++i ){
      if( a[i] < 0 ){
        x = b[i]*w;
        c[i] = x*a[i];
      }
      d[i] = a[i]+1;
    }
  }
}
// CHECK:      rewritten:
// CHECK-NEXT:      46, Loop is parallelizable
// CHECK-NOT: {{.}}
