// Column loops whose rows a block's warps share (z = A^T y: 32 columns a
// block, 16 warps striding each column's rows, partials through shared
// memory): several launches and shapes (fewer rows than warps, columns not
// a multiple of 32, no rows; an element of z reduced in place; two
// reductions of other types; what follows the loop using the totals) print
// what the plain build prints (integer-valued data: exact sums). A grid
// iteration that may leave before the loop ('continue') does not share
// its iteration across warps: the threads along x run different columns,
// and those that skipped the loop missed its barriers (the emulator found
// the deadlock).
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t 2>&1 | FileCheck --allow-empty --implicit-check-not=warning: --check-prefix=BUILD %s
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=lowered %s | FileCheck %s
// BUILD-NOT: internal error
#include <stdio.h>

enum { N = 1001, M = 77 };
static float A[N][M], y[N], z[M], w[M];
static double d[M];
static int big[M];

static void columns(int n, int m) {
#pragma acc region copyin(A[0:n-1][0:m-1], y[0:n-1]) copyout(z[0:m-1])
  for (int j = 0; j < m; ++j) {
    float sum = 0;
    for (int i = 0; i < n; ++i)
      sum += A[i][j] * y[i];
    z[j] = sum;
  }
}
// CHECK-LABEL: region {{.*}} in columns
// CHECK: lanes: line {{[0-9]+}} int i in [(0) .. (n-1)] step 1 across 16 warps (y)

// An element of z reduced in place, set before the loop; two reductions of
// other types; what follows the loop uses the totals.
static void several(int n, int m) {
#pragma acc region copyin(A[0:n-1][0:m-1]) copy(w[0:m-1], d[0:m-1], big[0:m-1])
  for (int j = 0; j < m; ++j) {
    w[j] = 1;
    double s = 0.5;
    int most = -1000;
    for (int i = 0; i < n; ++i) {
      w[j] += A[i][j];
      s += 2.0 * A[i][j];
      if ((int)A[i][j] > most)
        most = (int)A[i][j];
    }
    double t = s * 3;
    d[j] = t + most;
    big[j] = most;
  }
}
// CHECK-LABEL: region {{.*}} in several
// CHECK: across 16 warps (y)

// Rows that follow the grid index (a triangle).
static void triangle(int m) {
#pragma acc region copyin(A[0:M-1][0:m-1]) copyout(z[0:m-1])
  for (int j = 0; j < m; ++j) {
    float sum = 0;
    for (int i = 0; i <= j; ++i)
      sum += A[i][j];
    z[j] = sum;
  }
}
// CHECK-LABEL: region {{.*}} in triangle
// CHECK: launch

// A grid iteration that may leave before the loop: no warps share it.
static void skipping(int n, int m) {
#pragma acc region copyin(A[0:n-1][0:m-1], y[0:n-1]) copy(z[0:m-1])
  for (int j = 0; j < m; ++j) {
    if (j % 3 == 1)
      continue;
    float sum = 0;
    for (int i = 0; i < n; ++i)
      sum += A[i][j] * y[i];
    z[j] = sum;
  }
}
// CHECK-LABEL: region {{.*}} in skipping
// CHECK-NOT: warps (y)
// CHECK: launch

static void print(const char *what, int m) {
  double total = 0;
  for (int j = 0; j < m; ++j)
    total += z[j] * (j + 1) + w[j] * (j + 2) + d[j] + big[j];
  printf("%s: %.1f z0 %.1f z%d %.1f\n", what, total, z[0], m - 1, z[m - 1]);
}

int main(void) {
  for (int i = 0; i < N; ++i) {
    y[i] = (float)(i % 5 - 2);
    for (int j = 0; j < M; ++j)
      A[i][j] = (float)((i * 7 + j * 3) % 11 - 5);
  }
  columns(N, M);
  print("columns", M);
  columns(3, M); // fewer rows than warps
  print("three rows", M);
  columns(N, 33);
  print("33 columns", 33);
  columns(0, M);
  print("no rows", M);
  several(N, M);
  print("several", M);
  several(500, 40);
  print("several again", 40);
  triangle(M);
  print("triangle", M);
  skipping(N, M);
  print("skipping", M);
  return 0;
}
