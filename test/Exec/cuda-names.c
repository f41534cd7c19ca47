// C names that CUDA C++ reads otherwise: keywords ('new', 'class', 'this')
// and CUDA's own functions ('min', 'max' defined by the program) are
// renamed in the kernels; a name cuacc's kernels need ('threadIdx') and C
// that CUDA C++ cannot hold (a variable-length array) keep that region on
// the host, with the reason, and every other region of the file offloaded.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO --implicit-check-not=warning: %s
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ env ACC_DEVICE=emulate ACC_NOTIFY=1 %t 2>&1 | FileCheck --check-prefixes=CHECK,EMU %s %}
// MINFO-LABEL: keywords:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: builtin_name:
// MINFO: Accelerator region ignored: the name 'threadIdx' means something else in CUDA C++, and cuacc's kernels need it
// MINFO-LABEL: vla:
// MINFO: Accelerator region ignored: the variable-length array 't' is declared in the region
// MINFO-LABEL: cases:
// MINFO: Accelerator kernel generated
// EMU: launch CUDA kernel file=cuda-names.c function=keywords
// EMU: launch CUDA kernel file=cuda-names.c function=cases
// EMU: launch CUDA kernel file=cuda-names.c function=c_sizes
// CHECK: 0 5 10 14 18 22 26 30 | 0 1 2 3 4 5 6 7 | 7 8 9 10 11 12 13 14 | 2 2 2 2 1 1 1 1 | 8
#include <stdio.h>

static float min(float a, float b) { return a < b ? a : b; }
static float max(float a, float b) { return a > b ? a : b; }

static void keywords(float *restrict new, const float *restrict class,
                     int this, float delete) {
#pragma acc region
  for (int i = 0; i < this; i++)
    new[i] = class[i] * delete + min(class[i], 2) + max(0, class[i]);
}

static void builtin_name(float *restrict a, int n, int threadIdx) {
#pragma acc region
  for (int i = 0; i < n; i++)
    a[i] = i + threadIdx;
}

static void vla(float *restrict a, int n, int m) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    float t[m];
    for (int j = 0; j < m; j++)
      t[j] = i + j;
    a[i] = t[m - 1];
  }
}

// sizeof is C's: sizeof('x') is 4 in C and 1 in C++, sizeof(i == 1) 4 and 1.
static void c_sizes(int *restrict a, int n) {
#pragma acc region
  for (int i = 0; i < n; i++)
    a[i] = sizeof('x') + sizeof(i == 1);
}

static void cases(int *restrict a, int n) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    switch (i / 4) {
    case 0:
      a[i] = 2;
      break;
    default:
      a[i] = 1;
    }
  }
}

int main(void) {
  float a[8], b[8], c[8], d[8];
  int e[8], f[8];
  for (int i = 0; i < 8; i++)
    b[i] = i;
  keywords(a, b, 8, 3.0f);
  builtin_name(c, 8, 0);
  vla(d, 8, 8);
  cases(e, 8);
  c_sizes(f, 8);
  for (int i = 0; i < 8; i++)
    printf("%g ", a[i]);
  printf("|");
  for (int i = 0; i < 8; i++)
    printf(" %g", c[i]);
  printf(" |");
  for (int i = 0; i < 8; i++)
    printf(" %g", d[i]);
  printf(" |");
  for (int i = 0; i < 8; i++)
    printf(" %d", e[i]);
  printf(" | %d\n", f[5]);
  return 0;
}
