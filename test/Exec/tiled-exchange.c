// Exchange tiles: a body whose references want opposite thread mappings
// (one side is non-stride-1 whatever the mapping) reads the other side
// through a 32 x 64 shared tile loaded along its own contiguous dimension
// (64 across the threads' x): a transpose with an extra operand, a shifted
// read, a batch of transposes (z), sizes not multiple of 32 or 64 (a nest
// of 40 along the tile's 64 is tiled too), a thin shape (the plain
// mapping), and a
// stencil whose references all agree (not tiled).
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo -fplugin-arg-cuacc-dump=schedule %s %{cuaccrt} -lm -o %t > %t.dump 2>&1
// RUN: FileCheck --check-prefix=DUMP %s < %t.dump
// RUN: %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ FileCheck --check-prefix=EMU %s < %t.emu %}
// DUMP-LABEL: mixed: region
// DUMP: tiled: exchange through shared memory, 32x8 threads for 32x64 iterations, their x along x
// DUMP-NEXT: reuse line {{[0-9]+}} read a: invariant along none; staged: stride-1 along y, the threads' x is x
// DUMP-NEXT: reuse line {{[0-9]+}} read c: invariant along none; stride-1 along the threads' x
// DUMP-NEXT: reuse line {{[0-9]+}} write b: invariant along none; stride-1 along the threads' x
// DUMP-NEXT: operand a [32x64] along y, loaded along it, 1 reference
// DUMP-LABEL: batch: region
// DUMP: tiled: exchange
// DUMP-LABEL: stencil: region
// DUMP-NOT: tiled
// CHECK: mixed 100x77: PASS
// CHECK: mixed 100x40: PASS
// CHECK: mixed 3x500: PASS
// CHECK: batch: PASS
// CHECK: stencil: PASS
// EMU: function=mixed {{.*}} grid=[4x2] block=[32x8]
// EMU: function=mixed {{.*}} grid=[4] block=[32x8]
// EMU: function=mixed {{.*}} grid=[1x63] block=[32x8]
// EMU: function=batch {{.*}} grid=[2x2x3] block=[32x8]
#include "common.h"

static void mixed(int n, int m, float (*restrict a)[m], float (*restrict c)[n],
                  float (*restrict b)[n]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float t = a[i][m - 1 - j] * 2.0f;
      b[j][i] = t + c[j][i];
    }
}

static void batch(int nb, int n, int m, float (*restrict a)[n][m],
                  float (*restrict b)[m][n]) {
#pragma acc region
  for (int q = 0; q < nb; ++q)
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j)
        b[q][j][i] = a[q][i][j] - q;
}

static void stencil(int n, int m, float (*restrict a)[m], float (*restrict b)[m]) {
#pragma acc region
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < m - 1; ++j)
      b[i][j] = a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1];
}

static int testMixed(int n, int m) {
  float(*a)[m] = malloc(sizeof(float) * n * m), (*c)[n] = malloc(sizeof(float) * n * m);
  float(*b)[n] = malloc(sizeof(float) * n * m), (*r)[n] = malloc(sizeof(float) * n * m);
  fill(&a[0][0], (long)n * m, 1);
  fill(&c[0][0], (long)n * m, 2);
  mixed(n, m, a, c, b);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      r[j][i] = a[i][m - 1 - j] * 2.0f + c[j][i];
  char what[32];
  snprintf(what, sizeof what, "mixed %dx%d", n, m);
  return check(what, &b[0][0], &r[0][0], (long)n * m, 0);
}

int main(void) {
  int ok = testMixed(100, 77) & testMixed(100, 40) & testMixed(3, 500);
  int nb = 3, n = 40, m = 90;
  float(*a)[n][m] = malloc(sizeof(float) * nb * n * m);
  float(*b)[m][n] = malloc(sizeof(float) * nb * n * m);
  float(*r)[m][n] = malloc(sizeof(float) * nb * n * m);
  fill(&a[0][0][0], (long)nb * n * m, 3);
  batch(nb, n, m, a, b);
  for (int q = 0; q < nb; ++q)
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j)
        r[q][j][i] = a[q][i][j] - q;
  ok &= check("batch", &b[0][0][0], &r[0][0][0], (long)nb * n * m, 0);
  float(*s)[m] = malloc(sizeof(float) * n * m), (*t)[m] = malloc(sizeof(float) * n * m);
  float(*u)[m] = malloc(sizeof(float) * n * m);
  fill(&s[0][0], (long)n * m, 4);
  fill(&t[0][0], (long)n * m, 5);
  fill(&u[0][0], (long)n * m, 5);
  stencil(n, m, s, t);
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < m - 1; ++j)
      u[i][j] = s[i - 1][j] + s[i + 1][j] + s[i][j - 1] + s[i][j + 1];
  ok &= check("stencil", &t[0][0], &u[0][0], (long)n * m, 0);
  return !ok;
}
