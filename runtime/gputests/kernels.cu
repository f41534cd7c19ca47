// Hand-written kernels for the runtime's GPU test (no code generation yet).
extern "C" __global__ void scale(float *out, const float *in, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = s * in[i];
}

// Adds v to a rows x cols section whose rows are pitch elements apart.
extern "C" __global__ void add2d(float *a, int pitch, int rows, int cols,
                                 float v) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y;
  if (i < rows && j < cols)
    a[i * pitch + j] += v;
}

extern "C" __global__ void empty() {}

extern "C" __global__ void poke(float *p) { p[threadIdx.x] = 1; }
