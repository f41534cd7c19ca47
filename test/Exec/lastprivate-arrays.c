// Arrays each iteration writes before reading whose values after the loop
// may be read (a parameter's array, a local read after the region, the
// next loop of the region): each iteration gets its own copy, and the
// iteration that runs last in order writes its copy back, as the loop run
// in order leaves the array. Shapes: doitgen's work vector through a
// pointer (the scratch buffer) over a 2-D grid, a local array, a section
// that does not start at 0 (element 0 keeps its value), loops around the
// covering write that may run no iteration, a loop that runs none, a
// variable-length array, a loop that counts down, the next loop reading
// the array on the device. A write under a condition is no lastprivate.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %cuacc -fsyntax-only -w -fplugin-arg-cuacc-dump=lowered %s | FileCheck --check-prefix=LOWERED %s
// LOWERED: param double *__lp_sum: array item
// LOWERED: lastprivate sum goes back to __lp_sum[__lp_sum_lo + e], e < __lp_sum_n, from the grid's last iteration
// LOWERED: local double t[8]
// LOWERED: lastprivate t goes back to __lp_t
// CHECK-LABEL: doitgen:
// CHECK: Generating lastprivate(sum[0:np-1])
// CHECK: Generating lastprivate(sum[0:np-1])
// CHECK-NEXT: Accelerator kernel generated
// CHECK-LABEL: local_array:
// CHECK: Generating lastprivate(t[0:7])
// CHECK-NEXT: Accelerator kernel generated
// CHECK-LABEL: offset_section:
// CHECK: Generating lastprivate(t[1:m])
// CHECK-LABEL: may_not_run:
// CHECK: Generating lastprivate(t[0:m-1])
// CHECK-LABEL: vla:
// CHECK: Generating lastprivate(w[0:m-1])
// CHECK-LABEL: counts_down:
// CHECK: Generating lastprivate(t[0:7])
// CHECK-LABEL: read_next:
// CHECK: Generating lastprivate(t[0:m-1])
// CHECK-LABEL: conditional:
// CHECK: Parallelization would require privatization of array 't[0:m-1]'
#include <stdio.h>
#include <stdlib.h>

static void doitgen(int nr, int nq, int np, double A[nr][nq][np],
                    double C4[np][np], double *sum) {
#pragma acc data region copy(A[0:nr-1][0:nq-1][0:np-1]) copyin(C4[0:np-1][0:np-1])
  {
#pragma acc region
    {
      for (int r = 0; r < nr; r++)
        for (int q = 0; q < nq; q++) {
          for (int p = 0; p < np; p++) {
            sum[p] = 0.0;
            for (int s = 0; s < np; s++)
              sum[p] += A[r][q][s] * C4[s][p];
          }
          for (int p = 0; p < np; p++)
            A[r][q][p] = sum[p];
        }
    }
  }
}

static void local_array(int n, const double *x, double *y) {
  double t[8];
  for (int k = 0; k < 8; k++)
    t[k] = -1;
#pragma acc region
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < 8; k++)
      t[k] = x[i] * (k + 1);
    double s = 0;
    for (int k = 0; k < 8; k++)
      s += t[k] * t[7 - k];
    y[i] = s;
  }
  for (int k = 0; k < 8; k++)
    printf(" %g", t[k]);
  printf("\n");
}

static void offset_section(int n, int m, const double *x, double *t,
                           double *y) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < m; k++)
      t[k + 1] = x[i] + k;
    double s = 0;
    for (int k = 1; k <= m; k++)
      s += t[k] * k;
    y[i] = s;
  }
}

static void may_not_run(int n, int m, int c, const double *x, double *t,
                        double *y) {
#pragma acc region copy(t[0:m-1])
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < m; k++)
      for (int j = 0; j < c; j++)
        t[k] = x[i] * j + k;
    y[i] = x[i] * c;
  }
}

