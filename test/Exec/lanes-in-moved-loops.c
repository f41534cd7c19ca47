// A sequential loop that interchange moves inside the grid iteration, around
// a sum: trmm (the columns j across the grid, the rows i in order, each
// row's k sum split across the block's warps) and triangular solves with
// many right-hand sides in both layouts (a warp's lanes split the sum when
// it walks memory contiguously). The lanes wait for each other before each
// sum: a solve reads what lane 0 wrote in the rows before. A loop whose
// lane-0 statement sets a scalar keeps one thread per column. A sum loop
// that also stores (symm's C[k][j], a row of y) takes a warp's lanes, which
// wait for each other before lane 0 reads what they stored. Checked against
// the host's loops (the sums are reassociated, as every reduction).
// RUN: %cuacc -O2 -fplugin-arg-cuacc-dump=schedule %s %{cuaccrt} -lm -o %t 2>&1 | FileCheck --check-prefix=SCHED %s
// RUN: %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ FileCheck --check-prefix=EMU %s < %t.emu %}
//
// SCHED-LABEL: trmm: region
// SCHED: lanes=line {{[0-9]+}} y vector(16) Sum reduction B[i][j] interchanged
// SCHED-LABEL: solve_rows: region
// SCHED: lanes=line {{[0-9]+}} y vector(16) {{.*}}interchanged
// SCHED-LABEL: solve_columns: region
// SCHED: lanes=line {{[0-9]+}} vector(32) {{.*}}interchanged
// SCHED-LABEL: scalar_after: region
// SCHED-NOT: lanes=
// SCHED: interchanged
// SCHED-LABEL: symm: region
// SCHED: lanes=line {{[0-9]+}} vector(32) Sum reduction temp2 interchanged
// SCHED-LABEL: row_and_sum: region
// SCHED: lanes=line {{[0-9]+}} vector(32) Sum reduction s
// SCHED-LABEL: read_then_store: region
// SCHED: lanes=line {{[0-9]+}} vector(32) Sum reduction s
//
// CHECK: trmm: PASS
// CHECK: solve_rows: PASS
// CHECK: solve_columns: PASS
// CHECK: symm: PASS
// CHECK: row_and_sum y: PASS
// CHECK: row_and_sum z: PASS
// CHECK: read_then_store y: PASS
// CHECK: read_then_store z: PASS
// CHECK: scalar_after: PASS
// CHECK: ALL PASS
//
// EMU: function=trmm {{.*}} block=[32x16]
// EMU: function=solve_rows {{.*}} block=[32x16]
// EMU: function=solve_columns {{.*}} block=[32x{{[0-9]+}}]
#include "common.h"

#define SUM_OVER(k, lo, hi) for (int k = lo; k < hi; k++)

static void trmm(int m, int n, double alpha, double A[m][m], double B[m][n]) {
#pragma acc region
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      for (int k = i + 1; k < m; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
}

// L X = R, X over R in place, one right-hand side a column.
static void solve_rows(int m, int n, double L[m][m], double X[m][n]) {
#pragma acc region
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      SUM_OVER(k, 0, i)
        X[i][j] -= L[i][k] * X[k][j];
      X[i][j] /= L[i][i];
    }
}

// The same with one right-hand side a row: the sum walks T[j][k].
static void solve_columns(int m, int n, double L[m][m], double T[n][m]) {
#pragma acc region
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      for (int k = 0; k < i; k++)
        T[j][i] -= L[i][k] * T[j][k];
      T[j][i] /= L[i][i];
    }
}

// Lane 0 alone would set 't' (a private scalar, here only read by lane 0's
// statement): kept to one thread a column all the same.
static void scalar_after(int m, int n, double L[m][m], double X[m][n]) {
  double t;
#pragma acc region
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      for (int k = 0; k < i; k++)
        X[i][j] -= L[i][k] * X[k][j];
      t = X[i][j] / L[i][i];
      X[i][j] = t;
    }
}

// PolyBench's symm: the k loop stores C[k][j] and sums temp2.
static void symm(int m, int n, double alpha, double beta, double C[m][n],
                 double A[m][m], double B[m][n]) {
  double temp2;
#pragma acc region
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      temp2 = 0;
      for (int k = 0; k < i; k++) {
        C[k][j] += alpha * B[i][j] * A[i][k];
        temp2 += B[k][j] * A[i][k];
      }
      C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
    }
}

// A lane loop at the grid body's top that stores a row; lane 0 then reads
// the row's last element, another lane's store.
static void row_and_sum(int n, int m, double A[n][m], double y[n][m],
                        double *restrict z) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int k = 0; k < m; k++) {
      y[i][k] = 2 * A[i][k];
      s += A[i][k];
    }
    z[i] = s + y[i][m - 1];
  }
}

