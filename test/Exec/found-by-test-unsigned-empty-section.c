// A PGI section b[0:n-1] with an unsigned n of 0 is empty, as with a
// signed n: the bounds are evaluated in long arithmetic. In the operands'
// own type n-1 wrapped to UINT_MAX, and the runtime asked for 4 Gi
// elements ("out of device memory for 'b'", or "'c' is partly present"
// inside a data region). Found by a random test (the data-region campaign,
// 2026-11-28). Prints what the plain build prints, at n = 0, 1, 2.
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
#include <stdio.h>
static long b[8], c[8], m[8][8];

static void data_region(unsigned n) {
#pragma acc data region copyout(b[0:n-1])
  {
#pragma acc region
    {
      for (unsigned i = 0; i < n; i++)
        b[i] = c[i] + 1;
    }
  }
}

static void region_clauses(unsigned long n, unsigned short k) {
#pragma acc region copyin(c[0:n-1]) copy(m[0:n-1][0:k-1])
  {
    for (unsigned long i = 0; i < n; i++)
      for (unsigned short j = 0; j < k; j++)
        m[i][j] += c[i] * j;
  }
}

static void openacc(unsigned n) {
#pragma acc data copyin(c[0:n]) copy(b[0:n])
  {
#pragma acc parallel loop
    for (unsigned i = 0; i < n; i++)
      b[i] += c[i] * 3;
  }
}

int main(void) {
  for (unsigned n = 0; n < 3; n++) {
    for (int k = 0; k < 8; k++) {
      b[k] = 100 + k;
      c[k] = k;
      for (int j = 0; j < 8; j++)
        m[k][j] = k + j;
    }
    data_region(n);
    region_clauses(n, (unsigned short)n);
    openacc(n);
    printf("n=%u:", n);
    for (int k = 0; k < 8; k++)
      printf(" %ld %ld", b[k], m[k][k]);
    printf("\n");
  }
  return 0;
}
