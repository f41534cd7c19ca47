// A cast to a typedef name in a section bound ('a[0:(size_t)n]'), which
// the directive parser refused ("expected ']'"): the pragma handler asks
// which names are types where the pragma is, so a typedef casts and a
// variable that shadows one stays a variable. Found by a helper's
// campaign (2026-11-28).
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
// MINFO-NOT: error:
// MINFO-NOT: warning:
// MINFO: Generating copyin(a[0:(unsigned long)n])
// MINFO: Generating copy(b[0:(unsigned long)n])
// MINFO: Generating copyin(a[0:(long)n])
// MINFO: Generating copy(c[0:(unsigned int)m])
// MINFO: Generating copy(d[(count)-5:count])
#include <stddef.h>
#include <stdio.h>

typedef unsigned long idx_t;
typedef unsigned int count;
typedef long wide;

static void scale(int n, float *restrict b, const float *restrict a) {
#pragma acc data copyin(a[0:(size_t)n]) copyout(b[0:(idx_t)n])
  {
#pragma acc kernels loop
    for (int i = 0; i < n; ++i)
      b[i] = a[i] * 2;
  }
}

static void shift(int n, int m, float *restrict c, const float *restrict a) {
#pragma acc kernels loop copyin(a[0:(wide)n]) copyout(c[0:(count)m])
  for (int i = 0; i < m; ++i)
    c[i] = a[i] + 1;
}

// 'count' is a variable here: (count)-5 subtracts (called with 5).
static void shadowed(int count, float *restrict d) {
#pragma acc kernels loop copy(d[(count)-5:count])
  for (int i = 0; i < count; ++i)
    d[i] += i;
}

int main(void) {
  float a[8], b[8], c[8], d[8];
  for (int i = 0; i < 8; ++i) {
    a[i] = i;
    b[i] = c[i] = d[i] = -1;
  }
  scale(8, b, a);
  shift(8, 6, c, a);
  shadowed(5, d);
  for (int i = 0; i < 8; ++i)
    printf("%g %g %g\n", b[i], c[i], d[i]);
  return 0;
}
