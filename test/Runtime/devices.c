// A device per host thread: acc_set_device_num binds the calling thread, each
// device has its own present table and memory, and two threads work on two
// devices at once (the emulator presents two). No kernels: the ABI by hand.
// RUN: %clang %s %{cuaccrt} -lpthread -o %t
// RUN: env ACC_DEVICE=emulate CUACC_EMULATED_DEVICES=2 %t 2>&1 | FileCheck %s
// RUN: env ACC_DEVICE=emulate CUACC_EMULATED_DEVICES=2 ACC_NOTIFY=10 %t 2>&1 | FileCheck --check-prefix=NOTIFY %s
// RUN: env ACC_DEVICE=emulate CUACC_EMULATED_DEVICES=2 NV_ACC_NOTIFY=10 %t 2>&1 | FileCheck --check-prefix=NOTIFY %s
// RUN: env ACC_DEVICE=emulate CUACC_EMULATED_DEVICES=2 PGI_ACC_TIME=1 %t 2>&1 | FileCheck --check-prefix=TIME %s
// Device numbers outside the emulator's stop the program, naming the range.
// RUN: not env ACC_DEVICE=emulate CUACC_EMULATED_DEVICES=2 %t bad 2>&1 | FileCheck --check-prefix=BAD %s
// RUN: not env ACC_DEVICE=emulate CUACC_EMULATED_DEVICES=2 ACC_DEVICE_NUM=2 %t init 2>&1 | FileCheck --check-prefix=BAD-ENV %s
// RUN: not env ACC_DEVICE=emulate CUACC_EMULATED_DEVICES=0 %t init 2>&1 | FileCheck --check-prefix=BAD-COUNT %s
// Without a driver both threads run on the host, and say so once.
// RUN: env CUACC_LIBCUDA=/nonexistent/libcuda.so.1 ACC_NOTIFY=8 %t 2>&1 | FileCheck --check-prefix=HOST %s
#include "accel.h"
#include "cuacc_rt.h"
#include <pthread.h>
#include <stdio.h>
#include <string.h>

enum { Threads = 2, Rounds = 200 };

static cuacc_region Data = {"devices.c", "worker", 30, 1, 0};
static cuacc_region Update = {"devices.c", "worker", 40, 0, 0};
static cuacc_region Inner = {"devices.c", "worker", 50, 0, 0};
static cuacc_region Touch = {"devices.c", "worker", 45, 0, 0};
static float Shared[4] = {1, 2, 3, 4}; // on both devices, a copy each
static float Own[Threads][1024];       // each thread's, on its device only
static pthread_barrier_t Barrier;
static int Seen[Threads][4];
static int DeviceNum[Threads];

static void *worker(void *Arg) {
  int T = (int)(long)Arg;
  acc_set_device_num(T, acc_device_nvidia);
  DeviceNum[T] = acc_get_device_num(acc_device_nvidia);
  cuacc_data D[2] = {
      {"Shared", Shared, sizeof Shared, 1, 0, CUACC_COPYIN, 0, 0},
      {"Own", Own[T], sizeof Own[T], 1, 0, CUACC_COPYIN, 0, 0}};
  int OnDevice = cuacc_region_enter(&Data, D, 2, 1);
  pthread_barrier_wait(&Barrier);
  // Each device sees its own data only.
  Seen[T][0] = cuacc_is_present(Own[T], sizeof Own[T]);
  Seen[T][1] = cuacc_is_present(Own[1 - T], sizeof Own[1 - T]);
  pthread_barrier_wait(&Barrier);
  // Device 0's copy of Shared changes; device 1's does not.
  if (T == 0 && OnDevice) {
    float Ten[4] = {10, 20, 30, 40};
    memcpy(Shared, Ten, sizeof Ten);
    cuacc_data U = {"Shared", Shared, sizeof Shared, 1, 0, CUACC_UPDATE_DEVICE, 0, 0};
    cuacc_update(&Update, &U, 1);
  }
  pthread_barrier_wait(&Barrier);
  if (T == 1 && OnDevice) {
    // A compute region has device 1's copy (its kernels may write it), so
    // 'update host' brings it back; a copy no kernel had is not moved.
    cuacc_data K = {"Shared", Shared, sizeof Shared, 1, 0, CUACC_COPYIN, 0, 0};
    if (cuacc_region_enter(&Touch, &K, 1, 1))
      cuacc_region_exit(&Touch, &K, 1);
    cuacc_data U = {"Shared", Shared, sizeof Shared, 1, 0, CUACC_UPDATE_HOST, 0, 0};
    cuacc_update(&Update, &U, 1);
  }
  pthread_barrier_wait(&Barrier);
  // Many regions on both devices at once, nested in the data region.
  for (int I = 0; I < Rounds; ++I) {
    cuacc_data In = {"Own", Own[T] + I % 512, 512 * sizeof(float), 1, 0, CUACC_COPY, 0, 0};
    if (cuacc_region_enter(&Inner, &In, 1, 1)) {
      Seen[T][2] += In.device != 0;
      cuacc_region_exit(&Inner, &In, 1);
    }
  }
  Seen[T][3] = cuacc_is_present(Own[T], sizeof Own[T]);
  if (OnDevice)
    cuacc_region_exit(&Data, D, 2);
  return 0;
}

