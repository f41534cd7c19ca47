// -fopenmp: a region that holds an OpenMP construct runs on the host and
// says why; inside a data region its host code updates the device copies
// it writes (the outlined OpenMP body was not walked, so its writes were
// lost: the data region copied the stale device copy back over them).
// RUN: %clang -fopenmp -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -fopenmp -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// MINFO: Accelerator region ignored: the region holds '#pragma omp parallel for', and cuacc does not offload OpenMP constructs
// MINFO-NEXT: Generating update host(a,b) before and update device(a) after the host code, where present
// MINFO: Accelerator region ignored: the region holds '#pragma omp simd', and cuacc does not offload OpenMP constructs
// MINFO-NEXT: Generating update host(a) before and update device(a) after the host code, where present
// MINFO: Accelerator kernel generated
#include <stdio.h>

#define N 1000
static float a[N], b[N];

int main(void) {
  int n = N;
  for (int i = 0; i < N; i++) {
    a[i] = i;
    b[i] = 1;
  }
#pragma acc data region copy(a[0:n-1]) copyin(b[0:n-1])
  {
#pragma acc region
    {
#pragma omp parallel for
      for (int i = 0; i < n; i++)
        a[i] = a[i] * 2 + b[i];
    }
#pragma acc region
    {
#pragma omp simd
      for (int i = 0; i < n; i++)
        a[i] += 1;
    }
#pragma acc region
    for (int i = 0; i < n; i++)
      a[i] *= 3;
  }
  double s = 0;
  for (int i = 0; i < N; i++)
    s += a[i] * (i % 7);
  printf("%f\n", s);
  return 0;
}
