// Triangular loops with a size_t or unsigned bound, as C code writes them:
// 'for (int j = i + 1; j < n; j++)' compares j in unsigned arithmetic (C's
// usual arithmetic conversions), which is j's own value only where j >= 0.
// The loop was refused ("compares the signed index in unsigned
// arithmetic") though j starts at i + 1 >= 1: the start is now proved
// non-negative from the loops around it, and the nest runs on the device.
// Where the start may be negative (j = i - 1 at i = 0: (size_t)-1 < n is
// false, the row runs no iteration) the loop stays refused; an unsigned
// index from i + 1 runs there too.
// Sizes 0, 1, 2 and 37. Prints what the plain build prints.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
// MINFO-LABEL: upper:
// MINFO: 32, Loop is parallelizable
// MINFO-LABEL: below_diagonal:
// MINFO: Loop not parallelized: the condition compares the signed index in unsigned arithmetic
// MINFO-LABEL: unsigned_rows:
// MINFO: Accelerator kernel generated
#include <stddef.h>
#include <stdio.h>

#define CAP 40
static double a[CAP * CAP], b[CAP * CAP];

static void upper(size_t n) {
#pragma acc kernels loop copyin(b[0:CAP*CAP]) copy(a[0:CAP*CAP])
  for (int i = 0; i < n; i++)
#pragma acc loop
    for (int j = i + 1; j < n; j++)
      a[i * CAP + j] = b[j * CAP + i] * 2 + j;
}

static void below_diagonal(size_t n) {
#pragma acc kernels loop copyin(b[0:CAP*CAP]) copy(a[0:CAP*CAP])
  for (int i = 0; i < n; i++)
    for (int j = i - 1; j < n; j++)
      a[i * CAP + (j < 0 ? 0 : j)] += 1;
}

static void unsigned_rows(unsigned n) {
#pragma acc kernels loop copyin(b[0:CAP*CAP]) copy(a[0:CAP*CAP])
  for (int i = 0; i < n; i++)
    for (size_t j = i + 1; j < n; j++)
      a[i * CAP + j] -= b[i * CAP + j];
}

int main(void) {
  size_t sizes[] = {0, 1, 2, 37};
  for (int s = 0; s < 4; s++) {
    for (int i = 0; i < CAP * CAP; i++) {
      a[i] = i % 13;
      b[i] = i % 7;
    }
    upper(sizes[s]);
    below_diagonal(sizes[s]);
    unsigned_rows((unsigned)sizes[s]);
    double sum = 0, weighted = 0;
    for (int i = 0; i < CAP * CAP; i++) {
      sum += a[i];
      weighted += a[i] * (i % 17);
    }
    printf("n=%zu: %.1f %.1f\n", sizes[s], sum, weighted);
  }
  return 0;
}
