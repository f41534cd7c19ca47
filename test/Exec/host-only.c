// A region the compiler keeps on the host (a recurrence) still gives the
// right answer and says why; a sum next to it runs as a reduction.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: %t | FileCheck %s
// MINFO: No parallel kernels found, accelerator region ignored
// MINFO: Sum reduction generated for 's'
// MINFO-NEXT: Accelerator kernel generated
// CHECK: host-only: PASS
// CHECK: host-only sum: PASS
#include "common.h"

int main(void) {
  int n = 1000;
  float *a = malloc(sizeof(float) * n), *b = malloc(sizeof(float) * n);
  float *r = malloc(sizeof(float) * n);
  fill(a, n, 9);
  fill(b, n, 10);
  for (int i = 0; i < n; ++i)
    r[i] = a[i];
#pragma acc region
  for (int i = 1; i < n; ++i)
    a[i] = a[i - 1] * 0.5f + b[i];
  for (int i = 1; i < n; ++i)
    r[i] = r[i - 1] * 0.5f + b[i];
  float s = 0, rs = 0;
#pragma acc region
  for (int i = 0; i < n; ++i)
    s += b[i];
  for (int i = 0; i < n; ++i)
    rs += b[i];
  // The sums add in different orders: compare them relative to their size.
  int ok = check("host-only", a, r, n, 1e-5f);
  float got = s; // s itself must not have its address taken
  ok &= check("host-only sum", &got, &rs, 1, 1e-6f);
  return !ok;
}

// The same program on the emulated device (kernels on the CPU, separate
// device memory): the same results.
// RUN: env ACC_DEVICE=emulate %t | FileCheck %s
