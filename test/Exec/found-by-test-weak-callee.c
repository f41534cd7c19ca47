// A kernel that calls a weak function (a library's default the program may
// replace): another file's definition replaces it at link time, and the
// kernel ran the weak body. Such a call now keeps the region on the host,
// saying why. Found by a helper's campaign (2026-11-28). Prints what the
// plain build prints.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo -c %s -o %t.a.o 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 -DSTRONG -c %s -o %t.b.o
// RUN: %cuacc %t.a.o %t.b.o %{cuaccrt} -o %t
// RUN: %clang -O2 %s -c -o %t.plain.o && %clang %t.plain.o %t.b.o -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | diff %t.want - %}
// MINFO: Accelerator restriction: function/procedure calls are not supported: 'flux' is weak (another file's definition may replace it)
#include <stdio.h>

#ifdef STRONG
double flux(double x) { return x * x; }
#else
__attribute__((weak)) double flux(double x) { return x * 2; }

int main(void) {
  double x[100], y[100];
  int n = 100;
  for (int i = 0; i < n; i++)
    x[i] = 0.5 * i;
#pragma acc kernels copyin(x) copyout(y)
  for (int i = 0; i < n; i++)
    y[i] = flux(x[i]) + 1;
  printf("%g %g\n", y[3], y[99]);
  return 0;
}
#endif
