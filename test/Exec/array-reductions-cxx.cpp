// C++: a reduction clause on a member array in a member function, an
// atomic update through an array reference parameter, a std::vector's
// data. Same as the plain build (on the H100 too, 2026-11-27).
// RUN: %clang -x c++ -O2 -w %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -x c++ -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>&1 | FileCheck %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// CHECK-LABEL: fill:
// CHECK: Sum reduction generated for 'bins[0:6]'
// CHECK-NEXT: Accelerator kernel generated
// CHECK-LABEL: byref:
// CHECK: Sum reduction generated for 'h'
// CHECK-NEXT: Accelerator kernel generated
#include <cstdio>
#include <vector>
struct Stats {
  long bins[6] = {0};
  void fill(const int *k, int n) {
#pragma acc parallel loop reduction(+:bins[0:6]) copyin(k[0:n])
    for (int i = 0; i < n; i++)
      bins[k[i] % 6] += 2;
  }
};
static void byref(int (&h)[4], const int *k, int n) {
#pragma acc parallel loop copy(h) copyin(k[0:n])
  for (int i = 0; i < n; i++) {
#pragma acc atomic
    h[k[i] % 4] -= 1;
  }
}
int main() {
  std::vector<int> k(5000);
  for (int i = 0; i < 5000; i++) k[i] = (i * 7919) % 1009;
  Stats s;
  s.fill(k.data(), 5000);
  int h[4] = {0};
  byref(h, k.data(), 5000);
  for (long b : s.bins) std::printf("%ld ", b);
  std::printf("| %d %d %d %d\n", h[0], h[1], h[2], h[3]);
}
