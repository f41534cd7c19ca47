// Why does the generated z = A^T y (z[j] = sum_i A[i][j] y[i], 16384^2
// floats) run 1.12x the hand CUDA (issue #31)? cuacc splits the i loop of
// each column across the block's warps (a lane loop along y: X columns a
// block, W warps each striding i by W, partials combined through shared
// memory, one writer). Variants of that printing against the hand kernel
// (256 columns a block, a chunk of rows each, atomics), data resident,
// median of 20 (cudaEvent). Build and run on the GPU machine:
//   nvcc -O3 -arch=sm_90 bench/experiments/lanes-split.cu -o /tmp/l && /tmp/l
// Since 2026-11-28 it also holds the kernel text cuacc printed then
// (printed_body), verbatim, and variants of it; the one with
// __launch_bounds__(512, 2) matched the hand kernel, and the printer now
// gives lane kernels such a bound (bench/NOTES.md, "Lane kernels").
#include <algorithm>
#include <cstdio>
#include <vector>

#define CHECK(x)                                                               \
  do {                                                                         \
    cudaError_t E = (x);                                                       \
    if (E != cudaSuccess) {                                                    \
      printf("%s: %s\n", #x, cudaGetErrorString(E));                           \
      return 1;                                                                \
    }                                                                          \
  } while (0)

// As printed, with X columns and W warps a block (X = 32, W = 16 today),
// U: the lane loop's unroll (0: nvcc's choice).
template <int X, int W, int U>
__global__ void __launch_bounds__(X * W)
    lanes(int n, const float *__restrict__ A, long ext, const float *__restrict__ y,
          float *__restrict__ z, int m) {
  __shared__ float part[W][X];
  const int n0 = m;
  for (int c0 = blockIdx.x; c0 * X < n0; c0 += gridDim.x) {
    const int kk = c0 * X + threadIdx.x;
    const bool live = kk < n0;
    const int j = live ? kk : n0 - 1;
    float sum = -0.0f;
    const long nl = n;
    if (U == 0) {
      for (long kl = threadIdx.y; kl < nl; kl += W)
        sum += A[kl * ext + j] * y[kl];
    } else {
#pragma unroll U
      for (long kl = threadIdx.y; kl < nl; kl += W)
        sum += A[kl * ext + j] * y[kl];
    }
    part[threadIdx.y][threadIdx.x] = sum;
    __syncthreads();
    if (threadIdx.y == 0)
      for (int w = 1; w < W; ++w)
        sum += part[w][threadIdx.x];
    __syncthreads();
    if (threadIdx.y == 0 && live)
      z[j] = sum;
  }
}

// The rows split across R blocks too: each block a slice of n / R rows,
// its column partial into P[r][j]; a second kernel adds the R partials
// in order (deterministic, unlike atomics).
template <int X, int W>
__global__ void __launch_bounds__(X * W)
    split(int n, const float *__restrict__ A, long ext, const float *__restrict__ y,
          float *__restrict__ P, int m) {
  __shared__ float part[W][X];
  const int j0 = blockIdx.x * X + threadIdx.x;
  const bool live = j0 < m;
  const int j = live ? j0 : m - 1;
  const long per = (n + gridDim.y - 1) / gridDim.y;
  const long lo = blockIdx.y * per, hi = min((long)n, lo + per);
  float sum = -0.0f;
  for (long i = lo + threadIdx.y; i < hi; i += W)
    sum += A[i * ext + j] * y[i];
  if (W > 1) {
    part[threadIdx.y][threadIdx.x] = sum;
    __syncthreads();
    if (threadIdx.y == 0)
      for (int w = 1; w < W; ++w)
        sum += part[w][threadIdx.x];
  }
  if (threadIdx.y == 0 && live)
    P[(long)blockIdx.y * m + j] = sum;
}
__global__ void combine(int R, const float *__restrict__ P, float *__restrict__ z, int m) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j >= m)
    return;
  float s = P[j];
  for (int r = 1; r < R; ++r)
    s += P[(long)r * m + j];
  z[j] = s;
}

