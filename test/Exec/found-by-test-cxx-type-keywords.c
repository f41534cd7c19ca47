// C names that are keywords of C++ only as types or declarations
// ('char16_t', 'char32_t', 'wchar_t', 'char8_t', 'alignas', 'alignof',
// 'static_assert'): the kernels did not compile (an internal error, the
// region on the host); they are renamed in the kernel text as 'new' and
// 'class' are. Found by a helper's campaign (2026-11-28).
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO --implicit-check-not=warning: %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate ACC_NOTIFY=1 %t 2>%t.notify | diff %t.want - %}
// RUN: %if nvcc %{ FileCheck --check-prefix=EMU %s < %t.notify %}
// MINFO: Accelerator kernel generated
// MINFO-NOT: ignored
// EMU: launch CUDA kernel file=found-by-test-cxx-type-keywords.c function=types
#include <stdio.h>

static void types(float *restrict out, const float *restrict char16_t,
                  int char32_t, int wchar_t) {
  int char8_t = 2, alignas = 3, alignof = 4, static_assert = 5;
#pragma acc region
  for (int i = 0; i < char32_t; i++) {
    float wide = char16_t[i] * wchar_t + char8_t;
    out[i] = wide + alignas * alignof - static_assert;
  }
}

int main(void) {
  float in[8], out[8];
  for (int i = 0; i < 8; i++)
    in[i] = i;
  types(out, in, 8, 3);
  for (int i = 0; i < 8; i++)
    printf("%g ", out[i]);
  printf("\n");
  return 0;
}
