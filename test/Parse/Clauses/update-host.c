// update host(list) copies device data to the host.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck %s

void f(int n, float *restrict a, float (*restrict b)[n]) {
#pragma acc data region copy(a[0:n-1], b[0:n-1][0:n-1])
  {
    // CHECK: [[@LINE+1]]: #pragma acc update host(a[0:n-1], b[1:n-2][0:n-1]) -> executable
#pragma acc update host(a[0:n-1], b[1:n-2][0:n-1])
    a[0] = 0;
  }
}
