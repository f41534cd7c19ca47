// gesummv with the schedule a CUDA programmer picks: a warp per row (i
// across the grid, j across 32 threads, shuffle sums for tmp[i] and y[i]).
// The loops are test/PolyBench/gesummv.c's.
static void kernel_gesummv_clauses(int n, double alpha, double beta,
                                   double A[n][n], double B[n][n],
                                   double tmp[n], double x[n], double y[n]) {
  int i, j;

#pragma acc data region copyin(A[0:n-1][0:n-1], B[0:n-1][0:n-1], x[0:n-1]) copyout(tmp[0:n-1], y[0:n-1])
  {
#pragma acc region
    {
#pragma acc for parallel
      for (i = 0; i < n; i++) {
        tmp[i] = 0.0;
        y[i] = 0.0;
#pragma acc for vector(32)
        for (j = 0; j < n; j++) {
          tmp[i] = A[i][j] * x[j] + tmp[i];
          y[i] = B[i][j] * x[j] + y[i];
        }
        y[i] = alpha * tmp[i] + beta * y[i];
      }
    }
  }
}
