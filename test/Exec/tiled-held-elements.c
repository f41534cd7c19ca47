// Products whose accumulator is the output element itself (C[i][j] += ...,
// PolyBench's form): the tiled entries keep each thread's elements in
// registers across the k loop, loaded after the statements before it and
// stored after it. Held only where that is the same program: a conditional
// update stays in memory. Every form is checked against the host's loops,
// the integer and the untouched ones bit for bit (NaN, -0.0, a k loop that
// never runs), on each tile shape the runtime can pick.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-dump=lowered %s %{cuaccrt} -lm -o %t 2>&1 | FileCheck --check-prefix=LOWERED %s
// RUN: %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ FileCheck --check-prefix=TILED %s < %t.emu %}
// RUN: %if nvcc %{ env CUACC_TILE=0 %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ env CUACC_TILE=1 %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ env CUACC_TILE=none %{run-emulated} | FileCheck %s %}
// The user's flags: contraction off, wrapping signed arithmetic.
// RUN: %cuacc -O2 -ffp-contract=off -fwrapv %s %{cuaccrt} -lm -o %t.flags
// RUN: %if nvcc %{ env CUACC_TILE=0 %{run-emulated} %t.flags | FileCheck %s %}
//
// LOWERED-LABEL: gemm_pb: region
// LOWERED: held double C in a register a copy across the sequential loop, 1 reference
// LOWERED-LABEL: two_held: region
// LOWERED-DAG: held float c in a register a copy across the sequential loop, 2 references
// LOWERED-DAG: held float d in a register a copy across the sequential loop, 1 reference
// LOWERED-LABEL: conditional: region
// LOWERED-NOT: in a register a copy
// LOWERED: smaller tiled entry
// LOWERED-LABEL: wrap: region
// LOWERED: held unsigned int u in a register
// LOWERED-LABEL: linear: region
// LOWERED: held float c in a register
// LOWERED-LABEL: by_macro: region
// LOWERED: held float c in a register
// LOWERED-LABEL: upto: region
// LOWERED: held float c in a register
//
// CHECK: gemm_pb: PASS
// CHECK: two_held c: PASS
// CHECK: two_held d: PASS
// CHECK: conditional: PASS
// CHECK: linear: PASS
// CHECK: by_macro: PASS
// CHECK: wrap n=1 ok
// CHECK: no_k n=1 ok
// CHECK: zeros n=1 ok
// CHECK: ALL PASS
//
// The tiled entries ran.
// TILED: function=gemm_pb {{.*}} block=[16x16]
#include "common.h"
#include <math.h>
#include <stdint.h>

