// Found by tools/difftest --family round3 (feature structs), reduced:
// (1) an OpenACC kernels loop writing a union's array member became a
// serial kernel that took the union by value and never copied it back (the
// emulated device printed zeros); (2) a member written through a C++
// reference (r.sum) beside a parallel loop: a kernel with a 'vec &'
// parameter that did not compile. Both regions run on the host now, and
// -Minfo says why. (3) An array of a class template's specialization
// (tp<float>) made kernels that did not compile: it stays on the host.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>&1 | FileCheck --check-prefix=MINFO --implicit-check-not=warning: %s
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t | FileCheck %s %}
// MINFO-LABEL: through_reference:
// MINFO: Accelerator restriction: 'r.sum' is written where another name may reach it
// MINFO-LABEL: main:
// MINFO: Accelerator restriction: 'U.f' is a union member, so it is no variable of the region
// CHECK: union: 1 2 3 4 5 6 7 8
// CHECK: reference: b7 14 sum 28
// CHECK: template: 3 4 5 6
#include <cstdio>

union un { double f[8]; int k[8]; };
static union un U;
struct vec { int n; double *a; double *b; double sum; };
template <class T> struct tp { T x, y; };
static tp<float> TP[4];

static void through_reference(vec &r) {
#pragma acc kernels
  {
    for (int i = 0; i < r.n; i++)
      r.b[i] = r.a[i] * 2;
    for (int i = 0; i < r.n; i++)
      r.sum = r.sum + r.a[i];
  }
}

int main() {
  double a[8], b[8];
  for (int t = 0; t < 8; t++) {
    a[t] = t;
    b[t] = 0;
    U.f[t] = 0;
  }
  int n = 8;
#pragma acc kernels
  for (int i = 0; i < n; i++)
    U.f[i] = a[i] + 1;
  std::printf("union:");
  for (int t = 0; t < 8; t++)
    std::printf(" %g", U.f[t]);
  std::printf("\n");
  vec v;
  v.n = 8; v.a = a; v.b = b; v.sum = 0;
  through_reference(v);
  std::printf("reference: b7 %g sum %g\n", b[7], v.sum);
  for (int t = 0; t < 4; t++) {
    TP[t].x = t;
    TP[t].y = 3;
  }
#pragma acc kernels
  for (int i = 0; i < 4; i++)
    TP[i].x += TP[i].y;
  std::printf("template: %g %g %g %g\n", TP[0].x, TP[1].x, TP[2].x, TP[3].x);
  return 0;
}
