// A region whose statement is a block holding one loop ('#pragma acc region
// { for ... }') is that loop's region: PolyBench's LU nest written so was
// not reordered (a persistent kernel or a host loop of launches instead),
// while the same nest without the braces was. Found by a bug-hunting
// helper (schedules and data lifetimes). A braced region alone in a host
// loop is still extended over the loop first. Prints what the plain build
// prints.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2> %t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-LABEL: lu:
// MINFO: Loop nest reordered: the loop at line {{[0-9]+}} runs outermost
// MINFO-LABEL: steps:
// MINFO: Accelerator region extended over the loop at line {{[0-9]+}}: the loop holds nothing else
#include <stdio.h>
#define N 40
static double A[N][N];

static void lu(int n, double A[n][n]) {
  int i, j, k;
#pragma acc region
  {
    for (i = 0; i < n; i++) {
      for (j = 0; j < i; j++) {
        for (k = 0; k < j; k++)
          A[i][j] -= A[i][k] * A[k][j];
        A[i][j] /= A[j][j];
      }
      for (j = i; j < n; j++) {
        for (k = 0; k < i; k++)
          A[i][j] -= A[i][k] * A[k][j];
      }
    }
  }
}

static double a[1000], b[1000];
static void steps(void) {
  for (int t = 0; t < 50; t++) {
#pragma acc region
    {
      for (int i = 1; i < 999; i++)
        b[i] = (a[i - 1] + a[i + 1]) / 2 + t;
    }
  }
}

int main(void) {
  for (int i = 0; i < 1000; i++)
    a[i] = i % 7;
  steps();
  printf("%a\n", b[500]);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = i == j ? N + 1.0 : (double)((i * 7 + j * 3) % 5) / 8;
  lu(N, A);
  for (int i = 0; i < N; i += 13)
    printf("%a %a\n", A[i][i], A[i][N - 1 - i]);
  return 0;
}
