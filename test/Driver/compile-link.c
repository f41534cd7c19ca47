// One step, PGI style: messages at compile time; when run, the result (and,
// on a GPU, the timing report; without one, the runtime says why there is
// none).
// RUN: %{cuacc-driver} -ta=nvidia,time -Minfo=accel -O2 %s -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env CUACC_LIBCUDA=/nonexistent %t 2>&1 | FileCheck %s
// MINFO: main:
// MINFO: Loop is parallelizable
// CHECK: cuacc: no CUDA driver (/nonexistent cannot be loaded); accelerator regions run on the host
// CHECK: compile-link: PASS
#include <stdio.h>

int main(void) {
  static float a[1000];
#pragma acc region
  for (int i = 0; i < 1000; ++i)
    a[i] = 2.0f * i;
  int ok = 1;
  for (int i = 0; i < 1000; ++i)
    ok &= a[i] == 2.0f * i;
  printf("compile-link: %s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
