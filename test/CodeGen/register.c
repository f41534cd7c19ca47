// A register variable has no address for the generated call: the region
// stays on the host and says why.
// REQUIRES: nvcc
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo -c %s -o %t.o 2>&1 | FileCheck %s
// CHECK: Accelerator region ignored: the register variable 'n' has no address to pass to the device
void f(register int n, float *restrict a) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
