// A sum over 10^6 elements on the emulated device (block partials through
// warp shuffles, combined by atomics) matches the host within float
// tolerance; the timing report says the device was the emulator.
// RUN: %cuacc -O2 %s %{cuaccrt} -lm -o %t 2>/dev/null
// RUN: %if nvcc %{ env ACC_DEVICE=emulate PGI_ACC_TIME=1 %t 2>&1 | FileCheck %s %}
// CHECK: sum of 1000000: PASS
// CHECK: Accelerator Kernel Timing data
// CHECK-NEXT: (emulated device: kernels ran on the CPU; times are CPU times)
// CHECK: kernel launched 1 times
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static float total(int n, float *restrict x) {
  float s = 0;
#pragma acc region
  for (int i = 0; i < n; ++i)
    s += x[i];
  return s;
}

int main(void) {
  int n = 1000000;
  float *x = malloc(sizeof(float) * n);
  double want = 0, scale = 0;
  for (int i = 0; i < n; ++i) {
    x[i] = (float)((i * 7919) % 2001 - 1000) / 1000.0f;
    want += x[i];
    scale += fabs(x[i]);
  }
  float got = total(n, x);
  double err = fabs(got - want) / scale;
  printf("sum of %d: %s (error %.2g of sum |x|)\n", n,
         err < 1e-6 ? "PASS" : "FAIL", err);
  return 0;
}
