// OpenACC constructs that asked for the device and got the host before:
// a serial, parallel or kernels construct with no parallel loop (one
// serial kernel now, as NVHPC makes), a loop bounded by an invariant
// expression over a global ('(int) n / 2'), two device pointers in a
// parallel loop (the user asserted its independence: no overlap check the
// host could not fall back from). And the data routines and modifiers of
// OpenACC 3.x: acc_map_data / acc_unmap_data, acc_hostptr, acc_memcpy_d2d,
// 'zero:' on create and copyout, a variable in two data clauses of one
// construct, 'present(p)' on a bare pointer, host_data use_device (its
// uses are device addresses, not host reads of stale data). Device memory written behind
// the compiler's back (through acc_deviceptr's address, acc_memcpy_to_device,
// a deviceptr kernel) comes back with update self and copyout: each printed result is checked against the plain build.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env ACC_DEVICE=emulate CUACC_HOST_CHOICE=on %t | diff %t.want - %}
// CHECK-NOT: warning
// CHECK-LABEL: straight_line:
// CHECK: Accelerator serial kernel generated
// CHECK: Accelerator serial kernel generated
// CHECK: Accelerator serial kernel generated
// CHECK-NOT: No parallel kernels found
// CHECK-LABEL: global_bound:
// CHECK: Loop is parallelizable
// CHECK-LABEL: device_pointers:
// CHECK: Loop is parallelizable
// CHECK-NOT: ignored
// A data construct's deviceptr stays the device address in the regions
// inside: never an inferred copy (which would copy device memory as host
// memory).
// CHECK-LABEL: copies:
// CHECK: Generating deviceptr(dp)
// CHECK-NOT: copy{{.*}}(dp
// CHECK-LABEL: zeroed:
// CHECK: Generating create(zero:b[0:1000])
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENACC
#include <openacc.h>
#endif

#define N 1000
long long n = N; // a global, as the OpenACC test suites have it

// Whether data has a device copy apart from the host's (not the host
// device of ACC_DEVICE=host, where 'zero:' has nothing to zero).
static int separate_device(void) {
#ifdef _OPENACC
  return acc_get_device_type() != acc_device_host;
#else
  return 0;
#endif
}

static void straight_line(double *a) {
  // No loop at all: the user asked for the device.
#pragma acc serial copy(a[0:4])
  {
    a[1] = a[0] * 2 + 1;
    a[2] = a[1] - 0.5;
  }
#pragma acc parallel copy(a[0:4]) num_gangs(1)
  a[3] = a[2] + a[1];
  // A loop that carries its dependence, in a kernels construct: one
  // sequential kernel, not the host.
#pragma acc kernels copy(a[0:N])
  for (int i = 5; i < N; i++)
    a[i] = a[i - 1] * 0.5 + 1;
  printf("straight_line: %g %g %g %g\n", a[1], a[2], a[3], a[N - 1]);
}

static void global_bound(double *a) {
#pragma acc parallel loop copy(a[0:N])
  for (int x = 0; x < (int) n / 2; ++x)
    a[x] = 3 * x;
  printf("global_bound: %g %g %g\n", a[0], a[n / 2 - 1], a[n / 2]);
}

static void device_pointers(double *a, double *b) {
  for (int i = 0; i < N; i++) {
    a[i] = i;
    b[i] = 0;
  }
#pragma acc enter data copyin(a[0:N], b[0:N])
  double *da = a, *db = b;
#ifdef _OPENACC
  da = acc_deviceptr(a);
  db = acc_deviceptr(b);
#endif
#pragma acc parallel loop deviceptr(da, db)
  for (int i = 0; i < N; i++)
    db[i] = da[i] * 2;
  // b's device copy was written through a device pointer only: copyout
  // must still bring it back.
#pragma acc exit data copyout(b[0:N]) delete(a[0:N])
  printf("device_pointers: %g %g\n", b[1], b[N - 1]);
}

