// Clauses may be separated by commas, spaces, or both; a trailing comma is
// accepted. All spellings print the same canonical form.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck %s

void f(int n, float *restrict a, float *restrict b) {
#pragma acc region
  {
    // CHECK: #pragma acc for parallel, vector(256), independent -> for loop
#pragma acc for parallel, vector(256), independent
    for (int i = 0; i < n; ++i) a[i] = 0;
    // CHECK: #pragma acc for parallel, vector(256), independent -> for loop
#pragma acc for parallel vector(256) independent
    for (int i = 0; i < n; ++i) a[i] = 0;
    // CHECK: #pragma acc for parallel, vector(256), independent -> for loop
#pragma acc for parallel,vector( 256 ) independent,
    for (int i = 0; i < n; ++i) a[i] = 0;
  }
  // CHECK: #pragma acc region copyin(b[0:n-1]), copyout(a[0:n-1]) -> for loop
#pragma acc region copyin( b [ 0 : n - 1 ] ) , copyout(a[0:n-1])
  for (int i = 0; i < n; ++i) a[i] = b[i];
}
