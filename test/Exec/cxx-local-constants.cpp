// C++ integer constants declared in the function (constexpr, or const with
// a constant initializer) may label a case or size a private array inside
// a region: the kernels use their values (a kernel parameter would not be
// a constant where it must be one, and the kernels did not compile: the
// region ran on the host with an internal error). The host version of the statement (arrays
// known apart) keeps them constants too, not copies.
// RUN: %cuacc -O2 %s %{cuaccrt} -lstdc++ -o %t 2>&1 | FileCheck --allow-empty --implicit-check-not=warning: --check-prefix=BUILD %s
// RUN: %clang -x c++ -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=host,kernels %s | FileCheck %s
// BUILD-NOT: internal error
#include <cstdio>

struct Widths {
  static constexpr int Lanes = 2;
};

static void classify(int n, double *a, const double *b) {
  constexpr int K = 3;
  const int W = 4;
#pragma acc region
  for (int i = 0; i < n; ++i) {
    double t = 0;
    switch (i % K) {
    case K - 1:
      t = 1;
      break;
    case Widths::Lanes - 2:
      t = W;
      break;
    default:
      t = 2;
    }
    a[i] = b[i] + t * W;
  }
}
// CHECK-LABEL: classify: region at line 22:
// CHECK: the host version
// CHECK-NOT: __typeof__(K) K =
// CHECK-NOT: __typeof__(W) W =
// CHECK: cuacc_region_enter
// CHECK: __cuacc_switch0 == ((int)2ll)
// CHECK: __cuacc_switch0 == ((int)0ll)
// (K and W are parameters too, for an address the region might take.)
// CHECK: __global__ void classify_23_gpu(

// Its address taken too: '&K' is the kernel parameter's, where its value
// is printed elsewhere.
static void addressed(int n, int *a, const int *b) {
  const int K = 7;
#pragma acc region
  for (int i = 0; i < n; i++) {
    const int *p = &K;
    a[i] = *p + b[i] + K;
  }
}

int main() {
  int ia[8], ib[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  addressed(8, ia, ib);
  std::printf("%d %d\n", ia[0], ia[7]);
  double a[100], b[100];
  for (int i = 0; i < 100; i++)
    b[i] = i * 0.5;
  classify(100, a, b);
  double s = 0;
  for (int i = 0; i < 100; i++)
    s += a[i] * (i % 5 + 1);
  std::printf("%.17g\n", s);
  return 0;
}
