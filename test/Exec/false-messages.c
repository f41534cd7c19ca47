// Messages that were false on correct programs, and the loops they kept
// sequential: a string literal's characters are constants (no "Loop carried
// dependence of '"0123456789"'"); (*A)[j] through a pointer to an array
// is A[0][j] (it was an unknown '*A'); the Jacobi pointer swap in a data
// region only moves pointers between arrays the data region holds (two
// false "host code writes" warnings).
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// CHECK-NOT: warning
// CHECK-NOT: '"0123456789"'
// CHECK-NOT: '*A'
// CHECK-LABEL: digits:
// CHECK: 27, Loop is parallelizable
// CHECK-NEXT: Accelerator kernel generated
// CHECK-LABEL: rows:
// CHECK: 34, Loop is parallelizable
// CHECK-NEXT: Accelerator kernel generated
#include <stdio.h>
#include <stdlib.h>
#define N 100
static char out[N + 1];
static int v[N];
static void digits(int n) {
#pragma acc region
  for (int i = 0; i < n; i++)
    out[i] = "0123456789"[v[i] % 10];
}
static float m[N][N];
static void rows(float (*restrict A)[N], int n) {
#pragma acc region
  {
    for (int j = 0; j < n; j++) {
      float s = 0;
      for (int i = 0; i < n; i++)
        s += m[i][j];
      (*A)[j] = s;
    }
  }
}
static void sweep(float *restrict A, float *restrict Anew, int n, int iters) {
#pragma acc data region copy(A[0:n-1], Anew[0:n-1])
  {
    for (int it = 0; it < iters; it++) {
#pragma acc region
      for (int i = 1; i < n - 1; i++)
        Anew[i] = 0.5f * (A[i - 1] + A[i + 1]);
      float *t = A;
      A = Anew;
      Anew = t;
    }
  }
}
int main(void) {
  static float sums[1][N];
  for (int i = 0; i < N; i++) {
    v[i] = i * 7 + 3;
    for (int j = 0; j < N; j++)
      m[i][j] = (i * 3 + j) % 11;
  }
  digits(N);
  rows(sums, N);
  float *A = calloc(N, sizeof(float)), *B = calloc(N, sizeof(float));
  A[0] = B[0] = 1;
  A[N - 1] = B[N - 1] = 2;
  sweep(A, B, N, 11);
  printf("%s\n%g %g %g\n%g %g %g\n", out, sums[0][0], sums[0][7], sums[0][N - 1],
         A[1], A[N - 2], B[N / 2]);
  free(A);
  free(B);
  return 0;
}
