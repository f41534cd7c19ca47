// A region cuacc cannot rewrite runs on the host as written: in a function
// a macro defines ('DEFINE_SCALE(double, dscale)' with _Pragma), or in a
// header included once per element type. Called inside the caller's data
// region, it read the host's stale copies of the present arrays, and the
// data region's copyout then overwrote what it wrote (plain 600, device
// 200). Each call of such a function in this file now gets a host scope:
// every present block comes to the host before the call and goes back to
// the device after it. Found by a bug-hunting helper (p37_macro_funcs.c,
// p38_xinclude.c). Prints what the plain build prints.
// RUN: %cuacc -O2 -I%S/Inputs %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=BUILD %s
// RUN: %clang -O2 -I%S/Inputs %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// BUILD: warning: cuacc: the region's statement comes from a macro expansion
// BUILD: warning: cuacc: the region is in {{.*}}scale-per-type.h', which is included more than once
// BUILD-NOT: error
#include <stdio.h>
#define DEFINE_SCALE(T, NAME)                                                  \
  void NAME(int n, T a, T *y) {                                                \
    _Pragma("acc kernels loop copy(y[0:n])") for (int i = 0; i < n; i++)       \
        y[i] = a * y[i];                                                       \
  }
DEFINE_SCALE(double, dscale)
#define T float
#include "scale-per-type.h"
#undef T
#define T double
#include "scale-per-type.h"
#undef T
double v[100], d[256];
float f[256];
int main(void) {
  for (int i = 0; i < 100; i++)
    v[i] = 1.0;
  for (int i = 0; i < 256; i++) {
    f[i] = (float)(i % 3);
    d[i] = i % 5;
  }
#pragma acc data copy(v, f, d)
  {
#pragma acc kernels
    for (int i = 0; i < 100; i++)
      v[i] += 1.0;
    dscale(100, 3.0, v);
#pragma acc kernels
    for (int i = 0; i < 256; i++) {
      f[i] += 1.0f;
      d[i] *= 2.0;
    }
    if (v[0] > 0)
      scale_float(256, 2.0f, f);
    for (int k = 0; k < 2; k++)
      scale_double(256, 0.5, d);
#pragma acc kernels
    for (int i = 0; i < 256; i++)
      d[i] += f[i];
  }
  double cs = 0;
  for (int i = 0; i < 100; i++)
    cs += v[i];
  for (int i = 0; i < 256; i++)
    cs += f[i] * (i % 7) + d[i];
  printf("%.17g\n", cs);
  return 0;
}
