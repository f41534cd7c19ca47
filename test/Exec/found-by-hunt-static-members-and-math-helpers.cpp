// Two C++ forms found by a bug-hunting helper. A class template's static
// member vector used in a region of its member function: the host code
// named it '::Model::shared', which needs template arguments (a compile
// error of a valid program, even where the function is never called). A
// helper of the file that calls std::abs(double) ('mag' below, a flux
// limiter's minmod): its kernels defined libstdc++'s std::abs again,
// which clashed with the library's (an internal error; the region ran on
// the host). Prints what the plain build prints.
// RUN: %cuacc -x c++ -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -x c++ -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate ACC_NOTIFY=1 %t 2>%t.launches | diff %t.want - %}
// RUN: %if nvcc %{ grep -c 'launch CUDA kernel' %t.launches | FileCheck --check-prefix=LAUNCHES %s %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-NOT: internal error
// MINFO-LABEL: Model<long>::use_shared:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: limited:
// MINFO: Accelerator kernel generated
// LAUNCHES: 2
#include <cmath>
#include <cstdio>
#include <vector>

template <typename T> struct Model {
  static std::vector<T> shared;
  std::vector<T> u;
  void use_shared() {
#pragma acc kernels
    for (size_t i = 0; i < shared.size(); i++)
      shared[i] += u[i];
  }
  void unused() {
#pragma acc kernels
    for (size_t i = 0; i < shared.size(); i++)
      shared[i] *= 2;
  }
};
template <typename T> std::vector<T> Model<T>::shared;

static inline double mag(double a) { return std::abs(a) + 1; }
static inline double minmod(double a, double b) {
  return a * b <= 0 ? 0 : (std::abs(a) < std::abs(b) ? a : b);
}

static double limited(const double *u, double *o, int n) {
#pragma acc kernels copyin(u[0:n]) copyout(o[0:n])
  for (int i = 1; i < n - 1; i++)
    o[i] = mag(u[i]) + minmod(u[i] - u[i - 1], u[i + 1] - u[i]);
  double s = 0;
  for (int i = 1; i < n - 1; i++)
    s += o[i];
  return s;
}

int main() {
  Model<long> m;
  m.u.assign(100, 3);
  Model<long>::shared.assign(100, 5);
  m.use_shared();
  long s = 0;
  for (long x : Model<long>::shared)
    s += x;
  const int n = 100;
  double u[n], o[n];
  for (int i = 0; i < n; i++)
    u[i] = (i % 9) * 0.5 - 2;
  std::printf("%ld %.17g\n", s, limited(u, o, n));
  return 0;
}
