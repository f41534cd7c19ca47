// Region and data-region statements whose first or last token comes from a
// macro expansion or an included file: cuacc puts its code around the
// expansion or the '#include' line. Inside a data region, a region that runs
// on the host lost its results when its statement ended in a macro (the
// host code that updates the device copies was silently left out: the data
// region copied the untouched device copy back over them); outside one, a
// region ending in a macro stayed on the host with a false "comes from a
// macro expansion" warning; a data region closed by a macro was not
// generated at all; a loop body from '#include' never ran on the device.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO --implicit-check-not=warning: %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env ACC_DEVICE=emulate ACC_NOTIFY=1 %t 2>&1 | FileCheck --check-prefix=EMU %s %}
#include <stdio.h>

#define SCALAR_VAL(x) x
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define CHAIN a[i] = a[i - 1] + 1;
#define CLOSE }
#define OPEN {
#define FOR_I(lo, n) for (i = lo; i < (n); i++)
#define N 40

static float A[N][N], a[N], b[N], c[N];

static void init(void) {
  for (int i = 0; i < N; i++) {
    a[i] = (float)i;
    b[i] = 1.0f;
    for (int j = 0; j < N; j++)
      A[i][j] = (float)(i + j);
  }
}

static void print(const char *What) {
  double s = 0, t = 0;
  for (int i = 0; i < N; i++) {
    s += a[i] * (i + 1) + c[i];
    for (int j = 0; j < N; j++)
      t += A[i][j] * (j + 1);
  }
  printf("%s: %.6f %.6f\n", What, s, t);
}

// MINFO-LABEL: ends_in_macros:
// MINFO: Generating update host(A) before and update device(A) after the host code, where present
// MINFO: Generating update host(a) before and update device(a) after the host code, where present
// MINFO: Generating update host(a) before and update device(a) after the host code, where present
static void ends_in_macros(int n) {
  int i, j;
#pragma acc data region copy(A[0:n-1][0:n-1], a[0:n-1])
  {
    // Seidel-like: a carried dependence keeps it on the host.
#pragma acc region
    for (i = 1; i < n; i++)
      for (j = 1; j < n; j++)
        A[i][j] = (A[i - 1][j] + A[i][j - 1] + A[i][j]) / SCALAR_VAL(3.0f);
#pragma acc region
    for (i = 1; i < n; i++)
      CHAIN
#pragma acc region
    for (i = 1; i < n; i++) {
      a[i] = a[i - 1] * 0.5f + a[i];
    CLOSE
  }
}

// MINFO-LABEL: starts_in_macros:
// MINFO: Accelerator kernel generated
// MINFO: Accelerator kernel generated
// EMU-DAG: launch CUDA kernel file=macro-edges.c function=starts_in_macros line=[[#@LINE+7]]
// EMU-DAG: launch CUDA kernel file=macro-edges.c function=starts_in_macros line=[[#@LINE+8]]
static void starts_in_macros(int n) {
  int i;
#pragma acc data region copy(a[0:n-1]) copyin(b[0:n-1])
  OPEN
#pragma acc region
    FOR_I(0, n) { a[i] = a[i] * 2; }
#pragma acc region
    FOR_I(0, n)
      c[i] = MAX(a[i], 50.0f);
#pragma acc update host(a[0:n-1])
  CLOSE
}

// MINFO-LABEL: included_bodies:
// MINFO: Accelerator kernel generated
// MINFO: Accelerator kernel generated
// MINFO: Accelerator kernel generated
// EMU-DAG: launch CUDA kernel file=macro-edges.c function=included_bodies line=[[#@LINE+8]]
// EMU-DAG: launch CUDA kernel file=macro-edges.c function=included_bodies line=[[#@LINE+11]]
// EMU-DAG: launch CUDA kernel file=macro-edges.c function=included_bodies line=[[#@LINE+13]]
static void included_bodies(int n) {
  int i;
#pragma acc data region copy(a[0:n-1]) copyin(b[0:n-1])
  {
#pragma acc region
    for (i = 0; i < n; i++) {
#include "Inputs/macro-edges-body.inc"
    }
#pragma acc region
    for (i = 0; i < n; i++)
#include "Inputs/macro-edges-body.inc"
#pragma acc region
    for (i = 0; i < n; i++) {
#define OP(op, k) c[i] = c[i] op (float)k;
#include "Inputs/macro-edges-ops.def"
    }
  }
}

int main(void) {
  for (int n = 1; n <= N; n += N / 2 - 1) {
    init();
    ends_in_macros(n);
    print("ends");
    starts_in_macros(n);
    print("starts");
    included_bodies(n);
    print("included");
  }
  return 0;
}
