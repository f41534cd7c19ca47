// Matrix multiply: i and j on the grid, k sequential in each thread with a
// private accumulator.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: %t | FileCheck %s
// CHECK: matmul: PASS
// MINFO: Inner sequential loop scheduled on accelerator
#include "common.h"

static void mm(int n, float (*restrict a)[n], float (*restrict b)[n],
               float (*restrict c)[n]) {
  float s;
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      s = 0;
      for (int k = 0; k < n; ++k)
        s += a[i][k] * b[k][j];
      c[i][j] = s;
    }
}

int main(void) {
  int n = 200;
  float(*a)[n] = malloc(sizeof(float) * n * n), (*b)[n] = malloc(sizeof(float) * n * n);
  float(*c)[n] = malloc(sizeof(float) * n * n), (*r)[n] = malloc(sizeof(float) * n * n);
  fill(&a[0][0], (long)n * n, 3);
  fill(&b[0][0], (long)n * n, 4);
  mm(n, a, b, c);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float s = 0;
      for (int k = 0; k < n; ++k)
        s += a[i][k] * b[k][j];
      r[i][j] = s;
    }
  return !check("matmul", &c[0][0], &r[0][0], (long)n * n, 1e-4f);
}

// The same program on the emulated device (kernels on the CPU, separate
// device memory): the same results.
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
