// An update in a function the data region's code calls, on the parameter
// an array of the data region becomes, updates that array at the call:
// the host's read after it is not stale (it was a false warning at every
// call). The same read without the call still gets the warning.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s
// CHECK-NOT: warning: {{.*}}'c'
// CHECK: 30:20: warning: host code reads 'd' inside a data region after a region wrote 'd' on the device
// CHECK-NOT: warning: {{.*}}'c'
#include <stdio.h>
#define N 100
static void pull(float *C) {
#pragma acc update host(C[0:0])
}
static void push(float *C) {
#pragma acc update device(C[0:N-1])
}
int main(void) {
  static float c[N], d[N];
#pragma acc data region copy(c, d)
  {
#pragma acc region
    for (int i = 0; i < N; i++) {
      c[i] = i;
      d[i] = i;
    }
    pull(c);
    printf("%g\n", c[0]);
    c[3] = 7;
    push(c);
    printf("%g\n", d[0]);
  }
  return 0;
}
