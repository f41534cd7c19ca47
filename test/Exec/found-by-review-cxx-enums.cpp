// C++ enums in kernels: an enum without a fixed type whose values are all
// non-negative has unsigned int as its underlying type, but promotes to
// int, so 'c - 5' is negative; the kernels used the underlying type (a
// value, a parameter, an array's elements, a static constexpr member, a
// local constant) and computed 4294967297 where the plain build computes
// 1. And an integer constant wider than 64 bits (__int128) was printed
// into the kernels cut to 64. Found by review (helper, hand-written).
// RUN: %cuacc -O2 -w %s %{cuaccrt} -lstdc++ -o %t
// RUN: %clang -x c++ -O2 -w %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
#include <cstdio>

enum Color { R, G, B };
struct Palette {
  static constexpr Color Middle = G;
};

static void constant(int n, long *a, const long *b) {
  const Color c = B;
#pragma acc region
  for (int i = 0; i < n; i++)
    a[i] = b[i] + (c - 5);
}

static void elements(int n, long *a, const long *b, const Color *cols) {
#pragma acc region
  for (int i = 0; i < n; i++)
    a[i] = b[i] + (B - 5) * 10 + (cols[i] - 5) * 1000;
}

static void parameter(int n, long *a, const long *b, Color c) {
#pragma acc region
  for (int i = 0; i < n; i++)
    a[i] = b[i] + (c - 5) * 10 + (Palette::Middle - 3) * 1000;
}

static void wide(int n, long long *out) {
  const __int128 K = (__int128)1 << 70;
#pragma acc region
  for (int i = 0; i < n; i++)
    out[i] = (long long)(K >> 64) + i;
}

static void print(const long *buf) {
  for (int i = 0; i < 8; i++)
    std::printf("%ld ", buf[i]);
  std::printf("\n");
}

int main() {
  long buf[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  constant(4, buf, buf + 4);
  print(buf);
  Color cols[4] = {R, G, B, G};
  elements(4, buf, buf + 4, cols);
  print(buf);
  parameter(4, buf, buf + 4, B);
  print(buf);
  long long out[4];
  wide(4, out);
  for (int i = 0; i < 4; i++)
    std::printf("%lld\n", out[i]);
  return 0;
}
