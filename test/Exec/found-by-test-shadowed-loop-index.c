// An inner loop whose index shadows the outer loop's index name (or a
// variable of the outer loop's bounds): kernels print the program's names,
// so interchanging the two loops put the inner 'for (int i ...)' outside
// the outer one, and the outer i then captured the body's i (d[i] for i up
// to n against a section d[0:0]: an invalid access on the emulated
// device). Such loops keep their order now. Found by a random test (the
// data-region campaign, 2026-11-28). Prints what the plain build prints.
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=always %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=grid %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-NOT: Loop interchange
// MINFO-NOT: internal error
#include <stdio.h>
static long b[8], c[8], d[8], e[8][8];

static void same_index(int n) {
#pragma acc region
  {
    for (int i = 0; i < n; i++) {
      b[i] = c[i] + 1;
      for (int i = 0; i < 1; i++)
        d[i] += b[i];
    }
  }
}

/* The inner index is named like the outer loop's bound. */
static void bound_name(int n) {
#pragma acc region
  {
    for (int i = 0; i < n; i++) {
      b[i] = c[i] * 2;
      for (int n = 0; n < 1; n++)
        d[n] += b[n];
    }
  }
}

/* A time loop around a nest whose inner index shadows the outer one. */
static void steps(int n) {
#pragma acc region
  {
    for (int t = 0; t < 3; t++)
      for (int i = 0; i < n; i++)
        for (int i = 0; i < n; i++)
          e[t][i] = e[t][i] + t + i;
  }
}

int main(void) {
  for (int n = 0; n < 6; n++) {
    for (int k = 0; k < 8; k++) {
      b[k] = 100 + k;
      c[k] = k;
      d[k] = 0;
      for (int j = 0; j < 8; j++)
        e[k][j] = k - j;
    }
    same_index(n);
    bound_name(n);
    steps(n);
    printf("n=%d:", n);
    for (int k = 0; k < 8; k++)
      printf(" %ld/%ld", b[k], d[k]);
    for (int k = 0; k < 3; k++)
      printf(" %ld", e[k][k] + e[k][7 - k]);
    printf("\n");
  }
  return 0;
}
