// Calls the user writes unqualified from inside a namespace (or through
// 'using namespace') to functions of that namespace: the kernels are at
// file scope, so they spell the callee's path ('::phys::sq'). Each region
// ran on the host with an internal error before ("identifier 'sq' is
// undefined"). Found by a helper's campaign (2026-11-28). Prints what the
// plain build prints.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -x c++ -O2 %s -lstdc++ -lm -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
// MINFO-NOT: warning:
// MINFO-NOT: ignored
// MINFO-COUNT-3: Accelerator kernel generated
#include <cmath>
#include <cstdio>

namespace {
double sq(double x) { return x * x; }
} // namespace

namespace outer {
namespace inner {
double cube(double x) { return x * x * x; }
// Overloads: the path names the overload set, the arguments pick one.
float twice(float x) { return 2 * x; }
double twice(double x) { return 2 * x; }
struct K {
  static double half(double x) { return 0.5 * x; }
  static void run(double *u, int n) {
#pragma acc parallel loop copy(u[0:n])
    for (int i = 0; i < n; ++i)
      u[i] = half(cube(sq(u[i]))) + twice(1.5f) + twice(u[i]);
  }
};
} // namespace inner
} // namespace outer

namespace phys {
inline double energy(double v, double eps) { return std::sqrt(v * v + eps); }

double total(const double *u, int n, double eps) {
  double s = 0;
#pragma acc parallel loop copyin(u[0:n]) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += energy(u[i], eps);
  return s;
}
} // namespace phys

namespace geo {
double area(double r) { return 3.0 * r * r; }
} // namespace geo
using namespace geo;

static void areas(double *a, const double *r, int n) {
#pragma acc kernels copyin(r[0:n]) copyout(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = area(r[i]) + outer::inner::cube(r[i]);
}

int main() {
  const int n = 100;
  double u[n], a[n];
  for (int i = 0; i < n; i++)
    u[i] = 0.01 * i;
  outer::inner::K::run(u, n);
  double e = phys::total(u, n, 1e-3);
  areas(a, u, n);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  // (The reduction adds in another order than the loop: e to 12 digits.)
  std::printf("%.17g %.17g %.12g %.17g\n", u[3], u[n - 1], e, s);
  return 0;
}
