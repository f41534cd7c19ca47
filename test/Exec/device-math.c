// The C math library in regions: <math.h>'s classification macros (which
// expand to builtins: isinf is glibc's __builtin_isinf_sign, with the sign;
// signbit gives 0 or 1), the rounding, remainder and gamma functions,
// frexp and modf storing through the address of a private scalar or of an
// element, C's conversions of arguments (abs of a double takes an int), a
// function of the file that calls them, and INFINITY/NAN, all in parallel
// kernels, against the plain build bit for bit (a NaN printed without its
// sign: C leaves it to the hardware). The functions C does not require to
// round correctly (atanh, tgamma, lgamma, asinh, powf), which CUDA computes
// within a few units in the last place, are compared within 1e-12 of the
// host's values instead.
// RUN: %clang -O2 -w %s -lm -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// MINFO-LABEL: classify:
// MINFO: Loop is parallelizable
// MINFO-NEXT: Accelerator kernel generated
// MINFO-LABEL: rounding:
// MINFO: Loop is parallelizable
// MINFO-NEXT: Accelerator kernel generated
// MINFO-LABEL: outputs:
// MINFO: Loop is parallelizable
// MINFO-NEXT: Accelerator kernel generated
// MINFO-LABEL: through_pointer:
// MINFO: Accelerator restriction: 'frexp' stores through a pointer other than the address of a variable or an element
// MINFO-LABEL: later_call:
// MINFO: Loop is parallelizable
// MINFO-NEXT: Accelerator kernel generated
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 1000
static double a[N], b[N], c[N];
static float f[N], g[N], h[N];
static int k[N], ex[N];
static long l[N];

static double nosign(double V) { return isnan(V) ? NAN : V; }

#define INEXACT(x, y)                                                          \
  (atanh((x) / 1000.0) + tgamma(fabs(x) / 100.0 + 0.5) +                       \
   lgamma(fabs(x) + 1.0) + asinh(x) + powf((y), 2))

/// Whether Got is the host's Want within 1e-12 (the same NaN or infinity).
static int within(double Got, double Want) {
  if (isnan(Want) || isinf(Want))
    return isnan(Want) ? isnan(Got) : Got == Want;
  return fabs(Got - Want) <= 1e-12 * fabs(Want);
}

static int classes(double x) {
  return isnan(x) + 2 * isinf(x) + 4 * isfinite(x) + 8 * signbit(x) +
         16 * fpclassify(x) + 256 * isnormal(x);
}

static void classify(void) {
  #pragma acc region
  {
    for (int i = 0; i < N; i++) {
      k[i] = classes(a[i]) + 1024 * isinf(f[i]) + 2048 * signbit(f[i]) +
             4096 * (isnan(a[i] * 0) != 0);
      b[i] = a[i] > 0 ? INFINITY : a[i] < -100 ? -NAN : a[i];
    }
  }
}

static void rounding(void) {
  #pragma acc region
  {
    for (int i = 0; i < N; i++) {
      b[i] = rint(a[i]) + nearbyint(a[i] * 0.5) + ldexp(a[i], 3) + remainder(a[i], 2.5) +
             fdim(a[i], 1.0) + nextafter(a[i], 0.0) + scalbn(a[i], 2) +
             logb(fabs(a[i]) + 1) + abs(h[i] * 3.5) + labs(h[i] * 1000);
      c[i] = INEXACT(a[i], f[i]);
      // (Finite arguments: converting an infinity to an integer is
      // undefined.)
      l[i] = lrint(h[i]) + llrint(h[i]) + llround(h[i] * 1.5f) + ilogb(fabs(h[i]) + 1.0f);
      g[i] = rintf(f[i]) + ldexpf(f[i], 2) + remainderf(f[i], 3.0f) + copysignf(1.0f, f[i]) +
             sqrtf(i);
    }
  }
}

static void outputs(void) {
  #pragma acc region
  {
    for (int i = 0; i < N; i++) {
      int e;
      double ip;
      c[i] = frexp(a[i], &e) + e;
      c[i] += modf(a[i], &ip) + ip;
      g[i] = frexpf(f[i], &ex[i]);
    }
  }
}

static void through_pointer(int *p) {
  #pragma acc region
  {
    for (int i = 0; i < N; i++)
      c[i] = frexp(a[i], p + i);
  }
}

double elsewhere(double);

// Defined after its caller: compiled into the kernel all the same.
static void later_call(void) {
  #pragma acc region
  {
    for (int i = 0; i < N; i++)
      c[i] = elsewhere(a[i]);
  }
}

double elsewhere(double x) { return x * 2; }

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = (i % 7 == 0) ? NAN : (i % 11 == 0) ? -INFINITY : (i % 13 == 0) ? -0.0
         : (i % 17 == 0) ? 1e-310 : (i - 500) * 0.37;
    f[i] = (i % 19 == 0) ? -INFINITY : (float)(i * 0.25 - 100);
    h[i] = (float)(i * 0.25 - 100);
  }
  classify();
  for (int i = 0; i < N; i++)
    printf("classify %d %a\n", k[i], nosign(b[i]));
  rounding();
  int far = 0;
  for (int i = 0; i < N; i++) {
    printf("rounding %a %ld %a\n", nosign(b[i]), l[i], nosign(g[i]));
    far += !within(c[i], INEXACT(a[i], f[i]));
  }
  printf("inexact functions off by more than 1e-12: %d\n", far);
  outputs();
  for (int i = 0; i < N; i++)
    printf("outputs %a %a %d\n", nosign(c[i]), nosign(g[i]), ex[i]);
  int p[N];
  through_pointer(p);
  for (int i = 0; i < N; i++)
    printf("pointer %a %d\n", nosign(c[i]), i % 50 ? 0 : p[i]);
  later_call();
  printf("%a\n", c[1]);
  return 0;
}
