// Interchanged, distributed and box-grid nests (test/Transform/restructure.c
// shows the schedules) at sizes 0, 1, 5, 33 and 130, against the same
// loops without directives: trmm (j outside i), symm (j outside i, a
// private scalar and a triangular inner loop), gemm as PolyBench writes it
// (two parts, the second interchanged), syrk's triangle as a box with a
// reversed triangle, and a three-part body whose scalar ties two parts.
// RUN: %cuacc -O2 %s %{cuaccrt} -lm -o %t
// RUN: %t | FileCheck %s
// CHECK-COUNT-25: {{ ok }}
// CHECK-NOT: BAD
// CHECK: restructure: PASS
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static int bad = 0;

static void cmp(const char *w, const double *g, const double *r, long n) {
  double e = 0;
  for (long i = 0; i < n; ++i) { double d = fabs(g[i] - r[i]) / (fabs(r[i]) > 1 ? fabs(r[i]) : 1); if (!(d <= e)) e = d; }
  printf("%-10s %s %.2g\n", w, e < 1e-9 ? "ok" : "BAD", e); bad |= !(e < 1e-9);
}
static void trmm(int m, int n, double A[m][m], double B[m][n]) {
#pragma acc region
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      for (int k = i + 1; k < m; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = 1.5 * B[i][j];
    }
}
static void trmm_ref(int m, int n, double A[m][m], double B[m][n]) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      for (int k = i + 1; k < m; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = 1.5 * B[i][j];
    }
}
static void symm(int m, int n, double C[m][n], double A[m][m], double B[m][n]) {
  double t;
#pragma acc region
  for (int i = 0; i < m; i++)
    for (int j = n - 1; j >= 0; j--) {
      t = 0;
      for (int k = 0; k < i; k++) {
        C[k][j] += 0.5 * B[i][j] * A[i][k];
        t += B[k][j] * A[i][k];
      }
      C[i][j] = 0.25 * C[i][j] + 0.5 * B[i][j] * A[i][i] + 0.5 * t;
    }
}
static void symm_ref(int m, int n, double C[m][n], double A[m][m], double B[m][n]) {
  double t;
  for (int i = 0; i < m; i++)
    for (int j = n - 1; j >= 0; j--) {
      t = 0;
      for (int k = 0; k < i; k++) {
        C[k][j] += 0.5 * B[i][j] * A[i][k];
        t += B[k][j] * A[i][k];
      }
      C[i][j] = 0.25 * C[i][j] + 0.5 * B[i][j] * A[i][i] + 0.5 * t;
    }
}
static void gemm(int n, int p, double C[n][n], double A[n][p], double B[p][n]) {
  int i, j, k;
#pragma acc region
  for (i = 0; i < n; i++) {
    for (j = 0; j < n; j++)
      C[i][j] *= 0.5;
    for (k = 0; k < p; k++)
      for (j = 0; j < n; j++)
        C[i][j] += 2.0 * A[i][k] * B[k][j];
  }
  C[0][0] += i + j + k; // the last index values
}
static void gemm_ref(int n, int p, double C[n][n], double A[n][p], double B[p][n]) {
  int i, j, k;
  for (i = 0; i < n; i++) {
    for (j = 0; j < n; j++)
      C[i][j] *= 0.5;
    for (k = 0; k < p; k++)
      for (j = 0; j < n; j++)
        C[i][j] += 2.0 * A[i][k] * B[k][j];
  }
  C[0][0] += i + j + k;
}
static void syrk(int n, int m, double C[n][n], double A[n][m]) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++)
      C[i][j] *= 2;
    for (int k = 0; k < m; k++)
      for (int j = n - 1; j > i; j--)
        C[i][j] += A[i][k] * A[j][k];
  }
}
static void syrk_ref(int n, int m, double C[n][n], double A[n][m]) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++)
      C[i][j] *= 2;
    for (int k = 0; k < m; k++)
      for (int j = n - 1; j > i; j--)
        C[i][j] += A[i][k] * A[j][k];
  }
}
static void parts(int n, double a[n][n], double b[n][n], double *restrict s) {
  int j;
  double t;
#pragma acc region
  for (int i = 0; i < n; i++) {
    t = s[i];
    for (j = 0; j < n; j++)
      a[i][j] = j - i;
    s[i] = t + 1;
    for (j = i; j < n; j++)
      b[i][j] = a[i][j] + s[i];
  }
}
static void parts_ref(int n, double a[n][n], double b[n][n], double *restrict s) {
  int j;
  double t;
  for (int i = 0; i < n; i++) {
    t = s[i];
    for (j = 0; j < n; j++)
      a[i][j] = j - i;
    s[i] = t + 1;
    for (j = i; j < n; j++)
      b[i][j] = a[i][j] + s[i];
  }
}
static double *filled(long n, int seed) {
  double *p = malloc(sizeof(double) * (n ? n : 1));
  for (long i = 0; i < n; ++i) p[i] = (double)((i * 37 + seed * 11) % 101) / 50 - 1;
  return p;
}
#define TWICE(f, n, ...) do { double *g = filled(n, 3), *r = filled(n, 3); f(__VA_ARGS__, (void *)g); f##_ref(__VA_ARGS__, (void *)r); cmp(#f, g, r, n); free(g); free(r); } while (0)
int main(void) {
  int sizes[] = {0, 1, 5, 33, 130};
  for (int s = 0; s < 5; ++s) {
    int n = sizes[s], m = n + 3;
    double *A = filled((long)m * m, 1), *B = filled((long)m * n, 2);
    TWICE(trmm, (long)m * n, m, n, (void *)A);
    { double *g = filled((long)m * n, 4), *r = filled((long)m * n, 4);
      symm(m, n, (void *)g, (void *)A, (void *)B); symm_ref(m, n, (void *)r, (void *)A, (void *)B); cmp("symm", g, r, (long)m * n); free(g); free(r); }
    { double *g = filled((long)n * n, 5), *r = filled((long)n * n, 5);
      gemm(n, m, (void *)g, (void *)A, (void *)B); gemm_ref(n, m, (void *)r, (void *)A, (void *)B); cmp("gemm", g, r, (long)n * n); free(g); free(r); }
    { double *g = filled((long)n * n, 6), *r = filled((long)n * n, 6);
      syrk(n, m, (void *)g, (void *)A); syrk_ref(n, m, (void *)r, (void *)A); cmp("syrk", g, r, (long)n * n); free(g); free(r); }
    { double *ga = filled((long)n * n, 7), *gb = filled((long)n * n, 8), *gs = filled(n, 9);
      double *ra = filled((long)n * n, 7), *rb = filled((long)n * n, 8), *rs = filled(n, 9);
      parts(n, (void *)ga, (void *)gb, gs); parts_ref(n, (void *)ra, (void *)rb, rs);
      cmp("parts", gb, rb, (long)n * n); bad |= memcmp(gs, rs, sizeof(double) * n) != 0 || memcmp(ga, ra, sizeof(double) * n * n) != 0;
      free(ga); free(gb); free(gs); free(ra); free(rb); free(rs); }
    free(A); free(B);
  }
  printf("restructure: %s\n", bad ? "FAIL" : "PASS");
  return bad;
}

// The same program on the emulated device: the same results.
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
