// cache(list) names array sections to stage in shared memory; the bounds may
// use the loop indices of enclosing loops.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck %s

void f(int n, int m, float (*restrict a)[m], float (*restrict b)[m]) {
  int i, j;
#pragma acc region
  {
    for (i = 1; i < n - 1; ++i)
      // CHECK: [[@LINE+1]]: #pragma acc for cache(a[i-1:i+1][0:m-1]) -> for loop
#pragma acc for cache(a[i-1:i+1][0:m-1])
      for (j = 1; j < m - 1; ++j)
        b[i][j] = a[i - 1][j] + a[i + 1][j];
  }
}
