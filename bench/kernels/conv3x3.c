/* 3x3 convolution of the interior of an n x m image. */
#include "bench.h"

void FN(conv3x3)(int n, int m, const float (*restrict a)[m],
                 const float (*restrict w)[3], float (*restrict b)[m]) {
#pragma acc region copyin(a[0:n-1][0:m-1], w[0:2][0:2]) copyout(b[1:n-2][1:m-2])
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < m - 1; ++j) {
      float sum = 0;
      for (int di = 0; di < 3; ++di)
        for (int dj = 0; dj < 3; ++dj)
          sum += w[di][dj] * a[i + di - 1][j + dj - 1];
      b[i][j] = sum;
    }
}

#ifndef BENCH_SERIAL
void conv3x3_resident(int n, int m, const float (*restrict a)[m],
                      const float (*restrict w)[3], float (*restrict b)[m],
                      int reps) {
#pragma acc data region copyin(a[0:n-1][0:m-1], w[0:2][0:2]) copyout(b[1:n-2][1:m-2])
  for (int r = 0; r < reps; ++r) {
    bench_mark_begin();
    conv3x3_acc(n, m, a, w, b);
    bench_mark_end();
  }
}
#endif
