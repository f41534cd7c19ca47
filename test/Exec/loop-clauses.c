// Loop clauses in generated code: parallel(n) limits the blocks (the
// grid-stride loop covers the rest), vector(n) sets the block, unroll(n)
// unrolls the inner loop; the result is the host's.
// RUN: %cuacc -O2 %s %{cuaccrt} -lm -o %t
// RUN: %t | FileCheck %s
// CHECK: loop-clauses: PASS
#include "common.h"

int main(void) {
  enum { M = 16 };
  int n = 100000;
  float(*a)[M] = malloc(sizeof(float) * n * M);
  float *s = malloc(sizeof(float) * n), *r = malloc(sizeof(float) * n);
  fill(&a[0][0], (long)n * M, 18);
#pragma acc region
  {
#pragma acc for parallel(8), vector(64)
    for (int i = 0; i < n; ++i) {
      float t = 0;
#pragma acc for seq unroll(4)
      for (int j = 0; j < M; ++j)
        t += a[i][j] * (j + 1);
      s[i] = t;
    }
  }
  for (int i = 0; i < n; ++i) {
    float t = 0;
    for (int j = 0; j < M; ++j)
      t += a[i][j] * (j + 1);
    r[i] = t;
  }
  return !check("loop-clauses", s, r, n, 1e-5f);
}

// The same program on the emulated device (kernels on the CPU, separate
// device memory): the same results.
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
