// Two sections of one array in one update clause are two transfers: the
// halo rows of a domain, 'update host(A[1:1][0:m-1], A[n-2:n-2][0:m-1])'
// (it was "'A' appears more than once in 'update host'").
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// CHECK-NOT: error
// CHECK: Accelerator kernel generated
#include <stdio.h>
#define N 40
#define M 30
static float A[N][M];

int main(void) {
  int n = N, m = M;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = (float)(i * m + j);
#pragma acc data region copy(A[0:n-1][0:m-1])
  {
    for (int step = 0; step < 3; step++) {
#pragma acc region
      for (int i = 1; i < n - 1; i++)
        for (int j = 0; j < m; j++)
          A[i][j] = A[i][j] * 0.5f + (float)step;
#pragma acc update host(A[1:1][0:m-1], A[n-2:n-2][0:m-1])
      // A periodic exchange: each boundary row takes the opposite halo.
      for (int j = 0; j < m; j++) {
        A[0][j] = A[n - 2][j];
        A[n - 1][j] = A[1][j];
      }
#pragma acc update device(A[0:0][0:m-1], A[n-1:n-1][0:m-1])
    }
  }
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += A[i][j] * (i + 1) * (j % 7 + 1);
  printf("%.3f\n", s);
  return 0;
}
