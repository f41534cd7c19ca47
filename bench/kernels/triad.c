/* STREAM triad: a = b + s*c. */
#include "bench.h"

void FN(triad)(int n, float *restrict a, const float *restrict b,
               const float *restrict c, float s) {
#pragma acc region copyin(b[0:n-1], c[0:n-1]) copyout(a[0:n-1])
  for (int i = 0; i < n; ++i)
    a[i] = b[i] + s * c[i];
}

#ifndef BENCH_SERIAL
void triad_resident(int n, float *restrict a, const float *restrict b,
                    const float *restrict c, float s, int reps) {
#pragma acc data region copyin(b[0:n-1], c[0:n-1]) copyout(a[0:n-1])
  for (int r = 0; r < reps; ++r) {
    bench_mark_begin();
    triad_acc(n, a, b, c, s);
    bench_mark_end();
  }
}
#endif
