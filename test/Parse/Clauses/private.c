// private(list): scalars and arrays (whole or a subarray) per iteration.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck %s

void f(int n, float *restrict a, float (*restrict b)[n], float *restrict p) {
  float t;
  float tmp[64];
#pragma acc region
  {
    // CHECK: [[@LINE+1]]: #pragma acc for private(t, tmp, a[0:n-1]) -> for loop
#pragma acc for private(t, tmp, a[0:n-1])
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < n; ++j) {
        a[j] = b[i][j];
        tmp[j % 64] = a[j];
      }
      t = tmp[0];
      p[i] = t;
    }
  }
}
