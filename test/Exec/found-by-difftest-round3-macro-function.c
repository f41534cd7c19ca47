// A wrong answer the round3 family of tools/difftest found (issue 26,
// class 1): a function defined whole by a macro (DEFINE_SCALE(float))
// holds a region; the region's statement is inside the expansion, so cuacc
// cannot put code around it and the region runs on the host (with a
// warning). Called inside the caller's data region, its host results were
// lost: the data region's exit copied the untouched device copy over them.
// The runtime now copies back only a device copy a compute region had.
// RUN: %clang -O2 -w %s -lm -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w %s %{cuaccrt} -lm -o %t
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | diff %t.want - %}
#include <stdio.h>

#define DEFINE_SCALE(T)                                                        \
  static void scale_##T(T *restrict p, int n) {                                \
    _Pragma("acc region") for (int i = 0; i < n; i++) p[i] = p[i] * 2 + 1;     \
  }
DEFINE_SCALE(float)
DEFINE_SCALE(double)
static float mf[8];
static double md[8];
static void macro_defined_function(int n) {
  for (int i = 0; i < 8; i++) {
    mf[i] = i;
    md[i] = -i;
  }
#pragma acc data region copy(mf[0:7], md[0:7])
  {
    scale_float(mf, n);
    scale_double(md, n - 3);
  }
  printf("macro_defined_function(%d):", n);
  for (int i = 0; i < 8; i++)
    printf(" %g/%g", mf[i], md[i]);
  printf("\n");
}

int main(void) {
  macro_defined_function(8);
  macro_defined_function(3);
  return 0;
}
