// The same bug without a fault: a column the section left out was neither
// copied in nor back (a wrong answer at n = 2). Found by a random test (seed
// 6620).
// RUN: %cuacc -O2 -ffp-contract=off %s %{cuaccrt} -o %t 2>&1 | FileCheck --allow-empty --implicit-check-not=warning: --check-prefix=BUILD %s
// RUN: %clang -O2 -ffp-contract=off %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=never %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// BUILD-NOT: internal error
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define D 43
static unsigned A[D][D];
static unsigned B[D][D];
static void kern(int n) {
  int i, j, k;
#pragma acc region
  for (i = 1; i < n; i++) {
    for (j = 0; j < 1; j++) {
      A[j + 4][i + 4] = A[j + 4][i + 4] * 3u - B[i + 6][i + 3];
      A[i + 4][j + 4] ^= A[j + 4][j + 6] + 7u;
      A[i + 3][6] -= B[6][j + 4] * 3u;
    }
    for (j = 2; j < n; j++) {
      B[i + 4][j + 4] -= B[i + 4][j + 4] * A[j + 4][j + 4];
      A[i + 4][j + 2] = A[j + 6][i + 4] + 1u;
      B[i + 6][j + 2] = B[i + 3][i + 2] + B[j + 3][i + 4] + B[5][j + 4] + 1u;
    }
    B[i + 2][i + 4] = B[i + 2][i + 4] / (B[i + 3][i + 4] | 1u);
  }
}
static unsigned long long hashv(const void *p, size_t sz) {
  const unsigned char *c = p; unsigned long long h = 1469598103934665603ull;
  for (size_t q = 0; q < sz; q++) { h ^= c[q]; h *= 1099511628211ull; }
  return h;
}
int main(int argc, char **argv) {
  /* The sizes the test runs (tools/gpu-check runs it without arguments). */
  static char *Sizes[] = {"", "0", "1", "2", "3", "4", "5", "7", "12", "30"};
  if (argc < 2) {
    argc = 10;
    argv = Sizes;
  }
  for (int a = 1; a < argc; a++) {
    int n = atoi(argv[a]);
    for (int x = 0; x < D; x++) for (int y = 0; y < D; y++) A[x][y] = (unsigned)(x * 2654435761u + y * 40503u + 41u) % 1000u + (x == y ? 5u : 0u);
    for (int x = 0; x < D; x++) for (int y = 0; y < D; y++) B[x][y] = (unsigned)(x * 2654435761u + y * 40503u + 44u) % 1000u + (x == y ? 5u : 0u);
    kern(n);
    printf("n=%d %016llx\n", n, hashv(A, sizeof A) * 1 ^ hashv(B, sizeof B) * 2);
  }
  return 0;
}
