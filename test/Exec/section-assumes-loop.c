// A data section joins accesses under different loops, and holds one of
// them only where another loop runs: b[0] read after 'for (i = 0; i < n;
// i++) b[i] = ...' is in [0:n-1] only when n >= 1. The region checks the
// loop runs and, where it runs no iteration, runs on the host: never a
// section that leaves out an element the device touches, nor a copyout of
// elements nothing wrote. The same where the section is the user's
// (copyout(c[5:1]) written by 'for (i = 0; i < n; i++) c[i + 5]') or a data
// region's (present, updated around the host code).
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2> %t.minfo
// RUN: FileCheck --check-prefix=MINFO --implicit-check-not=warning: %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ FileCheck --check-prefix=NOTIFY %s < %t.emu %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
#include <stdio.h>
#include <stdlib.h>

static long b[64], c[64], d[64];

// MINFO-LABEL: first_after_loop:
// MINFO: Generating copyout(b[0:n-1])
// MINFO: Data sections assume the loop at line [[#@LINE+5]] runs: the region runs on the host where it runs no iteration
static long first_after_loop(int n) {
  long s = 0;
#pragma acc region
  {
    for (int i = 0; i < n; i++)
      b[i] = 3 * i + 1;
    s = b[0];
  }
  return s;
}

// (Called with n <= 1: the user's section holds what the loop writes.)
// MINFO-LABEL: user_copyout:
// MINFO: Data sections assume the loop at line [[#@LINE+4]] runs
static void user_copyout(int n) {
#pragma acc region copyout(c[5:5])
  {
    for (int i = 0; i < n; i++)
      c[i + 5] = 100 + i;
  }
}

// MINFO-LABEL: in_data_region:
// MINFO: Data sections assume the loop at line [[#@LINE+7]] runs
static long in_data_region(int n) {
  long s = 0;
#pragma acc data region copy(d[0:n-1])
  {
#pragma acc region
    {
      for (int i = 0; i < n; i++)
        d[i] += 7;
      s = d[0];
    }
  }
  return s;
}

// NOTIFY: the data sections assume the loop at line {{[0-9]+}} runs

int main(int argc, char **argv) {
  /* The sizes the test runs (tools/gpu-check runs it without arguments). */
  static char *Sizes[] = {"", "0", "1", "3", "9"};
  if (argc < 2) {
    argc = 5;
    argv = Sizes;
  }
  for (int a = 1; a < argc; a++) {
    int n = atoi(argv[a]);
    for (int k = 0; k < 64; k++)
      b[k] = c[k] = d[k] = -k;
    long s = first_after_loop(n);
    user_copyout(n < 1 ? n : 1);
    long t = in_data_region(n);
    long h = 0;
    for (int k = 0; k < 64; k++)
      h = h * 31 + b[k] + 3 * c[k] + 5 * d[k];
    printf("n=%d s=%ld t=%ld %ld\n", n, s, t, h);
  }
  return 0;
}
