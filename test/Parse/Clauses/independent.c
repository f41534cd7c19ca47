// 'independent' asserts the loop carries no dependence.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck %s

void f(int n, int *idx, float *a) {
#pragma acc region
  {
    // CHECK: [[@LINE+1]]: #pragma acc for independent -> for loop
#pragma acc for independent
    for (int i = 0; i < n; ++i) a[idx[i]] = 0;
    // CHECK: [[@LINE+1]]: #pragma acc for parallel, independent -> for loop
#pragma acc for parallel independent
    for (int i = 0; i < n; ++i) a[idx[i]] = 1;
  }
}
