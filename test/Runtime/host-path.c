// Without a CUDA driver every region takes the host path: region_enter says
// so (returns 0), moves nothing, and ACC_NOTIFY says why once. The accel.h
// API answers for the host. CUACC_LIBCUDA points at a missing library, so
// this holds on machines with a driver too.
// RUN: %clang %s %{cuaccrt} -o %t
// RUN: env CUACC_LIBCUDA=/nonexistent/libcuda.so.1 ACC_NOTIFY=8 %t 2>&1 | FileCheck %s
// RUN: env CUACC_LIBCUDA=/nonexistent/libcuda.so.1 %t 2>&1 | FileCheck --check-prefix=QUIET %s
// RUN: env ACC_DEVICE=host ACC_NOTIFY=8 %t 2>&1 | FileCheck --check-prefix=FORCED %s
#include "accel.h"
#include "cuacc_rt.h"
#include <stdio.h>

static cuacc_region R = {"host-path.c", "main", 20, 0, 0};

int main(void) {
  float a[4] = {1, 2, 3, 4};
  cuacc_data d = {"a", a, sizeof a, 1, 0, CUACC_COPY, 0};
  for (int i = 0; i < 3; ++i) {
    if (cuacc_region_enter(&R, &d, 1, 1)) {
      printf("device path\n");
      cuacc_region_exit(&R, &d, 1);
    } else {
      for (int j = 0; j < 4; ++j) a[j] *= 2;
    }
  }
  printf("a = %g %g %g %g, device %p\n", a[0], a[1], a[2], a[3], d.device);
  printf("present %d\n", cuacc_is_present(a, sizeof a));
  printf("devices: nvidia %d host %d none %d\n",
         acc_get_num_devices(acc_device_nvidia),
         acc_get_num_devices(acc_device_host),
         acc_get_num_devices(acc_device_none));
  printf("device type host: %d\n", acc_get_device() == acc_device_host);
  acc_init(acc_device_nvidia);
  printf("on host: %d, on nvidia: %d\n", acc_on_device(acc_device_host),
         acc_on_device(acc_device_nvidia));
  // Host memory on the host device: a deviceptr region's host code uses it.
  float *m = (float *)acc_malloc(1024);
  m[255] = 1;
  printf("acc_malloc: %d\n", m != 0);
  acc_free(m);
  acc_free(0);
  acc_set_device_num(1, acc_device_nvidia);
  printf("device num: %d\n", acc_get_device_num(acc_device_nvidia));
  acc_set_device(acc_device_host);
  printf("after set host: %d\n", acc_get_device() == acc_device_host);
  acc_shutdown(acc_device_nvidia);
  // if(0) never touches the device.
  printf("if(0): %d\n", cuacc_region_enter(&R, &d, 1, 0));
  return 0;
}
// CHECK: cuacc: no CUDA driver (/nonexistent/libcuda.so.1 cannot be loaded); accelerator regions run on the host
// CHECK-NOT: cuacc: no CUDA driver
// CHECK: enter region file=host-path.c function=main line=20 device=host
// CHECK: enter region file=host-path.c function=main line=20 device=host
// CHECK: enter region file=host-path.c function=main line=20 device=host
// CHECK-NOT: device path
// CHECK: a = 8 16 24 32, device (nil)
// CHECK: present 0
// CHECK: devices: nvidia 0 host 1 none 0
// CHECK: device type host: 1
// CHECK: on host: 1, on nvidia: 0
// CHECK: acc_malloc: 1
// CHECK: device num: 1
// CHECK: after set host: 1
// CHECK: if(0): 0
// QUIET-NOT: cuacc:
// QUIET: a = 8 16 24 32
// FORCED-NOT: no CUDA driver
// FORCED: enter region file=host-path.c function=main line=20 device=host
// FORCED: a = 8 16 24 32
