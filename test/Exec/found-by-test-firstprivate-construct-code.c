// A firstprivate scalar assigned by a parallel or serial construct's code
// outside its loops ('k = k * 2;' before '#pragma acc loop'): the
// construct's serial kernel took it by value, as a grid kernel takes a
// thread's own copy, and its store was lost; the loops read the value from
// before the construct. The serial code now stores it in the scalar's
// slot, which the loops read. Found by a helper's OpenACC campaign
// (2026-11-28). Prints what the plain build prints.
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
#include <stdio.h>
#include <stdlib.h>

static void doubled(int n) {
  int *b = malloc(n * sizeof(int)), *c = malloc(n * sizeof(int));
  int k = 5;
  double w = 1.5;
#pragma acc parallel firstprivate(k) copyout(b[0:n])
  {
    k = k * 2;
#pragma acc loop
    for (int i = 0; i < n; i++)
      b[i] = k + i;
  }
#pragma acc parallel copyout(c[0:n]) firstprivate(w)
  {
    int t = 3;
    w = w + t;
#pragma acc loop gang vector
    for (int i = 0; i < n; i++)
      c[i] = (int)(w * 2) + i % 7;
  }
  long s = 0;
  for (int i = 0; i < n; i++)
    s += b[i] * 3 + c[i];
  printf("%ld %d %d k=%d w=%g\n", s, b[0], c[1], k, w);
  free(b);
  free(c);
}

static void kinds(void) {
  int n = 6;
  int b[6], c[6], d[6], e[6];
  int k = 5, j = 1;
  double w = 0.5;
  long m = 3;
#pragma acc parallel private(k) copyout(b)
  {
    k = 7;
#pragma acc loop
    for (int i = 0; i < n; i++)
      b[i] = k + i;
  }
#pragma acc serial firstprivate(j) copyout(c)
  {
    j = j + 10;
#pragma acc loop
    for (int i = 0; i < n; i++)
      c[i] = j * i;
  }
#pragma acc parallel firstprivate(w, m) copyout(d)
  {
    w = w * 4;
    m = m + (long)w;
#pragma acc loop gang vector
    for (int i = 0; i < n; i++)
      d[i] = (int)(w + m) + i;
  }
#pragma acc kernels copyout(e)
  {
    m = 100;
#pragma acc loop independent
    for (int i = 0; i < n; i++)
      e[i] = (int)m + i;
  }
  for (int i = 0; i < n; i++)
    printf("%d %d %d %d\n", b[i], c[i], d[i], e[i]);
  printf("m=%ld\n", m);
}

// Assigned between loops of a serial construct.
static void between_loops(int n) {
  int *b = malloc((n + 1) * sizeof(int)), *c = malloc((n + 1) * sizeof(int));
  int s = 0, t = 3, u = 1;
#pragma acc serial copyout(b[0:n], c[0:n]) copy(s) firstprivate(t)
  {
#pragma acc loop
    for (int i = 0; i < n; i++)
      b[i] = i * t;
    s = n > 0 ? b[n - 1] : -1;
    t = s + 1;
#pragma acc loop reduction(+:s)
    for (int i = 0; i < n; i++)
      s += b[i];
#pragma acc loop
    for (int i = 0; i < n; i++)
      c[i] = b[i] + t;
  }
#pragma acc parallel num_gangs(1) copy(b[0:n], u)
  {
#pragma acc loop vector
    for (int i = 0; i < n; i++)
      b[i] = b[i] + 1;
    u = n > 1 ? b[n - 2] : 0;
#pragma acc loop vector
    for (int i = 0; i < n; i++)
      b[i] = b[i] * u;
  }
  unsigned long h = 0;
  for (int i = 0; i < n; i++)
    h = h * 31 + (unsigned long)(b[i] + 7 * c[i]);
  printf("%d %d %d %lu\n", n, s, u, h);
  free(b);
  free(c);
}

int main(void) {
  doubled(4);
  doubled(1000);
  kinds();
  between_loops(0);
  between_loops(1);
  between_loops(7);
  between_loops(500);
  return 0;
}
