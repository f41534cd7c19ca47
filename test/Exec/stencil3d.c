// A 7-point 3-D stencil: three parallel loops on a 3-D grid.
// RUN: %cuacc -O2 %s %{cuaccrt} -lm -o %t
// RUN: %t | FileCheck %s
// CHECK: stencil3d: PASS
#include "common.h"

static void step(int n, float (*restrict in)[n][n], float (*restrict out)[n][n]) {
#pragma acc region
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < n - 1; ++j)
      for (int k = 1; k < n - 1; ++k)
        out[i][j][k] = 0.4f * in[i][j][k] +
                       0.1f * (in[i - 1][j][k] + in[i + 1][j][k] + in[i][j - 1][k] +
                               in[i][j + 1][k] + in[i][j][k - 1] + in[i][j][k + 1]);
}

int main(void) {
  int n = 64;
  long N = (long)n * n * n;
  float(*a)[n][n] = malloc(sizeof(float) * N), (*b)[n][n] = calloc(N, sizeof(float));
  float(*r)[n][n] = calloc(N, sizeof(float));
  fill(&a[0][0][0], N, 2);
  step(n, a, b);
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < n - 1; ++j)
      for (int k = 1; k < n - 1; ++k)
        r[i][j][k] = 0.4f * a[i][j][k] +
                     0.1f * (a[i - 1][j][k] + a[i + 1][j][k] + a[i][j - 1][k] +
                             a[i][j + 1][k] + a[i][j][k - 1] + a[i][j][k + 1]);
  return !check("stencil3d", &b[0][0][0], &r[0][0][0], N, 1e-5f);
}

// The same program on the emulated device (kernels on the CPU, separate
// device memory): the same results.
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
