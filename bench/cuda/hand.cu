// Hand-written CUDA for the benchmarks, as a good CUDA programmer would
// write it for an H100: coalesced, vectorized where alignment allows,
// register-blocked stencils that march along the slowest dimension,
// shared-memory tiles (padded) for SGEMM and transpose, a two-level
// warp-shuffle reduction with one partial per block.
#include "hand.h"
#include <cstdio>
#include <cstdlib>

namespace {

int smCount() {
  static int N = 0;
  if (!N) {
    int Dev = 0;
    cudaGetDevice(&Dev);
    cudaDeviceGetAttribute(&N, cudaDevAttrMultiProcessorCount, Dev);
  }
  return N;
}

__global__ void triadKernel(int n, float *__restrict__ a,
                            const float *__restrict__ b,
                            const float *__restrict__ c, float s) {
  int n4 = n / 4;
  int stride = gridDim.x * blockDim.x;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += stride) {
    float4 x = reinterpret_cast<const float4 *>(b)[i];
    float4 y = reinterpret_cast<const float4 *>(c)[i];
    reinterpret_cast<float4 *>(a)[i] =
        make_float4(x.x + s * y.x, x.y + s * y.y, x.z + s * y.z,
                    x.w + s * y.w);
  }
  for (int i = 4 * n4 + blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += stride)
    a[i] = b[i] + s * c[i];
}

// Each thread owns one column of a strip of Rows rows and keeps the rows
// above, at and below in registers: one new load per output from DRAM/L2,
// the left/right neighbours from L1.
constexpr int JacobiRows = 16;
__global__ void jacobiKernel(int n, int m, const float *__restrict__ a,
                             float *__restrict__ b, float w0, float w1) {
  int j = blockIdx.x * blockDim.x + threadIdx.x + 1;
  int i0 = blockIdx.y * JacobiRows + 1;
  int i1 = min(i0 + JacobiRows, n - 1);
  if (j >= m - 1)
    return;
  float up = a[size_t(i0 - 1) * m + j], mid = a[size_t(i0) * m + j];
  for (int i = i0; i < i1; ++i) {
    size_t at = size_t(i) * m + j;
    float down = a[at + m];
    b[at] = w0 * mid + w1 * (up + a[at - 1] + down + a[at + 1]);
    up = mid;
    mid = down;
  }
}

// 2.5-D blocking: a 32x8 tile of (i, j) marches along k.
constexpr int StencilDepth = 32;
__global__ void stencil3dKernel(int n, const float *__restrict__ a,
                                float *__restrict__ b, float c0, float c1) {
  int i = blockIdx.x * blockDim.x + threadIdx.x + 1;
  int j = blockIdx.y * blockDim.y + threadIdx.y + 1;
  int k0 = blockIdx.z * StencilDepth + 1;
  int k1 = min(k0 + StencilDepth, n - 1);
  if (i >= n - 1 || j >= n - 1)
    return;
  size_t plane = size_t(n) * n;
  size_t at = size_t(k0) * plane + size_t(j) * n + i;
  float below = a[at - plane], mid = a[at];
  for (int k = k0; k < k1; ++k, at += plane) {
    float above = a[at + plane];
    b[at] = c0 * mid + c1 * (below + above + a[at - n] + a[at + n] +
                             a[at - 1] + a[at + 1]);
    below = mid;
    mid = above;
  }
}

