// C++ spellings in section bounds that the directive parser refused
// ("expected an expression"): static_cast<T>(e), a type named through its
// namespace (std::size_t), and integer constants named through a
// namespace, a class or an enumeration (grid::N, Config::kRows,
// ::kGlobal, Shape::Wide), which stand for their values. Found by a
// helper's campaign (2026-11-28).
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
// MINFO-NOT: error:
// MINFO-NOT: warning:
// MINFO: Generating copyin(a[0:(unsigned long)n])
// MINFO: Generating copy(b[0:8])
// MINFO: Generating copyin(a[(int)2:6l])
// MINFO: Generating copy(c[(int)(-2)+2:4])
// MINFO: Accelerator kernel generated
// MINFO-NOT: ignored
#include <cstddef>
#include <cstdio>

namespace grid {
constexpr int N = 8;
}
struct Config {
  static constexpr long kRows = 6;
};
constexpr int kGlobal = 4;
enum class Shape { Narrow = -2, Wide = 2 };

static void scale(int n, const float *a, float *b) {
#pragma acc kernels loop copyin(a[0:static_cast<std::size_t>(n)]) copyout(b[0:grid::N])
  for (int i = 0; i < n; ++i)
    b[i] = a[i] * 2;
}

static void window(const float *a, float *c) {
#pragma acc kernels loop copyin(a[static_cast<int>(Shape::Wide):Config::kRows]) copy(c[static_cast<int>(Shape::Narrow) + 2: ::kGlobal])
  for (int i = 0; i < ::kGlobal; ++i)
    c[i] += a[i + 2];
}

int main() {
  float a[8], b[8], c[8];
  for (int i = 0; i < 8; ++i) {
    a[i] = i;
    b[i] = c[i] = -1;
  }
  scale(grid::N, a, b);
  window(a, c);
  for (int i = 0; i < 8; ++i)
    std::printf("%g %g\n", b[i], c[i]);
  return 0;
}
