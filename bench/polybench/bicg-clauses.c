// bicg with the schedule a CUDA programmer picks: s = A^T r a thread per
// column j (128 to a block), the sum over rows i sequential and each warp
// reading a row's consecutive columns; q = A p a warp per row (i across the
// grid, j across 32 threads, a shuffle sum). For that the j loop's two
// statements are split into two nests and the first nest's loops swapped
// (j outside i); the statements are test/PolyBench/bicg.c's.
static void kernel_bicg_clauses(int m, int n, double A[n][m], double s[m],
                                double q[n], double p[m], double r[n]) {
  int i, j;

#pragma acc data region copyin(A[0:n-1][0:m-1], p[0:m-1], r[0:n-1]) copyout(s[0:m-1], q[0:n-1])
  {
#pragma acc region
    {
#pragma acc for parallel, vector(256)
      for (i = 0; i < m; i++)
        s[i] = 0;
#pragma acc for parallel, vector(128)
      for (j = 0; j < m; j++)
#pragma acc for seq
        for (i = 0; i < n; i++)
          s[j] = s[j] + r[i] * A[i][j];
#pragma acc for parallel
      for (i = 0; i < n; i++) {
        q[i] = 0.0;
#pragma acc for vector(32)
        for (j = 0; j < m; j++)
          q[i] = q[i] + A[i][j] * p[j];
      }
    }
  }
}
