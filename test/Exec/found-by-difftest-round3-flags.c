// The user's compile flags, found by the random differential tester's
// round3 family (tools/difftest draws them for the plain and the cuacc
// build alike): with -funsigned-char, 'char' is unsigned in the kernels
// too; with -fwrapv, 'x + C < x' is a wrapping test in the kernels too
// (issue 26, class 3).
// RUN: %clang -O2 -w -funsigned-char -fwrapv %s -lm -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -funsigned-char -fwrapv %s %{cuaccrt} -lm -o %t
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
#include <limits.h>
#include <stdio.h>

static int in[32], co[32], wo[32];
static char ch[32];
static void flags(int n) {
  int i, cs = 0;
  for (i = 0; i < 32; i++) {
    in[i] = i * 9;
    ch[i] = (char)(i * 37 + 11);
    co[i] = wo[i] = 0;
  }
#pragma acc region
  {
    for (i = 0; i < n; i++) {
      char c = (char)(in[i] + 100);
      int x = INT_MAX - 40 * i;
      co[i] = c < 0 ? -1 : (int)c;
      wo[i] = (x + 1000 < x) ? 1 : 2;
    }
    for (i = 0; i < n; i++)
      cs += ch[i];
  }
  printf("flags(%d): cs %d\n", n, cs);
  for (i = 0; i < 32; i++)
    printf(" %d/%d", co[i], wo[i]);
  printf("\n");
}

int main(void) {
  flags(32);
  flags(5);
  flags(0);
  return 0;
}
