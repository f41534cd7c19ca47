// The planning parse rewrites the file and the main parse compiles the
// rewritten text: cuacc's diagnostics, remarks and listing, made by the
// planning parse, land on the user's own lines and columns in the main file
// and in a header, once each (the main parse does not analyse again).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %cuacc -c -fplugin-arg-cuacc-emulate -fplugin-arg-cuacc-minfo \
// RUN:   -fplugin-arg-cuacc-remarks -I%S/Inputs %s -o %t/handoff.o 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=warning: --implicit-check-not=remark:
#include "handoff.h"

void f(int n, float *restrict a, float *restrict b) {
  int i;
#pragma acc data region copy(a[0:n-1])
  {
#pragma acc region
    for (i = 0; i < n; i++)
      a[i] = b[i] + 1;
        a[0] = 1;
  }
  scale_in_header(n, b);
}

// CHECK: handoff.c:18:9: warning: host code writes 'a' inside a data region
// CHECK-NEXT: {{^}}   18 |         a[0] = 1;
// CHECK-NEXT: {{^}}      |         ^
// CHECK: handoff.c:13:9: note: the data region is here
// CHECK: scale_in_header ({{.*}}handoff.h):
// CHECK-NEXT:   3, Generating copy(a[0:n-1])
// CHECK: f:
// CHECK-NEXT:  13, Generating copy(a[0:n-1])
// CHECK-NEXT:      Data region may run on the host: chosen at run time where the cost model estimates the host faster
// CHECK-NEXT:  15, Generating copyin(b[0:n-1])
// CHECK: handoff.h:4:3: remark: Loop is parallelizable
// CHECK: handoff.h:3:9: remark: Generating copy(a[0:n-1])
// CHECK: handoff.h:3:9: remark: Accelerator region may run on the host: chosen at run time where the cost model estimates the host faster
// CHECK: handoff.h:4:3: remark: Accelerator kernel generated
// CHECK: handoff.h:4:3: remark: 4, #pragma acc for parallel, vector({{[0-9]+}})
// CHECK: handoff.c:13:9: remark: Generating copy(a[0:n-1])
// CHECK: handoff.c:13:9: remark: Data region may run on the host: chosen at run time where the cost model estimates the host faster
// CHECK: handoff.c:16:5: remark: Loop is parallelizable
// CHECK: handoff.c:15:9: remark: Generating copyin(b[0:n-1])
// CHECK: handoff.c:15:9: remark: Accelerator region may run on the host: chosen at run time where the cost model estimates the host faster
// CHECK: handoff.c:16:5: remark: Accelerator kernel generated
// CHECK: handoff.c:16:5: remark: 16, #pragma acc for parallel, vector({{[0-9]+}})
// CHECK: 1 warning generated.
