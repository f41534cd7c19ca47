// Hand-written kernels for barrier.c, compiled as the plugin compiles
// generated ones for the emulated device (cuacc_emu.h included first).

// Reverses each block of 256 through shared memory.
extern "C" __global__ void reverse_sync(const int *in, int *out) {
  __shared__ int s[256];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  out[blockIdx.x * 256 + t] = s[255 - t];
}

// The same without the barrier: a thread reads its partner's slot before
// the partner wrote it.
extern "C" __global__ void reverse_nosync(const int *in, int *out) {
  __shared__ int s[256];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * 256 + t];
  out[blockIdx.x * 256 + t] = s[255 - t];
}

// A barrier that the first 16 threads of each block never reach.
extern "C" __global__ void early_exit(const int *in, int *out) {
  if (threadIdx.x < 16)
    return;
  __syncthreads();
  out[blockIdx.x * 256 + threadIdx.x] = in[blockIdx.x * 256 + threadIdx.x];
}

#define LAUNCHER(K)                                                            \
  static void K##__thread(void *A) {                                           \
    void **Args = (void **)A;                                                  \
    K(*(const int **)Args[0], *(int **)Args[1]);                               \
  }                                                                            \
  extern "C" void K##__emu(const unsigned *g, const unsigned *b, void **a) {   \
    cuacc_emu::launch(g, b, true, K##__thread, a);                             \
  }
LAUNCHER(reverse_sync)
LAUNCHER(reverse_nosync)
LAUNCHER(early_exit)
