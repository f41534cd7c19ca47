// 'region for' is a region and a loop directive on one loop; it takes the
// clauses of both.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck %s

void f(int n, float *restrict a, float *restrict b) {
  // CHECK: [[@LINE+1]]: #pragma acc region for parallel, vector(256), copyin(b[0:n-1]), copyout(a[0:n-1]) -> for loop at line [[@LINE+2]]
#pragma acc region for parallel, vector(256) copyin(b[0:n-1]) copyout(a[0:n-1])
  for (int i = 0; i < n; ++i)
    a[i] = b[i];
  // CHECK: [[@LINE+1]]: #pragma acc region for -> for loop at line [[@LINE+2]]
#pragma acc region for
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
