// gemm with the schedule a CUDA programmer picks: a thread per C[i][j]
// (a 2-D grid, j across the 32 threads of a warp, i across 8 warps), the
// inner product over k sequential in each thread. The k loop is moved
// inside j to say so (PolyBench's order, i { k { j } }, has no loop nest
// that a 2-D i,j grid could name); everything else is test/PolyBench/gemm.c.
static void kernel_gemm_clauses(int ni, int nj, int nk, double alpha,
                                double beta, double C[ni][nj],
                                double A[ni][nk], double B[nk][nj]) {
#pragma acc data region copy(C[0:ni-1][0:nj-1]) copyin(A[0:ni-1][0:nk-1], B[0:nk-1][0:nj-1])
  {
#pragma acc region
    {
#pragma acc for parallel, vector(8)
      for (int i = 0; i < ni; i++)
#pragma acc for parallel, vector(32)
        for (int j = 0; j < nj; j++) {
          C[i][j] *= beta;
#pragma acc for seq
          for (int k = 0; k < nk; k++)
            C[i][j] += alpha * A[i][k] * B[k][j];
        }
    }
  }
}
