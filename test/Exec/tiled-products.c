// Shared-memory and register tiles on shapes nobody tuned for: A B, A^T B,
// A B^T, a syrk-like A A^T, a chain of two products in one region, a batch
// (an outer parallel loop), the accumulator in memory (C[i][j] +=), a
// sequential loop that starts late and strides by 2, doubles, sizes that are
// not multiples of the 128 x 128 block or of the 16-step tile (partial tiles
// on every side), and thin and tiny matrices (the plain mapping). Each
// result is checked against the host's.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ FileCheck --check-prefix=TILED %s < %t.emu %}
// Each shape forced (CUACC_TILE: 0 the largest, none the plain entries)
// gives the same results.
// RUN: %if nvcc %{ env CUACC_TILE=0 %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ FileCheck --check-prefix=LARGE %s < %t.emu %}
// RUN: %if nvcc %{ env CUACC_TILE=1 %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ FileCheck --check-prefix=SMALL %s < %t.emu %}
// RUN: %if nvcc %{ env CUACC_TILE=none %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ FileCheck --check-prefix=PLAIN %s < %t.emu %}
// MINFO-LABEL: ab:
// MINFO: Cached references to size [128x16] block of 'a'
// MINFO: Cached references to size [16x128] block of 'b'
// MINFO-LABEL: atb:
// MINFO: Cached references to size [16x128] block of 'a'
// MINFO: Cached references to size [16x128] block of 'b'
// MINFO-LABEL: abt:
// MINFO: Cached references to size [128x16] block of 'a'
// MINFO: Cached references to size [128x16] block of 'b'
// MINFO-LABEL: syrk:
// MINFO: Cached references to size [128x16] block of 'a'
// MINFO: Cached references to size [128x16] block of 'a'
// MINFO-LABEL: chain:
// MINFO-COUNT-4: Cached references
// MINFO-LABEL: batched:
// MINFO: Cached references to size [128x16] block of 'a'
// MINFO-LABEL: accumulate:
// MINFO: Cached references to size [16x128] block of 'b'
// MINFO-LABEL: strided:
// MINFO: Cached references to size [128x16] block of 'a'
// MINFO-LABEL: dgemm:
// MINFO: Cached references to size [128x8] block of 'a'
// CHECK: ab 300x260x77: PASS
// CHECK: ab 1x300x50: PASS
// CHECK: ab 129x129x9: PASS
// CHECK: ab 3x2x1: PASS
// CHECK: ab 100x90x33: PASS
// CHECK: atb: PASS
// CHECK: abt: PASS
// CHECK: syrk: PASS
// CHECK: ab 256x384x64: PASS
// CHECK: ab 260x136x52: PASS
// CHECK: atb aligned: PASS
// CHECK: abt aligned: PASS
// CHECK: chain: PASS
// CHECK: batched: PASS
// CHECK: accumulate: PASS
// CHECK: strided: PASS
// CHECK: dgemm: PASS
// The tiled entries ran (and the plain ones for the thin shapes): where
// 128 x 128 blocks would not fill an H100's 132 multiprocessors (the
// emulated device claims as many), 64 x 64 ones; 100 x 90 fills only the
// smaller shape.
// TILED: function=ab {{.*}} grid=[5x5] block=[16x16]
// TILED: function=ab {{.*}} grid=[10] block=[32x8]
// TILED: function=ab {{.*}} grid=[3x3] block=[16x16]
// TILED: function=ab {{.*}} grid=[2x2] block=[16x16]
// TILED: function=ab {{.*}} grid=[6x4] block=[16x16]
// LARGE: function=ab {{.*}} grid=[3x3] block=[16x16]
// LARGE: function=ab {{.*}} grid=[10] block=[32x8]
// LARGE: function=ab {{.*}} grid=[2x2] block=[16x16]
// LARGE-NOT: function=ab {{.*}} block=[16x16]
// LARGE: function=atb
// LARGE: function=ab {{.*}} grid=[3x2] block=[16x16]
// SMALL: function=ab {{.*}} grid=[5x5] block=[16x16]
// SMALL: function=ab {{.*}} grid=[10] block=[32x8]
// SMALL: function=ab {{.*}} grid=[3x3] block=[16x16]
// SMALL: function=ab {{.*}} grid=[2x2] block=[16x16]
// SMALL: function=ab {{.*}} grid=[6x4] block=[16x16]
// PLAIN-NOT: block=[16x16]
#include "common.h"
#include <math.h>

static void ab(int n, int m, int p, float (*restrict a)[p],
               float (*restrict b)[m], float (*restrict c)[m]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float s = 0;
      for (int k = 0; k < p; ++k)
        s += a[i][k] * b[k][j];
      c[i][j] = s;
    }
}

static void atb(int n, int m, int p, float (*restrict a)[n],
                float (*restrict b)[m], float (*restrict c)[m]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float s = 0;
      for (int k = 0; k < p; ++k)
        s += a[k][i] * b[k][j];
      c[i][j] = s;
    }
}

