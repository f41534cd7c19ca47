// Several kernels with serial code between them, inside a time loop that
// runs on the host around the launches.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: %t | FileCheck %s
// CHECK: kernels-and-serial: PASS
// MINFO: Accelerator serial kernel generated
#include "common.h"

static void smooth(int n, int steps, float *restrict a, float *restrict b) {
#pragma acc region
  {
    a[0] = 0;
    for (int t = 0; t < steps; ++t) {
      for (int i = 1; i < n - 1; ++i)
        b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3;
      b[0] = b[1];
      b[n - 1] = b[n - 2];
      for (int i = 0; i < n; ++i)
        a[i] = b[i];
    }
  }
}

int main(void) {
  int n = 100000, steps = 20;
  float *a = malloc(sizeof(float) * n), *b = malloc(sizeof(float) * n);
  float *ra = malloc(sizeof(float) * n), *rb = malloc(sizeof(float) * n);
  fill(a, n, 6);
  fill(ra, n, 6);
  smooth(n, steps, a, b);
  ra[0] = 0;
  for (int t = 0; t < steps; ++t) {
    for (int i = 1; i < n - 1; ++i)
      rb[i] = (ra[i - 1] + ra[i] + ra[i + 1]) / 3;
    rb[0] = rb[1];
    rb[n - 1] = rb[n - 2];
    for (int i = 0; i < n; ++i)
      ra[i] = rb[i];
  }
  return !check("kernels-and-serial", a, ra, n, 1e-5f);
}

// The same program on the emulated device (kernels on the CPU, separate
// device memory): the same results.
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
