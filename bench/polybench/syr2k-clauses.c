// syr2k with the schedule a CUDA programmer picks: a thread per element of
// C's lower triangle (j across a warp's 32 threads, i across 8 warps; the
// threads above the diagonal idle), the sum over k sequential in the thread.
// The k loop is moved inside j to say so (PolyBench's order, i { k { j } },
// has no nest that a 2-D i,j grid could name); otherwise the loops are
// test/PolyBench/syr2k.c's.
static void kernel_syr2k_clauses(int n, int m, double alpha, double beta,
                                 double C[n][n], double A[n][m],
                                 double B[n][m]) {
  int i, j, k;

#pragma acc data region copy(C[0:n-1][0:n-1]) copyin(A[0:n-1][0:m-1], B[0:n-1][0:m-1])
  {
#pragma acc region
    {
#pragma acc for parallel, vector(8)
      for (i = 0; i < n; i++)
#pragma acc for parallel, vector(32)
        for (j = 0; j <= i; j++) {
          C[i][j] *= beta;
#pragma acc for seq
          for (k = 0; k < m; k++)
            C[i][j] += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];
        }
    }
  }
}
