// '#pragma acc atomic' in a parallel loop: the loop is not independent by
// the user's assertion any more; the analysis decides. A reduction it finds
// runs in parallel; an array whose every reference in the loop is an atomic
// update of one operator (a histogram) is updated by atomic operations and
// the loop runs in parallel; an array also read or written otherwise keeps
// the loop in order (its atomic statement is then a plain one). The answer
// is the plain build's. A scalar in a data clause needs no device copy.
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
  // MINFO: Loop is parallelizable
  // MINFO-NEXT: Sum reduction generated for 'hist'
  // MINFO-NEXT: Accelerator kernel generated
#pragma acc parallel loop copyin(data[0:N]) copy(hist[0:BINS])
  for (int i = 0; i < N; i++) {
#pragma acc atomic
    hist[data[i] % BINS]++;
  }
  // MINFO: Loop carried dependence of 'spread' prevents parallelization
  static int spread[BINS];
#pragma acc parallel loop copyin(data[0:N]) copy(spread[0:BINS])
  for (int i = 1; i < N; i++) {
#pragma acc atomic update
    spread[data[i] % BINS] += 2;
    spread[(data[i] + 1) % BINS] = spread[data[i - 1] % BINS] / 2;
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
  for (int b = 0; b < BINS; b++)
    printf("%d%c", spread[b], b + 1 < BINS ? ' ' : '\n');
  return 0;
}
