// A statement after a loop that reduces across threadIdx.y lanes runs on
// lane 0 alone, also where the loop and it sit in a nested block ('{ { for
// j ...; S; } }', as a region with braces inside a host loop becomes once
// extended over it): it was printed unguarded, so 16 lanes (and threads
// past the loop's end) multiplied B by 3 racily. Found by the reorder
// family of tools/difftest (seed 1859).
// RUN: %cuacc -O2 %s %{cuaccrt} -lm -o %t 2>&1 | FileCheck --allow-empty --implicit-check-not=warning: --check-prefix=BUILD %s
// RUN: %clang -O2 %s -lm -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=never %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// BUILD-NOT: internal error
#include <stdio.h>
static double A[43][43], B[43][43];
static void f_flat(int n) {
  int i, j;
#pragma acc region
  for (i = 0; i < n; i++) {
    for (j = 0; j < i; j++)
      A[i][i] += B[i][i];
    B[i + 3][i + 4] = B[i + 3][i + 4] * 3.0;
  }
}
static void f_block(int n) {
  int i, j;
#pragma acc region
  for (i = 0; i < n; i++) {
    {
      for (j = 0; j < i; j++)
        A[i][i] += B[i][i];
      B[i + 3][i + 4] = B[i + 3][i + 4] * 3.0;
    }
  }
}
static void f_inloop(int n) {   // as generated: PolyBench's style
  int i, j;
#pragma acc data region copy(A, B)
  {
    for (i = 0; i < n; i++) {
#pragma acc region
      {
        for (j = 0; j < i; j++)
          A[i][i] += B[i][i];
        B[i + 3][i + 4] = B[i + 3][i + 4] * 3.0;
      }
    }
  }
}
static unsigned long long hash(void) {
  unsigned long long h = 1469598103934665603ull;
  for (int x = 0; x < 43; x++)
    for (int y = 0; y < 43; y++) {
      h = (h ^ (unsigned long long)(long long)A[x][y]) * 1099511628211ull;
      h = (h ^ (unsigned long long)(long long)B[x][y]) * 1099511628211ull;
    }
  return h;
}
static void init(void) {
  for (int x = 0; x < 43; x++)
    for (int y = 0; y < 43; y++) {
      A[x][y] = (x * 7 + y * 3) % 5 - 2;
      B[x][y] = (x + y) % 7;
    }
}
int main(void) {
  static const int sizes[] = {0, 1, 2, 12, 31};
  void (*fns[])(int) = {f_flat, f_block, f_inloop};
  const char *names[] = {"flat", "block", "inloop"};
  for (int f = 0; f < 3; f++)
    for (int s = 0; s < 5; s++) {
      init();
      fns[f](sizes[s]);
      printf("%s n=%d %016llx\n", names[f], sizes[s], hash());
    }
  return 0;
}