// 128x128 tile of C per block of 256 threads, 8x8 outputs per thread, k in
// steps of 8 through shared memory (A transposed there so that both tiles
// are read as float4).
constexpr int BM = 128, BN = 128, BK = 8, TM = 8, TN = 8;
__global__ void __launch_bounds__(256)
    sgemmKernel(int n, int m, int p, const float *__restrict__ A,
                const float *__restrict__ B, float *__restrict__ C) {
  __shared__ __align__(16) float As[BK][BM + 4];
  __shared__ __align__(16) float Bs[BK][BN + 4];
  int tid = threadIdx.x;
  int tr = tid / 16, tc = tid % 16;
  int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  float acc[TM][TN] = {};
  const float *Ablock = A + size_t(row0 + tid / 2) * p + (tid % 2) * 4;
  const float *Bblock = B + size_t(tid / 32) * m + col0 + (tid % 32) * 4;
  for (int k0 = 0; k0 < p; k0 += BK) {
    float4 a4 = *reinterpret_cast<const float4 *>(Ablock + k0);
    int ak = (tid % 2) * 4, ar = tid / 2;
    As[ak + 0][ar] = a4.x;
    As[ak + 1][ar] = a4.y;
    As[ak + 2][ar] = a4.z;
    As[ak + 3][ar] = a4.w;
    *reinterpret_cast<float4 *>(&Bs[tid / 32][(tid % 32) * 4]) =
        *reinterpret_cast<const float4 *>(Bblock + size_t(k0) * m);
    __syncthreads();
#pragma unroll
    for (int kk = 0; kk < BK; ++kk) {
      float ra[TM], rb[TN];
      *reinterpret_cast<float4 *>(&ra[0]) =
          *reinterpret_cast<const float4 *>(&As[kk][tr * TM]);
      *reinterpret_cast<float4 *>(&ra[4]) =
          *reinterpret_cast<const float4 *>(&As[kk][tr * TM + 4]);
      *reinterpret_cast<float4 *>(&rb[0]) =
          *reinterpret_cast<const float4 *>(&Bs[kk][tc * TN]);
      *reinterpret_cast<float4 *>(&rb[4]) =
          *reinterpret_cast<const float4 *>(&Bs[kk][tc * TN + 4]);
#pragma unroll
      for (int x = 0; x < TM; ++x)
#pragma unroll
        for (int y = 0; y < TN; ++y)
          acc[x][y] += ra[x] * rb[y];
    }
    __syncthreads();
  }
#pragma unroll
  for (int x = 0; x < TM; ++x) {
    float *row = C + size_t(row0 + tr * TM + x) * m + col0 + tc * TN;
    *reinterpret_cast<float4 *>(row) =
        make_float4(acc[x][0], acc[x][1], acc[x][2], acc[x][3]);
    *reinterpret_cast<float4 *>(row + 4) =
        make_float4(acc[x][4], acc[x][5], acc[x][6], acc[x][7]);
  }
}

__device__ float warpSum(float v) {
#pragma unroll
  for (int o = 16; o; o >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, o);
  return v;
}

// One warp per row, float4 loads.
__global__ void matvecKernel(int n, int m, const float *__restrict__ A,
                             const float *__restrict__ x,
                             float *__restrict__ y) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  if (row >= n)
    return;
  const float4 *r = reinterpret_cast<const float4 *>(A + size_t(row) * m);
  const float4 *v = reinterpret_cast<const float4 *>(x);
  float s = 0;
  for (int j = lane; j < m / 4; j += 32) {
    float4 a = r[j], b = v[j];
    s += a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;
  }
  s = warpSum(s);
  if (lane == 0)
    y[row] = s;
}

// A thread per column over a chunk of rows; chunks meet in an atomic add
// (z is cleared first).
constexpr int MatvecTChunk = 512;
__global__ void matvecTKernel(int n, int m, const float *__restrict__ A,
                              const float *__restrict__ y,
                              float *__restrict__ z) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i0 = blockIdx.y * MatvecTChunk, i1 = min(n, i0 + MatvecTChunk);
  if (j >= m)
    return;
  float s = 0;
  for (int i = i0; i < i1; ++i)
    s += A[size_t(i) * m + j] * y[i];
  atomicAdd(&z[j], s);
}

__device__ float blockSum(float s) {
  __shared__ float warps[32];
  s = warpSum(s);
  if (threadIdx.x % 32 == 0)
    warps[threadIdx.x / 32] = s;
  __syncthreads();
  s = threadIdx.x < blockDim.x / 32 ? warps[threadIdx.x] : 0.0f;
  if (threadIdx.x < 32)
    s = warpSum(s);
  return s;
}

__global__ void dotKernel(int n, const float *__restrict__ x,
                          const float *__restrict__ y,
                          float *__restrict__ partial) {
  float s = 0;
  int stride = gridDim.x * blockDim.x;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n / 4; i += stride) {
    float4 a = reinterpret_cast<const float4 *>(x)[i];
    float4 b = reinterpret_cast<const float4 *>(y)[i];
    s += a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;
  }
  for (int i = 4 * (n / 4) + blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += stride)
    s += x[i] * y[i];
  s = blockSum(s);
  if (threadIdx.x == 0)
    partial[blockIdx.x] = s;
}

__global__ void dotFinal(int parts, const float *__restrict__ partial,
                         float *__restrict__ out) {
  float s = 0;
  for (int i = threadIdx.x; i < parts; i += blockDim.x)
    s += partial[i];
  s = blockSum(s);
  if (threadIdx.x == 0)
    *out = s;
}

