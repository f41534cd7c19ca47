// PolyBench/C 4.2.1 covariance in PGI Accelerator form: the covariance
// matrix of the columns of data.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %cuacc -O2 -DPB_CLAUSES -I%S/../../bench/polybench %s %{cuaccrt} -lm -o %t.clauses
// RUN: env ACC_DEVICE=host %t.clauses | FileCheck %s
// RUN: %if nvcc %{ %{python} %S/../run-emulated.py %t.clauses.emu %t.clauses | FileCheck %s %}
// CHECK: covariance: PASS
#include "polybench.h"

#ifndef M
#define M 50
#endif
#ifndef N
#define N 60
#endif

static void kernel_covariance(int m, int n, double float_n, double data[n][m],
                              double cov[m][m], double mean[m]) {
  int i, j, k;

#pragma acc data region copy(data[0:n-1][0:m-1]) copyout(cov[0:m-1][0:m-1], mean[0:m-1])
  {
#pragma acc region
    for (j = 0; j < m; j++) {
      mean[j] = 0.0;
      for (i = 0; i < n; i++)
        mean[j] += data[i][j];
      mean[j] /= float_n;
    }

#pragma acc region
    for (i = 0; i < n; i++)
      for (j = 0; j < m; j++)
        data[i][j] -= mean[j];

#pragma acc region
    for (i = 0; i < m; i++)
      for (j = i; j < m; j++) {
        cov[i][j] = 0.0;
        for (k = 0; k < n; k++)
          cov[i][j] += data[k][i] * data[k][j];
        cov[i][j] /= (float_n - 1.0);
        cov[j][i] = cov[i][j];
      }
  }
}

static void reference_covariance(int m, int n, double float_n,
                                 double data[n][m], double cov[m][m],
                                 double mean[m]) {
  int i, j, k;
  for (j = 0; j < m; j++) {
    mean[j] = 0.0;
    for (i = 0; i < n; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      data[i][j] -= mean[j];
  for (i = 0; i < m; i++)
    for (j = i; j < m; j++) {
      cov[i][j] = 0.0;
      for (k = 0; k < n; k++)
        cov[i][j] += data[k][i] * data[k][j];
      cov[i][j] /= (float_n - 1.0);
      cov[j][i] = cov[i][j];
    }
}

#ifdef PB_CLAUSES
/* The same kernel with the schedule clauses a CUDA programmer would pick
 * (bench/polybench/covariance-clauses.c; tools/polybench-time). */
#include "covariance-clauses.c"
#define kernel_covariance kernel_covariance_clauses
#endif

int main(void) {
  int m = M, n = N;
  double float_n = (double)n;
  double (*data)[m] = pb_alloc(sizeof(double[n][m]));
  double (*cov)[m] = pb_alloc(sizeof(double[m][m]));
  double *mean = pb_alloc(sizeof(double[m]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] = ((double)i * j) / m;
  double (*data_r)[m] = pb_dup(data, sizeof(double[n][m]));
  double (*cov_r)[m] = pb_alloc(sizeof(double[m][m]));
  double *mean_r = pb_alloc(sizeof(double[m]));

  kernel_covariance(m, n, float_n, data, cov, mean);
  reference_covariance(m, n, float_n, data_r, cov_r, mean_r);

  pb_compare("cov", &cov[0][0], &cov_r[0][0], (long)m * m);
  pb_compare("mean", mean, mean_r, m);
  pb_compare("data", &data[0][0], &data_r[0][0], (long)n * m);
  return !pb_result("covariance", 1e-9);
}
