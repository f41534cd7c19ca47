// Found by the round3 family of tools/difftest (no wrong answer: the
// region ran on the host, with a warning): <math.h>'s signbit in C++ is
// libstdc++'s overload; the kernel source got a device copy of it that nvcc
// found ambiguous with CUDA's own, so no kernel of the region compiled
// ("internal error"). Calls to the C++ library's math functions are now
// printed as the device's (Analysis/DeviceMath.h; issue 27).
// RUN: %clang -O2 -w %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: %if nvcc %{ %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>&1 | FileCheck --implicit-check-not='internal error' %s %}
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// CHECK: Accelerator kernel generated
#include <math.h>
#include <stdio.h>

static double a[16], sb[16];
static void signbit_with_kernels(int n) {
  double s = 0;
  for (int i = 0; i < 16; i++) {
    a[i] = (i & 1) ? -0.0 : 1.0 * i;
    sb[i] = 0;
  }
#pragma acc region
  {
    for (int i = 0; i < n; i++)
      s += a[i];
    for (int i = 0; i < n; i++)
      sb[i] = signbit(a[i]) ? 2 : 1;
  }
  printf("signbit_with_kernels(%d): %g", n, s);
  for (int i = 0; i < 16; i++)
    printf(" %g", sb[i]);
  printf("\n");
}

int main() {
  for (int n = 0; n <= 16; n += 8)
    signbit_with_kernels(n);
  return 0;
}
