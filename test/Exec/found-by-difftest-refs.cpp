// Found by the random tester's 'refs' feature (C++ references in regions):
// each function below gave the plain build's answer on the host and
// another on the device, or did not compile.
// - a reference to a scalar stored in serial code, or whose last value a
//   loop leaves, was taken as dead after the region (a reference's object
//   may be read by any name): the value never came back;
// - two references bound to one scalar, or a written reference bound to a
//   global the region reads by name: each got its own device copy (now a
//   run-time check runs the region on the host);
// - 'copy(x[0:n-1])' on 'double *const x' (a const pointer to data that is
//   not const) was "'x' is const, so 'copy' cannot copy it back";
// - a range-for under 'region for' was "must be followed by a 'for' loop";
// - -Minfo gave an integer's reason for a max into 'double &'.
// RUN: %clang -O2 -w %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>&1 | FileCheck --check-prefix=MINFO --implicit-check-not='internal error' --implicit-check-not=error: %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env ACC_DEVICE=emulate ACC_NOTIFY=1 %t 2>&1 >/dev/null | FileCheck --check-prefix=NOTIFY %s %}
// MINFO-LABEL: store:
// MINFO: Generating copyout(cnt)
// MINFO-LABEL: last:
// MINFO: Scalar last value needed after loop for 'l'
// MINFO-LABEL: largest:
// MINFO: Max reduction not generated for 'm': the result depends on the order of signed zeros
// MINFO-LABEL: bump:
// MINFO: Generating copy(x[0:n-1])
// NOTIFY-DAG: function=accumulate_twice line={{[0-9]+}}: the reference 's' is bound to 't'
// NOTIFY-DAG: function=accumulate_global line={{[0-9]+}}: the reference 's' is bound to 'g'
#include <cstdio>

static double a[16];
static double g;

static void store(double *&x, int &cnt, const int &n) {
#pragma acc region
  {
    for (int i = 0; i < n; i++)
      x[i] = x[i] + 1;
    cnt = n / 2;
  }
}

static void last(double (&x)[16], double &l, const int &n) {
#pragma acc region
  for (int i = 0; i < n; i++)
    l = x[i];
}

static void flag(double (&x)[16], int &f, const int &n) {
#pragma acc region
  for (int i = 0; i < n; i++)
    if (x[i] > 5)
      f = 1;
}

static void count(double (&x)[16], int &c, const int &n) {
#pragma acc region
  for (int i = 0; i < n; i++)
    c++;
}

static void accumulate_twice(double (&x)[16], double &s, const double &t,
                             int n) {
#pragma acc region
  for (int i = 0; i < n; i++)
    s += x[i] + t;
}

static void accumulate_global(double (&x)[16], double &s, int n) {
#pragma acc region
  for (int i = 0; i < n; i++)
    s += x[i] + g;
}

// The reason given was "of type 'double', may not fit in 'double'" (the
// reference's type taken for an integer's).
static void largest(double (&x)[16], double &m, const int &n) {
#pragma acc region
  for (int i = 0; i < n; i++)
    m = x[i] > m ? x[i] : m;
}

static void bump(double *const x, int n) {
#pragma acc region copy(x[0:n-1])
  for (int i = 0; i < n; i++)
    x[i] = x[i] + 1;
}

static void twice(double (&x)[16]) {
#pragma acc region for
  for (double &v : x)
    v = v * 2;
}

int main() {
  for (int i = 0; i < 16; i++)
    a[i] = i;
  double *p = a;
  int cnt = 1;
  store(p, cnt, 10);
  printf("store %d\n", cnt);
  double l = -1;
  last(a, l, 10);
  printf("last %g\n", l);
  int f = 0;
  flag(a, f, 10);
  printf("flag %d\n", f);
  int c = 2;
  count(a, c, 10);
  printf("count %d\n", c);
  double v = 1;
  accumulate_twice(a, v, v, 4);
  printf("twice %g\n", v);
  g = 2;
  accumulate_global(a, g, 4);
  printf("global %g\n", g);
  double m = -1;
  largest(a, m, 12);
  printf("largest %g\n", m);
  bump(a, 8);
  twice(a);
  printf("a %g %g %g\n", a[0], a[7], a[15]);
  return 0;
}
