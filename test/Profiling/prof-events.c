// The OpenACC profiling interface: a tool loaded from ACC_PROFLIB, or
// linked into the program, gets every event of a data region holding a
// compute region, an update, a region whose if() is false and a data
// construct of OpenACC, in order, with the fields the specification
// defines (Inputs/prof-tool.c checks them and stops on a wrong one).
// RUN: %clang -shared -fPIC %S/Inputs/prof-tool.c -I%{cuacc_src}/runtime/include -o %t.tool.so
// RUN: %cuacc -O1 -w %s %{cuaccrt} -o %t
// RUN: env ACC_DEVICE=emulate ACC_PROFLIB=%t.tool.so %t | FileCheck %s
// RUN: %cuacc -O1 -w %s %S/Inputs/prof-tool.c %{cuaccrt} -o %t.linked
// RUN: env ACC_DEVICE=emulate %t.linked | FileCheck %s
// A library without the entry point is named, and the run goes on.
// RUN: env ACC_DEVICE=emulate ACC_PROFLIB=%t.missing.so %t 2>&1 | FileCheck --check-prefix=MISSING %s
// On the host no event is for a device.
// RUN: env ACC_DEVICE=host ACC_PROFLIB=%t.tool.so %t | FileCheck --check-prefix=HOST %s
#include <stdio.h>

#define N 1000

float a[N], b[N];

int main(void) {
  int off = 0;
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma acc data region copyin(a[0:N-1]) copyout(b[0:N-1])
  {
#pragma acc region
    for (int i = 0; i < N; i++)
      b[i] = 2 * a[i];
#pragma acc update host(b[0:N-1])
  }
#pragma acc region if(off)
  for (int i = 0; i < N; i++)
    b[i] += 1;
  printf("b[10] = %g\n", b[10]);
  return 0;
}

// CHECK: tool: registered
// CHECK-NEXT: tool: device_init_start thread=1 device=0 file=- func=-
// CHECK-NEXT: tool: device_init_end
// CHECK-NEXT: tool: enter_data_start thread=1 device=0 file=prof-events.c func=main line=[[#DATA:]] parent=data implicit=0
// CHECK-NEXT: tool: create {{.*}} line=[[#DATA]] var=a bytes=4000 parent=data implicit=0
// CHECK-NEXT: tool: alloc {{.*}} var=a bytes=4000
// CHECK-NEXT: tool: enqueue_upload_start {{.*}} var=a bytes=4000 parent=data implicit=0
// CHECK-NEXT: tool: enqueue_upload_end {{.*}} var=a bytes=4000
// CHECK-NEXT: tool: create {{.*}} var=b bytes=4000
// CHECK-NEXT: tool: alloc {{.*}} var=b bytes=4000
// CHECK-NEXT: tool: enter_data_end {{.*}} parent=data
// CHECK-NEXT: tool: compute_construct_start {{.*}} line=[[#DATA+2]] parent=kernels implicit=0
// CHECK-NEXT: tool: enter_data_start {{.*}} line=[[#DATA+2]] parent=kernels implicit=1
// CHECK-NEXT: tool: enter_data_end
// CHECK-NEXT: tool: enqueue_launch_start {{.*}} line=[[#DATA+2]] kernel=main_{{[0-9]+}}_gpu gangs={{[0-9]+}} workers=1 vector={{[0-9]+}} parent=kernels
// CHECK-NEXT: tool: enqueue_launch_end
// CHECK-NEXT: tool: exit_data_start {{.*}} parent=kernels implicit=1
// CHECK-NEXT: tool: exit_data_end
// CHECK-NEXT: tool: compute_construct_end {{.*}} line=[[#DATA+2]] parent=kernels
// CHECK-NEXT: tool: update_start {{.*}} line=[[#DATA+5]] parent=update
// CHECK-NEXT: tool: enqueue_download_start {{.*}} var=b bytes=4000 parent=update implicit=0
// CHECK-NEXT: tool: enqueue_download_end
// CHECK-NEXT: tool: update_end
// The update brought b back whole and no kernel wrote it since: the data
// region's exit does not download it again.
// CHECK-NEXT: tool: exit_data_start {{.*}} line=[[#DATA]] parent=data implicit=0
// CHECK-NEXT: tool: delete {{.*}} var=b
// CHECK-NEXT: tool: free {{.*}} var=b
// CHECK-NEXT: tool: delete {{.*}} var=a
// CHECK-NEXT: tool: free {{.*}} var=a
// CHECK-NEXT: tool: exit_data_end
// CHECK-NEXT: b[10] = 21
// CHECK-NEXT: tool: runtime_shutdown

// MISSING: cuacc: ACC_PROFLIB: {{.*}}missing.so
// MISSING: b[10] = 21

// HOST: tool: registered
// HOST-NEXT: b[10] = 21
// HOST-NEXT: tool: runtime_shutdown
