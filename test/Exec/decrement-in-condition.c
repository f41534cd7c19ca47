// C's loops down to 0 with the decrement in the condition: 'for (size_t i
// = n; i-- > 0;)' and 'for (unsigned i = n; i--;)', the idiom for an
// unsigned index that must not wrap. They were "not parallelized: the step
// is not a non-zero constant"; the body sees n - 1 down to the bound, and
// now the loop runs on the device like 'for (i = n - 1; i >= 0; i--)'.
// Covered: size_t and unsigned indices, a bound other than 0 ('i-- > lo'),
// a signed index, '0 < i--', a reduction, a recurrence that must stay in
// order (not parallelized), an index declared before the loop (its value
// after the loop is read: left alone), n = 0, 1 and 37. Prints what the
// plain build prints.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
// MINFO-LABEL: reverse:
// MINFO: Generating implicit copyout(b[:n])
// MINFO: Loop is parallelizable
// MINFO-LABEL: bare:
// MINFO: Loop is parallelizable
// MINFO-LABEL: above:
// MINFO: Generating implicit copy(b[lo:n-lo])
// MINFO: Loop is parallelizable
// MINFO-LABEL: signed_index:
// MINFO: Loop is parallelizable
// MINFO-LABEL: sum:
// MINFO: Sum reduction generated
// MINFO-LABEL: recurrence:
// MINFO: Loop carried dependence of 'b' prevents parallelization
// MINFO-LABEL: declared_before:
// MINFO: Loop not parallelized: the step is not a non-zero constant
#include <stddef.h>
#include <stdio.h>

#define CAP 64
static float a[CAP], b[CAP];

static void reverse(size_t n) {
#pragma acc kernels loop
  for (size_t i = n; i-- > 0;)
    b[i] = a[n - 1 - i] * 2;
}

static void bare(unsigned n) {
#pragma acc kernels loop
  for (unsigned i = n; i--;)
    b[i] += i;
}

static void above(size_t n, size_t lo) {
#pragma acc kernels loop
  for (size_t i = n; i-- > lo;)
    b[i] = -b[i];
}

static void signed_index(int n) {
#pragma acc kernels loop
  for (int i = n; 0 < i--;)
    b[i] = b[i] + a[i];
}

static double sum(size_t n) {
  double s = 0;
#pragma acc kernels loop reduction(+ : s)
  for (size_t i = n; i-- > 0;)
    s += b[i] * (double)i;
  return s;
}

static void recurrence(size_t n) {
#pragma acc kernels loop
  for (size_t i = n; i-- > 1;)
    b[i - 1] += b[i];
}

static size_t declared_before(size_t n) {
  size_t i;
#pragma acc kernels loop
  for (i = n; i-- > 0;)
    b[i] *= 2;
  return i;
}

int main(void) {
  size_t sizes[] = {0, 1, 37};
  for (int k = 0; k < 3; k++) {
    size_t n = sizes[k];
    for (int i = 0; i < CAP; i++) {
      a[i] = i % 9;
      b[i] = (i * 7) % 11;
    }
    reverse(n);
    bare((unsigned)n);
    above(n, n / 3);
    signed_index((int)n);
    double s = sum(n);
    recurrence(n);
    size_t last = declared_before(n);
    double check = 0;
    for (int i = 0; i < CAP; i++)
      check += b[i] * (i + 1);
    printf("n=%zu: %.1f %.1f %zu\n", n, s, check, last);
  }
  return 0;
}
