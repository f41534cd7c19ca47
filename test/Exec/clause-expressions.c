// Subarray bounds are printed back into the rewritten file: "n - -1" must
// not become "n--1" (a decrement) nor "n / *q" a comment.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// MINFO: Generating copy(a[0:n- -1])
// MINFO: Generating copyin(q[0:n/ *q])
// CHECK: 3 3 3 3 3 3 3 3 1 1
#include <stdio.h>

static void add(float *restrict a, int n, const int *restrict q) {
#pragma acc region copy(a[0:n - -1]) copyin(q[0:n / *q])
  for (int i = 0; i < n; i++)
    a[i] += q[i] + q[0];
}

int main(void) {
  float a[10];
  int q[8];
  for (int i = 0; i < 10; i++)
    a[i] = 1;
  for (int i = 0; i < 8; i++)
    q[i] = 1;
  add(a, 8, q);
  for (int i = 0; i < 10; i++)
    printf("%g ", a[i]);
  printf("\n");
  return 0;
}
