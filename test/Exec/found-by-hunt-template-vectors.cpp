// A std::vector whose element type is a template parameter, named in a
// data clause of a function template or of a class template's member
// function: the clause was checked in the template, where the type is
// dependent ("'y' has only 0 dimensions", "'u' cannot move as a
// variable"), and the build failed. Each instantiation checks its own.
// Found by a bug-hunting helper (data movement). Prints what the plain
// build prints.
// RUN: %cuacc -x c++ -std=c++17 -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2> %t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -x c++ -std=c++17 -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO: saxpy<double>:
// MINFO: Generating copy(y[0:y.size()])
// MINFO: Accelerator kernel generated
// MINFO: saxpy<float>:
// MINFO: Accelerator kernel generated
// MINFO: Grid<double>::scale:
// MINFO: Accelerator kernel generated
#include <cstddef>
#include <cstdio>
#include <vector>
template <class T>
void saxpy(std::vector<T> &y, const std::vector<T> &x, T a) {
#pragma acc parallel loop copy(y[0:y.size()]) copyin(x[0:x.size()])
  for (std::size_t i = 0; i < y.size(); i++)
    y[i] += a * x[i];
}
template <class T> struct Grid {
  std::vector<T> u;
  void scale(T a) {
#pragma acc parallel loop copy(u[0:u.size()])
    for (std::size_t i = 0; i < u.size(); i++)
      u[i] *= a;
  }
};
int main() {
  std::vector<double> y(100, 1.0), x(100, 2.0);
  std::vector<float> yf(50, 1.0f), xf(50, 3.0f);
  for (int i = 0; i < 100; i++)
    x[i] = i;
  saxpy(y, x, 0.5);
  saxpy(yf, xf, 0.25f);
  Grid<double> g;
  g.u.assign(10, 1.5);
  g.scale(2.0);
  std::printf("%a %a %a\n", y[66], (double)yf[7], g.u[3]);
}
