// A region whose pointers may overlap has a second host copy of its
// statement, run where the run-time overlap checks passed: there the host
// compiler is told the checked arrays are apart (through opaque copies of
// the pointers, so two halves of one allocation are apart too) and reads
// the scalars the statement only reads from local copies. Where the checks
// fail, the statement as written runs. Either way the program prints what
// the plain build prints.
//
// RUN: %clang -O2 -Wall %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -Wall %s %{cuaccrt} -lm -o %t 2> %t.warnings
// RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: %s < %t.warnings
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %cuacc -O2 -funsigned-char -fwrapv %s %{cuaccrt} -lm -o %t.flags 2>/dev/null
// RUN: %clang -O2 -funsigned-char -fwrapv %s -o %t.plain-flags && %t.plain-flags > %t.want-flags
// RUN: env ACC_DEVICE=host %t.flags | diff %t.want-flags -
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=host %s 2>/dev/null | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

static void gesummv(int n, double alpha, double beta, double A[n][n],
                    double B[n][n], double *tmp, double *x, double *y) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    tmp[i] = 0.0;
    y[i] = 0.0;
    for (int j = 0; j < n; j++) {
      tmp[i] = A[i][j] * x[j] + tmp[i];
      y[i] = B[i][j] * x[j] + y[i];
    }
    y[i] = alpha * tmp[i] + beta * y[i];
  }
}
// CHECK-LABEL: gesummv: region at line 23:
// CHECK: int __cuacc_s0 = __cuacc_region0(
// CHECK-SAME: if (__cuacc_s0 != 1)
// CHECK: the host version, where the overlap checks passed:
// CHECK-SAME: __asm__("" : "+r"(__cuacc_v0_
// CHECK-SAME: __builtin_assume_separate_storage(
// CHECK-SAME: __typeof__(alpha) alpha = __cuacc_v0_
// CHECK: cuacc_host_pays({{.*}}, 0))
// CHECK-NEXT: return 2;
// CHECK: if (!cuacc_region_enter(
// CHECK-NEXT: return 2;

// A signed char keeps its type in its copy; 'c', which the statement
// names in a sizeof, keeps no copy; a local array and a pointer are
// checked against each other. The warning
// about the statement's unused variable is given once, at its own line.
static void shifted(int n, signed char k, char c, double *out) {
  double t[n];
  for (int i = 0; i < n; i++)
    t[i] = i * 0.5;
#pragma acc region
  for (int i = 0; i < n; i++) {
    int unused;
    out[i] = t[i] * k + c + (double)sizeof(c) + (double)(char)(c * 100);
  }
  printf("shifted: %g %g\n", out[0], out[n - 1]);
}
// WARN: host-version.c:[[@LINE-5]]:9: warning: unused variable 'unused'
// CHECK-LABEL: shifted: region at line 54:
// CHECK: the host version
// CHECK-SAME: __builtin_assume_separate_storage(__cuacc_v1_{{[0-9]+}}, t)
// CHECK-SAME: __typeof__(k) k = __cuacc_v1_
// CHECK-NOT: __typeof__(c) c =
// CHECK: cuacc_region_enter

// A scalar whose address the function takes elsewhere may change behind
// the statement's back: no copy of it. A preprocessor conditional inside
// the statement: no second copy at all.
static void bump(int *p) { *p += 1; }
static void addressed(int n, double *a, double *b) {
  int m = n;
  bump(&m);
#pragma acc region
  for (int i = 0; i < n; i++)
    a[i] = b[i] + m;
}
// CHECK-LABEL: addressed: region at line 76:
// CHECK: the host version
// CHECK-NOT: __typeof__(m) m =
// CHECK: cuacc_region_enter
static void conditional(int n, double *a, double *b) {
#pragma acc region
  for (int i = 0; i < n; i++) {
#if 1
    a[i] = b[i] * 2;
#else
    a[i] = b[i] * 3;
#endif
  }
}
// CHECK-LABEL: conditional: region at line 85:
// CHECK: if (!__cuacc_region
// CHECK-NOT: the host version
// CHECK: return 0;

// A data region's section that may not hold all the statement touches
// (n/2 against n-1: not provable either way) does not speak for the
// accesses: no host version (its check compares that section).
static void half(int n, double *a, double *b) {
#pragma acc data region copyin(b[0:n/2]) copyout(a[0:n-1])
  {
#pragma acc region
    for (int i = 0; i < n; i++)
      a[i] = b[i] * 2;
  }
}
// CHECK-LABEL: half: region at line 105:
// CHECK: if (!__cuacc_region
// CHECK-NOT: the host version
// CHECK: return 0;

static double checksum(const double *v, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += v[i] * (i % 7 + 1);
  return s;
}

int main(void) {
  int n = 37;
  double(*A)[n] = malloc(sizeof(double[n][n]));
  double(*B)[n] = malloc(sizeof(double[n][n]));
  double *buf = malloc(sizeof(double[3 * n]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = (i * j % 5) - 2.5;
      B[i][j] = (i + 2 * j) % 7 * 0.25;
    }
  for (int i = 0; i < 3 * n; i++)
    buf[i] = i % 3 - 1;
  double *x = malloc(sizeof(double[n])), *tmp = malloc(sizeof(double[n])),
         *y = malloc(sizeof(double[n]));
  for (int i = 0; i < n; i++)
    x[i] = i % 4 * 0.5;
  // Apart: the host version.
  gesummv(n, 1.5, 1.25, A, B, tmp, x, y);
  printf("apart: %.17g %.17g\n", checksum(tmp, n), checksum(y, n));
  // Three parts of one allocation: apart for the checks, one allocation.
  gesummv(n, 1.5, 1.25, A, B, buf, buf + n, buf + 2 * n);
  printf("parts: %.17g %.17g\n", checksum(buf, n), checksum(buf + 2 * n, n));
  // tmp and y the same array, x inside it: the statement as written.
  for (int i = 0; i < 3 * n; i++)
    buf[i] = i % 3 - 1;
  gesummv(n, 1.5, 1.25, A, B, buf, buf + 1, buf);
  printf("overlapping: %.17g\n", checksum(buf, n + 1));
  shifted(n, -3, 'A', tmp);
  shifted(n, 2, (char)200, tmp);
  addressed(n, tmp, x);
  printf("addressed: %.17g\n", checksum(tmp, n));
  addressed(n, buf + 1, buf);
  printf("addressed overlapping: %.17g\n", checksum(buf, n + 1));
  (void)half; // compiled for its listing only: the device would read
              // b outside the section its data region copies
  conditional(n, tmp, x);
  printf("conditional: %.17g\n", checksum(tmp, n));
  return 0;
}
