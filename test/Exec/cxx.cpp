// C++: regions in namespaces, in member functions defined in their class,
// in 'extern "C"' blocks, and in templates (a kernel per instantiation,
// Exec/cxx-template-regions.cpp) inside a data region, whose present data
// the template's region must see and update.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>&1 | FileCheck --check-prefix=MINFO --implicit-check-not=warning: %s
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// MINFO-LABEL: add:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: scale:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: shift<float>:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: negate:
// MINFO: Accelerator kernel generated
// CHECK: cxx: PASS
#include <cstdio>

namespace kernels {
void add(float *__restrict a, int n) {
#pragma acc region
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
} // namespace kernels

struct Scaler {
  float factor;
  void scale(float *__restrict a, int n) const {
    float f = factor;
#pragma acc region
    for (int i = 0; i < n; i++)
      a[i] *= f;
  }
};

template <typename T> void shift(T *__restrict a, int n, T by) {
#pragma acc region
  for (int i = 0; i < n; i++)
    a[i] += by;
}

extern "C" {
void negate(float *__restrict a, int n) {
#pragma acc region
  for (int i = 0; i < n; i++)
    a[i] = -a[i];
}
}

int main() {
  const int n = 1000;
  float a[n], want[n];
  for (int i = 0; i < n; i++)
    a[i] = want[i] = float(i % 7);
#pragma acc data region copy(a[0:n-1])
  {
    kernels::add(a, n);
    Scaler{2}.scale(a, n);
    shift(a, n, 3.0f);
    negate(a, n);
  }
  for (int i = 0; i < n; i++)
    want[i] = -((want[i] + 1) * 2 + 3);
  int bad = 0;
  for (int i = 0; i < n; i++)
    bad += a[i] != want[i];
  std::printf("cxx: %s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
