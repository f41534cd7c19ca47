// A class template's static const member defined out of its class, read
// in a region: its value is on the declaration in the class, and asking
// the definition for it crashed Clang (libstdc++'s numeric traits have
// this shape, so C++20's std::popcount, std::countl_zero and std::rotl in a
// region crashed the compiler). They run in kernels now: the traits are
// constants, and the bit functions' builtins CUDA's intrinsics. Found by a
// bug-hunting helper (C++ HPC codes). Prints what the plain build prints.
// RUN: %cuacc -x c++ -std=c++20 -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2> %t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -x c++ -std=c++20 -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-NOT: restriction
// MINFO: Accelerator kernel generated
// MINFO: Accelerator kernel generated
#include <bit>
#include <cstdio>

template <typename V> struct traits {
  static const int digits = sizeof(V) * 8;
  static const V max = (V)1 << (digits - 1);
};
template <typename V> const int traits<V>::digits;

int main() {
  const int n = 64;
  int r[n], c[n];
  unsigned s[n];
#pragma acc kernels
  for (int i = 0; i < n; i++)
    r[i] = i + traits<unsigned>::digits;
#pragma acc kernels
  for (int i = 0; i < n; i++) {
    c[i] = std::popcount((unsigned)i * 2654435761u) +
           std::countl_zero((unsigned long long)i + 1);
    s[i] = std::rotl((unsigned)i * 40503u, i % 32);
  }
  long h = 0;
  for (int i = 0; i < n; i++)
    h = h * 31 + r[i] + c[i] + s[i];
  std::printf("%ld\n", h);
  return 0;
}