int main(int argc, char **argv) {
  printf("devices: %d\n", acc_get_num_devices(acc_device_nvidia));
  if (argc > 1) { // "bad" or "init": only bring the device up
    if (!strcmp(argv[1], "bad"))
      acc_set_device_num(2, acc_device_nvidia);
    acc_init(acc_device_nvidia);
    return 0;
  }
  pthread_barrier_init(&Barrier, 0, Threads);
  pthread_t Th[Threads];
  for (long T = 0; T < Threads; ++T)
    pthread_create(&Th[T], 0, worker, (void *)T);
  for (int T = 0; T < Threads; ++T)
    pthread_join(Th[T], 0);
  for (int T = 0; T < Threads; ++T)
    printf("thread %d: device %d, own present %d, other's present %d, "
           "inner regions on the device %d, own present at the end %d\n",
           T, DeviceNum[T], Seen[T][0], Seen[T][1], Seen[T][2], Seen[T][3]);
  printf("Shared = %g %g %g %g\n", Shared[0], Shared[1], Shared[2], Shared[3]);
  printf("main thread: device %d, present %d\n",
         acc_get_device_num(acc_device_nvidia), cuacc_is_present(Own[0], 4));
  return 0;
}
// CHECK: devices: 2
// CHECK-NEXT: thread 0: device 0, own present 1, other's present 0, inner regions on the device 200, own present at the end 1
// CHECK-NEXT: thread 1: device 1, own present 1, other's present 0, inner regions on the device 200, own present at the end 1
// Device 1's copy came back: device 0's update did not reach it.
// CHECK-NEXT: Shared = 1 2 3 4
// CHECK-NEXT: main thread: device 0, present 0

// NOTIFY-DAG: cuacc: emulated device 0 (of 2) runs the kernels on the CPU
// NOTIFY-DAG: cuacc: emulated device 1 (of 2) runs the kernels on the CPU
// NOTIFY-DAG: upload CUDA data file=devices.c function=worker line=30 device=0 variable=Own bytes=4096
// NOTIFY-DAG: upload CUDA data file=devices.c function=worker line=30 device=1 variable=Own bytes=4096
// NOTIFY-DAG: upload CUDA data file=devices.c function=worker line=40 device=0 variable=Shared bytes=16
// NOTIFY-DAG: download CUDA data file=devices.c function=worker line=40 device=1 variable=Shared bytes=16
// NOTIFY-DAG: exit data region file=devices.c function=worker line=30 device=0
// NOTIFY-DAG: exit data region file=devices.c function=worker line=30 device=1

// TIME: Accelerator Kernel Timing data
// TIME-NEXT: (emulated device: kernels ran on the CPU; times are CPU times)
// TIME-NEXT: device 0: emulated
// TIME-NEXT: devices.c
// TIME-NEXT:   worker
// TIME-NEXT:     30: data region reached 1 time
// TIME:          50: region entered 200 times
// TIME:      device 1: emulated
// TIME-NEXT: devices.c
// TIME-NEXT:   worker
// TIME-NEXT:     30: data region reached 1 time
// TIME:          50: region entered 200 times

// BAD: cuacc: acc_set_device_num(2) is not a device of the emulator: it has 2, numbered 0 to 1 (CUACC_EMULATED_DEVICES sets how many)
// BAD-ENV: cuacc: ACC_DEVICE_NUM=2 is not a device of the emulator: it has 2, numbered 0 to 1
// BAD-COUNT: cuacc: CUACC_EMULATED_DEVICES=0 is not valid: expected a number of devices, 1 to 64

// stdout is a pipe here: its lines come at the exit, after stderr's.
// HOST: cuacc: no CUDA driver (/nonexistent/libcuda.so.1 cannot be loaded); accelerator regions run on the host
// HOST-NOT: no CUDA driver
// HOST: devices: 0
// HOST-NEXT: thread 0: device 0, own present 0, other's present 0, inner regions on the device 0, own present at the end 0
// HOST: thread 1: device 1, own present 0
// HOST: Shared = 1 2 3 4
