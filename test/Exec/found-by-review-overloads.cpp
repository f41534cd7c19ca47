// Wrong answers a review found in C++: device functions were keyed by name,
// so of two overloads the kernels had one (f(c[i]) called f(double)); an
// enumerator of a uint8_t enum class printed sign-extended (200 as -56);
// u8'\xff' (char8_t, which CUDA C++17 lacks) read as a signed char; a
// call that left out a default argument did not compile (the region ran on
// the host with an internal error).
// RUN: %cuacc -std=c++20 -O2 %s %{cuaccrt} -lstdc++ -o %t 2>&1 | FileCheck --allow-empty --implicit-check-not=warning: --check-prefix=BUILD %s
// RUN: %clang -x c++ -std=c++20 -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// BUILD-NOT: internal error
#include <cstdint>
#include <cstdio>

static double f(double x) { return x * 2; }
static double f(int x) { return x * 3; }
static double g(double x, double by = 3.0) { return x * by; }

enum class Kind : std::uint8_t { Small = 1, Large = 200 };
enum : unsigned long { ONE = 1 };

void spaces();

int main() {
  spaces();
  double a[100], b[100];
  int c[100], e[100];
  unsigned long u[100];
  for (int i = 0; i < 100; i++) {
    b[i] = i;
    c[i] = i;
  }
#pragma acc region
  for (int i = 0; i < 100; i++) {
    a[i] = f(b[i]) + f(c[i]) + g(b[i]) + g(b[i], 2.0);
    e[i] = c[i] + (int)Kind::Large + u8'\xff';
    u[i] = ONE - 2 + (unsigned long)c[i];
  }
  std::printf("%g %g %d %d %lu %lu\n", a[1], a[99], e[0], e[99], u[0], u[99]);
}

// A function of a namespace (the kernels had it outside: 'ns::f' did not
// resolve, and its ::f namesake collided) and one taking an enum class.
namespace ns {
static double f(double x) { return -x; }
}
enum class Mode : unsigned char { A = 1, B = 200 };
static int h(Mode m) { return (int)m + (m == Mode::B ? 1 : 0); }

void spaces() {
  double a[64], b[64];
  for (int i = 0; i < 64; i++)
    b[i] = i;
#pragma acc region
  for (int i = 0; i < 64; i++)
    a[i] = ns::f(b[i]) + f(b[i]) + h(Mode::B) + h(i ? Mode::A : Mode::B);
  std::printf("%g %g\n", a[0], a[63]);
}
