// Inlined accessors and lambdas at their boundaries, found by a
// bug-hunting helper: a parameter narrower than its argument ('unsigned
// char c' given 300, 'short c' given 40000) and a return type narrower
// than the returned expression ('uint8_t byte() { return d[k]; }') lost
// their conversions in the printed kernel, which computed in the wider
// type (wrong answers); an argument left to its default ('g.def(i)' with
// 'int j = 0') printed as nothing (an internal error); a clause naming a
// member of a template's dependent type ('copy(b.p[0:b.n])' with Buf<T>
// &b) was an error (each instantiation binds it now). Prints what the
// plain build prints.
// RUN: %cuacc -x c++ -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -x c++ -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate ACC_NOTIFY=1 %t 2>%t.launches | diff %t.want - %}
// RUN: %if nvcc %{ grep -c 'launch CUDA kernel' %t.launches | FileCheck --check-prefix=LAUNCHES %s %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-NOT: internal error
// MINFO-NOT: error:
// MINFO-LABEL: twice<int>:
// MINFO: Generating copy(b.p[0:b.n])
// MINFO: Accelerator kernel generated
// LAUNCHES: 4
#include <cstdint>
#include <cstdio>

struct Grid {
  int n, m;
  int *d;
  int &def(int i, int j = 0) { return d[i * m + j]; }
  int rows() const { return n; }
  int cols() const { return m; }
};

struct V {
  int *d;
  uint8_t byte(int k) const { return d[k]; }
  short sh(int k) const { return d[k] * 1000; }
  unsigned uns(int k) const { return d[k]; }
};

template <typename T> struct Buf {
  int n;
  T *p;
};

template <typename T> static void twice(Buf<T> &b) {
#pragma acc kernels copy(b.p[0:b.n])
  for (int i = 0; i < b.n; i++)
    b.p[i] *= 2;
}

static long defaults() {
  const int n = 4, m = 30;
  int a[n * m], b[n * m];
  for (int k = 0; k < n * m; k++) {
    a[k] = k;
    b[k] = 0;
  }
  Grid g{n, m, a}, h{n, m, b};
#pragma acc kernels copyin(g.d[0:n*m]) copy(h.d[0:n*m])
  for (int i = 0; i < h.rows(); i++)
    for (int j = 0; j < h.cols(); j++)
      h.def(i, j) = g.def(i) + 1;
  long s = 0;
  for (int k = 0; k < n * m; k++)
    s = s * 31 + b[k];
  return s;
}

static long narrow() {
  const int n = 1000;
  int r[n];
  auto nb = [](unsigned char c) { return c + 1; };
  auto sh = [](short c) { return c * 2; };
#pragma acc kernels
  for (int k = 0; k < n; k++)
    r[k] = nb(k) + sh(k * 100);
  long s = 0;
  for (int k = 0; k < n; k++)
    s = s * 31 + r[k];
  return s;
}

static long returns() {
  const int N = 64;
  int d[N];
  long o[4][N];
  for (int k = 0; k < N; k++)
    d[k] = k * 37 - 1000;
  V v{d};
  auto to_u8 = [](int x) -> uint8_t { return x; };
#pragma acc kernels copyin(d[0:N]) copyout(o[0:4][0:N])
  for (int k = 0; k < N; k++) {
    o[0][k] = to_u8(d[k]);
    o[1][k] = v.byte(k);
    o[2][k] = v.sh(k);
    o[3][k] = (long)v.uns(k);
  }
  long s = 0;
  for (int r = 0; r < 4; r++)
    for (int k = 0; k < N; k++)
      s = s * 7 + o[r][k];
  return s;
}

int main() {
  int x[100];
  for (int i = 0; i < 100; i++)
    x[i] = i;
  Buf<int> b{100, x};
  twice(b);
  long s = 0;
  for (int i = 0; i < 100; i++)
    s += x[i];
  std::printf("%ld %ld %ld %ld\n", defaults(), narrow(), returns(), s);
  return 0;
}
