// Loops under conditions, as real codes write them (LU with partial
// pivoting's 'if (p != k)' row swap, a snapshot every K steps), found by a
// bug-hunting helper (schedules and data lifetimes):
// - a persistent kernel left out the barrier before a parallel loop that
//   follows 'if (c) <parallel loop>': the barrier the branch ends with
//   does not run when c fails, and fast threads wrote what slow ones still
//   read (a wrong answer, or an emulated deadlock);
// - 'if (c) for (...) b[i] = 1;' without braces was an unconditional write
//   (the branch's path mark was the loop's own): copyout, and the device's
//   uninitialized b came back where c failed;
// - 'if (c) <statement>; else <parallel loop>' printed thread 0's block
//   with the statement's ';' after it, before the 'else' (the kernels did
//   not compile; an internal error).
// Prints what the plain build prints.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2> %t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=always %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=grid %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-NOT: internal error
// MINFO-LABEL: braceless:
// MINFO: Generating copy(b[0:n-1])
#include <stdio.h>
#define N 8
double a[N], b[N], d[N];

static void pivots(void) {
  int i, k, p, n = N;
  for (i = 0; i < N; i++) {
    a[i] = i;
    b[i] = 0;
  }
#pragma acc region
  {
    for (k = 0; k < 3; k++) {
      p = 0;
      for (i = 1; i < n; i++) // every thread runs this search
        if (a[i] > a[p])
          p = i;
      if (k == 99) // never true: its barriers never run
        for (i = 0; i < n; i++)
          b[i] = 1;
      for (i = 0; i < n; i++) // writes what the search reads
        a[i] = (i == p) ? -a[i] : a[i] + 1;
    }
  }
  for (i = 0; i < N; i++)
    printf("%g ", a[i]);
  printf("\n");
}

static void braceless(int flag) {
  int i, n = N;
  for (i = 0; i < N; i++)
    b[i] = 5;
#pragma acc region
  {
    if (flag)
      for (i = 0; i < n; i++)
        b[i] = 1;
  }
  printf("%g %g\n", b[0], b[n - 1]);
}

static void elseLoop(int mode) {
  int i, n = N;
  for (i = 0; i < N; i++)
    d[i] = 5;
#pragma acc region
  {
    if (mode == 2)
      d[0] = 0;
    else
      for (i = 0; i < n; i++)
        d[i] = 1;
  }
  printf("%g %g\n", d[0], d[5]);
}

int main(int argc, char **argv) {
  pivots();
  braceless(argc > 5);
  braceless(argc < 5);
  elseLoop(argc + 1);
  elseLoop(argc);
  return 0;
}
