// C++'s name for the current element, a reference ('Particle &q = p[i];
// q.vx += ...'), is that element to every phase, as the pointer form
// 'Particle *q = &p[i]' is: the loop ran on the host ("a reference").
// Found by a bug-hunting helper (C++ HPC codes). Prints what the plain
// build prints.
// RUN: %cuacc -x c++ -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2> %t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -x c++ -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-NOT: restriction
// MINFO: Accelerator kernel generated
#include <cstdio>
struct Particle {
  double x, v;
};
int main() {
  const int n = 500;
  static Particle p[n];
  for (int i = 0; i < n; i++)
    p[i] = {i * 0.5, (i % 7) - 3.0};
  const double dt = 0.25;
#pragma acc kernels
  for (int i = 0; i < n; i++) {
    Particle &q = p[i];
    q.v -= 0.5 * q.x * dt;
    q.x += q.v * dt;
  }
  double s = 0;
  for (int i = 0; i < n; i++)
    s += p[i].x * (i % 3) + p[i].v;
  std::printf("%a\n", s);
  return 0;
}
