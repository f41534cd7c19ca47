// RUN: %cuacc -fsyntax-only -Xclang -verify %s

void f(int n, float *a) {
// expected-note@+1 {{the data region is here}}
#pragma acc data region copy(a[0:n-1])
  {
    if (n > 1)
      // expected-error@+1 {{'#pragma acc update' is an executable directive; it cannot be the body of 'if statement' (put it in braces)}}
#pragma acc update host(a[0:n-1])
      a[0] = 1; // expected-warning {{host code writes 'a' inside a data region that keeps 'a' on the device}}
    // expected-error@+1 {{'#pragma acc update' needs a 'host(list)' or 'device(list)' clause}}
#pragma acc update
  }
}
