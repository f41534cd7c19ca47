// Regions whose host code runs inside a data region (refused at compile
// time, if() false, overlapping pointers at run time, host code calling a
// function of another file) see the device's current values, and the device
// gets what the host code wrote: the data region's exit must not copy stale
// device copies over the host's results. Checked against the same program's
// plain loops.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: %t | FileCheck %s
// MINFO: 45, No parallel kernels found, accelerator region ignored
// MINFO-NEXT: Generating update host(b,a) before and update device(b) after the host code, where present
// MINFO: Generating update host and device of all present data around the host code: 'tick' is called
// MINFO: Accelerator restriction: 'tick' uses the global variable 'counter'
// CHECK: refused: PASS
// CHECK: if-false: PASS
// CHECK: overlap: PASS
// CHECK: opaque call: PASS
// CHECK: local: PASS
// CHECK: called function: PASS
#include <stdio.h>
#include <string.h>

#define N 1000
static int A[N], B[N], C[N], RA[N], RB[N], RC[N];

static void init(void) {
  for (int i = 0; i < N; ++i) {
    A[i] = RA[i] = i % 17;
    B[i] = RB[i] = i % 5;
    C[i] = RC[i] = 0;
  }
}

static int same(const char *what, const int *got, const int *want, int n) {
  int ok = memcmp(got, want, sizeof(int) * n) == 0;
  printf("%s: %s\n", what, ok ? "PASS" : "FAIL");
  return ok;
}

static void refused(int n, int *restrict a, int *restrict b) {
#pragma acc data region copy(a[0:n-1], b[0:n-1])
  {
#pragma acc region
    for (int i = 0; i < n; ++i)
      a[i] = 2 * a[i];
#pragma acc region
    for (int i = 1; i < n; ++i) // a recurrence: stays on the host
      b[i] = b[i - 1] + a[i];
#pragma acc region
    for (int i = 0; i < n; ++i)
      a[i] = a[i] + b[i] % 7;
  }
}

static void if_false(int n, int *restrict a, int *restrict b, int on) {
#pragma acc data region copy(a[0:n-1]) copyin(b[0:n-1])
  {
#pragma acc region
    for (int i = 0; i < n; ++i)
      a[i] += b[i];
#pragma acc region if(on)
    for (int i = 0; i < n; ++i)
      a[i] *= 3;
#pragma acc region
    for (int i = 0; i < n; ++i)
      a[i] -= 1;
  }
}

// Without restrict: a run-time check sends the region to the host when the
// sections overlap.
static void shift(int n, int *dst, int *src) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    dst[i] = src[i] + 1;
}
static void overlap(int n, int *a) {
#pragma acc data region copy(a[0:n-1])
  {
#pragma acc region
    for (int i = 0; i < n; ++i)
      a[i] += 5;
    shift(n - 1, a + 1, a); // overlapping: on the host, with a present
#pragma acc region
    for (int i = 0; i < n; ++i)
      a[i] *= 2;
  }
}

int opaque(int x);
int opaque(int x) { return x ^ 3; }
static int counter;
static int tick(int x) { return x + ++counter; }

static void opaque_call(int n, int *restrict a) {
#pragma acc data region copy(a[0:n-1])
  {
#pragma acc region
    for (int i = 0; i < n; ++i)
      a[i] += 1;
#pragma acc region
    for (int i = 0; i < n; ++i)
      a[i] = tick(a[i]) + opaque(i); // calls with effects: on the host
#pragma acc region
    for (int i = 0; i < n; ++i)
      a[i] *= 2;
  }
}

static void local_array(int n, int *restrict a, int *restrict t) {
#pragma acc data region copy(a[0:n-1]) local(t[0:n-1])
  {
#pragma acc region
    for (int i = 0; i < n; ++i)
      t[i] = a[i] * a[i];
#pragma acc region
    for (int i = 1; i < n; ++i) // on the host: reads t from the device
      t[i] = t[i] + t[i - 1] % 11;
#pragma acc region
    for (int i = 0; i < n; ++i)
      a[i] = t[i] % 1000;
  }
}

// The data is present because the caller's data region made it so.
static void host_step(int n, int *a) {
#pragma acc region
  for (int i = 1; i < n; ++i)
    a[i] = a[i] + a[i - 1] % 3;
}
static void called_function(int n, int *restrict a) {
#pragma acc data region copy(a[0:n-1])
  {
#pragma acc region
    for (int i = 0; i < n; ++i)
      a[i] += 2;
    host_step(n, a);
#pragma acc region
    for (int i = 0; i < n; ++i)
      a[i] -= 1;
  }
}

int main(void) {
  int ok = 1;
  init();
  refused(N, A, B);
  for (int i = 0; i < N; ++i) RA[i] = 2 * RA[i];
  for (int i = 1; i < N; ++i) RB[i] = RB[i - 1] + RA[i];
  for (int i = 0; i < N; ++i) RA[i] = RA[i] + RB[i] % 7;
  ok &= same("refused", A, RA, N) & same("refused b", B, RB, N);

  init();
  if_false(N, A, B, 0);
  for (int i = 0; i < N; ++i) RA[i] = (RA[i] + RB[i]) * 3 - 1;
  ok &= same("if-false", A, RA, N);

  init();
  overlap(N, A);
  for (int i = 0; i < N; ++i) RA[i] += 5;
  for (int i = 0; i < N - 1; ++i) RA[i + 1] = RA[i] + 1; // as shift's loop
  for (int i = 0; i < N; ++i) RA[i] *= 2;
  ok &= same("overlap", A, RA, N);

  init();
  counter = 0;
  opaque_call(N, A);
  counter = 0;
  for (int i = 0; i < N; ++i) RA[i] += 1;
  for (int i = 0; i < N; ++i) RA[i] = tick(RA[i]) + opaque(i);
  for (int i = 0; i < N; ++i) RA[i] *= 2;
  ok &= same("opaque call", A, RA, N);

  init();
  local_array(N, A, C);
  for (int i = 0; i < N; ++i) RC[i] = RA[i] * RA[i];
  for (int i = 1; i < N; ++i) RC[i] = RC[i] + RC[i - 1] % 11;
  for (int i = 0; i < N; ++i) RA[i] = RC[i] % 1000;
  ok &= same("local", A, RA, N);

  init();
  called_function(N, A);
  for (int i = 0; i < N; ++i) RA[i] += 2;
  for (int i = 1; i < N; ++i) RA[i] = RA[i] + RA[i - 1] % 3;
  for (int i = 0; i < N; ++i) RA[i] -= 1;
  ok &= same("called function", A, RA, N);
  return !ok;
}

// The same program on the emulated device (kernels on the CPU, separate
// device memory): the same results.
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s && FileCheck --check-prefix=NOTIFY %s < %t.emu %}
// NOTIFY: region on host file=host-fallback.c function=if_false line=[[#]]: its if() condition is false
// NOTIFY: region on host file=host-fallback.c function=shift line=[[#]]: the sections of 'dst' and 'src' overlap
