// A data region keeps the arrays on the device across the regions of an
// iteration loop; update moves them on request in between.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: %t | FileCheck %s
// MINFO: Accelerator kernel generated
// CHECK: data-region iterations: PASS
// CHECK: data-region update: PASS
#include "common.h"

static void iterate(int n, int steps, float *restrict a, float *restrict b,
                    float *restrict mid) {
#pragma acc data region copy(a[0:n-1]) local(b[0:n-1])
  {
    for (int t = 0; t < steps; ++t) {
#pragma acc region
      {
        for (int i = 1; i < n - 1; ++i)
          b[i] = (a[i - 1] + a[i + 1]) / 2;
        for (int i = 1; i < n - 1; ++i)
          a[i] = b[i];
      }
      if (t == steps / 2) {
#pragma acc update host(a[0:n-1])
        for (int i = 0; i < n; ++i)
          mid[i] = a[i];
        a[0] = 1; // the host changes a boundary value ...
#pragma acc update device(a[0:0])
      }
    }
  }
}

int main(void) {
  int n = 50000, steps = 40;
  float *a = malloc(sizeof(float) * n), *b = malloc(sizeof(float) * n);
  float *mid = malloc(sizeof(float) * n), *ra = malloc(sizeof(float) * n);
  float *rb = malloc(sizeof(float) * n), *rmid = malloc(sizeof(float) * n);
  fill(a, n, 12);
  fill(ra, n, 12);
  iterate(n, steps, a, b, mid);
  for (int t = 0; t < steps; ++t) {
    for (int i = 1; i < n - 1; ++i)
      rb[i] = (ra[i - 1] + ra[i + 1]) / 2;
    for (int i = 1; i < n - 1; ++i)
      ra[i] = rb[i];
    if (t == steps / 2) {
      for (int i = 0; i < n; ++i)
        rmid[i] = ra[i];
      ra[0] = 1; // ... which the device must see
    }
  }
  int ok = check("data-region iterations", a, ra, n, 1e-5f);
  ok &= check("data-region update", mid, rmid, n, 1e-5f);
  return !ok;
}

// The same program on the emulated device (kernels on the CPU, separate
// device memory): the same results.
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