static void vla(int n, int m, const double *x, double *y) {
  double w[m];
  for (int k = 0; k < m; k++)
    w[k] = 100 + k;
#pragma acc region
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < m; k++)
      w[k] = x[i] - k;
    double s = 1;
    for (int k = 0; k < m; k++)
      s *= w[k];
    y[i] = s;
  }
  for (int k = 0; k < m; k++)
    printf(" %g", w[k]);
  printf("\n");
}

static void counts_down(int n, const double *x, double *t, double *y) {
#pragma acc region
  for (int i = n - 1; i >= 0; i--) {
    for (int k = 0; k < 8; k++)
      t[k] = x[i] + 0.5 * k;
    y[i] = t[3];
  }
}

static void read_next(int n, int m, const double *x, double *t, double *y,
                      double *z) {
#pragma acc region
  {
    for (int i = 0; i < n; i++) {
      for (int k = 0; k < m; k++)
        t[k] = x[i] * x[i] + k;
      double s = 0;
      for (int k = 0; k < m; k++)
        s += t[k];
      y[i] = s;
    }
    for (int k = 0; k < m; k++)
      z[k] = 2 * t[k];
  }
}

static void conditional(int n, int m, const double *x, double *t, double *y) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < m; k++)
      if (x[i] > 3)
        t[k] = x[i] + k;
    y[i] = x[i];
  }
}

static void print(const char *what, const double *v, int n) {
  printf("%s:", what);
  for (int k = 0; k < n; k++)
    printf(" %g", v[k]);
  printf("\n");
}

int main(void) {
  int nr = 5, nq = 7, np = 6;
  double (*A)[nq][np] = malloc(sizeof(double[nr][nq][np]));
  double (*C4)[np] = malloc(sizeof(double[np][np]));
  double sum[6], x[40], y[40], t[40], z[40];
  for (int i = 0; i < nr; i++)
    for (int j = 0; j < nq; j++)
      for (int k = 0; k < np; k++)
        A[i][j][k] = ((i * j + k) % np) / (double)np;
  for (int i = 0; i < np; i++)
    for (int j = 0; j < np; j++)
      C4[i][j] = (i * j % np) / (double)np;
  for (int p = 0; p < np; p++)
    sum[p] = -1;
  doitgen(nr, nq, np, A, C4, sum);
  print("doitgen sum", sum, np);
  print("doitgen A", A[nr - 1][nq - 1], np);
  for (int i = 0; i < 40; i++)
    x[i] = i * 0.25;

  local_array(30, x, y);
  print("local y", y, 30);
  for (int n = 0; n <= 1; n++) { // no iteration, one
    for (int k = 0; k < 40; k++)
      t[k] = -7;
    local_array(n, x, y);
  }

  for (int k = 0; k < 40; k++)
    t[k] = -3;
  offset_section(25, 9, x, t, y);
  print("offset t", t, 12);
  print("offset y", y, 25);

  for (int c = 0; c <= 3; c += 3) {
    for (int k = 0; k < 40; k++)
      t[k] = -5;
    may_not_run(20, 10, c, x, t, y);
    print("may_not_run t", t, 12);
    print("may_not_run y", y, 20);
  }
  for (int k = 0; k < 40; k++)
    t[k] = -9;
  may_not_run(0, 10, 3, x, t, y);
  print("no iteration t", t, 12);

  vla(33, 7, x, y);
  print("vla y", y, 33);

  for (int k = 0; k < 40; k++)
    t[k] = -2;
  counts_down(17, x, t, y);
  print("counts_down t", t, 10);
  print("counts_down y", y, 17);

  read_next(23, 11, x, t, y, z);
  print("read_next t", t, 11);
  print("read_next z", z, 11);

  for (int k = 0; k < 40; k++)
    t[k] = -4;
  conditional(20, 5, x, t, y);
  print("conditional t", t, 5);
  free(A);
  free(C4);
  return 0;
}
