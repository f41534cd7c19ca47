// 'exit data delete(p)' on a bare pointer, as clean-up code writes it after
// 'enter data copyin(p[0:n])': the present block holding p[0] loses a
// reference (and goes with its last); where none holds it, nothing
// happens. cuacc refused it at compile time ("the extent of 'p' cannot be
// inferred here"). Found by a bug-hunting helper (OpenACC programs).
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | FileCheck %s --check-prefixes=CHECK,DEV %}
// RUN: %if cuda-gpu %{ %t | FileCheck %s --check-prefixes=CHECK,DEV %}
// DEV: present after the first delete: 1
// DEV: present after the second: 0
// CHECK: sum 6
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int n = 3;
  double *p = malloc(n * sizeof(double)), *q = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++)
    p[i] = q[i] = i;
#pragma acc enter data copyin(p[0:n])
#pragma acc enter data copyin(p[0:n])
#pragma acc parallel loop present(p[0:n])
  for (int i = 0; i < n; i++)
    p[i] *= 2;
#pragma acc update self(p[0:n])
#pragma acc exit data delete(p)
  if (acc_get_device_type() != acc_device_host)
    printf("present after the first delete: %d\n",
           acc_is_present(p, n * sizeof(double)));
  // q was never present: nothing to do.
#pragma acc exit data delete(p, q)
  if (acc_get_device_type() != acc_device_host)
    printf("present after the second: %d\n",
           acc_is_present(p, n * sizeof(double)));
  printf("sum %g\n", p[0] + p[1] + p[2]);
  return 0;
}
