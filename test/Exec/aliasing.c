// Pointers without restrict: the loop is analysed as if they did not alias,
// and a run-time check sends the region to the host when they do. Both
// calls must give the sequential answer.
// RUN: %cuacc -O2 %s %{cuaccrt} -lm -o %t
// RUN: %t | FileCheck %s
// CHECK: aliasing disjoint: PASS
// CHECK: aliasing overlapping: PASS
#include "common.h"

static void shift(int n, float *dst, float *src) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    dst[i] = src[i] + 1;
}

int main(void) {
  int n = 10000;
  float *a = malloc(sizeof(float) * (n + 1)), *b = malloc(sizeof(float) * n);
  float *r = malloc(sizeof(float) * (n + 1));
  fill(a, n + 1, 7);
  shift(n, b, a);
  for (int i = 0; i < n; ++i)
    r[i] = a[i] + 1;
  int ok = check("aliasing disjoint", b, r, n, 0);
  // dst = a+1, src = a: sequentially each element sees the updated one.
  fill(a, n + 1, 7);
  fill(r, n + 1, 7);
  shift(n, a + 1, a);
  for (int i = 0; i < n; ++i)
    r[i + 1] = r[i] + 1;
  ok &= check("aliasing overlapping", a, r, n + 1, 0);
  return !ok;
}

// The same program on the emulated device (kernels on the CPU, separate
// device memory): the same results.
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
