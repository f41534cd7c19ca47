// OpenACC's 'present' asserts that the data is on the device already:
// where it is not, the program stops with the variable and the construct's
// place (a 'copy' would hide the missing data region). Where regions run
// on the host there is nothing to check.
// RUN: %cuacc -O2 -w %s %{cuaccrt} -o %t
// (tools/gpu-check: on the GPU the program stops with this message.)
// RUN: echo "'a' in a 'present' clause is not present on the device" > %t.stops
// RUN: env ACC_DEVICE=host %t | FileCheck --check-prefix=HOST %s
// RUN: %if nvcc %{ env ACC_DEVICE=emulate not %t 2>&1 | FileCheck %s %}
// HOST: sum 4950
// CHECK: cuacc: openacc-present-missing.c:[[@LINE+6]] (function sum): 'a' in a 'present' clause is not present on the device
#include <stdio.h>

static int sum(int n, int *a) {
  int s = 0;
  // No data region or enter data put a on the device.
#pragma acc parallel loop present(a[0:n]) reduction(+:s)
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

int main(void) {
  int a[100];
  for (int i = 0; i < 100; i++)
    a[i] = i;
  printf("sum %d\n", sum(100, a));
  return 0;
}
