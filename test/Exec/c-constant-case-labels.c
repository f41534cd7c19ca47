// Case labels in a region that C folds to constants without their being
// integer constant expressions: a 'const int' local (a GNU folding: the
// kernel gets the local as a parameter, and 'case K:' did not compile, so
// the region ran on the host with an internal error), and values whose
// spelling means something else in CUDA C++: a character constant under
// -funsigned-char (int 255 in this C, and CUDA's char is signed), a GNU
// case range, an unsigned label past INT_MAX, a long label past 2^32, the
// most negative long. The kernels get each label's value. A case range
// of a switch that stays one is one label per value in the kernels: nvcc
// compiles 'case 10 ... 12:' as 'case 10:' alone (the H100 run gave 0 for
// 11 and 12), and a range of more than 256 values keeps its loop on the
// host; these switches are if-else chains, their ranges comparisons.
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t 2>&1 | FileCheck --allow-empty --implicit-check-not=warning: --check-prefix=BUILD %s
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %cuacc -funsigned-char -O2 %s %{cuaccrt} -o %t.u 2>&1 | FileCheck --allow-empty --implicit-check-not=warning: --check-prefix=BUILD %s
// RUN: %clang -funsigned-char -O2 %s -o %t.uplain && %t.uplain > %t.uwant
// RUN: env ACC_DEVICE=host %t.u | diff %t.uwant -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t.u | diff %t.uwant - %}
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=kernels %s | FileCheck %s
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck --check-prefix=MINFO %s
// BUILD-NOT: internal error
#include <stdio.h>

static void classify(int n, int *a, const int *b) {
  const int K = 3;
  enum { E = 5 };
#pragma acc region
  for (int i = 0; i < n; i++) {
    switch (b[i]) {
    case K:
      a[i] = 1;
      break;
    case E:
      a[i] = 2;
      break;
    case '\xff':
      a[i] = 3;
      break;
    case 10 ... 12:
      a[i] = 4;
      break;
    default:
      a[i] = 0;
    }
  }
}
// The switch is the if-else chain it equals (its cases break), each label
// by its value there.
// CHECK-LABEL: classify_
// CHECK: __cuacc_switch0 == ((int)3ll)
// CHECK: __cuacc_switch0 == ((int)5ll)
// CHECK: __cuacc_switch0 == ((int){{-1|255}}ll)
// CHECK: __cuacc_switch0 >= ((int)10ll) && __cuacc_switch0 <= ((int)12ll)
// CHECK-NEXT: a[i] = 4;

static void long_range(int n, int *a, const int *b) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    switch (b[i]) {
    case -1000 ... 1000:
      a[i] += 5;
      break;
    default:
      a[i] += 7;
    }
  }
}
// As a chain, a long case range is two comparisons.
// MINFO-LABEL: long_range:
// MINFO: Loop is parallelizable

static void wide(int n, long *a, const unsigned *u, const long *l) {
  const long Big = 5000000000L;
#pragma acc region
  for (int i = 0; i < n; i++) {
    long t = 0;
    switch (u[i]) {
    case 4000000000u:
      t = 1;
      break;
    case 7:
      t = 2;
      break;
    }
    switch (l[i]) {
    case Big:
      t += 10;
      break;
    case -9223372036854775807L - 1:
      t += 20;
      break;
    }
    a[i] = t;
  }
}
// CHECK-LABEL: wide_
// CHECK: __cuacc_switch0 == ((unsigned int)4000000000ull)
// CHECK: __cuacc_switch1 == ((long)5000000000ll)
// CHECK: __cuacc_switch1 == ((long)(-9223372036854775807ll - 1))

int main(void) {
  enum { N = 16 };
  int a[N], b[N];
  long la[N], l[N];
  unsigned u[N];
  for (int i = 0; i < N; i++) {
    b[i] = i - 3;
    u[i] = i % 3 == 0 ? 4000000000u : (unsigned)i;
    l[i] = i % 4 == 0 ? 5000000000L : i % 4 == 1 ? -9223372036854775807L - 1 : i;
  }
  b[1] = 255;
  b[2] = -1;
  classify(N, a, b);
  b[3] = 5000;
  long_range(N, a, b);
  wide(N, la, u, l);
  for (int i = 0; i < N; i++)
    printf("%d %d %ld\n", i, a[i], la[i]);
  return 0;
}
