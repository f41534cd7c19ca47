// A loop directive applies to the 'for' loop after it, also when that loop is
// the unbraced body of another loop.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck %s

void f(int n, int m, float (*restrict a)[m]) {
#pragma acc region
  {
    // CHECK: [[@LINE+1]]: #pragma acc for -> for loop at line [[@LINE+2]]
#pragma acc for
    for (int i = 0; i < n; ++i)
      // CHECK: [[@LINE+1]]: #pragma acc for vector(32) -> for loop at line [[@LINE+2]]
#pragma acc for vector(32)
      for (int j = 0; j < m; ++j)
        a[i][j] = 0;
  }
  // A loop directive may stand between a region and the loop it applies to.
  // CHECK: [[@LINE+2]]: #pragma acc region -> for loop at line [[@LINE+4]]
  // CHECK: [[@LINE+2]]: #pragma acc for parallel -> for loop at line [[@LINE+3]]
#pragma acc region
#pragma acc for parallel
  for (int i = 0; i < n; ++i)
    a[i][0] = 1;
}
