// The two-sided boundary loop of a stencil, written on a linearized array
// (u[IDX(0, j)] = u[IDX(1, j)]; u[IDX(nx - 1, j)] = u[IDX(nx - 2, j)]):
// the rows' offsets differ by ny * (2 - nx), a multiple of ny, and two
// iterations of j differ by less than ny, so no element is touched by two
// iterations (0 when nx is 2: the same iteration). It was taken for a
// carried dependence and ran on one thread; found by a bug-hunting helper
// (mini-apps). A distance that is not such a multiple still carries.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2> %t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-LABEL: neumann:
// MINFO: Loop is parallelizable
// MINFO-LABEL: shifted:
// MINFO: Loop carried dependence of 'u' prevents parallelization
#include <stdio.h>
#include <stdlib.h>
#define IDX(i, j) ((i) * ny + (j))

static void neumann(double *u, int nx, int ny) {
#pragma acc kernels copy(u[0:nx*ny])
  for (int j = 0; j < ny; j++) {
    u[IDX(0, j)] = u[IDX(1, j)];
    u[IDX(nx - 1, j)] = u[IDX(nx - 2, j)];
  }
}

// k + j against j: a distance of k, which may be less than ny.
static void shifted(double *u, int k, int ny) {
#pragma acc kernels copy(u[0:ny+k])
  for (int j = 0; j < ny; j++)
    u[j + k] = u[j] + 1;
}

int main(void) {
  int sizes[][2] = {{50, 40}, {2, 7}, {3, 1}};
  for (int s = 0; s < 3; s++) {
    int nx = sizes[s][0], ny = sizes[s][1];
    double *u = malloc(nx * ny * sizeof *u);
    for (int k = 0; k < nx * ny; k++)
      u[k] = k * 0.5;
    neumann(u, nx, ny);
    double h = 0;
    for (int k = 0; k < nx * ny; k++)
      h = h * 0.75 + u[k];
    printf("%d %d %a\n", nx, ny, h);
    free(u);
  }
  double v[40];
  for (int k = 0; k < 40; k++)
    v[k] = k;
  shifted(v, 3, 30);
  printf("%g %g\n", v[3], v[32]);
  return 0;
}
