// The C++ math library in regions: std:: overloads defined in the library's
// headers (std::abs(float), std::isnan(double)), the promoting templates
// (std::copysign(double, float), std::pow(float, int), std::isnan(int),
// std::ilogb(int) compute in double), std::fpclassify and std::signbit with
// the library's values, and a global abs(double) that C++ resolves to
// ::abs(int), all in parallel kernels, against the plain build bit for bit
// (a NaN printed without its sign; pow and hypot, which CUDA computes within
// a few units in the last place, within 1e-12 of the host's values). The
// kernels once carried the library's template specializations as device
// functions, which do not compile.
// RUN: %clang -x c++ -O2 -w %s -lstdc++ -lm -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -x c++ -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -lm -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// MINFO: Loop is parallelizable
// MINFO-NEXT: Accelerator kernel generated
// MINFO-NOT: warning
#include <cmath>
#include <cstdio>
#include <cstdlib>

#define N 1000
static double a[N], b[N], c[N], d[N];
static float f[N], g[N];
static int k[N], n[N];
static long l[N];

static double nosign(double V) { return std::isnan(V) ? NAN : V; }

int main() {
  for (int i = 0; i < N; i++) {
    a[i] = (i % 7 == 0) ? NAN : (i % 11 == 0) ? -INFINITY : (i % 13 == 0) ? -0.0 : (i - 500) * 0.37;
    f[i] = (float)(i * 0.25 - 100);
    n[i] = i - 300;
  }
  #pragma acc region
  {
    for (int i = 0; i < N; i++) {
      k[i] = std::isnan(a[i]) + 2 * std::isinf(a[i]) + 4 * std::isfinite(f[i]) +
             8 * std::signbit(a[i]) + 16 * std::fpclassify(a[i]) +
             256 * std::isnormal(f[i]) + 512 * std::isnan(n[i]);
      b[i] = std::copysign(1.0, f[i]) + std::abs(f[i]) + abs(f[i] * 2.5) +
             std::ldexp(n[i], 2) + std::fmax(a[i], f[i]) +
             std::sqrt(n[i] > 0 ? n[i] : 1);
      d[i] = std::pow(f[i], 3) + std::hypot(n[i], 1.5f);
      g[i] = std::abs(f[i]) + std::sqrt(std::abs(f[i])) + std::rint(f[i]) +
             std::fmod(f[i], 3.0f);
      l[i] = std::lrint(f[i]) + std::ilogb(n[i] + 1000) + std::llround(f[i] * 3);
      int e;
      c[i] = std::frexp(f[i], &e) + e;
    }
  }
  int far = 0;
  for (int i = 0; i < N; i++) {
    printf("%d %a %a %ld %a\n", k[i], nosign(b[i]), nosign(c[i]), l[i], nosign(g[i]));
    double want = std::pow(f[i], 3) + std::hypot(n[i], 1.5f);
    far += !(std::fabs(d[i] - want) <= 1e-12 * std::fabs(want));
  }
  printf("pow and hypot off by more than 1e-12: %d\n", far);
  return 0;
}
