// Scalars flowing between kernels in C++: a bool and a long long set by
// serial code in a host loop, read by grid kernels and after the region, a
// reduction's variable initialized by serial code, in a namespace; against
// plain clang++ on the host and on the emulated device.
// RUN: %clang -O2 -w %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -lm -o %t 2>%t.minfo
// RUN: %if nvcc %{ FileCheck --implicit-check-not='region ignored' %s < %t.minfo %}
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// CHECK: Generating copy(flip)
// CHECK: Generating copy(total)
#include <cstdio>
#include <vector>

namespace work {
long long step(int n, int steps, double *__restrict a, bool &flipped) {
  bool flip = false;
  long long total = 3;
  double nrm = 0;
#pragma acc region copy(a[0:n-1])
  {
    for (int t = steps - 1; t >= 0; --t) {
      flip = !flip;
      nrm = 0;
      for (int i = 0; i < n; ++i)
        nrm += a[i] > 1 ? 1 : 0;
      total += (long long)nrm * (flip ? 3 : 5) + t;
      for (int i = 0; i < n; ++i)
        a[i] = flip ? a[i] * 1.5 : a[i] - 1;
    }
  }
  flipped = flip;
  return total;
}
} // namespace work

int main() {
  for (int n : {1, 7, 100, 1000}) {
    std::vector<double> a(n);
    for (int i = 0; i < n; ++i)
      a[i] = (i * 13 % 17) * 0.25;
    bool flipped = false;
    long long total = work::step(n, 5, a.data(), flipped);
    std::printf("n=%d total=%lld flipped=%d a[0]=%.17g a[n-1]=%.17g\n", n,
                total, flipped, a[0], a[n - 1]);
  }
  return 0;
}
