// A region whose statement has a label (`case 1:`, `default:`, a goto
// target): the label stays where it is and the region is the statement it
// labels, so a jump to it does not bypass the code cuacc puts around the
// region (it was an error about a jump past a cleanup variable, in inserted
// code). Inside a data region too.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// CHECK-NOT: error
// CHECK-NOT: warning
// CHECK: 25, Loop is parallelizable
// CHECK-NEXT: Accelerator kernel generated
// CHECK: 30, Loop is parallelizable
// CHECK-NEXT: Accelerator kernel generated
// CHECK: 43, Loop is parallelizable
// CHECK-NEXT: Accelerator kernel generated
#include <stdio.h>
#define N 100
static float a[N], b[N];
static void step(int x) {
  switch (x) {
#pragma acc region
  case 1:
    for (int i = 0; i < N; i++)
      a[i] = b[i] + 1;
    break;
#pragma acc region
  default:
    for (int i = 0; i < N; i++)
      a[i] = b[i] * 2;
    break;
  }
}
static void retry(int times) {
#pragma acc data region copy(a)
  {
    int k = 0;
  again:
    k++;
#pragma acc region
  body:
    for (int i = 0; i < N; i++)
      a[i] += k;
    if (k < times)
      goto again;
    (void)&&body;
  }
}
int main(void) {
  for (int i = 0; i < N; i++)
    b[i] = i;
  step(1);
  printf("%g %g\n", a[5], a[99]);
  step(7);
  printf("%g %g\n", a[5], a[99]);
  retry(3);
  printf("%g %g\n", a[5], a[99]);
  return 0;
}
