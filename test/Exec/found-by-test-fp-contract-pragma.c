// '#pragma STDC FP_CONTRACT OFF' (and clang's '#pragma clang fp
// contract(off)') forbid fusing a*b+c: the kernels followed only the
// command line's -ffp-contract, and nvcc fuses by default, so r = a*b + c
// with c = -(a*b) rounded printed the product's rounding error on the GPU
// (and with -mfma on the emulated device) where the plain build prints 0.
// A file whose code turns contraction off gets kernels that keep each
// product rounded. Found by a helper's campaign (2026-11-28). Prints what
// the plain build prints.
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
// With FMA instructions on the host (-mfma) the emulated device's image
// would fuse as the GPU does (this machine and CI's have them).
// RUN: %cuacc -O2 -mfma %s %{cuaccrt} -o %t.fma
// RUN: %clang -O2 -mfma %s -o %t.plain.fma && %t.plain.fma > %t.want.fma
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t.fma | diff %t.want.fma - %}
#include <stdio.h>

#pragma STDC FP_CONTRACT OFF

#define N 64

int main(void) {
  static double a[N], b[N], c[N], r[N];
  for (int i = 0; i < N; i++) {
    a[i] = 1.0 + i * 0x1p-20 + 0x1p-40;
    b[i] = 3.0 - i * 0x1p-21 + 0x1p-37;
    c[i] = -(a[i] * b[i]);
  }
#pragma acc parallel loop copyin(a, b, c) copyout(r)
  for (int i = 0; i < N; i++)
    r[i] = a[i] * b[i] + c[i];
  for (int i = 0; i < N; i += 21)
    printf("%a\n", r[i]);
  return 0;
}
