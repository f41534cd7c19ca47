// 'deviceptr' arrays from acc_malloc: regions naming them are offloaded
// with the pointer passed to the kernel as it is (no extent is needed: it
// is never copied), on the region and on a data region around regions.
// Every such region used to be refused ("the extent of 'd' is unknown"),
// so its host code dereferenced a device pointer. On the host device
// acc_malloc gives host memory, so the host path computes the same; the
// plain build runs there too (its pragmas ignored). Two device pointers
// that may overlap, and a deviceptr region that cannot be offloaded, are
// compile-time errors (test/Diag/deviceptr-on-host.c).
// RUN: %clang -O2 -w %s %{cuaccrt} -o %t.plain && env ACC_DEVICE=host %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// MINFO-LABEL: fill:
// MINFO-NOT: region ignored
// MINFO: Accelerator kernel generated
// MINFO-LABEL: use:
// MINFO-NOT: region ignored
// MINFO: Generating copyout(y[0:n-1])
// MINFO: Accelerator kernel generated
// MINFO-LABEL: in_data_region:
// MINFO-NOT: region ignored
// MINFO: Accelerator kernel generated
// MINFO-NOT: region ignored
// MINFO: Accelerator kernel generated
#include "accel.h"
#include <stdio.h>

static void fill(float *d, int n) {
  int i;
#pragma acc region deviceptr(d)
  for (i = 0; i < n; i++)
    d[i] = 2.0f * (float)i + 1;
}

// d and y may be the same memory as far as C says; a device pointer never
// lies in host data, so no run-time overlap check is made for them.
static void use(const float *d, float *y, int n) {
  int i;
#pragma acc region deviceptr(d) copyout(y[0:n-1])
  for (i = 0; i < n; i++)
    y[i] = d[i] * d[n - 1 - i];
}

// A data region's deviceptr holds inside it: no copy is inferred for d.
static void in_data_region(float *d, float *y, int n) {
  int i;
#pragma acc data region deviceptr(d) copy(y[0:n-1])
  {
#pragma acc region
    for (i = 0; i < n; i++)
      d[i] = d[i] + y[i];
#pragma acc region
    for (i = 0; i < n; i++)
      y[i] = d[i] * 2;
  }
}

static void show(const char *What, const float *y, int n) {
  printf("%s(%d):", What, n);
  for (int i = 0; i < 8; i++)
    printf(" %g", y[i]);
  printf("\n");
}

int main(void) {
  int sizes[] = {0, 1, 7};
  for (int k = 0; k < 3; k++) {
    int n = sizes[k];
    float y[8] = {-1, -1, -1, -1, -1, -1, -1, -1};
    float *d = (float *)acc_malloc(sizeof(float) * (n ? n : 1));
    fill(d, n);
    use(d, y, n);
    show("use", y, n);
    in_data_region(d, y, n);
    show("in_data_region", y, n);
    use(d, y, n);
    show("use again", y, n);
    acc_free(d);
  }
  return 0;
}