static void mapped(double *h) {
  for (int i = 0; i < N; i++)
    h[i] = -1;
#ifdef _OPENACC
  double *d = acc_malloc(N * sizeof(double));
  acc_map_data(h, d, N * sizeof(double));
  // The host address of the device copy is h's.
  printf("hostptr: %d\n", acc_hostptr(d) == (separate_device() ? h : d));
#else
  printf("hostptr: %d\n", 1);
#endif
#pragma acc parallel loop present(h[0:N])
  for (int i = 0; i < N; i++)
    h[i] = i * 0.25;
  // An exit data leaves mapped memory alone.
#pragma acc exit data delete(h[0:N])
#pragma acc update self(h[0:N])
  printf("mapped: %g %g\n", h[4], h[N - 1]);
#ifdef _OPENACC
  acc_unmap_data(h);
  acc_free(d);
#endif
}

static void copies(double *a, double *b) {
  for (int i = 0; i < N; i++) {
    a[i] = i + 0.5;
    b[i] = 0;
  }
#pragma acc enter data copyin(a[0:N]) create(b[0:N])
  // A bare pointer in 'present': the block that holds it.
#pragma acc data present(a)
  {
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
      a[i] *= 2;
  }
#ifdef _OPENACC
  acc_memcpy_d2d(b, a, N * sizeof(double), acc_get_device_num(acc_device_default),
                 acc_get_device_num(acc_device_default));
  double twelve[4] = {12, 12, 12, 12};
  acc_memcpy_to_device((double *)acc_deviceptr(b) + 8, twelve, sizeof twelve);
#else
  for (int i = 0; i < N; i++)
    b[i] = a[i];
  for (int i = 8; i < 12; i++)
    b[i] = 12;
#endif
  double *dp = b;
#ifdef _OPENACC
  dp = acc_deviceptr(b);
#endif
#pragma acc data deviceptr(dp)
  {
#pragma acc parallel loop
    for (int i = 20; i < 30; i++)
      dp[i] = -i;
  }
#pragma acc update self(b[0:N])
  printf("copies: %g %g %g %g %g\n", b[0], b[7], b[8], b[21], b[N - 1]);
#pragma acc exit data delete(a[0:N], b[0:N])
}

static void zeroed(double *a, double *b) {
  for (int i = 0; i < N; i++) {
    a[i] = i;
    // 'zero:' gives device memory that starts at 0
    b[i] = separate_device() ? 7 : 0;
  }
#pragma acc data copyin(a[0:N]) create(zero: b[0:N]) copyout(b[0:N])
  {
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
      b[i] += a[i];
  }
  printf("zeroed: %g %g\n", b[3], b[N - 1]);
  for (int i = 0; i < N; i++)
    b[i] = 0;
  if (separate_device())
    for (int i = 0; i < N; i += 2)
      b[i] = 5;
#pragma acc serial copyout(zero: b[0:N])
  for (int i = 1; i < N; i += 2)
    b[i] = i;
  printf("zeroed: %g %g %g\n", b[0], b[1], b[N - 2]);
}

// A library that takes device addresses (as cuBLAS does): here through
// openacc.h's copies, which work on every device.
static void device_scale(double *d, int count) {
  double tmp[N];
#ifdef _OPENACC
  acc_memcpy_from_device(tmp, d, count * sizeof(double));
#else
  memcpy(tmp, d, count * sizeof(double));
#endif
  for (int i = 0; i < count; i++)
    tmp[i] *= 2;
#ifdef _OPENACC
  acc_memcpy_to_device(d, tmp, count * sizeof(double));
#else
  memcpy(d, tmp, count * sizeof(double));
#endif
}

static void host_data(double *x, double *y) {
  for (int i = 0; i < N; i++)
    y[i] = 1;
#pragma acc data copy(x[0:N])
  {
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
      x[i] = i;
#pragma acc host_data use_device(x)
    {
      device_scale(x, N);
    }
    // y is not present: with if_present, its host address.
#pragma acc host_data use_device(y) if_present
    for (int i = 0; i < N; i++)
      y[i] *= 2;
  }
  printf("host_data: %g %g %g\n", x[1], x[N - 1], y[2]);
}

int main(void) {
  double *a = malloc(N * sizeof(double)), *b = malloc(N * sizeof(double));
  memset(a, 0, N * sizeof(double));
  a[0] = 1.5;
  straight_line(a);
  global_bound(a);
  device_pointers(a, b);
  mapped(b);
  copies(a, b);
  zeroed(a, b);
  host_data(a, b);
  free(a);
  free(b);
  return 0;
}
