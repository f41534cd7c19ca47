// atax with the schedule a CUDA programmer picks: tmp = A x a warp per row
// (i across the grid, j across 32 threads, a shuffle sum), then y = A^T tmp
// a thread per column j (128 to a block), the sum over rows i sequential
// and each warp reading a row's consecutive columns. For that the i loop is
// split in two and the second part's loops swapped (j outside i); the
// statements are test/PolyBench/atax.c's.
static void kernel_atax_clauses(int m, int n, double A[m][n], double x[n],
                                double y[n], double tmp[m]) {
  int i, j;

#pragma acc data region copyin(A[0:m-1][0:n-1], x[0:n-1]) copyout(y[0:n-1], tmp[0:m-1])
  {
#pragma acc region
    {
#pragma acc for parallel, vector(256)
      for (i = 0; i < n; i++)
        y[i] = 0;
#pragma acc for parallel
      for (i = 0; i < m; i++) {
        tmp[i] = 0.0;
#pragma acc for vector(32)
        for (j = 0; j < n; j++)
          tmp[i] = tmp[i] + A[i][j] * x[j];
      }
#pragma acc for parallel, vector(128)
      for (j = 0; j < n; j++)
#pragma acc for seq
        for (i = 0; i < m; i++)
          y[j] = y[j] + A[i][j] * tmp[i];
    }
  }
}
