// A register variable has no address for the generated call: one the
// kernels only read goes as the address of a copy; one the region writes
// (a sum) keeps the region on the host, which says why.
// REQUIRES: nvcc
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo -c %s -o %t.o 2>&1 | FileCheck %s
// CHECK-LABEL: f:
// CHECK: Accelerator kernel generated
// CHECK-LABEL: g:
// CHECK: Accelerator region ignored: the register variable 's' has no address to pass to the device
void f(register int n, float *restrict a) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}

float g(register float s, float *restrict a, int n) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}
