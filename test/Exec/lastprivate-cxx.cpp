// A lastprivate array in C++: a member array reached through a pointer
// the member function takes to it, the data of std::vectors. The caller
// reads the member after the region: the last iteration's copy goes back.
// RUN: %clang -x c++ -O2 -w %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -x c++ -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>&1 | FileCheck %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// CHECK: Generating lastprivate(tp[0:7])
// CHECK-NEXT: Accelerator kernel generated
#include <cstdio>
#include <vector>
struct Work {
  double t[8];
  void run(int n, const double *x, double *y) {
    double *tp = t;
#pragma acc region
    for (int i = 0; i < n; i++) {
      for (int k = 0; k < 8; k++)
        tp[k] = x[i] + k;
      double s = 0;
      for (int k = 0; k < 8; k++)
        s += tp[k];
      y[i] = s;
    }
  }
};
int main() {
  std::vector<double> x(30), y(30);
  for (int i = 0; i < 30; i++) x[i] = i * 0.25;
  Work w;
  for (double &v : w.t) v = -1;
  w.run(30, x.data(), y.data());
  for (double v : w.t) std::printf(" %g", v);
  std::printf("\n%g\n", y[29]);
}
