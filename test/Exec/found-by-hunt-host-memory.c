// Which copy the host sees, found by a bug-hunting helper (data movement
// and whole programs):
//  - a device address the program keeps (acc_deviceptr, as for a cuBLAS
//    call) and hands to a library again and again: the first whole-block
//    'update self' marked the host's copy the newer one, and the later
//    updates, acc_update_self and the final copyout moved nothing.
// Prints what the plain build prints.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENACC
#include <openacc.h>
#else
static void *acc_deviceptr(void *p) { return p; }
static void acc_update_self(void *p, size_t n) { (void)p, (void)n; }
#endif

// A library's kernel on the device copy (cublasDscal): host code where the
// host addresses the device's memory (the host device, the emulated one),
// a kernel on the device pointer on a GPU.
__attribute__((noinline)) static void scale(double *d, int n, double f) {
  const char *Device = getenv("ACC_DEVICE");
  if (Device && !strcmp(Device, "emulate"))
    for (int i = 0; i < n; i++)
      d[i] *= f;
  else
#pragma acc parallel loop deviceptr(d)
    for (int i = 0; i < n; i++)
      d[i] *= f;
}

static void keptAddress(int n) {
  double *x = malloc(n * sizeof *x);
  for (int i = 0; i < n; i++)
    x[i] = i;
#pragma acc enter data copyin(x[0:n])
  double *d = acc_deviceptr(x);
  for (int k = 0; k < 3; k++) {
    scale(d, n, 2.0);
#pragma acc update self(x[0:n])
    printf("update self %d: %a\n", k, x[5]);
  }
  scale(d, n, 2.0);
  acc_update_self(x, n * sizeof *x);
  printf("acc_update_self: %a\n", x[5]);
  scale(d, n, 2.0);
#pragma acc exit data copyout(x[0:n])
  printf("copyout: %a\n", x[5]);
  free(x);
}

int main(void) {
  keptAddress(64);
  return 0;
}
