// An OpenACC file whose helpers above its first construct move data with
// 'update' (the usual layout of a C file): the update cannot tell which
// model it is in (PGI's a[lower:upper] and OpenACC's a[start:length] read
// x[0:n] as n+1 and n elements), so its function waits until the file
// says. Here the file turns out OpenACC: each update moves n elements
// (read as PGI's, the present check stopped the program). Prints what the
// plain build prints.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
// MINFO-NOT: warning:
// MINFO-NOT: error:
#include <stdio.h>
#include <stdlib.h>

static void push(double *x, int n) {
#pragma acc update device(x[0:n])
}

// An inner part only: x[2:n-3] is elements 2..n-2 (PGI's reading: 2..n-3).
static void pull_inside(double *x, int n) {
#pragma acc update self(x[2:n-3])
}

static void pull(double *x, int n) {
#pragma acc update host(x[0:n])
}

// Constant bounds: OpenACC's one element at 5, PGI's reversed range (an
// error in a PGI file: it was reported before the file said which model;
// found by a bug-hunting helper).
static void pull_one(double *x) {
#pragma acc update self(x[5:1])
}

static void step(double *x, int n) {
#pragma acc parallel loop present(x[0:n])
  for (int i = 0; i < n; i++)
    x[i] = x[i] * 2 + 1;
}

int main(void) {
  int n = 8;
  double *x = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++)
    x[i] = i;
#pragma acc enter data copyin(x[0:n])
  for (int i = 0; i < n; i++)
    x[i] = 10 * i;
  push(x, n);
  step(x, n);
  x[0] = x[1] = x[n - 1] = -1;
  pull_one(x);
  printf("%g\n", x[5]);
  pull_inside(x, n);
  for (int i = 0; i < n; i++)
    printf("%g ", x[i]);
  printf("\n");
  push(x, n);
  step(x, n);
  pull(x, n);
  for (int i = 0; i < n; i++)
    printf("%g ", x[i]);
  printf("\n");
#pragma acc exit data delete(x[0:n])
  free(x);
  return 0;
}
