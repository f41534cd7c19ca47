// Regions in function templates and in class templates' member functions
// run on the device, a kernel per instantiation: the instantiation is
// compiled as a function of its own ('scale<float>' in the listing and the
// timing report), and the template's text picks its instantiation's call
// by '__PRETTY_FUNCTION__' in a chain of 'if constexpr', so that no
// instantiation compiles another's. Before, every region in a template ran
// on the host. Covered: a header's template, a non-type parameter in the
// loop bound and in the data clauses (its value in each instantiation), a
// class template's member defined in the class and out of it, a data region
// with an update in the template, a reference parameter and an if clause,
// a parameter pack ('sizeof...(Ts)' in the kernel), an explicit
// instantiation beside an explicit specialization with a region of its
// own, a lambda's region in a template (the lambda's call operator names
// the instantiation), and what stays on the host: a generic lambda's
// region, and instantiations whose '__PRETTY_FUNCTION__' is one string
// (local types of one name in two functions). Prints what the plain build prints, on the
// host, on the emulator, and on the emulator with the host choice off, where
// each instantiation's kernel must launch.
// RUN: %cuacc -x c++ -O2 -fplugin-arg-cuacc-minfo -I%S/Inputs %s %{cuaccrt} -lstdc++ -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -x c++ -O2 -I%S/Inputs %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate ACC_NOTIFY=1 %t 2>%t.launches | diff %t.want - %}
// RUN: %if nvcc %{ sort %t.launches | FileCheck --check-prefix=LAUNCH %s %}
// MINFO-NOT: warning:
// MINFO-LABEL: stencil<double, 8>:
// MINFO: Generating copyin(in[0:8])
// MINFO: Generating copyout(out[1:8-2])
// MINFO: Accelerator kernel generated
// MINFO-LABEL: stencil<double, 64>:
// MINFO: Generating copyin(in[0:64])
// MINFO: Accelerator kernel generated
// MINFO-LABEL: Grid<double>::relax:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: Grid<float>::relax:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: negate<double>:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: generic:
// MINFO: Accelerator region ignored: the region is in a template that cuacc does not compile per instantiation (in a generic lambda
// MINFO: Accelerator region ignored: another instantiation of its template has the same '__PRETTY_FUNCTION__' ('void addone(T *, int) [T = E]'), so the template's code cannot tell their regions apart
// MINFO: Accelerator region ignored: another instantiation
// MINFO-LABEL: packed<int, char, double>:
// MINFO: Accelerator kernel generated
// MINFO-NOT: warning:
// LAUNCH: function=Grid<double>::relax line=
// LAUNCH-NEXT: function=Grid<double>::sum line=
// LAUNCH-NEXT: function=Grid<float>::relax line=
// LAUNCH-NEXT: function=Grid<float>::sum line=
// LAUNCH-NEXT: function=clampref<float> line=
// LAUNCH-NEXT: function=negate<double> line=
// LAUNCH-NEXT: function=packed<> line=
// LAUNCH-NEXT: function=packed<int, char, double> line=
// LAUNCH-NEXT: function=sq<float> line=
// LAUNCH-NEXT: function=sq<long> line=
// LAUNCH-NEXT: function=sq<short> line=
// LAUNCH-NEXT: function=stencil<double, 64> line=
// LAUNCH-NEXT: function=stencil<double, 8> line=
// LAUNCH-NEXT: function=twice_then_sum<float> line=
// LAUNCH-NEXT: function=twice_then_sum<float> line=
// LAUNCH-NEXT: function=twice_then_sum<long> line=
// LAUNCH-NEXT: function=twice_then_sum<long> line=
// LAUNCH-NEXT: function=axpy<double> line=
// LAUNCH-NEXT: function=axpy<float> line=
// LAUNCH-NEXT: region on host file={{.*}} function=clampref<double> line={{[0-9]+}}: its if() condition is false
// LAUNCH-NOT: function=
#include "template-axpy.h"
#include <cstdio>

namespace num {
template <typename T, int N> void stencil(const T *in, T *out) {
  // N bounds the loop and sizes the sections.
#pragma acc kernels loop copyin(in[0:N]) copyout(out[1:N-2])
  for (int i = 1; i < N - 1; i++)
    out[i] = (in[i - 1] + in[i] + in[i + 1]) / 3;
}
} // namespace num

