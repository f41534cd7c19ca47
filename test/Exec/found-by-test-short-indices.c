// A nest with 'short' indices: reordered, its bounds' literals printed as
// '1i16', which nvcc rejects (the region ran on the host with an internal
// error); such nests keep their order. Found by a random test of reordered
// nests.
// RUN: %cuacc -O2 -ffp-contract=off -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=BUILD --allow-empty %s < %t.minfo
// RUN: %clang -O2 -ffp-contract=off %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=never %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=grid %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// BUILD-NOT: internal error
// BUILD-NOT: reordered
#define D 40
unsigned A[D][D];
void f_short(void) {
  short i, j, k;
#pragma acc region
  for (i = 0; i < 30; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] = A[i][j] / (A[j][j] | 1u);
    }
    for (j = i; j < 30; j++)
      for (k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
  }
}
void f_short2(void) {
#pragma acc region
  for (short i = 0; i < 30; i++) {
    for (short j = 0; j < i; j++) {
      for (short k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] = A[i][j] / (A[j][j] | 1u);
    }
    for (short j = i; j < 30; j++)
      for (short k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
  }
}
#include <stdio.h>
int main(int argc, char **argv) {
  /* The sizes the tests run (tools/gpu-check runs it without arguments). */
  static char *Sizes[] = {"", "0", "1", "2", "3", "5", "12", "30"};
  if (argc < 2) {
    argc = 8;
    argv = Sizes;
  }
  (void)argv;
  for (int a = 1; a < argc; a++) {
    for (int x = 0; x < D; x++)
      for (int y = 0; y < D; y++)
        A[x][y] = (x * 7u + y * 13u + a) % 100u + 1;
    f_short();
    f_short2();
    unsigned h = 0;
    for (int x = 0; x < D; x++)
      for (int y = 0; y < D; y++)
        h = h * 31u + A[x][y];
    printf("%u\n", h);
  }
  return 0;
}
