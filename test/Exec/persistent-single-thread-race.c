// A persistent kernel runs a sequential loop in one block: thread 0 alone
// runs what writes memory outside the parallel loops, between barriers. It
// also waits for the others before it writes: here every thread reads
// p[i + 1] for the if at the end of iteration i while thread 0, at the
// start of iteration i + 1, stores p[i + 1]; without that barrier thread 0
// ran ahead, the threads took different branches and met at different
// barriers (the emulated device: "deadlock"; a GPU: a divergent barrier).
// Found by tools/difftest (mixed and classic seed 20054), reduced.
// RUN: %clang -O2 %s -o %t.plain
// RUN: %t.plain > %t.want
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_PERSISTENT=always ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_PERSISTENT=never ACC_DEVICE=emulate %t | diff %t.want - %}
#include <stdio.h>
#define N 30
#define R 10
int A[N], B[R];
double D[N], P[N];

static void f(int n, double *restrict p) {
#pragma acc region copyin(A[0:N-1]) copy(D[0:N-1]) copy(B[0:R-1]) copy(p[0:n-1])
  for (int i = 0; i < n - 1; i++) {
    for (int j = 0; j <= i; j++) {
      B[j % R] = B[(j + 1) % R] + (int)p[i % 4] % 7;
      p[i] += A[j];
    }
    if (p[i + 1] < 500) {
      for (int j = 0; j < n; j++)
        D[j] = D[j] + i;
    }
  }
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = -100;
    D[i] = i;
    P[i] = 1000;
  }
  for (int i = 0; i < R; i++)
    B[i] = i;
  f(N, P);
  double c = 0;
  for (int i = 0; i < N; i++)
    c += (P[i] + D[i]) * (i + 1);
  for (int i = 0; i < R; i++)
    c += B[i] * (i + 1);
  printf("%.17g\n", c);
  return 0;
}
