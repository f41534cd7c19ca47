// A data region weighs its regions' trip counts at its entry, and a region
// its loops' counts at its own (the runtime's choice of the host): before
// anything inside runs, so also for loops the program guards. Only plain
// variables are read there: a bound through a pointer ('p->n' under
// 'if (p)') or one cuacc computes ('n / m' under 'if (m)') keeps the
// region and its data region out of the choice, instead of reading through
// a null pointer or dividing by zero (found while guarding the host choice;
// the first version segfaulted on the call with a null p, in every run).
// RUN: %clang -O2 %s -o %t.plain
// RUN: %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %t | diff %t.want -
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=on ACC_DEVICE=emulate %t | diff %t.want - %}
#include <stdio.h>

struct dims {
  int n, m;
};
static int A[256], C[16];

// MINFO-LABEL: through_pointer:
// MINFO-NOT: Data region may run on the host
// MINFO: Accelerator region may run on the host
// MINFO-NOT: may run on the host
// MINFO-LABEL: divided:
static void through_pointer(int n, int m, int flag) {
  int *__restrict a = A, *__restrict c = C;
  for (int i = 0; i < n * m; i++)
    a[i] = i & 1023;
  for (int i = 0; i < n; i++)
    c[i] = i & 7;
  struct dims g = {n, m};
  const struct dims *p = flag ? &g : 0;
#pragma acc data region copy(a[0:n*m-1]) copy(c[0:n-1])
  {
#pragma acc region
    for (int i = 0; i < n * m; i++)
      a[i] = (a[i] * 3 + 1) & 4095;
    if (p) {
#pragma acc region
      for (int i = 0; i < p->n; i++)
        c[i] = (c[i] + a[i]) & 4095;
    }
  }
  unsigned h = 0;
  for (int i = 0; i < n * m; i++)
    h = h * 31 + a[i];
  for (int i = 0; i < n; i++)
    h = h * 31 + c[i];
  printf("through_pointer(%d,%d,%d): %u\n", n, m, flag, h);
}

// MINFO-NOT: may run on the host
static void divided(int n, int m, double *restrict x) {
#pragma acc region copy(x[0:n-1])
  {
    if (m != 0)
      for (int i = 0; i < n / m; i++)
        x[i] = x[i] * 2 + 1;
  }
  double s = 0;
  for (int i = 0; i < n; i++)
    s += x[i];
  printf("divided(%d,%d): %.17g\n", n, m, s);
}

int main(void) {
  through_pointer(16, 16, 1);
  through_pointer(16, 16, 0);
  double x[40];
  for (int i = 0; i < 40; i++)
    x[i] = i * 0.5;
  divided(40, 3, x);
  divided(40, 0, x);
  return 0;
}
