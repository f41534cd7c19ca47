// Which shape of generated kernel is fast? The Jacobi sweep (4096^2) and the
// 3x3 convolution (8192^2) as cuacc printed them (V0) and as variants of
// that printing. Build and run on the GPU machine:
//   nvcc -O3 -arch=sm_90 bench/experiments/codegen-variants.cu -o /tmp/v && /tmp/v
#include <cstdio>
#include <vector>
#include <algorithm>

#define BOUND(n) ((n - 2) < (1) ? 0L : (long)((n - 2) - (1)) / 1 + 1)

// V0: as printed today: nested 64-bit grid-stride loops, 64-bit subscripts.
__global__ void v0(float *__restrict__ b, int m, float w0, float *__restrict__ a, float w1, int n) {
  for (long k0 = (long)blockIdx.x * blockDim.x + threadIdx.x; k0 < BOUND(m); k0 += (long)gridDim.x * blockDim.x) {
    int j = 1 + (int)(k0 * 1);
    for (long k1 = (long)blockIdx.y * blockDim.y + threadIdx.y; k1 < BOUND(n); k1 += (long)gridDim.y * blockDim.y) {
      int i = 1 + (int)(k1 * 1);
      b[((long)(i) * (m) + (j))] = w0 * a[((long)(i) * (m) + (j))] + w1 * (a[((long)(i - 1) * (m) + (j))] + a[((long)(i) * (m) + (j - 1))] + a[((long)(i + 1) * (m) + (j))] + a[((long)(i) * (m) + (j + 1))]);
    }
  }
}
// V1: same, loops not unrolled.
__global__ void v1(float *__restrict__ b, int m, float w0, float *__restrict__ a, float w1, int n) {
#pragma unroll 1
  for (long k0 = (long)blockIdx.x * blockDim.x + threadIdx.x; k0 < BOUND(m); k0 += (long)gridDim.x * blockDim.x) {
    int j = 1 + (int)(k0 * 1);
#pragma unroll 1
    for (long k1 = (long)blockIdx.y * blockDim.y + threadIdx.y; k1 < BOUND(n); k1 += (long)gridDim.y * blockDim.y) {
      int i = 1 + (int)(k1 * 1);
      b[((long)(i) * (m) + (j))] = w0 * a[((long)(i) * (m) + (j))] + w1 * (a[((long)(i - 1) * (m) + (j))] + a[((long)(i) * (m) + (j - 1))] + a[((long)(i + 1) * (m) + (j))] + a[((long)(i) * (m) + (j + 1))]);
    }
  }
}
// V2: 32-bit counters and subscripts, loops not unrolled.
__global__ void v2(float *__restrict__ b, int m, float w0, float *__restrict__ a, float w1, int n) {
  int N0 = BOUND(m), N1 = BOUND(n);
#pragma unroll 1
  for (int k0 = blockIdx.x * blockDim.x + threadIdx.x; k0 < N0; k0 += gridDim.x * blockDim.x) {
    int j = 1 + k0;
#pragma unroll 1
    for (int k1 = blockIdx.y * blockDim.y + threadIdx.y; k1 < N1; k1 += gridDim.y * blockDim.y) {
      int i = 1 + k1;
      b[i * m + j] = w0 * a[i * m + j] + w1 * (a[(i - 1) * m + j] + a[i * m + (j - 1)] + a[(i + 1) * m + j] + a[i * m + (j + 1)]);
    }
  }
}
// V3: 32-bit, the y loop strided over a grid 1/Y as tall: each thread does
// Y rows, unrolled so their loads overlap.
template <int Y>
__global__ void v3(float *__restrict__ b, int m, float w0, float *__restrict__ a, float w1, int n) {
  int N0 = BOUND(m), N1 = BOUND(n);
#pragma unroll 1
  for (int k0 = blockIdx.x * blockDim.x + threadIdx.x; k0 < N0; k0 += gridDim.x * blockDim.x) {
    int j = 1 + k0;
#pragma unroll Y
    for (int k1 = blockIdx.y * blockDim.y + threadIdx.y; k1 < N1; k1 += gridDim.y * blockDim.y) {
      int i = 1 + k1;
      b[i * m + j] = w0 * a[i * m + j] + w1 * (a[(i - 1) * m + j] + a[i * m + (j - 1)] + a[(i + 1) * m + j] + a[i * m + (j + 1)]);
    }
  }
}
// V4: 64-bit subscripts but int counters (what a 64-bit-safe printer gives).
__global__ void v4(float *__restrict__ b, int m, float w0, float *__restrict__ a, float w1, int n) {
  int N0 = BOUND(m), N1 = BOUND(n);
#pragma unroll 1
  for (int k0 = blockIdx.x * blockDim.x + threadIdx.x; k0 < N0; k0 += gridDim.x * blockDim.x) {
    int j = 1 + k0;
#pragma unroll 1
    for (int k1 = blockIdx.y * blockDim.y + threadIdx.y; k1 < N1; k1 += gridDim.y * blockDim.y) {
      int i = 1 + k1;
      b[((long)(i) * (m) + (j))] = w0 * a[((long)(i) * (m) + (j))] + w1 * (a[((long)(i - 1) * (m) + (j))] + a[((long)(i) * (m) + (j - 1))] + a[((long)(i + 1) * (m) + (j))] + a[((long)(i) * (m) + (j + 1))]);
    }
  }
}
// V5: one element per thread, no loop (grid covers the space).
__global__ void v5(float *__restrict__ b, int m, float w0, float *__restrict__ a, float w1, int n) {
  int j = 1 + blockIdx.x * blockDim.x + threadIdx.x, i = 1 + blockIdx.y * blockDim.y + threadIdx.y;
  if (j < m - 1 && i < n - 1)
    b[i * m + j] = w0 * a[i * m + j] + w1 * (a[(i - 1) * m + j] + a[i * m + (j - 1)] + a[(i + 1) * m + j] + a[i * m + (j + 1)]);
}
// V6: V2 with a 64-bit row base computed once per row.
__global__ void v6(float *__restrict__ b, int m, float w0, float *__restrict__ a, float w1, int n) {
  int N0 = BOUND(m), N1 = BOUND(n);
#pragma unroll 1
  for (int k0 = blockIdx.x * blockDim.x + threadIdx.x; k0 < N0; k0 += gridDim.x * blockDim.x) {
    int j = 1 + k0;
#pragma unroll 4
    for (int k1 = blockIdx.y * blockDim.y + threadIdx.y; k1 < N1; k1 += gridDim.y * blockDim.y) {
      int i = 1 + k1;
      const float *r = a + (long)i * m;
      b[(long)i * m + j] = w0 * r[j] + w1 * (r[j - m] + r[j - 1] + r[j + m] + r[j + 1]);
    }
  }
}


