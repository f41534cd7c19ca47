// Triangular nests with size_t indices in a two-dimensional grid: the
// kernel runs the rectangle around the triangle and guards each thread
// with the inner loop's bounds. The guard compared the unsigned index with
// the bound as a long: 'j <= (long)i - 1' at i = 0 converted -1 to a large
// unsigned value, so the empty row 0 ran every j of the rectangle, a
// silent wrong answer (0.5% off here) on the GPU and the emulator. Found
// while testing decrementing loops (2026-11-29). Now the index is compared
// as a long. Covered: j < i, j <= i, j from i + 1, j from i - 1 down
// ('j-- > 0'), unsigned int indices, sizes 0, 1, 2 and 40. Prints what the
// plain build prints.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
// MINFO-LABEL: below:
// MINFO: Accelerator kernel generated
// MINFO: #pragma acc loop gang, vector({{[0-9]+}}) /* blockIdx.y threadIdx.y */
// MINFO-LABEL: down:
// MINFO: Accelerator kernel generated
#include <stddef.h>
#include <stdio.h>

#define N 40
static double a[N][N], x[N];

static void below(size_t n) {
#pragma acc kernels loop
  for (size_t i = 0; i < n; i++)
#pragma acc loop
    for (size_t j = 0; j < i; j++)
      a[i][j] += x[j];
}

static void through(size_t n) {
#pragma acc kernels loop
  for (size_t i = 0; i < n; i++)
#pragma acc loop
    for (size_t j = 0; j <= i; j++)
      a[i][j] -= x[i];
}

static void above(unsigned n) {
#pragma acc kernels loop
  for (unsigned i = 0; i < n; i++)
#pragma acc loop
    for (unsigned j = i + 1; j < n; j++)
      a[i][j] *= 2;
}

static void down(size_t n) {
#pragma acc kernels loop
  for (size_t i = n; i-- > 0;)
#pragma acc loop
    for (size_t j = i; j-- > 0;)
      a[i][j] += x[j] * 3;
}

int main(void) {
  size_t sizes[] = {0, 1, 2, N};
  for (int k = 0; k < 4; k++) {
    for (int i = 0; i < N; i++) {
      x[i] = i % 3 + 1;
      for (int j = 0; j < N; j++)
        a[i][j] = (i + j) % 5;
    }
    size_t n = sizes[k];
    below(n);
    through(n);
    above((unsigned)n);
    down(n);
    double s = 0;
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        s += a[i][j] * (i + 2 * j + 1);
    printf("n=%zu: %.1f\n", n, s);
  }
  return 0;
}