constexpr int Tile = 32;
__global__ void transposeKernel(int n, int m, const float *__restrict__ a,
                                float *__restrict__ b) {
  __shared__ float t[Tile][Tile + 1];
  int x = blockIdx.x * Tile + threadIdx.x, y = blockIdx.y * Tile + threadIdx.y;
  for (int k = 0; k < Tile; k += 8)
    if (x < m && y + k < n)
      t[threadIdx.y + k][threadIdx.x] = a[size_t(y + k) * m + x];
  __syncthreads();
  x = blockIdx.y * Tile + threadIdx.x;
  y = blockIdx.x * Tile + threadIdx.y;
  for (int k = 0; k < Tile; k += 8)
    if (x < n && y + k < m)
      b[size_t(y + k) * n + x] = t[threadIdx.x][threadIdx.y + k];
}

__constant__ float ConvWeights[9];
__global__ void conv3x3Kernel(int n, int m, const float *__restrict__ a,
                              float *__restrict__ b) {
  int j = blockIdx.x * blockDim.x + threadIdx.x + 1;
  int i = blockIdx.y * blockDim.y + threadIdx.y + 1;
  if (i >= n - 1 || j >= m - 1)
    return;
  float s = 0;
#pragma unroll
  for (int di = 0; di < 3; ++di)
#pragma unroll
    for (int dj = 0; dj < 3; ++dj)
      s += ConvWeights[di * 3 + dj] * a[size_t(i + di - 1) * m + j + dj - 1];
  b[size_t(i) * m + j] = s;
}

unsigned blocksFor(long work, int per) { return unsigned((work + per - 1) / per); }

} // namespace

void triad_cuda(int n, float *a, const float *b, const float *c, float s) {
  triadKernel<<<blocksFor(n / 4 + 1, 256), 256>>>(n, a, b, c, s);
}

void jacobi_cuda(int n, int m, const float *a, float *b, float w0, float w1) {
  dim3 grid(blocksFor(m - 2, 128), blocksFor(n - 2, JacobiRows));
  jacobiKernel<<<grid, 128>>>(n, m, a, b, w0, w1);
}

void stencil3d_cuda(int n, const float *a, float *b, float c0, float c1) {
  dim3 block(32, 8);
  dim3 grid(blocksFor(n - 2, 32), blocksFor(n - 2, 8),
            blocksFor(n - 2, StencilDepth));
  stencil3dKernel<<<grid, block>>>(n, a, b, c0, c1);
}

void sgemm_cuda(int n, int m, int p, const float *A, const float *B,
                float *C) {
  if (n % BM || m % BN || p % BK) {
    fprintf(stderr, "sgemm_cuda: sizes must be multiples of the tile\n");
    exit(1);
  }
  sgemmKernel<<<dim3(m / BN, n / BM), 256>>>(n, m, p, A, B, C);
}

void matvec_cuda(int n, int m, const float *A, const float *x, float *y) {
  matvecKernel<<<blocksFor(long(n) * 32, 256), 256>>>(n, m, A, x, y);
}

void matvec_t_cuda(int n, int m, const float *A, const float *y, float *z) {
  cudaMemsetAsync(z, 0, sizeof(float) * m);
  dim3 grid(blocksFor(m, 256), blocksFor(n, MatvecTChunk));
  matvecTKernel<<<grid, 256>>>(n, m, A, y, z);
}

int dot_partials() { return smCount() * 8; }

void dot_cuda(int n, const float *x, const float *y, float *partial,
              float *out) {
  dotKernel<<<dot_partials(), 256>>>(n, x, y, partial);
  dotFinal<<<1, 1024>>>(dot_partials(), partial, out);
}

void transpose_cuda(int n, int m, const float *a, float *b) {
  transposeKernel<<<dim3(blocksFor(m, Tile), blocksFor(n, Tile)),
                    dim3(Tile, 8)>>>(n, m, a, b);
}

void conv3x3_cuda(int n, int m, const float *a, const float *w9, float *b) {
  cudaMemcpyToSymbolAsync(ConvWeights, w9, sizeof(float) * 9, 0,
                          cudaMemcpyHostToDevice);
  conv3x3Kernel<<<dim3(blocksFor(m - 2, 32), blocksFor(n - 2, 8)),
                  dim3(32, 8)>>>(n, m, a, b);
}