// V7: as printed (long counters, 64-bit subscripts), outer loop unroll 1,
// inner loop unroll 4 over a grid 1/4 as tall.
__global__ void v7(float *__restrict__ b, int m, float w0, float *__restrict__ a, float w1, int n) {
#pragma unroll 1
  for (long k0 = (long)blockIdx.x * blockDim.x + threadIdx.x; k0 < BOUND(m); k0 += (long)gridDim.x * blockDim.x) {
    int j = 1 + (int)(k0 * 1);
#pragma unroll 4
    for (long k1 = (long)blockIdx.y * blockDim.y + threadIdx.y; k1 < BOUND(n); k1 += (long)gridDim.y * blockDim.y) {
      int i = 1 + (int)(k1 * 1);
      b[((long)(i) * (m) + (j))] = w0 * a[((long)(i) * (m) + (j))] + w1 * (a[((long)(i - 1) * (m) + (j))] + a[((long)(i) * (m) + (j - 1))] + a[((long)(i + 1) * (m) + (j))] + a[((long)(i) * (m) + (j + 1))]);
    }
  }
}
// The 3-D sweep as printed (S0), and with outer loops unroll 1 and the
// innermost (z) unroll U over a grid 1/U as deep (S1<U>).
template <int U, bool Printed>
__global__ void s3d(float *__restrict__ b, int n, float c0, float *__restrict__ a, float c1) {
#pragma unroll 1
  for (long __k0 = (long)blockIdx.x * blockDim.x + threadIdx.x; __k0 < BOUND(n); __k0 += (long)gridDim.x * blockDim.x) {
    int i = (1) + (int)(__k0 * 1);
#pragma unroll 1
    for (long __k1 = (long)blockIdx.y * blockDim.y + threadIdx.y; __k1 < BOUND(n); __k1 += (long)gridDim.y * blockDim.y) {
      int j = (1) + (int)(__k1 * 1);
#pragma unroll U
      for (long __k2 = (long)blockIdx.z * blockDim.z + threadIdx.z; __k2 < BOUND(n); __k2 += (long)gridDim.z * blockDim.z) {
        int k = (1) + (int)(__k2 * 1);
        b[(((long)(k) * (n) + (j)) * (n) + (i))] = c0 * a[(((long)(k) * (n) + (j)) * (n) + (i))] + c1 * (a[(((long)(k - 1) * (n) + (j)) * (n) + (i))] + a[(((long)(k + 1) * (n) + (j)) * (n) + (i))] + a[(((long)(k) * (n) + (j - 1)) * (n) + (i))] + a[(((long)(k) * (n) + (j + 1)) * (n) + (i))] + a[(((long)(k) * (n) + (j)) * (n) + (i - 1))] + a[(((long)(k) * (n) + (j)) * (n) + (i + 1))]);
      }
    }
  }
}
__global__ void s0(float *__restrict__ b, int n, float c0, float *__restrict__ a, float c1) {
  for (long __k0 = (long)blockIdx.x * blockDim.x + threadIdx.x; __k0 < BOUND(n); __k0 += (long)gridDim.x * blockDim.x) {
    int i = (1) + (int)(__k0 * 1);
    for (long __k1 = (long)blockIdx.y * blockDim.y + threadIdx.y; __k1 < BOUND(n); __k1 += (long)gridDim.y * blockDim.y) {
      int j = (1) + (int)(__k1 * 1);
      for (long __k2 = (long)blockIdx.z * blockDim.z + threadIdx.z; __k2 < BOUND(n); __k2 += (long)gridDim.z * blockDim.z) {
        int k = (1) + (int)(__k2 * 1);
        b[(((long)(k) * (n) + (j)) * (n) + (i))] = c0 * a[(((long)(k) * (n) + (j)) * (n) + (i))] + c1 * (a[(((long)(k - 1) * (n) + (j)) * (n) + (i))] + a[(((long)(k + 1) * (n) + (j)) * (n) + (i))] + a[(((long)(k) * (n) + (j - 1)) * (n) + (i))] + a[(((long)(k) * (n) + (j + 1)) * (n) + (i))] + a[(((long)(k) * (n) + (j)) * (n) + (i - 1))] + a[(((long)(k) * (n) + (j)) * (n) + (i + 1))]);
      }
    }
  }
}
// Triad as printed (T0) and with unroll U over a grid 1/U as wide.
__global__ void t0(float *__restrict__ a, float *__restrict__ b, float s, float *__restrict__ c, int n) {
  for (long __k0 = (long)blockIdx.x * blockDim.x + threadIdx.x; __k0 < ((n-1) < (0) ? 0L : (long)((n-1) - (0)) / 1 + 1); __k0 += (long)gridDim.x * blockDim.x) {
    int i = (0) + (int)(__k0 * 1);
    a[i] = b[i] + s * c[i];
  }
}
template <int U>
__global__ void t1(float *__restrict__ a, float *__restrict__ b, float s, float *__restrict__ c, int n) {
#pragma unroll U
  for (long __k0 = (long)blockIdx.x * blockDim.x + threadIdx.x; __k0 < ((n-1) < (0) ? 0L : (long)((n-1) - (0)) / 1 + 1); __k0 += (long)gridDim.x * blockDim.x) {
    int i = (0) + (int)(__k0 * 1);
    a[i] = b[i] + s * c[i];
  }
}

