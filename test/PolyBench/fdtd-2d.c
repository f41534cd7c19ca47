// PolyBench/C 4.2.1 fdtd-2d in PGI Accelerator form: 2-D finite-difference
// time-domain electromagnetics, one region per time step.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>%t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %cuacc -O2 -DPB_CLAUSES -I%S/../../bench/polybench %s %{cuaccrt} -lm -o %t.clauses
// RUN: env ACC_DEVICE=host %t.clauses | FileCheck %s
// RUN: %if nvcc %{ %{python} %S/../run-emulated.py %t.clauses.emu %t.clauses | FileCheck %s %}
// CHECK: fdtd-2d: PASS
#include "polybench.h"

#ifndef TMAX
#define TMAX 20
#endif
#ifndef NX
#define NX 60
#endif
#ifndef NY
#define NY 80
#endif

static void kernel_fdtd_2d(int tmax, int nx, int ny, double ex[nx][ny],
                           double ey[nx][ny], double hz[nx][ny],
                           double _fict_[tmax]) {
  int t, i, j;

#pragma acc data region copy(ex[0:nx-1][0:ny-1], ey[0:nx-1][0:ny-1], hz[0:nx-1][0:ny-1]) copyin(_fict_[0:tmax-1])
  {
    for (t = 0; t < tmax; t++) {
#pragma acc region
      {
        for (j = 0; j < ny; j++)
          ey[0][j] = _fict_[t];
        for (i = 1; i < nx; i++)
          for (j = 0; j < ny; j++)
            ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
        for (i = 0; i < nx; i++)
          for (j = 1; j < ny; j++)
            ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
        for (i = 0; i < nx - 1; i++)
          for (j = 0; j < ny - 1; j++)
            hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] +
                                         ey[i + 1][j] - ey[i][j]);
      }
    }
  }
}

static void reference_fdtd_2d(int tmax, int nx, int ny, double ex[nx][ny],
                              double ey[nx][ny], double hz[nx][ny],
                              double _fict_[tmax]) {
  int t, i, j;
  for (t = 0; t < tmax; t++) {
    for (j = 0; j < ny; j++)
      ey[0][j] = _fict_[t];
    for (i = 1; i < nx; i++)
      for (j = 0; j < ny; j++)
        ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
    for (i = 0; i < nx; i++)
      for (j = 1; j < ny; j++)
        ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
    for (i = 0; i < nx - 1; i++)
      for (j = 0; j < ny - 1; j++)
        hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] -
                                     ey[i][j]);
  }
}

#ifdef PB_CLAUSES
/* The same kernel with the schedule clauses a CUDA programmer would pick
 * (bench/polybench/fdtd-2d-clauses.c; tools/polybench-time). */
#include "fdtd-2d-clauses.c"
#define kernel_fdtd_2d kernel_fdtd_2d_clauses
#endif

int main(void) {
  int tmax = TMAX, nx = NX, ny = NY;
  double (*ex)[ny] = pb_alloc(sizeof(double[nx][ny]));
  double (*ey)[ny] = pb_alloc(sizeof(double[nx][ny]));
  double (*hz)[ny] = pb_alloc(sizeof(double[nx][ny]));
  double *_fict_ = pb_alloc(sizeof(double[tmax]));
  for (int i = 0; i < tmax; i++)
    _fict_[i] = (double)i;
  for (int i = 0; i < nx; i++)
    for (int j = 0; j < ny; j++) {
      ex[i][j] = ((double)i * (j + 1)) / nx;
      ey[i][j] = ((double)i * (j + 2)) / ny;
      hz[i][j] = ((double)i * (j + 3)) / nx;
    }
  double (*ex_r)[ny] = pb_dup(ex, sizeof(double[nx][ny]));
  double (*ey_r)[ny] = pb_dup(ey, sizeof(double[nx][ny]));
  double (*hz_r)[ny] = pb_dup(hz, sizeof(double[nx][ny]));

  kernel_fdtd_2d(tmax, nx, ny, ex, ey, hz, _fict_);
  reference_fdtd_2d(tmax, nx, ny, ex_r, ey_r, hz_r, _fict_);

  pb_compare("ex", &ex[0][0], &ex_r[0][0], (long)nx * ny);
  pb_compare("ey", &ey[0][0], &ey_r[0][0], (long)nx * ny);
  pb_compare("hz", &hz[0][0], &hz_r[0][0], (long)nx * ny);
  return !pb_result("fdtd-2d", 1e-9);
}
