// A scalar that carries one element from its load to its store (PolyBench
// ludcmp's w: w = A[i][j]; w -= ...; A[i][j] = w / A[j][j]) is replaced by
// the element, and the nest is then lu's and runs right-looking: the same
// operations on each element in the same order, so the results are the
// plain build's bit for bit. Not where the element is touched in between
// (k up to j reads A[i][j] itself), where the scalar is read after the
// region, or where its type is not the element's (float w, double A).
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
// BUILD-NOT: internal error
// MINFO-LABEL: ludcmp:
// MINFO: Scalar 'w' replaced by the array element it carries from its load to its store
// MINFO-NEXT: Loop nest reordered: the loop at line {{[0-9]+}} runs outermost
// MINFO-LABEL: ludcmp_scoped:
// MINFO: Scalar 'acc' replaced by the array element it carries
// MINFO-NEXT: Loop nest reordered
// MINFO-LABEL: touched:
// MINFO-NOT: reordered
// MINFO-LABEL: live_after:
// MINFO-NOT: reordered
// MINFO-LABEL: narrower:
// MINFO-NOT: reordered
#include <stdio.h>
#include <string.h>
#include <math.h>
#define N 29
static void init(int n, double A[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (i == j ? 2.0 * n : 0.0) + 1.0 / (1 + (i * 5 + j * 3) % 13);
}
static void ludcmp(int n, double A[n][n]) {
  int i, j, k;
  double w;
#pragma acc data region copy(A[0:n-1][0:n-1])
  {
    for (i = 0; i < n; i++) {
#pragma acc region
      {
        for (j = 0; j < i; j++) {
          w = A[i][j];
          for (k = 0; k < j; k++)
            w -= A[i][k] * A[k][j];
          A[i][j] = w / A[j][j];
        }
        for (j = i; j < n; j++) {
          w = A[i][j];
          for (k = 0; k < i; k++)
            w -= A[i][k] * A[k][j];
          A[i][j] = w;
        }
      }
    }
  }
}
/* The accumulator declared in the loop, a typedef, a macro for the update. */
typedef double real;
#define SUB(x, y) x -= y
static void ludcmp_scoped(int n, real A[n][n]) {
  int i, j, k;
#pragma acc region
  for (i = 0; i < n; i++) {
    for (j = 0; j < i; j++) {
      real acc = A[i][j];
      for (k = 0; k < j; k++)
        SUB(acc, A[i][k] * A[k][j]);
      A[i][j] = acc / A[j][j];
    }
    for (j = i; j < n; j++) {
      real acc = A[i][j];
      for (k = 0; k < i; k++)
        SUB(acc, A[i][k] * A[k][j]);
      A[i][j] = acc;
    }
  }
}
static void reference(int n, double A[n][n]) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      double w = A[i][j];
      for (int k = 0; k < j; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w / A[j][j];
    }
    for (int j = i; j < n; j++) {
      double w = A[i][j];
      for (int k = 0; k < i; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w;
    }
  }
}
/* k reaches j: the loop reads the element the scalar carries. */
static void touched(int n, double A[n][n]) {
  int i, j, k;
  double w;
#pragma acc region
  for (i = 1; i < n; i++)
    for (j = 0; j < i; j++) {
      w = A[i][j];
      for (k = 0; k <= j; k++)
        w -= 0.001 * A[i][k] * A[k][j];
      A[i][j] = w;
    }
}
static void touched_ref(int n, double A[n][n]) {
  for (int i = 1; i < n; i++)
    for (int j = 0; j < i; j++) {
      double w = A[i][j];
      for (int k = 0; k <= j; k++)
        w -= 0.001 * A[i][k] * A[k][j];
      A[i][j] = w;
    }
}
/* The last value of w is the caller's. */
static double live_after(int n, double A[n][n]) {
  int i, j, k;
  double w = 0;
#pragma acc region
  for (i = 0; i < n; i++)
    for (j = 0; j < i; j++) {
      w = A[i][j];
      for (k = 0; k < j; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w / A[j][j];
    }
  return w;
}
static double live_after_ref(int n, double A[n][n]) {
  double w = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++) {
      w = A[i][j];
      for (int k = 0; k < j; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w / A[j][j];
    }
  return w;
}
/* A float accumulator rounds each step: not the element's arithmetic. */
static void narrower(int n, double A[n][n]) {
  int i, j, k;
  float w;
#pragma acc region
  for (i = 0; i < n; i++)
    for (j = 0; j < i; j++) {
      w = A[i][j];
      for (k = 0; k < j; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w / A[j][j];
    }
}
static void narrower_ref(int n, double A[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++) {
      float w = A[i][j];
      for (int k = 0; k < j; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w / A[j][j];
    }
}
static double sum(int n, double A[n][n]) {
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += A[i][j] * (1 + (i + 3 * j) % 5);
  return s;
}
static double A[N][N], B[N][N];
#define CHECK(name, call, refcall)                                     \
  do {                                                                 \
    init(n, A); init(n, B);                                            \
    call; refcall;                                                     \
    printf("n=%d %s %s %.17g\n", n, name,                              \
           memcmp(A, B, sizeof A) ? "differs" : "same", sum(n, A));    \
  } while (0)
/* Not reordered: the scalar's sums run as parallel reductions, which add
   in another order (near, not bitwise). */
#define CHECK_NEAR(name, call, refcall)                                \
  do {                                                                 \
    init(n, A); init(n, B);                                            \
    call; refcall;                                                     \
    printf("n=%d %s %.6g %.6g\n", n, name, sum(n, A), sum(n, B));      \
  } while (0)
int main(void) {
  static const int Sizes[] = {0, 1, 2, 3, N};
  for (int s = 0; s < 5; s++) {
    int n = Sizes[s];
    CHECK("ludcmp", ludcmp(n, A), reference(n, B));
    CHECK("ludcmp (scoped)", ludcmp_scoped(n, A), reference(n, B));
    CHECK_NEAR("touched", touched(n, A), touched_ref(n, B));
    double w1, w2;
    CHECK_NEAR("live after", w1 = live_after(n, A), w2 = live_after_ref(n, B));
    printf("w %.6g %.6g\n", w1, w2);
    CHECK_NEAR("narrower", narrower(n, A), narrower_ref(n, B));
  }
  return 0;
}
