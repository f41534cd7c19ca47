// gemver with the schedule a CUDA programmer picks: the rank-2 update a 2-D
// grid (j across a warp, i across 8 warps); x += beta A^T y a thread per
// column i (128 to a block, the sum over j sequential, each warp reading a
// row's consecutive elements); x += z a thread per element; w += alpha A x a
// warp per row (i across the grid, j across 32 threads, a shuffle sum). The
// loops are test/PolyBench/gemver.c's.
static void kernel_gemver_clauses(int n, double alpha, double beta,
                                  double A[n][n], double u1[n], double v1[n],
                                  double u2[n], double v2[n], double w[n],
                                  double x[n], double y[n], double z[n]) {
  int i, j;

#pragma acc data region copy(A[0:n-1][0:n-1], x[0:n-1], w[0:n-1]) copyin(u1[0:n-1], v1[0:n-1], u2[0:n-1], v2[0:n-1], y[0:n-1], z[0:n-1])
  {
#pragma acc region
    {
#pragma acc for parallel, vector(8)
      for (i = 0; i < n; i++)
#pragma acc for parallel, vector(32)
        for (j = 0; j < n; j++)
          A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
    }

#pragma acc region
    {
#pragma acc for parallel, vector(128)
      for (i = 0; i < n; i++)
#pragma acc for seq
        for (j = 0; j < n; j++)
          x[i] = x[i] + beta * A[j][i] * y[j];
    }

#pragma acc region
    {
#pragma acc for parallel, vector(256)
      for (i = 0; i < n; i++)
        x[i] = x[i] + z[i];
    }

#pragma acc region
    {
#pragma acc for parallel
      for (i = 0; i < n; i++)
#pragma acc for vector(32)
        for (j = 0; j < n; j++)
          w[i] = w[i] + alpha * A[i][j] * x[j];
    }
  }
}
