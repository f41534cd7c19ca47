// reduction(op:c[0:10]) on a loop the user asserts independent ('parallel
// loop', 'loop independent'): each element of c is reduced across the
// loop's iterations. Where every reference to the array in the loop is an
// update of the clause's operator (c[e] op= v, c[e] = c[e] op v, c[e]++,
// c[e]--, c[e] -= v), each update is one atomic operation and the loop runs
// in parallel, a histogram too. Otherwise (a max, which has no update form
// here; a read of the array) the array keeps its dependences and the loop
// runs in order. Before, the assertion waived them all and every thread
// added into c[y] at once: a race the H100 showed and the emulated device,
// one thread at a time, did not (gpu-check runs this test on the GPU).
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %cuacc -O2 -w -fsyntax-only -fplugin-arg-cuacc-dump=lowered %s 2>&1 | FileCheck --check-prefix=LOWERED %s
// MINFO-LABEL: sums:
// MINFO: Loop is parallelizable
// MINFO-NEXT: Sum reduction generated for 'c[0:10]'
// MINFO-LABEL: bits_and_max:
// MINFO-NOT: carried dependence of 'm'
// MINFO: Loop carried dependence of 'mx' prevents parallelization
// MINFO-LABEL: histogram:
// MINFO: Loop is parallelizable
// MINFO-NEXT: Sum reduction generated for 's'
// MINFO-NEXT: Sum reduction generated for 'hist[0:4]'
// MINFO-NEXT: Accelerator kernel generated
// MINFO-LABEL: counts:
// MINFO: Generating copy(bins[0:nb])
// MINFO: Loop is parallelizable
// MINFO-NEXT: Sum reduction generated for 'bins[0:nb]'
// MINFO-NEXT: Accelerator kernel generated
// MINFO-LABEL: read_too:
// MINFO: Loop carried dependence of 'c' prevents parallelization
// MINFO-LABEL: in_registers:
// MINFO: Loop is parallelizable
// MINFO-NEXT: Sum reduction generated for 'c[2]'
// MINFO-NOT: c[0:4]
// LOWERED: atomic update of c[y] by __cuacc_sum
// LOWERED: atomic update of bins[k[i] % nb] by __cuacc_sum
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

static void histogram(int n) {
  int hist[4] = {0};
  double s = 0;
#pragma acc parallel loop reduction(+:s, hist[0:4])
  for (int x = 0; x < n; ++x) {
    s += a[x];
    hist[x % 4] += 1;
  }
  printf("%g %d %d %d %d\n", s, hist[0], hist[1], hist[2], hist[3]);
}

/* Bins through a pointer, a run-time count, ++, -- and -= on unsigned
   (wrapping as the plain build's); the clause's section is what moves (the
   subscripts do not tell the extent). */
static void counts(int n, int nb, unsigned *bins, const int *k) {
#pragma acc parallel loop reduction(+:bins[0:nb]) copyin(k[0:n])
  for (int i = 0; i < n; ++i) {
    if (k[i] % 3 == 0)
      bins[k[i] % nb]++;
    else if (k[i] % 3 == 1)
      bins[(k[i] + 1) % nb]--;
    else
      bins[k[i] % nb] = bins[k[i] % nb] - 2u;
  }
  for (int b = 0; b < nb; ++b)
    printf("%u ", bins[b]);
  printf("\n");
}

/* The array is read besides its updates: the loop runs in order. */
static void read_too(int n) {
  double c[4] = {1, 2, 3, 4};
#pragma acc parallel loop reduction(+:c[0:4])
  for (int x = 1; x < n; ++x)
    c[x % 4] += c[(x - 1) % 4] * 0.5;
  printf("%g %g %g %g\n", c[0], c[1], c[2], c[3]);
}

/* c[2] is one element both loops sum into: a register per thread, applied
   once at the end (scalar replacement), not atomic updates. */
static void in_registers(int n) {
  double c[4] = {0, 0, 0, 0};
#pragma acc parallel loop reduction(+:c[0:4])
  for (int x = 0; x < n; ++x)
    for (int y = 0; y < 64; ++y)
      c[2] += a[x * 8 + y % 8];
  printf("%g %g\n", c[0], c[2]);
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
  printf("histogram:\n");
  histogram(N);
  static unsigned bins[37];
  static int k[N * 8];
  for (int i = 0; i < N * 8; ++i)
    k[i] = (i * 7919) % 1000;
  printf("counts:\n");
  counts(N * 8, 37, bins, k);
  printf("read_too:\n");
  read_too(40);
  printf("in_registers:\n");
  in_registers(N);
  return 0;
}
