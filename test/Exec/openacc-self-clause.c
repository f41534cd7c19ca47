// OpenACC 3.2's self(cond) on compute constructs: where cond is true (or
// the clause has no argument) the construct runs on the host, as where
// if(cond) is false; with both, on the device only when if's condition
// holds and self's does not. The results are the plain build's; the
// emulated device's launch notices show which constructs ran there.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ FileCheck --check-prefix=EMU %s < %t.emu %}
// RUN: FileCheck --check-prefix=OUT %s < %t.want
#include <stdio.h>

#define N 512

static void scale(int n, float *restrict a, float f, int host, int dev) {
  // MINFO: scale:
  // MINFO: Accelerator kernel generated
  // On the host in the first two calls, on the device in the third.
  // EMU: region on host file=openacc-self-clause.c function=scale line=[[@LINE+4]]
  // EMU-NEXT: region on host file=openacc-self-clause.c function=scale line=[[@LINE+3]]
  // EMU-NEXT: launch CUDA kernel file=openacc-self-clause.c function=scale line=[[@LINE+3]] device=emulated
  // EMU-NEXT: region on host file=openacc-self-clause.c function=main line=
#pragma acc parallel loop copy(a[0:n]) self(host) if(dev)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * f;
}

static float total(int n, const float *a) {
  float s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

int main(void) {
  float a[N];
  for (int i = 0; i < N; i++)
    a[i] = i % 5;
  // self(1), if(1): the host.  self(0), if(0): the host.  self(0), if(1):
  // the device (the one launch from scale).
  scale(N, a, 2, 1, 1);
  scale(N, a, 3, 0, 0);
  scale(N, a, 0.5f, 0, 1);
  // OUT: scale: 3063
  printf("scale: %g\n", total(N, a));
  int big = N > 100;
  // MINFO: main:
  // MINFO: Accelerator kernel generated
  // EMU-SAME: [[@LINE+1]]:
#pragma acc kernels loop self(big) copy(a[0:N])
  for (int i = 0; i < N; i++)
    a[i] = a[i] + 1;
  // A bare 'self' (here on serial): always the host.
  // MINFO: Accelerator serial kernel generated
  // EMU-NEXT: region on host file=openacc-self-clause.c function=main line=[[@LINE+1]]:
#pragma acc serial self copy(a[0:N])
  {
    a[0] = 100;
    a[1] = a[0] + a[2];
  }
  // OUT: host: 3777
  printf("host: %g\n", total(N, a));
  // MINFO: Accelerator kernel generated
  // EMU-NEXT: launch CUDA kernel file=openacc-self-clause.c function=main line=[[@LINE+5]] device=emulated
  // EMU-NOT: device=
#pragma acc parallel self(!big) copy(a[0:N])
  {
#pragma acc loop
    for (int i = 0; i < N; i++)
      a[i] = 2 * a[i];
  }
  // OUT: device: 7554
  printf("device: %g\n", total(N, a));
  return 0;
}
