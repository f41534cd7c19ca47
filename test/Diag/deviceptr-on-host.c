// A region that names a device pointer ('deviceptr', its own or a data
// region's) and cannot be offloaded must not run its host code with the
// device address: a located error at the directive, with the reason. Two
// device pointers that may overlap have no extent for the run-time overlap
// check, whose fallback is the host code: an error too, unless they are
// restrict. Regions that are offloaded compile without a word.
// RUN: %cuacc -fsyntax-only -Xclang -verify %s
// RUN: %if nvcc %{ not %cuacc -c %s -o %t.o 2>&1 | FileCheck %s %}

void overlap(float *a, float *b, int n) {
  int i;
  // CHECK: deviceptr-on-host.c:[[@LINE+1]]:9: error: cuacc: the region cannot run on the accelerator (the device pointers 'a' and 'b' may overlap (declare them 'restrict', or compile with -Msafeptr)), and its host code cannot use 'a', a device pointer (deviceptr)
#pragma acc region deviceptr(a, b) // expected-error {{the device pointers 'a' and 'b' may overlap}}
  for (i = 0; i < n; i++)
    a[i] = b[i] + 1;
}

void distinct(float *restrict a, float *restrict b, int n) {
  int i;
#pragma acc region deviceptr(a, b)
  for (i = 0; i < n; i++)
    a[i] = b[i] + 1;
}

void recurrence(float *d, int n) {
  int i;
  // CHECK: deviceptr-on-host.c:[[@LINE+1]]:9: error: cuacc: the region cannot run on the accelerator (no parallel kernels found), and its host code cannot use 'd', a device pointer (deviceptr)
#pragma acc region deviceptr(d) // expected-error {{cannot run on the accelerator (no parallel kernels found), and its host code cannot use 'd'}}
  for (i = 1; i < n; i++)
    d[i] = d[i - 1] + 1;
}

void in_data_region(float *d, float *y, int n) {
  int i;
#pragma acc data region deviceptr(d) copy(y[0:n-1])
  {
#pragma acc region
    for (i = 0; i < n; i++)
      y[i] = d[i];
    // CHECK: deviceptr-on-host.c:[[@LINE+1]]:9: error: cuacc: the region cannot run on the accelerator (no parallel kernels found), and its host code cannot use 'd', a device pointer (deviceptr)
#pragma acc region // expected-error {{and its host code cannot use 'd', a device pointer}}
    for (i = 1; i < n; i++)
      d[i] = d[i - 1] + y[i];
  }
}
