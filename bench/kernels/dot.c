/* Dot product: a sum reduction over n products. */
#include "bench.h"

float FN(dot)(int n, const float *restrict x, const float *restrict y) {
  float sum = 0;
#pragma acc region copyin(x[0:n-1], y[0:n-1])
  for (int i = 0; i < n; ++i)
    sum += x[i] * y[i];
  return sum;
}

#ifndef BENCH_SERIAL
float dot_resident(int n, const float *restrict x, const float *restrict y,
                   int reps) {
  float sum = 0;
#pragma acc data region copyin(x[0:n-1], y[0:n-1])
  for (int r = 0; r < reps; ++r) {
    bench_mark_begin();
    sum = dot_acc(n, x, y);
    bench_mark_end();
  }
  return sum;
}
#endif
