// A transpose: one of the arrays cannot be stride-1 (reported).
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: %t | FileCheck %s
// CHECK: transpose: PASS
// MINFO: Non-stride-1 accesses for array 'b'
#include "common.h"

static void tr(int n, int m, float (*restrict a)[m], float (*restrict b)[n]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      a[i][j] = b[j][i];
}

int main(void) {
  int n = 333, m = 211;
  float(*a)[m] = malloc(sizeof(float) * n * m), (*b)[n] = malloc(sizeof(float) * n * m);
  float(*r)[m] = malloc(sizeof(float) * n * m);
  fill(&b[0][0], (long)n * m, 5);
  tr(n, m, a, b);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      r[i][j] = b[j][i];
  return !check("transpose", &a[0][0], &r[0][0], (long)n * m, 0);
}

// The same program on the emulated device (kernels on the CPU, separate
// device memory): the same results.
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
