// Arrays of row pointers ('double *comp[3] = {X, Y, Z}; comp[d][i]') are
// rows through pointers, as 'double **' is: a local array, a struct's
// member ('f->c[d][i] *= s'), a file-scope table of coefficient tables.
// cuacc passed them as arrays of doubles, and nvcc rejected the kernels
// (an internal error; the region ran on the host). A table of strings read
// through a row subscript it cannot bound ('names[i % 3][1]') has no
// section of the rows to copy: the region stays on the host and says so
// (it failed at run time: "out of device memory"). Found by a bug-hunting
// helper (scientific C codes). Prints what the plain build prints.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2> %t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-NOT: internal error
// MINFO: Generating copy(f->c[0:2][0:f->n-1])
// MINFO: Generating copyin(comp[0:2][0:n-1])
// MINFO: Generating copyin(coef_tab[0:2][0:3])
// MINFO: Accelerator region ignored: the extent of 'names' is unknown; name its section
#include <stdio.h>
#include <stdlib.h>
#define N 600
static const double c1[4] = {1.0, -1.0}, c2[4] = {0.5, 0.0, -0.5},
                    c3[4] = {-1.0, 3.0, -3.0, 1.0};
static const double *const coef_tab[3] = {c1, c2, c3};
static const char *const names[3] = {"alpha", "be", "gamma"};
double X[N], Y[N], Z[N], V[3][N], u[N], d[3][N];
int len0[N];

typedef struct {
  int n;
  double *c[3];
} field3;

static void scale3(field3 *f, double s) {
#pragma acc region
  {
    for (int k = 0; k < 3; k++)
      for (int i = 0; i < f->n; i++)
        f->c[k][i] *= s;
  }
}

int main(void) {
  int n = N;
  double *comp[3] = {X, Y, Z};
  for (int i = 0; i < N; i++) {
    X[i] = i;
    Y[i] = 2 * i;
    Z[i] = i % 7;
    u[i] = (i * i) % 31;
  }
#pragma acc region
  {
    for (int k = 0; k < 3; k++)
      for (int i = 0; i < n; i++)
        V[k][i] = comp[k][i] * (k + 1);
  }
  field3 f = {N, {X, Y, Z}};
  scale3(&f, 0.5);
#pragma acc region
  {
    for (int o = 0; o < 3; o++)
      for (int i = 3; i < N; i++) {
        double s = 0;
        for (int k = 0; k <= o + 1; k++)
          s += coef_tab[o][k] * u[i - k];
        d[o][i] = s;
      }
  }
#pragma acc region
  {
    for (int i = 0; i < N; i++)
      len0[i] = names[i % 3][1] + names[(i + 1) % 3][0];
  }
  long h = 0;
  for (int k = 0; k < 3; k++)
    for (int i = 0; i < N; i++)
      h = h * 31 + (long)(V[k][i] * 2) + (long)(d[k][i] * 2) + (long)X[i] +
          (long)Y[i] + (long)Z[i];
  for (int i = 0; i < N; i++)
    h += len0[i];
  printf("h %ld\n", h);
  return 0;
}
