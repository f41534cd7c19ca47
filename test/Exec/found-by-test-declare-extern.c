// A file-scope 'declare' after an 'extern' declaration of its variable
// and before the definition (the header pattern: 'extern double a[N];
// #pragma acc declare create(a)' in state.h, the definition in the file
// that includes it) was refused: "must be a variable of the file". Found
// by a helper's campaign (2026-11-28). Prints what the plain build prints.
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
#include <stdio.h>
#define N 1000

extern double a[N];
extern int counts[4];
#pragma acc declare create(a) copyin(counts)

double a[N];
int counts[4] = {1, 2, 3, 4};

int main(void) {
  for (int i = 0; i < N; i++)
    a[i] = i * 0.5;
#pragma acc update device(a)
#pragma acc parallel loop present(a, counts)
  for (int i = 0; i < N; i++)
    a[i] = a[i] * 2 + counts[i % 4];
#pragma acc update self(a)
  printf("%g %g %g\n", a[3], a[N - 2], a[N - 1]);
  return 0;
}
