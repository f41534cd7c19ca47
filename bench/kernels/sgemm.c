/* C = A B, A n x p, B p x m, row-major: the textbook triple loop. */
#include "bench.h"

void FN(sgemm)(int n, int m, int p, const float (*restrict A)[p],
               const float (*restrict B)[m], float (*restrict C)[m]) {
#pragma acc region copyin(A[0:n-1][0:p-1], B[0:p-1][0:m-1]) copyout(C[0:n-1][0:m-1])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float sum = 0;
      for (int k = 0; k < p; ++k)
        sum += A[i][k] * B[k][j];
      C[i][j] = sum;
    }
}

#ifndef BENCH_SERIAL
void sgemm_resident(int n, int m, int p, const float (*restrict A)[p],
                    const float (*restrict B)[m], float (*restrict C)[m],
                    int reps) {
#pragma acc data region copyin(A[0:n-1][0:p-1], B[0:p-1][0:m-1]) copyout(C[0:n-1][0:m-1])
  for (int r = 0; r < reps; ++r) {
    bench_mark_begin();
    sgemm_acc(n, m, p, A, B, C);
    bench_mark_end();
  }
}
#endif
