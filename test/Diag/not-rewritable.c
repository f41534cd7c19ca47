// Code cuacc must put around a statement and cannot (the statement is in
// the middle of a macro expansion): where leaving it out would lose data,
// a located error, never silence. A region whose statement comes from a
// macro runs on the host and says so; inside a data region its host code
// could not update the device copies it writes, so it is an error.
// REQUIRES: nvcc
// RUN: %cuacc -c -o /dev/null -Xclang -verify %s

#define TWICE(a, n) _Pragma("acc region") for (int i = 0; i < n; i++) a[i] *= 2;
#define DATA_LOOP(a, n) \
  _Pragma("acc data region copy(a[0:n-1])") for (int i = 0; i < n; i++) a[i] += 1;

void outside(float *restrict a, int n) {
  // expected-warning@+1 {{cuacc: the region's statement comes from a macro expansion, which cuacc cannot rewrite, so the region runs on the host}}
  TWICE(a, n)
}

void inside(float *restrict a, int n) {
#pragma acc data region copy(a[0:n-1])
  {
    // expected-warning@+2 {{so the region runs on the host}}
    // expected-error@+1 {{cuacc: cannot keep the data of this region consistent with its data region: the region's statement comes from a macro expansion}}
    TWICE(a, n)
  }
}

void data_in_macro(float *restrict a, int n) {
  // expected-error@+3 {{cuacc: cannot generate this data region: the region's statement comes from a macro expansion}}
  // expected-warning@+2 {{host code writes 'a' inside a data region}}
  // expected-note@+1 {{the data region is here}}
  DATA_LOOP(a, n)
}
