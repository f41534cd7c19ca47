// NVTX ranges for Nsight Systems: with an NVTX tool injected (a stub here,
// loaded as nsys loads its own), every construct, data phase, transfer and
// launch is a range of the "cuacc" domain, nested as they ran, named with
// file, line and function; a region run on the host is a mark. Without a
// tool the runtime does not observe (nothing is printed).
// REQUIRES: nvtx
// RUN: %clang -shared -fPIC -I%{nvtx-include} %S/Inputs/nvtx-tool.c -o %t.tool.so -ldl
// RUN: %cuacc -O1 -w %s %{cuaccrt} -o %t
// RUN: env ACC_DEVICE=emulate NVTX_INJECTION64_PATH=%t.tool.so %t | FileCheck %s
// RUN: env ACC_DEVICE=emulate %t | FileCheck --check-prefix=NONE %s
#include <stdio.h>

#define N 1000
float a[N];

int main(void) {
  int off = 0;
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma acc region copy(a[0:N-1])
  for (int i = 0; i < N; i++)
    a[i] *= 2;
#pragma acc region if(off)
  for (int i = 0; i < N; i++)
    a[i] += 1;
  printf("a[3] = %g\n", a[3]);
  return 0;
}

// CHECK: nvtx: domain cuacc
// CHECK: nvtx: push device init
// CHECK-NEXT: nvtx: pop
// CHECK-NEXT: nvtx: push acc_region nvtx.c:[[#LINE:]] main
// CHECK-NEXT: nvtx: push enter data nvtx.c:[[#LINE]] main
// CHECK-NEXT: nvtx: mark alloc a
// CHECK-NEXT: nvtx: push upload a
// CHECK-NEXT: nvtx: pop
// CHECK-NEXT: nvtx: pop
// CHECK-NEXT: nvtx: push launch main_[[#LINE+1]]_gpu
// CHECK-NEXT: nvtx: pop
// CHECK-NEXT: nvtx: push exit data nvtx.c:[[#LINE]] main
// CHECK-NEXT: nvtx: push download a
// CHECK-NEXT: nvtx: pop
// CHECK-NEXT: nvtx: mark free a
// CHECK-NEXT: nvtx: pop
// CHECK-NEXT: nvtx: pop
// CHECK-NEXT: nvtx: mark on host nvtx.c:[[#LINE+3]] main: its if() condition is false
// CHECK-NEXT: a[3] = 7

// NONE-NOT: nvtx:
// NONE: a[3] = 7