// The kernel cuacc prints for bench/kernels/matvec.c's matvec_t
// (2026-11-28), verbatim: does the real text run as "printed 32x16" does?
struct __cuacc_sum {
  template <class T> __device__ T operator()(T a, T b) const { return a + b; }
};
template <typename __cuacc_i>
static __device__ __forceinline__ void printed_body(int n, float *__restrict__ A, long __ext_A_0, float *__restrict__ y, float *__restrict__ z, int m) {
  __shared__ float __part_sum[16][32];
  const __cuacc_i __n0 = (__cuacc_i)((m-1) < (0) ? 0L : (long)((m-1) - (0)) / 1 + 1);
  #pragma unroll 1
  for (__cuacc_i __c0 = blockIdx.x; __c0 * 1 * (__cuacc_i)blockDim.x < __n0; __c0 += (__cuacc_i)gridDim.x) {
    const __cuacc_i __kk0 = __c0 * (__cuacc_i)blockDim.x + (__cuacc_i)threadIdx.x;
    const bool __live0 = __kk0 < __n0;
    const __cuacc_i __k0 = __live0 ? __kk0 : __n0 - 1;
    int j = (0) + (int)(__k0 * 1);
    {
float sum = 0;
  {
const float __lane_sum = sum;
sum = -0.0f;
const long __nl = ((n-1) < (0) ? 0L : (long)((n-1) - (0)) / 1 + 1);
for (long __kl = threadIdx.y; __kl < __nl; __kl += 16) {
int i = (0) + (int)(__kl * 1);
sum += A[((long)(i) * __ext_A_0 + (j))] * y[i];
}
__part_sum[threadIdx.y][threadIdx.x] = sum;
__syncthreads();
if (threadIdx.y == 0)
  for (int __w = 1; __w < 16; ++__w) {
    sum = __cuacc_sum()(sum, __part_sum[__w][threadIdx.x]);
  }
__syncthreads();
sum = __nl > 0 ? __cuacc_sum()(__lane_sum, sum) : __lane_sum;
}
    if (threadIdx.y == 0 && __live0) z[j] = sum;
}

  }
}
template <typename __cuacc_i>
static __device__ __forceinline__ void assumed_body(int n, float *__restrict__ A, long __ext_A_0, float *__restrict__ y, float *__restrict__ z, int m) {
  __shared__ float __part_sum[16][32];
  const __cuacc_i __n0 = (__cuacc_i)((m-1) < (0) ? 0L : (long)((m-1) - (0)) / 1 + 1);
  #pragma unroll 1
  for (__cuacc_i __c0 = blockIdx.x; __c0 * 1 * (__cuacc_i)blockDim.x < __n0; __c0 += (__cuacc_i)gridDim.x) {
    const __cuacc_i __kk0 = __c0 * (__cuacc_i)blockDim.x + (__cuacc_i)threadIdx.x;
    const bool __live0 = __kk0 < __n0;
    const __cuacc_i __k0 = __live0 ? __kk0 : __n0 - 1;
    int j = (0) + (int)(__k0 * 1);
    {
float sum = 0;
  {
const float __lane_sum = sum;
sum = -0.0f;
const long __nl = ((n-1) < (0) ? 0L : (long)((n-1) - (0)) / 1 + 1);
for (long __kl = threadIdx.y; __kl < __nl; __kl += 16) {
__builtin_assume(__kl <= 2147483647L);
int i = (0) + (int)(__kl * 1);
sum += A[((long)(i) * __ext_A_0 + (j))] * y[i];
}
__part_sum[threadIdx.y][threadIdx.x] = sum;
__syncthreads();
if (threadIdx.y == 0)
  for (int __w = 1; __w < 16; ++__w) {
    sum = __cuacc_sum()(sum, __part_sum[__w][threadIdx.x]);
  }
__syncthreads();
sum = __nl > 0 ? __cuacc_sum()(__lane_sum, sum) : __lane_sum;
}
    if (threadIdx.y == 0 && __live0) z[j] = sum;
}

  }
}
template <typename __cuacc_i>
static __device__ __forceinline__ void intctr_body(int n, float *__restrict__ A, long __ext_A_0, float *__restrict__ y, float *__restrict__ z, int m) {
  __shared__ float __part_sum[16][32];
  const __cuacc_i __n0 = (__cuacc_i)((m-1) < (0) ? 0L : (long)((m-1) - (0)) / 1 + 1);
  #pragma unroll 1
  for (__cuacc_i __c0 = blockIdx.x; __c0 * 1 * (__cuacc_i)blockDim.x < __n0; __c0 += (__cuacc_i)gridDim.x) {
    const __cuacc_i __kk0 = __c0 * (__cuacc_i)blockDim.x + (__cuacc_i)threadIdx.x;
    const bool __live0 = __kk0 < __n0;
    const __cuacc_i __k0 = __live0 ? __kk0 : __n0 - 1;
    int j = (0) + (int)(__k0 * 1);
    {
float sum = 0;
  {
const float __lane_sum = sum;
sum = -0.0f;
const long __nl = ((n-1) < (0) ? 0L : (long)((n-1) - (0)) / 1 + 1);
for (int __kl = threadIdx.y; __kl < __nl; __kl += 16) {
int i = (0) + (int)(__kl * 1);
sum += A[((long)(i) * __ext_A_0 + (j))] * y[i];
}
__part_sum[threadIdx.y][threadIdx.x] = sum;
__syncthreads();
if (threadIdx.y == 0)
  for (int __w = 1; __w < 16; ++__w) {
    sum = __cuacc_sum()(sum, __part_sum[__w][threadIdx.x]);
  }
__syncthreads();
sum = __nl > 0 ? __cuacc_sum()(__lane_sum, sum) : __lane_sum;
}
    if (threadIdx.y == 0 && __live0) z[j] = sum;
}

  }
}
__global__ void __launch_bounds__(512)
    printed_assumed(int n, const float *__restrict__ A, long ext,
                    const float *__restrict__ y, float *__restrict__ z, int m) {
  assumed_body<int>(n, (float *)A, ext, (float *)y, z, m);
}
__global__ void __launch_bounds__(512)
    printed_intctr(int n, const float *__restrict__ A, long ext,
                   const float *__restrict__ y, float *__restrict__ z, int m) {
  intctr_body<int>(n, (float *)A, ext, (float *)y, z, m);
}
template <typename __cuacc_i>
static __device__ __forceinline__ void wide_body(int n, float *__restrict__ A, long __ext_A_0, float *__restrict__ y, float *__restrict__ z, int m) {
  __shared__ float __part_sum[16][32];
  const __cuacc_i __n0 = (__cuacc_i)((m-1) < (0) ? 0L : (long)((m-1) - (0)) / 1 + 1);
  #pragma unroll 1
  for (__cuacc_i __c0 = blockIdx.x; __c0 * 1 * (__cuacc_i)blockDim.x < __n0; __c0 += (__cuacc_i)gridDim.x) {
    const __cuacc_i __kk0 = __c0 * (__cuacc_i)blockDim.x + (__cuacc_i)threadIdx.x;
    const bool __live0 = __kk0 < __n0;
    const __cuacc_i __k0 = __live0 ? __kk0 : __n0 - 1;
    int j = (0) + (int)(__k0 * 1);
    {
float sum = 0;
  {
const float __lane_sum = sum;
sum = -0.0f;
const long __nl = ((n-1) < (0) ? 0L : (long)((n-1) - (0)) / 1 + 1);
for (long __kl = threadIdx.y; __kl < __nl; __kl += 16) {
int i = (0) + (int)(__kl * 1);
sum += A[((long)(((0) + (long)(__kl * 1))) * __ext_A_0 + (j))] * y[((0) + (long)(__kl * 1))];
}
__part_sum[threadIdx.y][threadIdx.x] = sum;
__syncthreads();
if (threadIdx.y == 0)
  for (int __w = 1; __w < 16; ++__w) {
    sum = __cuacc_sum()(sum, __part_sum[__w][threadIdx.x]);
  }
__syncthreads();
sum = __nl > 0 ? __cuacc_sum()(__lane_sum, sum) : __lane_sum;
}
    if (threadIdx.y == 0 && __live0) z[j] = sum;
}

  }
}
__global__ void __launch_bounds__(512)
    printed_wide(int n, const float *__restrict__ A, long ext,
                 const float *__restrict__ y, float *__restrict__ z, int m) {
  wide_body<int>(n, (float *)A, ext, (float *)y, z, m);
}
template <typename __cuacc_i>
static __device__ __forceinline__ void unroll8_body(int n, float *__restrict__ A, long __ext_A_0, float *__restrict__ y, float *__restrict__ z, int m) {
  __shared__ float __part_sum[16][32];
  const __cuacc_i __n0 = (__cuacc_i)((m-1) < (0) ? 0L : (long)((m-1) - (0)) / 1 + 1);
  #pragma unroll 1
  for (__cuacc_i __c0 = blockIdx.x; __c0 * 1 * (__cuacc_i)blockDim.x < __n0; __c0 += (__cuacc_i)gridDim.x) {
    const __cuacc_i __kk0 = __c0 * (__cuacc_i)blockDim.x + (__cuacc_i)threadIdx.x;
    const bool __live0 = __kk0 < __n0;
    const __cuacc_i __k0 = __live0 ? __kk0 : __n0 - 1;
    int j = (0) + (int)(__k0 * 1);
    {
float sum = 0;
  {
const float __lane_sum = sum;
sum = -0.0f;
const long __nl = ((n-1) < (0) ? 0L : (long)((n-1) - (0)) / 1 + 1);
#pragma unroll 8
for (long __kl = threadIdx.y; __kl < __nl; __kl += 16) {
int i = (0) + (int)(__kl * 1);
sum += A[((long)(i) * __ext_A_0 + (j))] * y[i];
}
__part_sum[threadIdx.y][threadIdx.x] = sum;
__syncthreads();
if (threadIdx.y == 0)
  for (int __w = 1; __w < 16; ++__w) {
    sum = __cuacc_sum()(sum, __part_sum[__w][threadIdx.x]);
  }
__syncthreads();
sum = __nl > 0 ? __cuacc_sum()(__lane_sum, sum) : __lane_sum;
}
    if (threadIdx.y == 0 && __live0) z[j] = sum;
}

  }
}
template <typename __cuacc_i>
static __device__ __forceinline__ void batch4_body(int n, float *__restrict__ A, long __ext_A_0, float *__restrict__ y, float *__restrict__ z, int m) {
  __shared__ float __part_sum[16][32];
  const __cuacc_i __n0 = (__cuacc_i)((m-1) < (0) ? 0L : (long)((m-1) - (0)) / 1 + 1);
  #pragma unroll 1
  for (__cuacc_i __c0 = blockIdx.x; __c0 * 1 * (__cuacc_i)blockDim.x < __n0; __c0 += (__cuacc_i)gridDim.x) {
    const __cuacc_i __kk0 = __c0 * (__cuacc_i)blockDim.x + (__cuacc_i)threadIdx.x;
    const bool __live0 = __kk0 < __n0;
    const __cuacc_i __k0 = __live0 ? __kk0 : __n0 - 1;
    int j = (0) + (int)(__k0 * 1);
    {
float sum = 0;
  {
const float __lane_sum = sum;
sum = -0.0f;
const long __nl = ((n-1) < (0) ? 0L : (long)((n-1) - (0)) / 1 + 1);
long __kl = threadIdx.y;
for (; __kl + 48 < __nl; __kl += 64) {
float __a[4], __b[4];
#pragma unroll
for (int __u = 0; __u < 4; ++__u) {
int i = (0) + (int)((__kl + 16 * __u) * 1);
__a[__u] = A[((long)(i) * __ext_A_0 + (j))];
__b[__u] = y[i];
}
#pragma unroll
for (int __u = 0; __u < 4; ++__u)
sum += __a[__u] * __b[__u];
}
for (; __kl < __nl; __kl += 16) {
int i = (0) + (int)(__kl * 1);
sum += A[((long)(i) * __ext_A_0 + (j))] * y[i];
}
__part_sum[threadIdx.y][threadIdx.x] = sum;
__syncthreads();
if (threadIdx.y == 0)
  for (int __w = 1; __w < 16; ++__w) {
    sum = __cuacc_sum()(sum, __part_sum[__w][threadIdx.x]);
  }
__syncthreads();
sum = __nl > 0 ? __cuacc_sum()(__lane_sum, sum) : __lane_sum;
}
    if (threadIdx.y == 0 && __live0) z[j] = sum;
}

  }
}
__global__ void __launch_bounds__(512)
    printed_unroll8(int n, const float *__restrict__ A, long ext,
                    const float *__restrict__ y, float *__restrict__ z, int m) {
  unroll8_body<int>(n, (float *)A, ext, (float *)y, z, m);
}
__global__ void __launch_bounds__(512)
    printed_batch4(int n, const float *__restrict__ A, long ext,
                   const float *__restrict__ y, float *__restrict__ z, int m) {
  batch4_body<int>(n, (float *)A, ext, (float *)y, z, m);
}
__global__ void __launch_bounds__(512, 2)
    printed_lb2(int n, const float *__restrict__ A, long ext,
                const float *__restrict__ y, float *__restrict__ z, int m) {
  printed_body<int>(n, (float *)A, ext, (float *)y, z, m);
}
__global__ void __launch_bounds__(512)
    printed_exact(int n, const float *__restrict__ A, long ext,
                  const float *__restrict__ y, float *__restrict__ z, int m) {
  printed_body<int>(n, (float *)A, ext, (float *)y, z, m);
}

