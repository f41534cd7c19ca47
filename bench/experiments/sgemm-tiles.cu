// SGEMM C = A B (row-major; A n x p, B p x m, C n x m; FP32, no TF32) on an
// H100 (issue #31): the tiled kernel cuacc generates today for
// bench/kernels/sgemm.c, pasted verbatim, against cuBLAS and candidate
// designs written the way a code generator would print them: any n, m, p
// and leading dimensions (edge tiles through a bounds-checked path, 16-byte
// accesses only where the leading dimensions and bases allow them).
// Data resident; each kernel: 3 warm-up runs, then the median of 15 timed
// with CUDA events; every result checked against cuBLAS (max |C - Cref| /
// max |Cref|), cuBLAS itself against a double-precision host dot product
// on 512 sampled elements (TF32 would show ~1e-3 there, FP32 ~1e-6).
// See sgemm-tiles.md for the designs and the plan.
//
// Build and run (from the repository root; runtime well under 60 s):
//   nvcc -O3 -gencode arch=compute_90,code=sm_90 -Xptxas -v \
//     bench/experiments/sgemm-tiles.cu -lcublas -o /tmp/sgemm-tiles \
//     && /tmp/sgemm-tiles
// Optional argument: a size list "n,m,p;n,m,p..." instead of the default (a
// trailing p, "999,1001,1003p", pads the rows to a multiple of 4 with NaN).
// -DCAND_SASS_FAST_ONLY: for SASS instruction counts only (drops the edge
// paths; results then wrong at the edges), see sgemm-tiles.md.
#include "../../lib/CodeGen/KernelPrelude.cuh"
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <cmath>
#include <string>
#include <vector>

#define CK(x)                                                                  \
  do {                                                                         \
    cudaError_t e_ = (x);                                                      \
    if (e_ != cudaSuccess) {                                                   \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x,               \
              cudaGetErrorString(e_));                                         \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)
