// Static member functions called in compute regions run on the device: the
// kernels have no classes, so each is a __device__ function under a name of
// its own (made of its mangled name) in its class's namespaces, and every
// call to it, in a kernel or in another device function, is printed with
// that name. Before, 'S::f(b[i])' reached nvcc as written ('name followed
// by "::" must be a class or namespace name'): the region ran on the host
// with an internal error. Covered: overloads, default arguments, a call of
// a sibling member without qualification, member templates, a class in a
// namespace and one nested in it, an alias, an anonymous namespace, a class
// template's member, an inherited member, an out-of-line definition, the
// class's enumerators and integer constants, a file-scope namesake, a call
// from a free function, and an unqualified call in a member function's
// region.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>&1 | FileCheck --check-prefix=MINFO --implicit-check-not=warning: --implicit-check-not='region ignored' --implicit-check-not='restriction' %s
// RUN: %clang -x c++ -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ grep -c device=emulated %t.emu | FileCheck --check-prefix=LAUNCHES %s %}
// LAUNCHES: 4
// CHECK: calls: 116 1586
// CHECK-NEXT: namespaces: -0.5 1910.5
// CHECK-NEXT: classes: 17 1291
// CHECK-NEXT: member: 0.5 49.5
#include <cstdio>

double f(double x) { return x + 100; } // a namesake at file scope

struct S {
  static double f(double x) { return 2 * x; }
  static int f(int x) { return x * 5; }
  static double g(double x) { return f(x) + 1; } // S::f, not ::f
  static double h(double x, double by = 3.0) { return x * by; }
  enum { Scale = 7 };
  static constexpr int Offset = 4;
  static double scaled(double x) { return x * Scale + Offset; }
  static double out(double x);
};
double S::out(double x) { return -x; }

namespace ns {
double base(double x) { return x - 1; }
struct P {
  static double f(double x) { return base(x) * 10; }
  struct Inner {
    static double f(double x) { return -x; }
  };
};
} // namespace ns

namespace {
struct Hidden {
  static double f(double x) { return x / 2; }
};
} // namespace

template <class T> struct Box {
  static T twice(T x) { return x + x; }
};
struct Derived : S {};
using Alias = ns::P;
double viaFree(double x) { return S::f(x) + ns::P::Inner::f(x); }

class Grid {
  double *u;
  int n;
  static double weight(double x) { return x * 0.5; }

public:
  Grid(double *u, int n) : u(u), n(n) {}
  void halve() {
    // MINFO-LABEL: halve:
    // MINFO: [[#@LINE+3]], Loop is parallelizable
    // MINFO-NEXT: Accelerator kernel generated
#pragma acc kernels loop copy(u[0:n])
    for (int i = 0; i < n; i++)
      u[i] = weight(u[i]);
  }
};

int main() {
  const int n = 100;
  double a[n], b[n];
  int c[n];
  for (int i = 0; i < n; i++) {
    b[i] = i;
    c[i] = i;
  }
  // MINFO-LABEL: main:
  // MINFO: [[#@LINE+3]], Loop is parallelizable
  // MINFO-NEXT: Accelerator kernel generated
#pragma acc kernels loop
  for (int i = 0; i < n; i++)
    a[i] = S::f(b[i]) + S::f(c[i]) + S::g(b[i]) + S::h(b[i]) +
           S::h(b[i], 2.0) + f(b[i]);
  std::printf("calls: %g %g\n", a[1], a[99]);
  // MINFO: [[#@LINE+3]], Loop is parallelizable
  // MINFO-NEXT: Accelerator kernel generated
#pragma acc kernels loop
  for (int i = 0; i < n; i++)
    a[i] = ns::P::f(b[i]) + ns::P::Inner::f(b[i]) + Alias::f(b[i]) +
           Hidden::f(b[i]);
  std::printf("namespaces: %g %g\n", a[1], a[99]);
  // MINFO: [[#@LINE+3]], Loop is parallelizable
  // MINFO-NEXT: Accelerator kernel generated
#pragma acc kernels loop
  for (int i = 0; i < n; i++)
    a[i] = Box<double>::twice(b[i]) + Box<int>::twice(c[i]) +
           Derived::f(b[i]) + S::scaled(b[i]) + S::out(b[i]) + viaFree(b[i]);
  std::printf("classes: %g %g\n", a[1], a[99]);
  Grid G(b, n);
  G.halve();
  std::printf("member: %g %g\n", b[1], b[99]);
}
