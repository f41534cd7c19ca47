// A loop made parallel by private(array) of a size known only at run time
// stays on the host (say why); the answer is the sequential one either way.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: %t | FileCheck %s
// MINFO: Accelerator region ignored: the private array 't' has no constant size
// CHECK: private-array: PASS
#include "common.h"

int main(void) {
  int n = 256;
  float *t = malloc(sizeof(float) * n), *p = malloc(sizeof(float) * n);
  float *r = malloc(sizeof(float) * n);
  float(*b)[n] = malloc(sizeof(float) * n * n);
  fill(&b[0][0], (long)n * n, 11);
#pragma acc region
  {
#pragma acc for private(t[0:n-1])
    for (int i = 0; i < n; ++i) {
      p[i] = 0;
      for (int j = 0; j < n; ++j)
        t[j] = b[i][j] * 2;
      for (int j = 0; j < n; ++j)
        p[i] += t[j];
    }
  }
  for (int i = 0; i < n; ++i) {
    r[i] = 0;
    for (int j = 0; j < n; ++j)
      r[i] += b[i][j] * 2;
  }
  return !check("private-array", p, r, n, 1e-5f);
}

// The same program on the emulated device (kernels on the CPU, separate
// device memory): the same results.
// RUN: env ACC_DEVICE=emulate %t | FileCheck %s
