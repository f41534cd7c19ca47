// Environment settings are checked before the program computes anything: a
// typo is an error naming what is valid, not a silent default.
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t
// RUN: not env ACC_DEVICE=nvdia %t 2>&1 | FileCheck --check-prefix=DEVICE %s
// RUN: not env ACC_DEVICE_TYPE=gpu %t 2>&1 | FileCheck --check-prefix=DEVICE-TYPE %s
// RUN: not env ACC_DEVICE_NUM=abc %t 2>&1 | FileCheck --check-prefix=NUM %s
// RUN: not env ACC_NOTIFY=abc %t 2>&1 | FileCheck --check-prefix=NOTIFY %s
// RUN: not env PGI_ACC_NOTIFY=-1 %t 2>&1 | FileCheck --check-prefix=PGI-NOTIFY %s
// RUN: %if nvcc %{ not env ACC_DEVICE=emulate ACC_DEVICE_NUM=-1 %t 2>&1 | FileCheck --check-prefix=EMU-NUM %s %}
// RUN: %if nvcc %{ not env ACC_DEVICE=emulate ACC_DEVICE_NUM=3 %t 2>&1 | FileCheck --check-prefix=EMU-NUM3 %s %}
// RUN: not env CUACC_PERSISTENT=yes %t 2>&1 | FileCheck --check-prefix=PERSISTENT %s
// RUN: not env CUACC_PERSISTENT_THREADS=100 %t 2>&1 | FileCheck --check-prefix=THREADS %s
// RUN: not env CUACC_PREFAULT=always %t 2>&1 | FileCheck --check-prefix=PREFAULT %s
// RUN: not env CUACC_TILE=big %t 2>&1 | FileCheck --check-prefix=TILE %s
// RUN: not env CUACC_TUNE=yes %t 2>&1 | FileCheck --check-prefix=TUNE %s
// RUN: not env CUACC_COPY_AFFINITY=numa %t 2>&1 | FileCheck --check-prefix=AFFINITY %s
// Valid spellings, in any case, run.
// RUN: env CUACC_PERSISTENT=Never CUACC_PERSISTENT_THREADS=64 CUACC_PREFAULT=Both CUACC_TILE=1 CUACC_TUNE=Off %t | FileCheck %s
// RUN: env ACC_DEVICE=HOST ACC_NOTIFY=0x3 %t | FileCheck %s
// RUN: env ACC_DEVICE=Nvidia ACC_DEVICE_NUM=0 CUACC_LIBCUDA=/nonexistent/libcuda.so.1 %t | FileCheck %s
// DEVICE: cuacc: ACC_DEVICE=nvdia is not valid: expected nvidia, host or emulate
// DEVICE-TYPE: cuacc: ACC_DEVICE_TYPE=gpu is not valid: expected nvidia, host or emulate
// NUM: cuacc: ACC_DEVICE_NUM=abc is not valid: expected a device number, 0 or more
// NOTIFY: cuacc: ACC_NOTIFY=abc is not valid: expected a sum of 1 (launches), 2 (transfers), 4 (waits), 8 (regions) and 16 (allocations)
// PGI-NOTIFY: cuacc: PGI_ACC_NOTIFY=-1 is not valid
// EMU-NUM: cuacc: ACC_DEVICE_NUM=-1 is not a device of the emulator: it has 1, numbered 0
// EMU-NUM3: cuacc: ACC_DEVICE_NUM=3 is not a device of the emulator: it has 1, numbered 0
// PERSISTENT: cuacc: CUACC_PERSISTENT=yes is not valid: expected never, auto, always or grid
// THREADS: cuacc: CUACC_PERSISTENT_THREADS=100 is not valid: expected a multiple of 32, 32 to 1024
// PREFAULT: cuacc: CUACC_PREFAULT=always is not valid: expected none, huge, populate or both
// TILE: cuacc: CUACC_TILE=big is not valid: expected auto, none or a shape's number (0 the largest)
// TUNE: cuacc: CUACC_TUNE=yes is not valid: expected auto, off or always
// AFFINITY: cuacc: CUACC_COPY_AFFINITY=numa is not valid: expected none or gpu
// CHECK: 198
#include <stdio.h>

int main(void) {
  float a[100];
  for (int i = 0; i < 100; i++)
    a[i] = i;
#pragma acc region
  for (int i = 0; i < 100; i++)
    a[i] *= 2;
  printf("%g\n", a[99]);
  return 0;
}
