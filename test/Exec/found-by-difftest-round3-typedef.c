// Typedef names in region code, found by the random differential tester's
// round3 family: a local declared with a file-scope typedef ('real t'), a
// cast to one ('(real)i'), a typedef of a qualified type ('cint') and a
// block-scope typedef: the generated kernels named the typedef without
// declaring it, so they did not compile ("internal error ... runs on the
// host" for every region of the file). The kernels must declare the types
// they use (or the region be refused with a located reason).
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t.minfo 2>&1 | FileCheck --check-prefix=MINFO --implicit-check-not='internal error' --implicit-check-not='do not compile' %s %}
// MINFO-LABEL: file_scope_typedef:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: typedef_cast:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: qualified_typedef:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: block_scope_typedef:
// MINFO: Accelerator kernel generated
#include <stdio.h>

typedef double real;
typedef const int cint;
static real a[16];

static void file_scope_typedef(int n) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    real t = a[i] * 2;
    a[i] = t + 1;
  }
}

static void typedef_cast(int n) {
#pragma acc region
  for (int i = 0; i < n; i++)
    a[i] = (real)i / 2 + a[i];
}

static void qualified_typedef(int n) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    cint t = i * 3;
    a[i] = a[i] + t;
  }
}

static void block_scope_typedef(int n) {
  typedef float lreal;
  enum { K = 5 };
#pragma acc region
  for (int i = 0; i < n; i++) {
    lreal t = (lreal)a[i] * K;
    a[i] = t - 1;
  }
}

int main(void) {
  for (int n = 16; n >= 0; n -= 11) {
    for (int i = 0; i < 16; i++)
      a[i] = i;
    file_scope_typedef(n);
    typedef_cast(n);
    qualified_typedef(n);
    block_scope_typedef(n);
    printf("n=%d:", n);
    for (int i = 0; i < 16; i++)
      printf(" %g", a[i]);
    printf("\n");
  }
  return 0;
}
