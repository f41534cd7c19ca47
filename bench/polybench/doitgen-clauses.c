// doitgen with the schedule a CUDA programmer picks: a block per row
// A[r][q][:] (r and q across the grid, each with its own sum), the p loops
// across the block's 128 threads, the sum over s sequential in each thread.
// The loops are test/PolyBench/doitgen.c's.
static void kernel_doitgen_clauses(int nr, int nq, int np,
                                   double A[nr][nq][np], double C4[np][np],
                                   double sum[np]) {
  int r, q, p, s;

#pragma acc data region copy(A[0:nr-1][0:nq-1][0:np-1]) copyin(C4[0:np-1][0:np-1]) local(sum[0:np-1])
  {
#pragma acc region
    {
#pragma acc for parallel private(sum[0:np-1])
      for (r = 0; r < nr; r++)
#pragma acc for parallel private(sum[0:np-1])
        for (q = 0; q < nq; q++) {
#pragma acc for vector(128)
          for (p = 0; p < np; p++) {
            sum[p] = 0.0;
#pragma acc for seq
            for (s = 0; s < np; s++)
              sum[p] += A[r][q][s] * C4[s][p];
          }
#pragma acc for vector(128)
          for (p = 0; p < np; p++)
            A[r][q][p] = sum[p];
        }
    }
  }
}
