// Array reductions and atomic updates as users write them: the clause in a
// _Pragma macro, the loop's body in an #included file, the update through a
// macro whose ';' is outside it, typedef'd element types (char, which
// -funsigned-char changes, and float), an unsigned bound, a NaN and -0.0
// in float sums, -0.0 + -0.0. Same as the plain build under the user's
// flags (on the H100 too, 2026-11-27).
// RUN: %clang -O2 -w %s -lm -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 | FileCheck %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %clang -O2 -w -funsigned-char %s -lm -o %t.u.plain && %t.u.plain > %t.u.want
// RUN: %cuacc -O2 -w -funsigned-char %s %{cuaccrt} -lm -o %t.u
// RUN: env ACC_DEVICE=host %t.u | diff %t.u.want -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t.u | diff %t.u.want - %}
// RUN: %clang -O2 -w -fwrapv -ffp-contract=off %s -lm -o %t.w.plain && %t.w.plain > %t.w.want
// RUN: %cuacc -O2 -w -fwrapv -ffp-contract=off %s %{cuaccrt} -lm -o %t.w
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t.w | diff %t.w.want - %}
// CHECK: Sum reduction generated for 'h[0:8]'
// CHECK-NEXT: Sum reduction generated for 'acc[0:3]'
// CHECK-NEXT: Accelerator kernel generated
// CHECK: Sum reduction generated for 'g'
// CHECK-NEXT: Accelerator kernel generated
// CHECK: Sum reduction generated for 'z[0:2]'
// CHECK-NEXT: Accelerator kernel generated
#include <stdio.h>
#include <math.h>
typedef char bin_t;
typedef float real;
#define N 3000
#define HIST_INC(a, e) a[e]++
#define PAR _Pragma("acc parallel loop reduction(+:h[0:8], acc[0:3]) copyin(k[0:n], v[0:n])")
int main(void) {
  static int k[N]; static real v[N];
  for (int i = 0; i < N; i++) { k[i] = (i * 37) % 101; v[i] = (i % 5 == 0) ? -0.0f : (real)(i % 7) * 0.5f; }
  v[17] = NAN;
  bin_t h[8] = {0};
  real acc[3] = {-0.0f, 0.0f, 1.0f};
  unsigned n = N;
  PAR
  for (unsigned i = 0; i < n; i++) {
#include "Inputs/array-reduction-body.inc"
  }
  for (int b = 0; b < 8; b++) printf("%d ", (int)h[b]);
  printf("| %g %g %g\n", acc[0], acc[1], acc[2]);
  /* atomic through a macro at the statement's edges */
  int g[4] = {0};
#pragma acc parallel loop copy(g) copyin(k)
  for (int i = 0; i < N; i++) {
#pragma acc atomic update
    HIST_INC(g, k[i] & 3) ;
  }
  printf("%d %d %d %d\n", g[0], g[1], g[2], g[3]);
  /* only -0.0 added to -0.0 */
  double z[2] = {-0.0, -0.0};
#pragma acc parallel loop reduction(+:z[0:2])
  for (int i = 0; i < 100; i++) z[i % 2] += -0.0;
  printf("%g %g %d\n", z[0], z[1], (int)signbit(z[0]));
  return 0;
}
