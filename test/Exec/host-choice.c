// A region, or a data region with its regions, runs on the host where the
// runtime's cost model estimates the host faster for the trip counts of
// this run (cuacc_host_pays): small sizes. Never where its data is present
// already, never where a count is unknown before it, and only on a GPU
// unless CUACC_HOST_CHOICE=on (the emulated device then prices itself as
// one). Either way the program prints what the plain build prints: the
// host runs the statement as written, here with macros at a loop's edges,
// an unsigned bound, -0.0 and NaN.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -lm -o %t.plain
// RUN: %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=on %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ FileCheck --check-prefix=ON %s < %t.emu %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=on PGI_ACC_TIME=1 ACC_DEVICE=emulate %t 2>&1 >/dev/null | FileCheck --check-prefix=REPORT %s %}
// The emulated device by default, and CUACC_HOST_CHOICE=off: every region
// on the device.
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ FileCheck --check-prefix=DEVICE --implicit-check-not='on host' %s < %t.emu %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ FileCheck --check-prefix=DEVICE --implicit-check-not='on host' %s < %t.emu %}
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=lowered %s | FileCheck --check-prefix=LOWERED %s
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define EACH(i, n) for (int i = 0; i < (n); ++i)
#define END_EACH
typedef unsigned long count_t;

// A region alone, with its own clauses: 100 iterations.
// MINFO-LABEL: scale:
// MINFO: Accelerator region may run on the host
// ON: region on host file=host-choice.c function=scale line=[[@LINE+3]]: estimated faster on the host
// REPORT: [[@LINE+2]]: region ran on the host 1 time: estimated faster on the host
static void scale(int n, double *restrict a, const double *restrict b) {
#pragma acc region copyin(b[0:n-1]) copyout(a[0:n-1])
  EACH(i, n) { a[i] = -2 * b[i]; }
  END_EACH
}

// Regions in a data region, as PolyBench writes them: the data region
// weighs both (an unsigned bound) and stays on the host; its regions find
// nothing present and choose the host too.
// MINFO-LABEL: axpy_then_product:
// MINFO: Data region may run on the host
// ON: data region on host file=host-choice.c function=axpy_then_product line=[[@LINE+4]]: estimated faster
// ON: region on host file=host-choice.c function=axpy_then_product line=[[@LINE+5]]
static void axpy_then_product(count_t n, double *restrict x,
                              double *restrict y, double *restrict z) {
#pragma acc data region copyin(x[0:n-1]) copy(y[0:n-1]) copyout(z[0:n-1])
  {
#pragma acc region
    for (count_t i = 0; i < n; ++i)
      y[i] += x[i];
#pragma acc region
    for (count_t i = 0; i < n; ++i)
      z[i] = y[i] * x[i];
  }
}

// A product of 64^3 iterations: its work outweighs its transfers.
// ON: launch CUDA kernel file=host-choice.c function=product
// DEVICE: launch CUDA kernel file=host-choice.c function=scale
// DEVICE: launch CUDA kernel file=host-choice.c function=axpy_then_product
// DEVICE: launch CUDA kernel file=host-choice.c function=axpy_then_product
// DEVICE: launch CUDA kernel file=host-choice.c function=product
static void product(int n, float A[n][n], float B[n][n], float C[n][n]) {
#pragma acc region copyin(A[0:n-1][0:n-1], B[0:n-1][0:n-1]) copyout(C[0:n-1][0:n-1])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float s = 0;
      for (int k = 0; k < n; ++k)
        s += A[i][k] * B[k][j];
      C[i][j] = s;
    }
}

// Its data region runs its regions in a loop of its own: a count per
// entry is not known, so it is not weighed, and its regions find their
// data present: every step on the device, however small.
// ON: launch CUDA kernel file=host-choice.c function=steps
// DEVICE: launch CUDA kernel file=host-choice.c function=steps
static void steps(int n, int t, double *restrict a, double *restrict b) {
#pragma acc data region copy(a[0:n-1]) local(b[0:n-1])
  for (int s = 0; s < t; ++s) {
#pragma acc region
    for (int i = 0; i < n; ++i)
      b[i] = a[i] * 0.5;
#pragma acc region
    for (int i = 1; i < n; ++i)
      a[i] = b[i] + b[i - 1];
  }
}

// A region whose data a caller's data region holds: on the device.
// ON: launch CUDA kernel file=host-choice.c function=negate
// DEVICE: launch CUDA kernel file=host-choice.c function=negate
static void negate(int n, double *a) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    a[i] = -a[i];
}
static void held(int n, double *a) {
#pragma acc data region copy(a[0:n-1])
  { negate(n, a); }
}

// A while loop in the region: its work is not counted, no choice.
// MINFO-LABEL: converge:
// MINFO-NOT: may run on the host
// ON: launch CUDA kernel file=host-choice.c function=converge
// DEVICE: launch CUDA kernel file=host-choice.c function=converge
static void converge(int n, double *restrict a) {
#pragma acc region copy(a[0:n-1])
  {
    int rounds = 0;
    while (rounds < 3) {
      for (int i = 0; i < n; ++i)
        a[i] = a[i] * 0.5 + 1;
      ++rounds;
    }
  }
}

// LOWERED: region {{.*}} in scale
// LOWERED: on the host where it pays: iterations [0 .. 2*n-2 step 2], in one block 0, launches 1{{$}}
// LOWERED: region {{.*}} in product
// Its arrays may overlap, but its host version (Exec/host-version.c), run
// where the checks find them apart, runs as fast as the plain build's.
// LOWERED: on the host where it pays: iterations [0 .. 2*n-2 step 2] + [0 .. 2*n-2 step 2] * [0 .. 2*n-2 step 2] + [0 .. 2*n-2 step 2] * [0 .. 2*n-2 step 2] * [0 .. 2*n-2 step 2], in one block 0, launches 1{{$}}

static double sum(const double *a, int n) {
  double s = 0;
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

int main(void) {
  enum { N = 100, M = 64 };
  double *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b);
  double *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
  double *z = malloc(N * sizeof *z);
  float(*A)[M] = malloc(sizeof(float[M][M]));
  float(*B)[M] = malloc(sizeof(float[M][M]));
  float(*C)[M] = malloc(sizeof(float[M][M]));
  for (int i = 0; i < N; ++i) {
    b[i] = i % 7 == 0 ? 0.0 : i % 11 == 0 ? NAN : i * 0.25;
    x[i] = i * 0.5;
    y[i] = -0.0;
    z[i] = 1;
  }
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < M; ++j) {
      A[i][j] = (float)((i * j) % 5) - 2;
      B[i][j] = (float)((i + j) % 3) * 0.5f;
    }
  scale(N, a, b);
  printf("scale: a[0] %g a[11] %g a[7] %g a[3] %g\n", a[0], a[11], a[7], a[3]);
  axpy_then_product((count_t)N, x, y, z);
  printf("axpy: %.17g %.17g\n", sum(y, N), sum(z, N));
  product(M, A, B, C);
  double c = 0;
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < M; ++j)
      c += C[i][j] * (i + 1);
  printf("product: %.9g\n", c);
  steps(N, 3, x, a);
  printf("steps: %.17g\n", sum(x, N));
  held(N, y);
  printf("held: %.17g\n", sum(y, N));
  converge(N, z);
  printf("converge: %.17g\n", sum(z, N));
  free(a), free(b), free(x), free(y), free(z), free(A), free(B), free(C);
  return 0;
}
