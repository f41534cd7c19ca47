// bench/main.cu — runs every benchmark kernel three ways (cuacc, serial C,
// hand CUDA; SGEMM also through cuBLAS) in one process, checks each result
// against a reference, and prints one table. Built by bench/build, run by
// bench/run. See bench/README.md for what each column means.
#include "cuda/hand.h"
#include "kernels/bench.h" // the kernels of bench/kernels/, every build's names
#include "../runtime/include/accel.h"
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cublas_v2.h>
#include <functional>
#include <string>
#include <vector>

namespace {

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t E = (call);                                                    \
    if (E != cudaSuccess) {                                                    \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,            \
              cudaGetErrorString(E));                                          \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

double nowMs() {
  using namespace std::chrono;
  return duration<double, std::milli>(steady_clock::now().time_since_epoch())
      .count();
}

// Device-event marks, shared by the cuacc resident loops (through
// bench_mark_begin/end) and the hand-CUDA timing loops. Events go on the
// legacy default stream, which orders itself after the runtime's (blocking)
// stream: a mark spans everything the region enqueued.
cudaEvent_t MarkStart, MarkStop;
std::vector<double> Marks;

double median(std::vector<double> V) {
  if (V.empty())
    return NAN;
  std::sort(V.begin(), V.end());
  size_t N = V.size();
  return N % 2 ? V[N / 2] : (V[N / 2 - 1] + V[N / 2]) / 2;
}

double takeMarks() {
  double M = median(Marks);
  Marks.clear();
  return M;
}

} // namespace

extern "C" void bench_mark_begin(void) {
  CHECK(cudaEventRecord(MarkStart, 0));
}
extern "C" void bench_mark_end(void) {
  CHECK(cudaEventRecord(MarkStop, 0));
  CHECK(cudaEventSynchronize(MarkStop));
  float Ms = 0;
  CHECK(cudaEventElapsedTime(&Ms, MarkStart, MarkStop));
  Marks.push_back(Ms);
}
extern "C" double bench_now_ms(void) { return nowMs(); }

