// A region whose generated kernels do not compile (a cuacc bug; here made
// by the test hook inject-kernel-error, which adds an #error to them) runs
// on the host, with a warning at its own directive and the reason in
// -Minfo; the file's other regions are still offloaded, and nvcc's output
// about the generated file is never shown.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo -fplugin-arg-cuacc-inject-kernel-error=26 %s %{cuaccrt} -o %t 2>&1 | FileCheck %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %{run-emulated} | diff %t.want -
// RUN: grep -c 'launch CUDA kernel' %t.emu | FileCheck --check-prefix=LAUNCHES %s
// REQUIRES: nvcc
// CHECK-NOT: cuacc-{{.*}}.cu
// CHECK: kernel-compile-failure.c:[[@LINE+13]]:9: warning: cuacc: internal error: the kernels generated for this region do not compile, so it runs on the host
// CHECK-NOT: cuacc-{{.*}}.cu
// CHECK-LABEL: scale:
// CHECK: Accelerator region ignored: cuacc generated kernels that do not compile
// CHECK-LABEL: shift:
// CHECK: Accelerator kernel generated
// CHECK-NOT: cuacc-{{.*}}.cu
// LAUNCHES: 1
#include <stdio.h>

float a[64], b[64];

static void scale(int k) {
#pragma acc region
  for (int i = 0; i < 64; i++)
    a[i] = a[i] * k;
}

static void shift(void) {
#pragma acc region
  for (int i = 0; i < 64; i++)
    b[i] = a[i] + 1;
}

int main(void) {
  for (int i = 0; i < 64; i++)
    a[i] = i;
  scale(3);
  shift();
  printf("%.1f %.1f %.1f\n", a[5], b[5], b[63]);
  return 0;
}
