// The same with enter data, present, exit data and update: an unsigned int
// length of 0 is an empty section.
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t 2>&1 | FileCheck --allow-empty --implicit-check-not=warning: --check-prefix=BUILD %s
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// BUILD-NOT: internal error
#include <stdio.h>
#include <stdlib.h>
static void scale(float *a, unsigned n) {
  #pragma acc enter data copyin(a[0:n])
  #pragma acc parallel loop present(a[0:n])
  for (unsigned i = 0; i < n; i++) a[i] *= 2;
  #pragma acc exit data copyout(a[0:n])
}
static void upd(float *a, unsigned k, unsigned n) {
  #pragma acc data copy(a[0:16])
  {
    #pragma acc parallel loop
    for (int i = 0; i < 16; i++) a[i] += 1;
    #pragma acc update self(a[k:n])
  }
}
int main(int argc, char **argv) {
  (void)argv;
  unsigned n = (unsigned)argc - 1; /* 0 */
  float *a = malloc(16 * sizeof(float));
  for (int i = 0; i < 16; i++) a[i] = i;
  scale(a, n);
  scale(a, 16);
  upd(a, 3, n);
  printf("%g %g\n", a[0], a[15]);
  free(a);
  return 0;
}
