// A region that runs on the host (an if() clause that is false, a region
// cuacc keeps on the host) brings present data the host code may reach back
// from the device first. A block whose device copy an 'update self' already
// brought back, and which the host then rewrote, was brought back again
// over the host's writes (every kernel that had a block marked it newer on
// the device for good): the boundary values set on the host between two
// sweeps were lost. An update to the host of the whole block, and the host
// scope's own download, now make the host's copy the newer one. Found by a
// helper's OpenACC campaign (2026-11-28). Prints what the plain build
// prints.
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
#include <stdio.h>
#include <stdlib.h>

// Boundary values set on the host between two sweeps, with a small region
// run on the host (its if() is false) in between.
static void boundary(int n) {
  double *x = malloc(n * sizeof(double)), *r = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    x[i] = i;
    r[i] = 0;
  }
#pragma acc data copy(x[0:n])
  {
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
      x[i] = 2 * x[i];
#pragma acc update self(x[0:n])
    x[0] = -1;
    x[n - 1] = -1;
#pragma acc parallel loop copyout(r[0:4]) if(n > 100)
    for (int i = 0; i < 4; i++)
      r[i] = i;
#pragma acc update device(x[0:n])
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
      x[i] = x[i] + 1;
  }
  for (int i = 0; i < n; i++)
    printf("%g ", x[i]);
  printf("| %g\n", r[3]);
  free(x);
  free(r);
}

// Unstructured data rewritten on the host, then a region on another array
// that runs on the device or, its if() false, on the host.
static void unrelated(int n, int big) {
  double *t = malloc(n * sizeof(double)), *b = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    t[i] = i;
    b[i] = 0;
  }
#pragma acc enter data copyin(t[0:n])
#pragma acc parallel loop present(t[0:n])
  for (int i = 0; i < n; i++)
    t[i] = 2 * t[i];
#pragma acc update self(t[0:n])
  for (int i = 0; i < n; i++)
    t[i] += 100;
#pragma acc parallel loop copy(b[0:n]) if(big)
  for (int i = 0; i < n; i++)
    b[i] = i * 3.0;
  for (int i = 0; i < n; i++)
    printf("%g/%g ", t[i], b[i]);
  printf("\n");
#pragma acc exit data delete(t[0:n])
  free(t);
  free(b);
}

// The same with a region cuacc keeps on the host (a call that writes
// through a pointer): its host code updates all present data.
#pragma acc routine seq
static void put(double *out, int i, double v) { out[i] = v; }

static void kept_on_host(int n) {
  double *t = malloc(n * sizeof(double)), *b = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    t[i] = i;
    b[i] = 0;
  }
#pragma acc enter data copyin(t[0:n])
#pragma acc parallel loop present(t[0:n])
  for (int i = 0; i < n; i++)
    t[i] = 2 * t[i];
#pragma acc update self(t[0:n])
  for (int i = 0; i < n; i++)
    t[i] += 100;
#pragma acc parallel loop copy(b[0:n])
  for (int i = 0; i < n; i++)
    put(b, i, i * 3.0);
  for (int i = 0; i < n; i++)
    printf("%g/%g ", t[i], b[i]);
  printf("\n");
#pragma acc exit data delete(t[0:n])
  free(t);
  free(b);
}

int main(void) {
  boundary(8);
  unrelated(4, 1);
  unrelated(4, 0);
  kept_on_host(8);
  return 0;
}
