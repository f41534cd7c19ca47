/* Jacobi 4-point 2-D stencil. Each sweep reads one grid and writes the
 * other; the caller swaps them, so the iterations stay inside one data
 * region (boundary values are in both grids from the start). */
#include "bench.h"

void FN(jacobi_sweep)(int n, int m, const float (*restrict a)[m],
                  float (*restrict b)[m], float w0, float w1) {
#pragma acc region
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < m - 1; ++j)
      b[i][j] = w0 * a[i][j] +
                w1 * (a[i - 1][j] + a[i][j - 1] + a[i + 1][j] + a[i][j + 1]);
}

/* The same sweep with the article's tuning hint: a's neighbourhood staged
 * in shared memory per block. */
void FN(jacobi_cached_sweep)(int n, int m, const float (*restrict a)[m],
                             float (*restrict b)[m], float w0, float w1) {
#pragma acc region
  {
#pragma acc for parallel cache(a[i-1:i+1][j-1:j+1])
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < m - 1; ++j)
        b[i][j] = w0 * a[i][j] +
                  w1 * (a[i - 1][j] + a[i][j - 1] + a[i + 1][j] + a[i][j + 1]);
  }
}

/* 'iters' sweeps (even: the result is in a). */
void FN(jacobi)(int n, int m, float (*a)[m], float (*b)[m], int iters,
                float w0, float w1) {
#pragma acc data region copy(a[0:n-1][0:m-1]) copyin(b[0:n-1][0:m-1])
  for (int it = 0; it < iters; it += 2) {
    FN(jacobi_sweep)(n, m, a, b, w0, w1);
    FN(jacobi_sweep)(n, m, b, a, w0, w1);
  }
}

void FN(jacobi_cached)(int n, int m, float (*a)[m], float (*b)[m], int iters,
                       float w0, float w1) {
#pragma acc data region copy(a[0:n-1][0:m-1]) copyin(b[0:n-1][0:m-1])
  for (int it = 0; it < iters; it += 2) {
    FN(jacobi_cached_sweep)(n, m, a, b, w0, w1);
    FN(jacobi_cached_sweep)(n, m, b, a, w0, w1);
  }
}

#ifndef BENCH_SERIAL
void jacobi_cached_resident(int n, int m, float (*a)[m], float (*b)[m],
                            float w0, float w1, int reps) {
#pragma acc data region copyin(a[0:n-1][0:m-1]) copy(b[0:n-1][0:m-1])
  for (int r = 0; r < reps; ++r) {
    bench_mark_begin();
    jacobi_cached_sweep_acc(n, m, a, b, w0, w1);
    bench_mark_end();
  }
}

void jacobi_resident(int n, int m, float (*a)[m], float (*b)[m], float w0,
                     float w1, int reps) {
#pragma acc data region copyin(a[0:n-1][0:m-1]) copy(b[0:n-1][0:m-1])
  for (int r = 0; r < reps; ++r) {
    bench_mark_begin();
    FN(jacobi_sweep)(n, m, a, b, w0, w1);
    bench_mark_end();
  }
}
#endif
