// 'kernel' makes this loop's body the kernel body.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck %s

void f(int n, float *restrict a) {
#pragma acc region
  {
    // CHECK: [[@LINE+1]]: #pragma acc for kernel, parallel -> for loop
#pragma acc for kernel parallel
    for (int i = 0; i < n; ++i) a[i] = 0;
  }
}
