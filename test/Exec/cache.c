// cache(list): sections staged in shared memory, one tile per block (its
// iterations' hull), loaded by all its threads between barriers; the
// references that fall in the tile read it. A 2-D five-point sweep, a 1-D
// three-point smooth at a size that leaves a partial block, and a cache
// clause on an array the loop also writes, which is not taken (a tile of it
// would go stale). Results against the host.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: %t | FileCheck %s
// MINFO: sweep:
// MINFO: Cached references to size [10x34] block of 'a'
// MINFO: smooth:
// MINFO: Cached references to size [258] block of 'x'
// MINFO: inplace:
// MINFO-NOT: Cached references
// CHECK: sweep: PASS
// CHECK: smooth: PASS
// CHECK: inplace: PASS
#include "common.h"
static void sweep(int n, int m, float (*restrict a)[m], float (*restrict b)[m]) {
#pragma acc region
  {
#pragma acc for parallel cache(a[i-1:i+1][j-1:j+1])
    for (int i = 1; i < n - 1; ++i)
#pragma acc for parallel
      for (int j = 1; j < m - 1; ++j)
        b[i][j] = 0.5f * a[i][j] + 0.125f * (a[i - 1][j] + a[i][j - 1] + a[i + 1][j] + a[i][j + 1]);
  }
}
static void smooth(int n, float *restrict x, float *restrict y) {
#pragma acc region
  {
#pragma acc for parallel cache(x[i-1:i+1])
    for (int i = 1; i < n - 1; ++i)
      y[i] = (x[i - 1] + x[i] + x[i + 1]) / 3;
  }
}
static void inplace(int n, float *restrict x, float *restrict y) {
#pragma acc region
  {
#pragma acc for parallel cache(x[i:i])
    for (int i = 0; i < n; ++i) {
      x[i] = x[i] * 2;
      y[i] = x[i] + 1;
    }
  }
}

int main(void) {
  int n = 333, m = 517;
  float (*a)[m] = malloc(sizeof(float) * n * m), (*b)[m] = malloc(sizeof(float) * n * m), (*r)[m] = malloc(sizeof(float) * n * m);
  fill(&a[0][0], (long)n * m, 3);
  for (int i = 0; i < n; ++i) for (int j = 0; j < m; ++j) b[i][j] = r[i][j] = -1;
  sweep(n, m, a, b);
  for (int i = 1; i < n - 1; ++i) for (int j = 1; j < m - 1; ++j)
    r[i][j] = 0.5f * a[i][j] + 0.125f * (a[i - 1][j] + a[i][j - 1] + a[i + 1][j] + a[i][j + 1]);
  int ok = check("sweep", &b[0][0], &r[0][0], (long)n * m, 1e-6f);
  int k = 100003;
  float *x = malloc(sizeof(float) * k), *y = malloc(sizeof(float) * k), *w = malloc(sizeof(float) * k);
  fill(x, k, 4);
  for (int i = 0; i < k; ++i) y[i] = w[i] = 0;
  smooth(k, x, y);
  for (int i = 1; i < k - 1; ++i) w[i] = (x[i - 1] + x[i] + x[i + 1]) / 3;
  ok &= check("smooth", y, w, k, 1e-6f);
  for (int i = 0; i < k; ++i)
    w[i] = x[i] * 2 + 1;
  inplace(k, x, y);
  ok &= check("inplace", y, w, k, 1e-6f);
  return !ok;
}

// The same program on the emulated device (kernels on the CPU, separate
// device memory): the same results.
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
