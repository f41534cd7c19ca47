// An OpenACC section whose length is an unsigned int 0 ('a[0:n]'): its last
// index start + n - 1 wrapped in unsigned arithmetic to 4294967295, and the
// region tried to allocate and copy 16 GB (a hang on the emulated device).
// The last index is computed in long now. Found by a review helper. (The
// second call launches: 'i + 1 < n' is a parallel loop, whose kernel an
// empty range does not launch.)
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t 2>&1 | FileCheck --allow-empty --implicit-check-not=warning: --check-prefix=BUILD %s
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// BUILD-NOT: internal error
#include <stdio.h>
static void f(unsigned n, float *restrict a, float *restrict b) {
  #pragma acc kernels copyin(a[0:n]) copy(b[0:n])
  for (unsigned i = 0; i + 1 < n; i++) b[i] = a[i] + a[i + 1];
}
int main(int argc, char **argv) {
  unsigned n = argc > 5 ? 3 : 0;
  float a[8] = {1,2,3,4,5,6,7,8}, b[8] = {0};
  f(n, a, b);
  printf("%g\n", b[0]);
  f(n + 3, a, b);
  printf("%g %g\n", b[0], b[1]);
  return 0;
}