// S2<C, I>: x and y grid-stride (unroll 1), the vector-less z loop walked in
// contiguous chunks of C iterations per block (each thread marches along k,
// so a[k-1], a[k] were loaded by this thread one or two iterations before).
// I: the counter type.
template <int C, class I>
__global__ void s2(float *__restrict__ b, int n, float c0, float *__restrict__ a, float c1) {
  I N = BOUND(n);
#pragma unroll 1
  for (I __k0 = (I)blockIdx.x * blockDim.x + threadIdx.x; __k0 < N; __k0 += (I)gridDim.x * blockDim.x) {
    int i = (1) + (int)(__k0 * 1);
#pragma unroll 1
    for (I __k1 = (I)blockIdx.y * blockDim.y + threadIdx.y; __k1 < N; __k1 += (I)gridDim.y * blockDim.y) {
      int j = (1) + (int)(__k1 * 1);
      I lo = (I)blockIdx.z * C, hi = lo + C < N ? lo + C : N;
      for (I __k2 = lo; __k2 < hi; ++__k2) {
        int k = (1) + (int)(__k2 * 1);
        b[(((long)(k) * (n) + (j)) * (n) + (i))] = c0 * a[(((long)(k) * (n) + (j)) * (n) + (i))] + c1 * (a[(((long)(k - 1) * (n) + (j)) * (n) + (i))] + a[(((long)(k + 1) * (n) + (j)) * (n) + (i))] + a[(((long)(k) * (n) + (j - 1)) * (n) + (i))] + a[(((long)(k) * (n) + (j + 1)) * (n) + (i))] + a[(((long)(k) * (n) + (j)) * (n) + (i - 1))] + a[(((long)(k) * (n) + (j)) * (n) + (i + 1))]);
      }
    }
  }
}
template <int U, class I>
__global__ void t2(float *__restrict__ a, float *__restrict__ b, float s, float *__restrict__ c, int n) {
  I N = ((n-1) < (0) ? 0L : (long)((n-1) - (0)) / 1 + 1);
#pragma unroll U
  for (I __k0 = (I)blockIdx.x * blockDim.x + threadIdx.x; __k0 < N; __k0 += (I)gridDim.x * blockDim.x) {
    int i = (0) + (int)(__k0 * 1);
    a[i] = b[i] + s * c[i];
  }
}