static void abt(int n, int m, int p, float (*restrict a)[p],
                float (*restrict b)[p], float (*restrict c)[m]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float s = 0;
      for (int k = 0; k < p; ++k)
        s += a[i][k] * b[j][k];
      c[i][j] = s;
    }
}

static void syrk(int n, int p, float (*restrict a)[p], float (*restrict c)[n]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float s = 0;
      for (int k = 0; k < p; ++k)
        s += a[i][k] * a[j][k];
      c[i][j] = 0.5f * c[i][j] + s;
    }
}

static void chain(int n, float (*restrict a)[n], float (*restrict b)[n],
                  float (*restrict t)[n], float (*restrict d)[n]) {
#pragma acc region
  {
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) {
        float s = 0;
        for (int k = 0; k < n; ++k)
          s += a[i][k] * b[k][j];
        t[i][j] = s;
      }
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) {
        float s = 0;
        for (int k = 0; k < n; ++k)
          s += t[i][k] * a[k][j];
        d[i][j] = s;
      }
  }
}

static void batched(int nb, int n, int p, float (*restrict a)[n][p],
                    float (*restrict b)[p][n], float (*restrict c)[n][n]) {
#pragma acc region
  for (int q = 0; q < nb; ++q)
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) {
        float s = 0;
        for (int k = 0; k < p; ++k)
          s += a[q][i][k] * b[q][k][j];
        c[q][i][j] = s;
      }
}

// PGI users' other form: the accumulator is the output element itself, the
// scale reads a vector along i.
static void accumulate(int n, int m, int p, float *restrict x,
                       float (*restrict b)[m], float (*restrict c)[m]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      c[i][j] = 0;
      for (int k = 0; k < p; ++k)
        c[i][j] += x[i] * b[k][j] + (float)k;
    }
}

static void strided(int n, int m, int p, float (*restrict a)[p],
                    float (*restrict b)[m], float (*restrict c)[m]) {
#pragma acc region
  for (int i = n - 1; i >= 0; --i)
    for (int j = 0; j < m; ++j) {
      float s = 1;
      for (int k = 3; k < p; k += 2) {
        float t = a[i][k] * b[k][j];
        s += t * t;
      }
      c[i][j] = s;
    }
}

static void dgemm(int n, int m, int p, double (*restrict a)[p],
                  double (*restrict b)[m], double (*restrict c)[m]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      double s = 0;
      for (int k = 0; k < p; ++k)
        s += a[i][k] * b[k][j];
      c[i][j] = s;
    }
}

static float *mat(long n, int seed) {
  float *x = malloc(sizeof(float) * (n ? n : 1));
  fill(x, n, seed);
  return x;
}

static int same(const char *what, const float *x, const float *r, long n) {
  return check(what, x, r, n, 1e-4f);
}

static int testAB(int n, int m, int p) {
  float(*a)[p] = (void *)mat((long)n * p, 1), (*b)[m] = (void *)mat((long)p * m, 2);
  float(*c)[m] = (void *)mat((long)n * m, 3), (*r)[m] = (void *)mat((long)n * m, 3);
  ab(n, m, p, a, b, c);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float s = 0;
      for (int k = 0; k < p; ++k)
        s += a[i][k] * b[k][j];
      r[i][j] = s;
    }
  char what[64];
  snprintf(what, sizeof what, "ab %dx%dx%d", n, m, p);
  return same(what, &c[0][0], &r[0][0], (long)n * m);
}

// Shapes whose rows are whole 16-byte chunks: the blocks inside both loops
// load their tiles 16 bytes at a time (256 x 384 x 64: every block; 260 x
// 136 x 52: the first ones, with partial steps and edge blocks beside).
static int testAligned(void) {
  int n = 256, m = 128, p = 48, ok = testAB(256, 384, 64) & testAB(260, 136, 52);
  float(*at)[n] = (void *)mat((long)p * n, 16), (*b)[m] = (void *)mat((long)p * m, 17);
  float(*c)[m] = (void *)mat((long)n * m, 0), (*r)[m] = (void *)mat((long)n * m, 0);
  atb(n, m, p, at, b, c);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float s = 0;
      for (int k = 0; k < p; ++k)
        s += at[k][i] * b[k][j];
      r[i][j] = s;
    }
  ok &= same("atb aligned", &c[0][0], &r[0][0], (long)n * m);
  float(*a)[p] = (void *)mat((long)n * p, 18), (*bt)[p] = (void *)mat((long)m * p, 19);
  abt(n, m, p, a, bt, c);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float s = 0;
      for (int k = 0; k < p; ++k)
        s += a[i][k] * bt[j][k];
      r[i][j] = s;
    }
  return ok & same("abt aligned", &c[0][0], &r[0][0], (long)n * m);
}

