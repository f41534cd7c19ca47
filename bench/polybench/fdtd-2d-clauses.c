// fdtd-2d with the schedule a CUDA programmer picks: the boundary row a
// thread per element, each field update a 2-D grid of 32x8 blocks (j across
// a warp, i across 8 warps). The loops are test/PolyBench/fdtd-2d.c's.
static void kernel_fdtd_2d_clauses(int tmax, int nx, int ny,
                                   double ex[nx][ny], double ey[nx][ny],
                                   double hz[nx][ny], double _fict_[tmax]) {
  int t, i, j;

#pragma acc data region copy(ex[0:nx-1][0:ny-1], ey[0:nx-1][0:ny-1], hz[0:nx-1][0:ny-1]) copyin(_fict_[0:tmax-1])
  {
    for (t = 0; t < tmax; t++) {
#pragma acc region
      {
#pragma acc for parallel, vector(256)
        for (j = 0; j < ny; j++)
          ey[0][j] = _fict_[t];
#pragma acc for parallel, vector(8)
        for (i = 1; i < nx; i++)
#pragma acc for parallel, vector(32)
          for (j = 0; j < ny; j++)
            ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
#pragma acc for parallel, vector(8)
        for (i = 0; i < nx; i++)
#pragma acc for parallel, vector(32)
          for (j = 1; j < ny; j++)
            ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
#pragma acc for parallel, vector(8)
        for (i = 0; i < nx - 1; i++)
#pragma acc for parallel, vector(32)
          for (j = 0; j < ny - 1; j++)
            hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] +
                                         ey[i + 1][j] - ey[i][j]);
      }
    }
  }
}