// The lanes read y[i][0] before the loop whose lane 0 stores it: they wait
// for each other before the loop.
static void read_then_store(int n, int m, double A[n][m], double y[n][m],
                            double *restrict z) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    double s = 0, t = y[i][0];
    for (int k = 0; k < m; k++) {
      y[i][k] = 2 * A[i][k];
      s += A[i][k] * t;
    }
    z[i] = s;
  }
}

static int near(const char *what, const double *x, const double *r, long n) {
  double worst = 0;
  for (long e = 0; e < n; ++e) {
    double d = fabs(x[e] - r[e]) / (fabs(r[e]) > 1 ? fabs(r[e]) : 1);
    if (!(d <= worst))
      worst = d;
  }
  printf("%s: %s (%.3g)\n", what, worst < 1e-10 ? "PASS" : "FAIL", worst);
  return worst < 1e-10;
}

int main(void) {
  enum { M = 70, N = 45 };
  static double A[M][M], L[M][M], B[M][N], RB[M][N], T[N][M], RT[N][M];
  int ok = 1;
  for (int i = 0; i < M; i++)
    for (int k = 0; k < M; k++) {
      A[i][k] = (double)((i * 5 + k * 3) % 17) / 17.0;
      L[i][k] = k < i ? (double)((i + 2 * k) % 13) / 130.0 : k == i ? 1.0 + i % 3 : 0.0;
    }
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      B[i][j] = RB[i][j] = T[j][i] = RT[j][i] = (double)((i * 7 + j * 11) % 23) / 23.0 - 0.5;

  trmm(M, N, 1.5, A, B);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      for (int k = i + 1; k < M; k++)
        RB[i][j] += A[k][i] * RB[k][j];
      RB[i][j] = 1.5 * RB[i][j];
    }
  ok &= near("trmm", &B[0][0], &RB[0][0], (long)M * N);

  solve_rows(M, N, L, B);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      for (int k = 0; k < i; k++)
        RB[i][j] -= L[i][k] * RB[k][j];
      RB[i][j] /= L[i][i];
    }
  ok &= near("solve_rows", &B[0][0], &RB[0][0], (long)M * N);

  solve_columns(M, N, L, T);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      for (int k = 0; k < i; k++)
        RT[j][i] -= L[i][k] * RT[j][k];
      RT[j][i] /= L[i][i];
    }
  ok &= near("solve_columns", &T[0][0], &RT[0][0], (long)M * N);

  static double C[M][N], RC[M][N], Y[M][M], RY[M][M], Z[M], RZ[M];
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      C[i][j] = RC[i][j] = (double)((i * 3 + j * 5) % 19) / 19.0;
  symm(M, N, 1.5, 1.2, C, A, B);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      double temp2 = 0;
      for (int k = 0; k < i; k++) {
        RC[k][j] += 1.5 * B[i][j] * A[i][k];
        temp2 += B[k][j] * A[i][k];
      }
      RC[i][j] = 1.2 * RC[i][j] + 1.5 * B[i][j] * A[i][i] + 1.5 * temp2;
    }
  ok &= near("symm", &C[0][0], &RC[0][0], (long)M * N);

  row_and_sum(M, M, A, Y, Z);
  for (int i = 0; i < M; i++) {
    double s = 0;
    for (int k = 0; k < M; k++) {
      RY[i][k] = 2 * A[i][k];
      s += A[i][k];
    }
    RZ[i] = s + RY[i][M - 1];
  }
  ok &= near("row_and_sum y", &Y[0][0], &RY[0][0], (long)M * M);
  ok &= near("row_and_sum z", Z, RZ, M);

  for (int i = 0; i < M; i++)
    for (int k = 0; k < M; k++)
      Y[i][k] = RY[i][k] = (double)(i + k);
  read_then_store(M, M, A, Y, Z);
  for (int i = 0; i < M; i++) {
    double s = 0, t = RY[i][0];
    for (int k = 0; k < M; k++) {
      RY[i][k] = 2 * A[i][k];
      s += A[i][k] * t;
    }
    RZ[i] = s;
  }
  ok &= near("read_then_store y", &Y[0][0], &RY[0][0], (long)M * M);
  ok &= near("read_then_store z", Z, RZ, M);

  scalar_after(M, N, L, B);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      for (int k = 0; k < i; k++)
        RB[i][j] -= L[i][k] * RB[k][j];
      double t = RB[i][j] / L[i][i];
      RB[i][j] = t;
    }
  ok &= near("scalar_after", &B[0][0], &RB[0][0], (long)M * N);
  printf("%s\n", ok ? "ALL PASS" : "SOME FAILED");
  return !ok;
}
