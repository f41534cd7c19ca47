// trmm with the schedule a CUDA programmer picks: the columns j are
// independent (row i reads rows k > i of its own column), so a thread per
// column (32 to a block, to spread the few columns over the SMs) runs the i
// and k loops in order. The j loop is moved outside i to say so; otherwise
// the loops are test/PolyBench/trmm.c's.
static void kernel_trmm_clauses(int m, int n, double alpha, double A[m][m],
                                double B[m][n]) {
  int i, j, k;

#pragma acc data region copyin(A[0:m-1][0:m-1]) copy(B[0:m-1][0:n-1])
  {
#pragma acc region
    {
#pragma acc for parallel, vector(32)
      for (j = 0; j < n; j++)
#pragma acc for seq
        for (i = 0; i < m; i++) {
#pragma acc for seq
          for (k = i + 1; k < m; k++)
            B[i][j] += A[k][i] * B[k][j];
          B[i][j] = alpha * B[i][j];
        }
    }
  }
}
