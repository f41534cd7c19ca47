// Subscripts through index helpers: 'a[idx(i, j, m)]' with 'static inline
// int idx(int i, int j, int m) { return i * m + j; }'. A call in a
// subscript was not affine ("function call in subscript"): every such
// nest ran sequentially, and without a section in a clause on the host.
// A call of a function whose body returns one expression of its integer
// parameters is now read as that expression of the call's arguments (C's
// conversions to the parameters' and return types included; the kernels
// still call the function): the nest is parallel, delinearized, and its
// section inferred. Covered: a C helper, a helper calling a helper, a
// static member function, a function template with a value parameter, a
// helper whose unsigned arithmetic may wrap (stays sequential), a helper
// with a side effect, and a shifted helper that makes a true dependence
// (found as one). Prints what the plain build prints.
// RUN: %cuacc -x c++ -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -x c++ -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate ACC_NOTIFY=1 %t 2>%t.launches | diff %t.want - %}
// RUN: %if nvcc %{ grep -c 'launch CUDA kernel' %t.launches | FileCheck --check-prefix=LAUNCHES %s %}
// MINFO-LABEL: scale:
// MINFO: Generating implicit copy(a[:n*m])
// MINFO: Loop is parallelizable
// MINFO: Loop is parallelizable
// MINFO-LABEL: transpose:
// MINFO: Loop is parallelizable
// MINFO: Loop is parallelizable
// MINFO-LABEL: blocks:
// MINFO: Loop is parallelizable
// MINFO-LABEL: wrapping:
// MINFO: Loop carried dependence of 'a' prevents parallelization
// MINFO-LABEL: counted:
// MINFO-NOT: Loop is parallelizable
// MINFO-LABEL: recurrence:
// MINFO: Loop carried dependence of 'a' prevents parallelization
// LAUNCHES: 5
#include <cstdio>

static inline int idx(int i, int j, int m) { return i * m + j; }
static inline long at(int i, int j, int m) { return idx(j, i, m) + 0L; }

struct Layout {
  static int flat(int i, int j, int ld) { return i * ld + j; }
};

template <int W> static int block(int b, int k) { return b * W + k; }

static unsigned wrap(unsigned i, unsigned j) { return i * 4000000000u + j; }

static int calls = 0;
static int counted_idx(int i) { return i + calls; }

static inline int prev(int i) { return i - 1; }

static void scale(double *a, int n, int m) {
#pragma acc kernels loop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[idx(i, j, m)] *= 2;
}

static void transpose(double *t, const double *a, int n, int m) {
#pragma acc kernels loop copyout(t[0:n*m]) copyin(a[0:n*m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      t[at(i, j, n)] = a[Layout::flat(i, j, m)];
}

static void blocks(float *x, int nb) {
#pragma acc kernels loop copy(x[0:nb*8])
  for (int b = 0; b < nb; b++)
    for (int k = 0; k < 8; k++)
      x[block<8>(b, k)] += b - k;
}

static void wrapping(double *a, int n) {
#pragma acc kernels loop copy(a[0:64])
  for (int i = 0; i < n; i++)
    a[wrap(i, 1) % 64] += 1;
}

static void counted(double *a, int n) {
#pragma acc kernels loop copy(a[0:n+4])
  for (int i = 0; i < n; i++)
    a[counted_idx(i)] += 1;
}

static void recurrence(double *a, int n) {
#pragma acc kernels loop copy(a[0:n])
  for (int i = 1; i < n; i++)
    a[i] = a[prev(i)] * 0.5 + 1;
}

int main() {
  const int n = 13, m = 7;
  double a[n * m], t[n * m];
  for (int i = 0; i < n * m; i++)
    a[i] = i * 0.25;
  scale(a, n, m);
  transpose(t, a, n, m);
  float x[5 * 8] = {0};
  blocks(x, 5);
  double w[64] = {0};
  wrapping(w, 20);
  double c[n + 4] = {0};
  counted(c, n);
  double r[n];
  for (int i = 0; i < n; i++)
    r[i] = i;
  recurrence(r, n);
  double cs = 0;
  for (int i = 0; i < n * m; i++)
    cs += a[i] * (i % 5) + t[i] * (i % 3);
  for (int i = 0; i < 40; i++)
    cs += x[i] * i;
  for (int i = 0; i < 64; i++)
    cs += w[i] * i;
  for (int i = 0; i < n; i++)
    cs += c[i] + r[i];
  std::printf("%.17g\n", cs);
  return 0;
}
