/* C = A B^T (B given as m x p) and C = A^T B (A given as p x n), written as
 * the plain triple loop like sgemm.c: the same tile machinery serves both. */
#include "bench.h"

void FN(sgemm_nt)(int n, int m, int p, const float (*restrict A)[p],
                  const float (*restrict Bt)[p], float (*restrict C)[m]) {
#pragma acc region copyin(A[0:n-1][0:p-1], Bt[0:m-1][0:p-1]) copyout(C[0:n-1][0:m-1])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float sum = 0;
      for (int k = 0; k < p; ++k)
        sum += A[i][k] * Bt[j][k];
      C[i][j] = sum;
    }
}

void FN(sgemm_tn)(int n, int m, int p, const float (*restrict At)[n],
                  const float (*restrict B)[m], float (*restrict C)[m]) {
#pragma acc region copyin(At[0:p-1][0:n-1], B[0:p-1][0:m-1]) copyout(C[0:n-1][0:m-1])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float sum = 0;
      for (int k = 0; k < p; ++k)
        sum += At[k][i] * B[k][j];
      C[i][j] = sum;
    }
}

#ifndef BENCH_SERIAL
void sgemm_nt_resident(int n, int m, int p, const float (*restrict A)[p],
                       const float (*restrict Bt)[p], float (*restrict C)[m],
                       int reps) {
#pragma acc data region copyin(A[0:n-1][0:p-1], Bt[0:m-1][0:p-1]) copyout(C[0:n-1][0:m-1])
  for (int r = 0; r < reps; ++r) {
    bench_mark_begin();
    sgemm_nt_acc(n, m, p, A, Bt, C);
    bench_mark_end();
  }
}

void sgemm_tn_resident(int n, int m, int p, const float (*restrict At)[n],
                       const float (*restrict B)[m], float (*restrict C)[m],
                       int reps) {
#pragma acc data region copyin(At[0:p-1][0:n-1], B[0:p-1][0:m-1]) copyout(C[0:n-1][0:m-1])
  for (int r = 0; r < reps; ++r) {
    bench_mark_begin();
    sgemm_tn_acc(n, m, p, At, B, C);
    bench_mark_end();
  }
}
#endif
