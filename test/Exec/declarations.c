// Declarations in kernels are printed through the kernel printer, so their
// initializers become device code: a loop's own declaration too (its
// initializer once kept a 2-D reference, and the region fell back to the
// host), with one or several declarators, with unroll(n).
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO --implicit-check-not=warning: %s
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ env ACC_DEVICE=emulate ACC_NOTIFY=1 %t 2>&1 | FileCheck --check-prefixes=CHECK,EMU %s %}
// MINFO-COUNT-3: Accelerator kernel generated
// EMU-COUNT-3: launch CUDA kernel
// CHECK: 3 3 2 3 3 2 3 3 | 4 4 3 4 4 3 4 4 | 3 3 2 3 3 2 3 3
#include <stdio.h>

int b[8][4], x[8], y[8], z[8];

int main(void) {
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 4; j++)
      b[i][j] = (i + j) % 3;
#pragma acc region
  for (int i = 0; i < 8; i++) {
    int s = 0;
    for (int j = b[i][0]; j < 3; j++)
      s += j;
    x[i] = s;
  }
#pragma acc region
  for (int i = 0; i < 8; i++) {
    int s = 0;
    for (int j = b[i][0], k = b[i][1] - b[i][1]; j < 3; j++, k++)
      s += j + (k == 0);
    y[i] = s;
  }
#pragma acc region
  {
#pragma acc for parallel
    for (int i = 0; i < 8; i++) {
      int s = 0;
#pragma acc for seq unroll(2)
      for (int j = b[i][0]; j < 3; j++)
        s += j;
      z[i] = s;
    }
  }
  for (int i = 0; i < 8; i++)
    printf("%d ", x[i]);
  printf("|");
  for (int i = 0; i < 8; i++)
    printf(" %d", y[i]);
  printf(" |");
  for (int i = 0; i < 8; i++)
    printf(" %d", z[i]);
  printf("\n");
  return 0;
}
