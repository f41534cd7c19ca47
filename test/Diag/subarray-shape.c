// Subarrays are checked against the declared type of the variable.
// RUN: %cuacc -fsyntax-only -Xclang -verify %s

float g[100][200];
void f(int n, float *p, float (*b)[n], float x) {
  // expected-error@+1 {{subarray of 'p' has 2 subscripts but 'p' has only 1 dimensions}}
#pragma acc region copyin(p[0:n-1][0:1])
  p[0] = 0;
  // expected-error@+1 {{subarray of 'x' has 1 subscripts but 'x' has only 0 dimensions}}
#pragma acc region copyin(x[0:1])
  p[0] = 0;
  // expected-error@+1 {{subarray of 'g' ends at 100 but the dimension has only 100 elements}}
#pragma acc region copyin(g[0:100][0:199])
  p[0] = 0;
  // expected-error@+1 {{subarray of 'g' ends at 200 but the dimension has only 200 elements}}
#pragma acc region copyin(g[0:99][200])
  p[0] = 0;
  // expected-error@+1 {{upper bound of subarray of 'p' cannot be inferred from its type; write 'p[lower:upper]'}}
#pragma acc region copyin(p[2:])
  p[0] = 0;
  // expected-error@+1 {{upper bound of subarray of 'b' cannot be inferred from its type}}
#pragma acc region copyin(b[:][0:n-1])
  p[0] = 0;
  // expected-error@+1 {{'x' in 'deviceptr' must be a pointer}}
#pragma acc region deviceptr(x)
  p[0] = 0;
  // The row of a pointer to VLA rows has a known extent.
#pragma acc region copyin(b[0:n-1][:])
  p[0] = 0;
}

// Rows through pointers: a section of the pointers alone would give the
// device the host's row addresses.
void rows(int n, int m, double **a) {
  // expected-error@+1 {{'a' in 'copyin' points to rows ('double **'): name the section of the rows too, as in 'a[0:n][0:m]'}}
#pragma acc data region copyin(a[0:n-1])
  {
  }
  // expected-error@+1 {{'a' in 'host' points to rows ('double **'): name the section of the rows too, as in 'a[0:n][0:m]'}}
#pragma acc update host(a[0:n-1])
  // expected-error@+1 {{subarray of 'a' has 3 subscripts but 'a' has only 2 dimensions}}
#pragma acc region copy(a[0:n-1][0:m-1][0:2])
  a[0][0] = 1;
  // expected-error@+1 {{upper bound of subarray of 'a' cannot be inferred from its type}}
#pragma acc region copy(a[0:n-1][2:])
  a[0][0] = 1;
#pragma acc region copy(a[0:n-1][0:m-1])
  a[0][0] = 1;
}
