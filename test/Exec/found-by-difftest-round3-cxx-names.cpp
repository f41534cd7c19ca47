// C++ qualified names in regions, found with the random differential
// tester's round3 family (C++ programs), reduced: arrays and constants
// named through a namespace ('data::a', 'data::K') or as static data members
// ('S::tab', 'Grid::W'). The generated kernels named them unqualified, so
// they did not compile, and the host-scope code cuacc inserts around a
// region running on the host named them unqualified too ('&W', 'sizeof(b)'):
// "use of undeclared identifier", a valid program that did not compile.
// RUN: %clang -O2 -w %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w %s %{cuaccrt} -lstdc++ -o %t
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t.minfo 2>&1 | FileCheck --check-prefix=MINFO --implicit-check-not='internal error' --implicit-check-not='do not compile' %s %}
// MINFO-LABEL: namespace_members:
// MINFO: Accelerator kernel generated
#include <cstdio>

namespace data {
float a[16], b[16];
const int K = 3;
} // namespace data
struct S {
  static float tab[16];
};
float S::tab[16];
struct Grid {
  static constexpr int W = 8;
  float v[W];
};
static Grid g;

static void namespace_members(int n) {
#pragma acc region
  for (int i = 0; i < n; i++)
    data::b[i] = data::a[i] * data::K + S::tab[i];
}

static void static_member_bound(int n) {
#pragma acc region
  for (int i = 0; i < Grid::W && i < n; i++)
    g.v[i] = data::a[i] + Grid::W;
}

int main() {
  for (int n = 16; n >= 0; n -= 13) {
    for (int i = 0; i < 16; i++) {
      data::a[i] = i;
      data::b[i] = 0;
      S::tab[i] = 0.5f * i;
    }
    for (int i = 0; i < 8; i++)
      g.v[i] = -1;
    namespace_members(n);
    static_member_bound(n);
    printf("n=%d:", n);
    for (int i = 0; i < 16; i++)
      printf(" %g", data::b[i]);
    for (int i = 0; i < 8; i++)
      printf(" %g", g.v[i]);
    printf("\n");
  }
  return 0;
}
