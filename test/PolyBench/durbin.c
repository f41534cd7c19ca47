// PolyBench/C 4.2.1 durbin in PGI Accelerator form: Levinson-Durbin
// recursion for the Yule-Walker equations. The recursion over k stays on
// the host; each step's loops are a region.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// CHECK: durbin: PASS
#include "polybench.h"

#ifndef N
#define N 120
#endif

static void kernel_durbin(int n, double r[n], double y[n]) {
  double z[N];
  double alpha, beta, sum;
  int i, k;

#pragma acc data region copyin(r[0:n-1]) copyout(y[0:n-1]) local(z[0:n-1])
  {
#pragma acc region
    {
      y[0] = -r[0];
    }
    beta = 1.0;
    alpha = -r[0];

    for (k = 1; k < n; k++) {
#pragma acc region
      {
        beta = (1 - alpha * alpha) * beta;
        sum = 0.0;
        for (i = 0; i < k; i++)
          sum += r[k - i - 1] * y[i];
        alpha = -(r[k] + sum) / beta;
        for (i = 0; i < k; i++)
          z[i] = y[i] + alpha * y[k - i - 1];
        for (i = 0; i < k; i++)
          y[i] = z[i];
        y[k] = alpha;
      }
    }
  }
}

static void reference_durbin(int n, double r[n], double y[n]) {
  double z[N];
  double alpha, beta, sum;
  int i, k;
  y[0] = -r[0];
  beta = 1.0;
  alpha = -r[0];
  for (k = 1; k < n; k++) {
    beta = (1 - alpha * alpha) * beta;
    sum = 0.0;
    for (i = 0; i < k; i++)
      sum += r[k - i - 1] * y[i];
    alpha = -(r[k] + sum) / beta;
    for (i = 0; i < k; i++)
      z[i] = y[i] + alpha * y[k - i - 1];
    for (i = 0; i < k; i++)
      y[i] = z[i];
    y[k] = alpha;
  }
}

int main(void) {
  int n = N;
  double *r = pb_alloc(sizeof(double[n]));
  double *y = pb_alloc(sizeof(double[n])), *y_r = pb_alloc(sizeof(double[n]));
  for (int i = 0; i < n; i++)
    r[i] = (n + 1 - i);

  kernel_durbin(n, r, y);
  reference_durbin(n, r, y_r);

  pb_compare("y", y, y_r, n);
  return !pb_result("durbin", 1e-9);
}
