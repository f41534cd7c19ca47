// C++ tables of constants in the functions a kernel calls: a namespace's
// 'constexpr' array, a function's 'static constexpr' table, an enum-typed
// table, read by qualified and unqualified names (see constant-tables.c).
// RUN: %cuacc -x c++ -std=c++17 -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2> %t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -x c++ -std=c++17 -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-NOT: restriction
// MINFO: Accelerator kernel generated
#include <cstdio>
namespace gauss {
constexpr double nodes[3] = {-0.7745966692414834, 0.0, 0.7745966692414834};
constexpr double weights[3] = {5.0 / 9, 8.0 / 9, 5.0 / 9};
double at(int k, double x) { return weights[k] * (x + nodes[k]); }
} // namespace gauss
enum class Kind : unsigned char { Low = 1, High = 200 };
static constexpr Kind kinds[2] = {Kind::Low, Kind::High};
static double integrate(double x) {
  static constexpr float half[2] = {0.5f, -0.25f};
  double s = 0;
  for (int k = 0; k < 3; k++)
    s += gauss::at(k, x) + half[k & 1] * gauss::nodes[k];
  return s + static_cast<int>(kinds[x > 10]);
}
int main() {
  const int n = 500;
  static double a[n], b[n];
  for (int i = 0; i < n; i++)
    a[i] = i * 0.05;
#pragma acc parallel loop copyin(a) copyout(b)
  for (int i = 0; i < n; i++)
    b[i] = integrate(a[i]);
  double s = 0;
  for (int i = 0; i < n; i++)
    s = s * 0.99 + b[i];
  std::printf("%a\n", s);
}
