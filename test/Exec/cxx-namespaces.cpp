#include "Inputs/namespace-work.h"
namespace two {
void work(int n, double *x) {
#pragma acc kernels copy(x[0:n])
  for (int i = 0; i < n; i++) x[i] = x[i] * 3 - 1;
}
} // namespace two
// Namespaces as C++ codes use them, found by bug-hunting helpers:
//  - a plain struct declared in a namespace ('sim::Particle'): the kernels
//    define it in its namespace (every loop over it stayed on the host);
//  - two functions of one name in two namespaces whose loops start on the
//    same line (one::work in a header, two::work above): their kernels had
//    one name, and the whole file ran on the host.
// RUN: %cuacc -x c++ -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2> %t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -x c++ -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-NOT: ignored
// MINFO-NOT: internal error
// MINFO-NOT: restriction
#include <cstdio>
namespace sim {
struct Particle {
  double x, v;
};
namespace deep {
typedef struct {
  float w[3];
  Particle p;
} Cell;
} // namespace deep
} // namespace sim

int main() {
  const int n = 1000;
  static double v[n];
  for (int i = 0; i < n; i++)
    v[i] = i;
  one::work(n, v);
  two::work(n, v);
  static sim::Particle P[n];
  static sim::deep::Cell C[n];
  for (int i = 0; i < n; i++) {
    P[i].x = i * 0.5;
    P[i].v = 1.0 / (i + 1);
    C[i].p = P[i];
    C[i].w[0] = C[i].w[1] = C[i].w[2] = i;
  }
  sim::Particle *p = P;
#pragma acc parallel loop copy(p[0:n])
  for (int i = 0; i < n; i++)
    p[i].x += 0.1 * p[i].v;
#pragma acc parallel loop copy(p[0:n])
  for (int i = 0; i < n; i++) {
    sim::Particle &q = p[i];
    q.v -= 0.01 * q.x;
  }
#pragma acc parallel loop copy(C)
  for (int i = 0; i < n; i++)
    C[i].w[1] += C[i].p.x * C[i].w[2];
  double s = 0;
  for (int i = 0; i < n; i++)
    s = s * 0.5 + v[i] + P[i].x + P[i].v + C[i].w[1];
  std::printf("%a\n", s);
}
