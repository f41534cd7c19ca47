/* 7-point 3-D stencil on an n^3 grid, swept 'iters' times with the grids
 * swapped (as jacobi.c). */
#include "bench.h"

void FN(stencil3d_sweep)(int n, const float (*restrict a)[n][n],
                  float (*restrict b)[n][n], float c0, float c1) {
#pragma acc region
  for (int k = 1; k < n - 1; ++k)
    for (int j = 1; j < n - 1; ++j)
      for (int i = 1; i < n - 1; ++i)
        b[k][j][i] = c0 * a[k][j][i] +
                     c1 * (a[k - 1][j][i] + a[k + 1][j][i] + a[k][j - 1][i] +
                           a[k][j + 1][i] + a[k][j][i - 1] + a[k][j][i + 1]);
}

void FN(stencil3d)(int n, float (*a)[n][n], float (*b)[n][n], int iters,
                   float c0, float c1) {
#pragma acc data region copy(a[0:n-1][0:n-1][0:n-1]) copyin(b[0:n-1][0:n-1][0:n-1])
  for (int it = 0; it < iters; it += 2) {
    FN(stencil3d_sweep)(n, a, b, c0, c1);
    FN(stencil3d_sweep)(n, b, a, c0, c1);
  }
}

#ifndef BENCH_SERIAL
void stencil3d_resident(int n, float (*a)[n][n], float (*b)[n][n], float c0,
                        float c1, int reps) {
#pragma acc data region copyin(a[0:n-1][0:n-1][0:n-1]) copy(b[0:n-1][0:n-1][0:n-1])
  for (int r = 0; r < reps; ++r) {
    bench_mark_begin();
    FN(stencil3d_sweep)(n, a, b, c0, c1);
    bench_mark_end();
  }
}
#endif
