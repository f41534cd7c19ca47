// A region whose data sections assume a loop runs, with an array present
// from a data region and a present clause: at n = 0 it runs its host code
// (the present data updated around it) instead of being refused at
// compile time; at n > 0 on the device. Found reviewing the loop-run
// checks.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-NOT: ignored
// MINFO: Data sections assume the loop at line {{[0-9]+}} runs
// MINFO-NOT: ignored
#include <stdio.h>
static long b[80], c[80];
long r1(int n) {
  long s = 0;
#pragma acc data copy(b[0:n+1]) copyin(c[0:n+1])
  {
#pragma acc kernels present(c[0:n+1])
    {
      for (int i = 0; i < n; i++) b[i] = c[i] * 2 + 1;
      s = b[0];
    }
  }
  return s;
}
int main(void) {
  unsigned long h = 0;
  for (int n = 0; n < 6; n++) {
    for (int k = 0; k < 80; k++) { b[k] = 1000 + k; c[k] = -k; }
    h = h * 31 + (unsigned long)r1(n);
    for (int k = 0; k < 80; k++) h = h * 31 + (unsigned long)b[k];
  }
  printf("h=%016lx\n", h);
  return 0;
}
