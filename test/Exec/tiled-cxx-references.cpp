// C++ arrays passed by reference (`real (&C)[N][M]`), typedef'd and
// `using` element types: the product is tiled like its pointer spelling
// (the reference hid the array from the tile planner: one thread an
// element), its in-place accumulator held in registers, and trmm's shape
// takes its lanes. Each tile shape forced gives the plain build's output.
// RUN: %clang -x c++ -O2 -w %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -x c++ -O2 -w -fplugin-arg-cuacc-dump=schedule,lowered %s %{cuaccrt} -lstdc++ -o %t | FileCheck %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_TILE=0 %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_TILE=1 %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_TILE=none %{run-emulated} | diff %t.want - %}
// CHECK-LABEL: prod: region
// CHECK: tiled: sequential loop line {{[0-9]+}}
// CHECK: cached double A
// CHECK: cached double B
// CHECK: held double C in a register a copy across the sequential loop
// CHECK-LABEL: trmm: region
// CHECK: lanes=line {{[0-9]+}} y vector(16) Sum reduction B[i][j] interchanged
// CHECK-LABEL: trmm_ref: region
// CHECK: lanes=line {{[0-9]+}} y vector(16) Sum reduction B[i][j] interchanged
#include <cstdio>
#include <cmath>
using real = double;
typedef float fl;
constexpr int N = 150, M = 140, P = 37;
struct Mats { real A[N][P], B[P][M], C[N][M]; };
static void prod(real (&A)[N][P], real (&B)[P][M], real (&C)[N][M]) {
#pragma acc region
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j) {
      C[i][j] = 0;
      for (int k = 0; k < P; ++k)
        C[i][j] += A[i][k] * B[k][j];
    }
}
static void trmm(int m, int n, fl (*A)[N], fl (*B)[M]) {
#pragma acc region copyin(A[0:m-1][0:m-1]) copy(B[0:m-1][0:n-1])
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      for (int k = i + 1; k < m; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = 2 * B[i][j];
    }
}
// trmm with its arrays by reference: B[i][j] is an element reduction of the
// k loop, its sum split across the column's warps.
static void trmm_ref(fl (&A)[N][N], fl (&B)[N][M]) {
#pragma acc region
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      for (int k = i + 1; k < N; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = 2 * B[i][j];
    }
}
static Mats s;
static fl TA[N][N], TB[N][M];
int main() {
  for (int i = 0; i < N; ++i) for (int k = 0; k < P; ++k) s.A[i][k] = (i * 3 + k) % 7;
  for (int k = 0; k < P; ++k) for (int j = 0; j < M; ++j) s.B[k][j] = (k + 5 * j) % 11;
  prod(s.A, s.B, s.C);
  double t = 0; for (int i = 0; i < N; ++i) for (int j = 0; j < M; ++j) t += s.C[i][j] * (i + 1) * (j % 3 + 1);
  for (int i = 0; i < N; ++i) for (int k = 0; k < N; ++k) TA[i][k] = (i + k) % 5;
  for (int i = 0; i < N; ++i) for (int j = 0; j < M; ++j) TB[i][j] = (i * j) % 3;
  trmm(N, M, TA, TB);
  double u = 0; for (int i = 0; i < N; ++i) for (int j = 0; j < M; ++j) u += TB[i][j] * ((i + j) % 4);
  for (int i = 0; i < N; ++i) for (int j = 0; j < M; ++j) TB[i][j] = (i * j) % 3;
  trmm_ref(TA, TB);
  double v = 0; for (int i = 0; i < N; ++i) for (int j = 0; j < M; ++j) v += TB[i][j] * ((i + j) % 4);
  printf("%.17g %.17g %.17g\n", t, u, v);
}
