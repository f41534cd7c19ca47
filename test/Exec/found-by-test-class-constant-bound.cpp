// A class's integer constant as a loop bound ('i < Grid::N', 'i < N' in a
// member function): the kernel's trip count printed the bare name 'N',
// which is no parameter (the constant need not be defined), and the
// kernels did not compile (an internal error; the region ran on the host).
// The bound's text now has the constant's value, as the body's does. Found
// by a helper's OpenACC campaign (2026-11-28). Prints what the plain build
// prints.
// RUN: %cuacc -x c++ -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>%t.minfo
// RUN: FileCheck --implicit-check-not='internal error' %s < %t.minfo
// RUN: %clang -x c++ -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
// CHECK: Accelerator kernel generated
// CHECK: Accelerator kernel generated
// CHECK: Accelerator kernel generated
#include <cstdio>

struct Grid {
  static const int N = 64;
  static constexpr long Lo = 3;
  double u[N];
  void step(double a) {
#pragma acc parallel loop copy(u)
    for (int i = 0; i < N; i++)
      u[i] = u[i] * a;
  }
};

int main() {
  double u[64];
  for (int i = 0; i < 64; i++)
    u[i] = i;
#pragma acc parallel loop copy(u)
  for (int i = 0; i < Grid::N; i++)
    u[i] = u[i] * 0.5;
#pragma acc parallel loop copy(u)
  for (long i = Grid::Lo; i < Grid::N - Grid::Lo; i += 2)
    u[i] = u[i] + 1;
  Grid g;
  for (int i = 0; i < 64; i++)
    g.u[i] = i;
  g.step(0.5);
  double s = 0;
  for (int i = 0; i < 64; i++)
    s += u[i] * (i + 1) + g.u[i];
  printf("%g %g %g\n", u[63], g.u[63], s);
}