namespace {

int ComputeReps = 20, EndToEndReps = 5;

// Median of Reps device-event times of F() (after one warm-up call).
double timeDevice(const std::function<void()> &F, int Reps = ComputeReps) {
  F();
  CHECK(cudaDeviceSynchronize());
  for (int R = 0; R < Reps; ++R) {
    bench_mark_begin();
    F();
    bench_mark_end();
  }
  CHECK(cudaGetLastError());
  return takeMarks();
}

// Median wall time of F() (Prepare() runs untimed before each call; one
// warm-up call first).
double timeWall(const std::function<void()> &F,
                const std::function<void()> &Prepare, int Reps = EndToEndReps) {
  std::vector<double> T;
  for (int R = 0; R <= Reps; ++R) {
    Prepare();
    CHECK(cudaDeviceSynchronize());
    double T0 = nowMs();
    F();
    CHECK(cudaDeviceSynchronize());
    if (R)
      T.push_back(nowMs() - T0);
  }
  return median(T);
}

// Fresh random inputs in [-1, 1) for every run (never zeros).
unsigned long long Seed = 0x9e3779b97f4a7c15ull ^ (unsigned long long)time(0);
void fillRandom(float *P, size_t N) {
  unsigned long long S = Seed += 0x9e3779b97f4a7c15ull;
  for (size_t I = 0; I < N; ++I) {
    S ^= S << 13;
    S ^= S >> 7;
    S ^= S << 17;
    P[I] = float(int64_t(S >> 40) - (1ll << 23)) / float(1 << 23);
  }
}
void poison(float *P, size_t N) {
  for (size_t I = 0; I < N; ++I)
    P[I] = NAN;
}

// ||got - want|| / ||scale||: scale is the reference itself for exact
// kernels, or |A||x| for sums (so that cancellation does not inflate the
// error). A NaN anywhere (an element nobody wrote) fails.
double relError(const float *Got, const double *Want, const double *Scale,
                size_t N) {
  double E = 0, S = 0;
  for (size_t I = 0; I < N; ++I) {
    double D = double(Got[I]) - Want[I];
    E += D * D;
    S += Scale[I] * Scale[I];
  }
  double R = std::sqrt(E) / std::sqrt(S > 0 ? S : 1);
  return std::isnan(R) ? INFINITY : R;
}
double relError(const float *Got, const float *Want, size_t N) {
  double E = 0, S = 0;
  for (size_t I = 0; I < N; ++I) {
    double D = double(Got[I]) - double(Want[I]);
    E += D * D;
    S += double(Want[I]) * Want[I];
  }
  double R = std::sqrt(E) / std::sqrt(S > 0 ? S : 1);
  return std::isnan(R) ? INFINITY : R;
}

struct Row {
  std::string Name, Unit;
  double Bytes = 0, Flops = 0; // compulsory, per compute unit
  double Serial = NAN;         // ms, whole end-to-end work on the host
  bool SerialEstimated = false;
  double AccCompute = NAN, CudaCompute = NAN, AccE2E = NAN, CudaE2E = NAN;
  double Err = 0, Tol = 1e-5; // worst relative error of any GPU version
  std::string Note;
  void check(double E) { Err = std::max(Err, E); }
  bool pass() const { return Err <= Tol; }
};
std::vector<Row> Rows;
double CopyGBs = 0, CublasMs = NAN;

template <class T> T *dalloc(size_t N) {
  T *P = nullptr;
  CHECK(cudaMalloc(&P, N * sizeof(T)));
  return P;
}
void up(float *D, const float *H, size_t N) {
  CHECK(cudaMemcpy(D, H, N * sizeof(float), cudaMemcpyHostToDevice));
}
void down(float *H, const float *D, size_t N) {
  CHECK(cudaMemcpy(H, D, N * sizeof(float), cudaMemcpyDeviceToHost));
}
std::vector<float> hostArray(size_t N) { return std::vector<float>(N); }

void measureCopy() {
  size_t N = size_t(1) << 28; // 1 GiB
  float *A = dalloc<float>(N), *B = dalloc<float>(N);
  CHECK(cudaMemset(A, 1, N * sizeof(float)));
  double Ms = timeDevice([&] {
    CHECK(cudaMemcpyAsync(B, A, N * sizeof(float), cudaMemcpyDeviceToDevice));
  });
  CopyGBs = 2.0 * N * sizeof(float) / (Ms * 1e6);
  cudaFree(A);
  cudaFree(B);
}

// A kernel that writes one output array of Size floats from inputs the
// caller set up: Serial writes the reference, Acc is the cuacc call with
// its data clauses, Resident the repeated region inside a data region,
// CudaIn / CudaKernel / CudaOut the hand version's upload, launches and
// download (device arrays the caller allocated). Reset readies the output
// before each run (NaN poison, plus whatever the kernel leaves alone).
struct Pass {
  std::function<void(float *)> Serial, Acc;
  std::function<void(float *, int)> Resident;
  std::function<void()> CudaIn, CudaKernel;
  std::function<void(float *)> CudaOut;
  std::function<void(float *)> Reset;
};

void benchPass(Row R, size_t Size, const Pass &P) {
  auto Out = hostArray(Size), Want = hostArray(Size);
  auto Reset = [&] { P.Reset(Out.data()); };
  P.Reset(Want.data());
  double T0 = nowMs();
  P.Serial(Want.data());
  R.Serial = nowMs() - T0;
  R.AccE2E = timeWall([&] { P.Acc(Out.data()); }, Reset);
  R.check(relError(Out.data(), Want.data(), Size));
  Reset();
  P.Resident(Out.data(), ComputeReps);
  R.AccCompute = takeMarks();
  R.check(relError(Out.data(), Want.data(), Size));
  R.CudaE2E = timeWall(
      [&] {
        P.CudaIn();
        P.CudaKernel();
        P.CudaOut(Out.data());
      },
      Reset);
  R.check(relError(Out.data(), Want.data(), Size));
  R.CudaCompute = timeDevice(P.CudaKernel);
  Rows.push_back(R);
}

void benchTriad() {
  const int N = 1 << 27;
  const float S = 1.5f;
  Row R{"triad", "pass"};
  R.Bytes = 12.0 * N;
  auto B = hostArray(N), C = hostArray(N);
  fillRandom(B.data(), N);
  fillRandom(C.data(), N);
  float *dA = dalloc<float>(N), *dB = dalloc<float>(N), *dC = dalloc<float>(N);
  benchPass(R, N,
            {[&](float *A) { triad_serial(N, A, B.data(), C.data(), S); },
             [&](float *A) { triad_acc(N, A, B.data(), C.data(), S); },
             [&](float *A, int Reps) {
               triad_resident(N, A, B.data(), C.data(), S, Reps);
             },
             [&] {
               up(dB, B.data(), N);
               up(dC, C.data(), N);
             },
             [&] { triad_cuda(N, dA, dB, dC, S); },
             [&](float *A) { down(A, dA, N); },
             [&](float *A) { poison(A, N); }});
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
}

// A stencil swept Iters times with the grids swapped (the result in A),
// over Size floats: the end-to-end runs from the same initial grid, and one
// resident sweep A -> B checked against one serial sweep.
struct Stencil {
  const char *Name, *Note;
  size_t Size;
  int Iters;
  std::function<void(float *, float *, int)> Serial, Acc;
  std::function<void(const float *, float *)> SerialSweep;
  std::function<void(float *, float *, int)> Resident;
  std::function<void(const float *, float *)> Cuda;
};

void benchStencil(const Stencil &St) {
  size_t Size = St.Size;
  Row R{St.Name, "sweep"};
  R.Bytes = 8.0 * Size;
  R.Note = St.Note;
  auto A0 = hostArray(Size), A = hostArray(Size), B = hostArray(Size),
       WantA = hostArray(Size), WantB = hostArray(Size);
  fillRandom(A0.data(), Size);
  // The boundary stays as it starts, in both grids.
  auto Reset = [&] {
    A = A0;
    B = A0;
  };
  WantA = A0;
  WantB = A0;
  double T0 = nowMs();
  St.Serial(WantA.data(), WantB.data(), St.Iters);
  R.Serial = nowMs() - T0;
  R.AccE2E = timeWall([&] { St.Acc(A.data(), B.data(), St.Iters); }, Reset, 3);
  R.check(relError(A.data(), WantA.data(), Size));
  auto Sweep = hostArray(Size);
  Sweep = A0;
  St.SerialSweep(A0.data(), Sweep.data());
  Reset();
  St.Resident(A.data(), B.data(), ComputeReps);
  R.AccCompute = takeMarks();
  R.check(relError(B.data(), Sweep.data(), Size));
  float *dA = dalloc<float>(Size), *dB = dalloc<float>(Size);
  R.CudaE2E = timeWall(
      [&] {
        up(dA, A.data(), Size);
        up(dB, B.data(), Size);
        for (int It = 0; It < St.Iters; It += 2) {
          St.Cuda(dA, dB);
          St.Cuda(dB, dA);
        }
        down(A.data(), dA, Size);
      },
      Reset, 3);
  R.check(relError(A.data(), WantA.data(), Size));
  up(dA, A0.data(), Size);
  up(dB, A0.data(), Size);
  R.CudaCompute = timeDevice([&] { St.Cuda(dA, dB); });
  down(B.data(), dB, Size);
  R.check(relError(B.data(), Sweep.data(), Size));
  cudaFree(dA);
  cudaFree(dB);
  Rows.push_back(R);
}

void benchJacobi() {
  const int N = 4096, M = 4096;
  const float W0 = 0.5f, W1 = 0.125f;
  benchStencil(
      {"jacobi", "100 sweeps end to end", size_t(N) * M, 100,
       [&](float *A, float *B, int It) { jacobi_serial(N, M, A, B, It, W0, W1); },
       [&](float *A, float *B, int It) { jacobi_acc(N, M, A, B, It, W0, W1); },
       [&](const float *A, float *B) { jacobi_sweep_serial(N, M, A, B, W0, W1); },
       [&](float *A, float *B, int Reps) {
         jacobi_resident(N, M, A, B, W0, W1, Reps);
       },
       [&](const float *A, float *B) { jacobi_cuda(N, M, A, B, W0, W1); }});
}

void benchJacobiCached() {
  const int N = 4096, M = 4096;
  const float W0 = 0.5f, W1 = 0.125f;
  benchStencil(
      {"jacobi+cache", "cache(a[i-1:i+1][j-1:j+1])", size_t(N) * M, 100,
       [&](float *A, float *B, int It) { jacobi_serial(N, M, A, B, It, W0, W1); },
       [&](float *A, float *B, int It) {
         jacobi_cached_acc(N, M, A, B, It, W0, W1);
       },
       [&](const float *A, float *B) { jacobi_sweep_serial(N, M, A, B, W0, W1); },
       [&](float *A, float *B, int Reps) {
         jacobi_cached_resident(N, M, A, B, W0, W1, Reps);
       },
       [&](const float *A, float *B) { jacobi_cuda(N, M, A, B, W0, W1); }});
}

void benchStencil3d() {
  const int N = 512;
  const float C0 = 0.4f, C1 = 0.1f;
  benchStencil(
      {"stencil3d", "20 sweeps end to end", size_t(N) * N * N, 20,
       [&](float *A, float *B, int It) { stencil3d_serial(N, A, B, It, C0, C1); },
       [&](float *A, float *B, int It) { stencil3d_acc(N, A, B, It, C0, C1); },
       [&](const float *A, float *B) { stencil3d_sweep_serial(N, A, B, C0, C1); },
       [&](float *A, float *B, int Reps) {
         stencil3d_resident(N, A, B, C0, C1, Reps);
       },
       [&](const float *A, float *B) { stencil3d_cuda(N, A, B, C0, C1); }});
}

// Reference rows of C = A B in double, with |A||B| as the error scale.
void sgemmReference(int N, int M, int P, const float *A, const float *B,
                    const std::vector<int> &RowsToCheck,
                    std::vector<double> &Want, std::vector<double> &Scale) {
  Want.assign(RowsToCheck.size() * M, 0);
  Scale.assign(RowsToCheck.size() * M, 0);
  for (size_t R = 0; R < RowsToCheck.size(); ++R)
    for (int K = 0; K < P; ++K) {
      double Aik = A[size_t(RowsToCheck[R]) * P + K];
      const float *Bk = B + size_t(K) * M;
      double *W = &Want[R * M], *S = &Scale[R * M];
      for (int J = 0; J < M; ++J) {
        W[J] += Aik * Bk[J];
        S[J] += std::fabs(Aik * Bk[J]);
      }
    }
}

double sgemmError(int M, const float *C, const std::vector<int> &RowsToCheck,
                  const std::vector<double> &Want,
                  const std::vector<double> &Scale, size_t All) {
  for (size_t I = 0; I < All; ++I)
    if (std::isnan(C[I]))
      return INFINITY; // an element nobody wrote
  std::vector<float> Got;
  for (int Row : RowsToCheck)
    Got.insert(Got.end(), C + size_t(Row) * M, C + size_t(Row + 1) * M);
  return relError(Got.data(), Want.data(), Scale.data(), Got.size());
}

// A B^T (TransA false: B given transposed) or A^T B (TransA true: A given
// transposed), 4096^3, data resident; the CUDA column is cuBLAS on the same
// layouts (there is no hand kernel for them). Checked on 24 rows in double.
void benchSgemmT(bool TransA) {
  int N = 4096, M = 4096, P = 4096;
  Row R{TransA ? "sgemm A^T B" : "sgemm A B^T", "product"};
  R.Bytes = 4.0 * (double(N) * P + double(P) * M + double(N) * M);
  R.Flops = 2.0 * N * M * P;
  auto X = hostArray(size_t(N) * P), Y = hostArray(size_t(P) * M),
       C = hostArray(size_t(N) * M);
  fillRandom(X.data(), X.size());
  fillRandom(Y.data(), Y.size());
  std::vector<int> Check;
  for (int I = 0; I < 24; ++I)
    Check.push_back((I * 173 + 11) % N);
  std::vector<double> Want(Check.size() * M, 0), Scale(Check.size() * M, 0);
  // Loop orders that walk both operands contiguously.
  for (size_t Q = 0; Q < Check.size(); ++Q)
    for (int O = 0; O < (TransA ? P : M); ++O)
      for (int I = 0; I < (TransA ? M : P); ++I) {
        int K = TransA ? O : I, J = TransA ? I : O;
        double A = TransA ? X[size_t(K) * N + Check[Q]]
                          : X[size_t(Check[Q]) * P + K];
        double B = TransA ? Y[size_t(K) * M + J] : Y[size_t(J) * P + K];
        Want[Q * M + J] += A * B;
        Scale[Q * M + J] += std::fabs(A * B);
      }
  int SerialRows = 32;
  double T0 = nowMs();
  if (TransA)
    sgemm_tn_serial(SerialRows, M, P, X.data(), Y.data(), C.data());
  else
    sgemm_nt_serial(SerialRows, M, P, X.data(), Y.data(), C.data());
  R.Serial = (nowMs() - T0) * N / SerialRows;
  R.SerialEstimated = true;
  auto Poison = [&] { poison(C.data(), C.size()); };
  auto Acc = [&] {
    if (TransA)
      sgemm_tn_acc(N, M, P, X.data(), Y.data(), C.data());
    else
      sgemm_nt_acc(N, M, P, X.data(), Y.data(), C.data());
  };
  R.AccE2E = timeWall(Acc, Poison, 3);
  R.check(sgemmError(M, C.data(), Check, Want, Scale, C.size()));
  Poison();
  if (TransA)
    sgemm_tn_resident(N, M, P, X.data(), Y.data(), C.data(), 5);
  else
    sgemm_nt_resident(N, M, P, X.data(), Y.data(), C.data(), 5);
  R.AccCompute = takeMarks();
  R.check(sgemmError(M, C.data(), Check, Want, Scale, C.size()));
  float *dX = dalloc<float>(X.size()), *dY = dalloc<float>(Y.size()),
        *dC = dalloc<float>(C.size());
  cublasHandle_t H;
  if (cublasCreate(&H) == CUBLAS_STATUS_SUCCESS) {
    float One = 1, Zero = 0;
    // Row-major C = op(X) op(Y) is column-major C^T = op(Y)^T op(X)^T.
    auto Gemm = [&] {
      if (TransA)
        cublasSgemm(H, CUBLAS_OP_N, CUBLAS_OP_T, M, N, P, &One, dY, M, dX, N,
                    &Zero, dC, M);
      else
        cublasSgemm(H, CUBLAS_OP_T, CUBLAS_OP_N, M, N, P, &One, dY, P, dX, P,
                    &Zero, dC, M);
    };
    R.CudaE2E = timeWall(
        [&] {
          up(dX, X.data(), X.size());
          up(dY, Y.data(), Y.size());
          Gemm();
          down(C.data(), dC, C.size());
        },
        Poison, 3);
    R.check(sgemmError(M, C.data(), Check, Want, Scale, C.size()));
    R.CudaCompute = timeDevice(Gemm, 10);
    cublasDestroy(H);
  }
  R.Note = "CUDA column: cuBLAS";
  R.Tol = 1e-5;
  cudaFree(dX);
  cudaFree(dY);
  cudaFree(dC);
  Rows.push_back(R);
}

void benchSgemm() {
  int N = 4096, M = 4096, P = 4096;
  Row R{"sgemm", "product"};
  R.Bytes = 4.0 * (double(N) * P + double(P) * M + double(N) * M);
  R.Flops = 2.0 * N * M * P;
  auto A = hostArray(size_t(N) * P), B = hostArray(size_t(P) * M),
       C = hostArray(size_t(N) * M);
  fillRandom(A.data(), A.size());
  fillRandom(B.data(), B.size());
  std::vector<int> Check;
  for (int I = 0; I < 24; ++I)
    Check.push_back((I * 173 + 11) % N);
  std::vector<double> Want, Scale;
  sgemmReference(N, M, P, A.data(), B.data(), Check, Want, Scale);
  // The serial triple loop takes minutes at this size: time 32 rows and
  // scale up (marked 'est').
  int SerialRows = 32;
  double T0 = nowMs();
  sgemm_serial(SerialRows, M, P, A.data(), B.data(), C.data());
  R.Serial = (nowMs() - T0) * N / SerialRows;
  R.SerialEstimated = true;
  auto Poison = [&] { poison(C.data(), C.size()); };
  R.AccE2E = timeWall([&] { sgemm_acc(N, M, P, A.data(), B.data(), C.data()); },
                      Poison, 3);
  R.check(sgemmError(M, C.data(), Check, Want, Scale, C.size()));
  Poison();
  sgemm_resident(N, M, P, A.data(), B.data(), C.data(), 5);
  R.AccCompute = takeMarks();
  R.check(sgemmError(M, C.data(), Check, Want, Scale, C.size()));
  float *dA = dalloc<float>(A.size()), *dB = dalloc<float>(B.size()),
        *dC = dalloc<float>(C.size());
  R.CudaE2E = timeWall(
      [&] {
        up(dA, A.data(), A.size());
        up(dB, B.data(), B.size());
        sgemm_cuda(N, M, P, dA, dB, dC);
        down(C.data(), dC, C.size());
      },
      Poison, 3);
  R.check(sgemmError(M, C.data(), Check, Want, Scale, C.size()));
  R.CudaCompute = timeDevice([&] { sgemm_cuda(N, M, P, dA, dB, dC); }, 10);
  cublasHandle_t H;
  if (cublasCreate(&H) == CUBLAS_STATUS_SUCCESS) {
    float One = 1, Zero = 0;
    // Row-major C = A B is column-major C^T = B^T A^T.
    auto Gemm = [&] {
      cublasSgemm(H, CUBLAS_OP_N, CUBLAS_OP_N, M, N, P, &One, dB, M, dA, P,
                  &Zero, dC, M);
    };
    CHECK(cudaMemset(dC, 0xff, C.size() * sizeof(float)));
    CublasMs = timeDevice(Gemm, 10);
    down(C.data(), dC, C.size());
    R.check(sgemmError(M, C.data(), Check, Want, Scale, C.size()));
    cublasDestroy(H);
  }
  R.Tol = 1e-5;
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
  Rows.push_back(R);
}

// y = A x (Transposed: z = A^T y); reference and |A||x| scale in double.
void matvecReference(int N, int M, const float *A, const float *X,
                     bool Transposed, std::vector<double> &Want,
                     std::vector<double> &Scale) {
  Want.assign(Transposed ? M : N, 0);
  Scale.assign(Want.size(), 0);
  for (int I = 0; I < N; ++I)
    for (int J = 0; J < M; ++J) {
      double P = double(A[size_t(I) * M + J]) * X[Transposed ? I : J];
      Want[Transposed ? J : I] += P;
      Scale[Transposed ? J : I] += std::fabs(P);
    }
}

// ByRows: A^T y written row by row (matvec_rows), against the same hand
// kernel as the column form.
void benchMatvec(bool Transposed, bool ByRows = false) {
  int N = 16384, M = 16384;
  size_t Size = size_t(N) * M;
  Row R{ByRows ? "A^T y by rows" : Transposed ? "matvec A^T y" : "matvec A x",
        "product"};
  R.Bytes = 4.0 * (double(Size) + N + M);
  R.Flops = 2.0 * Size;
  int In = Transposed ? N : M, Out = Transposed ? M : N;
  auto A = hostArray(Size), X = hostArray(In), Y = hostArray(Out);
  fillRandom(A.data(), Size);
  fillRandom(X.data(), In);
  std::vector<double> Want, Scale;
  matvecReference(N, M, A.data(), X.data(), Transposed, Want, Scale);
  auto Serial = ByRows ? matvec_rows_serial
                : Transposed ? matvec_t_serial : matvec_serial;
  auto Acc = ByRows ? matvec_rows_acc : Transposed ? matvec_t_acc : matvec_acc;
  auto Resident = ByRows ? matvec_rows_resident
                  : Transposed ? matvec_t_resident : matvec_resident;
  auto Hand = Transposed ? matvec_t_cuda : matvec_cuda;
  auto Poison = [&] { poison(Y.data(), Out); };
  auto Check = [&] {
    R.check(relError(Y.data(), Want.data(), Scale.data(), Out));
  };
  double T0 = nowMs();
  Serial(N, M, A.data(), X.data(), Y.data());
  R.Serial = nowMs() - T0;
  Check();
  R.AccE2E = timeWall([&] { Acc(N, M, A.data(), X.data(), Y.data()); }, Poison);
  Check();
  Poison();
  Resident(N, M, A.data(), X.data(), Y.data(), ComputeReps);
  R.AccCompute = takeMarks();
  Check();
  float *dA = dalloc<float>(Size), *dX = dalloc<float>(In),
        *dY = dalloc<float>(Out);
  R.CudaE2E = timeWall(
      [&] {
        up(dA, A.data(), Size);
        up(dX, X.data(), In);
        Hand(N, M, dA, dX, dY);
        down(Y.data(), dY, Out);
      },
      Poison);
  Check();
  R.CudaCompute = timeDevice([&] { Hand(N, M, dA, dX, dY); });
  down(Y.data(), dY, Out);
  Check();
  cudaFree(dA);
  cudaFree(dX);
  cudaFree(dY);
  Rows.push_back(R);
}

void benchDot() {
  int N = 1 << 27;
  Row R{"dot", "product"};
  R.Bytes = 8.0 * N;
  R.Flops = 2.0 * N;
  auto X = hostArray(N), Y = hostArray(N);
  fillRandom(X.data(), N);
  fillRandom(Y.data(), N);
  double Want = 0, Scale = 0;
  for (int I = 0; I < N; ++I) {
    Want += double(X[I]) * Y[I];
    Scale += std::fabs(double(X[I]) * Y[I]);
  }
  auto Check = [&](float Got) {
    double E = std::fabs(Got - Want) / Scale;
    R.check(std::isnan(E) ? INFINITY : E);
  };
  double T0 = nowMs();
  Check(dot_serial(N, X.data(), Y.data()));
  R.Serial = nowMs() - T0;
  float Got = NAN;
  R.AccE2E = timeWall([&] { Got = dot_acc(N, X.data(), Y.data()); }, [] {});
  Check(Got);
  Check(dot_resident(N, X.data(), Y.data(), ComputeReps));
  R.AccCompute = takeMarks();
  float *dX = dalloc<float>(N), *dY = dalloc<float>(N),
        *dP = dalloc<float>(dot_partials()), *dOut = dalloc<float>(1);
  R.CudaE2E = timeWall(
      [&] {
        up(dX, X.data(), N);
        up(dY, Y.data(), N);
        dot_cuda(N, dX, dY, dP, dOut);
        down(&Got, dOut, 1);
      },
      [] {});
  Check(Got);
  // Both deliver the sum to the host, as the user's function returns it:
  // the cuacc region's time includes its result's copy back.
  R.CudaCompute = timeDevice([&] {
    dot_cuda(N, dX, dY, dP, dOut);
    down(&Got, dOut, 1);
  });
  cudaFree(dX);
  cudaFree(dY);
  cudaFree(dP);
  cudaFree(dOut);
  Rows.push_back(R);
}

void benchTranspose() {
  const int N = 8192, M = 8192;
  const size_t Size = size_t(N) * M;
  Row R{"transpose", "pass"};
  R.Bytes = 8.0 * Size;
  auto A = hostArray(Size);
  fillRandom(A.data(), Size);
  float *dA = dalloc<float>(Size), *dB = dalloc<float>(Size);
  benchPass(R, Size,
            {[&](float *B) { transpose_serial(N, M, A.data(), B); },
             [&](float *B) { transpose_acc(N, M, A.data(), B); },
             [&](float *B, int Reps) {
               transpose_resident(N, M, A.data(), B, Reps);
             },
             [&] { up(dA, A.data(), Size); },
             [&] { transpose_cuda(N, M, dA, dB); },
             [&](float *B) { down(B, dB, Size); },
             [&](float *B) { poison(B, Size); }});
  cudaFree(dA);
  cudaFree(dB);
}

void benchConv3x3() {
  const int N = 8192, M = 8192;
  const size_t Size = size_t(N) * M;
  Row R{"conv3x3", "pass"};
  R.Bytes = 8.0 * Size;
  R.Flops = 18.0 * Size;
  auto A = hostArray(Size);
  float W[9];
  fillRandom(A.data(), Size);
  fillRandom(W, 9);
  float *dA = dalloc<float>(Size), *dB = dalloc<float>(Size);
  // The border is not computed: every version starts from the same one.
  auto Reset = [&](float *B) {
    poison(B, Size);
    for (int I = 0; I < N; ++I)
      for (int J = 0; J < M; ++J)
        if (I == 0 || J == 0 || I == N - 1 || J == M - 1)
          B[size_t(I) * M + J] = 0;
  };
  std::vector<float> Border(Size);
  Reset(Border.data());
  benchPass(R, Size,
            {[&](float *B) { conv3x3_serial(N, M, A.data(), W, B); },
             [&](float *B) { conv3x3_acc(N, M, A.data(), W, B); },
             [&](float *B, int Reps) {
               conv3x3_resident(N, M, A.data(), W, B, Reps);
             },
             [&] {
               up(dA, A.data(), Size);
               up(dB, Border.data(), Size);
             },
             [&] { conv3x3_cuda(N, M, dA, W, dB); },
             [&](float *B) { down(B, dB, Size); }, Reset});
  cudaFree(dA);
  cudaFree(dB);
}

// Pageable transfers: cuacc's data clauses against cudaMemcpy from the same
// pageable array, and from pinned memory (the link's ceiling).
struct Transfers {
  double AccUp, AccDown, PageUp, PageDown, PinUp, PinDown;
} Xfer;

void benchTransfers() {
  int N = 1 << 26; // 256 MiB
  double GB = double(N) * sizeof(float) / 1e9;
  auto A = hostArray(N);
  fillRandom(A.data(), N);
  int Reps = 8;
  std::vector<double> Up(Reps), Down(Reps);
  transfer_resident(N, A.data(), Reps, Up.data(), Down.data());
  Up.erase(Up.begin()); // the first entry allocates
  Down.erase(Down.begin());
  Xfer.AccUp = GB / (median(Up) / 1e3);
  Xfer.AccDown = GB / (median(Down) / 1e3);
  float *D = dalloc<float>(N), *Pinned = nullptr;
  CHECK(cudaMallocHost(&Pinned, size_t(N) * sizeof(float)));
  memcpy(Pinned, A.data(), size_t(N) * sizeof(float));
  auto Nothing = [] {};
  Xfer.PageUp = GB / (timeWall([&] { up(D, A.data(), N); }, Nothing) / 1e3);
  Xfer.PageDown =
      GB / (timeWall([&] { down(A.data(), D, N); }, Nothing) / 1e3);
  Xfer.PinUp = GB / (timeWall([&] { up(D, Pinned, N); }, Nothing) / 1e3);
  Xfer.PinDown = GB / (timeWall([&] { down(Pinned, D, N); }, Nothing) / 1e3);
  cudaFreeHost(Pinned);
  cudaFree(D);
}

void printTable(const char *DeviceName, const char *CompileTimes) {
  printf("\ncuacc benchmarks on %s (one run; times are medians)\n", DeviceName);
  printf("device-to-device copy: %.0f GB/s (read + write); pageable "
         "transfers 256 MiB, GB/s up/down: cuacc %.1f / %.1f, cudaMemcpy "
         "%.1f / %.1f, pinned cudaMemcpy %.1f / %.1f\n\n",
         CopyGBs, Xfer.AccUp, Xfer.AccDown, Xfer.PageUp, Xfer.PageDown,
         Xfer.PinUp, Xfer.PinDown);
  printf("%-13s %-7s %10s | %9s %9s %6s | %6s %6s %5s | %9s %9s %6s | %s\n",
         "kernel", "unit", "serial ms", "cuacc ms", "CUDA ms", "ratio",
         "cuacc", "CUDA", "%copy", "e2e cuacc", "e2e CUDA", "ratio",
         "check");
  printf("%-13s %-7s %10s | %-26s | %-20s | %-26s |\n", "", "", "",
         "  compute, data resident", "  GB/s", "  end to end, ms");
  bool AllPass = true;
  for (const Row &R : Rows) {
    double AccGBs = R.Bytes / (R.AccCompute * 1e6);
    double CudaGBs = R.Bytes / (R.CudaCompute * 1e6);
    char Serial[32];
    snprintf(Serial, sizeof Serial, "%s%.1f", R.SerialEstimated ? "~" : "",
             R.Serial);
    printf("%-13s %-7s %10s | %9.3f %9.3f %6.2f | %6.0f %6.0f %4.0f%% | %9.1f "
           "%9.1f %6.2f | %s %.1e%s%s\n",
           R.Name.c_str(), R.Unit.c_str(), Serial, R.AccCompute,
           R.CudaCompute, R.AccCompute / R.CudaCompute, AccGBs, CudaGBs,
           100 * AccGBs / CopyGBs, R.AccE2E, R.CudaE2E, R.AccE2E / R.CudaE2E,
           R.pass() ? "ok" : "FAIL", R.Err, R.Note.empty() ? "" : "; ",
           R.Note.c_str());
    AllPass &= R.pass();
  }
  for (const Row &R : Rows)
    if (R.Name == "sgemm")
      printf("\nsgemm GFLOP/s: cuacc %.0f, hand CUDA %.0f, cuBLAS %.0f "
             "(cuacc at %.1f%% of cuBLAS)\n",
             R.Flops / (R.AccCompute * 1e6), R.Flops / (R.CudaCompute * 1e6),
             R.Flops / (CublasMs * 1e6),
             100 * CublasMs / R.AccCompute);
  if (CompileTimes)
    printf("\ncompile time per file (clang-19 -O3 -c, with the cuacc plugin "
           "vs without):\n%s",
           CompileTimes);
  printf("\n%s\n", AllPass ? "all results match the references"
                           : "SOME RESULTS DO NOT MATCH");
}

std::string readFile(const char *Path) {
  std::string S;
  if (FILE *F = fopen(Path, "r")) {
    char Buf[4096];
    size_t N;
    while ((N = fread(Buf, 1, sizeof Buf, F)) > 0)
      S.append(Buf, N);
    fclose(F);
  }
  return S;
}

} // namespace