static void gemm_pb(int ni, int nj, int nk, double alpha, double beta,
                    double (*restrict C)[nj], double (*restrict A)[nk],
                    double (*restrict B)[nj]) {
#pragma acc region
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      C[i][j] *= beta;
      for (int k = 0; k < nk; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
}

// Two held elements, one of them read twice in its statement.
static void two_held(int n, int m, int p, float (*restrict a)[p],
                     float (*restrict b)[m], float (*restrict c)[m],
                     float (*restrict d)[m]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      for (int k = 0; k < p; ++k) {
        c[i][j] = c[i][j] * 0.5f + a[i][k] * b[k][j];
        d[i][j] -= b[k][j];
      }
}

// The update runs only where the condition holds: its element stays in
// memory.
static void conditional(int n, int m, int p, float (*restrict a)[p],
                        float (*restrict b)[m], float (*restrict c)[m]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      for (int k = 0; k < p; ++k)
        if (a[i][k] > 0.5f)
          c[i][j] += a[i][k] * b[k][j];
}

static void wrap(int n, int m, int p, unsigned (*restrict a)[p],
                 unsigned (*restrict b)[m], unsigned (*restrict u)[m]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      for (int k = 0; k < p; ++k)
        u[i][j] += a[i][k] * b[k][j] + 0x9e3779b9u;
}

static void linear(int n, int m, int p, float *restrict a, float *restrict b,
                   float *restrict c) {
#pragma acc region copyin(a[0:n*p-1], b[0:p*m-1]) copy(c[0:n*m-1])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      for (int k = 0; k < p; ++k)
        c[i * m + j] += a[i * p + k] * b[k * m + j];
}

#define UPDATE(x) c[i][j] += (x)
#define BODY UPDATE(a[i][k] * b[k][j])
static void by_macro(int n, int m, int p, float (*restrict a)[p],
                     float (*restrict b)[m], float (*restrict c)[m]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      for (int k = 0; k < p; ++k)
        BODY;
}

// The k loop's end apart from the arrays' shapes: it may run no iteration.
static void upto(int n, int m, int p, int kend, float (*restrict a)[p],
                 float (*restrict b)[m], float (*restrict c)[m]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      for (int k = 0; k < kend; ++k)
        c[i][j] += a[i][k] * b[k][j];
}

static float *mat(long n, int seed) {
  float *p = malloc(sizeof(float) * (n ? n : 1));
  fill(p, n, seed);
  return p;
}

static int same(const char *what, const float *x, const float *r, long n) {
  return check(what, x, r, n, 1e-4f);
}

static int testGemm(int ni, int nj, int nk) {
  double(*C)[nj] = malloc(sizeof(double) * ni * nj);
  double(*R)[nj] = malloc(sizeof(double) * ni * nj);
  double(*A)[nk] = malloc(sizeof(double) * ni * nk);
  double(*B)[nj] = malloc(sizeof(double) * nk * nj);
  for (int i = 0; i < ni; ++i)
    for (int j = 0; j < nj; ++j)
      C[i][j] = R[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0;
  for (int i = 0; i < ni; ++i)
    for (int k = 0; k < nk; ++k)
      A[i][k] = (double)((i + 2 * k) % 13) / 13.0;
  for (int k = 0; k < nk; ++k)
    for (int j = 0; j < nj; ++j)
      B[k][j] = (double)((3 * k + j) % 17) / 17.0;
  gemm_pb(ni, nj, nk, 1.5, 1.2, C, A, B);
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      R[i][j] *= 1.2;
      for (int k = 0; k < nk; k++)
        R[i][j] += 1.5 * A[i][k] * B[k][j];
    }
  double worst = 0;
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      worst = fmax(worst, fabs(C[i][j] - R[i][j]) / fmax(1, fabs(R[i][j])));
  printf("gemm_pb: %s (%.3g)\n", worst < 1e-12 ? "PASS" : "FAIL", worst);
  return worst < 1e-12;
}

static int testFloatForms(int n, int m, int p) {
  int ok = 1;
  float(*a)[p] = (void *)mat((long)n * p, 3), (*b)[m] = (void *)mat((long)p * m, 4);
  float(*c)[m] = (void *)mat((long)n * m, 5), (*r)[m] = (void *)mat((long)n * m, 5);
  float(*d)[m] = (void *)mat((long)n * m, 6), (*s)[m] = (void *)mat((long)n * m, 6);
  two_held(n, m, p, a, b, c, d);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      for (int k = 0; k < p; ++k) {
        r[i][j] = r[i][j] * 0.5f + a[i][k] * b[k][j];
        s[i][j] -= b[k][j];
      }
  ok &= same("two_held c", &c[0][0], &r[0][0], (long)n * m);
  ok &= same("two_held d", &d[0][0], &s[0][0], (long)n * m);

  fill(&c[0][0], (long)n * m, 7);
  fill(&r[0][0], (long)n * m, 7);
  conditional(n, m, p, a, b, c);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      for (int k = 0; k < p; ++k)
        if (a[i][k] > 0.5f)
          r[i][j] += a[i][k] * b[k][j];
  ok &= same("conditional", &c[0][0], &r[0][0], (long)n * m);

  fill(&c[0][0], (long)n * m, 8);
  fill(&r[0][0], (long)n * m, 8);
  linear(n, m, p, &a[0][0], &b[0][0], &c[0][0]);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      for (int k = 0; k < p; ++k)
        r[i][j] += a[i][k] * b[k][j];
  ok &= same("linear", &c[0][0], &r[0][0], (long)n * m);

  fill(&c[0][0], (long)n * m, 9);
  fill(&r[0][0], (long)n * m, 9);
  by_macro(n, m, p, a, b, c);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      for (int k = 0; k < p; ++k)
        r[i][j] += a[i][k] * b[k][j];
  ok &= same("by_macro", &c[0][0], &r[0][0], (long)n * m);
  free(a), free(b), free(c), free(r), free(d), free(s);
  return ok;
}

static void testWrap(int n, int m, int p) {
  unsigned(*a)[p] = malloc(sizeof(unsigned) * n * p);
  unsigned(*b)[m] = malloc(sizeof(unsigned) * p * m);
  unsigned(*u)[m] = malloc(sizeof(unsigned) * n * m);
  unsigned(*r)[m] = malloc(sizeof(unsigned) * n * m);
  for (long e = 0; e < (long)n * p; ++e)
    (&a[0][0])[e] = (unsigned)(e * 2654435761u);
  for (long e = 0; e < (long)p * m; ++e)
    (&b[0][0])[e] = (unsigned)(e * 40503u + 7);
  for (long e = 0; e < (long)n * m; ++e)
    (&u[0][0])[e] = (&r[0][0])[e] = (unsigned)(e * 97u);
  wrap(n, m, p, a, b, u);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      for (int k = 0; k < p; ++k)
        r[i][j] += a[i][k] * b[k][j] + 0x9e3779b9u;
  check_exact("wrap", 1, u, r, sizeof(unsigned) * n * m);
  free(a), free(b), free(u), free(r);
}

// A k loop that never runs stores nothing: NaN payloads and -0.0 come back
// as they were. One that adds only zeros to -0.0 gives +0.0, as on the
// host, and NaN stays NaN.
static void testUntouched(int n, int m) {
  float(*a)[1] = malloc(sizeof(float) * n);
  float(*b)[m] = malloc(sizeof(float) * m);
  float(*c)[m] = malloc(sizeof(float) * n * m);
  float(*r)[m] = malloc(sizeof(float) * n * m);
  union { uint32_t u; float f; } nan = {0x7fc01234u};
  for (long e = 0; e < (long)n * m; ++e)
    (&c[0][0])[e] = (&r[0][0])[e] = e % 3 == 0 ? nan.f : e % 3 == 1 ? -0.0f : 1.0f;
  upto(n, m, 1, 0, a, b, c);
  check_exact("no_k", 1, c, r, sizeof(float) * n * m);
  for (int i = 0; i < n; ++i)
    a[i][0] = 0.0f;
  for (int j = 0; j < m; ++j)
    b[0][j] = 0.0f;
  upto(n, m, 1, 1, a, b, c);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      r[i][j] += a[i][0] * b[0][j];
  // A GPU's arithmetic on a NaN gives its one NaN, not the operand's
  // payload: NaN as NaN, every other value bit for bit.
  int same = 1;
  for (long e = 0; e < (long)n * m; ++e) {
    float x = (&c[0][0])[e], y = (&r[0][0])[e];
    same &= isnan(y) ? isnan(x) && signbit(x) == signbit(y)
                     : memcmp(&x, &y, sizeof x) == 0;
  }
  printf("%-9s n=%-3d %s\n", "zeros", 1, same ? "ok" : "BAD");
  exact_bad |= !same;
  free(a), free(b), free(c), free(r);
}

int main(void) {
  int ok = testGemm(260, 300, 37);
  ok &= testFloatForms(270, 133, 45);
  testWrap(140, 150, 21);
  testUntouched(150, 140);
  ok &= !exact_bad;
  printf("%s\n", ok ? "ALL PASS" : "SOME FAILED");
  return !ok;
}
