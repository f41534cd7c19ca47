// Member function calls the kernels cannot make keep their loop on the host
// and say why at the call, never an internal error: a static member
// function that uses a static data member the device has no copy of (an
// integer constant is spelled as its value: cxx-static-members.cpp), one
// that does through another, one of a local class (its body may name what
// the function around the class declares), one that calls a member
// function on an object of its own; a static member function called
// through an object. A region beside them still runs on the device, and so
// do two that call a non-static member function returning one expression,
// on an object or in a member function's region, which is inlined
// (Directive/MemberCalls.h; cxx-member-accessors.cpp).
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>&1 | FileCheck --check-prefix=MINFO --implicit-check-not=warning: --implicit-check-not='internal error' %s
// RUN: %clang -x c++ -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ grep -c device=emulated %t.emu | FileCheck --check-prefix=LAUNCHES %s %}
// LAUNCHES: 3
// CHECK: in member: 2 198
// CHECK-NEXT: static data: 11 109
// CHECK-NEXT: constexpr double: 1.5 148.5
// CHECK-NEXT: nested: 22 218
// CHECK-NEXT: local: 3 297
// CHECK-NEXT: object inside: 2 198
// CHECK-NEXT: on object: 4 396
// CHECK-NEXT: through object: 2 198
// CHECK-NEXT: beside: 4 396
#include <cstdio>

struct Counter {
  static double total;
  static constexpr double Rate = 1.5;
  static double add(double x) { return x + total; }
  static double rate(double x) { return x * Rate; }
  static double viaAdd(double x) { return add(x) * 2; }
};
double Counter::total = 10;

struct Obj {
  double s;
  double scale(double x) const { return s * x; }
  double twiceOf(double x) const { return 2 * x; }
  static double twice(double x) { return 2 * x; }
  static double useObj(double x) {
    Obj o{2};
    return o.scale(x);
  }
  void run(double *a, const double *b, int n) const {
    // MINFO-LABEL: run:
    // MINFO: [[#@LINE+3]], Loop is parallelizable
    // MINFO: Accelerator kernel generated
#pragma acc kernels loop copyout(a[0:n]) copyin(b[0:n])
    for (int i = 0; i < n; i++)
      a[i] = twiceOf(b[i]);
  }
};

int main() {
  const int n = 100;
  double a[n], b[n];
  for (int i = 0; i < n; i++)
    b[i] = i;
  struct Local {
    static double f(double x) { return x * 3; }
  };
  Obj o{4};
  o.run(a, b, n);
  std::printf("in member: %g %g\n", a[1], a[99]);
  // MINFO-LABEL: main:
  // MINFO: No parallel kernels found, accelerator region ignored
  // MINFO: [[#@LINE+2]], Accelerator restriction: 'add' uses the static data member 'Counter::total'
#pragma acc kernels loop
  for (int i = 0; i < n; i++)
    a[i] = Counter::add(b[i]);
  std::printf("static data: %g %g\n", a[1], a[99]);
  // MINFO: No parallel kernels found, accelerator region ignored
  // MINFO: [[#@LINE+2]], Accelerator restriction: 'rate' uses the static data member 'Counter::Rate'
#pragma acc kernels loop
  for (int i = 0; i < n; i++)
    a[i] = Counter::rate(b[i]);
  std::printf("constexpr double: %g %g\n", a[1], a[99]);
  // MINFO: No parallel kernels found, accelerator region ignored
  // MINFO: [[#@LINE+2]], Accelerator restriction: 'viaAdd' calls 'add', which uses the static data member 'Counter::total'
#pragma acc kernels loop
  for (int i = 0; i < n; i++)
    a[i] = Counter::viaAdd(b[i]);
  std::printf("nested: %g %g\n", a[1], a[99]);
  // MINFO: No parallel kernels found, accelerator region ignored
  // MINFO: [[#@LINE+2]], Accelerator restriction: 'f' is a member of the local class 'Local', which cuacc does not generate for the accelerator
#pragma acc kernels loop
  for (int i = 0; i < n; i++)
    a[i] = Local::f(b[i]);
  std::printf("local: %g %g\n", a[1], a[99]);
  // MINFO: No parallel kernels found, accelerator region ignored
  // MINFO: [[#@LINE+2]], Accelerator restriction: 'useObj' calls 'scale', which uses the struct member 's'
#pragma acc kernels loop
  for (int i = 0; i < n; i++)
    a[i] = Obj::useObj(b[i]);
  std::printf("object inside: %g %g\n", a[1], a[99]);
  // MINFO: [[#@LINE+3]], Loop is parallelizable
  // MINFO: Accelerator kernel generated
#pragma acc kernels loop
  for (int i = 0; i < n; i++)
    a[i] = o.scale(b[i]);
  std::printf("on object: %g %g\n", a[1], a[99]);
  // MINFO: No parallel kernels found, accelerator region ignored
  // MINFO: [[#@LINE+2]], Accelerator restriction: function/procedure calls are not supported: 'Obj::twice' is called through an object, which cuacc does not generate for the accelerator (call it as 'Obj::twice(...)')
#pragma acc kernels loop
  for (int i = 0; i < n; i++)
    a[i] = o.twice(b[i]);
  std::printf("through object: %g %g\n", a[1], a[99]);
  // MINFO: [[#@LINE+3]], Loop is parallelizable
  // MINFO-NEXT: Accelerator kernel generated
#pragma acc kernels loop
  for (int i = 0; i < n; i++)
    a[i] = Obj::twice(Obj::twice(b[i]));
  std::printf("beside: %g %g\n", a[1], a[99]);
}
