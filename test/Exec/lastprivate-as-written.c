// Lastprivate arrays as users write them: a typedef'd element type, the
// array named through a macro, -0.0 as a macro, the loop's braces from
// macros, its body #included, unsigned bounds, NaN and -0.0 in the values,
// and the user's flags; a loop that runs no iteration and one whose inner
// loops run none leave the array as it was. Prints what the plain build
// prints, with the same flags.
// RUN: %clang -O2 -w -funsigned-char -fwrapv -ffp-contract=off %s -lm -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -funsigned-char -fwrapv -ffp-contract=off -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 | FileCheck %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// CHECK: Generating lastprivate(t[0:m-1])
// CHECK-NEXT: Accelerator kernel generated
#include <math.h>
#include <stdio.h>
typedef double real;
#define W(k) t[k]
#define Z (-0.0)
#define BEGIN {
#define END }
static void f(unsigned n, unsigned m, const real *x, real *t, real *y) {
#pragma acc region
  for (unsigned i = 0; i < n; i++) BEGIN
#include "Inputs/lastprivate-body.inc"
  END
}
int main(void) {
  real x[50], y[50], t[16];
  for (int i = 0; i < 50; i++) x[i] = i == 7 ? NAN : (i % 3 ? -0.0 : i * 0.5);
  for (int k = 0; k < 16; k++) t[k] = -1;
  f(40, 9, x, t, y);
  for (int k = 0; k < 16; k++) printf(" %g", t[k]);
  printf("\n");
  for (int i = 0; i < 40; i++) printf(" %g", y[i]);
  printf("\n");
  x[39] = -0.0;
  f(40, 9, x, t, y);
  for (int k = 0; k < 10; k++) printf(" %g%s", t[k], signbit(t[k]) ? "-" : "+");
  printf("\n");
  f(0, 9, x, t, y);
  f(3, 0, x, t, y);
  for (int k = 0; k < 10; k++) printf(" %g", t[k]);
  printf("\n");
  return 0;
}
