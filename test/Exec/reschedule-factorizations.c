// Factorizations written row by row (lu, Cholesky, a Doolittle with L and U
// apart) run with the dot products' k outermost (right-looking): each step
// then updates the trailing matrix with two parallel loops, and every
// element sees the same operations in the same order as written, so the
// results are the plain build's bit for bit (-ffp-contract=off: no FMA on
// either side). Nests whose new order would change what a statement reads
// (a row read before this iteration writes it; a row read ahead of the
// loop) keep their order, and so do nests whose loops declare their
// indices ('for (int i = ...)', not reordered yet).
// RUN: %cuacc -O2 -ffp-contract=off -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: FileCheck --check-prefix=BUILD --allow-empty %s < %t.minfo
// RUN: %clang -O2 -ffp-contract=off %s -lm -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=grid CUACC_PERSISTENT_THREADS=64 %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=always %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=never %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=never %t | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=grid %t | diff %t.want - %}
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=lowered %s | FileCheck --check-prefix=LOWERED %s
// BUILD-NOT: internal error
// lu's step: the column, then the two updates (rows a warp each) with no
// barrier between them (they touch nothing in common within a step).
// LOWERED: vector: line {{[0-9]+}} int i in [(k+2) .. (n-1)] step 1, a warp an iteration, with int j in [(k+1) .. (i-1)] step 1 across its 32 lanes, (no barrier before the next),
// MINFO-LABEL: lu:
// MINFO: Loop nest reordered: the loop at line {{[0-9]+}} runs outermost, each element computed by the same operations in their original order
// MINFO-LABEL: chol:
// MINFO: Loop nest reordered: the loop at line {{[0-9]+}} runs outermost
// MINFO-LABEL: chol_scoped:
// MINFO-NOT: reordered
// MINFO-LABEL: lu_scoped:
// MINFO-NOT: reordered
// MINFO-LABEL: swapped:
// MINFO-NOT: reordered
// MINFO-LABEL: doolittle:
// MINFO: Loop nest reordered: the loop at line {{[0-9]+}} runs outermost
// MINFO-LABEL: ahead:
// MINFO-NOT: reordered
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#define N 37
static double G[N][N], H[N][N];
static void init(int n, double A[n][n], int seed) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (i == j ? 2.0 * n : 0.0) + 1.0 / (1 + (i * 7 + j * 3 + seed) % 11);
}
static void lu(int n, double A[n][n]) {
  int i, j, k;
#pragma acc data region copy(A[0:n-1][0:n-1])
  {
    for (i = 0; i < n; i++) {
#pragma acc region
      {
        for (j = 0; j < i; j++) {
          for (k = 0; k < j; k++)
            A[i][j] -= A[i][k] * A[k][j];
          A[i][j] /= A[j][j];
        }
        for (j = i; j < n; j++)
          for (k = 0; k < i; k++)
            A[i][j] -= A[i][k] * A[k][j];
      }
    }
  }
}
static void lu_ref(int n, double A[n][n]) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
    for (int j = i; j < n; j++)
      for (int k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
  }
}
static void chol(int n, double A[n][n]) {
  int i, j, k;
#pragma acc region
  for (i = 0; i < n; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
    for (k = 0; k < i; k++)
      A[i][i] -= A[i][k] * A[i][k];
    A[i][i] = sqrt(A[i][i]);
  }
}
static void chol_ref(int n, double A[n][n]) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
    for (int k = 0; k < i; k++)
      A[i][i] -= A[i][k] * A[i][k];
    A[i][i] = sqrt(A[i][i]);
  }
}
/* The same with the loops declaring their indices. */
static void chol_scoped(int n, double A[n][n]) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
    for (int k = 0; k < i; k++)
      A[i][i] -= A[i][k] * A[i][k];
    A[i][i] = sqrt(A[i][i]);
  }
}
/* lu with declared indices, macros at a statement's edges, a typedef. */
typedef int idx;
#define UPDATE(x, y, z) x -= y * z
#define ROWS(v, lo, hi) for (idx v = lo; v < hi; v++)
static void lu_scoped(int n, double A[n][n]) {
#pragma acc region
  for (idx i = 0; i < n; i++) {
    ROWS(j, 0, i) {
      for (idx k = 0; k < j; k++)
        UPDATE(A[i][j], A[i][k], A[k][j]);
      A[i][j] /= A[j][j];
    }
    ROWS(j, i, n)
      for (idx k = 0; k < i; k++)
        UPDATE(A[i][j], A[i][k], A[k][j]);
  }
}
/* The upper part first: each row's upper part reads the row's lower part
   before this iteration computes it. */
