// C23 constexpr objects around and inside a region: a case label and a
// private array's size from one, another computed from it inside. The
// kernels use their values, and the host version of the statement (its
// arrays known apart) copies none of them (a copy is not a constant: the
// file did not compile). Found by review of the host version.
// RUN: %cuacc -std=c23 -O2 %s %{cuaccrt} -o %t 2>&1 | FileCheck --allow-empty --implicit-check-not=warning: --implicit-check-not=error: --check-prefix=BUILD %s
// RUN: %clang -std=c23 -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// BUILD-NOT: internal error
#include <stdio.h>

static void labels(int n, double *a, const double *b) {
  constexpr int K = 4;
#pragma acc region
  for (int i = 0; i < n; i++) {
    double t[K] = {0};
    switch (i & 3) {
    case K - 1:
      t[0] = 1;
      break;
    default:
      break;
    }
    for (int j = 0; j < K; j++)
      t[j] += b[i] * j;
    a[i] = t[K - 1] + t[0] + sizeof(t);
  }
}

static void derived(int n, double *a, const double *b) {
  constexpr int K = 4;
  constexpr double S = 1.5;
#pragma acc region
  for (int i = 0; i < n; i++) {
    constexpr int T = K * 2;
    constexpr double U = S * 2;
    a[i] = b[i] * T + U;
  }
}

int main(void) {
  double a[16], b[16];
  for (int i = 0; i < 16; i++)
    b[i] = i;
  labels(16, a, b);
  double s = 0;
  for (int i = 0; i < 16; i++)
    s += a[i] * (i + 1);
  derived(16, a, b);
  for (int i = 0; i < 16; i++)
    s += a[i] * (i + 2);
  printf("%.17g\n", s);
  return 0;
}
