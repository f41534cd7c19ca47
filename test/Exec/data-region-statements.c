// A data region's statement need not be a block: a loop, or an expression
// statement (a call whose regions find the data present); the code cuacc
// puts around it ends after the statement's ';'.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO --implicit-check-not=warning: %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate ACC_NOTIFY=3 %t 2>%t.emu | diff %t.want - %}
// RUN: %if nvcc %{ grep -c 'upload CUDA data' %t.emu | FileCheck --check-prefix=UPLOADS %s %}
// MINFO: 25, Generating copy(a[0:n-1])
// MINFO: 29, Generating copy(a[0:n-1])
// UPLOADS: 2
#include <stdio.h>

static void add(float *restrict a, int n, float x) {
#pragma acc region
  for (int i = 0; i < n; i++)
    a[i] += x;
}

int main(void) {
  int n = 1000;
  float a[1000];
  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma acc data region copy(a[0:n-1])
  for (int t = 0; t < 3; t++)
    add(a, n, t);
  if (n > 0)
#pragma acc data region copy(a[0:n-1])
    add(a, n, 0.5f);
  else
    printf("never\n");
  printf("%g %g %g\n", a[0], a[1], a[999]);
  return 0;
}
