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
// CHECK-NEXT: for (long __k0 = (long)blockIdx.x * blockDim.x + threadIdx.x; __k0 < {{.*}}(m-2){{.*}}; __k0 += (long)gridDim.x * blockDim.x) {
// CHECK-NEXT: int j = (1) + (int)(__k0 * 1);
// CHECK-NEXT: for (long __k1 = (long)blockIdx.y * blockDim.y + threadIdx.y;
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
// CHECK: extern "C" __global__ void mm_22_gpu(float *__restrict__ fixed, float *__restrict__ b, int n, float *__restrict__ c) {
// CHECK: float s;
// CHECK: s += fixed[((long)(i % 64) * 32 + (k))] * b[((long)(k) * (n) + (j))];

// Counting down: the index runs from the upper bound.
void down(int n, float *restrict a) {
#pragma acc region
  for (int i = n - 1; i >= 0; --i)
    a[i] = i;
}
// CHECK: extern "C" __global__ void down_37_gpu(float *__restrict__ a, int n) {
// CHECK: int i = (n-1) - (int)(__k0 * 1);