template <typename T> struct Grid {
  int n;
  T *v;
  T sum() const {
    T s = 0;
#pragma acc parallel loop reduction(+ : s) copyin(v[0:n])
    for (int i = 0; i < n; i++)
      s += v[i];
    return s;
  }
  void relax();
};
template <typename T> void Grid<T>::relax() {
  T *w = v;
  int m = n;
#pragma acc kernels loop copy(w[0:m])
  for (int i = 0; i < m; i++)
    w[i] = w[i] / 2;
}

// A data region in the template: its regions find the arrays present, and
// the update brings back what the device wrote.
template <typename T> T twice_then_sum(T *a, int n) {
  T s = 0;
#pragma acc data copyin(a[0:n])
  {
#pragma acc kernels loop
    for (int i = 0; i < n; i++)
      a[i] = a[i] * 2;
#pragma acc update self(a[0:n])
#pragma acc kernels loop reduction(+ : s)
    for (int i = 0; i < n; i++)
      s += a[i];
  }
  return s;
}

// A lambda's region in a template; a generic lambda's stays on the host.
template <typename T> void negate(T *a, int n) {
  auto f = [&]() {
#pragma acc kernels loop copy(a[0:n])
    for (int i = 0; i < n; i++)
      a[i] = -a[i];
  };
  f();
}
template <typename T> void generic(T *a, int n) {
  auto f = [&](auto by) {
#pragma acc kernels loop copy(a[0:n])
    for (int i = 0; i < n; i++)
      a[i] = a[i] + by;
  };
  f(2);
}

// Local types of one name in two functions: the instantiations' names are
// one string ('void addone(T *, int) [T = E]'), so neither is offloaded.
template <typename T> void addone(T *a, int n) {
#pragma acc kernels loop copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = (T)(a[i] + 1);
}
int localA() {
  enum E { Zero, One, Two };
  E x[8];
  for (int i = 0; i < 8; i++)
    x[i] = (E)(i % 2);
  addone(x, 8);
  return x[3];
}
int localB() {
  enum E : long { Big = 1L << 40 };
  E y[8];
  for (int i = 0; i < 8; i++)
    y[i] = (E)(Big + i);
  addone(y, 8);
  return int(y[5] - Big);
}

// A reference and an if clause (off for one call).
template <typename T> void clampref(T &lim, T *a, int n, bool on) {
#pragma acc kernels loop copy(a[0:n]) if (on)
  for (int i = 0; i < n; i++)
    a[i] = a[i] > lim ? lim : a[i];
}

template <class... Ts> void packed(double *a, int n, Ts... ks) {
#pragma acc kernels loop copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] += sizeof...(Ts);
}

template <typename T> void sq(T *a, int n) {
#pragma acc kernels loop copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = a[i] * a[i];
}
template void sq<long>(long *, int);
template <> void sq<short>(short *a, int n) {
#pragma acc kernels loop copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = (short)(a[i] + 1);
}

int main() {
  const int n = 64;
  float xf[n], yf[n];
  double xd[n], yd[n];
  long l[n];
  short sh[n];
  for (int i = 0; i < n; i++) {
    xf[i] = i;
    yf[i] = 1;
    xd[i] = 0.5 * i;
    yd[i] = -i;
    l[i] = i - 20;
    sh[i] = (short)i;
  }
  axpy(n, 2.0f, xf, yf);
  axpy(n, 0.5, xd, yd);
  double out8[8] = {0}, out64[64] = {0};
  num::stencil<double, 8>(xd, out8);
  num::stencil<double, 64>(xd, out64);
  Grid<double> g{n, xd};
  Grid<float> h{n, yf};
  g.relax();
  h.relax();
  double gs = g.sum();
  float hs = h.sum();
  float sf = twice_then_sum(xf, n);
  long sl = twice_then_sum(l, n);
  negate(yd, n);
  generic(yd, n);
  float lim = 20;
  clampref(lim, yf, n, true);
  double limd = 5;
  clampref(limd, xd, n, false);
  packed(yd, n);
  packed(yd, n, 1, 'c', 2.0);
  sq(l, n);
  sq(xf, n);
  sq(sh, n);
  std::printf("%g %g %g %g %g %g %g\n", yf[5], yf[63], yd[10], out8[3],
              out64[62], gs, hs);
  std::printf("%g %ld %g %ld %g %d %d %d\n", sf, sl, xf[3], l[63], xd[40],
              sh[7], localA(), localB());
  return 0;
}
