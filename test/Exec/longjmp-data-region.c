// A longjmp out of a data region (a solver's error recovery) skips its
// end: its arrays stayed present for good, and the next data region on
// them computed from the stale device copies. The next data region entry
// now closes such a region first: its device copies are discarded (its
// end never ran, so nothing is copied back) and the runtime says so. What
// the host copies hold right after the longjmp is not the plain build's
// (the device's results were never copied back; README), so the program
// sets them anew, as a solver's recovery does.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w %s %{cuaccrt} -o %t
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t 2>&1 >/dev/null | FileCheck %s %}
// CHECK: cuacc: warning: longjmp-data-region.c:[[#@LINE+10]] (function solve): the data region was left without reaching its end (longjmp?); its device copies are discarded, nothing is copied back
// CHECK-NOT: cuacc:
#include <setjmp.h>
#include <stdio.h>

#define N 100
static float a[N], b[N];
static jmp_buf recover;

static void solve(int n, int fail) {
#pragma acc data region copy(a[0:n-1]) copyin(b[0:n-1])
  {
#pragma acc region
    for (int i = 0; i < n; i++)
      a[i] = a[i] * 2 + b[i];
    if (fail)
      longjmp(recover, 1);
#pragma acc region
    for (int i = 0; i < n; i++)
      a[i] += 1;
  }
}

static double sum(void) {
  double s = 0;
  for (int i = 0; i < N; i++)
    s += a[i] * (i + 1);
  return s;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = i;
    b[i] = 1;
  }
  if (setjmp(recover) == 0)
    solve(N, 1);
  else
    printf("recovered\n");
  for (int i = 0; i < N; i++) {
    a[i] = -i;
    b[i] = 2;
  }
  solve(N, 0);
  printf("%f\n", sum());
  solve(N / 2, 0);
  printf("%f\n", sum());
  return 0;
}
