// if(cond): the region runs on the device only when the condition holds.
// RUN: %cuacc -O2 %s %{cuaccrt} -lm -o %t
// RUN: env ACC_NOTIFY=8 %t 2>&1 | FileCheck %s
// CHECK: enter region file=if-clause.c function=scale line=[[#LINE:]] device=host
// CHECK: if-clause small: PASS
// CHECK: if-clause large: PASS
#include "common.h"

static void scale(int n, float *restrict a) {
#pragma acc region if(n > 1000)
  for (int i = 0; i < n; ++i)
    a[i] = 2 * a[i];
}

int main(void) {
  for (int n = 10; n <= 100000; n *= 10000) {
    float *a = malloc(sizeof(float) * n), *r = malloc(sizeof(float) * n);
    fill(a, n, 8);
    for (int i = 0; i < n; ++i)
      r[i] = 2 * a[i];
    scale(n, a);
    if (!check(n < 1000 ? "if-clause small" : "if-clause large", a, r, n, 0))
      return 1;
  }
  return 0;
}

// The same program on the emulated device (kernels on the CPU, separate
// device memory): the same results.
// RUN: %if nvcc %{ env ACC_DEVICE=emulate ACC_NOTIFY=9 %t 2>&1 | tee %t.emu | FileCheck %s && grep -q 'device=emulated' %t.emu %}
