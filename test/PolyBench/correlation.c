// PolyBench/C 4.2.1 correlation in PGI Accelerator form: the correlation
// matrix of the columns of data.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %cuacc -O2 -DPB_CLAUSES -I%S/../../bench/polybench %s %{cuaccrt} -lm -o %t.clauses
// RUN: env ACC_DEVICE=host %t.clauses | FileCheck %s
// RUN: %if nvcc %{ %{python} %S/../run-emulated.py %t.clauses.emu %t.clauses | FileCheck %s %}
// CHECK: correlation: PASS
#include "polybench.h"

#ifndef M
#define M 50
#endif
#ifndef N
#define N 60
#endif

static void kernel_correlation(int m, int n, double float_n,
                               double data[n][m], double corr[m][m],
                               double mean[m], double stddev[m]) {
  int i, j, k;
  double eps = 0.1;

#pragma acc data region copy(data[0:n-1][0:m-1]) copyout(corr[0:m-1][0:m-1], mean[0:m-1], stddev[0:m-1])
  {
#pragma acc region
    for (j = 0; j < m; j++) {
      mean[j] = 0.0;
      for (i = 0; i < n; i++)
        mean[j] += data[i][j];
      mean[j] /= float_n;
    }

#pragma acc region
    for (j = 0; j < m; j++) {
      stddev[j] = 0.0;
      for (i = 0; i < n; i++)
        stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
      stddev[j] /= float_n;
      stddev[j] = sqrt(stddev[j]);
      stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
    }

    /* Center and reduce the column vectors. */
#pragma acc region
    for (i = 0; i < n; i++)
      for (j = 0; j < m; j++) {
        data[i][j] -= mean[j];
        data[i][j] /= sqrt(float_n) * stddev[j];
      }

    /* The m x m correlation matrix. */
#pragma acc region
    {
      for (i = 0; i < m - 1; i++) {
        corr[i][i] = 1.0;
        for (j = i + 1; j < m; j++) {
          corr[i][j] = 0.0;
          for (k = 0; k < n; k++)
            corr[i][j] += data[k][i] * data[k][j];
          corr[j][i] = corr[i][j];
        }
      }
      corr[m - 1][m - 1] = 1.0;
    }
  }
}

static void reference_correlation(int m, int n, double float_n,
                                  double data[n][m], double corr[m][m],
                                  double mean[m], double stddev[m]) {
  int i, j, k;
  double eps = 0.1;
  for (j = 0; j < m; j++) {
    mean[j] = 0.0;
    for (i = 0; i < n; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }
  for (j = 0; j < m; j++) {
    stddev[j] = 0.0;
    for (i = 0; i < n; i++)
      stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
    stddev[j] /= float_n;
    stddev[j] = sqrt(stddev[j]);
    stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
  }
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      data[i][j] -= mean[j];
      data[i][j] /= sqrt(float_n) * stddev[j];
    }
  for (i = 0; i < m - 1; i++) {
    corr[i][i] = 1.0;
    for (j = i + 1; j < m; j++) {
      corr[i][j] = 0.0;
      for (k = 0; k < n; k++)
        corr[i][j] += data[k][i] * data[k][j];
      corr[j][i] = corr[i][j];
    }
  }
  corr[m - 1][m - 1] = 1.0;
}

#ifdef PB_CLAUSES
/* The same kernel with the schedule clauses a CUDA programmer would pick
 * (bench/polybench/correlation-clauses.c; tools/polybench-time). */
#include "correlation-clauses.c"
#define kernel_correlation kernel_correlation_clauses
#endif

int main(void) {
  int m = M, n = N;
  double float_n = (double)n;
  double (*data)[m] = pb_alloc(sizeof(double[n][m]));
  double (*corr)[m] = pb_alloc(sizeof(double[m][m]));
  double *mean = pb_alloc(sizeof(double[m]));
  double *stddev = pb_alloc(sizeof(double[m]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] = (double)(i * j) / m + i;
  double (*data_r)[m] = pb_dup(data, sizeof(double[n][m]));
  double (*corr_r)[m] = pb_alloc(sizeof(double[m][m]));
  double *mean_r = pb_alloc(sizeof(double[m]));
  double *stddev_r = pb_alloc(sizeof(double[m]));

  kernel_correlation(m, n, float_n, data, corr, mean, stddev);
  reference_correlation(m, n, float_n, data_r, corr_r, mean_r, stddev_r);

  pb_compare("corr", &corr[0][0], &corr_r[0][0], (long)m * m);
  pb_compare("mean", mean, mean_r, m);
  pb_compare("stddev", stddev, stddev_r, m);
  pb_compare("data", &data[0][0], &data_r[0][0], (long)n * m);
  return !pb_result("correlation", 1e-9);
}
