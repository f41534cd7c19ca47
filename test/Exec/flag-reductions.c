// A flag a loop sets and never reads ('if (m < lab[i]) { lab[i] = m;
// changed = 1; }'), after a statement that sets it to a constant no larger
// ('changed = 0;'), is a max reduction (a bool's an or): what it holds
// after the loop is the larger constant where some iteration set it, the
// smaller where none did. Such loops (label propagation, BFS frontiers,
// convergence checks) ran as serial kernels on one thread ("Scalar last
// value needed after loop"). Not a reduction: a flag set to a smaller
// constant than it held, set to two constants, or a global with a call
// between its store and the loop. Found by bug-hunting helpers. Prints what
// the plain build prints.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2> %t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=grid %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-LABEL: propagate:
// MINFO: Max reduction generated for 'changed'
// MINFO-LABEL: flags:
// MINFO: Logical or reduction generated for 'neg'
// MINFO: Max reduction generated for 'seen'
// MINFO: Scalar last value needed after loop for 'keep'
// MINFO: Scalar last value needed after loop for 'two'
// MINFO: Scalar last value needed after loop for 'global_flag'
#include <stdbool.h>
#include <stdio.h>
#define N 300
static int lab[N], old[N];
static double v[N];
int global_flag;

static void touch(void) { global_flag = 5; }

static void propagate(void) {
  int changed, rounds = 0;
  for (int i = 0; i < N; i++)
    lab[i] = (i * 37) % N;
#pragma acc data copy(lab) create(old)
  {
    do {
#pragma acc kernels
      {
        for (int i = 0; i < N; i++)
          old[i] = lab[i];
        changed = 0;
        for (int i = 1; i < N - 1; i++) {
          int m = old[i];
          if (old[i - 1] < m)
            m = old[i - 1];
          if (old[i + 1] < m)
            m = old[i + 1];
          if (m < lab[i]) {
            lab[i] = m;
            changed = 1;
          }
        }
      }
      rounds++;
    } while (changed && rounds < 5000);
  }
  long h = 0;
  for (int i = 0; i < N; i++)
    h = h * 3 + lab[i];
  printf("propagate: %d %ld %d\n", rounds, h, changed);
}

static void flags(void) {
  for (int i = 0; i < N; i++)
    v[i] = (i % 13) - 6;
  bool neg = false;
  unsigned char seen = 3;
#pragma acc kernels
  for (int i = 0; i < N; i++)
    if (v[i] < -5.5)
      neg = true;
#pragma acc kernels
  for (int i = 0; i < N; i++)
    if (v[i] > 5.5)
      seen = 7;
  int keep = 9;
#pragma acc kernels
  for (int i = 0; i < N; i++)
    if (v[i] > 1)
      keep = 1;
  int two = 0;
#pragma acc kernels
  for (int i = 0; i < N; i++) {
    if (v[i] > 4)
      two = 1;
    if (v[i] < -4)
      two = 2;
  }
  global_flag = 0;
  touch();
#pragma acc kernels
  for (int i = 0; i < N; i++)
    if (v[i] > 2)
      global_flag = 1;
  printf("flags: %d %d %d %d %d\n", neg, seen, keep, two, global_flag);
}

int main(void) {
  propagate();
  flags();
  return 0;
}
