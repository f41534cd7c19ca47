// A run-time failure of a valid program the random differential tester's
// round3 family found, reduced (issue 26, class 10): a data region over
// n = 0 elements and 'update host' of the empty section is valid and moves
// nothing; the emulated run stopped with "'y' in '#pragma acc update' is
// not present on the device".
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w %s %{cuaccrt} -o %t
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
#include <stdio.h>

static float y[8], x[8];
static void empty_update(int n) {
  int j;
  for (j = 0; j < 8; j++) {
    x[j] = j;
    y[j] = 0;
  }
#pragma acc data region copyin(x[0:n-1]) copy(y[0:n-1])
  {
#pragma acc region
    for (j = 0; j < n; j++)
      y[j] = x[j] + 1;
#pragma acc update host(y[0:n-1])
  }
  printf("empty_update(%d):", n);
  for (j = 0; j < 8; j++)
    printf(" %g", y[j]);
  printf("\n");
}

int main(void) {
  empty_update(8);
  empty_update(0);
  empty_update(3);
  return 0;
}
