// The seed article's Jacobi relaxation: two 2-D kernels per region, data
// inferred (a copyin whole + copyout interior, b copyout).
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: %t | FileCheck %s
// CHECK: jacobi: PASS
#include "common.h"

static void relax(int n, int m, float (*restrict a)[m], float (*restrict b)[m],
                  float w0, float w1) {
  int i, j;
#pragma acc region
  {
    for (i = 1; i < n - 1; ++i)
      for (j = 1; j < m - 1; ++j)
        b[i][j] = w0 * a[i][j] +
                  w1 * (a[i - 1][j] + a[i][j - 1] + a[i + 1][j] + a[i][j + 1]);
    for (i = 1; i < n - 1; ++i)
      for (j = 1; j < m - 1; ++j)
        a[i][j] = b[i][j];
  }
}
// MINFO: {{^ +}}11, Generating copyin(a[0:n-1][0:m-1])
// MINFO-NEXT: Generating copyout(a[1:n-2][1:m-2])
// MINFO-NEXT: Generating copyout(b[1:n-2][1:m-2])
// MINFO: {{^ +}}14, Loop is parallelizable
// MINFO-NEXT: Accelerator kernel generated
// MINFO-NEXT: 13, #pragma acc for parallel, vector({{[0-9]+}})
// MINFO-NEXT: 14, #pragma acc for parallel, vector({{[0-9]+}})

int main(void) {
  int n = 300, m = 500;
  float(*a)[m] = malloc(sizeof(float) * n * m), (*b)[m] = malloc(sizeof(float) * n * m);
  float(*ra)[m] = malloc(sizeof(float) * n * m), (*rb)[m] = malloc(sizeof(float) * n * m);
  fill(&a[0][0], (long)n * m, 1);
  fill(&ra[0][0], (long)n * m, 1);
  for (int it = 0; it < 5; ++it) {
    relax(n, m, a, b, 0.5f, 0.125f);
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < m - 1; ++j)
        rb[i][j] = 0.5f * ra[i][j] + 0.125f * (ra[i - 1][j] + ra[i][j - 1] +
                                               ra[i + 1][j] + ra[i][j + 1]);
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < m - 1; ++j)
        ra[i][j] = rb[i][j];
  }
  return !check("jacobi", &a[0][0], &ra[0][0], (long)n * m, 1e-5f);
}

// The same program on the emulated device (kernels on the CPU, separate
// device memory): the same results.
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
