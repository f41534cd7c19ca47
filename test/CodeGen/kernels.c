// Generated kernels: grid-stride loops per grid dimension, linearized
// multi-dimensional references, private scalars, parameters.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=kernels %s | FileCheck %s

void jacobi(int n, int m, float (*restrict a)[m], float (*restrict b)[m], float w) {
#pragma acc region
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < m - 1; ++j)
      b[i][j] = w * (a[i - 1][j] + a[i + 1][j]);
}
// CHECK: extern "C" __global__ void jacobi_7_gpu(float *__restrict__ b, int m, float w, float *__restrict__ a, int n) {
// The x loop: one strip per block, chunks not unrolled.
// CHECK-NEXT: const long __n0 = {{.*}}(m-2){{.*}};
// CHECK-NEXT: #pragma unroll 1
// CHECK-NEXT: for (long __c0 = blockIdx.x; __c0 * 1L * blockDim.x < __n0; __c0 += gridDim.x) {
// CHECK-NEXT: const long __k0 = __c0 * blockDim.x + threadIdx.x;
// CHECK-NEXT: if (__k0 >= __n0)
// CHECK-NEXT: break;
// CHECK-NEXT: int j = (1) + (int)(__k0 * 1);
// The innermost grid loop: up to 4 strips per block, as many as the grid
// needs, unrolled.
// CHECK-NEXT: const long __n1 =
// CHECK-NEXT: const long __s1 = __n1 > 4L * (long)gridDim.y * blockDim.y ? 4L : (__n1 + (long)gridDim.y * blockDim.y - 1) / ((long)gridDim.y * blockDim.y);
// CHECK-NEXT: #pragma unroll 1
// CHECK-NEXT: for (long __c1 = blockIdx.y; __c1 * __s1 * blockDim.y < __n1; __c1 += gridDim.y) {
// CHECK-NEXT: #pragma unroll
// CHECK-NEXT: for (int __r1 = 0; __r1 < 4; ++__r1) {
// CHECK-NEXT: if (__r1 >= __s1)
// CHECK-NEXT: break;
// CHECK-NEXT: const long __k1 = (__c1 * __s1 + __r1) * blockDim.y + threadIdx.y;
// CHECK-NEXT: if (__k1 >= __n1)
// CHECK-NEXT: break;
// CHECK-NEXT: int i = (1) + (int)(__k1 * 1);
// CHECK-NEXT: b[((long)(i) * (m) + (j))] = w * (a[((long)(i - 1) * (m) + (j))] + a[((long)(i + 1) * (m) + (j))]);

float fixed[64][32];
void mm(int n, float (*restrict c)[n], float (*restrict b)[n]) {
  float s;
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      s = 0;
      for (int k = 0; k < 32; ++k)
        s += fixed[i % 64][k] * b[k][j];
      c[i][j] = s;
    }
}
// CHECK: extern "C" __global__ void mm_{{[0-9]+}}_gpu(float *__restrict__ fixed, float *__restrict__ b, int n, float *__restrict__ c) {
// CHECK: float s;
// CHECK: s += fixed[((long)(i % 64) * 32 + (k))] * b[((long)(k) * (n) + (j))];

// Counting down: the index runs from the upper bound.
void down(int n, float *restrict a) {
#pragma acc region
  for (int i = n - 1; i >= 0; --i)
    a[i] = i;
}
// CHECK: extern "C" __global__ void down_{{[0-9]+}}_gpu(float *__restrict__ a, int n) {
// CHECK: int i = (n-1) - (int)(__k0 * 1);
