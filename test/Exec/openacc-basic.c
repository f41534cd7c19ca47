// OpenACC as users write it today, on cuacc's pipeline: kernels (the
// compiler finds the parallelism), parallel loop (the user asserts it),
// data with [start:length] sections, enter/exit data, update self/device,
// reduction, collapse, present, and the openacc.h routines. Every result
// is checked against the plain build.
// RUN: %clang -O2 -w %s %{cuaccrt} -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENACC
#include <openacc.h>
#endif

#define N 1000
#define M 64

static void saxpy(int n, float a, const float *x, float *y) {
  // MINFO: saxpy:
  // MINFO: Generating copyin(x[0:n])
  // MINFO: Generating copy(y[0:n])
  // MINFO: Accelerator kernel generated
  // MINFO-NEXT: #pragma acc loop gang, vector({{[0-9]+}})
#pragma acc kernels copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

static double dot(int n, const float *x, const float *y) {
  double s = 0;
  // MINFO: dot:
  // MINFO: Sum reduction generated for 's'
  // MINFO: Accelerator kernel generated
#pragma acc parallel loop reduction(+:s) copyin(x[0:n], y[0:n])
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}

/* Several reduction clauses on one construct, one per operator. */
static void stats(int n, const int *v) {
  long s = 0;
  int hi = -1000000, lo = 1000000;
  // MINFO: stats:
  // MINFO-DAG: Sum reduction generated for 's'
  // MINFO-DAG: Max reduction generated for 'hi'
  // MINFO-DAG: Min reduction generated for 'lo'
  // MINFO: Accelerator kernel generated
#pragma acc parallel loop reduction(+:s) reduction(max:hi) reduction(min:lo) copyin(v[0:n])
  for (int i = 0; i < n; i++) {
    s += v[i];
    hi = v[i] > hi ? v[i] : hi;
    lo = v[i] < lo ? v[i] : lo;
  }
  printf("stats %ld %d %d\n", s, hi, lo);
}

static void grid(int rows, int cols, float g[rows][cols]) {
  // MINFO: grid:
  // MINFO: Generating copyout(g[0:rows][0:cols])
  // MINFO: Accelerator kernel generated
  // MINFO-NEXT: #pragma acc loop gang, vector({{[0-9]+}}) /* blockIdx.y threadIdx.y */
  // MINFO-NEXT: #pragma acc loop gang, vector({{[0-9]+}}) /* blockIdx.x threadIdx.x */
#pragma acc parallel loop collapse(2) copyout(g[0:rows][0:cols])
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      g[i][j] = (float)(i * cols + j) * 0.5f;
}

static void smooth(int n, float *restrict a, float *restrict b, int steps) {
  // A data region around a time loop: the arrays stay on the device; the
  // regions inside find them present.
  // MINFO: smooth:
  // MINFO: Generating copy(a[0:n])
  // MINFO-NEXT: Generating create(b[0:n])
  // MINFO: Generating present(a[0:n])
#pragma acc data copy(a[0:n]) create(b[0:n])
  {
    for (int t = 0; t < steps; t++) {
#pragma acc parallel loop present(a[0:n], b[0:n])
      for (int i = 1; i < n - 1; i++)
        b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0f;
#pragma acc parallel loop
      for (int i = 1; i < n - 1; i++)
        a[i] = b[i];
    }
    // The host looks at the middle element through update self.
#pragma acc update self(a[n / 2:1])
    printf("smooth mid %.4f\n", a[n / 2]);
  }
}

static void unstructured(int n, float *v) {
  // enter data / exit data: the array lives on the device between them.
  // Inferred sections are said in OpenACC's words too.
  // MINFO: unstructured:
  // MINFO: Generating implicit copy(v[:n])
#pragma acc enter data copyin(v[0:n])
#pragma acc kernels
  for (int i = 0; i < n; i++)
    v[i] = v[i] * 2.0f + 1.0f;
  v[0] = -1.0f; // the host copy; the device's is what exit data brings back
#pragma acc update device(v[0:1]) if_present
#pragma acc exit data copyout(v[0:n])
}

int main(void) {
  float *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
  for (int i = 0; i < N; i++) {
    x[i] = (float)i / 7.0f;
    y[i] = (float)(N - i);
  }
  saxpy(N, 2.0f, x, y);
  printf("saxpy %.3f %.3f\n", y[1], y[N - 1]);
  printf("dot %.3f\n", dot(N, x, y));
  int v[N];
  for (int i = 0; i < N; i++)
    v[i] = (i * 37) % 101 - 50;
  stats(N, v);

  float (*g)[M] = malloc(sizeof(float[16][M]));
  grid(16, M, g);
  printf("grid %.1f %.1f\n", g[3][5], g[15][M - 1]);

  float *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b);
  for (int i = 0; i < N; i++)
    a[i] = (float)(i % 17);
  smooth(N, a, b, 10);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += a[i];
  printf("smooth sum %.4f\n", s);

  unstructured(N, x);
  printf("unstructured %.3f %.3f\n", x[0], x[N - 1]);

#ifdef _OPENACC
  // The routines: copyin, present, update, copyout.
  acc_copyin(y, N * sizeof *y);
  printf("present %d %d\n", acc_is_present(y, N * sizeof *y) ||
                                acc_get_device_type() == acc_device_host,
         acc_async_test_all());
  acc_copyout(y, N * sizeof *y);
#else
  printf("present 1 1\n");
#endif
  free(x), free(y), free(g), free(a), free(b);
  return 0;
}
