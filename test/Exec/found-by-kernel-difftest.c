// Wrong answers the random differential tester's numerical-kernel family
// (tools/difftest --family kernels) found, reduced; each function is called
// with sizes that run its loops and then with sizes that do not.
//
// host_loop_may_not_run: a scalar that serial code in a host loop assigns
// lives in a device slot; when the loop does not run, the slot must give
// back the host's value, not what the previous call left in that memory
// (the slot was copyout only: 'copy(s)' now). serial_assigns_maybe: the
// same for serial code between kernels that assigns the scalar under a
// condition (it came back with the previous call's value).
// partial_rows_host_code: a data region's section of partial rows
// (A[0:n-1][0:m-1] of an A[4][8]) and a region inside it that runs on the
// host: the host code's update of A moved the whole device block, gaps
// between the rows included (device memory no one filled), over the host's
// elements outside the section.
// RUN: %clang -O2 -w %s -lm -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// MINFO-LABEL: partial_rows_host_code:
// MINFO: No parallel kernels found, accelerator region ignored
// MINFO-NEXT: Generating update host(g,G) before and update device(g) after the host code, where present
// MINFO-LABEL: host_loop_may_not_run:
// MINFO: Generating copy(s)
// MINFO: Accelerator kernel generated
// MINFO-LABEL: serial_assigns_maybe:
// MINFO: Generating copy(s)
// MINFO: Accelerator serial kernel generated
#include <math.h>
#include <stdio.h>

static int G[4][8], g[8];
static void partial_rows_host_code(int n, int m) {
  int i, j;
#pragma acc data region copyin(G[0:n-1][0:m-1]) copy(g[0:m-1])
  {
#pragma acc region
    for (i = 0; i < n; i++)
      for (j = 1; j < m; j++)
        g[j] = g[j - 1] + G[i][j];
  }
  printf("partial_rows_host_code(%d, %d):", n, m);
  for (i = 0; i < 4; i++)
    for (j = 0; j < 8; j++)
      printf(" %d", G[i][j]);
  for (j = 0; j < 8; j++)
    printf(" g%d", g[j]);
  printf("\n");
}

static float A[8][4], E[4];
static void host_loop_may_not_run(int n, int m) {
  int i, k;
  float s = 0;
#pragma acc region
  for (k = 0; k < m; k++) {
    s = 0;
    for (i = 0; i < n; i++)
      s += A[i][k] * A[i][k];
    E[k] = sqrtf(s);
  }
  printf("host_loop_may_not_run(%d, %d): s=%.1f E[0]=%.1f\n", n, m, s, E[0]);
}

static int P[64], Q[64];
static void serial_assigns_maybe(int n, int lim) {
  int i, s = -1;
#pragma acc region
  {
    for (i = 0; i < n; i++)
      P[i] = P[i] + i;
    if (P[0] > lim)
      s = P[1];
    for (i = 0; i < n; i++)
      Q[i] = P[i] * 2;
  }
  printf("serial_assigns_maybe(%d, %d): s=%d Q[1]=%d\n", n, lim, s, Q[1]);
}

int main(void) {
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 8; j++)
      G[i][j] = i * 10 + j;
  partial_rows_host_code(3, 5);
  partial_rows_host_code(4, 8);
  for (int i = 0; i < 64; i++)
    P[i] = i;
  serial_assigns_maybe(64, -5);
  serial_assigns_maybe(64, 1000);
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 4; j++)
      A[i][j] = i + j;
  host_loop_may_not_run(8, 4);
  host_loop_may_not_run(8, 0);
  return 0;
}
