// RUN: %cuacc -fsyntax-only -Xclang -verify %s
// RUN: not %cuacc -fsyntax-only %s 2>&1 | FileCheck %s

void f(int n, float *a) {
#pragma acc region
  {
    int i = 0;
    // CHECK: for-not-loop.c:[[@LINE+1]]:9: error: '#pragma acc for' must be followed by a 'for' loop
#pragma acc for parallel
    while (i < n) // expected-error@-1 {{'#pragma acc for' must be followed by a 'for' loop}} expected-note {{the statement that follows it is here}}
      a[i++] = 0;
    // expected-error@+1 {{'#pragma acc for' must be followed by a 'for' loop}}
#pragma acc for
    { // expected-note {{the statement that follows it is here}}
      for (i = 0; i < n; ++i) a[i] = 0;
    }
  }
  // expected-error@+1 {{'#pragma acc region for' must be followed by a 'for' loop}}
#pragma acc region for
  a[0] = 1; // expected-note {{the statement that follows it is here}}
}
