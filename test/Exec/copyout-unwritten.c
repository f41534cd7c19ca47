// An explicit copyout moves its whole section back at the region's exit:
// device memory wherever the region wrote nothing. The plain program leaves
// those elements as they were, so where one certain store does not write
// the whole section (its loop may run no iteration, a condition may skip
// it, it writes part of the section), the section is copied in too. Found
// with a region around a time loop that ran no step: the array came back
// as NaNs. Prints what the plain build prints.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// MINFO-LABEL: steps:
// MINFO: Copying c[0:{{[^]]*}}] in too: the region may leave part of its copyout section unwritten
// MINFO-NEXT: Generating copy(c[0:{{[^]]*}}])
// MINFO-LABEL: guarded:
// MINFO: Generating copy(c[0:{{[^]]*}}])
// MINFO-LABEL: part:
// MINFO: Generating copy(c[0:{{[^]]*}}])
// MINFO-LABEL: whole:
// MINFO-NOT: Copying
// MINFO: Generating copyout(c[0:{{[^]]*}}])
#include <stdio.h>
#define N 100

static float c[N];

static void reset(void) {
  for (int i = 0; i < N; i++)
    c[i] = -1;
}

static void show(const char *what) {
  double s = 0;
  for (int i = 0; i < N; i++)
    s += c[i] * (i % 7 + 1);
  printf("%s: %g %g %g\n", what, c[0], c[N - 1], s);
}

static void steps(int n) {
  float t = 1;
#pragma acc region copyout(c[0:N-1])
  for (int k = 0; k < n; k++) {
    t = t * 0.5f + 1;
    for (int i = 0; i < N; i++)
      c[i] = t + i;
  }
  show("steps");
}

static void guarded(int on) {
#pragma acc region copyout(c[0:N-1])
  for (int i = 0; i < N; i++)
    if (on > i % 3)
      c[i] = 2.0f * i;
  show("guarded");
}

static void part(void) {
#pragma acc region copyout(c[0:N-1])
  for (int i = 1; i < N - 1; i++)
    c[i] = 3.0f * i;
  show("part");
}

static void whole(void) {
#pragma acc region copyout(c[0:N-1])
  for (int i = 0; i < N; i++)
    c[i] = 4.0f * i;
  show("whole");
}

int main(void) {
  reset();
  steps(0);
  steps(3);
  reset();
  guarded(0);
  guarded(2);
  reset();
  part();
  reset();
  whole();
  return 0;
}
