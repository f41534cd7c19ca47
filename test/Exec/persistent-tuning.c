// The way a sequential loop around kernels runs (the host loop's launches,
// one persistent block, or across the grid) is the cost model's pick, and
// where another way's estimate is close, the measured fastest at those
// counts: each way is timed on the loop's first runs and the fastest kept
// (runtime/src/Tuning.cpp). CUACC_TUNE=always times every way, also on the
// emulated device: each run of the loop below takes another way until
// each has a timed run (the first run at a size is not timed), then the fastest. Every way computes the same
// results: the plain build's.
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ not grep 'tuned sequential' %t.emu %}
// RUN: %if nvcc %{ rm -f %t.tune && env CUACC_TUNE=always CUACC_TUNE_CACHE=%t.tune %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ FileCheck --check-prefix=TUNED %s < %t.emu %}
// RUN: %if nvcc %{ FileCheck --check-prefix=FILE %s < %t.tune %}
// RUN: %if nvcc %{ env CUACC_TUNE=always CUACC_TUNE_CACHE=%t.tune CUACC_PERSISTENT_THREADS=64 %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ rm -f %t.gputune && env CUACC_TUNE=always CUACC_TUNE_CACHE=%t.gputune %t | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_TUNE_CACHE=%t.gputune %t | diff %t.want - %}
// The host loop's launches as one CUDA graph from its second run at each
// size (runtime/src/HostGraphs.cpp), and launched one by one:
// RUN: %if cuda-gpu %{ env CUACC_PERSISTENT=never %t | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_PERSISTENT=never CUACC_GRAPHS=off %t | diff %t.want - %}
// MINFO: Sequential loop scheduled on accelerator in one block
// MINFO: Sequential loop scheduled on host otherwise
// Two sizes, each its own choice; the three ways at each.
// TUNED-COUNT-2: tuned sequential loop file=persistent-tuning.c function=smooth line=[[#]]: {{host loop|one block|grid}} ({{[0-2]}}: {{[0-9]+}} us, {{[0-2]}}: {{[0-9]+}} us, {{[0-2]}}: {{[0-9]+}} us;
// FILE: persistent-tuning.c:[[#]] sequential loop counts
#include <stdio.h>

#define N 300
static double a[N], b[N];

static void smooth(int n, int steps) {
#pragma acc region copy(a[0:n-1]) local(b[0:n-1])
  {
    for (int t = 0; t < steps; t++) {
      for (int i = 1; i < n - 1; i++)
        b[i] = 0.25 * a[i - 1] + 0.5 * a[i] + 0.25 * a[i + 1];
      for (int i = 1; i < n - 1; i++)
        a[i] = b[i] + 1e-3 * t;
    }
  }
}

int main(void) {
  for (int size = 0; size < 2; size++) {
    int n = size ? N : N / 3, steps = size ? 20 : 9;
    for (int run = 0; run < 8; run++) {
      for (int i = 0; i < N; i++)
        a[i] = (i * 7 + run) % 11;
      smooth(n, steps);
      double s = 0;
      for (int i = 0; i < N; i++)
        s += a[i] * (i % 5 + 1);
      printf("size %d run %d: %.17g %.17g\n", size, run, a[n / 2], s);
    }
  }
  return 0;
}
