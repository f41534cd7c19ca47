// A kernel that reads past what the data clause put on the device: the
// emulated device stops it at the guard page after the array and names
// the kernel and the region.
// RUN: %cuacc -O2 %s %{cuaccrt} -lm -o %t 2>&1 | FileCheck --check-prefix=WARN %s
// RUN: %if nvcc %{ env ACC_DEVICE=emulate not %t 2>&1 | FileCheck %s %}
// The compiler warns, and still builds the region as written.
// WARN: warning: 'a' in 'copyin' does not cover what the region accesses (a[0:2*h-1])
// CHECK: cuacc: emulated device: invalid memory access at 0x{{[0-9a-f]+}} in kernel sum_halves_{{[0-9]+}}_gpu (region at out-of-bounds.c:[[#@LINE+5]], function sum_halves)
#include <stdio.h>
#include <stdlib.h>

static void sum_halves(int h, float *restrict a, float *restrict b) {
#pragma acc region copyin(a[0:h-1]) copyout(b[0:h-1])
  for (int i = 0; i < h; ++i)
    b[i] = a[i] + a[i + h];
}

int main(void) {
  int n = 1 << 16;
  float *a = calloc(n, sizeof(float)), *b = calloc(n, sizeof(float));
  sum_halves(n / 2, a, b);
  printf("no fault\n");
  return 0;
}
