// C idioms in data clause bounds that were refused at compile time: a
// static table's length by sizeof (NELEMS(table): "not an integer (its type
// is 'double[100]')"), and a bound of sizeof(type) and literals ("has no
// value"). Found by a helper's campaign (2026-11-28). Prints what the plain
// build prints.
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
#include <stdio.h>

#define NELEMS(a) (sizeof(a) / sizeof((a)[0]))
#define N 30
#define M 40

static double table[100];
double A[N][M];

int main(void) {
  for (int i = 0; i < 100; i++)
    table[i] = i * 0.5;
  int n = (int)NELEMS(table);
#pragma acc data copy(table[0:NELEMS(table)])
  {
#pragma acc parallel loop present(table[0:NELEMS(table)])
    for (int i = 0; i < n; i++)
      table[i] = table[i] * 2 + 1;
  }
  printf("%g %g\n", table[3], table[99]);

  int lo = 5;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      A[i][j] = i * 100 + j;
#pragma acc data copy(A)
  {
#pragma acc parallel loop present(A)
    for (int j = 0; j < M; j++)
      A[lo][j] *= 2;
    // Elements 0..9 of row lo come back.
#pragma acc update self(A[lo:1][sizeof(double) - 8:10])
    printf("%g %g\n", A[lo][0], A[lo][9]);
  }
  return 0;
}
