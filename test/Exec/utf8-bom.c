// A file that starts with a UTF-8 byte-order mark (Windows editors write
// one): the rewrite put its prelude before the mark, which Clang then read
// as an invisible identifier (15 errors). It compiles, and its region runs
// on the device.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// MINFO: Accelerator kernel generated
#include <stdio.h>

#define N 1000
static float a[N], b[N];

int main(void) {
  for (int i = 0; i < N; i++)
    b[i] = i;
#pragma acc region
  for (int i = 0; i < N; i++)
    a[i] = b[i] * 2 + 1;
  double s = 0;
  for (int i = 0; i < N; i++)
    s += a[i];
  printf("%f\n", s);
  return 0;
}
