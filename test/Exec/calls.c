// Functions of the same file called in a loop run on the device as
// __device__ copies (and the functions they call); math functions map to
// CUDA's.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: %t | FileCheck %s
// MINFO: Accelerator kernel generated
// MINFO-NOT: Accelerator region ignored
// CHECK: calls: PASS
#include "common.h"

static float square(float x) { return x * x; }
static float blend(float a, float b, float w) {
  return square(w) * a + (1 - square(w)) * b + sqrtf(fabsf(a));
}

static void apply(int n, float *restrict out, const float *restrict a,
                  const float *restrict b) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    out[i] = blend(a[i], b[i], 0.25f);
}

int main(void) {
  int n = 100000;
  float *a = malloc(sizeof(float) * n), *b = malloc(sizeof(float) * n);
  float *o = malloc(sizeof(float) * n), *r = malloc(sizeof(float) * n);
  fill(a, n, 15);
  fill(b, n, 16);
  apply(n, o, a, b);
  for (int i = 0; i < n; ++i)
    r[i] = blend(a[i], b[i], 0.25f);
  return !check("calls", o, r, n, 1e-6f);
}

// The same program on the emulated device (kernels on the CPU, separate
// device memory): the same results.
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
