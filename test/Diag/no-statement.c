// RUN: %cuacc -fsyntax-only -Xclang -verify %s
// RUN: not %cuacc -fsyntax-only %s 2>&1 | FileCheck %s

void f(int n, float *a) {
  {
    a[0] = 0;
    // CHECK: no-statement.c:[[@LINE+1]]:9: error: '#pragma acc region' must be followed by a statement
#pragma acc region
  } // expected-error@-1 {{'#pragma acc region' must be followed by a statement}}
#pragma acc region
  {
    for (int i = 0; i < n; ++i) a[i] = 0;
    // expected-error@+1 {{'#pragma acc for' must be followed by a statement}}
#pragma acc for
  }
  // A declaration is not a statement a region can apply to.
  // expected-error@+1 {{'#pragma acc region' must be followed by a statement, not a declaration}}
#pragma acc region
  int x = 0;
  a[0] = x;
  // expected-error@+1 {{'#pragma acc data region' must be followed by a statement}}
#pragma acc data region copy(a[0:n-1])
}
