// What limits a staged pageable transfer, and what varies from run to run
// (issue #32)? Measures, in one process, the pieces of the runtime's staging
// path separately and together:
//   memcpy    host threads copying pageable -> pinned and back (1-16 threads)
//   dma       the copy engine alone, pinned <-> device
//   overlap   host threads copying while the copy engine reads/writes host
//             memory (they share the memory bus)
//   pipeline  the runtime's scheme: chunks copied by threads into one of
//             NB pinned buffers while the DMA moves another
//   register  cuMemHostRegister of the user's array, then DMA straight
//             from it, and the unregister
// Build and run on the GPU machine:
//   nvcc -O3 -arch=sm_90 bench/experiments/staging.cu -lcuda -o /tmp/s && /tmp/s
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <cuda.h>
#include <thread>
#include <vector>

#define CK(x)                                                                  \
  do {                                                                         \
    CUresult r_ = (x);                                                         \
    if (r_ != CUDA_SUCCESS) {                                                  \
      printf("%s failed: %d\n", #x, r_);                                       \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

static double now() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// A pool of spinning threads: run(N, f) calls f(0..N-1) spread over them.
struct Pool {
  std::vector<std::thread> T;
  std::atomic<long> Gen{0};
  std::atomic<int> Next{0}, Done{0};
  int Parts = 0;
  std::function<void(int)> *Job = nullptr;
  std::atomic<bool> Stop{false};
  explicit Pool(int N) {
    for (int I = 1; I < N; ++I)
      T.emplace_back([this] {
        long Seen = 0;
        while (!Stop) {
          long G = Gen.load();
          if (G == Seen) {
            std::this_thread::yield();
            continue;
          }
          Seen = G;
          work();
        }
      });
  }
  void work() {
    int I;
    while ((I = Next.fetch_add(1)) < Parts) {
      (*Job)(I);
      Done.fetch_add(1);
    }
  }
  void run(int N, std::function<void(int)> F) {
    Job = &F;
    Parts = N;
    Done = 0;
    Next = 0;
    Gen.fetch_add(1);
    work();
    while (Done.load() < N)
      ;
  }
  ~Pool() {
    Stop = true;
    for (auto &X : T)
      X.join();
  }
  int size() const { return int(T.size()) + 1; }
};

static void pcopy(Pool &P, char *D, const char *S, size_t B) {
  int N = P.size();
  size_t Piece = (B + N - 1) / N;
  P.run(N, [&](int I) {
    size_t Lo = I * Piece;
    if (Lo < B)
      memcpy(D + Lo, S + Lo, std::min(Piece, B - Lo));
  });
}

static void stats(const char *What, std::vector<double> &V) {
  std::sort(V.begin(), V.end());
  printf("%-44s min %6.1f  med %6.1f  max %6.1f GB/s\n", What, V.front(),
         V[V.size() / 2], V.back());
}

int main(int argc, char **argv) {
  const size_t Bytes = size_t(256) << 20, Chunk = size_t(32) << 20;
  const int Reps = 5;
  CK(cuInit(0));
  CUdevice Dev;
  CK(cuDeviceGet(&Dev, 0));
  CUcontext Ctx;
  CK(cuDevicePrimaryCtxRetain(&Ctx, Dev));
  CK(cuCtxSetCurrent(Ctx));
  CUstream St;
  CK(cuStreamCreate(&St, CU_STREAM_NON_BLOCKING));
  char *Host = (char *)malloc(Bytes);
  memset(Host, 1, Bytes);
  char *Pin[4];
  for (auto &B : Pin) {
    CK(cuMemAllocHost((void **)&B, Chunk));
    memset(B, 2, Chunk);
  }
  char *BigPin;
  CK(cuMemAllocHost((void **)&BigPin, Bytes));
  memset(BigPin, 3, Bytes);
  CUdeviceptr Devp;
  CK(cuMemAlloc(&Devp, Bytes));
  char Name[128];
  cuDeviceGetName(Name, sizeof Name, Dev);
  printf("device: %s\n", Name);

  // memcpy alone, pageable <-> pinned, by thread count.
  for (int Th : {1, 2, 4, 8, 12, 16}) {
    Pool P(Th);
    std::vector<double> Up, Down;
    for (int R = 0; R < Reps; ++R) {
      double T0 = now();
      for (size_t O = 0; O < Bytes; O += Chunk)
        pcopy(P, Pin[(O / Chunk) & 1], Host + O, Chunk);
      double T1 = now();
      for (size_t O = 0; O < Bytes; O += Chunk)
        pcopy(P, Host + O, Pin[(O / Chunk) & 1], Chunk);
      double T2 = now();
      Up.push_back(Bytes / (T1 - T0) / 1e9);
      Down.push_back(Bytes / (T2 - T1) / 1e9);
    }
    char L[64];
    snprintf(L, sizeof L, "memcpy pageable->pinned, %2d threads", Th);
    stats(L, Up);
    snprintf(L, sizeof L, "memcpy pinned->pageable, %2d threads", Th);
    stats(L, Down);
  }

  // The copy engine alone.
  {
    std::vector<double> Up, Down;
    for (int R = 0; R < Reps; ++R) {
      double T0 = now();
      CK(cuMemcpyHtoDAsync(Devp, BigPin, Bytes, St));
      CK(cuStreamSynchronize(St));
      double T1 = now();
      CK(cuMemcpyDtoHAsync(BigPin, Devp, Bytes, St));
      CK(cuStreamSynchronize(St));
      double T2 = now();
      Up.push_back(Bytes / (T1 - T0) / 1e9);
      Down.push_back(Bytes / (T2 - T1) / 1e9);
    }
    stats("dma pinned->device", Up);
    stats("dma device->pinned", Down);
  }

  // memcpy while the copy engine runs on other host memory.
  for (int Th : {8, 16}) {
    Pool P(Th);
    std::vector<double> Up, Down;
    for (int R = 0; R < Reps; ++R) {
      CK(cuMemcpyHtoDAsync(Devp, BigPin, Bytes, St));
      double T0 = now();
      for (size_t O = 0; O < Bytes; O += Chunk)
        pcopy(P, Pin[(O / Chunk) & 1], Host + O, Chunk);
      double T1 = now();
      CK(cuStreamSynchronize(St));
      CK(cuMemcpyDtoHAsync(BigPin, Devp, Bytes, St));
      double T2 = now();
      for (size_t O = 0; O < Bytes; O += Chunk)
        pcopy(P, Host + O, Pin[(O / Chunk) & 1], Chunk);
      double T3 = now();
      CK(cuStreamSynchronize(St));
      Up.push_back(Bytes / (T1 - T0) / 1e9);
      Down.push_back(Bytes / (T3 - T2) / 1e9);
    }
    char L[64];
    snprintf(L, sizeof L, "memcpy ->pinned during H2D dma, %2d thr", Th);
    stats(L, Up);
    snprintf(L, sizeof L, "memcpy pinned-> during D2H dma, %2d thr", Th);
    stats(L, Down);
  }

  // The runtime's pipeline with NB buffers of C bytes.
  CUevent Ev[4];
  for (auto &E : Ev)
    CK(cuEventCreate(&E, CU_EVENT_DISABLE_TIMING));
  for (int Th : {8, 12, 16})
    for (size_t C : {size_t(8) << 20, size_t(16) << 20, size_t(32) << 20})
      for (int NB : {2, 3, 4}) {
        Pool P(Th);
        std::vector<double> Up, Down;
        for (int R = 0; R < Reps; ++R) {
          for (int B = 0; B < NB; ++B)
            CK(cuEventRecord(Ev[B], St));
          double T0 = now();
          int B = 0;
          for (size_t O = 0; O < Bytes; O += C, B = (B + 1) % NB) {
            CK(cuEventSynchronize(Ev[B]));
            pcopy(P, Pin[B], Host + O, C);
            CK(cuMemcpyHtoDAsync(Devp + O, Pin[B], C, St));
            CK(cuEventRecord(Ev[B], St));
          }
          CK(cuStreamSynchronize(St));
          double T1 = now();
          // Down: keep NB-1 DMAs ahead of the threads.
          size_t N = Bytes / C;
          for (size_t K = 0; K < std::min<size_t>(NB - 1, N); ++K) {
            CK(cuMemcpyDtoHAsync(Pin[K % NB], Devp + K * C, C, St));
            CK(cuEventRecord(Ev[K % NB], St));
          }
          for (size_t K = 0; K < N; ++K) {
            size_t Ahead = K + NB - 1;
            if (Ahead < N) {
              CK(cuMemcpyDtoHAsync(Pin[Ahead % NB], Devp + Ahead * C, C, St));
              CK(cuEventRecord(Ev[Ahead % NB], St));
            }
            CK(cuEventSynchronize(Ev[K % NB]));
            pcopy(P, Host + K * C, Pin[K % NB], C);
          }
          double T2 = now();
          Up.push_back(Bytes / (T1 - T0) / 1e9);
          Down.push_back(Bytes / (T2 - T1) / 1e9);
        }
        char L[64];
        snprintf(L, sizeof L, "pipeline H2D thr %2d chunk %2zu MiB bufs %d", Th,
                 C >> 20, NB);
        stats(L, Up);
        snprintf(L, sizeof L, "pipeline D2H thr %2d chunk %2zu MiB bufs %d", Th,
                 C >> 20, NB);
        stats(L, Down);
      }

  // Registering the user's array: cost and the DMA rate straight from it.
  for (size_t B : {size_t(32) << 20, size_t(256) << 20, size_t(1024) << 20}) {
    char *H = (char *)malloc(B);
    memset(H, 1, B);
    CUdeviceptr D2;
    CK(cuMemAlloc(&D2, B));
    for (int R = 0; R < 3; ++R) {
      double T0 = now();
      CK(cuMemHostRegister(H, B, 0));
      double T1 = now();
      CK(cuMemcpyHtoDAsync(D2, H, B, St));
      CK(cuStreamSynchronize(St));
      double T2 = now();
      CK(cuMemcpyDtoHAsync(H, D2, B, St));
      CK(cuStreamSynchronize(St));
      double T3 = now();
      CK(cuMemHostUnregister(H));
      double T4 = now();
      printf("register %4zu MiB: register %7.2f ms (%5.1f GB/s)  H2D %5.1f GB/s"
             "  D2H %5.1f GB/s  unregister %6.2f ms\n",
             B >> 20, (T1 - T0) * 1e3, B / (T1 - T0) / 1e9,
             B / (T2 - T1) / 1e9, B / (T3 - T2) / 1e9, (T4 - T3) * 1e3);
    }
    CK(cuMemFree(D2));
    free(H);
  }
  return 0;
}
