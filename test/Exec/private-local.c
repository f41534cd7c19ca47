// A private array of constant size: each thread gets its own copy in local
// memory, and the array never moves between host and device.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: %t | FileCheck %s
// MINFO: Accelerator kernel generated
// MINFO-NOT: Generating {{.*}}(t[
// CHECK: private-local: PASS
#include "common.h"

int main(void) {
  enum { M = 32 };
  int n = 20000;
  float t[M];
  float *p = malloc(sizeof(float) * n), *r = malloc(sizeof(float) * n);
  float(*b)[M] = malloc(sizeof(float) * n * M);
  fill(&b[0][0], (long)n * M, 17);
#pragma acc region
  {
#pragma acc for private(t)
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < M; ++j)
        t[j] = b[i][j] * 2;
      p[i] = 0;
      for (int j = 0; j < M; ++j)
        p[i] += t[j] * t[M - 1 - j];
    }
  }
  for (int i = 0; i < n; ++i) {
    r[i] = 0;
    for (int j = 0; j < M; ++j)
      r[i] += (b[i][j] * 2) * (b[i][M - 1 - j] * 2);
  }
  return !check("private-local", p, r, n, 1e-5f);
}

// The same program on the emulated device (kernels on the CPU, separate
// device memory): the same results.
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
