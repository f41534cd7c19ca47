// Constructs the accelerator cannot run keep the loops around them on the
// host. Known math functions and functions defined in this file (which code
// generation carries into the kernel) are fine.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s --match-full-lines
#include <math.h>
#include <stdio.h>

struct particle { float x, v; };
static float scale(float v) { return 2 * v; }
float external(float v);

void calls(int n, float *restrict a, float *restrict b) {
#pragma acc region
  {
    for (int i = 0; i < n; ++i)
      a[i] = sqrtf(b[i]) + expf(b[i]) + fabsf(b[i]) + scale(b[i]);
    for (int i = 0; i < n; ++i)
      a[i] = external(b[i]);
    for (int i = 0; i < n; ++i)
      printf("%f\n", a[i]);
  }
}
// CHECK:      calls:
// CHECK-NEXT:      15, Loop is parallelizable
// CHECK-NEXT:      17, Accelerator restriction: function/procedure calls are not supported: 'external' is not defined in this file
// CHECK-NEXT:      19, Accelerator restriction: function/procedure calls are not supported: 'printf' is a library function the accelerator does not have

void members(int n, struct particle *restrict p, float dt) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    p[i].x += p[i].v * dt;
}
// An array of structs the device holds as the host does is no restriction.
// CHECK:      members:
// CHECK-NEXT:      30, Loop is parallelizable

// Rows through pointers are arrays when indexed whole (rows[i][0]); three
// levels of pointers, or a row's pointer stored, are not.
void datatypes(int n, long double *restrict q, float ***restrict deep,
               float **rows, float *p) {
#pragma acc region
  {
    for (int i = 0; i < n; ++i)
      q[i] = q[i] * 2;
    for (int i = 0; i < n; ++i)
      deep[i][0][0] = 1;
    for (int i = 0; i < n; ++i)
      rows[i] = p;
  }
}
// CHECK:      datatypes:
// CHECK-NEXT:      41, No parallel kernels found, accelerator region ignored
// CHECK-NEXT:      43, Accelerator restriction: datatype not supported: 'long double'
// CHECK-NEXT:      45, Accelerator restriction: datatype not supported: 'float ***__restrict'
// CHECK-NEXT:      47, Accelerator restriction: datatype not supported: 'float *'

// An inner loop with a call keeps the outer loop on the host too, but a
// sibling inner loop stays parallel.
void nested(int n, float (*restrict a)[n]) {
#pragma acc region
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j)
      a[i][j] = external(a[i][j]);
    for (int j = 0; j < n; ++j)
      a[i][j] += 1;
  }
}
// CHECK:      nested:
// CHECK-NEXT:      61, Accelerator restriction: function/procedure calls are not supported: 'external' is not defined in this file
// CHECK-NEXT:      62, Accelerator restriction: function/procedure calls are not supported: 'external' is not defined in this file
// CHECK-NEXT:      64, Loop is parallelizable

// A call outside every loop: the region's serial code cannot run on the
// accelerator, so the region is ignored.
void serial_call(int n, float *restrict a) {
#pragma acc region
  {
    a[0] = external(a[1]);
    for (int i = 1; i < n; ++i)
      a[i] = 0;
  }
}
// CHECK:      serial_call:
// CHECK-NEXT:      76, Accelerator region ignored
// CHECK-NEXT:      78, Accelerator restriction: function/procedure calls are not supported: 'external' is not defined in this file
// CHECK-NEXT:      79, Loop is parallelizable
