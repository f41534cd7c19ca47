// Two translation units, each with its own kernels (the same kernel name in
// both): on the emulated device each object's kernels come from its own
// image. A function defined in the other file cannot run in a kernel: its
// region runs on the host (it once reached the kernel file as a call to an
// undeclared function, and no region of the file was offloaded).
static void step(int n, int *restrict a) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    a[i] = a[i] + 10;
}
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo -c %s -o %t.a.o 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: %cuacc -O2 -c %S/Inputs/two-files-b.c -o %t.b.o
// RUN: %clang %t.a.o %t.b.o %{cuaccrt} -o %t
// RUN: %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// CHECK: two files: 34 40 62
// MINFO-LABEL: step:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: apply:
// MINFO: Accelerator region ignored: the call to 'twice' cannot run on the device: it is not defined in this file
// MINFO: Accelerator restriction: function/procedure calls are not supported
// MINFO-NOT: warning
#include <stdio.h>
void second(int n, int *restrict a);
int twice(int x);
static void apply(int n, int *restrict a) {
#pragma acc region
  {
    for (int i = 0; i < n; ++i)
      a[i] = a[i] - 1;
    for (int i = 0; i < n; ++i)
      a[i] = twice(a[i] + 1);
  }
}
int main(void) {
  int a[100];
  for (int i = 0; i < 100; ++i)
    a[i] = i;
  step(100, a);  // a[i] + 10
  second(100, a); // * 3 + 1
  apply(100, a);   // - 1, + 1, * 2
  printf("two files: %d %d %d\n", a[1] / 2, a[3] / 2, a[0]);
  return 0;
}
