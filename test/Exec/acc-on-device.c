// acc_on_device in a region: a kernel answers it for itself (on the device,
// acc_device_not_host and acc_device_nvidia are true, acc_device_host is
// false); where the region runs on the host the runtime's answer is the
// host's. The region once stayed on the host because of the call, so the
// answer was always the host's.
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | FileCheck %s %}
// MINFO: Loop is parallelizable
// MINFO-NEXT: Accelerator kernel generated
// CHECK: acc_on_device: PASS
#include <accel.h>
#include <stdio.h>

#define N 1000
static int a[N];

int main(void) {
#pragma acc region
  for (int i = 0; i < N; i++)
    a[i] = acc_on_device(acc_device_not_host) * 100 +
           acc_on_device(acc_device_nvidia) * 10 + acc_on_device(acc_device_host);
  int want = acc_get_device() == acc_device_host ? 1 : 110;
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += a[i] != want;
  printf("acc_on_device: %s (%d, expected %d)\n", bad ? "FAIL" : "PASS", a[0], want);
  return 0;
}
