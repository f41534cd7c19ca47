// A grid loop's strips along y and z are a thread's consecutive rows or
// planes (x, the warp's, keeps one iteration a thread here), so that a
// stencil's unrolled strips share their neighbours' loads (a[i+1][j] of one
// strip is a[i][j] of the next); a thread-less z dimension's 16 strips are
// unrolled all together where the body is small (at most
// StripZWholeAccesses references: sweep3), else 4 at a time (StripZUnroll:
// big3).
// RUN: %cuacc -O2 -fsyntax-only -fplugin-arg-cuacc-dump=kernels %s | FileCheck %s

void sweep(int n, int m, const float (*restrict a)[m], float (*restrict b)[m]) {
#pragma acc region
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < m - 1; ++j)
      b[i][j] = a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1];
}
// CHECK-LABEL: sweep_{{[0-9]+}}_gpu__body
// CHECK: #pragma unroll (sizeof(__cuacc_i) == 4 ? 4 : 1)
// CHECK: const __cuacc_i __k1 = (__c1 * (__cuacc_i)blockDim.y + (__cuacc_i)threadIdx.y) * __s1 + __r1;

void sweep3(int n, const float (*restrict a)[n][n], float (*restrict b)[n][n]) {
#pragma acc region
  for (int k = 1; k < n - 1; ++k)
    for (int j = 1; j < n - 1; ++j)
      for (int i = 1; i < n - 1; ++i)
        b[k][j][i] = a[k - 1][j][i] + a[k + 1][j][i] + a[k][j][i];
}
// CHECK-LABEL: sweep3_{{[0-9]+}}_gpu__body
// CHECK: const __cuacc_i __k0 = __c0 * (__cuacc_i)blockDim.x + (__cuacc_i)threadIdx.x;
// CHECK: #pragma unroll (sizeof(__cuacc_i) == 4 ? 16 : 1)
// CHECK: const __cuacc_i __k2 = (__c2 * (__cuacc_i)blockDim.z + (__cuacc_i)threadIdx.z) * __s2 + __r2;

void big3(int n, const float (*restrict a)[n][n], const float (*restrict c)[n][n],
          float (*restrict b)[n][n]) {
#pragma acc region
  for (int k = 1; k < n - 1; ++k)
    for (int j = 1; j < n - 1; ++j)
      for (int i = 1; i < n - 1; ++i)
        b[k][j][i] = a[k - 1][j][i] + a[k + 1][j][i] + a[k][j - 1][i] +
                     a[k][j + 1][i] + a[k][j][i - 1] + a[k][j][i + 1] +
                     c[k - 1][j][i] + c[k + 1][j][i] + c[k][j - 1][i] +
                     c[k][j + 1][i] + c[k][j][i - 1] + c[k][j][i + 1] +
                     a[k][j][i] * c[k][j][i] + a[k - 1][j - 1][i] +
                     c[k + 1][j + 1][i] + a[k][j - 1][i - 1];
}
// CHECK-LABEL: big3_{{[0-9]+}}_gpu__body
// CHECK: #pragma unroll (sizeof(__cuacc_i) == 4 ? 4 : 1)
// CHECK: const __cuacc_i __k2 = (__c2 * (__cuacc_i)blockDim.z + (__cuacc_i)threadIdx.z) * __s2 + __r2;
