// 'update' is executable: it applies to no statement and may end a block.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck %s

float c[8];

void f(int n, float *restrict a, float *restrict b) {
#pragma acc data region copy(a[0:n-1]) copyin(b[0:n-1]) copy(c)
  {
    // CHECK: [[@LINE+1]]: #pragma acc update host(a[0:n-1]) -> executable
#pragma acc update host(a[0:n-1])
    a[0] = 1;
    // CHECK: [[@LINE+1]]: #pragma acc update device(a[0:n-1], b[0:n-1]) -> executable
#pragma acc update device(a[0:n-1], b[0:n-1])
    // A bare name is the whole array (a bare pointer has no extent: an
    // error, Diag/data-extent-unknown.c).
    // CHECK: [[@LINE+1]]: #pragma acc update host(c), device(b[1]) -> executable
#pragma acc update host(c) device(b[1])
  }
}
