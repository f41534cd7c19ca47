// RUN: %cuacc -fsyntax-only -Xclang -verify %s
// RUN: not %cuacc -fsyntax-only %s 2>&1 | FileCheck %s

void f(int n, float *a, float (*b)[n]) {
  // CHECK: malformed-subarray.c:[[@LINE+1]]:29: error: empty subscript in subarray of 'a'
#pragma acc region copyin(a[])
  a[0] = 0; // expected-error@-1 {{empty subscript in subarray of 'a'; write [lower:upper] or [:upper]}}
  // expected-error@+1 {{expected ']' to close a subscript of 'a'}}
#pragma acc region copyin(a[0:n-1)
  a[0] = 0;
  // expected-error@+1 {{expected ']' to close a subscript of 'b'}}
#pragma acc region copyin(b[0:n-1][0:n-1:2])
  a[0] = 0;
  // expected-error@+1 {{expected an expression}}
#pragma acc region copyin(a[0:*])
  a[0] = 0;
  // Constant bounds are checked: inclusive bounds must not be reversed.
  // CHECK: malformed-subarray.c:[[@LINE+1]]:32: error: subarray of 'a' has upper bound 3 below lower bound 10
#pragma acc region copyin(a[10:3])
  a[0] = 0; // expected-error@-1 {{subarray of 'a' has upper bound 3 below lower bound 10 (bounds are inclusive: [lower:upper])}}
  // expected-error@+1 {{subarray of 'b' has negative lower bound -1}}
#pragma acc region copyin(b[0:n-1][-1:n-1])
  a[0] = 0;
}
