// A reordered nest (Reschedule) whose statement needs a guard on the new
// outer loop ('if (k >= 0)' around a loop): the guard held only the barrier
// printed before the loop. Found by a random test of reordered nests (seed
// 1569).
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
#include <string.h>
#define D 43
static unsigned A[D][D];
static unsigned v[D];
static void kern(int n) {
  int i, j, k;
#pragma acc region
  for (i = 0; i < n; i++) {
    for (j = -1; j < i; j++) {
      for (k = 0; k < j; k++) {
        A[i + 4][j + 4] ^= A[i + 4][k + 4] + 7u;
      }
      A[i + 4][j + 4] = A[i + 4][j + 4] / (A[j + 4][j + 4] | 1u);
    }
    for (j = i; j < n; j++) {
      for (k = 0; k < i; k++) {
        A[i + 4][j + 4] -= A[i + 4][k + 4] * A[k + 5][j + 4];
      }
    }
  }
}
static unsigned long long hashv(const void *p, size_t sz) {
  const unsigned char *c = p; unsigned long long h = 1469598103934665603ull;
  for (size_t q = 0; q < sz; q++) { h ^= c[q]; h *= 1099511628211ull; }
  return h;
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
    for (int x = 0; x < D; x++) for (int y = 0; y < D; y++) A[x][y] = (unsigned)(x * 2654435761u + y * 40503u + 25u) % 1000u + (x == y ? 5u : 0u);
    for (int x = 0; x < D; x++) { int y = 1; v[x] = (unsigned)(x * 2654435761u + y * 40503u + 25u) % 1000u + (x == y ? 5u : 0u); }
    kern(n);
    printf("n=%d %016llx\n", n, hashv(A, sizeof A) * 1 ^ hashv(v, sizeof v) * 2);
  }
  return 0;
}
