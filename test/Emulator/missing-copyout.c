// A data clause that leaves out the copy back of an array the kernel
// writes: the host path is right (it never uses the clauses), the emulated
// device is wrong exactly as a GPU would be, because its device memory is
// not the host's.
// RUN: %cuacc -O2 %s %{cuaccrt} -lm -o %t 2>/dev/null
// RUN: env ACC_DEVICE=host %t | FileCheck --check-prefix=HOST %s
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | FileCheck --check-prefix=EMU %s %}
// HOST: b after the region: right
// EMU: b after the region: WRONG (not copied back)
#include <stdio.h>
#include <stdlib.h>

static void twice(int n, float *restrict a, float *restrict b) {
#pragma acc region copyin(a[0:n-1], b[0:n-1])
  for (int i = 0; i < n; ++i)
    b[i] = 2 * a[i];
}

int main(void) {
  int n = 1000;
  float *a = malloc(sizeof(float) * n), *b = malloc(sizeof(float) * n);
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    b[i] = -1;
  }
  twice(n, a, b);
  int right = 1;
  for (int i = 0; i < n; ++i)
    right &= b[i] == 2 * a[i];
  printf("b after the region: %s\n", right ? "right" : "WRONG (not copied back)");
  return 0;
}
