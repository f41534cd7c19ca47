// lu with the schedule a CUDA programmer picks for each row i: the L part
// (j < i, each element needing the ones before it) in order, each of its
// dot products a block-wide sum over k; the U part a thread per column j
// (128 to a block), the sum over k sequential. The loops are
// test/PolyBench/lu.c's.
static void kernel_lu_clauses(int n, double A[n][n]) {
  int i, j, k;

#pragma acc data region copy(A[0:n-1][0:n-1])
  {
    for (i = 0; i < n; i++) {
#pragma acc region
      {
#pragma acc for seq
        for (j = 0; j < i; j++) {
#pragma acc for vector(128)
          for (k = 0; k < j; k++)
            A[i][j] -= A[i][k] * A[k][j];
          A[i][j] /= A[j][j];
        }
#pragma acc for parallel, vector(128)
        for (j = i; j < n; j++)
#pragma acc for seq
          for (k = 0; k < i; k++)
            A[i][j] -= A[i][k] * A[k][j];
      }
    }
  }
}
