// A data region whose two estimates are close is timed both ways: the way
// the estimates say until that way has a timed run (a way's first run,
// which sets up the device's memory and kernels or finds the host's caches
// cold, is not one), the other way until it has one (and, where the times
// are within 30%, the slower way once more), then the faster way while the
// counts stay the same; its
// regions run on the host when it does (each alone would move its own
// arrays, which the data region's estimate did not count). New
// counts are estimated and timed afresh. CUACC_HOST_CHOICE=measure does on
// the emulated device what the default does on a GPU (where the emulator's
// kernels, run on the CPU, always lose); the program prints the same as
// the plain build whichever way each run went.
//
// RUN: %cuacc -O2 %s %{cuaccrt} -lm -o %t
// RUN: %clang -O2 %s -lm -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=measure %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ FileCheck %s < %t.emu %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=on ACC_DEVICE=emulate ACC_NOTIFY=1 %t 2> %t.model | diff %t.want - %}
// RUN: %if nvcc %{ FileCheck --check-prefix=MODEL %s < %t.model %}
// Each object file with kernels registers them before main, for a GPU's
// initialization to load in the background (runtime/src/Region.cpp).
// RUN: %if nvcc %{ %cuacc -O2 -c %s -o %t.o && nm %t.o | FileCheck --check-prefix=NM %s %}
// NM-DAG: U cuacc_register_module
// NM-DAG: t __cuacc_register
#include <stdio.h>
#include <stdlib.h>

static void matvec2(int n, double A[n][n], double B[n][n], double *x,
                    double *tmp, double *y) {
#pragma acc data region copyin(A[0:n-1][0:n-1], B[0:n-1][0:n-1], x[0:n-1]) copyout(tmp[0:n-1], y[0:n-1])
  {
#pragma acc region
    for (int i = 0; i < n; i++) {
      tmp[i] = 0.0;
      y[i] = 0.0;
      for (int r = 1; r <= 3; r++)
        for (int j = 0; j < n; j++) {
          tmp[i] = A[i][j] * x[j] * r + tmp[i];
          y[i] = B[i][j] * x[j] + y[i];
        }
      y[i] = 1.5 * tmp[i] + 1.25 * y[i];
    }
  }
}

int main(void) {
  int n = 250;
  double(*A)[n] = malloc(sizeof(double[n][n]));
  double(*B)[n] = malloc(sizeof(double[n][n]));
  double *x = malloc(sizeof(double[n])), *tmp = malloc(sizeof(double[n])),
         *y = malloc(sizeof(double[n]));
  for (int i = 0; i < n; i++) {
    x[i] = i % 4 * 0.5;
    for (int j = 0; j < n; j++) {
      A[i][j] = (i * j % 5) - 2.5;
      B[i][j] = (i + 2 * j) % 7 * 0.25;
    }
  }
  for (int call = 0; call < 7; call++) {
    for (int i = 0; i < n; i++)
      x[i] += call;
    matvec2(n, A, B, x, tmp, y);
    double s = 0;
    for (int i = 0; i < n; i++)
      s += y[i] * (i % 3 + 1) + tmp[i];
    printf("call %d: %.17g\n", call, s);
  }
  // Other counts: estimated and timed afresh.
  matvec2(n - 50, A, B, x, tmp, y);
  printf("smaller: %.17g %.17g\n", y[0], tmp[n - 51]);
  return 0;
}

// CHECK: data region on host file=host-choice-measured.c function=matvec2 line=[[#LINE:]]: estimated faster on the host
// CHECK-NEXT: region on host file=host-choice-measured.c function=matvec2 line=[[#LINE+2]]: its data region runs on the host
// CHECK: data region on host file=host-choice-measured.c function=matvec2 line=[[#LINE]]: estimated faster on the host
// CHECK: data region on accelerator file=host-choice-measured.c function=matvec2 line=[[#LINE]]: timed on the accelerator: {{.*}} us estimated there against {{.*}} us on the host, {{.*}} us measured there
// CHECK: launch CUDA kernel
// CHECK: data region on accelerator file=host-choice-measured.c function=matvec2 line=[[#LINE]]: timed on the accelerator
// CHECK: launch CUDA kernel
// Which way wins depends on the machine (the emulator's kernel runs on
// every core): either way the times decide now, and say so; times within
// 30% of each other have the slower way run once more first.
// CHECK: data region on {{host|accelerator}} file=host-choice-measured.c function=matvec2 line=[[#LINE]]: {{measured faster|timed again, as close,}} on the {{host|accelerator}}: {{.*}} us on the host against {{.*}} us on the accelerator
// CHECK: data region on {{host|accelerator}} file=host-choice-measured.c function=matvec2 line=[[#LINE]]: measured faster on the {{host|accelerator}}
// CHECK: data region on host file=host-choice-measured.c function=matvec2 line=[[#LINE]]: estimated faster on the host

// MODEL-COUNT-6: data region on host file=host-choice-measured.c function=matvec2 line={{[0-9]+}}: estimated faster on the host
// MODEL-NOT: data region on accelerator
