// An OpenMP loop directive and an accelerator loop construct on one loop,
// in either order, with -fopenmp: one clear error at the accelerator
// directive (the first order said "must be followed by a 'for' loop", the
// second pointed at the statement after the loop).
// RUN: %cuacc -fsyntax-only -fopenmp -Xclang -verify %s

void scale(int n, float *restrict a) {
  // expected-error@+1 {{'#pragma acc kernels loop' and '#pragma omp parallel for' on one loop: cuacc does not combine an OpenMP directive with an accelerator construct}}
#pragma acc kernels loop
#pragma omp parallel for
  for (int i = 0; i < n; ++i)
    a[i] *= 2;
#pragma omp parallel for simd
  // expected-error@+1 {{'#pragma acc parallel loop' and '#pragma omp parallel for simd' on one loop}}
#pragma acc parallel loop
  for (int i = 0; i < n; ++i)
    a[i] += 1;
  a[0] = 0;
}
