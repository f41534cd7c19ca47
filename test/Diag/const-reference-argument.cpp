// An element handed to a 'const double &' parameter inside a data region
// is read, not written: no "host code writes 'a'" warning at the call (the
// refs campaign's false warning). A non-const reference still warns.
// RUN: %cuacc -fsyntax-only -Xclang -verify %s

static double a[16];
static void f(double *const &x, const double &s, int n) {
#pragma acc region
  for (int i = 0; i < n; i++)
    x[i] = x[i] + s;
}
static void g(double &s) { s = 1; }

int main() {
  double *pa = a;
#pragma acc data region copy(a) // expected-note {{the data region is here}}
  {
    f(pa, a[12], 8);
    // expected-warning@+1 {{host code writes 'a' inside a data region}}
    g(a[3]);
  }
  return 0;
}
