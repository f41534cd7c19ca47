// A member array's section with a shifted start ('s.a[k << 1:4]'): it became
// s.a[4..32], ran into s.b, and the region stopped ('partly present'). Found
// by a review helper.
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t 2>&1 | FileCheck --allow-empty --implicit-check-not=warning: --check-prefix=BUILD %s
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// BUILD-NOT: internal error
#include <stdio.h>
struct { int a[16]; int b[32]; } s;
static void g(int k) {
  #pragma acc parallel loop copy(s.a[k << 1:4])
  for (int i = 0; i < 4; i++) s.a[(k << 1) + i] *= 3;
}
int main(void) {
  for (int i = 0; i < 16; i++) s.a[i] = i;
  for (int i = 0; i < 32; i++) s.b[i] = -i;
  #pragma acc data copy(s.b)
  {
    #pragma acc parallel loop
    for (int i = 0; i < 32; i++) s.b[i] += 1000;
    g(2);
  }
  for (int i = 0; i < 16; i++) printf("%d ", s.a[i]);
  for (int i = 0; i < 32; i++) printf("%d ", s.b[i]);
  printf("\n");
  return 0;
}
