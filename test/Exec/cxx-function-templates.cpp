// Function templates called in compute regions run on the device. Clang
// instantiates a template's specializations at the end of the file, after
// cuacc has analysed the function that calls them: cuacc instantiates the
// ones its regions call (and what those call) when it adds the function.
// Before, every call of one said "'sq' is not defined before this point in
// the file" and its loop stayed on the host. A specialization is printed as
// a plain __device__ function, under a name of its own (made of its mangled
// name) that every call to it uses: 'sq<int>(x)' with its template
// arguments, or 'times<2>' beside 'times<3>' (the same signature), would not
// pick it there. Covered: deduced and explicit arguments, a non-type
// argument, 'if constexpr' on a type trait, templates calling templates, a
// static member template (deduced and explicit), std::numeric_limits (a
// library class template's static member).
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>&1 | FileCheck --check-prefix=MINFO --implicit-check-not=warning: --implicit-check-not='region ignored' --implicit-check-not='restriction' %s
// RUN: %clang -x c++ -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ grep -c device=emulated %t.emu | FileCheck --check-prefix=LAUNCHES %s %}
// LAUNCHES: 3
// CHECK: free: 2 19602 5 495
// CHECK-NEXT: members: 3 99.5 8 347
// CHECK-NEXT: limits: 2147483647 2147483548 1 1
#include <cstdio>
#include <limits>
#include <type_traits>

template <class T> T sq(T x) { return x * x; }
template <int N> double times(double x) { return N * x; }
template <class T> T pick(T x) {
  if constexpr (std::is_same<T, double>::value)
    return x / 2;
  else
    return x * 3;
}
template <class T> T axpy(T a, T x, T y) { return a * x + y; }
template <class T> T viaTemplate(T x) { return axpy<T>(T(2), x, pick(x)); }

struct M {
  template <class T> static T clampTo(T x, T hi) { return x > hi ? hi : x; }
  template <class T> static T deep(T x) {
    return clampTo(viaTemplate(x), T(50));
  }
};

int main() {
  const int n = 100;
  double a[n], b[n], d[n];
  int c[n], e[n];
  for (int i = 0; i < n; i++) {
    b[i] = i;
    c[i] = i;
  }
  // MINFO-LABEL: main:
  // MINFO: [[#@LINE+3]], Loop is parallelizable
  // MINFO-NEXT: Accelerator kernel generated
#pragma acc kernels loop
  for (int i = 0; i < n; i++) {
    a[i] = sq(b[i]) + sq<int>(i);
    d[i] = times<2>(b[i]) + times<3>(b[i]);
  }
  std::printf("free: %g %g %g %g\n", a[1], a[99], d[1], d[99]);
  // MINFO: [[#@LINE+3]], Loop is parallelizable
  // MINFO-NEXT: Accelerator kernel generated
#pragma acc kernels loop
  for (int i = 0; i < n; i++) {
    a[i] = pick(b[i]) + M::deep(b[i]);
    e[i] = pick(c[i]) + M::deep<int>(c[i]);
  }
  std::printf("members: %g %g %d %d\n", a[1], a[99], e[1], e[99]);
  // MINFO: [[#@LINE+3]], Loop is parallelizable
  // MINFO-NEXT: Accelerator kernel generated
#pragma acc kernels loop
  for (int i = 0; i < n; i++) {
    e[i] = std::numeric_limits<int>::max() - c[i];
    a[i] = b[i] < std::numeric_limits<double>::max() ? 1 : 0;
  }
  std::printf("limits: %d %d %g %g\n", e[0], e[99], a[0], a[99]);
}
