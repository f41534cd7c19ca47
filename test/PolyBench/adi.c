// PolyBench/C 4.2.1 adi in PGI Accelerator form: alternating direction
// implicit solver, a column sweep and a row sweep per time step (each a
// region, each row or column a tridiagonal solve).
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// CHECK: adi: PASS
#include "polybench.h"

#ifndef TSTEPS
#define TSTEPS 20
#endif
#ifndef N
#define N 60
#endif

static void kernel_adi(int tsteps, int n, double u[n][n], double v[n][n],
                       double p[n][n], double q[n][n]) {
  int t, i, j;
  double DX, DY, DT;
  double B1, B2;
  double mul1, mul2;
  double a, b, c, d, e, f;

  DX = 1.0 / (double)n;
  DY = 1.0 / (double)n;
  DT = 1.0 / (double)tsteps;
  B1 = 2.0;
  B2 = 1.0;
  mul1 = B1 * DT / (DX * DX);
  mul2 = B2 * DT / (DY * DY);

  a = -mul1 / 2.0;
  b = 1.0 + mul1;
  c = a;
  d = -mul2 / 2.0;
  e = 1.0 + mul2;
  f = d;

#pragma acc data region copy(u[0:n-1][0:n-1]) local(v[0:n-1][0:n-1], p[0:n-1][0:n-1], q[0:n-1][0:n-1])
  {
    for (t = 1; t <= tsteps; t++) {
      /* Column sweep */
#pragma acc region
      for (i = 1; i < n - 1; i++) {
        v[0][i] = 1.0;
        p[i][0] = 0.0;
        q[i][0] = v[0][i];
        for (j = 1; j < n - 1; j++) {
          p[i][j] = -c / (a * p[i][j - 1] + b);
          q[i][j] = (-d * u[j][i - 1] + (1.0 + 2.0 * d) * u[j][i] -
                     f * u[j][i + 1] - a * q[i][j - 1]) /
                    (a * p[i][j - 1] + b);
        }
        v[n - 1][i] = 1.0;
        for (j = n - 2; j >= 1; j--)
          v[j][i] = p[i][j] * v[j + 1][i] + q[i][j];
      }
      /* Row sweep */
#pragma acc region
      for (i = 1; i < n - 1; i++) {
        u[i][0] = 1.0;
        p[i][0] = 0.0;
        q[i][0] = u[i][0];
        for (j = 1; j < n - 1; j++) {
          p[i][j] = -f / (d * p[i][j - 1] + e);
          q[i][j] = (-a * v[i - 1][j] + (1.0 + 2.0 * a) * v[i][j] -
                     c * v[i + 1][j] - d * q[i][j - 1]) /
                    (d * p[i][j - 1] + e);
        }
        u[i][n - 1] = 1.0;
        for (j = n - 2; j >= 1; j--)
          u[i][j] = p[i][j] * u[i][j + 1] + q[i][j];
      }
    }
  }
}

static void reference_adi(int tsteps, int n, double u[n][n], double v[n][n],
                          double p[n][n], double q[n][n]) {
  int t, i, j;
  double DX, DY, DT;
  double B1, B2;
  double mul1, mul2;
  double a, b, c, d, e, f;

  DX = 1.0 / (double)n;
  DY = 1.0 / (double)n;
  DT = 1.0 / (double)tsteps;
  B1 = 2.0;
  B2 = 1.0;
  mul1 = B1 * DT / (DX * DX);
  mul2 = B2 * DT / (DY * DY);

  a = -mul1 / 2.0;
  b = 1.0 + mul1;
  c = a;
  d = -mul2 / 2.0;
  e = 1.0 + mul2;
  f = d;

  for (t = 1; t <= tsteps; t++) {
    for (i = 1; i < n - 1; i++) {
      v[0][i] = 1.0;
      p[i][0] = 0.0;
      q[i][0] = v[0][i];
      for (j = 1; j < n - 1; j++) {
        p[i][j] = -c / (a * p[i][j - 1] + b);
        q[i][j] = (-d * u[j][i - 1] + (1.0 + 2.0 * d) * u[j][i] -
                   f * u[j][i + 1] - a * q[i][j - 1]) /
                  (a * p[i][j - 1] + b);
      }
      v[n - 1][i] = 1.0;
      for (j = n - 2; j >= 1; j--)
        v[j][i] = p[i][j] * v[j + 1][i] + q[i][j];
    }
    for (i = 1; i < n - 1; i++) {
      u[i][0] = 1.0;
      p[i][0] = 0.0;
      q[i][0] = u[i][0];
      for (j = 1; j < n - 1; j++) {
        p[i][j] = -f / (d * p[i][j - 1] + e);
        q[i][j] = (-a * v[i - 1][j] + (1.0 + 2.0 * a) * v[i][j] -
                   c * v[i + 1][j] - d * q[i][j - 1]) /
                  (d * p[i][j - 1] + e);
      }
      u[i][n - 1] = 1.0;
      for (j = n - 2; j >= 1; j--)
        u[i][j] = p[i][j] * u[i][j + 1] + q[i][j];
    }
  }
}

int main(void) {
  int n = N, tsteps = TSTEPS;
  double (*u)[n] = pb_alloc(sizeof(double[n][n]));
  double (*v)[n] = pb_alloc(sizeof(double[n][n]));
  double (*p)[n] = pb_alloc(sizeof(double[n][n]));
  double (*q)[n] = pb_alloc(sizeof(double[n][n]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      u[i][j] = (double)(i + n - j) / n;
  double (*u_r)[n] = pb_dup(u, sizeof(double[n][n]));

  kernel_adi(tsteps, n, u, v, p, q);
  reference_adi(tsteps, n, u_r, v, p, q);

  pb_compare("u", &u[0][0], &u_r[0][0], (long)n * n);
  return !pb_result("adi", 1e-9);
}
