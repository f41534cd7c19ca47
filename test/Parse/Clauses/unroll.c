// unroll(n) needs a positive constant.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck %s

void f(int n, float *restrict a) {
#pragma acc region
  {
    // CHECK: [[@LINE+1]]: #pragma acc for seq, unroll(4) -> for loop
#pragma acc for seq unroll(4)
    for (int i = 0; i < n; ++i) a[i] = 0;
    // CHECK: [[@LINE+1]]: #pragma acc for unroll(16) -> for loop
#pragma acc for unroll(0x10)
    for (int i = 0; i < n; ++i) a[i] = 0;
  }
}
