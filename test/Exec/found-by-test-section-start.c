// An OpenACC section's start of low precedence ('a[k << 1:4]', 'a[c ? 0 :
// 8:8]'): the host code printed start + length - 1 without parentheses
// around the start ('k << 1+4-1'), so the region moved the wrong elements
// (an invalid access on the emulated device; past the array's end without a
// data region). Found by a review helper.
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t 2>&1 | FileCheck --allow-empty --implicit-check-not=warning: --check-prefix=BUILD %s
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// BUILD-NOT: internal error
#include <stdio.h>
int a[16];
static void f(int first, int k) {
  #pragma acc parallel loop copy(a[first ? 0 : 8:8])
  for (int i = 0; i < 8; i++) a[(first ? 0 : 8) + i] += i + k;
}
static void g(int k) {
  #pragma acc parallel loop copy(a[k << 1:4])
  for (int i = 0; i < 4; i++) a[(k << 1) + i] *= 3;
}
int main(void) {
  for (int i = 0; i < 16; i++) a[i] = 100 * i;
  f(1, 1); f(0, 2); g(2);
  for (int i = 0; i < 16; i++) printf("%d ", a[i]);
  printf("\n");
  return 0;
}
