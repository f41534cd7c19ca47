// Two translation units, each with its own kernels (the same kernel name in
// both): on the emulated device each object's kernels come from its own
// image.
static void step(int n, int *restrict a) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    a[i] = a[i] + 10;
}
// RUN: %cuacc -O2 -c %s -o %t.a.o
// RUN: %cuacc -O2 -c %S/Inputs/two-files-b.c -o %t.b.o
// RUN: %clang %t.a.o %t.b.o %{cuaccrt} -o %t
// RUN: %t | FileCheck %s
// RUN: %if nvcc %{ env ACC_DEVICE=emulate ACC_NOTIFY=1 %t 2>%t.emu | FileCheck %s && grep -q 'device=emulated' %t.emu %}
// CHECK: two files: 34 40
#include <stdio.h>
void second(int n, int *restrict a);
int main(void) {
  int a[100];
  for (int i = 0; i < 100; ++i)
    a[i] = i;
  step(100, a);  // a[i] + 10
  second(100, a); // * 3 + 1
  printf("two files: %d %d\n", a[1], a[3]);
  return 0;
}
