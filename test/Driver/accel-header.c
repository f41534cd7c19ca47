// `#include <accel.h>` finds the runtime's header with the plugin alone, no
// -I (as pgcc finds its own): the planning parse and the compile both.
// RUN: %clang -fplugin=%cuacc-plugin -fplugin-arg-cuacc-minfo -c %s -o %t.o 2>&1 | FileCheck %s
// CHECK-NOT: error
// CHECK: Generating copyin(a[0:99])
#include <accel.h>
float a[100], b[100];
void f(void) {
  if (acc_get_num_devices(acc_device_nvidia) < 0)
    return;
#pragma acc region
  for (int i = 0; i < 100; i++)
    b[i] = a[i] + 1;
}
