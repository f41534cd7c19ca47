// Loop bounds that are not affine but keep their value in the region
// (n / 2, n >> 2, n - n % 4, a MIN macro, (m + 1) / 2, an unsigned half):
// dependence analysis takes each as a symbol, the host computes it before
// the region, and the loops run in parallel kernels. A bound the region
// changes, one that depends on an outer index, and a division by a
// variable (which the host could not compute early without risking a trap
// the program does not have: the loop may not run) stay as they were.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// MINFO-LABEL: halves:
// MINFO: Generating copyout(c[0:(MIN(n, m) - 1)-1][0:((m + 1) / 2)-1])
// MINFO: 32, Loop is parallelizable
// MINFO: 34, Loop is parallelizable
// MINFO: 36, Loop is parallelizable
// MINFO: 37, Loop is parallelizable
// MINFO: 39, Loop is parallelizable
// MINFO-LABEL: changed:
// MINFO: Loop not parallelized: the loop bounds are not affine
// MINFO: Loop not parallelized: the loop bounds are not affine
// MINFO: Loop not parallelized: the loop bounds are not affine
#include <stdio.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define N 300
static float a[N], b[N], c[N][N];

static void halves(int n, int m, unsigned u) {
#pragma acc region
  {
    for (int i = 0; i < n / 2; i++)
      a[i] = b[i] * 2;
    for (int i = n >> 2; i < n - n % 4; i++)
      a[i] += b[i + 1];
    for (int i = 0; i < MIN(n, m) - 1; i++)
      for (int j = 0; j < (m + 1) / 2; j++)
        c[i][j] = a[i] + j;
    for (unsigned i = u / 2; i < u; i++)
      b[i] = a[i - u / 2] + 1;
  }
}

static void changed(int n, int k) {
#pragma acc region
  {
    n = n / 2 + 1;
    for (int i = 0; i < n / 2; i++)
      a[i] = b[i] + n;
    for (int i = 0; i < n / 3; i++)
      for (int j = 0; j < i / 2; j++)
        c[i][j] += 1;
    for (int i = 0; i < n / k; i++)
      b[i] = 0;
  }
}

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = i;
    b[i] = -i;
  }
  halves(299, 150, 200);
  halves(7, 3, 1);
  halves(0, 0, 0);
  changed(200, 3);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += a[i] * (i + 1) + b[i] * (i + 7);
    for (int j = 0; j < N; j += 7)
      s += c[i][j] * (j + 1);
  }
  printf("%f\n", s);
  return 0;
}
