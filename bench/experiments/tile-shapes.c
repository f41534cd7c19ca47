/* Which tile shape for which product size (issue #31)? The textbook triple
 * loop, data resident, each size timed under every CUACC_TILE setting the
 * caller exports (0: 128 x 128 blocks, 1: 64 x 64, none: plain, unset: the
 * runtime's pick). Build here, run on the GPU machine:
 *   clang-19 -O2 -fplugin=build/lib/cuacc.so bench/experiments/tile-shapes.c \
 *     -Lbuild/lib -lcuaccrt -Wl,-rpath,'$ORIGIN' -o build/lib/tile-shapes
 *   export PGI_ACC_SYNCHRONOUS=1  # each region waits for its kernel
 *   for t in 0 1 none ""; do CUACC_TILE=$t build/lib/tile-shapes; done */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void product(int n, int m, int p, const float (*restrict a)[p],
                    const float (*restrict b)[m], float (*restrict c)[m]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float s = 0;
      for (int k = 0; k < p; ++k)
        s += a[i][k] * b[k][j];
      c[i][j] = s;
    }
}

static double timed(int n, int m, int p) {
  float(*a)[p] = malloc(sizeof(float) * n * p);
  float(*b)[m] = malloc(sizeof(float) * p * m);
  float(*c)[m] = malloc(sizeof(float) * n * m);
  for (int i = 0; i < n; ++i)
    for (int k = 0; k < p; ++k)
      a[i][k] = (float)((i * 7 + k) % 13) / 13;
  for (int k = 0; k < p; ++k)
    for (int j = 0; j < m; ++j)
      b[k][j] = (float)((k * 3 + j) % 11) / 11;
  double best = 1e30;
  int reps = n * (double)m * p > 1e9 ? 5 : 20;
#pragma acc data region copyin(a[0:n-1][0:p-1], b[0:p-1][0:m-1]) copyout(c[0:n-1][0:m-1])
  {
    product(n, m, p, a, b, c); /* loads the module */
    for (int r = 0; r < reps; ++r) {
      double t0 = now_ms();
      product(n, m, p, a, b, c);
      double t = now_ms() - t0;
      best = t < best ? t : best;
    }
  }
  double err = 0;
  for (int i = 0; i < n; i += n / 7 + 1)
    for (int j = 0; j < m; j += m / 5 + 1) {
      double s = 0;
      for (int k = 0; k < p; ++k)
        s += a[i][k] * b[k][j];
      double e = (c[i][j] - s) / (s ? s : 1);
      err = e > err ? e : -e > err ? -e : err;
    }
  free(a);
  free(b);
  free(c);
  return err < 1e-4 ? best : -1;
}

int main(void) {
  static const int sizes[][3] = {{256, 288, 320}, {100, 90, 1000},
                                 {512, 512, 512}, {1024, 1024, 1024},
                                 {1536, 1536, 1536}, {2048, 2048, 2048},
                                 {4096, 4096, 4096}};
  const char *t = getenv("CUACC_TILE");
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; ++s) {
    int n = sizes[s][0], m = sizes[s][1], p = sizes[s][2];
    double ms = timed(n, m, p);
    printf("CUACC_TILE=%-5s %5dx%5dx%5d %9.3f ms %8.1f GFLOP/s\n",
           t && *t ? t : "auto", n, m, p, ms, 2.0 * n * m * p / ms / 1e6);
  }
  return 0;
}
