// Regions outside the lines of the file compiled: in a header it includes
// (rewritten and offloaded like the file's own; the listing names the
// header), and in a macro whose expansion holds the '_Pragma' and the
// statement (which cannot be rewritten: it runs on the host, and says so).
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ env ACC_DEVICE=emulate ACC_NOTIFY=1 %t 2>&1 | FileCheck --check-prefixes=CHECK,EMU %s %}
// The same program read from standard input: planned and rewritten alike.
// RUN: cat %s | %cuacc -O2 -x c - -I%S %{cuaccrt} -o %t.stdin 2>&1 | FileCheck --check-prefix=STDIN %s
// RUN: env ACC_DEVICE=host %t.stdin | FileCheck %s
// RUN: %if nvcc %{ env ACC_DEVICE=emulate ACC_NOTIFY=1 %t.stdin 2>&1 | FileCheck --check-prefixes=CHECK,STDIN-EMU %s %}
// STDIN: <stdin>:[[#@LINE+15]]:3: warning: cuacc: the region's statement comes from a macro expansion
// STDIN-EMU: launch CUDA kernel file=included-region.h function=add_one line=5 device=emulated
// MINFO: included-region.c:[[#@LINE+13]]:3: warning: cuacc: the region's statement comes from a macro expansion, which cuacc cannot rewrite, so the region runs on the host
// MINFO-LABEL: add_one ({{.*}}Inputs/included-region.h):
// MINFO-NEXT: 4, Generating copy(a[0:n-1])
// MINFO: Accelerator kernel generated
// MINFO-LABEL: twice:
// MINFO: Accelerator region ignored: the region's statement comes from a macro expansion, which cuacc cannot rewrite
// EMU: launch CUDA kernel file=included-region.h function=add_one line=5 device=emulated
// CHECK: 6 6 6 6
#include <stdio.h>
#define NAME add_one
#include "Inputs/included-region.h"
#define TWICE(a, n) _Pragma("acc region") for (int i = 0; i < n; i++) a[i] *= 2;
static void twice(float *restrict a, int n) {
  TWICE(a, n)
}
int main(void) {
  float a[4] = {2, 2, 2, 2};
  add_one(a, 4);
  twice(a, 4);
  printf("%g %g %g %g\n", a[0], a[1], a[2], a[3]);
  return 0;
}
