// Host code inside a data region works on the host's copies, which the data
// region does not keep up to date (SPEC §2): where that makes the program
// print something else than its plain build, the user is told, at the use.
// RUN: %cuacc -fsyntax-only -Xclang -verify %s

void lost_write(int n, float *restrict a) {
// expected-note@+1 {{the data region is here}}
#pragma acc data region copy(a[0:n-1])
  {
#pragma acc region
    for (int i = 0; i < n; i++) a[i] = 2 * a[i];
    a[0] = 3; // expected-warning {{host code writes 'a' inside a data region that keeps 'a' on the device: the device copy never sees this write (add '#pragma acc update device(a...)' after it, or move the code into a region)}}
  }
}

void stale_read(int n, float *restrict a, float *out) {
// expected-note@+1 {{the data region is here}}
#pragma acc data region copy(a[0:n-1])
  {
#pragma acc region
    for (int i = 0; i < n; i++) a[i] = 2 * a[i];
    *out = a[0]; // expected-warning {{host code reads 'a' inside a data region after a region wrote 'a' on the device: the host copy is stale here (add '#pragma acc update host(a...)' before it)}}
  }
}

// A read at the top of a time-step loop follows the region of the step
// before.
void stale_read_in_loop(int n, int steps, float *restrict a, float *out) {
// expected-note@+1 {{the data region is here}}
#pragma acc data region copy(a[0:n-1])
  for (int t = 0; t < steps; t++) {
    out[t] = a[0]; // expected-warning {{host code reads 'a'}}
#pragma acc region
    for (int i = 0; i < n; i++) a[i] = a[i] + 1;
  }
}

// With the updates the user wrote, the copies agree: nothing to say.
void with_updates(int n, int steps, float *restrict a, float *out) {
#pragma acc data region copy(a[0:n-1])
  for (int t = 0; t < steps; t++) {
#pragma acc update host(a[0:0])
    out[t] = a[0];
    a[1] = out[t];
#pragma acc update device(a[1:1])
#pragma acc region
    for (int i = 0; i < n; i++) a[i] = a[i] + 1;
  }
}

// Before the first region the host copy is current, and a write to a copyin
// array after the last region that reads it is the host's own business.
void before_and_after(int n, float *restrict a, float *restrict b) {
#pragma acc data region copyin(a[0:n-1]) copy(b[0:n-1])
  {
    float first = a[0];
#pragma acc region
    for (int i = 0; i < n; i++) b[i] = a[i] + first;
    a[0] = 0;
  }
}

// Only what the data region keeps on the device counts.
void other_arrays(int n, float *restrict a, float *restrict c) {
#pragma acc data region copy(a[0:n-1])
  {
#pragma acc region
    for (int i = 0; i < n; i++) a[i] = 1;
    c[0] = 1;
  }
}

// Through calls: a function defined in this file uses its parameter as its
// own code does, on the device in its regions and on the host elsewhere
// (here defined further down); the C library reads what it is given and
// writes it when the parameter is not const.
void scale(int n, float *restrict p);
float first(const float *p);
#include <string.h>
float through_calls(int n, float *restrict a, float *restrict b) {
  float s = 0;
// expected-note@+1 2 {{the data region is here}}
#pragma acc data region copy(a[0:n-1], b[0:n-1])
  {
    scale(n, a);
    s = first(a); // expected-warning {{host code reads 'a' inside a data region after a region wrote 'a' on the device}}
    memset(b, 0, sizeof(float)); // expected-warning {{host code writes 'b'}}
    scale(n, b);
  }
  return s;
}
void scale(int n, float *restrict p) {
#pragma acc region
  for (int i = 0; i < n; i++) p[i] = 2 * p[i];
}
float first(const float *p) { return p[0]; }

// A function defined in another file: nothing is known, nothing is said.
void elsewhere(float *p);
void unknown_callee(int n, float *restrict a) {
#pragma acc data region copy(a[0:n-1])
  {
    scale(n, a);
    elsewhere(a);
  }
}

// An offset into the array or one of its rows, handed to a function whose
// region uses it, is used on the device: nothing is said.
void rows(int n, int m, float a[n][m]) {
#pragma acc data region copy(a[0:n-1][0:m-1])
  {
    scale(m, (float *)a + m);
    scale(m, a[1]);
  }
}

// An update host counts where it runs between the region's write and the
// read: not for a read before it in the same iteration (found when trisolv-
// shaped regions began to run as kernels: the read took the stale value).
void read_before_update(int n, int steps, float *restrict a, float *out) {
// expected-note@+1 {{the data region is here}}
#pragma acc data region copy(a[0:n-1])
  for (int t = 0; t < steps; t++) {
#pragma acc region
    for (int i = 0; i < n; i++) a[i] = a[i] + 1;
    out[t] = a[n - 1]; // expected-warning {{host code reads 'a' inside a data region after a region wrote 'a' on the device: the host copy is stale here (add '#pragma acc update host(a...)' before it)}}
#pragma acc update host(a[0:n-1])
    out[t] += a[0];
  }
}

// After the update, or before the region when the update ends each
// iteration: current.
void read_after_update(int n, int steps, float *restrict a, float *out) {
#pragma acc data region copy(a[0:n-1])
  for (int t = 0; t < steps; t++) {
    out[t] = a[0];
#pragma acc region
    for (int i = 0; i < n; i++) a[i] = a[i] + 1;
#pragma acc update host(a[0:n-1])
    out[t] += a[n - 1];
  }
}

// An update of part of the array does not make a read of an element outside
// that part current: with constant bounds and subscripts, the read is told
// (the plain build prints b[999], this one the host's old value).
#define HALF_N 1000
float half_b[2 * HALF_N];
void stale_outside_update(float *out) {
// expected-note@+1 {{the data region is here}}
#pragma acc data region copyout(half_b[0:2*HALF_N-1])
  {
#pragma acc region
    for (int i = 0; i < 2 * HALF_N; i++) half_b[i] = i;
#pragma acc update host(half_b[0:HALF_N-1])
    out[0] = half_b[HALF_N - 1]; // inside the update: current
    out[1] = half_b[2 * HALF_N - 1]; // expected-warning {{host code reads 'half_b' inside a data region after a region wrote 'half_b' on the device: the host copy is stale here (add '#pragma acc update host(half_b...)' before it)}}
  }
}

// Two sections that together cover the array: each read is current.
float two_b[2 * HALF_N];
void two_updates(float *out) {
#pragma acc data region copyout(two_b[0:2*HALF_N-1])
  {
#pragma acc region
    for (int i = 0; i < 2 * HALF_N; i++) two_b[i] = i;
#pragma acc update host(two_b[0:HALF_N-1], two_b[HALF_N:2*HALF_N-1])
    out[0] = two_b[0] + two_b[2 * HALF_N - 1];
  }
}

// A region's own updateout (and updatein) keeps the copies in step as an
// update does, at the region's end (and entry); a region without it after
// leaves the host's copy stale again.
void region_updates(int n, float *restrict b, float *out) {
// expected-note@+1 {{the data region is here}}
#pragma acc data region copy(b[0:99])
  {
#pragma acc region updateout(b[0:99])
    for (int j = 0; j < 100; j++)
      b[j] += 1000.0f;
    out[0] = b[5];
    b[1] = 2;
#pragma acc region updatein(b[0:99])
    for (int j = 0; j < 100; j++)
      b[j] *= 2;
    out[1] = b[70]; // expected-warning {{host code reads 'b' inside a data region after a region wrote 'b' on the device: the host copy is stale here (add '#pragma acc update host(b...)' before it)}}
  }
}
