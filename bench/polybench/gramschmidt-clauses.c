// gramschmidt with the schedule a CUDA programmer picks for each column k:
// the norm a block-wide sum over the rows, the column of Q a thread per row,
// and the update of the later columns a block per column j with the rows i
// across its 128 threads (R[k][j] a block-wide sum, then the column's
// update). The loops are test/PolyBench/gramschmidt.c's.
static void kernel_gramschmidt_clauses(int m, int n, double A[m][n],
                                       double R[n][n], double Q[m][n]) {
  int i, j, k;
  double nrm;

#pragma acc data region copy(A[0:m-1][0:n-1], R[0:n-1][0:n-1]) copyout(Q[0:m-1][0:n-1])
  {
    for (k = 0; k < n; k++) {
#pragma acc region
      {
        nrm = 0.0;
#pragma acc for parallel, vector(256)
        for (i = 0; i < m; i++)
          nrm += A[i][k] * A[i][k];
        R[k][k] = sqrt(nrm);
#pragma acc for parallel, vector(256)
        for (i = 0; i < m; i++)
          Q[i][k] = A[i][k] / R[k][k];
#pragma acc for parallel
        for (j = k + 1; j < n; j++) {
          R[k][j] = 0.0;
#pragma acc for vector(128)
          for (i = 0; i < m; i++)
            R[k][j] += Q[i][k] * A[i][j];
#pragma acc for vector(128)
          for (i = 0; i < m; i++)
            A[i][j] = A[i][j] - Q[i][k] * R[k][j];
        }
      }
    }
  }
}
