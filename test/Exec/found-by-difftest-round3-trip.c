// A run-time failure the random differential tester's round3 family found,
// reduced (issue 26, class 5, without a negative value): 'for (size_t i =
// lo; i < hi; i++)' with an int lo = 1 and an unsigned hi = 0 runs zero
// times in C; the kernel's trip count wrapped (hi - lo), it ran a huge grid
// and the emulated run stopped with an invalid access. The same loop with
// lo <= hi, and size_t lo and hi with lo > hi, are right. An int start of a
// size_t index may be negative, which the index holds as a large value:
// that loop now runs on the host (seed 200179 had lo = -2); with a size_t
// start it runs in a kernel.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// MINFO-LABEL: mixed_types_lo_above_hi:
// MINFO: Loop not parallelized: the unsigned index starts from a value that may be negative
// MINFO-LABEL: unsigned_types:
// MINFO: Accelerator kernel generated
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
#include <stddef.h>
#include <stdio.h>

static int a[24], b[24];

static void reset(void) {
  for (int t = 0; t < 24; t++) {
    a[t] = t;
    b[t] = t % 7;
  }
}

static void show(void) {
  for (int t = 0; t < 24; t++)
    printf(" %d", a[t]);
  printf("\n");
}

static void mixed_types_lo_above_hi(int lo, unsigned hi, int k) {
  reset();
#pragma acc region for
  for (size_t i = lo; i < hi; i++)
    a[i + 2] = a[i + 2] + b[i + 2] * k;
  printf("mixed_types_lo_above_hi(%d, %u):", lo, hi);
  show();
}

static void unsigned_types(size_t lo, size_t hi, int k) {
  reset();
#pragma acc region for
  for (size_t i = lo; i < hi; i++)
    a[i + 2] = a[i + 2] + b[i + 2] * k;
  printf("unsigned_types(%zu, %zu):", lo, hi);
  show();
}

int main(void) {
  setvbuf(stdout, NULL, _IOLBF, 0); /* what ran before a stop shows */
  mixed_types_lo_above_hi(1, 20, 11);
  mixed_types_lo_above_hi(1, 0, 3);
  mixed_types_lo_above_hi(4, 2, 5);
  mixed_types_lo_above_hi(-2, 20, 5);
  unsigned_types(1, 20, 11);
  unsigned_types(1, 0, 3);
  unsigned_types(4, 2, 5);
  return 0;
}
