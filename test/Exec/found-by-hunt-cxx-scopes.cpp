// C++ names in clauses and regions, found by a bug-hunting helper (C++ HPC
// codes):
// - a class's static members and enumerators named unqualified in a member
//   function's clause ('copy(u[0:n + 2 * H])' with 'static constexpr int
//   H'), a static data member defined out of the class, and a namespace's
//   variables named from a function of the namespace, were "undeclared";
// - a region in a friend function defined in its class was "not inside a
//   function body";
// - C++17's std::hypot(x, y, z) was printed into namespace std under the
//   library's own name, which the library defines: the kernels did not
//   compile (an internal error); library functions have names of their own
//   in the kernels now;
// - a structured binding read in a region was not passed to the kernels
//   (an internal error): the region stays on the host and says why.
// Prints what the plain build prints.
// RUN: %cuacc -x c++ -std=c++17 -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -lm -o %t 2> %t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -x c++ -std=c++17 -O2 %s -lstdc++ -lm -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-NOT: internal error
// MINFO: Accelerator restriction: 's' is a structured binding
#include <cmath>
#include <cstdio>
#include <utility>

struct Halo {
  static constexpr int H = 1;
  enum { Scale = 3 };
  int n;
  double *u;
  explicit Halo(int n) : n(n), u(new double[n + 2 * H]) {
    for (int i = 0; i < n + 2 * H; i++)
      u[i] = i;
  }
  void twice() {
#pragma acc parallel loop copy(u[0:n + 2 * H])
    for (int i = 0; i < n + 2 * H; i++)
      u[i] *= 2 * Scale;
  }
  friend double total(const Halo &h) {
    double s = 0;
#pragma acc parallel loop reduction(+ : s) copyin(h.u[0:h.n + 2 * H])
    for (int i = 0; i < h.n + 2 * H; i++)
      s += h.u[i];
    return s;
  }
};

struct Sim {
  static double field[16];
  static int n;
  static void step() {
#pragma acc parallel loop copy(field[0:n])
    for (int i = 0; i < n; i++)
      field[i] += i;
  }
};
double Sim::field[16];
int Sim::n = 16;

namespace grid {
double cells[8];
double *buf;
int m;
void update() {
#pragma acc parallel loop copy(cells)
  for (int i = 0; i < 8; i++)
    cells[i] += i;
#pragma acc parallel loop copy(buf[0:m])
  for (int i = 0; i < m; i++)
    buf[i] += 2 * i;
}
} // namespace grid

int main() {
  Halo h(10);
  h.twice();
  std::printf("halo %g %g\n", h.u[11], total(h));
  Sim::step();
  std::printf("sim %g\n", Sim::field[15]);
  grid::m = 8;
  grid::buf = new double[8]();
  grid::update();
  std::printf("grid %g %g\n", grid::cells[7], grid::buf[7]);
  double r[64], x[64];
  for (int i = 0; i < 64; i++)
    x[i] = 0.37 * (i + 1);
#pragma acc kernels
  for (int i = 0; i < 64; i++)
    r[i] = std::hypot(x[i], 2.0, 3.0);
  std::printf("hypot %a %a\n", r[5], r[63]);
  auto [s, t] = std::make_pair(2.0, 3);
  double a[32];
#pragma acc kernels
  for (int i = 0; i < 32; i++)
    a[i] = s * i + t;
  std::printf("binding %g\n", a[31]);
  return 0;
}
