// With timing on, the report is printed at exit, after everything else the
// program did; the runtime's own state must still be alive then.
// RUN: %clang %s %{cuaccrt} -o %t
// RUN: %t 2>&1 | FileCheck %s
// RUN: env PGI_ACC_TIME=1 %t 2>&1 | FileCheck %s
// RUN: env ACC_TIME=1 %t 2>&1 | FileCheck %s
// RUN: env NV_ACC_TIME=1 %t 2>&1 | FileCheck %s
#include "cuacc_rt.h"
#include <stdio.h>
#include <stdlib.h>

static cuacc_module M;
static cuacc_region R = {"x.c", "f", 3, 0, 0};
static cuacc_kernel K = {&M, "f_4_gpu", 4, 0};

int main(int argc, char **argv) {
  unsigned g[3] = {1, 1, 1};
  if (!getenv("PGI_ACC_TIME") && !getenv("ACC_TIME"))
    cuacc_enable_timing(); // as a program built with -fplugin-arg-cuacc-time
  cuacc_test_time_region(&R, 10, 0, 5, 5);
  cuacc_test_time_kernel(&R, &K, g, g, 5);
  printf("main done\n");
  return 0;
}
// CHECK: main done
// CHECK-NEXT: Accelerator Kernel Timing data
// CHECK-NEXT: x.c
// CHECK-NEXT:   f
// CHECK-NEXT: 3: region entered 1 time
// CHECK: 4: kernel launched 1 times
