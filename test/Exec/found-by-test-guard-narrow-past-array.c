// A guard narrows an inferred section only by what holds where the guarded
// access runs: 'if (i < m)' under 'for (i = 0; i < n; i++)' was taken as
// tighter than the loop because another loop ('for (k = m; k < n; k++)')
// says m <= n where it runs; at m > n it runs no iteration, and b[0:m-1]
// reached past what the program touches and past the array (the copy-back
// clobbered what lies after it). Found by a hand-written review test.
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t 2>&1 | FileCheck --allow-empty --implicit-check-not=warning: --check-prefix=BUILD %s
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// BUILD-NOT: internal error
#include <stdio.h>
#include <stdlib.h>
static long b[8];
static long c[8];
static long d[16];
static unsigned long h = 1469598103934665603UL;
static void mix(long v) { h = (h ^ (unsigned long)v) * 1099511628211UL; }
static void f(long *p, int n, int m) {
#pragma acc region
  {
    for (int k = m; k < n; k++) d[k] = k;
    for (int i = 0; i < n; i++)
      if (i < m) p[i] = i + 1;
  }
}
int main(void) {
  for (int n = 0; n <= 8; n++)
    for (int m = 0; m <= 12; m++) {
      for (int k = 0; k < 8; k++) b[k] = c[k] = -k;
      for (int k = 0; k < 16; k++) d[k] = 0;
      f(b, n, m);            /* global array of 8 */
      for (int k = 0; k < 8; k++) { mix(b[k]); mix(c[k]); }
      long *p = malloc(sizeof(long) * (n ? n : 1));
      for (int k = 0; k < n; k++) p[k] = 7;
      f(p, n, m);            /* heap block of n elements */
      for (int k = 0; k < n; k++) mix(p[k]);
      free(p);
    }
  printf("h=%016lx\n", h);
  return 0;
}
