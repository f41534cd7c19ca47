// C++ references in regions that run on the host inside a data region: a
// write through a reference bound to an element ('float &y = b[i]; y =
// ...') or through a range-for's reference is a write of the array, so the
// host code updates the device copy after it (it did not: the data
// region's exit copied the stale device copy over the result).
// RUN: %clang -x c++ -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -x c++ -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// MINFO-LABEL: element_reference:
// MINFO: Generating update host(b,a) before and update device(b) after the host code, where present
// MINFO-LABEL: range_for:
// MINFO: Generating update host(c) before and update device(c) after the host code, where present
// MINFO-LABEL: reference_parameter:
// MINFO: Generating update host(b) before and update device(b) after the host code, where present
#include <cstdio>

#define N 64
static float a[N], b[N], c[N];

static void element_reference(int n) {
#pragma acc data region copy(b[0:n-1]) copyin(a[0:n-1])
  {
#pragma acc region
    for (int i = 1; i < n; i++) {
      float &y = b[i];
      y = b[i - 1] + a[i];
    }
  }
}

static void range_for() {
#pragma acc data region copy(c)
  {
#pragma acc region
    for (int i = 0; i < N; i++)
      c[i] += 1;
#pragma acc region
    for (float &x : c)
      x = x * 2 + 1;
  }
}

static void reference_parameter(int n, float &z) {
#pragma acc data region copy(b[0:n-1])
  {
#pragma acc region
    for (int i = 1; i < n; i++) {
      b[i] = b[i - 1] + 1;
      z = b[i];
    }
  }
}

int main() {
  for (int i = 0; i < N; i++) {
    a[i] = i;
    b[i] = 1;
    c[i] = -i;
  }
  element_reference(N);
  range_for();
  float z = 0;
  reference_parameter(N, z);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += (b[i] + c[i]) * (i + 1);
  std::printf("%f %f\n", s, z);
}
