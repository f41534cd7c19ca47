// C's rules where loop bounds and array types meet the kernels.
// unsigned_bound: 'for (int i = lo; i < hi; i++)' with an unsigned hi
// compares in unsigned arithmetic (C's usual arithmetic conversions): for
// lo = -2 the loop runs no iteration, and the inferred copyout copied 52
// unwritten device elements back over the array. Such a loop is now not
// parallelized (and -Minfo says why); with a non-negative start it still
// is. unsigned_index_signed_start: 'for (size_t i = lo; ...)' holds lo =
// -2 as SIZE_MAX - 1 and runs no iteration either (found by tools/difftest
// --family round3 seed 200179). long_index_unsigned_bound: 'for (long i =
// lo; i < hi; i++)' with an unsigned int hi compares in long (hi converts);
// the kernel's trip count computed 'hi - 1' in unsigned arithmetic, which
// for hi = 0 ran four billion iterations (seed 200114). vla_size_changes: 'double (*b)[cols]' keeps the size its type had
// where it was declared (C11 6.7.6.2); the kernel linearized b[i][j] with
// what cols held at the region.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// MINFO-LABEL: unsigned_bound:
// MINFO: Loop not parallelized: the condition compares the signed index in unsigned arithmetic (C's usual arithmetic conversions), where a negative index compares as a large value
// MINFO-LABEL: unsigned_bound_from_zero:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: signed_bound_unsigned_index:
// MINFO: Loop not parallelized: the condition compares a bound that may be negative in unsigned arithmetic
// MINFO-LABEL: unsigned_index_signed_start:
// MINFO: Loop not parallelized: the unsigned index starts from a value that may be negative, which it holds as a large value (C's conversions)
// MINFO-LABEL: long_index_unsigned_bound:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: vla_size_changes:
// MINFO: Accelerator kernel generated
#include <stdio.h>
#include <stdlib.h>

#define N 100
static float a[N], b[N];

static void unsigned_bound(int lo, unsigned hi) {
#pragma acc region
  for (int i = lo; i < hi; i++)
    a[i + 2] = b[i + 2] * 2;
}

static void unsigned_bound_from_zero(unsigned n) {
#pragma acc region
  for (int i = 0; i < n; i++)
    a[i] += 1;
}

static void signed_bound_unsigned_index(int m) {
#pragma acc region
  for (unsigned i = 0; i < m; i++)
    a[i] += 1;
}

static void unsigned_index_signed_start(int lo, size_t hi) {
  size_t i;
#pragma acc region
  for (i = lo; i < hi; i++)
    a[i + 2] = b[i + 2] * 3;
}

static void long_index_unsigned_bound(long lo, unsigned hi) {
#pragma acc region
  for (long i = lo; i < hi; i++)
    a[i + 2] = b[i + 2] * 5;
}

static double vla_size_changes(int rows, int cols) {
  double(*v)[cols] = malloc(sizeof(double) * rows * cols);
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      v[i][j] = i * 100 + j;
  int half = cols / 2;
  cols = cols / 2;
#pragma acc region
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < half; j++)
      v[i][j] = v[i][j] * 2 + cols;
  double s = 0;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < 2 * half; j++)
      s += v[i][j] * (i + 1) * (j + 3);
  free(v);
  return s;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = i;
    b[i] = -i;
  }
  unsigned_bound(-2, 50);
  unsigned_bound(3, 50);
  unsigned_bound_from_zero(60);
  signed_bound_unsigned_index(80);
  signed_bound_unsigned_index(-1 + 1);
  unsigned_index_signed_start(-2, 40);
  unsigned_index_signed_start(5, 40);
  long_index_unsigned_bound(-1, 0);
  long_index_unsigned_bound(-2, 30);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += a[i] * (i + 1);
  printf("%f\n", s);
  printf("%f %f %f\n", vla_size_changes(10, 20), vla_size_changes(1, 7),
         vla_size_changes(33, 65));
  return 0;
}
