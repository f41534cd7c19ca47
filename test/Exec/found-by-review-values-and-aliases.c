// Wrong answers a review found (hand-written programs), each on the
// emulated device (and the GPU), where the host matched the plain build:
// * an enumerator past INT_MAX (unsigned int in GNU C) was printed as a
//   bare, sign-extended number: -2147483648 for 0x80000000;
// * character constants and strings kept CUDA's signed char under
//   -funsigned-char ('\377' was -1, not 255);
// * a scalar the kernel reads by value that a pointer the region writes
//   through reaches (a local whose address is taken, a global, a static
//   local) kept its value from before the region: the region now checks
//   at run time and runs on the host where it lies in an array's section;
// * a long double literal made an expression long double, which the
//   device computes in double: such a region runs on the host;
// * C11's _Generic was printed as written, which CUDA C++ does not read
//   (internal error: the region ran on the host).
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t 2>&1 | FileCheck --allow-empty --implicit-check-not=error: --check-prefix=BUILD %s
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env ACC_DEVICE=emulate ACC_NOTIFY=8 %t 2>&1 >/dev/null | FileCheck --check-prefix=NOTIFY %s %}
// RUN: %cuacc -funsigned-char -O2 %s %{cuaccrt} -o %t.u 2>&1 | FileCheck --allow-empty --implicit-check-not=error: --check-prefix=BUILD %s
// RUN: %clang -funsigned-char -O2 %s -o %t.uplain && %t.uplain > %t.uwant
// RUN: env ACC_DEVICE=host %t.u | diff %t.uwant -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t.u | diff %t.uwant - %}
// RUN: %cuacc -O2 -c -fplugin-arg-cuacc-minfo %s -o /dev/null 2>&1 | FileCheck --check-prefix=MINFO %s
// BUILD-NOT: internal error
#include <stdio.h>

enum { FLAG = 0x80000000 };

static void flags(long *c, const unsigned *b) {
#pragma acc region
  for (int i = 0; i < 100; i++)
    c[i] = FLAG + b[i] * 0 + i;
}

#define KIND(x) _Generic((x), float: 1, double: 2, default: 3)

static void characters(int *a, int *d, const int *b) {
#pragma acc region
  for (int i = 0; i < 4; i++) {
    a[i] = b[i] + '\377' + KIND(1.0f) * 10 + KIND(b[i]) * 100;
    d[i] = (b[i] ? '\x90' : 'A') + "\377\200"[b[i] & 1] * 1000;
  }
}

double g = 1;

static void through_pointer(int n, double *p, double *a) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    p[i] = 5;
    a[i] = g;
  }
}

static void address_taken(double *out) {
  double s = 1.0, a[1];
  double *p = &s;
#pragma acc region
  for (int i = 0; i < 1; i++) {
    p[i] = 5;
    a[i] = s;
  }
  out[0] = s;
  out[1] = a[0];
}

static void static_local(double *out, int which) {
  static double kept = 2;
  double b[1];
  double *p = which ? &kept : b;
#pragma acc region
  for (int i = 0; i < 1; i++) {
    p[i] = 9;
    b[i] = kept;
  }
  out[0] = kept;
  out[1] = b[0];
}

static void long_double_literal(double *d, const double *x) {
#pragma acc region
  for (int i = 0; i < 256; i++)
    d[i] = (x[i] + 1e-17L - x[i]) * 1e17;
}
// MINFO: datatype not supported: 'long double'

int main(void) {
  unsigned b[100];
  long c[100];
  for (int i = 0; i < 100; i++)
    b[i] = i;
  flags(c, b);
  printf("flags %ld %ld\n", c[0], c[99]);

  int a[4], d[4], bb[4] = {0, 1, 2, 3};
  characters(a, d, bb);
  printf("characters %d %d %d %d\n", a[0], a[3], d[0], d[1]);

  double p[1], q[1];
  through_pointer(1, &g, q);
  printf("global %g %g\n", g, q[0]);
  g = 3;
  through_pointer(1, p, q); // apart: the device
  printf("global apart %g %g\n", p[0], q[0]);

  double out[2];
  address_taken(out);
  printf("address taken %g %g\n", out[0], out[1]);
  static_local(out, 1);
  printf("static local %g %g\n", out[0], out[1]);
  static_local(out, 0);
  printf("static local apart %g %g\n", out[0], out[1]);

  double x[256], dd[256];
  for (int i = 0; i < 256; i++)
    x[i] = 1.0 + i;
  long_double_literal(dd, x);
  printf("long double %g %g\n", dd[0], dd[255]);
  return 0;
}
// NOTIFY: region on host {{.*}}function=through_pointer {{.*}}'g' lies in the data of 'p'
// NOTIFY: region on host {{.*}}function=address_taken {{.*}}'s' lies in the data of 'p'
// NOTIFY: region on host {{.*}}function=static_local {{.*}}'kept' lies in the data of 'p'
