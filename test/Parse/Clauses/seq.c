// 'seq' with and without its optional strip length.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck %s

#define LEN 64
void f(int n, float *restrict a) {
#pragma acc region
  {
    // CHECK: [[@LINE+1]]: #pragma acc for seq -> for loop
#pragma acc for seq
    for (int i = 0; i < n; ++i) a[i] = 0;
    // CHECK: [[@LINE+1]]: #pragma acc for seq(128) -> for loop
#pragma acc for seq(128)
    for (int i = 0; i < n; ++i) a[i] = 0;
    // Macros and constant arithmetic fold to the value.
    // CHECK: [[@LINE+1]]: #pragma acc for seq(32) -> for loop
#pragma acc for seq(LEN/2)
    for (int i = 0; i < n; ++i) a[i] = 0;
  }
}