#define CB(x)                                                                  \
  do {                                                                         \
    cublasStatus_t s_ = (x);                                                   \
    if (s_ != CUBLAS_STATUS_SUCCESS) {                                         \
      fprintf(stderr, "%s:%d: %s: cublas status %d\n", __FILE__, __LINE__, #x, \
              (int)s_);                                                        \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

//===----------------------------------------------------------------------===//
// G: the tiled entries cuacc prints for bench/kernels/sgemm.c
// (cuacc -O2 -fplugin-arg-cuacc-dump=kernels, commit 7839483), verbatim.
// The host launches _tiled with block (16, 16), grid (ceil(m/128),
// ceil(n/128)) and _tiled64 with grid (ceil(m/64), ceil(n/64))
// (dump=host; cuacc_pick_tile chooses between them at run time).
// -DCUACC_GENERATED_KERNELS='"file"' takes them from file instead (what
// bench/experiments/sgemm-generated extracts from this checkout's plugin).
//===----------------------------------------------------------------------===//
#ifdef CUACC_GENERATED_KERNELS
#include CUACC_GENERATED_KERNELS
#else
// The prelude's 4-byte cp.async of commit 7839483, which these use.
template <class T> __device__ __forceinline__ void __cuacc_cp_async(T *dst, const T *src, bool ok) {
  unsigned s = (unsigned)__cvta_generic_to_shared(dst);
  asm volatile("cp.async.ca.shared.global [%0], [%1], %2, %3;\n" :: "r"(s), "l"(src), "n"(sizeof(T)), "r"(ok ? (int)sizeof(T) : 0) : "memory");
}
__device__ __forceinline__ void __cuacc_cp_wait() {
  asm volatile("cp.async.wait_all;\n" ::: "memory");
}
template <typename __cuacc_i>
static __device__ __forceinline__ void sgemm_acc_7_gpu__tiled(int p, float *__restrict__ A, long __ext_A_0, float *__restrict__ B, long __ext_B_0, float *__restrict__ C, long __ext_C_0, int m, int n) {
  __shared__ __align__(16) float __tile0[2][8][132];
  __shared__ __align__(16) float __tile1[2][8][132];
  const int __tid = threadIdx.y * 16 + threadIdx.x;
  (void)__tid;
  const __cuacc_i __n1 = (__cuacc_i)((n-1) < (0) ? 0L : (long)((n-1) - (0)) / 1 + 1);
  #pragma unroll 1
  for (__cuacc_i __c1 = blockIdx.y; __c1 * 128 < __n1; __c1 += (__cuacc_i)gridDim.y) {
  const __cuacc_i __n0 = (__cuacc_i)((m-1) < (0) ? 0L : (long)((m-1) - (0)) / 1 + 1);
  #pragma unroll 1
  for (__cuacc_i __c0 = blockIdx.x; __c0 * 128 < __n0; __c0 += (__cuacc_i)gridDim.x) {
  const __cuacc_i __q0_0 = __c0 * 128 + 0 + (__cuacc_i)threadIdx.x * 4 + 0;
  const bool __live0_0 = __q0_0 < __n0;
  const int __jam0_0 = ((int)((0) + (int)((__live0_0 ? __q0_0 : __n0 - 1) * 1)));
  const __cuacc_i __q0_1 = __c0 * 128 + 0 + (__cuacc_i)threadIdx.x * 4 + 1;
  const bool __live0_1 = __q0_1 < __n0;
  const int __jam0_1 = ((int)((0) + (int)((__live0_1 ? __q0_1 : __n0 - 1) * 1)));
  const __cuacc_i __q0_2 = __c0 * 128 + 0 + (__cuacc_i)threadIdx.x * 4 + 2;
  const bool __live0_2 = __q0_2 < __n0;
  const int __jam0_2 = ((int)((0) + (int)((__live0_2 ? __q0_2 : __n0 - 1) * 1)));
  const __cuacc_i __q0_3 = __c0 * 128 + 0 + (__cuacc_i)threadIdx.x * 4 + 3;
  const bool __live0_3 = __q0_3 < __n0;
  const int __jam0_3 = ((int)((0) + (int)((__live0_3 ? __q0_3 : __n0 - 1) * 1)));
  const __cuacc_i __q0_4 = __c0 * 128 + 64 + (__cuacc_i)threadIdx.x * 4 + 0;
  const bool __live0_4 = __q0_4 < __n0;
  const int __jam0_4 = ((int)((0) + (int)((__live0_4 ? __q0_4 : __n0 - 1) * 1)));
  const __cuacc_i __q0_5 = __c0 * 128 + 64 + (__cuacc_i)threadIdx.x * 4 + 1;
  const bool __live0_5 = __q0_5 < __n0;
  const int __jam0_5 = ((int)((0) + (int)((__live0_5 ? __q0_5 : __n0 - 1) * 1)));
  const __cuacc_i __q0_6 = __c0 * 128 + 64 + (__cuacc_i)threadIdx.x * 4 + 2;
  const bool __live0_6 = __q0_6 < __n0;
  const int __jam0_6 = ((int)((0) + (int)((__live0_6 ? __q0_6 : __n0 - 1) * 1)));
  const __cuacc_i __q0_7 = __c0 * 128 + 64 + (__cuacc_i)threadIdx.x * 4 + 3;
  const bool __live0_7 = __q0_7 < __n0;
  const int __jam0_7 = ((int)((0) + (int)((__live0_7 ? __q0_7 : __n0 - 1) * 1)));
  const __cuacc_i __q1_0 = __c1 * 128 + 0 + (__cuacc_i)threadIdx.y * 4 + 0;
  const bool __live1_0 = __q1_0 < __n1;
  const int __jam1_0 = ((int)((0) + (int)((__live1_0 ? __q1_0 : __n1 - 1) * 1)));
  const __cuacc_i __q1_1 = __c1 * 128 + 0 + (__cuacc_i)threadIdx.y * 4 + 1;
  const bool __live1_1 = __q1_1 < __n1;
  const int __jam1_1 = ((int)((0) + (int)((__live1_1 ? __q1_1 : __n1 - 1) * 1)));
  const __cuacc_i __q1_2 = __c1 * 128 + 0 + (__cuacc_i)threadIdx.y * 4 + 2;
  const bool __live1_2 = __q1_2 < __n1;
  const int __jam1_2 = ((int)((0) + (int)((__live1_2 ? __q1_2 : __n1 - 1) * 1)));
  const __cuacc_i __q1_3 = __c1 * 128 + 0 + (__cuacc_i)threadIdx.y * 4 + 3;
  const bool __live1_3 = __q1_3 < __n1;
  const int __jam1_3 = ((int)((0) + (int)((__live1_3 ? __q1_3 : __n1 - 1) * 1)));
  const __cuacc_i __q1_4 = __c1 * 128 + 64 + (__cuacc_i)threadIdx.y * 4 + 0;
  const bool __live1_4 = __q1_4 < __n1;
  const int __jam1_4 = ((int)((0) + (int)((__live1_4 ? __q1_4 : __n1 - 1) * 1)));
  const __cuacc_i __q1_5 = __c1 * 128 + 64 + (__cuacc_i)threadIdx.y * 4 + 1;
  const bool __live1_5 = __q1_5 < __n1;
  const int __jam1_5 = ((int)((0) + (int)((__live1_5 ? __q1_5 : __n1 - 1) * 1)));
  const __cuacc_i __q1_6 = __c1 * 128 + 64 + (__cuacc_i)threadIdx.y * 4 + 2;
  const bool __live1_6 = __q1_6 < __n1;
  const int __jam1_6 = ((int)((0) + (int)((__live1_6 ? __q1_6 : __n1 - 1) * 1)));
  const __cuacc_i __q1_7 = __c1 * 128 + 64 + (__cuacc_i)threadIdx.y * 4 + 3;
  const bool __live1_7 = __q1_7 < __n1;
  const int __jam1_7 = ((int)((0) + (int)((__live1_7 ? __q1_7 : __n1 - 1) * 1)));
  float __sum_0_0 = 0;
  float __sum_0_1 = 0;
  float __sum_0_2 = 0;
  float __sum_0_3 = 0;
  float __sum_0_4 = 0;
  float __sum_0_5 = 0;
  float __sum_0_6 = 0;
  float __sum_0_7 = 0;
  float __sum_1_0 = 0;
  float __sum_1_1 = 0;
  float __sum_1_2 = 0;
  float __sum_1_3 = 0;
  float __sum_1_4 = 0;
  float __sum_1_5 = 0;
  float __sum_1_6 = 0;
  float __sum_1_7 = 0;
  float __sum_2_0 = 0;
  float __sum_2_1 = 0;
  float __sum_2_2 = 0;
  float __sum_2_3 = 0;
  float __sum_2_4 = 0;
  float __sum_2_5 = 0;
  float __sum_2_6 = 0;
  float __sum_2_7 = 0;
  float __sum_3_0 = 0;
  float __sum_3_1 = 0;
  float __sum_3_2 = 0;
  float __sum_3_3 = 0;
  float __sum_3_4 = 0;
  float __sum_3_5 = 0;
  float __sum_3_6 = 0;
  float __sum_3_7 = 0;
  float __sum_4_0 = 0;
  float __sum_4_1 = 0;
  float __sum_4_2 = 0;
  float __sum_4_3 = 0;
  float __sum_4_4 = 0;
  float __sum_4_5 = 0;
  float __sum_4_6 = 0;
  float __sum_4_7 = 0;
  float __sum_5_0 = 0;
  float __sum_5_1 = 0;
  float __sum_5_2 = 0;
  float __sum_5_3 = 0;
  float __sum_5_4 = 0;
  float __sum_5_5 = 0;
  float __sum_5_6 = 0;
  float __sum_5_7 = 0;
  float __sum_6_0 = 0;
  float __sum_6_1 = 0;
  float __sum_6_2 = 0;
  float __sum_6_3 = 0;
  float __sum_6_4 = 0;
  float __sum_6_5 = 0;
  float __sum_6_6 = 0;
  float __sum_6_7 = 0;
  float __sum_7_0 = 0;
  float __sum_7_1 = 0;
  float __sum_7_2 = 0;
  float __sum_7_3 = 0;
  float __sum_7_4 = 0;
  float __sum_7_5 = 0;
  float __sum_7_6 = 0;
  float __sum_7_7 = 0;
  const long __nk = ((p-1) < (0) ? 0L : (long)((p-1) - (0)) / 1 + 1);
  if (__nk > 0) {
    #pragma unroll
    for (int __u = 0; __u < 4; ++__u) {
      const int __e = __tid + __u * 256;
      const int __kk = __e % 8, __gg = __e / 8;
      const long __kq = 0L + __kk;
      const __cuacc_i __gq = __c1 * 128 + __gg;
      __cuacc_cp_async(&__tile0[0][__kk][__gg], &(A[((long)(((int)((0) + (int)(__gq * 1)))) * __ext_A_0 + (((int)((0) + (int)(__kq * 1)))))]), __kq < __nk && __gq < __n1);
    }
    #pragma unroll
    for (int __u = 0; __u < 4; ++__u) {
      const int __e = __tid + __u * 256;
      const int __kk = __e / 128, __gg = __e % 128;
      const long __kq = 0L + __kk;
      const __cuacc_i __gq = __c0 * 128 + __gg;
      __cuacc_cp_async(&__tile1[0][__kk][__gg], &(B[((long)(((int)((0) + (int)(__kq * 1)))) * __ext_B_0 + (((int)((0) + (int)(__gq * 1)))))]), __kq < __nk && __gq < __n0);
    }
  }
  __cuacc_cp_wait();
  __syncthreads();
  long __kt = 0;
  #pragma unroll 1
  for (; __kt + 8 <= __nk; __kt += 8) {
    const int __b = (int)((__kt / 8) & 1);
    const bool __more = __kt + 8 < __nk;
    if (__more) {
    #pragma unroll
    for (int __u = 0; __u < 4; ++__u) {
      const int __e = __tid + __u * 256;
      const int __kk = __e % 8, __gg = __e / 8;
      const long __kq = (__kt + 8) + __kk;
      const __cuacc_i __gq = __c1 * 128 + __gg;
      __cuacc_cp_async(&__tile0[__b ^ 1][__kk][__gg], &(A[((long)(((int)((0) + (int)(__gq * 1)))) * __ext_A_0 + (((int)((0) + (int)(__kq * 1)))))]), __kq < __nk && __gq < __n1);
    }
    #pragma unroll
    for (int __u = 0; __u < 4; ++__u) {
      const int __e = __tid + __u * 256;
      const int __kk = __e / 128, __gg = __e % 128;
      const long __kq = (__kt + 8) + __kk;
      const __cuacc_i __gq = __c0 * 128 + __gg;
      __cuacc_cp_async(&__tile1[__b ^ 1][__kk][__gg], &(B[((long)(((int)((0) + (int)(__kq * 1)))) * __ext_B_0 + (((int)((0) + (int)(__gq * 1)))))]), __kq < __nk && __gq < __n0);
    }
    }
    #pragma unroll
    for (int __kk = 0; __kk < 8; ++__kk) {
      const int k = ((int)((0) + (int)((__kt + __kk) * 1)));
      (void)k;
      float __r0[8];
      __cuacc_ld4(&__r0[0], &__tile0[__b][__kk][0 + threadIdx.y * 4]);
      __cuacc_ld4(&__r0[4], &__tile0[__b][__kk][64 + threadIdx.y * 4]);
      float __r1[8];
      __cuacc_ld4(&__r1[0], &__tile1[__b][__kk][0 + threadIdx.x * 4]);
      __cuacc_ld4(&__r1[4], &__tile1[__b][__kk][64 + threadIdx.x * 4]);
  __sum_0_0 += __r0[0] * __r1[0];
  __sum_0_1 += __r0[0] * __r1[1];
  __sum_0_2 += __r0[0] * __r1[2];
  __sum_0_3 += __r0[0] * __r1[3];
  __sum_0_4 += __r0[0] * __r1[4];
  __sum_0_5 += __r0[0] * __r1[5];
  __sum_0_6 += __r0[0] * __r1[6];
  __sum_0_7 += __r0[0] * __r1[7];
  __sum_1_0 += __r0[1] * __r1[0];
  __sum_1_1 += __r0[1] * __r1[1];
  __sum_1_2 += __r0[1] * __r1[2];
  __sum_1_3 += __r0[1] * __r1[3];
  __sum_1_4 += __r0[1] * __r1[4];
  __sum_1_5 += __r0[1] * __r1[5];
  __sum_1_6 += __r0[1] * __r1[6];
  __sum_1_7 += __r0[1] * __r1[7];
  __sum_2_0 += __r0[2] * __r1[0];
  __sum_2_1 += __r0[2] * __r1[1];
  __sum_2_2 += __r0[2] * __r1[2];
  __sum_2_3 += __r0[2] * __r1[3];
  __sum_2_4 += __r0[2] * __r1[4];
  __sum_2_5 += __r0[2] * __r1[5];
  __sum_2_6 += __r0[2] * __r1[6];
  __sum_2_7 += __r0[2] * __r1[7];
  __sum_3_0 += __r0[3] * __r1[0];
  __sum_3_1 += __r0[3] * __r1[1];
  __sum_3_2 += __r0[3] * __r1[2];
  __sum_3_3 += __r0[3] * __r1[3];
  __sum_3_4 += __r0[3] * __r1[4];
  __sum_3_5 += __r0[3] * __r1[5];
  __sum_3_6 += __r0[3] * __r1[6];
  __sum_3_7 += __r0[3] * __r1[7];
  __sum_4_0 += __r0[4] * __r1[0];
  __sum_4_1 += __r0[4] * __r1[1];
  __sum_4_2 += __r0[4] * __r1[2];
  __sum_4_3 += __r0[4] * __r1[3];
  __sum_4_4 += __r0[4] * __r1[4];
  __sum_4_5 += __r0[4] * __r1[5];
  __sum_4_6 += __r0[4] * __r1[6];
  __sum_4_7 += __r0[4] * __r1[7];
  __sum_5_0 += __r0[5] * __r1[0];
  __sum_5_1 += __r0[5] * __r1[1];
  __sum_5_2 += __r0[5] * __r1[2];
  __sum_5_3 += __r0[5] * __r1[3];
  __sum_5_4 += __r0[5] * __r1[4];
  __sum_5_5 += __r0[5] * __r1[5];
  __sum_5_6 += __r0[5] * __r1[6];
  __sum_5_7 += __r0[5] * __r1[7];
  __sum_6_0 += __r0[6] * __r1[0];
  __sum_6_1 += __r0[6] * __r1[1];
  __sum_6_2 += __r0[6] * __r1[2];
  __sum_6_3 += __r0[6] * __r1[3];
  __sum_6_4 += __r0[6] * __r1[4];
  __sum_6_5 += __r0[6] * __r1[5];
  __sum_6_6 += __r0[6] * __r1[6];
  __sum_6_7 += __r0[6] * __r1[7];
  __sum_7_0 += __r0[7] * __r1[0];
  __sum_7_1 += __r0[7] * __r1[1];
  __sum_7_2 += __r0[7] * __r1[2];
  __sum_7_3 += __r0[7] * __r1[3];
  __sum_7_4 += __r0[7] * __r1[4];
  __sum_7_5 += __r0[7] * __r1[5];
  __sum_7_6 += __r0[7] * __r1[6];
  __sum_7_7 += __r0[7] * __r1[7];
    }
    __cuacc_cp_wait();
    __syncthreads();
  }
  if (__kt < __nk) {
    const int __b = (int)((__kt / 8) & 1);
    #pragma unroll 1
    for (int __kk = 0; __kk < (int)(__nk - __kt); ++__kk) {
      const int k = ((int)((0) + (int)((__kt + __kk) * 1)));
      (void)k;
      float __r0[8];
      __cuacc_ld4(&__r0[0], &__tile0[__b][__kk][0 + threadIdx.y * 4]);
      __cuacc_ld4(&__r0[4], &__tile0[__b][__kk][64 + threadIdx.y * 4]);
      float __r1[8];
      __cuacc_ld4(&__r1[0], &__tile1[__b][__kk][0 + threadIdx.x * 4]);
      __cuacc_ld4(&__r1[4], &__tile1[__b][__kk][64 + threadIdx.x * 4]);
  __sum_0_0 += __r0[0] * __r1[0];
  __sum_0_1 += __r0[0] * __r1[1];
  __sum_0_2 += __r0[0] * __r1[2];
  __sum_0_3 += __r0[0] * __r1[3];
  __sum_0_4 += __r0[0] * __r1[4];
  __sum_0_5 += __r0[0] * __r1[5];
  __sum_0_6 += __r0[0] * __r1[6];
  __sum_0_7 += __r0[0] * __r1[7];
  __sum_1_0 += __r0[1] * __r1[0];
  __sum_1_1 += __r0[1] * __r1[1];
  __sum_1_2 += __r0[1] * __r1[2];
  __sum_1_3 += __r0[1] * __r1[3];
  __sum_1_4 += __r0[1] * __r1[4];
  __sum_1_5 += __r0[1] * __r1[5];
  __sum_1_6 += __r0[1] * __r1[6];
  __sum_1_7 += __r0[1] * __r1[7];
  __sum_2_0 += __r0[2] * __r1[0];
  __sum_2_1 += __r0[2] * __r1[1];
  __sum_2_2 += __r0[2] * __r1[2];
  __sum_2_3 += __r0[2] * __r1[3];
  __sum_2_4 += __r0[2] * __r1[4];
  __sum_2_5 += __r0[2] * __r1[5];
  __sum_2_6 += __r0[2] * __r1[6];
  __sum_2_7 += __r0[2] * __r1[7];
  __sum_3_0 += __r0[3] * __r1[0];
  __sum_3_1 += __r0[3] * __r1[1];
  __sum_3_2 += __r0[3] * __r1[2];
  __sum_3_3 += __r0[3] * __r1[3];
  __sum_3_4 += __r0[3] * __r1[4];
  __sum_3_5 += __r0[3] * __r1[5];
  __sum_3_6 += __r0[3] * __r1[6];
  __sum_3_7 += __r0[3] * __r1[7];
  __sum_4_0 += __r0[4] * __r1[0];
  __sum_4_1 += __r0[4] * __r1[1];
  __sum_4_2 += __r0[4] * __r1[2];
  __sum_4_3 += __r0[4] * __r1[3];
  __sum_4_4 += __r0[4] * __r1[4];
  __sum_4_5 += __r0[4] * __r1[5];
  __sum_4_6 += __r0[4] * __r1[6];
  __sum_4_7 += __r0[4] * __r1[7];
  __sum_5_0 += __r0[5] * __r1[0];
  __sum_5_1 += __r0[5] * __r1[1];
  __sum_5_2 += __r0[5] * __r1[2];
  __sum_5_3 += __r0[5] * __r1[3];
  __sum_5_4 += __r0[5] * __r1[4];
  __sum_5_5 += __r0[5] * __r1[5];
  __sum_5_6 += __r0[5] * __r1[6];
  __sum_5_7 += __r0[5] * __r1[7];
  __sum_6_0 += __r0[6] * __r1[0];
  __sum_6_1 += __r0[6] * __r1[1];
  __sum_6_2 += __r0[6] * __r1[2];
  __sum_6_3 += __r0[6] * __r1[3];
  __sum_6_4 += __r0[6] * __r1[4];
  __sum_6_5 += __r0[6] * __r1[5];
  __sum_6_6 += __r0[6] * __r1[6];
  __sum_6_7 += __r0[6] * __r1[7];
  __sum_7_0 += __r0[7] * __r1[0];
  __sum_7_1 += __r0[7] * __r1[1];
  __sum_7_2 += __r0[7] * __r1[2];
  __sum_7_3 += __r0[7] * __r1[3];
  __sum_7_4 += __r0[7] * __r1[4];
  __sum_7_5 += __r0[7] * __r1[5];
  __sum_7_6 += __r0[7] * __r1[6];
  __sum_7_7 += __r0[7] * __r1[7];
    }
    __syncthreads();
  }
  if (__live1_0 && __live0_0) {
  C[((long)(__jam1_0) * __ext_C_0 + (__jam0_0))] = __sum_0_0;
  }
  if (__live1_0 && __live0_1) {
  C[((long)(__jam1_0) * __ext_C_0 + (__jam0_1))] = __sum_0_1;
  }
  if (__live1_0 && __live0_2) {
  C[((long)(__jam1_0) * __ext_C_0 + (__jam0_2))] = __sum_0_2;
  }
  if (__live1_0 && __live0_3) {
  C[((long)(__jam1_0) * __ext_C_0 + (__jam0_3))] = __sum_0_3;
  }
  if (__live1_0 && __live0_4) {
  C[((long)(__jam1_0) * __ext_C_0 + (__jam0_4))] = __sum_0_4;
  }
  if (__live1_0 && __live0_5) {
  C[((long)(__jam1_0) * __ext_C_0 + (__jam0_5))] = __sum_0_5;
  }
  if (__live1_0 && __live0_6) {
  C[((long)(__jam1_0) * __ext_C_0 + (__jam0_6))] = __sum_0_6;
  }
  if (__live1_0 && __live0_7) {
  C[((long)(__jam1_0) * __ext_C_0 + (__jam0_7))] = __sum_0_7;
  }
  if (__live1_1 && __live0_0) {
  C[((long)(__jam1_1) * __ext_C_0 + (__jam0_0))] = __sum_1_0;
  }
  if (__live1_1 && __live0_1) {
  C[((long)(__jam1_1) * __ext_C_0 + (__jam0_1))] = __sum_1_1;
  }
  if (__live1_1 && __live0_2) {
  C[((long)(__jam1_1) * __ext_C_0 + (__jam0_2))] = __sum_1_2;
  }
  if (__live1_1 && __live0_3) {
  C[((long)(__jam1_1) * __ext_C_0 + (__jam0_3))] = __sum_1_3;
  }
  if (__live1_1 && __live0_4) {
  C[((long)(__jam1_1) * __ext_C_0 + (__jam0_4))] = __sum_1_4;
  }
  if (__live1_1 && __live0_5) {
  C[((long)(__jam1_1) * __ext_C_0 + (__jam0_5))] = __sum_1_5;
  }
  if (__live1_1 && __live0_6) {
  C[((long)(__jam1_1) * __ext_C_0 + (__jam0_6))] = __sum_1_6;
  }
  if (__live1_1 && __live0_7) {
  C[((long)(__jam1_1) * __ext_C_0 + (__jam0_7))] = __sum_1_7;
  }
  if (__live1_2 && __live0_0) {
  C[((long)(__jam1_2) * __ext_C_0 + (__jam0_0))] = __sum_2_0;
  }
  if (__live1_2 && __live0_1) {
  C[((long)(__jam1_2) * __ext_C_0 + (__jam0_1))] = __sum_2_1;
  }
  if (__live1_2 && __live0_2) {
  C[((long)(__jam1_2) * __ext_C_0 + (__jam0_2))] = __sum_2_2;
  }
  if (__live1_2 && __live0_3) {
  C[((long)(__jam1_2) * __ext_C_0 + (__jam0_3))] = __sum_2_3;
  }
  if (__live1_2 && __live0_4) {
  C[((long)(__jam1_2) * __ext_C_0 + (__jam0_4))] = __sum_2_4;
  }
  if (__live1_2 && __live0_5) {
  C[((long)(__jam1_2) * __ext_C_0 + (__jam0_5))] = __sum_2_5;
  }
  if (__live1_2 && __live0_6) {
  C[((long)(__jam1_2) * __ext_C_0 + (__jam0_6))] = __sum_2_6;
  }
  if (__live1_2 && __live0_7) {
  C[((long)(__jam1_2) * __ext_C_0 + (__jam0_7))] = __sum_2_7;
  }
  if (__live1_3 && __live0_0) {
  C[((long)(__jam1_3) * __ext_C_0 + (__jam0_0))] = __sum_3_0;
  }
  if (__live1_3 && __live0_1) {
  C[((long)(__jam1_3) * __ext_C_0 + (__jam0_1))] = __sum_3_1;
  }
  if (__live1_3 && __live0_2) {
  C[((long)(__jam1_3) * __ext_C_0 + (__jam0_2))] = __sum_3_2;
  }
  if (__live1_3 && __live0_3) {
  C[((long)(__jam1_3) * __ext_C_0 + (__jam0_3))] = __sum_3_3;
  }
  if (__live1_3 && __live0_4) {
  C[((long)(__jam1_3) * __ext_C_0 + (__jam0_4))] = __sum_3_4;
  }
  if (__live1_3 && __live0_5) {
  C[((long)(__jam1_3) * __ext_C_0 + (__jam0_5))] = __sum_3_5;
  }
  if (__live1_3 && __live0_6) {
  C[((long)(__jam1_3) * __ext_C_0 + (__jam0_6))] = __sum_3_6;
  }
  if (__live1_3 && __live0_7) {
  C[((long)(__jam1_3) * __ext_C_0 + (__jam0_7))] = __sum_3_7;
  }
  if (__live1_4 && __live0_0) {
  C[((long)(__jam1_4) * __ext_C_0 + (__jam0_0))] = __sum_4_0;
  }
  if (__live1_4 && __live0_1) {
  C[((long)(__jam1_4) * __ext_C_0 + (__jam0_1))] = __sum_4_1;
  }
  if (__live1_4 && __live0_2) {
  C[((long)(__jam1_4) * __ext_C_0 + (__jam0_2))] = __sum_4_2;
  }
  if (__live1_4 && __live0_3) {
  C[((long)(__jam1_4) * __ext_C_0 + (__jam0_3))] = __sum_4_3;
  }
  if (__live1_4 && __live0_4) {
  C[((long)(__jam1_4) * __ext_C_0 + (__jam0_4))] = __sum_4_4;
  }
  if (__live1_4 && __live0_5) {
  C[((long)(__jam1_4) * __ext_C_0 + (__jam0_5))] = __sum_4_5;
  }
  if (__live1_4 && __live0_6) {
  C[((long)(__jam1_4) * __ext_C_0 + (__jam0_6))] = __sum_4_6;
  }
  if (__live1_4 && __live0_7) {
  C[((long)(__jam1_4) * __ext_C_0 + (__jam0_7))] = __sum_4_7;
  }
  if (__live1_5 && __live0_0) {
  C[((long)(__jam1_5) * __ext_C_0 + (__jam0_0))] = __sum_5_0;
  }
  if (__live1_5 && __live0_1) {
  C[((long)(__jam1_5) * __ext_C_0 + (__jam0_1))] = __sum_5_1;
  }
  if (__live1_5 && __live0_2) {
  C[((long)(__jam1_5) * __ext_C_0 + (__jam0_2))] = __sum_5_2;
  }
  if (__live1_5 && __live0_3) {
  C[((long)(__jam1_5) * __ext_C_0 + (__jam0_3))] = __sum_5_3;
  }
  if (__live1_5 && __live0_4) {
  C[((long)(__jam1_5) * __ext_C_0 + (__jam0_4))] = __sum_5_4;
  }
  if (__live1_5 && __live0_5) {
  C[((long)(__jam1_5) * __ext_C_0 + (__jam0_5))] = __sum_5_5;
  }
  if (__live1_5 && __live0_6) {
  C[((long)(__jam1_5) * __ext_C_0 + (__jam0_6))] = __sum_5_6;
  }
  if (__live1_5 && __live0_7) {
  C[((long)(__jam1_5) * __ext_C_0 + (__jam0_7))] = __sum_5_7;
  }
  if (__live1_6 && __live0_0) {
  C[((long)(__jam1_6) * __ext_C_0 + (__jam0_0))] = __sum_6_0;
  }
  if (__live1_6 && __live0_1) {
  C[((long)(__jam1_6) * __ext_C_0 + (__jam0_1))] = __sum_6_1;
  }
  if (__live1_6 && __live0_2) {
  C[((long)(__jam1_6) * __ext_C_0 + (__jam0_2))] = __sum_6_2;
  }
  if (__live1_6 && __live0_3) {
  C[((long)(__jam1_6) * __ext_C_0 + (__jam0_3))] = __sum_6_3;
  }
  if (__live1_6 && __live0_4) {
  C[((long)(__jam1_6) * __ext_C_0 + (__jam0_4))] = __sum_6_4;
  }
  if (__live1_6 && __live0_5) {
  C[((long)(__jam1_6) * __ext_C_0 + (__jam0_5))] = __sum_6_5;
  }
  if (__live1_6 && __live0_6) {
  C[((long)(__jam1_6) * __ext_C_0 + (__jam0_6))] = __sum_6_6;
  }
  if (__live1_6 && __live0_7) {
  C[((long)(__jam1_6) * __ext_C_0 + (__jam0_7))] = __sum_6_7;
  }
  if (__live1_7 && __live0_0) {
  C[((long)(__jam1_7) * __ext_C_0 + (__jam0_0))] = __sum_7_0;
  }
  if (__live1_7 && __live0_1) {
  C[((long)(__jam1_7) * __ext_C_0 + (__jam0_1))] = __sum_7_1;
  }
  if (__live1_7 && __live0_2) {
  C[((long)(__jam1_7) * __ext_C_0 + (__jam0_2))] = __sum_7_2;
  }
  if (__live1_7 && __live0_3) {
  C[((long)(__jam1_7) * __ext_C_0 + (__jam0_3))] = __sum_7_3;
  }
  if (__live1_7 && __live0_4) {
  C[((long)(__jam1_7) * __ext_C_0 + (__jam0_4))] = __sum_7_4;
  }
  if (__live1_7 && __live0_5) {
  C[((long)(__jam1_7) * __ext_C_0 + (__jam0_5))] = __sum_7_5;
  }
  if (__live1_7 && __live0_6) {
  C[((long)(__jam1_7) * __ext_C_0 + (__jam0_6))] = __sum_7_6;
  }
  if (__live1_7 && __live0_7) {
  C[((long)(__jam1_7) * __ext_C_0 + (__jam0_7))] = __sum_7_7;
  }
  }
  }
}
extern "C" __global__ void __launch_bounds__(256) sgemm_acc_7_gpu_tiled(int p, float *__restrict__ A, long __ext_A_0, float *__restrict__ B, long __ext_B_0, float *__restrict__ C, long __ext_C_0, int m, int n) {
  sgemm_acc_7_gpu__tiled<int>(p, A, __ext_A_0, B, __ext_B_0, C, __ext_C_0, m, n);
}
template <typename __cuacc_i>
static __device__ __forceinline__ void sgemm_acc_7_gpu__tiled64(int p, float *__restrict__ A, long __ext_A_0, float *__restrict__ B, long __ext_B_0, float *__restrict__ C, long __ext_C_0, int m, int n) {
  __shared__ __align__(16) float __tile0[2][8][68];
  __shared__ __align__(16) float __tile1[2][8][68];
  const int __tid = threadIdx.y * 16 + threadIdx.x;
  (void)__tid;
  const __cuacc_i __n1 = (__cuacc_i)((n-1) < (0) ? 0L : (long)((n-1) - (0)) / 1 + 1);
  #pragma unroll 1
  for (__cuacc_i __c1 = blockIdx.y; __c1 * 64 < __n1; __c1 += (__cuacc_i)gridDim.y) {
  const __cuacc_i __n0 = (__cuacc_i)((m-1) < (0) ? 0L : (long)((m-1) - (0)) / 1 + 1);
  #pragma unroll 1
  for (__cuacc_i __c0 = blockIdx.x; __c0 * 64 < __n0; __c0 += (__cuacc_i)gridDim.x) {
  const __cuacc_i __q0_0 = __c0 * 64 + 0 + (__cuacc_i)threadIdx.x * 4 + 0;
  const bool __live0_0 = __q0_0 < __n0;
  const int __jam0_0 = ((int)((0) + (int)((__live0_0 ? __q0_0 : __n0 - 1) * 1)));
  const __cuacc_i __q0_1 = __c0 * 64 + 0 + (__cuacc_i)threadIdx.x * 4 + 1;
  const bool __live0_1 = __q0_1 < __n0;
  const int __jam0_1 = ((int)((0) + (int)((__live0_1 ? __q0_1 : __n0 - 1) * 1)));
  const __cuacc_i __q0_2 = __c0 * 64 + 0 + (__cuacc_i)threadIdx.x * 4 + 2;
  const bool __live0_2 = __q0_2 < __n0;
  const int __jam0_2 = ((int)((0) + (int)((__live0_2 ? __q0_2 : __n0 - 1) * 1)));
  const __cuacc_i __q0_3 = __c0 * 64 + 0 + (__cuacc_i)threadIdx.x * 4 + 3;
  const bool __live0_3 = __q0_3 < __n0;
  const int __jam0_3 = ((int)((0) + (int)((__live0_3 ? __q0_3 : __n0 - 1) * 1)));
  const __cuacc_i __q1_0 = __c1 * 64 + 0 + (__cuacc_i)threadIdx.y * 4 + 0;
  const bool __live1_0 = __q1_0 < __n1;
  const int __jam1_0 = ((int)((0) + (int)((__live1_0 ? __q1_0 : __n1 - 1) * 1)));
  const __cuacc_i __q1_1 = __c1 * 64 + 0 + (__cuacc_i)threadIdx.y * 4 + 1;
  const bool __live1_1 = __q1_1 < __n1;
  const int __jam1_1 = ((int)((0) + (int)((__live1_1 ? __q1_1 : __n1 - 1) * 1)));
  const __cuacc_i __q1_2 = __c1 * 64 + 0 + (__cuacc_i)threadIdx.y * 4 + 2;
  const bool __live1_2 = __q1_2 < __n1;
  const int __jam1_2 = ((int)((0) + (int)((__live1_2 ? __q1_2 : __n1 - 1) * 1)));
  const __cuacc_i __q1_3 = __c1 * 64 + 0 + (__cuacc_i)threadIdx.y * 4 + 3;
  const bool __live1_3 = __q1_3 < __n1;
  const int __jam1_3 = ((int)((0) + (int)((__live1_3 ? __q1_3 : __n1 - 1) * 1)));
  float __sum_0_0 = 0;
  float __sum_0_1 = 0;
  float __sum_0_2 = 0;
  float __sum_0_3 = 0;
  float __sum_1_0 = 0;
  float __sum_1_1 = 0;
  float __sum_1_2 = 0;
  float __sum_1_3 = 0;
  float __sum_2_0 = 0;
  float __sum_2_1 = 0;
  float __sum_2_2 = 0;
  float __sum_2_3 = 0;
  float __sum_3_0 = 0;
  float __sum_3_1 = 0;
  float __sum_3_2 = 0;
  float __sum_3_3 = 0;
  const long __nk = ((p-1) < (0) ? 0L : (long)((p-1) - (0)) / 1 + 1);
  if (__nk > 0) {
    #pragma unroll
    for (int __u = 0; __u < 2; ++__u) {
      const int __e = __tid + __u * 256;
      const int __kk = __e % 8, __gg = __e / 8;
      const long __kq = 0L + __kk;
      const __cuacc_i __gq = __c1 * 64 + __gg;
      __cuacc_cp_async(&__tile0[0][__kk][__gg], &(A[((long)(((int)((0) + (int)(__gq * 1)))) * __ext_A_0 + (((int)((0) + (int)(__kq * 1)))))]), __kq < __nk && __gq < __n1);
    }
    #pragma unroll
    for (int __u = 0; __u < 2; ++__u) {
      const int __e = __tid + __u * 256;
      const int __kk = __e / 64, __gg = __e % 64;
      const long __kq = 0L + __kk;
      const __cuacc_i __gq = __c0 * 64 + __gg;
      __cuacc_cp_async(&__tile1[0][__kk][__gg], &(B[((long)(((int)((0) + (int)(__kq * 1)))) * __ext_B_0 + (((int)((0) + (int)(__gq * 1)))))]), __kq < __nk && __gq < __n0);
    }
  }
  __cuacc_cp_wait();
  __syncthreads();
  long __kt = 0;
  #pragma unroll 1
  for (; __kt + 8 <= __nk; __kt += 8) {
    const int __b = (int)((__kt / 8) & 1);
    const bool __more = __kt + 8 < __nk;
    if (__more) {
    #pragma unroll
    for (int __u = 0; __u < 2; ++__u) {
      const int __e = __tid + __u * 256;
      const int __kk = __e % 8, __gg = __e / 8;
      const long __kq = (__kt + 8) + __kk;
      const __cuacc_i __gq = __c1 * 64 + __gg;
      __cuacc_cp_async(&__tile0[__b ^ 1][__kk][__gg], &(A[((long)(((int)((0) + (int)(__gq * 1)))) * __ext_A_0 + (((int)((0) + (int)(__kq * 1)))))]), __kq < __nk && __gq < __n1);
    }
    #pragma unroll
    for (int __u = 0; __u < 2; ++__u) {
      const int __e = __tid + __u * 256;
      const int __kk = __e / 64, __gg = __e % 64;
      const long __kq = (__kt + 8) + __kk;
      const __cuacc_i __gq = __c0 * 64 + __gg;
      __cuacc_cp_async(&__tile1[__b ^ 1][__kk][__gg], &(B[((long)(((int)((0) + (int)(__kq * 1)))) * __ext_B_0 + (((int)((0) + (int)(__gq * 1)))))]), __kq < __nk && __gq < __n0);
    }
    }
    #pragma unroll
    for (int __kk = 0; __kk < 8; ++__kk) {
      const int k = ((int)((0) + (int)((__kt + __kk) * 1)));
      (void)k;
      float __r0[4];
      __cuacc_ld4(&__r0[0], &__tile0[__b][__kk][0 + threadIdx.y * 4]);
      float __r1[4];
      __cuacc_ld4(&__r1[0], &__tile1[__b][__kk][0 + threadIdx.x * 4]);
  __sum_0_0 += __r0[0] * __r1[0];
  __sum_0_1 += __r0[0] * __r1[1];
  __sum_0_2 += __r0[0] * __r1[2];
  __sum_0_3 += __r0[0] * __r1[3];
  __sum_1_0 += __r0[1] * __r1[0];
  __sum_1_1 += __r0[1] * __r1[1];
  __sum_1_2 += __r0[1] * __r1[2];
  __sum_1_3 += __r0[1] * __r1[3];
  __sum_2_0 += __r0[2] * __r1[0];
  __sum_2_1 += __r0[2] * __r1[1];
  __sum_2_2 += __r0[2] * __r1[2];
  __sum_2_3 += __r0[2] * __r1[3];
  __sum_3_0 += __r0[3] * __r1[0];
  __sum_3_1 += __r0[3] * __r1[1];
  __sum_3_2 += __r0[3] * __r1[2];
  __sum_3_3 += __r0[3] * __r1[3];
    }
    __cuacc_cp_wait();
    __syncthreads();
  }
  if (__kt < __nk) {
    const int __b = (int)((__kt / 8) & 1);
    #pragma unroll 1
    for (int __kk = 0; __kk < (int)(__nk - __kt); ++__kk) {
      const int k = ((int)((0) + (int)((__kt + __kk) * 1)));
      (void)k;
      float __r0[4];
      __cuacc_ld4(&__r0[0], &__tile0[__b][__kk][0 + threadIdx.y * 4]);
      float __r1[4];
      __cuacc_ld4(&__r1[0], &__tile1[__b][__kk][0 + threadIdx.x * 4]);
  __sum_0_0 += __r0[0] * __r1[0];
  __sum_0_1 += __r0[0] * __r1[1];
  __sum_0_2 += __r0[0] * __r1[2];
  __sum_0_3 += __r0[0] * __r1[3];
  __sum_1_0 += __r0[1] * __r1[0];
  __sum_1_1 += __r0[1] * __r1[1];
  __sum_1_2 += __r0[1] * __r1[2];
  __sum_1_3 += __r0[1] * __r1[3];
  __sum_2_0 += __r0[2] * __r1[0];
  __sum_2_1 += __r0[2] * __r1[1];
  __sum_2_2 += __r0[2] * __r1[2];
  __sum_2_3 += __r0[2] * __r1[3];
  __sum_3_0 += __r0[3] * __r1[0];
  __sum_3_1 += __r0[3] * __r1[1];
  __sum_3_2 += __r0[3] * __r1[2];
  __sum_3_3 += __r0[3] * __r1[3];
    }
    __syncthreads();
  }
  if (__live1_0 && __live0_0) {
  C[((long)(__jam1_0) * __ext_C_0 + (__jam0_0))] = __sum_0_0;
  }
  if (__live1_0 && __live0_1) {
  C[((long)(__jam1_0) * __ext_C_0 + (__jam0_1))] = __sum_0_1;
  }
  if (__live1_0 && __live0_2) {
  C[((long)(__jam1_0) * __ext_C_0 + (__jam0_2))] = __sum_0_2;
  }
  if (__live1_0 && __live0_3) {
  C[((long)(__jam1_0) * __ext_C_0 + (__jam0_3))] = __sum_0_3;
  }
  if (__live1_1 && __live0_0) {
  C[((long)(__jam1_1) * __ext_C_0 + (__jam0_0))] = __sum_1_0;
  }
  if (__live1_1 && __live0_1) {
  C[((long)(__jam1_1) * __ext_C_0 + (__jam0_1))] = __sum_1_1;
  }
  if (__live1_1 && __live0_2) {
  C[((long)(__jam1_1) * __ext_C_0 + (__jam0_2))] = __sum_1_2;
  }
  if (__live1_1 && __live0_3) {
  C[((long)(__jam1_1) * __ext_C_0 + (__jam0_3))] = __sum_1_3;
  }
  if (__live1_2 && __live0_0) {
  C[((long)(__jam1_2) * __ext_C_0 + (__jam0_0))] = __sum_2_0;
  }
  if (__live1_2 && __live0_1) {
  C[((long)(__jam1_2) * __ext_C_0 + (__jam0_1))] = __sum_2_1;
  }
  if (__live1_2 && __live0_2) {
  C[((long)(__jam1_2) * __ext_C_0 + (__jam0_2))] = __sum_2_2;
  }
  if (__live1_2 && __live0_3) {
  C[((long)(__jam1_2) * __ext_C_0 + (__jam0_3))] = __sum_2_3;
  }
  if (__live1_3 && __live0_0) {
  C[((long)(__jam1_3) * __ext_C_0 + (__jam0_0))] = __sum_3_0;
  }
  if (__live1_3 && __live0_1) {
  C[((long)(__jam1_3) * __ext_C_0 + (__jam0_1))] = __sum_3_1;
  }
  if (__live1_3 && __live0_2) {
  C[((long)(__jam1_3) * __ext_C_0 + (__jam0_2))] = __sum_3_2;
  }
  if (__live1_3 && __live0_3) {
  C[((long)(__jam1_3) * __ext_C_0 + (__jam0_3))] = __sum_3_3;
  }
  }
  }
}
extern "C" __global__ void __launch_bounds__(256) sgemm_acc_7_gpu_tiled64(int p, float *__restrict__ A, long __ext_A_0, float *__restrict__ B, long __ext_B_0, float *__restrict__ C, long __ext_C_0, int m, int n) {
  sgemm_acc_7_gpu__tiled64<int>(p, A, __ext_A_0, B, __ext_B_0, C, __ext_C_0, m, n);
}
#endif // CUACC_GENERATED_KERNELS

//===----------------------------------------------------------------------===//
// Candidates. Common shape: 256 threads compute a 128 x 128 tile of C; warp
// w (0..7) the 32 x 64 sub-tile at rows 32 * (w / 2), columns 64 * (w % 2);
// lane l = 8 ty + tx (ty 0..3, tx 0..7) 8 x 8 outputs in registers: columns
// tx * 4 + {0..3} and 32 + tx * 4 + {0..3} of its warp's 64 (two float4
// shared reads a step, 8 distinct 16-byte words per warp: one wavefront),
// rows as each design says. int indices (n, m, p < 2^31 - 256), long
// offsets. The tile steps run to ceil(p / BK); a partial step's missing k
// are zeros in both tiles, rows and columns past n and m are zeros in the
// tiles and never stored.
//===----------------------------------------------------------------------===//
namespace cand {
constexpr int BM = 128, BN = 128, NT = 256;

__device__ __forceinline__ void ld4(float *r, const float *s) {
  const float4 v = *reinterpret_cast<const float4 *>(s);
  r[0] = v.x;
  r[1] = v.y;
  r[2] = v.z;
  r[3] = v.w;
}

__device__ __forceinline__ void cp16(float *dst, const float *src, int bytes) {
  const unsigned s = (unsigned)__cvta_generic_to_shared(dst);
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(s),
               "l"(src), "r"(bytes)
               : "memory");
}
__device__ __forceinline__ void cp4(float *dst, const float *src, int bytes) {
  const unsigned s = (unsigned)__cvta_generic_to_shared(dst);
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4, %2;\n" ::"r"(s),
               "l"(src), "r"(bytes)
               : "memory");
}
__device__ __forceinline__ void cpCommit() {
  asm volatile("cp.async.commit_group;\n" ::: "memory");
}
template <int N> __device__ __forceinline__ void cpWait() {
  asm volatile("cp.async.wait_group %0;\n" ::"n"(N) : "memory");
}

// The block's tile origin. group > 0: grouped rasterization, consecutive
// block ids walk 'group' block rows before the next column (the B panels
// stay in L2 longer); 0: row-major as blockIdx says.
__device__ __forceinline__ void blockOrigin(int group, int &row0, int &col0,
                                            int bn = BN) {
  if (group <= 0) {
    row0 = blockIdx.y * BM;
    col0 = blockIdx.x * bn;
    return;
  }
  const int gx = gridDim.x, gy = gridDim.y;
  const int id = blockIdx.y * gx + blockIdx.x, per = group * gx;
  const int g = id / per, first = g * group;
  const int rows = min(gy - first, group), in = id - g * per;
  row0 = (first + in % rows) * BM;
  col0 = (in / rows) * bn;
}

// acc[i][j] to row rows[i], column c0 + (j / 4) * 32 + j % 4; a float4 store
// where the four columns exist and C's rows are 16-byte aligned.
template <int TN>
__device__ __forceinline__ void storeC(float *__restrict__ C, long ldc, int n,
                                       int m, const int (&rows)[8], int c0,
                                       const float (&acc)[8][TN], bool vecC) {
#pragma unroll
  for (int i = 0; i < 8; ++i) {
    const int r = rows[i];
    if (r >= n)
      continue;
    float *cr = C + (long)r * ldc;
#pragma unroll
    for (int h = 0; h < TN / 4; ++h) {
      const int c = c0 + h * 32;
      if (vecC && c + 4 <= m) {
        *reinterpret_cast<float4 *>(cr + c) =
            make_float4(acc[i][4 * h], acc[i][4 * h + 1], acc[i][4 * h + 2],
                        acc[i][4 * h + 3]);
      } else {
#pragma unroll
        for (int e = 0; e < 4; ++e)
          if (c + e < m)
            cr[c + e] = acc[i][4 * h + e];
      }
    }
  }
}

// R<BK>: register-staged. Each tile step first issues the next step's
// global loads into registers, computes the step from shared buffer b, then
// stores the registers into buffer b ^ 1 (A transposed: As[k][row], 4
// scalar stores a float4) and passes one barrier. Loads: a block whose
// whole 128 x 128 tile is inside C and whose operands allow 16-byte reads
// (interior) reads float4 through per-thread pointers advanced each step,
// no bounds checks; the last, partial k step and every edge block read
// element by element, bounds-checked. Thread rows: 32 * (w / 2) + {0, 16}
// + ty * 4 + {0..3} (two float4 reads of As[k][.] a step).
// TN = 16 (R8w): a 128 x 256 block tile, warp tile 32 x 128, 8 x 16 outputs
// a thread (columns tx * 4 + 32 q + {0..3}, q = 0..3): 6 shared reads per
// 128 FMAs instead of 4 per 64, ~170 registers, one block (8 warps) an SM.
template <int BK, int TN = 8>
__global__ void __launch_bounds__(NT, TN == 8 ? 2 : 1)
    regStaged(const float *__restrict__ A, long lda, const float *__restrict__ B,
              long ldb, float *__restrict__ C, long ldc, int n, int m, int p,
              int vecA, int vecB, int vecC, int group) {
  constexpr int BN = 16 * TN;             // 2 warps x 8 lanes x TN columns
  constexpr int KA = BK / 4, CB = BN / 4; // float4 per A row, per B row
  constexpr int LA = BM * KA / NT, LB = BK * CB / NT;
  constexpr int RA = NT / KA, RB = NT / CB; // rows between a thread's chunks
  static_assert(LA >= 1 && LB >= 1, "tile too small for the block");
  __shared__ __align__(16) float As[2][BK][BM + 4];
  __shared__ __align__(16) float Bs[2][BK][BN];
  const int tid = threadIdx.x, warp = tid >> 5, lane = tid & 31;
  const int wr = (warp >> 1) * 32, wc = (warp & 1) * (BN / 2);
  const int ty = lane >> 3, tx = lane & 7;
  int row0, col0;
  blockOrigin(group, row0, col0, BN);
  const int ar = tid / KA, ak = (tid % KA) * 4; // chunk u: row ar + u RA
  const int bk = tid / CB, bc = (tid % CB) * 4; // chunk u: k bk + u RB
  const bool interior = vecA && vecB && row0 + BM <= n && col0 + BN <= m;
  // In-bounds pointers (clamped where the block is not interior; the
  // interior path alone uses them).
  const float *pA = A + (long)min(row0 + ar, n - 1) * lda + ak;
  const float *pB = B + (long)bk * ldb + min(col0 + bc, m - 1);
  const long strideA = (long)RA * lda, strideB = (long)RB * ldb,
             stepB = (long)BK * ldb;
  float4 ra[LA], rb[LB];
  auto load = [&](int k0) {
#ifdef CAND_SASS_FAST_ONLY // instruction counts of the interior path only
    if (true) {
#else
    if (interior && k0 + BK <= p) {
#endif
#pragma unroll
      for (int u = 0; u < LA; ++u)
        ra[u] = *reinterpret_cast<const float4 *>(pA + u * strideA);
#pragma unroll
      for (int u = 0; u < LB; ++u)
        rb[u] = *reinterpret_cast<const float4 *>(pB + u * strideB);
      pA += BK;
      pB += stepB;
      return;
    }
#pragma unroll
    for (int u = 0; u < LA; ++u) {
      const int r = row0 + ar + u * RA, k = k0 + ak;
      float v[4];
#pragma unroll
      for (int e = 0; e < 4; ++e)
        v[e] = r < n && k + e < p ? A[(long)r * lda + k + e] : 0.f;
      ra[u] = make_float4(v[0], v[1], v[2], v[3]);
    }
#pragma unroll
    for (int u = 0; u < LB; ++u) {
      const int k = k0 + bk + u * RB, j = col0 + bc;
      float v[4];
#pragma unroll
      for (int e = 0; e < 4; ++e)
        v[e] = k < p && j + e < m ? B[(long)k * ldb + j + e] : 0.f;
      rb[u] = make_float4(v[0], v[1], v[2], v[3]);
    }
  };
  auto store = [&](int b) {
#pragma unroll
    for (int u = 0; u < LA; ++u) {
      As[b][ak + 0][ar + u * RA] = ra[u].x;
      As[b][ak + 1][ar + u * RA] = ra[u].y;
      As[b][ak + 2][ar + u * RA] = ra[u].z;
      As[b][ak + 3][ar + u * RA] = ra[u].w;
    }
#pragma unroll
    for (int u = 0; u < LB; ++u)
      *reinterpret_cast<float4 *>(&Bs[b][bk + u * RB][bc]) = rb[u];
  };
  float acc[8][TN];
#pragma unroll
  for (int i = 0; i < 8; ++i)
#pragma unroll
    for (int j = 0; j < TN; ++j)
      acc[i][j] = 0.f;
  const int steps = (p + BK - 1) / BK;
  if (steps > 0) {
    load(0);
    store(0);
  }
  __syncthreads();
  int b = 0;
#pragma unroll 1
  for (int t = 0; t < steps; ++t) {
    const bool more = t + 1 < steps;
    if (more)
      load((t + 1) * BK);
#pragma unroll
    for (int kk = 0; kk < BK; ++kk) {
      float a[8], bv[TN];
      ld4(a, &As[b][kk][wr + ty * 4]);
      ld4(a + 4, &As[b][kk][wr + 16 + ty * 4]);
#pragma unroll
      for (int q = 0; q < TN / 4; ++q)
        ld4(bv + 4 * q, &Bs[b][kk][wc + 32 * q + tx * 4]);
#pragma unroll
      for (int i = 0; i < 8; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j)
          acc[i][j] = fmaf(a[i], bv[j], acc[i][j]);
    }
    if (more)
      store(b ^ 1);
    __syncthreads();
    b ^= 1;
  }
  int rows[8];
#pragma unroll
  for (int i = 0; i < 8; ++i)
    rows[i] = row0 + wr + (i >> 2) * 16 + ty * 4 + (i & 3);
  storeC(C, ldc, n, m, rows, col0 + wc + tx * 4, acc, vecC != 0);
}

// P<BK, S, VEC>: an S-stage cp.async pipeline, every operand tile a plain
// copy of its global block in the block's own layout (contiguous dimension
// innermost, no transpose, no staging registers): A as As[row][k] (row
// stride BK + 4 floats), B as Bs[k][col]. VEC: 16-byte copies (the leading
// dimensions multiples of 4 and the bases 16-byte aligned: the host
// checks); per-thread source pointers advanced each step and per-thread
// byte counts fixed for the block (a chunk past m or n copies the bytes in
// bounds, cp.async zero-fills the rest); the last, partial k step takes the
// general path. !VEC: 4-byte copies element by element, bounds-checked.
// Thread rows interleaved, 32 * (w / 2) + ty + 4 i (i = 0..7), so that a
// float4 read along k of As (4 distinct rows a warp, row stride (BK + 4) /
// 4 = odd in 16-byte words) hits 4 distinct bank quads: conflict-free.
// Per 4 k: 8 float4 reads of A (8 rows x 4 k), 8 of B, 256 FMAs.
template <int BK, int S> struct PipeShape {
  static constexpr int SA = BK + 4, AF = BM * SA, BF = BK * BN, ST = AF + BF;
  static constexpr size_t bytes = size_t(S) * ST * sizeof(float);
};

template <int BK, int S, bool VEC>
__global__ void __launch_bounds__(NT, 2)
    pipelined(const float *__restrict__ A, long lda,
              const float *__restrict__ B, long ldb, float *__restrict__ C,
              long ldc, int n, int m, int p, int vecC, int group) {
  using Sh = PipeShape<BK, S>;
  constexpr int SA = Sh::SA, AF = Sh::AF, ST = Sh::ST;
  constexpr int KA = BK / 4, CB = BN / 4;
  constexpr int LA = BM * KA / NT, LB = BK * CB / NT;
  constexpr int RA = NT / KA, RB = NT / CB;
  static_assert(LA >= 1 && LB >= 1 && S >= 2 && (SA / 4) % 2 == 1, "shape");
  extern __shared__ __align__(16) float smem[];
  const int tid = threadIdx.x, warp = tid >> 5, lane = tid & 31;
  const int wr = (warp >> 1) * 32, wc = (warp & 1) * 64;
  const int ty = lane >> 3, tx = lane & 7;
  int row0, col0;
  blockOrigin(group, row0, col0);
  const int ar = tid / KA, ak = (tid % KA) * 4; // chunk u: row ar + u RA
  const int bk = tid / CB, bc = (tid % CB) * 4; // chunk u: k bk + u RB
  // The fast path's sources and byte counts (VEC only).
  const float *pA[LA];
  int nA[LA];
#pragma unroll
  for (int u = 0; u < LA; ++u) {
    const int r = row0 + ar + u * RA;
    nA[u] = r < n ? 16 : 0;
    pA[u] = A + (long)(r < n ? r : 0) * lda + ak;
  }
  const int jB = col0 + bc, leftB = m - jB;
  const int nB = leftB <= 0 ? 0 : leftB < 4 ? leftB * 4 : 16;
  const float *pB = B + (long)bk * ldb + (leftB > 0 ? jB : 0);
  const long strideB = (long)RB * ldb, stepB = (long)BK * ldb;
  auto load = [&](int stage, int k0) {
    float *as = smem + stage * ST, *bs = as + AF;
#ifdef CAND_SASS_FAST_ONLY // instruction counts of the interior path only
    if (VEC) {
#else
    if (VEC && k0 + BK <= p) {
#endif
#pragma unroll
      for (int u = 0; u < LA; ++u) {
        cp16(as + (ar + u * RA) * SA + ak, pA[u], nA[u]);
        pA[u] += BK;
      }
#pragma unroll
      for (int u = 0; u < LB; ++u)
        cp16(bs + (bk + u * RB) * BN + bc, pB + u * strideB, nB);
      pB += stepB;
      return;
    }
#pragma unroll
    for (int u = 0; u < LA; ++u) {
      const int r = row0 + ar + u * RA, k = k0 + ak;
      float *dst = as + (ar + u * RA) * SA + ak;
      if (VEC) {
        const int left = p - k;
        const int bytes = r < n && left > 0 ? (left < 4 ? left : 4) * 4 : 0;
        cp16(dst, bytes ? A + (long)r * lda + k : A, bytes);
      } else {
#pragma unroll
        for (int e = 0; e < 4; ++e) {
          const bool ok = r < n && k + e < p;
          cp4(dst + e, ok ? A + (long)r * lda + k + e : A, ok ? 4 : 0);
        }
      }
    }
#pragma unroll
    for (int u = 0; u < LB; ++u) {
      const int k = k0 + bk + u * RB, j = col0 + bc;
      float *dst = bs + (bk + u * RB) * BN + bc;
      if (VEC) {
        const int bytes = k < p ? nB : 0;
        cp16(dst, bytes ? B + (long)k * ldb + j : B, bytes);
      } else {
#pragma unroll
        for (int e = 0; e < 4; ++e) {
          const bool ok = k < p && j + e < m;
          cp4(dst + e, ok ? B + (long)k * ldb + j + e : B, ok ? 4 : 0);
        }
      }
    }
  };
  float acc[8][8];
#pragma unroll
  for (int i = 0; i < 8; ++i)
#pragma unroll
    for (int j = 0; j < 8; ++j)
      acc[i][j] = 0.f;
  const int steps = (p + BK - 1) / BK;
#pragma unroll
  for (int s = 0; s < S - 1; ++s) {
    if (s < steps)
      load(s, s * BK);
    cpCommit();
  }
  int rd = 0, wrs = S - 1; // the stage step t reads, the one it fills
#pragma unroll 1
  for (int t = 0; t < steps; ++t) {
    cpWait<S - 2>(); // step t's copies are in
    __syncthreads(); // ... for every thread, and step t - 1's reads are done
    if (t + S - 1 < steps)
      load(wrs, (t + S - 1) * BK); // into the stage step t - 1 read
    cpCommit();
    const float *as = smem + rd * ST, *bs = as + AF;
#pragma unroll
    for (int kq = 0; kq < BK; kq += 4) {
      float a[8][4];
#pragma unroll
      for (int i = 0; i < 8; ++i)
        ld4(a[i], as + (wr + ty + 4 * i) * SA + kq);
#pragma unroll
      for (int kk = 0; kk < 4; ++kk) {
        float bv[8];
        ld4(bv, bs + (kq + kk) * BN + wc + tx * 4);
        ld4(bv + 4, bs + (kq + kk) * BN + wc + 32 + tx * 4);
#pragma unroll
        for (int i = 0; i < 8; ++i)
#pragma unroll
          for (int j = 0; j < 8; ++j)
            acc[i][j] = fmaf(a[i][kk], bv[j], acc[i][j]);
      }
    }
    rd = rd == S - 1 ? 0 : rd + 1;
    wrs = wrs == S - 1 ? 0 : wrs + 1;
  }
  cpWait<0>();
  int rows[8];
#pragma unroll
  for (int i = 0; i < 8; ++i)
    rows[i] = row0 + wr + ty + 4 * i;
  storeC(C, ldc, n, m, rows, col0 + wc + tx * 4, acc, vecC != 0);
}
} // namespace cand

//===----------------------------------------------------------------------===//
// Host: problems, launchers, timing, checks, the table.
//===----------------------------------------------------------------------===//
struct Problem {
  int n, m, p;
  bool padded; // leading dimensions rounded up to 4, the padding NaN
  long lda() const { return padded ? (p + 3) / 4 * 4 : p; }
  long ldb() const { return padded ? (m + 3) / 4 * 4 : m; }
  long ldc() const { return padded ? (m + 3) / 4 * 4 : m; }
};

struct Operands {
  const float *A, *B;
  float *C;
};

static cublasHandle_t hDefault, hPedantic;

static bool aligned16(const void *q) { return ((uintptr_t)q & 15) == 0; }

static void launchCublas(cublasHandle_t h, const Problem &P, Operands O) {
  // Row-major C = A B is column-major C^T = B^T A^T.
  const float one = 1.f, zero = 0.f;
  CB(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, P.m, P.n, P.p, &one, O.B,
                 (int)P.ldb(), O.A, (int)P.lda(), &zero, O.C, (int)P.ldc()));
}

static void launchGenerated(int span, const Problem &P, Operands O) {
  dim3 grid((P.m + span - 1) / span, (P.n + span - 1) / span), block(16, 16);
  // The generated entries take non-const pointers; they only read A and B.
  float *A = const_cast<float *>(O.A), *B = const_cast<float *>(O.B);
  if (span == 128)
    sgemm_acc_7_gpu_tiled<<<grid, block>>>(P.p, A, P.lda(), B, P.ldb(), O.C,
                                           P.ldc(), P.m, P.n);
  else
    sgemm_acc_7_gpu_tiled64<<<grid, block>>>(P.p, A, P.lda(), B, P.ldb(),
                                             O.C, P.ldc(), P.m, P.n);
  CK(cudaGetLastError());
}

static dim3 candGrid(const Problem &P) {
  return dim3((P.m + cand::BN - 1) / cand::BN, (P.n + cand::BM - 1) / cand::BM);
}

template <int BK, int TN = 8>
static void launchRegStaged(int group, const Problem &P, Operands O) {
  const int vecA = P.lda() % 4 == 0 && aligned16(O.A);
  const int vecB = P.ldb() % 4 == 0 && aligned16(O.B);
  const int vecC = P.ldc() % 4 == 0 && aligned16(O.C);
  const dim3 grid((P.m + 16 * TN - 1) / (16 * TN),
                  (P.n + cand::BM - 1) / cand::BM);
  cand::regStaged<BK, TN><<<grid, cand::NT>>>(
      O.A, P.lda(), O.B, P.ldb(), O.C, P.ldc(), P.n, P.m, P.p, vecA, vecB,
      vecC, group);
  CK(cudaGetLastError());
}

template <int BK, int S> static void prepPipelined() {
  const int bytes = (int)cand::PipeShape<BK, S>::bytes;
  CK(cudaFuncSetAttribute(cand::pipelined<BK, S, true>,
                          cudaFuncAttributeMaxDynamicSharedMemorySize, bytes));
  CK(cudaFuncSetAttribute(cand::pipelined<BK, S, false>,
                          cudaFuncAttributeMaxDynamicSharedMemorySize, bytes));
}

template <int BK, int S>
static void launchPipelined(int group, const Problem &P, Operands O) {
  const bool vec = P.lda() % 4 == 0 && P.ldb() % 4 == 0 && aligned16(O.A) &&
                   aligned16(O.B);
  const int vecC = P.ldc() % 4 == 0 && aligned16(O.C);
  const size_t bytes = cand::PipeShape<BK, S>::bytes;
  if (vec)
    cand::pipelined<BK, S, true><<<candGrid(P), cand::NT, bytes>>>(
        O.A, P.lda(), O.B, P.ldb(), O.C, P.ldc(), P.n, P.m, P.p, vecC, group);
  else
    cand::pipelined<BK, S, false><<<candGrid(P), cand::NT, bytes>>>(
        O.A, P.lda(), O.B, P.ldb(), O.C, P.ldc(), P.n, P.m, P.p, vecC, group);
  CK(cudaGetLastError());
}

struct Kernel {
  const char *name;
  void (*launch)(const Problem &, Operands);
};

static const Kernel kernels[] = {
    {"cuBLAS (default math, no TF32)",
     [](const Problem &P, Operands O) { launchCublas(hDefault, P, O); }},
    {"cuBLAS (pedantic math)",
     [](const Problem &P, Operands O) { launchCublas(hPedantic, P, O); }},
    {"G128: generated _tiled",
     [](const Problem &P, Operands O) { launchGenerated(128, P, O); }},
    {"G64: generated _tiled64",
     [](const Problem &P, Operands O) { launchGenerated(64, P, O); }},
    {"R8: reg-staged BK=8",
     [](const Problem &P, Operands O) { launchRegStaged<8>(0, P, O); }},
    {"R16: reg-staged BK=16",
     [](const Problem &P, Operands O) { launchRegStaged<16>(0, P, O); }},
    {"P8x4: cp.async BK=8 4 stages",
     [](const Problem &P, Operands O) { launchPipelined<8, 4>(0, P, O); }},
    {"P16x3: cp.async BK=16 3 stages",
     [](const Problem &P, Operands O) { launchPipelined<16, 3>(0, P, O); }},
    {"P16x4: cp.async BK=16 4 stages",
     [](const Problem &P, Operands O) { launchPipelined<16, 4>(0, P, O); }},
    {"P16x3g8: P16x3, grouped raster 8",
     [](const Problem &P, Operands O) { launchPipelined<16, 3>(8, P, O); }},
    {"R8w: reg-staged BK=8, 128x256 tile, 8x16/thread",
     [](const Problem &P, Operands O) { launchRegStaged<8, 16>(0, P, O); }},
    {"R8wg8: R8w, grouped raster 8",
     [](const Problem &P, Operands O) { launchRegStaged<8, 16>(8, P, O); }},
    {"R8g8: R8, grouped raster 8",
     [](const Problem &P, Operands O) { launchRegStaged<8>(8, P, O); }},
};
constexpr int kCount = sizeof(kernels) / sizeof(kernels[0]);

static float medianMs(const Kernel &K, const Problem &P, Operands O,
                      cudaEvent_t e0, cudaEvent_t e1) {
  for (int w = 0; w < 3; ++w)
    K.launch(P, O);
  CK(cudaDeviceSynchronize());
  std::vector<float> ms;
  for (int r = 0; r < 15; ++r) {
    CK(cudaEventRecord(e0));
    K.launch(P, O);
    CK(cudaEventRecord(e1));
    CK(cudaEventSynchronize(e1));
    float t = 0;
    CK(cudaEventElapsedTime(&t, e0, e1));
    ms.push_back(t);
  }
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

// max |C - Cref| / max |Cref| over the n x m elements (NaN: an element
// not written, or padding read).
static double relErr(const Problem &P, const std::vector<float> &C,
                     const std::vector<float> &R) {
  double maxDiff = 0, maxRef = 0;
  for (int i = 0; i < P.n; ++i)
    for (int j = 0; j < P.m; ++j) {
      const double c = C[(size_t)i * P.ldc() + j], r = R[(size_t)i * P.ldc() + j];
      if (!(c == c) || !(r == r))
        return NAN;
      maxDiff = std::max(maxDiff, std::fabs(c - r));
      maxRef = std::max(maxRef, std::fabs(r));
    }
  return maxRef > 0 ? maxDiff / maxRef : maxDiff;
}

int main(int argc, char **argv) {
  // TF32 off for every library in the process (cuBLAS reads it at start);
  // CUBLAS_DEFAULT_MATH does not use TF32 for Sgemm either.
  setenv("NVIDIA_TF32_OVERRIDE", "0", 1);
  std::vector<Problem> probs = {{4096, 4096, 4096, false},
                                {2048, 2048, 2048, false},
                                {1024, 1024, 1024, false},
                                {1000, 1100, 1200, false},
                                {999, 1001, 1003, true},
                                {999, 1001, 1003, false}};
  if (argc > 1) {
    probs.clear();
    std::string s = argv[1];
    size_t at = 0;
    while (at < s.size()) {
      size_t end = s.find(';', at);
      if (end == std::string::npos)
        end = s.size();
      Problem P{0, 0, 0, false};
      char pad = 0;
      if (sscanf(s.substr(at, end - at).c_str(), "%d,%d,%d%c", &P.n, &P.m, &P.p,
                 &pad) < 3 ||
          P.n <= 0 || P.m <= 0 || P.p <= 0) {
        fprintf(stderr, "sizes: n,m,p[p];... (a trailing p pads the rows)\n");
        return 2;
      }
      P.padded = pad == 'p';
      probs.push_back(P);
      at = end + 1;
    }
  }
  int dev = 0;
  CK(cudaGetDevice(&dev));
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, dev));
  int clockKHz = 0;
  CK(cudaDeviceGetAttribute(&clockKHz, cudaDevAttrClockRate, dev));
  printf("device: %s, %d SMs, sm_%d%d, %d MHz\n\n", prop.name,
         prop.multiProcessorCount, prop.major, prop.minor, clockKHz / 1000);
  CB(cublasCreate(&hDefault));
  CB(cublasSetMathMode(hDefault, CUBLAS_DEFAULT_MATH));
  CB(cublasCreate(&hPedantic));
  CB(cublasSetMathMode(hPedantic, CUBLAS_PEDANTIC_MATH));
  prepPipelined<8, 4>();
  prepPipelined<16, 3>();
  prepPipelined<16, 4>();
  cudaEvent_t e0, e1;
  CK(cudaEventCreate(&e0));
  CK(cudaEventCreate(&e1));

  printf("| kernel | size n x m x p | ms | TFLOP/s | %% of cuBLAS | max rel err |\n");
  printf("|---|---|---:|---:|---:|---:|\n");
  bool allOk = true;
  for (const Problem &P : probs) {
    const size_t na = (size_t)P.n * P.lda(), nb = (size_t)P.p * P.ldb(),
                 nc = (size_t)P.n * P.ldc();
    std::vector<float> hA(na, NAN), hB(nb, NAN), hC(nc), hR(nc);
    uint64_t st = 12345 + P.n * 7 + P.m * 13 + P.p;
    auto rnd = [&]() {
      st = st * 6364136223846793005ull + 1442695040888963407ull;
      return (float)((st >> 40) * (1.0 / 16777216.0) * 2.0 - 1.0);
    };
    for (int i = 0; i < P.n; ++i)
      for (int k = 0; k < P.p; ++k)
        hA[(size_t)i * P.lda() + k] = rnd();
    for (int k = 0; k < P.p; ++k)
      for (int j = 0; j < P.m; ++j)
        hB[(size_t)k * P.ldb() + j] = rnd();
    float *dA, *dB, *dC, *dR;
    CK(cudaMalloc(&dA, na * sizeof(float)));
    CK(cudaMalloc(&dB, nb * sizeof(float)));
    CK(cudaMalloc(&dC, nc * sizeof(float)));
    CK(cudaMalloc(&dR, nc * sizeof(float)));
    CK(cudaMemcpy(dA, hA.data(), na * sizeof(float), cudaMemcpyHostToDevice));
    CK(cudaMemcpy(dB, hB.data(), nb * sizeof(float), cudaMemcpyHostToDevice));
    // The reference: cuBLAS, default math; checked on sampled elements
    // against double-precision dot products.
    CK(cudaMemset(dR, 0xff, nc * sizeof(float)));
    launchCublas(hDefault, P, {dA, dB, dR});
    CK(cudaDeviceSynchronize());
    CK(cudaMemcpy(hR.data(), dR, nc * sizeof(float), cudaMemcpyDeviceToHost));
    double sampleErr = 0, sampleMax = 0;
    for (int s = 0; s < 512; ++s) {
      const int i = (int)((uint64_t)s * 2654435761u % (uint64_t)P.n);
      const int j = (int)((uint64_t)s * 40503u % (uint64_t)P.m);
      double d = 0;
      for (int k = 0; k < P.p; ++k)
        d += (double)hA[(size_t)i * P.lda() + k] * hB[(size_t)k * P.ldb() + j];
      sampleErr = std::max(sampleErr, std::fabs(d - hR[(size_t)i * P.ldc() + j]));
      sampleMax = std::max(sampleMax, std::fabs(d));
    }
    const double cublasErr = sampleMax > 0 ? sampleErr / sampleMax : sampleErr;
    char size[64];
    snprintf(size, sizeof size, "%dx%dx%d%s", P.n, P.m, P.p,
             P.padded ? " (ld%4=0, NaN pad)" : "");
    const double flops = 2.0 * P.n * P.m * (double)P.p;
    float refMs = 0;
    for (int k = 0; k < kCount; ++k) {
      const Kernel &K = kernels[k];
      Operands O{dA, dB, dC};
      CK(cudaMemset(dC, 0xff, nc * sizeof(float)));
      K.launch(P, O);
      CK(cudaDeviceSynchronize());
      CK(cudaMemcpy(hC.data(), dC, nc * sizeof(float), cudaMemcpyDeviceToHost));
      const double err = k == 0 ? cublasErr : relErr(P, hC, hR);
      const bool ok = err == err && err < (k == 0 ? 1e-4 : 1e-4);
      allOk &= ok;
      const float ms = medianMs(K, P, O, e0, e1);
      if (k == 0)
        refMs = ms;
      printf("| %s | %s | %.3f | %.2f | %.1f | %.2e%s%s |\n", K.name, size, ms,
             flops / (ms * 1e-3) / 1e12, 100.0 * refMs / ms, err,
             k == 0 ? " (vs fp64 samples)" : "", ok ? "" : " FAIL");
      fflush(stdout);
    }
    CK(cudaFree(dA));
    CK(cudaFree(dB));
    CK(cudaFree(dC));
    CK(cudaFree(dR));
  }
  CK(cudaEventDestroy(e0));
  CK(cudaEventDestroy(e1));
  CB(cublasDestroy(hDefault));
  CB(cublasDestroy(hPedantic));
  printf("\n%s\n", allOk ? "all results match" : "SOME RESULTS DIFFER (FAIL)");
  return allOk ? 0 : 1;
}
