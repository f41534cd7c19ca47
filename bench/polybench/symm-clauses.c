// symm with the schedule a CUDA programmer picks: the columns j are
// independent (row i updates C[k][j] for k < i of its own column only), so
// a thread per column (32 to a block, to spread the few columns over the
// SMs) runs the i and k loops in order. The j loop is moved outside i to say
// so; otherwise the loops are test/PolyBench/symm.c's.
static void kernel_symm_clauses(int m, int n, double alpha, double beta,
                                double C[m][n], double A[m][m],
                                double B[m][n]) {
  int i, j, k;
  double temp2;

#pragma acc data region copy(C[0:m-1][0:n-1]) copyin(A[0:m-1][0:m-1], B[0:m-1][0:n-1])
  {
#pragma acc region
    {
#pragma acc for parallel, vector(32)
      for (j = 0; j < n; j++)
#pragma acc for seq
        for (i = 0; i < m; i++) {
          temp2 = 0;
#pragma acc for seq
          for (k = 0; k < i; k++) {
            C[k][j] += alpha * B[i][j] * A[i][k];
            temp2 += B[k][j] * A[i][k];
          }
          C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
        }
    }
  }
}
