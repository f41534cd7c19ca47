// Generated kernels: grid-stride loops per grid dimension, linearized
// multi-dimensional references, private scalars, parameters.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=kernels %s | FileCheck %s
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=lowered %s | FileCheck --check-prefix=LOWERED %s

void jacobi(int n, int m, float (*restrict a)[m], float (*restrict b)[m], float w) {
#pragma acc region
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < m - 1; ++j)
      b[i][j] = w * (a[i - 1][j] + a[i + 1][j]);
}
// LOWERED-LABEL: kernel jacobi_8_gpu line 8, int counters when they fit
// LOWERED-NEXT:    param float *b: array item 1
// LOWERED-NEXT:    param long __ext_b_0: extent ((long)(sizeof((*b)) / sizeof((*b)[0])))
// LOWERED-NEXT:    param float w: value
// LOWERED-NEXT:    param float *a: array item 0
// LOWERED-NEXT:    param long __ext_a_0: extent ((long)(sizeof((*a)) / sizeof((*a)[0])))
// LOWERED-NEXT:    param int m: value
// LOWERED-NEXT:    param int n: value
// LOWERED-NEXT:    grid x: line 9 int j in [(1) .. (m-2)] step 1, threads.x vector({{[0-9]+}}), at most {{[0-9]+}} blocks
// LOWERED-NEXT:    grid y: line 8 int i in [(1) .. (n-2)] step 1, threads.y vector({{[0-9]+}}) chunk({{[0-9]+}}), at most {{[0-9]+}} blocks
// LOWERED-NEXT:    strips along y when the grid has {{[0-9]+}} x {{[0-9]+}} blocks
// The body once, with the counter type as a template parameter...
// CHECK: template <typename __cuacc_i>
// CHECK-NEXT: static __device__ __forceinline__ void jacobi_8_gpu__body(float *__restrict__ b, long __ext_b_0, float w, float *__restrict__ a, long __ext_a_0, int m, int n) {
// The grid loops (their shape is decided in lowering: see LOWERED below,
// and test/Transform for the strip loops), then the body, linearized.
// CHECK: int j = (1) + (int)(__k0 * 1);
// CHECK: int i = (1) + (int)(__k1 * 1);
// CHECK-NEXT: b[((long)(i) * __ext_b_0 + (j))] = w * (a[((long)(i - 1) * __ext_a_0 + (j))] + a[((long)(i + 1) * __ext_a_0 + (j))]);
// ...entered with 64-bit counters, and with 32-bit ones for the host to
// launch when every counter fits.
// CHECK: extern "C" __global__ void jacobi_8_gpu(float *__restrict__ b, long __ext_b_0, float w, float *__restrict__ a, long __ext_a_0, int m, int n) {
// CHECK-NEXT: jacobi_8_gpu__body<long>(b, __ext_b_0, w, a, __ext_a_0, m, n);
// CHECK: extern "C" __global__ void jacobi_8_gpu_i32(float *__restrict__ b, long __ext_b_0, float w, float *__restrict__ a, long __ext_a_0, int m, int n) {
// CHECK-NEXT: jacobi_8_gpu__body<int>(b, __ext_b_0, w, a, __ext_a_0, m, n);

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
// CHECK: void mm_{{[0-9]+}}_gpu__body(float *__restrict__ fixed, float *__restrict__ b, long __ext_b_0, float *__restrict__ c, long __ext_c_0, int n) {
// CHECK: float s;
// CHECK: s += fixed[((long)(i % 64) * 32 + (k))] * b[((long)(k) * __ext_b_0 + (j))];

// Counting down: the index runs from the upper bound.
void down(int n, float *restrict a) {
#pragma acc region
  for (int i = n - 1; i >= 0; --i)
    a[i] = i;
}
// CHECK: void down_{{[0-9]+}}_gpu__body(float *__restrict__ a, int n) {
// CHECK: int i = (n-1) - (int)(__k0 * 1);
