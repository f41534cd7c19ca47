// Array reductions of every shape the clause allows: narrow types
// (unsigned char, short: atomics on their word), a 2-D array, '*', '^',
// '|', '&&', a section that does not start at 0 with the element on the
// right of its '+', float '-=', a struct member's array. Each prints what
// the plain build prints (checked on the H100 too: an update that is not
// atomic shows there, not on the emulated device).
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// CHECK-NOT: warning
// CHECK: Sum reduction generated for 'uc[0:5]'
// CHECK-NEXT: Sum reduction generated for 'sh[0:3]'
// CHECK-NEXT: Accelerator kernel generated
// CHECK: Product reduction generated for 'p'
// CHECK-NEXT: Bitwise xor reduction generated for 'x'
// CHECK-NEXT: Bitwise or reduction generated for 'o'
// CHECK-NEXT: Accelerator kernel generated
// CHECK: Sum reduction generated for 'd[2:6]'
// CHECK-NEXT: Sum reduction generated for 'f[0:4]'
// CHECK-NEXT: Accelerator kernel generated
// CHECK: Sum reduction generated for 's.v[0:6]'
// CHECK-NEXT: Logical and reduction generated for 'all[0:3]'
// CHECK-NEXT: Accelerator kernel generated
#include <stdio.h>
#define N 4096
static float a[N];
static int k[N];
struct S { long v[6]; int n; };
int main(void) {
  for (int i = 0; i < N; i++) { a[i] = (i % 17) * 0.5f; k[i] = (i * 131) % 97; }
  /* narrow types */
  unsigned char uc[5] = {1, 2, 3, 4, 5};
  short sh[3] = {0};
#pragma acc parallel loop reduction(+:uc[0:5], sh[0:3])
  for (int i = 0; i < N; i++) {
    uc[k[i] % 5] += (unsigned char)(k[i] & 3);
    sh[i % 3] -= (short)(k[i] % 7);
  }
  printf("uc %d %d %d %d %d sh %d %d %d\n", uc[0], uc[1], uc[2], uc[3], uc[4], sh[0], sh[1], sh[2]);
  /* 2-D array, product of small ints, xor, or */
  long p[4][8];
  unsigned x[8] = {0}, o[8] = {0};
  for (int r = 0; r < 4; r++) for (int c = 0; c < 8; c++) p[r][c] = 1;
#pragma acc parallel loop reduction(*:p) reduction(^:x) reduction(|:o)
  for (int i = 0; i < 64; i++) {
    p[i % 4][(i / 4) % 8] *= (k[i] % 3) + 1;
    x[i % 8] ^= (unsigned)k[i] * 2654435761u;
    o[(i * 3) % 8] |= 1u << (k[i] % 31);
  }
  long ps = 0;
  for (int r = 0; r < 4; r++) for (int c = 0; c < 8; c++) ps += p[r][c] * (r + c);
  printf("p %ld x %u %u o %u %u\n", ps, x[0], x[7], o[1], o[5]);
  /* section not starting at 0, value on the left, float -= */
  double d[10] = {0};
  float f[4] = {100, 100, 100, 100};
#pragma acc kernels loop independent reduction(+:d[2:6], f[0:4])
  for (int i = 0; i < N; i++) {
    d[2 + k[i] % 6] = (double)a[i] + d[2 + k[i] % 6];
    f[i % 4] -= 0.25f;
  }
  printf("d %g %g %g f %g %g\n", d[2], d[5], d[7], f[0], f[3]);
  /* struct member, logical and */
  struct S s = {{0}, 6};
  int all[3] = {1, 1, 1};
#pragma acc parallel loop reduction(+:s.v[0:6]) reduction(&&:all[0:3])
  for (int i = 0; i < N; i++) {
    s.v[i % 6] += k[i];
    all[i % 3] = all[i % 3] && (k[i] < 96);
  }
  printf("s %ld %ld all %d %d %d\n", s.v[0], s.v[5], all[0], all[1], all[2]);
  return 0;
}
