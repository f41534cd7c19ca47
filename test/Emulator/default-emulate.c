// -fplugin-arg-cuacc-emulate makes the emulated device the program's
// default; ACC_DEVICE still decides when it is set.
// RUN: %cuacc -fplugin-arg-cuacc-emulate -O2 %s %{cuaccrt} -lm -o %t
// RUN: %if nvcc %{ env ACC_NOTIFY=1 %t 2>&1 | FileCheck --check-prefix=EMU %s %}
// RUN: env ACC_DEVICE=host ACC_NOTIFY=9 %t 2>&1 | FileCheck --check-prefix=HOST %s
// EMU: launch CUDA kernel file=default-emulate.c function=main line=[[#@LINE+9]] device=emulated grid=[4] block=[256]
// EMU: a[999] = 1998
// HOST: enter region file=default-emulate.c function=main line={{[0-9]+}} device=host
// HOST: a[999] = 1998
#include <stdio.h>

int main(void) {
  static float a[1000];
#pragma acc region
  for (int i = 0; i < 1000; ++i)
    a[i] = 2 * i;
  printf("a[999] = %g\n", a[999]);
  return 0;
}
