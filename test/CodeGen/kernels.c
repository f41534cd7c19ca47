// Generated kernels: grid-stride loops per grid dimension, linearized
// multi-dimensional references, private scalars, parameters.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=kernels %s | FileCheck %s

void jacobi(int n, int m, float (*restrict a)[m], float (*restrict b)[m], float w) {
#pragma acc region
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < m - 1; ++j)
      b[i][j] = w * (a[i - 1][j] + a[i + 1][j]);
}
// The body once, with the counter type as a template parameter...
// CHECK: template <typename __cuacc_i>
// CHECK-NEXT: static __device__ __forceinline__ void jacobi_7_gpu__body(float *__restrict__ b, int m, float w, float *__restrict__ a, int n) {
// The x loop: one strip per block, chunks not unrolled.
// CHECK-NEXT: const __cuacc_i __n0 = (__cuacc_i){{.*}}(m-2){{.*}};
// CHECK-NEXT: #pragma unroll 1
// CHECK-NEXT: for (__cuacc_i __c0 = blockIdx.x; __c0 * 1 * (__cuacc_i)blockDim.x < __n0; __c0 += (__cuacc_i)gridDim.x) {
// CHECK-NEXT: const __cuacc_i __k0 = __c0 * (__cuacc_i)blockDim.x + (__cuacc_i)threadIdx.x;
// CHECK-NEXT: if (__k0 >= __n0)
// CHECK-NEXT: break;
// CHECK-NEXT: int j = (1) + (int)(__k0 * 1);
// The innermost grid loop: up to 4 strips per block, as many as the grid
// needs, unrolled.
// CHECK-NEXT: const __cuacc_i __n1 =
// CHECK-NEXT: const __cuacc_i __s1 = __n1 > 4 * (__cuacc_i)gridDim.y * (__cuacc_i)blockDim.y ? 4 : (__n1 + (__cuacc_i)gridDim.y * (__cuacc_i)blockDim.y - 1) / ((__cuacc_i)gridDim.y * (__cuacc_i)blockDim.y);
// CHECK-NEXT: #pragma unroll 1
// CHECK-NEXT: for (__cuacc_i __c1 = blockIdx.y; __c1 * __s1 * (__cuacc_i)blockDim.y < __n1; __c1 += (__cuacc_i)gridDim.y) {
// CHECK-NEXT: #pragma unroll
// CHECK-NEXT: for (int __r1 = 0; __r1 < 4; ++__r1) {
// CHECK-NEXT: if (__r1 >= __s1)
// CHECK-NEXT: break;
// CHECK-NEXT: const __cuacc_i __k1 = (__c1 * __s1 + __r1) * (__cuacc_i)blockDim.y + (__cuacc_i)threadIdx.y;
// CHECK-NEXT: if (__k1 >= __n1)
// CHECK-NEXT: break;
// CHECK-NEXT: int i = (1) + (int)(__k1 * 1);
// CHECK-NEXT: b[((long)(i) * (m) + (j))] = w * (a[((long)(i - 1) * (m) + (j))] + a[((long)(i + 1) * (m) + (j))]);
// ...entered with 64-bit counters, and with 32-bit ones for the host to
// launch when every counter fits.
// CHECK: extern "C" __global__ void jacobi_7_gpu(float *__restrict__ b, int m, float w, float *__restrict__ a, int n) {
// CHECK-NEXT: jacobi_7_gpu__body<long>(b, m, w, a, n);
// CHECK: extern "C" __global__ void jacobi_7_gpu_i32(float *__restrict__ b, int m, float w, float *__restrict__ a, int n) {
// CHECK-NEXT: jacobi_7_gpu__body<int>(b, m, w, a, n);

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
// CHECK: void mm_{{[0-9]+}}_gpu__body(float *__restrict__ fixed, float *__restrict__ b, int n, float *__restrict__ c) {
// CHECK: float s;
// CHECK: s += fixed[((long)(i % 64) * 32 + (k))] * b[((long)(k) * (n) + (j))];

// Counting down: the index runs from the upper bound.
void down(int n, float *restrict a) {
#pragma acc region
  for (int i = n - 1; i >= 0; --i)
    a[i] = i;
}
// CHECK: void down_{{[0-9]+}}_gpu__body(float *__restrict__ a, int n) {
// CHECK: int i = (n-1) - (int)(__k0 * 1);
