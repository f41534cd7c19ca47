// Loop conditions that compare the index plus or minus a constant: 'i + 1
// < v.size()' is how C++ stops before the last element (v.size() - 1
// wraps for an empty vector), 'k + 2 <= n' and 'i - 1 < n' in C. They ran
// sequentially ("the condition is not a comparison of the index"); the
// constant now moves to the bound. Where it must not: an unsigned 'i - 1'
// wraps at 0 (the loop below runs no iteration), so that loop stays
// sequential. Sizes 0, 1, 2 and 9 (empty and one-element loops). Prints
// what the plain build prints.
// RUN: %cuacc -x c++ -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -x c++ -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate ACC_NOTIFY=1 %t 2>%t.launches | diff %t.want - %}
// RUN: %if nvcc %{ grep -c 'launch CUDA kernel' %t.launches | FileCheck --check-prefix=LAUNCHES %s %}
// MINFO-LABEL: differences:
// MINFO: Generating implicit copyout(d[:(x.size())-1])
// MINFO: Loop is parallelizable
// MINFO-LABEL: shifted:
// MINFO: Loop is parallelizable
// MINFO-LABEL: pairs:
// MINFO: Loop is parallelizable
// MINFO-LABEL: below:
// MINFO: Loop is parallelizable
// MINFO-LABEL: wraps:
// MINFO: Loop not parallelized: the condition is not a comparison of the index
// LAUNCHES: 11
#include <cstdio>
#include <vector>

static void differences(const std::vector<double> &x, std::vector<double> &d) {
#pragma acc kernels loop
  for (size_t i = 0; i + 1 < x.size(); i++)
    d[i] = x[i + 1] - x[i];
}

static void shifted(double *a, int n) {
#pragma acc kernels loop
  for (int i = 0; i - 1 < n - 2; i++)
    a[i] = 2 * i + 1;
}

static void pairs(double *a, const double *b, int n) {
#pragma acc kernels loop
  for (int k = 0; 2 + k <= n; k++)
    a[k] += b[k] * b[k + 1];
}

static void below(float *a, long n) {
#pragma acc kernels loop
  for (long i = 3; n > i + 2; i++)
    a[i] = -a[i];
}

static void wraps(double *a, unsigned n) {
#pragma acc kernels loop copy(a[0:4])
  for (unsigned i = 0; i - 1 < n; i++)
    a[i & 3] += 1;
}

int main() {
  for (int n : {0, 1, 2, 9}) {
    std::vector<double> x(n), d(n, -1.0);
    for (int i = 0; i < n; i++)
      x[i] = i * i * 0.5;
    differences(x, d);
    double a[16] = {0}, b[16];
    float f[16];
    for (int i = 0; i < 16; i++) {
      b[i] = i - 3;
      f[i] = i * 0.25f;
    }
    shifted(a, n);
    pairs(a, b, n);
    below(f, n);
    double w[4] = {0};
    wraps(w, (unsigned)n);
    double cs = 0;
    for (double e : d)
      cs += e;
    for (int i = 0; i < 16; i++)
      cs += a[i] * (i + 1) + f[i] * (i + 2);
    std::printf("n=%d %.17g %g\n", n, cs, w[0]);
  }
  return 0;
}
