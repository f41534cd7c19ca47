// reduction(op:c[0:10]) on a loop the user asserts independent ('parallel
// loop', 'loop independent'): each element of c is reduced across the
// loop's iterations, so the loop carries c's dependences whatever the
// assertion says. Before, the assertion waived them and every thread added
// into c[y] at once (a race the H100 showed and the emulated device, one
// thread at a time, did not). cuacc now keeps such a loop in order and runs
// the loop inside in parallel.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// MINFO-LABEL: sums:
// MINFO: Loop carried dependence of 'c' prevents parallelization
// MINFO: Loop is parallelizable
// MINFO-NEXT: Accelerator kernel generated
// MINFO-LABEL: bits_and_max:
// MINFO: Loop carried dependence of 'm' prevents parallelization
// MINFO: Loop carried dependence of 'mx' prevents parallelization
// MINFO: Loop is parallelizable
// MINFO-LABEL: scalar_and_array:
// MINFO: Loop carried dependence of 'hist' prevents parallelization
// MINFO-NEXT: Loop carried backward
// MINFO-NEXT: Accelerator serial kernel generated
#include <stdio.h>

#define N 1000
static double a[N * 10], b[N * 10];
static unsigned bits[N * 8];

static void sums(long long n) {
  double c[10];
  for (int y = 0; y < 10; ++y)
    c[y] = 1.0;
#pragma acc data copyin(a[0:10*n], b[0:10*n])
  {
#pragma acc parallel loop reduction(+:c[0:10])
    for (int x = 0; x < n; ++x) {
      for (int y = 0; y < 10; ++y) {
        c[y] += a[x * 10 + y] + b[x * 10 + y];
      }
    }
  }
  for (int y = 0; y < 10; ++y)
    printf("%g ", c[y]);
  printf("\n");
}

static void bits_and_max(int n) {
  unsigned m[8];
  double mx[8];
  for (int y = 0; y < 8; ++y) {
    m[y] = ~0u;
    mx[y] = -1e300;
  }
#pragma acc kernels loop independent reduction(&:m) reduction(max:mx)
  for (int x = 0; x < n; ++x)
    for (int y = 0; y < 8; ++y) {
      m[y] &= bits[x * 8 + y];
      mx[y] = mx[y] > a[x * 8 + y] ? mx[y] : a[x * 8 + y];
    }
  for (int y = 0; y < 8; ++y)
    printf("%x %g\n", m[y], mx[y]);
}

static void scalar_and_array(int n) {
  int hist[4] = {0};
  double s = 0;
#pragma acc parallel loop reduction(+:s, hist[0:4])
  for (int x = 0; x < n; ++x) {
    s += a[x];
    hist[x % 4] += 1;
  }
  printf("%g %d %d %d %d\n", s, hist[0], hist[1], hist[2], hist[3]);
}

int main(void) {
  for (int x = 0; x < N * 10; ++x) {
    a[x] = (x * 37 % 101) * 0.25;
    b[x] = (x % 13) * 0.5;
  }
  for (int x = 0; x < N * 8; ++x)
    bits[x] = ~(1u << (x % 29)) | (x % 7 == 0 ? 0xffu : 0u);
  printf("sums:\n");
  sums(N);
  printf("bits:\n");
  bits_and_max(N);
  printf("scalar_and_array:\n");
  scalar_and_array(N);
  return 0;
}
