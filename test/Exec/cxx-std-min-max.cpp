// std::min and std::max in regions: calls into the library with operands
// by const reference, so every such region ran on the host ("parameter
// '__a' is not a scalar or a plain pointer"). Each is now the expression
// the library computes (Directive/LibraryCalls.h): 'b < a ? b : a' and
// 'a < b ? b : a', so NaN operands, -0.0 against 0.0 and equal values give
// what the library gives (not fmin/fmax, which drop a NaN). Covered: double
// with NaN and signed zeros, float, int, unsigned, long, nested
// (clamping), std::clamp (libstdc++'s), explicit template arguments with a converted operand, a max
// reduction written with std::max, and an operand with a side effect
// (evaluated once by the library: that region stays on the host). Prints
// what the plain build prints.
// RUN: %cuacc -x c++ -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -x c++ -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate ACC_NOTIFY=1 %t 2>%t.launches | diff %t.want - %}
// RUN: %if nvcc %{ grep -c 'launch CUDA kernel' %t.launches | FileCheck --check-prefix=LAUNCHES %s %}
// MINFO-LABEL: pick:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: integers:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: clamp:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: clamped:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: largest:
// MINFO: Max reduction generated for 'm'
// MINFO: Accelerator kernel generated
// MINFO-LABEL: residual:
// MINFO: Max reduction generated for 'd'
// MINFO-LABEL: largest_square:
// MINFO: Max reduction not generated for 'm': the result depends on the order of signed zeros
// MINFO-LABEL: counted:
// MINFO: Accelerator region ignored: the call to 'min' cannot run on the device
// LAUNCHES: 7
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

static void pick(const double *a, const double *b, double *lo, double *hi,
                 float *f, int n) {
#pragma acc kernels loop
  for (int i = 0; i < n; i++) {
    lo[i] = std::min(a[i], b[i]);
    hi[i] = std::max(a[i], b[i]);
    f[i] = std::min((float)a[i], 0.5f) + std::max<float>(f[i], 1);
  }
}

static void integers(const int *x, unsigned *u, long *l, int n) {
#pragma acc kernels loop
  for (int i = 0; i < n; i++) {
    int k = std::max(x[i], -3);
    u[i] = std::min(u[i], (unsigned)k);
    l[i] = std::max<long>(l[i], x[i] * 1000000000L);
  }
}

static void clamp(double *v, double lo, double hi, int n) {
#pragma acc kernels loop
  for (int i = 0; i < n; i++)
    v[i] = std::min(std::max(v[i], lo), hi);
}

// libstdc++'s clamp: min(max(v, lo), hi).
static void clamped(float *v, int n) {
#pragma acc kernels loop
  for (int i = 0; i < n; i++)
    v[i] = std::clamp(v[i] * 2, -1.0f, 1.0f);
}

static long largest(const int *x, int n) {
  long m = -1;
#pragma acc kernels loop reduction(max : m)
  for (int i = 0; i < n; i++)
    m = std::max(m, (long)x[i] * x[i]);
  return m;
}

// A Jacobi's convergence check: an operand that calls std::abs (pure: it
// may be evaluated twice).
static long residual(const long *v, const long *u, int n) {
  long d = 0;
#pragma acc kernels loop reduction(max : d)
  for (int i = 0; i < n; i++)
    d = std::max(d, std::abs(v[i] - u[i]));
  return d;
}

// (-0.0 and 0.0 compare equal: which one a max keeps depends on the
// order, so the loop stays sequential.)
static double largest_square(const double *v, int n) {
  double m = -1e300;
#pragma acc kernels loop reduction(max : m)
  for (int i = 0; i < n; i++)
    m = std::max(m, v[i] * v[i]);
  return m;
}

static void counted(int *x, int n) {
  int k = 0;
#pragma acc kernels loop
  for (int i = 0; i < n; i++)
    x[i] = std::min(x[i], k++);
}

static void show(const char *what, const double *v, int n) {
  std::printf("%s:", what);
  for (int i = 0; i < n; i++) {
    // The bits too: -0.0 against 0.0.
    unsigned long long bits;
    std::memcpy(&bits, &v[i], sizeof bits);
    std::printf(" %g/%llx", v[i], bits >> 60);
  }
  std::printf("\n");
}

int main() {
  const int n = 8;
  double a[n] = {1, NAN, 2, -0.0, 0.0, 3, -INFINITY, NAN};
  double b[n] = {2, 1, NAN, 0.0, -0.0, 3, 5, NAN};
  double lo[n], hi[n];
  float f[n] = {0, 2, -1, 3, NAN, 1, 1, 0.25f};
  pick(a, b, lo, hi, f, n);
  show("min", lo, n);
  show("max", hi, n);
  for (int i = 0; i < n; i++)
    std::printf("%g ", f[i]);
  std::printf("\n");
  int x[n] = {-5, -3, 0, 7, 100, -100, 2, 3};
  unsigned u[n] = {1, 2, 3, 4, 5, 6, 7, 8};
  long l[n] = {0, -1, 5000000000L, 3, 4, 5, 6, 7};
  integers(x, u, l, n);
  for (int i = 0; i < n; i++)
    std::printf("%u %ld ", u[i], l[i]);
  std::printf("\n");
  double v[n] = {-2, -0.0, 0.5, 9, NAN, 1, 0.0, 1.5};
  clamp(v, -0.0, 1.0, n);
  show("clamp", v, n);
  float cf[n] = {-3, -0.0f, 0.25f, NAN, 7, -0.5f, 0, 1};
  clamped(cf, n);
  for (int i = 0; i < n; i++)
    std::printf("%g ", cf[i]);
  std::printf("\n");
  std::printf("largest %ld %g residual %ld\n", largest(x, n),
              largest_square(b, 6), residual(l, (const long *)l + 1, n - 1));
  counted(x, n);
  for (int i = 0; i < n; i++)
    std::printf("%d ", x[i]);
  std::printf("\n");
  return 0;
}
