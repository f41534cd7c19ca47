// C++ members in regions and data clauses: a member function's own members
// (u, n: this->u, this->n), inherited ones, array members, in data clauses
// ('copy(u[0:n])'), in bounds, explicit 'this->', a const member function,
// and a reduction whose result goes to a member after the region.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>&1 | FileCheck --check-prefix=MINFO --implicit-check-not=warning: %s
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// MINFO-LABEL: smooth:
// MINFO: Generating copy(u[0:n])
// MINFO-NEXT: Generating create(tmp[0:n])
// MINFO: Generating implicit copyin(coef[:2])
// MINFO: Accelerator kernel generated
// MINFO: Accelerator kernel generated
// MINFO-LABEL: sum:
// MINFO: Generating implicit copyin(u[:n])
// MINFO: Sum reduction generated for 's'
// MINFO-LABEL: accumulate:
// MINFO: Sum reduction generated for 't'
// CHECK: smooth: PASS
// CHECK: sum: PASS
// CHECK: total: PASS
#include <cstdio>
#include <cstdlib>

struct Base {
  int n;
};

class Field : public Base {
public:
  float *u, *tmp;
  double total = 0;
  float coef[2] = {0.5f, 0.25f};
  explicit Field(int size) {
    n = size;
    u = (float *)std::malloc(n * sizeof(float));
    tmp = (float *)std::malloc(n * sizeof(float));
    for (int i = 0; i < n; i++)
      u[i] = i % 7;
  }
  void smooth(int steps) {
#pragma acc data copy(u[0:n]) create(tmp[0:n])
    for (int s = 0; s < steps; s++) {
#pragma acc parallel loop
      for (int i = 1; i < n - 1; i++)
        tmp[i] = coef[0] * u[i] + coef[1] * (u[i - 1] + u[i + 1]);
#pragma acc parallel loop
      for (int i = 1; i < this->n - 1; i++)
        u[i] = tmp[i];
    }
  }
  double sum() const {
    double s = 0;
#pragma acc kernels loop reduction(+:s)
    for (int i = 0; i < n; i++)
      s += u[i];
    return s;
  }
  void accumulate() {
    double t = 0;
#pragma acc parallel loop reduction(+:t)
    for (int i = 0; i < n; i++)
      t += u[i] * u[i];
    total += t;
  }
};

int main() {
  const int n = 1000, steps = 5;
  Field f(n);
  float *ref = (float *)std::malloc(n * sizeof(float)),
        *tmp = (float *)std::malloc(n * sizeof(float));
  for (int i = 0; i < n; i++)
    ref[i] = i % 7;
  for (int s = 0; s < steps; s++) {
    for (int i = 1; i < n - 1; i++)
      tmp[i] = 0.5f * ref[i] + 0.25f * (ref[i - 1] + ref[i + 1]);
    for (int i = 1; i < n - 1; i++)
      ref[i] = tmp[i];
  }
  f.smooth(steps);
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok &= f.u[i] == ref[i];
  std::printf("smooth: %s\n", ok ? "PASS" : "FAIL");
  double s = 0, t = 0;
  for (int i = 0; i < n; i++) {
    s += ref[i];
    t += ref[i] * ref[i];
  }
  double got = f.sum();
  std::printf("sum: %s\n", got > s * (1 - 1e-9) && got < s * (1 + 1e-9) ? "PASS" : "FAIL");
  f.accumulate();
  std::printf("total: %s\n", f.total > t * (1 - 1e-9) && f.total < t * (1 + 1e-9) ? "PASS" : "FAIL");
  return 0;
}
