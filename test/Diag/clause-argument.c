// Schedule clauses take positive integer constants (after macro expansion).
// RUN: %cuacc -fsyntax-only -Xclang -verify %s
// RUN: not %cuacc -fsyntax-only %s 2>&1 | FileCheck %s

void f(int n, float *a) {
  int len = 64;
#pragma acc region
  {
    // CHECK: clause-argument.c:[[@LINE+1]]:24: error: argument of 'vector' must be a positive integer constant
#pragma acc for vector(len)
    for (int i = 0; i < n; ++i) a[i] = 0; // expected-error@-1 {{argument of 'vector' must be a positive integer constant}}
    // expected-error@+1 {{argument of 'vector' must be a positive integer constant}}
#pragma acc for vector(0)
    for (int i = 0; i < n; ++i) a[i] = 0;
    // expected-error@+1 {{argument of 'parallel' must be a positive integer constant}}
#pragma acc for parallel(-4)
    for (int i = 0; i < n; ++i) a[i] = 0;
    // expected-error@+1 {{argument of 'vector' must be a positive integer constant}}
#pragma acc for vector(2.5)
    for (int i = 0; i < n; ++i) a[i] = 0;
    // expected-error@+1 {{argument of 'seq' must be a positive integer constant}}
#pragma acc for seq()
    for (int i = 0; i < n; ++i) a[i] = 0;
    // expected-error@+1 {{expected '(' after 'unroll'}}
#pragma acc for unroll
    for (int i = 0; i < n; ++i) a[i] = 0;
    // expected-error@+1 {{argument of 'unroll' must be a positive integer constant}}
#pragma acc for unroll(n)
    for (int i = 0; i < n; ++i) a[i] = 0;
    // expected-error@+1 {{clause 'independent' takes no argument}}
#pragma acc for independent(1)
    for (int i = 0; i < n; ++i) a[i] = 0;
    // expected-error@+1 {{argument of 'host' must be a positive integer constant}}
#pragma acc for host(1/0)
    for (int i = 0; i < n; ++i) a[i] = 0;
  }
  // expected-error@+1 {{expected '(' after 'if'}}
#pragma acc region if
  a[0] = 0;
}
