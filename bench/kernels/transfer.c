/* Pageable-array transfers through cuacc's data clauses: a data region
 * that copies n floats in, and an update that copies them back. A kernel
 * writes one element first: an update host of a device copy no kernel has
 * written moves nothing (the host's copy is as new), and timed nothing
 * before (184872 GB/s "down"). */
#include "bench.h"

#ifndef BENCH_SERIAL
void transfer_resident(int n, float *restrict a, int reps, double *up_ms,
                       double *down_ms) {
  for (int r = 0; r < reps; ++r) {
    double t0 = bench_now_ms(), t1 = t0;
#pragma acc data region copyin(a[0:n-1])
    {
      t1 = bench_now_ms();
#pragma acc region
      for (int i = 0; i < 1; i++)
        a[i] = a[i] * 1.0f;
      double t2 = bench_now_ms();
#pragma acc update host(a[0:n-1])
      down_ms[r] = bench_now_ms() - t2;
    }
    up_ms[r] = t1 - t0;
  }
}
#endif
