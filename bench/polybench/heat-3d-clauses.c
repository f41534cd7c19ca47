// heat-3d with the schedule a CUDA programmer picks: each sweep a 3-D grid
// of 32x8 blocks (k across a warp, j across 8 warps, i across the grid's
// third dimension). The loops are test/PolyBench/heat-3d.c's.
static void kernel_heat_3d_clauses(int tsteps, int n, double A[n][n][n],
                                   double B[n][n][n]) {
  int t, i, j, k;

#pragma acc data region copy(A[0:n-1][0:n-1][0:n-1], B[0:n-1][0:n-1][0:n-1])
  {
    for (t = 1; t <= tsteps; t++) {
#pragma acc region
      {
#pragma acc for parallel
        for (i = 1; i < n - 1; i++)
#pragma acc for parallel, vector(8)
          for (j = 1; j < n - 1; j++)
#pragma acc for parallel, vector(32)
            for (k = 1; k < n - 1; k++)
              B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k])
                         + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k])
                         + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1])
                         + A[i][j][k];
#pragma acc for parallel
        for (i = 1; i < n - 1; i++)
#pragma acc for parallel, vector(8)
          for (j = 1; j < n - 1; j++)
#pragma acc for parallel, vector(32)
            for (k = 1; k < n - 1; k++)
              A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k])
                         + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k])
                         + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1])
                         + B[i][j][k];
      }
    }
  }
}
