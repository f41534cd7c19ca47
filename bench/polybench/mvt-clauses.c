// mvt with the schedule a CUDA programmer picks: x1 += A y_1 a warp per row
// (i across the grid, j across 32 threads, a shuffle sum); x2 += A^T y_2 a
// thread per column i (128 to a block), the sum over j sequential and each
// warp reading a row's consecutive elements. The loops are
// test/PolyBench/mvt.c's.
static void kernel_mvt_clauses(int n, double x1[n], double x2[n],
                               double y_1[n], double y_2[n], double A[n][n]) {
  int i, j;

#pragma acc data region copy(x1[0:n-1], x2[0:n-1]) copyin(y_1[0:n-1], y_2[0:n-1], A[0:n-1][0:n-1])
  {
#pragma acc region
    {
#pragma acc for parallel
      for (i = 0; i < n; i++)
#pragma acc for vector(32)
        for (j = 0; j < n; j++)
          x1[i] = x1[i] + A[i][j] * y_1[j];
    }

#pragma acc region
    {
#pragma acc for parallel, vector(128)
      for (i = 0; i < n; i++)
#pragma acc for seq
        for (j = 0; j < n; j++)
          x2[i] = x2[i] + A[j][i] * y_2[j];
    }
  }
}
