// OpenACC section lengths whose operator binds looser than '+': the last
// index start + length - 1 was built as text without parentheses around the
// length, so 'a[0:n & ~3]' moved 98 of 100 elements (a stale a[98], a[99]
// after 'update self') and device copies were too small ('n >> 1 << 1',
// 'use ? n : 64', 'n << 0'). Found by a helper's campaign (2026-11-28).
// Prints what the plain build prints.
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
#include <stdio.h>

int main(void) {
  static double a[128], b[128], c[128];
  int n = 101, use = 1, k = 3;
  int m = n & ~3; // 100
  for (int i = 0; i < 128; i++)
    a[i] = i;
#pragma acc data copyin(a[0:128])
  {
#pragma acc parallel loop present(a[0:128])
    for (int i = 0; i < m; i++)
      a[i] = a[i] * 2 + 1;
#pragma acc update self(a[0:n & ~3])
    printf("%g %g %g %g\n", a[3], a[96], a[97], a[99]);
  }

#pragma acc parallel loop copyin(a[0:n >> 1 << 1]) copyout(b[0:n >> 1 << 1])
  for (int i = 0; i < (n >> 1 << 1); i++)
    b[i] = a[i] + 1;
#pragma acc parallel loop copyin(a[0:use ? n : 64]) copyout(c[0:n << 0])
  for (int i = 0; i < n; i++)
    c[i] = a[i] - 1;
#pragma acc parallel loop copy(b[k << 1:4])
  for (int i = k << 1; i < (k << 1) + 4; i++)
    b[i] = -b[i];
  printf("%g %g %g %g %g\n", b[0], b[99], c[100], b[6], b[10]);
  return 0;
}
