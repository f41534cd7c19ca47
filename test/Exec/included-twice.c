// A header without an include guard entered twice has one text for two
// sets of regions: it is not rewritten, and its regions run on the host.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | FileCheck %s %}
// MINFO: included-region.h:4:9: warning: cuacc: the region is in '{{.*}}included-region.h', which is included more than once, so the region runs on the host
// CHECK: 3 3 3 3
#include <stdio.h>
#define NAME first
#include "Inputs/included-region.h"
#undef NAME
#define NAME second
#include "Inputs/included-region.h"
int main(void) {
  float a[4] = {1, 1, 1, 1};
  first(a, 4);
  second(a, 4);
  printf("%g %g %g %g\n", a[0], a[1], a[2], a[3]);
  return 0;
}
