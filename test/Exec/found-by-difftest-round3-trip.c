// A run-time failure the random differential tester's round3 family found,
// reduced (issue 26, class 5, without a negative value): 'for (size_t i =
// lo; i < hi; i++)' with an int lo = 1 and an unsigned hi = 0 runs zero
// times in C; the kernel's trip count wrapped (hi - lo), it ran a huge grid
// and the emulated run stopped with an invalid access. The same loop with
// lo <= hi, and size_t lo and hi with lo > hi, are right.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w %s %{cuaccrt} -o %t
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
#include <stddef.h>
#include <stdio.h>

static int a[24], b[24];
static void mixed_types_lo_above_hi(int lo, unsigned hi, int k) {
  for (int t = 0; t < 24; t++) {
    a[t] = t;
    b[t] = t % 7;
  }
#pragma acc region for
  for (size_t i = lo; i < hi; i++)
    a[i + 2] = a[i + 2] + b[i + 2] * k;
  printf("mixed_types_lo_above_hi(%d, %u):", lo, hi);
  for (int t = 0; t < 24; t++)
    printf(" %d", a[t]);
  printf("\n");
}

int main(void) {
  setvbuf(stdout, NULL, _IOLBF, 0); /* what ran before a stop shows */
  mixed_types_lo_above_hi(1, 20, 11);
  mixed_types_lo_above_hi(1, 0, 3);
  mixed_types_lo_above_hi(4, 2, 5);
  return 0;
}
