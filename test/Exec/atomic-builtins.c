// GCC's atomic builtins in a region (__atomic_*, __sync_*): the accelerator
// gets none of them, so the region runs on the host and -Minfo names the
// builtin as written. The kernel used to be printed with the builtin and a
// host variable it did not have: nvcc's messages about a temporary file
// and an "internal error".
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | diff %t.want - %}
// CHECK-NOT: warning
// CHECK-NOT: internal error
// CHECK: 21, Accelerator restriction: function/procedure calls are not supported: '__atomic_fetch_add' is an atomic builtin, which cuacc does not generate for the accelerator
// CHECK: 31, Accelerator restriction: function/procedure calls are not supported: '__sync_fetch_and_add' is an atomic builtin, which cuacc does not generate for the accelerator
#include <stdio.h>
#define N 1000
static int a[N];
static int hits(void) {
  int cnt = 0;
#pragma acc region
  {
    for (int i = 0; i < N; i++)
      if (a[i] == 3)
        __atomic_fetch_add(&cnt, 1, __ATOMIC_RELAXED);
  }
  return cnt;
}
static long total(void) {
  long tot = 0;
#pragma acc region
  {
    for (int i = 0; i < N; i++)
      __sync_fetch_and_add(&tot, a[i]);
  }
  return tot;
}
int main(void) {
  for (int i = 0; i < N; i++)
    a[i] = i % 7;
  printf("%d %ld\n", hits(), total());
  return 0;
}
