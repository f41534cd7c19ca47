// Self-tuning of a product's tile shape on the emulated device. With 4
// multiprocessors (CUACC_EMULATED_SMS), a 256 x 256 product's 128 x 128
// blocks (4) are near the crossover, so the runtime times both shapes on
// the first launches (twice each), keeps the faster and writes it to the
// tuning file; the next run reads it and measures nothing. Every launch's
// result is checked against the host's, whichever shape ran.
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t
// RUN: %if nvcc %{ rm -f %t.tune && env CUACC_EMULATED_SMS=4 CUACC_TUNE_CACHE=%t.tune %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ FileCheck --check-prefix=MEASURED %s < %t.emu %}
// RUN: %if nvcc %{ FileCheck --check-prefix=FILE %s < %t.tune %}
// A second run reads the choice: no shape is measured again.
// RUN: %if nvcc %{ env CUACC_EMULATED_SMS=4 CUACC_TUNE_CACHE=%t.tune %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ FileCheck --check-prefix=READ %s < %t.emu %}
// CUACC_TUNE=always measures again whatever the file says.
// RUN: %if nvcc %{ env CUACC_EMULATED_SMS=4 CUACC_TUNE=always CUACC_TUNE_CACHE=%t.tune %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ FileCheck --check-prefix=MEASURED %s < %t.emu %}
// A damaged file is measured again, and rewritten.
// RUN: %if nvcc %{ printf 'x garbage\n' > %t.tune && env CUACC_EMULATED_SMS=4 CUACC_TUNE_CACHE=%t.tune %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ FileCheck --check-prefix=MEASURED %s < %t.emu %}
// RUN: %if nvcc %{ FileCheck --check-prefix=FILE %s < %t.tune %}
// CUACC_TUNE=off: the model's pick, no file; a file that cannot be written
// changes nothing but the next run's measuring.
// RUN: %if nvcc %{ rm -f %t.off && env CUACC_EMULATED_SMS=4 CUACC_TUNE=off CUACC_TUNE_CACHE=%t.off %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ FileCheck --check-prefix=OFF %s < %t.emu %}
// RUN: %if nvcc %{ not test -e %t.off %}
// RUN: %if nvcc %{ env CUACC_EMULATED_SMS=4 CUACC_TUNE_CACHE=/nonexistent/cuacc/tune.txt %{run-emulated} | FileCheck %s %}
// With an H100's 132 (the default), the model decides: 16 blocks of 64 x 64.
// RUN: %if nvcc %{ env CUACC_TUNE_CACHE=%t.h100 %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ FileCheck --check-prefix=MODEL %s < %t.emu %}
// RUN: %if nvcc %{ not test -e %t.h100 %}
// CHECK-COUNT-6: product {{[0-9]}}: PASS
// MEASURED-DAG: grid=[2x2] block=[16x16]
// MEASURED-DAG: grid=[4x4] block=[16x16]
// MEASURED: tuned CUDA kernel file=tile-tuning.c function=product line={{[0-9]+}} blocks=4,16: shape {{[01]}} (0: {{[0-9]+}} us, 1: {{[0-9]+}} us)
// FILE: {{^[01]}} tile-tuning.c:{{[0-9]+}} product_{{[0-9]+}}_gpu_tiled blocks 4,16{{$}}
// READ-NOT: tuned
// OFF-NOT: tuned
// OFF-COUNT-6: grid=[2x2] block=[16x16]
// MODEL-COUNT-6: grid=[4x4] block=[16x16]
#include <stdio.h>
#include <stdlib.h>

enum { N = 256, P = 24 };

static void product(int n, int m, int p, const float (*restrict a)[p],
                    const float (*restrict b)[m], float (*restrict c)[m]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float s = 0;
      for (int k = 0; k < p; ++k)
        s += a[i][k] * b[k][j];
      c[i][j] = s;
    }
}

int main(void) {
  static float a[N][P], b[P][N], c[N][N];
  for (int run = 0; run < 6; ++run) {
    for (int i = 0; i < N; ++i)
      for (int k = 0; k < P; ++k)
        a[i][k] = (float)((i * 7 + k * 3 + run) % 17) - 8;
    for (int k = 0; k < P; ++k)
      for (int j = 0; j < N; ++j)
        b[k][j] = (float)((k * 5 + j + run) % 13) / 4;
    product(N, N, P, a, b, c);
    int bad = 0;
    for (int i = 0; i < N; ++i)
      for (int j = 0; j < N; ++j) {
        float s = 0;
        for (int k = 0; k < P; ++k)
          s += a[i][k] * b[k][j];
        bad += s != c[i][j];
      }
    printf("product %d: %s\n", run, bad ? "FAIL" : "PASS");
  }
  return 0;
}
