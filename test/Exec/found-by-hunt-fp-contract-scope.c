// Contraction follows the pragmas in effect where the kernels' code is, as
// clang applies them to the plain build: cuacc turned contraction off for
// every kernel when a '#pragma clang fp contract(off)' was anywhere in the
// file (here in a host-only helper), even under -ffp-contract=fast (which
// disregards pragmas), and kept it off under -ffp-contract=off where the
// region's function turns it on ('#pragma STDC FP_CONTRACT ON'). With FMA
// instructions (-mfma) the emulated device then rounded otherwise than the
// plain build. Found by a bug-hunting helper (scientific C codes). Prints
// what the plain build prints, with each flag.
// RUN: %clang -O2 -mfma %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -mfma %s %{cuaccrt} -o %t
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %clang -O2 -mfma -ffp-contract=fast %s -o %t.plain.fast && %t.plain.fast > %t.want.fast
// RUN: %cuacc -O2 -mfma -ffp-contract=fast %s %{cuaccrt} -o %t.fast
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t.fast | diff %t.want.fast - %}
// RUN: %clang -O2 -mfma -ffp-contract=off -DREGION_ON %s -o %t.plain.on && %t.plain.on > %t.want.on
// RUN: %cuacc -O2 -mfma -ffp-contract=off -DREGION_ON %s %{cuaccrt} -o %t.on
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t.on | diff %t.want.on - %}
// RUN: env ACC_DEVICE=host %t.on | diff %t.want.on -
#include <stdio.h>
#define N 64
static double a[N], b[N], c[N], r[N], d[N];

static void hostOnly(void) {
#pragma clang fp contract(off)
  for (int i = 0; i < N; i++)
    d[i] = a[i] * b[i] + c[i];
}

static void region(void) {
#ifdef REGION_ON
#pragma STDC FP_CONTRACT ON
#endif
#pragma acc parallel loop copyin(a, b, c) copyout(r)
  for (int i = 0; i < N; i++)
    r[i] = a[i] * b[i] + c[i];
}

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = 1.0 + i * 0x1p-20 + 0x1p-40;
    b[i] = 3.0 - i * 0x1p-21 + 0x1p-37;
    c[i] = -(a[i] * b[i]);
  }
  region();
  hostOnly();
  for (int i = 0; i < N; i += 21)
    printf("%a %a\n", r[i], d[i]);
  return 0;
}
