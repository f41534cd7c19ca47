// An increment written with the constant first ('i = 2 + i', 'i = -1 + i')
// is a step like 'i += 2': the loops ran as serial kernels ("the step is
// not a non-zero constant"). Found by a bug-hunting helper (OpenACC
// programs). Prints what the plain build prints.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2> %t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-NOT: serial kernel
// MINFO: Loop is parallelizable
// MINFO: Loop is parallelizable
#include <stdio.h>
int main(void) {
  int n = 1000;
  static int a[1000], b[1000];
#pragma acc parallel loop copy(b)
  for (int i = 1; i < n; i = 2 + i)
    b[i] -= i;
#pragma acc parallel loop copy(a)
  for (int i = n - 1; i >= 0; i = -1 + i)
    a[i] = 3 * i;
  long h = 0;
  for (int i = 0; i < n; i++)
    h = h * 7 + a[i] + b[i];
  printf("%ld\n", h);
  return 0;
}
