// An inferred section joins the rows of accesses from several loops: a bound
// of a loop that may not run (for (j = 2; j < n; j++) B[j + 5]) was taken as
// larger than another access's (B[i + 4], rows 4..5) because that loop was
// assumed to run, so at n <= 2 row 5 was left out (an invalid access on the
// emulated device). Found by a random test.
// RUN: %cuacc -O2 -ffp-contract=off %s %{cuaccrt} -o %t 2>&1 | FileCheck --allow-empty --implicit-check-not=warning: --check-prefix=BUILD %s
// RUN: %clang -O2 -ffp-contract=off %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=never %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// BUILD-NOT: internal error
#include <stdio.h>
#include <stdlib.h>
static unsigned A[8][8], B[16][8];
static void kern(int n) {
  int i, j;
#pragma acc region
  for (i = 0; i < 2; i++) {
    A[i][0] += B[i + 4][0];        /* rows 4..5 of B */
    for (j = 2; j < n; j++)        /* empty for n <= 2: rows 7..n+4 */
      B[j + 5][1] += 1u;
  }
}
int main(int argc, char **argv) {
  /* The sizes the test runs (tools/gpu-check runs it without arguments). */
  static char *Sizes[] = {"", "0", "1", "2", "3", "4", "5", "7", "10"};
  if (argc < 2) {
    argc = 9;
    argv = Sizes;
  }
  for (int a = 1; a < argc; a++) {
    int n = atoi(argv[a]);
    for (int x = 0; x < 16; x++) for (int y = 0; y < 8; y++) B[x][y] = x * 8 + y;
    for (int x = 0; x < 8; x++) for (int y = 0; y < 8; y++) A[x][y] = 0;
    kern(n);
    unsigned h = 0;
    for (int x = 0; x < 8; x++) h = h * 31 + A[x][0];
    for (int x = 0; x < 16; x++) h = h * 31 + B[x][1];
    printf("n=%d %08x\n", n, h);
  }
  return 0;
}
