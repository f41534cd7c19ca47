// update device(list) copies host data to the device.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck %s

void f(int n, float *restrict a) {
#pragma acc data region copy(a[0:n-1])
  {
    a[0] = 1;
    // CHECK: [[@LINE+1]]: #pragma acc update device(a[0:0]) -> executable
#pragma acc update device(a[0:0])
  }
}
