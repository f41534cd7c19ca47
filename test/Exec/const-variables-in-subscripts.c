// Constants written as C writes them, 'const int ld = 64;' (a local, a
// static local, a file-scope one), in subscripts: 'a[i * ld + j]' was not
// affine (a variable times the index), so both loops of the nest were
// "Loop carried dependence of 'a'" and the region ran one thread. A const
// integer variable with a constant initializer (not a parameter, not
// volatile) is its value to the analysis, as in C++; a const initialized
// at run time stays a variable. Prints what the plain build prints.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
// MINFO-LABEL: local:
// MINFO-NEXT: Generating
// MINFO: Loop is parallelizable
// MINFO-NEXT: Loop is parallelizable
// MINFO-LABEL: file_scope:
// MINFO: Loop is parallelizable
// MINFO-NEXT: Loop is parallelizable
// MINFO-LABEL: run_time:
// MINFO: Loop carried dependence of 'a' prevents parallelization
#include <stdio.h>

#define CAP 40
static const int LD = 8;
static double a[CAP * 8], b[CAP * 8];

static void local(int n) {
  const int ld = 8;
  static const long cols = 6;
#pragma acc kernels loop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < cols; j++)
      a[i * ld + j] = b[i * ld + j] * 2 + j;
}

static void file_scope(int n) {
#pragma acc kernels loop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < LD; j++)
      a[i * LD + j] += b[(n - 1 - i) * LD + j];
}

static void run_time(int n, int w) {
  const int ld = w;
#pragma acc kernels loop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 4; j++)
      a[i * ld + j] += 1;
}

int main(void) {
  int sizes[] = {0, 1, 33};
  for (int k = 0; k < 3; k++) {
    for (int i = 0; i < CAP * 8; i++) {
      a[i] = i % 7;
      b[i] = i % 5;
    }
    local(sizes[k]);
    file_scope(sizes[k]);
    run_time(sizes[k], 3);
    double s = 0;
    for (int i = 0; i < CAP * 8; i++)
      s += a[i] * (i % 13 + 1);
    printf("n=%d: %.1f\n", sizes[k], s);
  }
  return 0;
}
