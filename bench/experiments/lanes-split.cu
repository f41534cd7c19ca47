// Why does the generated z = A^T y (z[j] = sum_i A[i][j] y[i], 16384^2
// floats) run 1.12x the hand CUDA (issue #31)? cuacc splits the i loop of
// each column across the block's warps (a lane loop along y: X columns a
// block, W warps each striding i by W, partials combined through shared
// memory, one writer). Variants of that printing against the hand kernel
// (256 columns a block, a chunk of rows each, atomics), data resident,
// median of 20 (cudaEvent). Build and run on the GPU machine:
//   nvcc -O3 -arch=sm_90 bench/experiments/lanes-split.cu -o /tmp/l && /tmp/l
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
