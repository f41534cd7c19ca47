// '#pragma acc atomic' in a parallel loop: cuacc does not make the
// statement atomic, so the loop is not independent by the user's assertion
// any more; the analysis decides (a reduction it finds runs in parallel; a
// histogram's scattered updates keep the loop in order) and the answer is
// the plain build's. A scalar in a data clause needs no device copy.
// RUN: %clang -O2 -w %s %{cuaccrt} -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
#include <stdio.h>

#define N 4096
#define BINS 16

int main(void) {
  static int data[N], hist[BINS];
  for (int i = 0; i < N; i++)
    data[i] = (i * 7919) % 1000;
  int total = 0, err = 0;
  // MINFO: main:
  // MINFO: Sum reduction generated for 'total'
#pragma acc parallel loop copyin(data[0:N])
  for (int i = 0; i < N; i++) {
#pragma acc atomic update
    total += data[i];
  }
  // MINFO: Loop carried dependence of 'hist' prevents parallelization
#pragma acc parallel loop copyin(data[0:N]) copy(hist[0:BINS])
  for (int i = 0; i < N; i++) {
#pragma acc atomic
    hist[data[i] % BINS]++;
  }
#pragma acc data copy(err)
  {
#pragma acc parallel loop reduction(+:err) copyin(data[0:N])
    for (int i = 0; i < N; i++)
      err += data[i] > 999;
  }
  printf("total %d err %d\n", total, err);
  for (int b = 0; b < BINS; b++)
    printf("%d%c", hist[b], b + 1 < BINS ? ' ' : '\n');
  return 0;
}
