// Leaving a data region early (return, break) still ends it: its copyouts
// happen and nothing stays present, so a later region over the same arrays
// copies fresh data in instead of finding stale device copies.
// RUN: %cuacc -O2 %s %{cuaccrt} -lm -o %t
// RUN: %t | FileCheck %s
// CHECK: return: PASS
// CHECK: break: PASS
// CHECK: again: PASS
#include "common.h"

// Scales a, stopping early (by return) when asked to: the scaled values must
// still come back.
static int scale(int n, float *restrict a, float f, int stop_early) {
#pragma acc data region copy(a[0:n-1])
  {
#pragma acc region
    for (int i = 0; i < n; ++i)
      a[i] *= f;
    if (stop_early)
      return 1;
#pragma acc region
    for (int i = 0; i < n; ++i)
      a[i] += 1;
  }
  return 0;
}

int main(void) {
  int n = 5000;
  float *a = malloc(sizeof(float) * n), *want = malloc(sizeof(float) * n);
  fill(a, n, 1);
  for (int i = 0; i < n; ++i)
    want[i] = a[i] * 2;
  scale(n, a, 2, 1);
  int ok = check("return", a, want, n, 1e-6f);

  // The same with break out of a loop around the data region.
  for (int i = 0; i < n; ++i)
    want[i] = a[i] * 3;
  for (int round = 0; round < 4; ++round) {
#pragma acc data region copy(a[0:n-1])
    {
#pragma acc region
      for (int i = 0; i < n; ++i)
        a[i] *= 3;
      if (round == 0)
        break;
    }
  }
  ok &= check("break", a, want, n, 1e-6f);

  // The host changes a; a region after must see the new values.
  for (int i = 0; i < n; ++i)
    a[i] = (float)i, want[i] = (float)i * 5 + 1;
  scale(n, a, 5, 0);
  ok &= check("again", a, want, n, 1e-6f);
  return !ok;
}

// The same program on the emulated device (kernels on the CPU, separate
// device memory): the same results.
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
