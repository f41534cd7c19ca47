// covariance with the schedule a CUDA programmer picks: a thread per column
// for the means (the sum over rows sequential, each warp reading a row's
// consecutive columns), a 2-D grid for the centring (j across a warp, i
// across 8 warps) and for the triangle of cov (a thread per cov[i][j], the
// sum over k sequential). The loops are test/PolyBench/covariance.c's.
static void kernel_covariance_clauses(int m, int n, double float_n,
                                      double data[n][m], double cov[m][m],
                                      double mean[m]) {
  int i, j, k;

#pragma acc data region copy(data[0:n-1][0:m-1]) copyout(cov[0:m-1][0:m-1], mean[0:m-1])
  {
#pragma acc region
    {
#pragma acc for parallel, vector(128)
      for (j = 0; j < m; j++) {
        mean[j] = 0.0;
#pragma acc for seq
        for (i = 0; i < n; i++)
          mean[j] += data[i][j];
        mean[j] /= float_n;
      }
    }

#pragma acc region
    {
#pragma acc for parallel, vector(8)
      for (i = 0; i < n; i++)
#pragma acc for parallel, vector(32)
        for (j = 0; j < m; j++)
          data[i][j] -= mean[j];
    }

#pragma acc region
    {
#pragma acc for parallel, vector(8)
      for (i = 0; i < m; i++)
#pragma acc for parallel, vector(32)
        for (j = i; j < m; j++) {
          cov[i][j] = 0.0;
#pragma acc for seq
          for (k = 0; k < n; k++)
            cov[i][j] += data[k][i] * data[k][j];
          cov[i][j] /= (float_n - 1.0);
          cov[j][i] = cov[i][j];
        }
    }
  }
}
