// A sequential loop whose inner loops' bounds use a scalar the region
// assigns (m = n - 1 at the region's top): the host cannot weigh the
// persistent kernel's counts before the region, and its own loop would
// launch kernels whose grids need m. The loop runs in one block, always;
// before, -Minfo said the runtime would choose, and the region stayed on
// the host ("the bounds of the loop use 'm', which the accelerator
// assigns"). Output as the plain build's, on the host and the emulator.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ grep -c 'line=26 .*block=\[512\]' %t.emu | FileCheck --check-prefix=LAUNCHES %s %}
#include <stdio.h>

#define N 1000
float a[N], b[N];

int main(void) {
  int n = N, m = 0;
  for (int i = 0; i < N; i++)
    a[i] = i % 13;
  for (int steps = 0; steps <= 7; steps += 7) {
#pragma acc region copy(a[0:N-1]) local(b[0:N-1])
    {
      m = n - 1;
      for (int t = 0; t < steps; t++) {
        for (int i = 1; i < m; i++)
          b[i] = (a[i - 1] + a[i] + a[i + 1]) / 4;
        for (int i = 1; i < m; i++)
          a[i] = b[i];
      }
    }
  }
  double sum = 0;
  for (int i = 0; i < N; i++)
    sum += a[i];
  printf("%.6f %d\n", sum, m);
  return 0;
}
// MINFO: Sequential loop scheduled on accelerator: one block runs it (persistent kernel, vector({{[0-9]+}}))
// MINFO-NOT: Sequential loop scheduled on host
// MINFO-NOT: region ignored
// LAUNCHES: 2
