// 2mm with the schedule a CUDA programmer picks for each product: a thread
// per output element (j across a warp's 32 threads, i across 8 warps), the
// inner product over k sequential in the thread. The loops are
// test/PolyBench/2mm.c's.
static void kernel_2mm_clauses(int ni, int nj, int nk, int nl, double alpha,
                               double beta, double tmp[ni][nj],
                               double A[ni][nk], double B[nk][nj],
                               double C[nj][nl], double D[ni][nl]) {
  int i, j, k;

#pragma acc data region local(tmp[0:ni-1][0:nj-1]) copyin(A[0:ni-1][0:nk-1], B[0:nk-1][0:nj-1], C[0:nj-1][0:nl-1]) copy(D[0:ni-1][0:nl-1])
  {
#pragma acc region
    {
#pragma acc for parallel, vector(8)
      for (i = 0; i < ni; i++)
#pragma acc for parallel, vector(32)
        for (j = 0; j < nj; j++) {
          tmp[i][j] = 0.0;
#pragma acc for seq
          for (k = 0; k < nk; ++k)
            tmp[i][j] += alpha * A[i][k] * B[k][j];
        }
    }

#pragma acc region
    {
#pragma acc for parallel, vector(8)
      for (i = 0; i < ni; i++)
#pragma acc for parallel, vector(32)
        for (j = 0; j < nl; j++) {
          D[i][j] *= beta;
#pragma acc for seq
          for (k = 0; k < nj; ++k)
            D[i][j] += tmp[i][k] * C[k][j];
        }
    }
  }
}
