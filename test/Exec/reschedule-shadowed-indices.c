// Reordered nests whose loops declare their indices with shadowing names:
// an inner loop named like an outer one ('for (int i ...)' inside 'for
// (int i ...)') counts another variable, which one declared name in the new
// nest cannot hold: such a nest keeps its order. lu whose inner loops reuse
// the names of other loops' indices is reordered and bit for bit the plain
// build's.
// RUN: %cuacc -O2 -ffp-contract=off -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 -ffp-contract=off %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=never %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-LABEL: lu_shadow:
// MINFO: Loop nest reordered
// MINFO-LABEL: nested_same:
// MINFO-NOT: reordered
#include <stdio.h>
#include <string.h>
#define N 23
static double A[N][N], B[N][N];
static void init(double X[N][N]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      X[i][j] = (i == j ? 2.0 * N : 0.0) + 1.0 / (1 + (i * 7 + j * 3) % 11);
}
/* lu with the inner k loop spelled 'i' (shadowing the outer i). */
static void lu_shadow(int n) {
#pragma acc region
  for (int r = 0; r < n; r++) {
    for (int j = 0; j < r; j++) {
      for (int i = 0; i < j; i++)
        A[r][j] -= A[r][i] * A[i][j];
      A[r][j] /= A[j][j];
    }
    for (int j = r; j < n; j++)
      for (int i = 0; i < r; i++)
        A[r][j] -= A[r][i] * A[i][j];
  }
}
static void nested_same(int n) {
#pragma acc region
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      for (int i = 0; i < j; i++)
        B[j][i + 1] -= 0.5 * B[j][i];
}
int main(void) {
  init(A); lu_shadow(N);
  double s = 0; for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) s += A[i][j] * (1 + (i + 3 * j) % 5);
  printf("%.17g\n", s);
  init(B); nested_same(N);
  s = 0; for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) s += B[i][j] * (1 + (i + 3 * j) % 5);
  printf("%.17g\n", s);
  return 0;
}