int main(int Argc, char **Argv) {
  // bench [compile-times-file] [kernel...]
  std::string Compile = Argc > 1 ? readFile(Argv[1]) : "";
  std::vector<std::string> Only(Argv + std::min(Argc, 2), Argv + Argc);
  auto Wanted = [&](const char *Name) {
    return Only.empty() ||
           std::find(Only.begin(), Only.end(), Name) != Only.end();
  };
  CHECK(cudaFree(0));
  CHECK(cudaEventCreate(&MarkStart));
  CHECK(cudaEventCreate(&MarkStop));
  acc_init(acc_device_nvidia);
  if (acc_get_num_devices(acc_device_nvidia) < 1) {
    fprintf(stderr, "bench: the cuacc runtime found no GPU\n");
    return 1;
  }
  cudaDeviceProp Prop;
  CHECK(cudaGetDeviceProperties(&Prop, 0));
  measureCopy();
  struct {
    const char *Name;
    std::function<void()> Run;
  } Benches[] = {{"transfers", benchTransfers},
                 {"triad", benchTriad},
                 {"jacobi", benchJacobi},
                 {"jacobi_cache", benchJacobiCached},
                 {"stencil3d", benchStencil3d},
                 {"sgemm", benchSgemm},
                 {"sgemm_nt", [] { benchSgemmT(false); }},
                 {"sgemm_tn", [] { benchSgemmT(true); }},
                 {"matvec", [] { benchMatvec(false); }},
                 {"matvec_t", [] { benchMatvec(true); }},
                 {"matvec_rows", [] { benchMatvec(true, true); }},
                 {"dot", benchDot},
                 {"transpose", benchTranspose},
                 {"conv3x3", benchConv3x3}};
  for (auto &B : Benches)
    if (Wanted(B.Name)) {
      double T0 = nowMs();
      B.Run();
      fprintf(stderr, "bench: %s done in %.1f s\n", B.Name,
              (nowMs() - T0) / 1e3);
    }
  printTable(Prop.name, Compile.empty() ? nullptr : Compile.c_str());
  bool AllPass = true;
  for (const Row &R : Rows)
    AllPass &= R.pass();
  return AllPass ? 0 : 1;
}
