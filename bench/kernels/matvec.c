/* Matrix-vector products with an n x m row-major A, in both orientations:
 * y = A x (a dot product per row) and z = A^T y (a column sum per j),
 * the latter also written row by row, as bicg and atax write it (z[j] +=
 * A[i][j] * y[i] inside 'for (i) for (j)'). */
#include "bench.h"

void FN(matvec)(int n, int m, const float (*restrict A)[m],
                const float *restrict x, float *restrict y) {
#pragma acc region copyin(A[0:n-1][0:m-1], x[0:m-1]) copyout(y[0:n-1])
  for (int i = 0; i < n; ++i) {
    float sum = 0;
    for (int j = 0; j < m; ++j)
      sum += A[i][j] * x[j];
    y[i] = sum;
  }
}

void FN(matvec_t)(int n, int m, const float (*restrict A)[m],
                  const float *restrict y, float *restrict z) {
#pragma acc region copyin(A[0:n-1][0:m-1], y[0:n-1]) copyout(z[0:m-1])
  for (int j = 0; j < m; ++j) {
    float sum = 0;
    for (int i = 0; i < n; ++i)
      sum += A[i][j] * y[i];
    z[j] = sum;
  }
}

void FN(matvec_rows)(int n, int m, const float (*restrict A)[m],
                     const float *restrict y, float *restrict z) {
#pragma acc region copyin(A[0:n-1][0:m-1], y[0:n-1]) copyout(z[0:m-1])
  {
    for (int j = 0; j < m; ++j)
      z[j] = 0;
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j)
        z[j] += A[i][j] * y[i];
  }
}

#ifndef BENCH_SERIAL
void matvec_resident(int n, int m, const float (*restrict A)[m],
                     const float *restrict x, float *restrict y, int reps) {
#pragma acc data region copyin(A[0:n-1][0:m-1], x[0:m-1]) copyout(y[0:n-1])
  for (int r = 0; r < reps; ++r) {
    bench_mark_begin();
    matvec_acc(n, m, A, x, y);
    bench_mark_end();
  }
}

void matvec_t_resident(int n, int m, const float (*restrict A)[m],
                       const float *restrict y, float *restrict z, int reps) {
#pragma acc data region copyin(A[0:n-1][0:m-1], y[0:n-1]) copyout(z[0:m-1])
  for (int r = 0; r < reps; ++r) {
    bench_mark_begin();
    matvec_t_acc(n, m, A, y, z);
    bench_mark_end();
  }
}

void matvec_rows_resident(int n, int m, const float (*restrict A)[m],
                          const float *restrict y, float *restrict z,
                          int reps) {
#pragma acc data region copyin(A[0:n-1][0:m-1], y[0:n-1]) copyout(z[0:m-1])
  for (int r = 0; r < reps; ++r) {
    bench_mark_begin();
    matvec_rows_acc(n, m, A, y, z);
    bench_mark_end();
  }
}
#endif
