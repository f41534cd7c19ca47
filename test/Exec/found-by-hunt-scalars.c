// Scalars as reductions and last values, found by a bug-hunting helper
// (reductions and scalars as users write them). Prints what the plain
// build prints, on every device kind:
//  - fmax/fmin reductions starting at -0.0 with +0 among the values: the
//    host's fmax(-0, +0) is either zero (glibc keeps the first; the plain
//    build at -O2 vectorizes the loop as a max of unspecified zero sign
//    and gives +0, at -O0 -0), so the start must be known not -0 for a
//    reduction; a start of 0.0 or -INFINITY still makes one. The zeros'
//    sign is the host compiler's choice, so it is not printed;
//  - a scalar written only through frexp's or modf's output argument: its
//    last value was lost, and one read before frexp in the next iteration
//    was read uninitialized in a loop called parallelizable;
//  - a sum through a pointer the loop declares ('long *t = tp; *t += x'):
//    the kernels named t after the loop and did not compile.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2> %t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -lm -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=always %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-NOT: internal error
// MINFO: Max reduction not generated for 'mx': the result depends on the order of signed zeros (its value before the loop may be -0)
// MINFO: Min reduction not generated for 'mn': the result depends on the order of signed zeros (its value before the loop may be -0)
// MINFO: Max reduction generated for 'pz'
// MINFO: Max reduction generated for 'inf'
// MINFO-LABEL: maxNorm:
// MINFO: Max reduction generated for 'err'
// MINFO: Max reduction generated for 'err'
// MINFO: Scalar last value needed after loop for 'e'
// MINFO: Loop carried scalar dependence for 'c'
#include <math.h>
#include <stdio.h>
#define N 1000
int ia[N], ib[N], a[N], ex[N], ex2[N];
double d[N], fr[N], fr2[N];

static void negativeZeroStarts(void) {
  double mx = -0.0, mn = -0.0, pz = 0.0, inf = -INFINITY;
#pragma acc region
  {
    for (int i = 0; i < N; i++) mx = fmax(mx, (double)ia[i]);
    for (int i = 0; i < N; i++) mn = fmin(mn, (double)ib[i]);
    for (int i = 0; i < N; i++) pz = fmax(pz, (double)ia[i]);
    for (int i = 0; i < N; i++) inf = fmax(inf, fabs(d[i] - 100));
  }
  printf("%a %a %a %a\n", mx + 0.0, mn + 0.0, pz, inf);
}

// A max-norm over a nest: before the inner loop, err holds 0.0 or what
// earlier rows' fmax made of it, never -0 (it was left sequential).
static void maxNorm(void) {
  double err = 0.0;
#pragma acc region
  {
    for (int i = 0; i < 40; i++)
      for (int j = 0; j < 25; j++)
        err = fmax(err, fabs(d[i * 25 + j] - 60.0));
  }
  printf("%a\n", err);
}

static void mathOutputs(void) {
  int e = -9, c = 0;
  double w = -9.0;
#pragma acc region
  {
    for (int i = 0; i < N; i++) { fr[i] = frexp(d[i], &e); ex[i] = e; }
    for (int i = 0; i < N; i++) fr2[i] = modf(d[i], &w);
    for (int i = 0; i < N; i++) { ex2[i] = c; fr[i] += frexp(d[i], &c); }
  }
  long h = 0;
  double s = 0;
  for (int i = 0; i < N; i++) {
    h = h * 3 + ex[i] + 7 * ex2[i];
    s += fr[i] + fr2[i];
  }
  printf("e=%d w=%a c=%d %ld %a\n", e, w, c, h, s);
}

static void throughLocalPointer(void) {
  long total = 0;
  long *tp = &total;
#pragma acc region
  {
    for (int i = 0; i < N; i++) { long *t = tp; *t += a[i]; }
  }
  printf("total=%ld\n", total);
}

int main(void) {
  for (int i = 0; i < N; i++) {
    ia[i] = -(i % 7);
    ib[i] = i % 7;
    a[i] = (i * 37) % 101 - 50;
    d[i] = (i + 1) * 0.37;
  }
  negativeZeroStarts();
  maxNorm();
  mathOutputs();
  throughLocalPointer();
  return 0;
}
