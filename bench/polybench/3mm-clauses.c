// 3mm with the schedule a CUDA programmer picks for each product: a thread
// per output element (j across a warp's 32 threads, i across 8 warps), the
// inner product over k sequential in the thread. The loops are
// test/PolyBench/3mm.c's.
static void kernel_3mm_clauses(int ni, int nj, int nk, int nl, int nm,
                               double E[ni][nj], double A[ni][nk],
                               double B[nk][nj], double F[nj][nl],
                               double C[nj][nm], double D[nm][nl],
                               double G[ni][nl]) {
  int i, j, k;

#pragma acc data region copyin(A[0:ni-1][0:nk-1], B[0:nk-1][0:nj-1], C[0:nj-1][0:nm-1], D[0:nm-1][0:nl-1]) copyout(E[0:ni-1][0:nj-1], F[0:nj-1][0:nl-1], G[0:ni-1][0:nl-1])
  {
    /* E := A*B */
#pragma acc region
    {
#pragma acc for parallel, vector(8)
      for (i = 0; i < ni; i++)
#pragma acc for parallel, vector(32)
        for (j = 0; j < nj; j++) {
          E[i][j] = 0.0;
#pragma acc for seq
          for (k = 0; k < nk; ++k)
            E[i][j] += A[i][k] * B[k][j];
        }
    }
    /* F := C*D */
#pragma acc region
    {
#pragma acc for parallel, vector(8)
      for (i = 0; i < nj; i++)
#pragma acc for parallel, vector(32)
        for (j = 0; j < nl; j++) {
          F[i][j] = 0.0;
#pragma acc for seq
          for (k = 0; k < nm; ++k)
            F[i][j] += C[i][k] * D[k][j];
        }
    }
    /* G := E*F */
#pragma acc region
    {
#pragma acc for parallel, vector(8)
      for (i = 0; i < ni; i++)
#pragma acc for parallel, vector(32)
        for (j = 0; j < nl; j++) {
          G[i][j] = 0.0;
#pragma acc for seq
          for (k = 0; k < nj; ++k)
            G[i][j] += E[i][k] * F[k][j];
        }
    }
  }
}
