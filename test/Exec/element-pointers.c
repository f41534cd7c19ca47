// A pointer to the loop's array element, C's name for the current
// particle: 'particle *q = &P[i]; q->x += dt * q->v;'. Its member paths
// started from a pointer the region declares, so the loop ran on the host
// ("'q->v' is in 'q', a struct declared in the region"). Where the pointer
// is used only as 'q->f', never changes, and nothing in its block changes
// the element's subscripts, each 'q->f' is 'P[i].f' (found by a
// bug-hunting helper, p13_particles.c). What stays as it was: a pointer
// the loop moves ('q++'), and one whose subscript changes after it is set.
// Prints what the plain build prints.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate ACC_NOTIFY=1 %t 2>%t.launches | diff %t.want - %}
// RUN: %if nvcc %{ grep -c 'launch CUDA kernel' %t.launches | FileCheck --check-prefix=LAUNCHES %s %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-LABEL: push:
// MINFO: Loop is parallelizable
// MINFO: Accelerator kernel generated
// MINFO-LABEL: pairs:
// MINFO: Loop is parallelizable
// MINFO: Accelerator kernel generated
// MINFO-LABEL: walk:
// MINFO: accelerator region ignored
// MINFO-LABEL: moved:
// MINFO: accelerator region ignored
// LAUNCHES: 2
#include <stdio.h>
typedef struct {
  double x, v;
  int hits;
} particle;
static particle P[500], Q[500];

static void push(particle *ps, int n, double dt) {
#pragma acc kernels loop copy(ps[0:n])
  for (int i = 0; i < n; i++) {
    particle *q = &ps[i];
    q->x += dt * q->v;
    if (q->x > 100)
      q->hits++;
  }
}

static void pairs(particle *a, const particle *b, int n) {
#pragma acc kernels loop copy(a[0:n]) copyin(b[0:n])
  for (int i = 0; i < n - 1; i++) {
    particle *p = &a[i];
    const particle *r = &b[i + 1];
    p->v = r->x - p->x;
  }
}

static void walk(particle *ps, int n) {
#pragma acc kernels loop copy(ps[0:n])
  for (int i = 0; i < n / 2; i++) {
    particle *q = &ps[2 * i];
    q->x += 1;
    q++;
    q->x -= 1;
  }
}

static void moved(particle *ps, int n) {
  int k = 0;
#pragma acc kernels loop copy(ps[0:n])
  for (int i = 0; i < n - 1; i++) {
    k = i;
    particle *q = &ps[k];
    k = i + 1;
    q->v += ps[k].x;
  }
}

int main(void) {
  for (int i = 0; i < 500; i++) {
    P[i].x = i * 0.5;
    P[i].v = (i % 7) - 3;
    Q[i].x = i;
  }
  push(P, 500, 0.25);
  pairs(Q, P, 500);
  walk(P, 500);
  moved(Q, 500);
  double cs = 0;
  long hits = 0;
  for (int i = 0; i < 500; i++) {
    cs += P[i].x + 3 * P[i].v + 5 * Q[i].v;
    hits += P[i].hits;
  }
  printf("%.17g %ld\n", cs, hits);
  return 0;
}
