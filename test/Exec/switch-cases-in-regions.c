// A switch whose cases are parallel loops (a Runge-Kutta stage, a boundary
// kind) inside a time loop: it ran as one serial kernel on one thread;
// the cases are now the if-else chain they equal, and the time loop runs
// as a persistent kernel. Found by a bug-hunting helper (mini-apps). Case
// ranges, the default anywhere, negative and char cases, a nested switch;
// a switch that falls through, declares in its cases or mixes a case with
// the default stays a switch (and right). Prints what the plain build
// prints.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2> %t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=always ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=never ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-LABEL: stages:
// MINFO: persistent kernel
// MINFO-NOT: serial kernel
// MINFO-LABEL: kinds:
// MINFO: Loop is parallelizable
#include <stdio.h>
#define N 4000
static double a[N], b[N], c[N];
static int k[N];
static signed char tag[N];

static void stages(void) {
#pragma acc region copy(a, b) copyin(c)
  for (int t = 0; t < 7; t++) {
    switch (t % 4) {
    case 0:
      for (int i = 0; i < N; i++)
        b[i] = a[i] + 1;
      break;
    default:
      for (int i = 0; i < N; i++)
        b[i] = a[i] - 3;
      break;
    case 1:
    case 2:
      for (int i = 0; i < N; i++)
        b[i] = a[i] * (t % 4);
      break;
    }
    for (int i = 0; i < N; i++)
      a[i] = 0.5 * b[i] + c[i];
  }
}

static void kinds(void) {
#pragma acc region copy(k) copyin(tag, a)
  for (int i = 0; i < N; i++) {
    switch (tag[i]) {
    case -3 ... -1:
      k[i] = 1;
      break;
    case 'a':
      switch (k[i] & 3) {
      case 0:
        k[i] += 10;
        break;
      default:
        k[i] -= 10;
      }
      break;
    case 7:
      if (a[i] > 100)
        k[i] = 99;
      else
        k[i] *= 2;
      break;
    default:
      k[i] = -k[i];
    }
  }
}

// Left as switches: fallthrough, a declaration among the cases, a case
// that shares the default's statements.
static void kept(void) {
#pragma acc region copy(k) copyin(tag)
  for (int i = 0; i < N; i++) {
    switch (tag[i] & 3) {
    case 0:
      k[i] += 1;
    case 1:
      k[i] += 2;
      break;
    case 2: {
      int twice = 2 * k[i];
      k[i] = twice;
      break;
    }
    case 3:
    default:
      k[i] -= 1;
    }
  }
}

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = i % 17;
    c[i] = (i * 7) % 5;
    k[i] = i;
    tag[i] = (signed char)((i * 37) % 131 - 10);
  }
  tag[5] = 'a';
  tag[6] = 7;
  stages();
  kinds();
  kept();
  double s = 0;
  long h = 0;
  for (int i = 0; i < N; i++) {
    s = s * 0.5 + a[i] + b[i];
    h = h * 3 + k[i];
  }
  printf("%a %ld\n", s, h);
  return 0;
}
