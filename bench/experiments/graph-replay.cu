// Issue #30: would a CUDA graph make a host loop of launches cheaper?
// gramschmidt's host loop at M=240 N=200 (the cuacc port's 7 kernels a
// step, 1,400 launches a call: 6.1 ms on an H200, 4.4 us a launch), timed
// four ways in one run, data resident, median of 9 calls:
//   launches   each kernel launched from the host loop (what cuacc does)
//   capture    the loop captured into a graph each call, instantiated, run
//   update     captured each call, the previous call's executable graph
//              updated in place (cudaGraphExecUpdate) and run
//   replay     the first call's executable graph run again (the floor: no
//              launch work on the host; only valid where the launches'
//              arguments are the same, which a cuacc runtime cannot know
//              without capturing or comparing them)
// Build: nvcc -O3 -arch=sm_90 graph-replay.cu -o graph-replay
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <vector>

constexpr int M = 240, N = 200;

__global__ void zero(double *nrm) { *nrm = 0; }
__global__ void sumsq(const double *A, int k, double *nrm) {
  __shared__ double s[256];
  double v = 0;
  for (int i = threadIdx.x; i < M; i += blockDim.x)
    v += A[i * N + k] * A[i * N + k];
  s[threadIdx.x] = v;
  __syncthreads();
  for (int w = 128; w > 0; w /= 2) {
    if (threadIdx.x < w)
      s[threadIdx.x] += s[threadIdx.x + w];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    *nrm += s[0];
}
__global__ void diag(double *R, int k, const double *nrm) {
  R[k * N + k] = sqrt(*nrm);
}
__global__ void column(const double *A, double *Q, const double *R, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < M)
    Q[i * N + k] = A[i * N + k] / R[k * N + k];
}
__global__ void rowzero(double *R, int k) {
  int j = k + 1 + blockIdx.x * blockDim.x + threadIdx.x;
  if (j < N)
    R[k * N + j] = 0;
}
__global__ void dots(const double *Q, const double *A, double *R, int k) {
  int j = k + 1 + blockIdx.x * 32 + threadIdx.x;
  __shared__ double s[8][33];
  double v = 0;
  if (j < N)
    for (int i = threadIdx.y; i < M; i += 8)
      v += Q[i * N + k] * A[i * N + j];
  s[threadIdx.y][threadIdx.x] = v;
  __syncthreads();
  if (threadIdx.y == 0 && j < N) {
    for (int y = 1; y < 8; ++y)
      v += s[y][threadIdx.x];
    R[k * N + j] += v;
  }
}
__global__ void update(double *A, const double *Q, const double *R, int k) {
  int j = k + 1 + blockIdx.x * 32 + threadIdx.x;
  int i = blockIdx.y * 8 + threadIdx.y;
  if (j < N && i < M)
    A[i * N + j] -= Q[i * N + k] * R[k * N + j];
}

static void step(double *A, double *Q, double *R, double *nrm, cudaStream_t S) {
  for (int k = 0; k < N; ++k) {
    int Rest = N - k - 1;
    zero<<<1, 1, 0, S>>>(nrm);
    sumsq<<<1, 256, 0, S>>>(A, k, nrm);
    diag<<<1, 1, 0, S>>>(R, k, nrm);
    column<<<(M + 255) / 256, 256, 0, S>>>(A, Q, R, k);
    rowzero<<<std::max(1, (Rest + 255) / 256), 256, 0, S>>>(R, k);
    dots<<<std::max(1, (Rest + 31) / 32), dim3(32, 8), 0, S>>>(Q, A, R, k);
    update<<<dim3(std::max(1, (Rest + 31) / 32), (M + 7) / 8), dim3(32, 8), 0,
             S>>>(A, Q, R, k);
  }
}

int main() {
  double *A, *Q, *R, *nrm;
  cudaMalloc(&A, sizeof(double) * M * N);
  cudaMalloc(&Q, sizeof(double) * M * N);
  cudaMalloc(&R, sizeof(double) * N * N);
  cudaMalloc(&nrm, sizeof(double));
  std::vector<double> H(M * N);
  for (int i = 0; i < M * N; ++i)
    H[i] = 1 + (i * 7 % 13) / 13.0;
  cudaStream_t S;
  cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking);
  cudaGraphExec_t Kept = nullptr, Updated = nullptr;
  auto Reset = [&] {
    cudaMemcpy(A, H.data(), sizeof(double) * M * N, cudaMemcpyHostToDevice);
    cudaDeviceSynchronize();
  };
  auto Capture = [&] {
    cudaGraph_t G;
    cudaStreamBeginCapture(S, cudaStreamCaptureModeThreadLocal);
    step(A, Q, R, nrm, S);
    cudaStreamEndCapture(S, &G);
    return G;
  };
  const char *Names[] = {"launches", "capture", "update", "replay"};
  for (int Way = 0; Way < 4; ++Way) {
    std::vector<double> Ms;
    for (int Call = 0; Call < 10; ++Call) {
      Reset();
      auto T0 = std::chrono::steady_clock::now();
      if (Way == 0) {
        step(A, Q, R, nrm, S);
      } else if (Way == 1) {
        cudaGraph_t G = Capture();
        cudaGraphExec_t E;
        cudaGraphInstantiate(&E, G, 0);
        cudaGraphLaunch(E, S);
        cudaStreamSynchronize(S);
        cudaGraphExecDestroy(E);
        cudaGraphDestroy(G);
      } else if (Way == 2) {
        cudaGraph_t G = Capture();
        cudaGraphExecUpdateResultInfo Info;
        if (!Updated || cudaGraphExecUpdate(Updated, G, &Info) != cudaSuccess) {
          if (Updated)
            cudaGraphExecDestroy(Updated);
          cudaGraphInstantiate(&Updated, G, 0);
        }
        cudaGraphLaunch(Updated, S);
        cudaGraphDestroy(G);
      } else {
        if (!Kept) {
          cudaGraph_t G = Capture();
          cudaGraphInstantiate(&Kept, G, 0);
          cudaGraphDestroy(G);
        }
        cudaGraphLaunch(Kept, S);
      }
      cudaStreamSynchronize(S);
      double T = std::chrono::duration<double, std::milli>(
                     std::chrono::steady_clock::now() - T0)
                     .count();
      if (Call > 0)
        Ms.push_back(T);
    }
    std::sort(Ms.begin(), Ms.end());
    double Check = 0;
    std::vector<double> Out(N * N);
    cudaMemcpy(Out.data(), R, sizeof(double) * N * N, cudaMemcpyDeviceToHost);
    for (double V : Out)
      Check += V;
    printf("%-9s %.3f ms (min %.3f)  %d launches  check %.6g  %s\n", Names[Way],
           Ms[Ms.size() / 2], Ms.front(), 7 * N, Check,
           cudaGetErrorString(cudaGetLastError()));
  }
  return 0;
}