// The hand kernel of bench/cuda (256 columns, 64-row chunks, atomics).
constexpr int Chunk = 64;
__global__ void hand(int n, int m, const float *__restrict__ A,
                     const float *__restrict__ y, float *__restrict__ z) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i0 = blockIdx.y * Chunk, i1 = min(n, i0 + Chunk);
  if (j >= m)
    return;
  float s = 0;
  for (int i = i0; i < i1; ++i)
    s += A[size_t(i) * m + j] * y[i];
  atomicAdd(&z[j], s);
}

template <class F> float median(F Launch) {
  cudaEvent_t A, B;
  cudaEventCreate(&A);
  cudaEventCreate(&B);
  Launch();
  cudaDeviceSynchronize();
  std::vector<float> T;
  for (int R = 0; R < 20; ++R) {
    cudaEventRecord(A);
    Launch();
    cudaEventRecord(B);
    cudaEventSynchronize(B);
    float Ms;
    cudaEventElapsedTime(&Ms, A, B);
    T.push_back(Ms);
  }
  std::sort(T.begin(), T.end());
  return T[T.size() / 2];
}

int main() {
  const int N = 16384, M = 16384;
  std::vector<float> hA(size_t(N) * M), hy(N);
  for (size_t E = 0; E < hA.size(); ++E)
    hA[E] = float(E % 7) / 7;
  for (int I = 0; I < N; ++I)
    hy[I] = float(I % 5) / 5;
  float *A, *y, *z;
  CHECK(cudaMalloc(&A, hA.size() * 4));
  CHECK(cudaMalloc(&y, N * 4));
  CHECK(cudaMalloc(&z, M * 4));
  CHECK(cudaMemcpy(A, hA.data(), hA.size() * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(y, hy.data(), N * 4, cudaMemcpyHostToDevice));
  int SMs;
  cudaDeviceGetAttribute(&SMs, cudaDevAttrMultiProcessorCount, 0);
  auto Grid = [&](int X) { return std::min((M + X - 1) / X, 65535); };
  std::vector<float> Want(M), Got(M);
  float TH = median([&] {
    cudaMemsetAsync(z, 0, M * 4);
    hand<<<dim3((M + 255) / 256, (N + Chunk - 1) / Chunk), 256>>>(N, M, A, y, z);
  });
  CHECK(cudaMemcpy(Want.data(), z, M * 4, cudaMemcpyDeviceToHost));
  printf("copy floor %.3f ms (1 GiB read)\n", 1.073741824 / 2.96);
  printf("%-28s %.3f ms\n", "hand (256 cols, atomics)", TH);
  auto Run = [&](const char *Name, auto Kernel, int X, int W) {
    float T = median([&] { Kernel<<<Grid(X), dim3(X, W)>>>(N, A, M, y, z, M); });
    cudaMemcpy(Got.data(), z, M * 4, cudaMemcpyDeviceToHost);
    double Worst = 0;
    for (int J = 0; J < M; ++J)
      Worst = std::max(Worst, double(std::abs(Got[J] - Want[J])) / (1 + std::abs(Want[J])));
    printf("%-28s %.3f ms  %.2fx hand  (err %.1e)\n", Name, T, T / TH, Worst);
  };
  Run("printed 32x16", lanes<32, 16, 0>, 32, 16);
  Run("exact printed text", printed_exact, 32, 16);
  Run("printed, long index in subscripts", printed_wide, 32, 16);
  Run("printed, #pragma unroll 8", printed_unroll8, 32, 16);
  Run("printed, loads of 4 first", printed_batch4, 32, 16);
  Run("printed, launch_bounds(512, 2)", printed_lb2, 32, 16);
  Run("exact, assume kl <= INT_MAX", printed_assumed, 32, 16);
  Run("exact, int lane counter", printed_intctr, 32, 16);
  Run("32x16 unroll 4", lanes<32, 16, 4>, 32, 16);
  Run("32x16 unroll 8", lanes<32, 16, 8>, 32, 16);
  Run("32x32", lanes<32, 32, 0>, 32, 32);
  Run("64x8", lanes<64, 8, 0>, 64, 8);
  Run("64x16", lanes<64, 16, 0>, 64, 16);
  Run("128x4", lanes<128, 4, 0>, 128, 4);
  Run("128x8", lanes<128, 8, 0>, 128, 8);
  Run("256x4", lanes<256, 4, 0>, 256, 4);
  float *P;
  CHECK(cudaMalloc(&P, size_t(64) * M * 4));
  auto Split = [&](const char *Name, auto Kernel, int X, int W, int R) {
    float T = median([&] {
      Kernel<<<dim3((M + X - 1) / X, R), dim3(X, W)>>>(N, A, M, y, P, M);
      combine<<<(M + 255) / 256, 256>>>(R, P, z, M);
    });
    cudaMemcpy(Got.data(), z, M * 4, cudaMemcpyDeviceToHost);
    double Worst = 0;
    for (int J = 0; J < M; ++J)
      Worst = std::max(Worst, double(std::abs(Got[J] - Want[J])) / (1 + std::abs(Want[J])));
    printf("%-28s %.3f ms  %.2fx hand  (err %.1e)\n", Name, T, T / TH, Worst);
  };
  Split("split 32x16 R=2", split<32, 16>, 32, 16, 2);
  Split("split 32x16 R=4", split<32, 16>, 32, 16, 4);
  Split("split 32x8 R=4", split<32, 8>, 32, 8, 4);
  Split("split 32x8 R=8", split<32, 8>, 32, 8, 8);
  Split("split 256x1 R=16", split<256, 1>, 256, 1, 16);
  Split("split 256x1 R=64", split<256, 1>, 256, 1, 64);
  Split("split 128x2 R=32", split<128, 2>, 128, 2, 32);
  printf("(%d SMs)\n", SMs);
  return 0;
}
