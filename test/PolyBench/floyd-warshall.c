// PolyBench/C 4.2.1 floyd-warshall in PGI Accelerator form: all-pairs
// shortest path lengths (integer weights). The loop over intermediate
// vertices k stays on the host; each step is a region.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// Every region here carries a dependence in each loop, so it runs on the
// host (-Minfo says so): nothing to check ran emulated.
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | FileCheck %s %}
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// MINFO: No parallel kernels found, accelerator region ignored
// CHECK: floyd-warshall: PASS
#include "polybench.h"

#ifndef N
#define N 120
#endif

static void kernel_floyd_warshall(int n, int path[n][n]) {
  int i, j, k;

#pragma acc data region copy(path[0:n-1][0:n-1])
  {
    for (k = 0; k < n; k++) {
#pragma acc region
      for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
          path[i][j] = path[i][j] < path[i][k] + path[k][j]
                           ? path[i][j]
                           : path[i][k] + path[k][j];
    }
  }
}

static void reference_floyd_warshall(int n, int path[n][n]) {
  int i, j, k;
  for (k = 0; k < n; k++)
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        path[i][j] = path[i][j] < path[i][k] + path[k][j]
                         ? path[i][j]
                         : path[i][k] + path[k][j];
}

int main(void) {
  int n = N;
  int (*path)[n] = pb_alloc(sizeof(int[n][n]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      path[i][j] = i * j % 7 + 1;
      if ((i + j) % 13 == 0 || (i + j) % 7 == 0 || (i + j) % 11 == 0)
        path[i][j] = 999;
    }
  int (*path_r)[n] = pb_dup(path, sizeof(int[n][n]));

  kernel_floyd_warshall(n, path);
  reference_floyd_warshall(n, path_r);

  pb_compare_int("path", &path[0][0], &path_r[0][0], (long)n * n);
  return !pb_result("floyd-warshall", 0);
}
