// Loop hint pragmas between a combined construct (or a data construct)
// and its loop: '#pragma acc kernels loop' then '#pragma GCC unroll 2'.
// The region's code went in between the hint and its loop, and Clang
// stopped at a column of that code ("expected a for, while, or do-while
// loop to follow '#pragma unroll'"). The code now goes above the first
// hint. Found by a helper's campaign (2026-11-28).
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 -Wno-unknown-pragmas %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
// MINFO-NOT: error:
// MINFO-NOT: warning:
// MINFO-COUNT-5: Accelerator kernel generated
// MINFO-NOT: ignored
#include <stdio.h>

#define N 64
#define UNROLL_BY_4 _Pragma("unroll 4")

static float a[N], b[N], c[N];

static void combined(void) {
#pragma acc kernels loop copyin(a) copyout(b)
#pragma GCC unroll 2
  for (int i = 0; i < N; ++i)
    b[i] = a[i] * 2;
}

static void stacked(float s) {
#pragma acc parallel loop copyin(a) copy(b)
    #pragma clang loop vectorize(enable)
#pragma unroll 4
  for (int i = 0; i < N; ++i)
    b[i] += a[i] * s;
}

static void operator_form(void) {
#pragma acc kernels loop copyin(b) copyout(c)
  _Pragma("GCC unroll 4") for (int i = 0; i < N; ++i) c[i] = b[i] - 1;
}

static void from_macro(void) {
#pragma acc kernels loop copyin(b) copy(c)
  UNROLL_BY_4
  for (int i = 0; i < N; ++i)
    c[i] += b[i];
}

static void data_then_hint(void) {
#pragma acc data copy(c)
#pragma GCC unroll 2
  for (int r = 0; r < 2; ++r) {
#pragma acc kernels loop
    for (int i = 0; i < N; ++i)
      c[i] = c[i] * 0.5f + r;
  }
}

int main(void) {
  for (int i = 0; i < N; ++i)
    a[i] = i;
  combined();
  stacked(3);
  operator_form();
  from_macro();
  data_then_hint();
  for (int i = 0; i < N; i += 9)
    printf("%g %g\n", b[i], c[i]);
  return 0;
}