static void swapped(int n, double A[n][n]) {
  int i, j, k;
#pragma acc region
  for (i = 0; i < n; i++) {
    for (j = i; j < n; j++)
      for (k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
  }
}
static void swapped_ref(int n, double A[n][n]) {
  for (int i = 0; i < n; i++) {
    for (int j = i; j < n; j++)
      for (int k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
  }
}
/* Two arrays of the program's own: L and U apart (Doolittle). */
static void doolittle(int n) {
  int i, j, k;
#pragma acc region
  for (i = 0; i < n; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        G[i][j] -= G[i][k] * H[k][j];
      G[i][j] /= H[j][j];
    }
    for (j = i; j < n; j++)
      for (k = 0; k < i; k++)
        H[i][j] -= G[i][k] * H[k][j];
  }
}
static void doolittle_ref(int n, double L[n][n], double U[n][n]) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        L[i][j] -= L[i][k] * U[k][j];
      L[i][j] /= U[j][j];
    }
    for (int j = i; j < n; j++)
      for (int k = 0; k < i; k++)
        U[i][j] -= L[i][k] * U[k][j];
  }
}
/* A column that depends on the next row: k runs ahead of i. */
static void ahead(int n, double A[n][n]) {
  int i, j, k;
#pragma acc region
  for (i = 0; i < n - 1; i++)
    for (j = 0; j < i; j++)
      for (k = 0; k < j; k++)
        A[i][j] -= A[i + 1][k] * A[k][j];
}
static void ahead_ref(int n, double A[n][n]) {
  for (int i = 0; i < n - 1; i++)
    for (int j = 0; j < i; j++)
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i + 1][k] * A[k][j];
}
static double sum(int n, double A[n][n]) {
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += A[i][j] * (1 + (i + 3 * j) % 5);
  return s;
}
#define CHECK(name, call, refcall)                                     \
  do {                                                                 \
    init(n, A, 1); init(n, B, 1);                                      \
    call; refcall;                                                     \
    printf("%s %s %.17g\n", name,                                      \
           memcmp(A, B, sizeof(double[n][n])) ? "differs" : "same",    \
           sum(n, A));                                                 \
  } while (0)
/* Where a parallel reduction adds in another order: near, not bitwise. */
#define CHECK_NEAR(name, call, refcall)                                \
  do {                                                                 \
    init(n, A, 1); init(n, B, 1);                                      \
    call; refcall;                                                     \
    printf("%s %.6g %.6g\n", name, sum(n, A), sum(n, B));             \
  } while (0)
int main(void) {
  int n = N;
  double (*A)[n] = malloc(sizeof(double[n][n]));
  double (*B)[n] = malloc(sizeof(double[n][n]));
  CHECK("lu", lu(n, A), lu_ref(n, B));
  CHECK("cholesky", chol(n, A), chol_ref(n, B));
  CHECK_NEAR("cholesky (scoped indices)", chol_scoped(n, A), chol_ref(n, B));
  CHECK_NEAR("lu (scoped indices)", lu_scoped(n, A), lu_ref(n, B));
  CHECK_NEAR("swapped", swapped(n, A), swapped_ref(n, B));
  CHECK_NEAR("ahead", ahead(n, A), ahead_ref(n, B));
  init(n, G, 2); init(n, H, 3); init(n, A, 2); init(n, B, 3);
  doolittle(n); doolittle_ref(n, A, B);
  printf("doolittle %s %s %.17g\n", memcmp(A, G, sizeof G) ? "differs" : "same",
         memcmp(B, H, sizeof H) ? "differs" : "same", sum(n, G) + sum(n, H));
  return 0;
}
