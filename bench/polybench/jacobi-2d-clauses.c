// jacobi-2d with the schedule a CUDA programmer picks: each sweep a 2-D grid
// of 32x8 blocks (j across a warp, i across 8 warps). The loops are
// test/PolyBench/jacobi-2d.c's.
static void kernel_jacobi_2d_clauses(int tsteps, int n, double A[n][n],
                                     double B[n][n]) {
  int t, i, j;

#pragma acc data region copy(A[0:n-1][0:n-1], B[0:n-1][0:n-1])
  {
    for (t = 0; t < tsteps; t++) {
#pragma acc region
      {
#pragma acc for parallel, vector(8)
        for (i = 1; i < n - 1; i++)
#pragma acc for parallel, vector(32)
          for (j = 1; j < n - 1; j++)
            B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j] +
                             A[1 + i][j] + A[i - 1][j]);
#pragma acc for parallel, vector(8)
        for (i = 1; i < n - 1; i++)
#pragma acc for parallel, vector(32)
          for (j = 1; j < n - 1; j++)
            A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][1 + j] +
                             B[1 + i][j] + B[i - 1][j]);
      }
    }
  }
}
