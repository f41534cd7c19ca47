/* b = a^T for an n x m a. */
#include "bench.h"

void FN(transpose)(int n, int m, const float (*restrict a)[m],
                   float (*restrict b)[n]) {
#pragma acc region copyin(a[0:n-1][0:m-1]) copyout(b[0:m-1][0:n-1])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      b[j][i] = a[i][j];
}

#ifndef BENCH_SERIAL
void transpose_resident(int n, int m, const float (*restrict a)[m],
                        float (*restrict b)[n], int reps) {
#pragma acc data region copyin(a[0:n-1][0:m-1]) copyout(b[0:m-1][0:n-1])
  for (int r = 0; r < reps; ++r) {
    bench_mark_begin();
    transpose_acc(n, m, a, b);
    bench_mark_end();
  }
}
#endif