int main() {
  int n = 4096, m = 4096;
  size_t N = size_t(n) * m;
  float *a, *b;
  cudaMalloc(&a, N * 4);
  cudaMalloc(&b, N * 4);
  cudaMemset(a, 0, N * 4);
  cudaEvent_t s, e;
  cudaEventCreate(&s);
  cudaEventCreate(&e);
  cudaEvent_t &s_ = s, &e_ = e;
  auto time = [&](const char *name, auto launch) {
    std::vector<float> t;
    for (int r = 0; r < 30; ++r) {
      cudaEventRecord(s);
      launch();
      cudaEventRecord(e);
      cudaEventSynchronize(e);
      float ms;
      cudaEventElapsedTime(&ms, s, e);
      if (r >= 5) t.push_back(ms);
    }
    std::sort(t.begin(), t.end());
    float med = t[t.size() / 2];
    printf("%-40s %8.1f us %7.0f GB/s  %s\n", name, med * 1e3, 2.0 * N * 4 / (med * 1e6),
           cudaGetErrorString(cudaGetLastError()));
  };
  dim3 blk(32, 8), grid(128, 512);
  time("V0 printed today, [128x512]x[32x8]", [&] { v0<<<grid, blk>>>(b, m, .5f, a, .125f, n); });
  time("V1 unroll 1", [&] { v1<<<grid, blk>>>(b, m, .5f, a, .125f, n); });
  time("V2 32-bit, unroll 1", [&] { v2<<<grid, blk>>>(b, m, .5f, a, .125f, n); });
  time("V4 int counters, 64-bit subscripts", [&] { v4<<<grid, blk>>>(b, m, .5f, a, .125f, n); });
  time("V5 no loops, 32-bit", [&] { v5<<<grid, blk>>>(b, m, .5f, a, .125f, n); });
  time("V3<2> 32-bit, 2 rows/thread", [&] { v3<2><<<dim3(128, 256), blk>>>(b, m, .5f, a, .125f, n); });
  time("V3<4> 32-bit, 4 rows/thread", [&] { v3<4><<<dim3(128, 128), blk>>>(b, m, .5f, a, .125f, n); });
  time("V3<8> 32-bit, 8 rows/thread", [&] { v3<8><<<dim3(128, 64), blk>>>(b, m, .5f, a, .125f, n); });
  time("V6 row base, 4 rows/thread", [&] { v6<<<dim3(128, 128), blk>>>(b, m, .5f, a, .125f, n); });
  time("V2 32-bit, [128x512]x[32x8] 256thr->[32x16]", [&] { v2<<<dim3(128, 256), dim3(32, 16)>>>(b, m, .5f, a, .125f, n); });
  time("V2 32-bit, block [64x4]", [&] { v2<<<dim3(64, 1024), dim3(64, 4)>>>(b, m, .5f, a, .125f, n); });
  time("V2 32-bit, block [128x2]", [&] { v2<<<dim3(32, 2048), dim3(128, 2)>>>(b, m, .5f, a, .125f, n); });
  time("V0, block [128x2]", [&] { v0<<<dim3(32, 2048), dim3(128, 2)>>>(b, m, .5f, a, .125f, n); });
  time("cudaMemcpy D2D 64 MiB (read+write)", [&] { cudaMemcpyAsync(b, a, N * 4, cudaMemcpyDeviceToDevice); });
  time("V7 long, outer unroll 1, inner unroll 4, grid/4", [&] { v7<<<dim3(128, 128), blk>>>(b, m, .5f, a, .125f, n); });
  {
    int n3 = 512;
    size_t N3 = size_t(n3) * n3 * n3;
    float *a3, *b3;
    cudaMalloc(&a3, N3 * 4);
    cudaMalloc(&b3, N3 * 4);
    cudaMemset(a3, 0, N3 * 4);
    auto t3 = [&](const char *name, auto launch) {
      std::vector<float> t;
      for (int r = 0; r < 20; ++r) {
        cudaEventRecord(s_);
        launch();
        cudaEventRecord(e_);
        cudaEventSynchronize(e_);
        float ms;
        cudaEventElapsedTime(&ms, s_, e_);
        if (r >= 3) t.push_back(ms);
      }
      std::sort(t.begin(), t.end());
      float med = t[t.size() / 2];
      printf("%-40s %8.1f us %7.0f GB/s  %s\n", name, med * 1e3, 2.0 * N3 * 4 / (med * 1e6), cudaGetErrorString(cudaGetLastError()));
    };
    dim3 b3d(32, 8, 1);
    t3("3-D S0 printed [16x64x510]x[32x8x1]", [&] { s0<<<dim3(16, 64, 510), b3d>>>(b3, n3, .4f, a3, .1f); });
    t3("3-D unroll 1 everywhere", [&] { s3d<1, false><<<dim3(16, 64, 510), b3d>>>(b3, n3, .4f, a3, .1f); });
    t3("3-D inner unroll 4, z grid/4", [&] { s3d<4, false><<<dim3(16, 64, 128), b3d>>>(b3, n3, .4f, a3, .1f); });
    t3("3-D inner unroll 8, z grid/8", [&] { s3d<8, false><<<dim3(16, 64, 64), b3d>>>(b3, n3, .4f, a3, .1f); });
    t3("3-D D2D copy 512 MiB", [&] { cudaMemcpyAsync(b3, a3, N3 * 4, cudaMemcpyDeviceToDevice); });
    int nt = 1 << 27;
    float *c3 = a3 + (N3 - nt);
    auto tt = [&](const char *name, auto launch) {
      std::vector<float> t;
      for (int r = 0; r < 20; ++r) {
        cudaEventRecord(s_);
        launch();
        cudaEventRecord(e_);
        cudaEventSynchronize(e_);
        float ms;
        cudaEventElapsedTime(&ms, s_, e_);
        if (r >= 3) t.push_back(ms);
      }
      std::sort(t.begin(), t.end());
      float med = t[t.size() / 2];
      printf("%-40s %8.1f us %7.0f GB/s  %s\n", name, med * 1e3, 12.0 * nt / (med * 1e6), cudaGetErrorString(cudaGetLastError()));
    };
    tt("triad T0 printed [524288]x[256]", [&] { t0<<<524288, 256>>>(b3, a3, 1.5f, c3, nt); });
    tt("triad unroll 4, grid/4", [&] { t1<4><<<131072, 256>>>(b3, a3, 1.5f, c3, nt); });
    tt("triad unroll 8, grid/8", [&] { t1<8><<<65536, 256>>>(b3, a3, 1.5f, c3, nt); });
    tt("triad unroll 4, grid 132*8*4", [&] { t1<4><<<132*32, 256>>>(b3, a3, 1.5f, c3, nt); });
    t3("3-D z chunks of 16, long", [&] { s2<16, long><<<dim3(16, 64, 32), b3d>>>(b3, n3, .4f, a3, .1f); });
    t3("3-D z chunks of 32, long", [&] { s2<32, long><<<dim3(16, 64, 16), b3d>>>(b3, n3, .4f, a3, .1f); });
    t3("3-D z chunks of 32, int", [&] { s2<32, int><<<dim3(16, 64, 16), b3d>>>(b3, n3, .4f, a3, .1f); });
    t3("3-D z chunks of 64, int", [&] { s2<64, int><<<dim3(16, 64, 8), b3d>>>(b3, n3, .4f, a3, .1f); });
    t3("3-D z chunks of 32, int, block 64x4", [&] { s2<32, int><<<dim3(8, 128, 16), dim3(64, 4, 1)>>>(b3, n3, .4f, a3, .1f); });
    {
      float *x, *y, *z;
      cudaMalloc(&x, nt * 4); cudaMalloc(&y, nt * 4); cudaMalloc(&z, nt * 4);
      cudaMemset(y, 1, nt * 4); cudaMemset(z, 2, nt * 4);
      tt("triad(3 arrays) printed", [&] { t0<<<524288, 256>>>(x, y, 1.5f, z, nt); });
      tt("triad(3 arrays) unroll 1 long", [&] { t2<1, long><<<524288, 256>>>(x, y, 1.5f, z, nt); });
      tt("triad(3 arrays) unroll 4 long, grid/4", [&] { t2<4, long><<<131072, 256>>>(x, y, 1.5f, z, nt); });
      tt("triad(3 arrays) unroll 4 int, grid/4", [&] { t2<4, int><<<131072, 256>>>(x, y, 1.5f, z, nt); });
      tt("triad(3 arrays) unroll 8 int, grid/8", [&] { t2<8, int><<<65536, 256>>>(x, y, 1.5f, z, nt); });
      tt("triad(3 arrays) unroll 1 int", [&] { t2<1, int><<<524288, 256>>>(x, y, 1.5f, z, nt); });
    }
  }
  return 0;
}
