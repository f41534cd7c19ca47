// A sequential loop under an 'if' without braces, inside a loop of a kernel
// that needs a barrier before it: the barrier was printed as the if's body
// and the loop ran always (an invalid access on the emulated device, wrong
// values with host launches). Found by a random test of reordered nests.
// RUN: %cuacc -O2 -ffp-contract=off -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=BUILD --allow-empty %s < %t.minfo
// RUN: %clang -O2 -ffp-contract=off %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=never %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=grid %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// BUILD-NOT: internal error
#include <stdio.h>
#include <stdlib.h>
#define D 40
static unsigned A[D][D];
static void kern(int n) {
  int i, j, k;
#pragma acc region
  for (k = 0; k < n; k++)
    if (k >= 2)
      for (i = 1; i < n; i++)
        for (j = 0; j < n; j++)
          A[i][j] += A[i - 1][j] * 3u + A[k][j];
}
int main(int argc, char **argv) {
  /* The sizes the tests run (tools/gpu-check runs it without arguments). */
  static char *Sizes[] = {"", "0", "1", "2", "3", "5", "12", "30"};
  if (argc < 2) {
    argc = 8;
    argv = Sizes;
  }
  for (int a = 1; a < argc; a++) {
    int n = atoi(argv[a]);
    for (int x = 0; x < D; x++) for (int y = 0; y < D; y++) A[x][y] = (x * 7u + y * 13u) % 100u + 1;
    kern(n);
    unsigned h = 0;
    for (int x = 0; x < D; x++) for (int y = 0; y < D; y++) h = h * 31u + A[x][y];
    printf("%d %u\n", n, h);
  }
}