static int testTransposed(void) {
  int n = 140, m = 150, p = 37, ok = 1;
  float(*at)[n] = (void *)mat((long)p * n, 4), (*b)[m] = (void *)mat((long)p * m, 5);
  float(*c)[m] = (void *)mat((long)n * m, 0), (*r)[m] = (void *)mat((long)n * m, 0);
  atb(n, m, p, at, b, c);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float s = 0;
      for (int k = 0; k < p; ++k)
        s += at[k][i] * b[k][j];
      r[i][j] = s;
    }
  ok &= same("atb", &c[0][0], &r[0][0], (long)n * m);
  float(*a)[p] = (void *)mat((long)n * p, 6), (*bt)[p] = (void *)mat((long)m * p, 7);
  abt(n, m, p, a, bt, c);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float s = 0;
      for (int k = 0; k < p; ++k)
        s += a[i][k] * bt[j][k];
      r[i][j] = s;
    }
  ok &= same("abt", &c[0][0], &r[0][0], (long)n * m);
  float(*cs)[n] = (void *)mat((long)n * n, 8), (*rs)[n] = (void *)mat((long)n * n, 8);
  syrk(n, p, a, cs);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float s = 0;
      for (int k = 0; k < p; ++k)
        s += a[i][k] * a[j][k];
      rs[i][j] = 0.5f * rs[i][j] + s;
    }
  return ok & same("syrk", &cs[0][0], &rs[0][0], (long)n * n);
}

static int testChainBatch(void) {
  int n = 131, ok = 1;
  float(*a)[n] = (void *)mat((long)n * n, 9), (*b)[n] = (void *)mat((long)n * n, 10);
  float(*t)[n] = (void *)mat((long)n * n, 0), (*d)[n] = (void *)mat((long)n * n, 0);
  float(*rt)[n] = (void *)mat((long)n * n, 0), (*rd)[n] = (void *)mat((long)n * n, 0);
  chain(n, a, b, t, d);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float s = 0;
      for (int k = 0; k < n; ++k)
        s += a[i][k] * b[k][j];
      rt[i][j] = s;
    }
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float s = 0;
      for (int k = 0; k < n; ++k)
        s += rt[i][k] * a[k][j];
      rd[i][j] = s;
    }
  ok &= same("chain", &d[0][0], &rd[0][0], (long)n * n);
  int nb = 3, m = 130, p = 20;
  float(*ba)[m][p] = (void *)mat((long)nb * m * p, 11);
  float(*bb)[p][m] = (void *)mat((long)nb * p * m, 12);
  float(*bc)[m][m] = (void *)mat((long)nb * m * m, 0);
  float(*br)[m][m] = (void *)mat((long)nb * m * m, 0);
  batched(nb, m, p, ba, bb, bc);
  for (int q = 0; q < nb; ++q)
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < m; ++j) {
        float s = 0;
        for (int k = 0; k < p; ++k)
          s += ba[q][i][k] * bb[q][k][j];
        br[q][i][j] = s;
      }
  return ok & same("batched", &bc[0][0][0], &br[0][0][0], (long)nb * m * m);
}

static int testForms(void) {
  int n = 133, m = 270, p = 45, ok = 1;
  float *x = mat(n, 13);
  float(*a)[p] = (void *)mat((long)n * p, 14), (*b)[m] = (void *)mat((long)p * m, 15);
  float(*c)[m] = (void *)mat((long)n * m, 0), (*r)[m] = (void *)mat((long)n * m, 0);
  accumulate(n, m, p, x, b, c);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      r[i][j] = 0;
      for (int k = 0; k < p; ++k)
        r[i][j] += x[i] * b[k][j] + (float)k;
    }
  ok &= same("accumulate", &c[0][0], &r[0][0], (long)n * m);
  strided(n, m, p, a, b, c);
  for (int i = n - 1; i >= 0; --i)
    for (int j = 0; j < m; ++j) {
      float s = 1;
      for (int k = 3; k < p; k += 2) {
        float t = a[i][k] * b[k][j];
        s += t * t;
      }
      r[i][j] = s;
    }
  ok &= same("strided", &c[0][0], &r[0][0], (long)n * m);
  double(*da)[p] = malloc(sizeof(double) * n * p), (*db)[m] = malloc(sizeof(double) * p * m);
  double(*dc)[m] = malloc(sizeof(double) * n * m), (*dr)[m] = malloc(sizeof(double) * n * m);
  for (int i = 0; i < n; ++i)
    for (int k = 0; k < p; ++k)
      da[i][k] = (i * 7 + k * 3) % 11 - 5;
  for (int k = 0; k < p; ++k)
    for (int j = 0; j < m; ++j)
      db[k][j] = (k * 5 + j) % 13 - 6;
  dgemm(n, m, p, da, db, dc);
  double err = 0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      double s = 0;
      for (int k = 0; k < p; ++k)
        s += da[i][k] * db[k][j];
      err = fmax(err, fabs(s - dc[i][j]));
    }
  printf("dgemm: %s\n", err == 0 ? "PASS" : "FAIL");
  return ok & (err == 0);
}

int main(void) {
  int ok = testAB(300, 260, 77);
  ok &= testAB(1, 300, 50);
  ok &= testAB(129, 129, 9);
  ok &= testAB(3, 2, 1);
  ok &= testAB(100, 90, 33);
  ok &= testTransposed();
  ok &= testAligned();
  ok &= testChainBatch();
  ok &= testForms();
  return !ok;
}
