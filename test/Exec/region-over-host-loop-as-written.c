// Regions that take over their loop, as users write them: the pragma from a
// macro (_Pragma), braces from macros, the step's body #included, a typedef'd
// element type, unsigned bounds and a loop that runs no step, -0.0 and NaN
// in the data, the user's flags, a loop whose header is a macro. Prints what
// the plain build prints.
// RUN: %clang -O2 -w -funsigned-char -fwrapv -ffp-contract=off %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -funsigned-char -fwrapv -ffp-contract=off -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// MINFO-LABEL: steps:
// MINFO: Accelerator region extended over the loop
// MINFO-LABEL: macro_loop:
// MINFO: Accelerator region extended over the loop
#include <math.h>
#include <stdio.h>

typedef double real;
#define ACC_REGION _Pragma("acc region")
#define BEGIN {
#define END }
#define NEG_ZERO (-0.0)
#define EACH_STEP(k, n) for (unsigned k = 0; k < n; k++)

static void show(const char *what, unsigned n, const real *out, real s) {
  printf("%s: s %.17g", what, s);
  for (unsigned i = 0; i < n; i += 7)
    printf(" %g%s", out[i], signbit(out[i]) ? "(neg)" : "");
  printf("\n");
}

static void steps(unsigned steps, unsigned n, real *restrict out) {
  real s = NEG_ZERO;
  for (unsigned k = 0; k < steps; k++) BEGIN
    ACC_REGION
    {
#include "Inputs/host-loop-step.h"
    }
  END
  show("steps", n, out, s);
}

static void macro_loop(unsigned steps, unsigned n, real *restrict out) {
  real s = 1;
  EACH_STEP(k, steps) {
#pragma acc region
    {
#include "Inputs/host-loop-step.h"
    }
  }
  show("macro", n, out, s);
}

int main(void) {
  real out[50];
  for (unsigned i = 0; i < 50; i++)
    out[i] = i % 9 == 0 ? NEG_ZERO : i % 14 == 7 ? NAN : (real)i / 3;
  steps(0, 50, out);
  steps(3, 50, out);
  macro_loop(2, 50, out);
  return 0;
}
