// correlation with the schedule a CUDA programmer picks: a thread per column
// for the means and deviations (the sums over rows sequential, each warp
// reading a row's consecutive columns), a 2-D grid for the centring (j
// across a warp, i across 8 warps), and for the triangle of corr a block per
// row i (its diagonal set by one thread) with the columns j across 128
// threads, the sum over k sequential. The loops are
// test/PolyBench/correlation.c's.
static void kernel_correlation_clauses(int m, int n, double float_n,
                                       double data[n][m], double corr[m][m],
                                       double mean[m], double stddev[m]) {
  int i, j, k;
  double eps = 0.1;

#pragma acc data region copy(data[0:n-1][0:m-1]) copyout(corr[0:m-1][0:m-1], mean[0:m-1], stddev[0:m-1])
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
#pragma acc for parallel, vector(128)
      for (j = 0; j < m; j++) {
        stddev[j] = 0.0;
#pragma acc for seq
        for (i = 0; i < n; i++)
          stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
        stddev[j] /= float_n;
        stddev[j] = sqrt(stddev[j]);
        stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
      }
    }

    /* Center and reduce the column vectors. */
#pragma acc region
    {
#pragma acc for parallel, vector(8)
      for (i = 0; i < n; i++)
#pragma acc for parallel, vector(32)
        for (j = 0; j < m; j++) {
          data[i][j] -= mean[j];
          data[i][j] /= sqrt(float_n) * stddev[j];
        }
    }

    /* The m x m correlation matrix. */
#pragma acc region
    {
#pragma acc for parallel
      for (i = 0; i < m - 1; i++) {
        corr[i][i] = 1.0;
#pragma acc for vector(128)
        for (j = i + 1; j < m; j++) {
          corr[i][j] = 0.0;
#pragma acc for seq
          for (k = 0; k < n; k++)
            corr[i][j] += data[k][i] * data[k][j];
          corr[j][i] = corr[i][j];
        }
      }
      corr[m - 1][m - 1] = 1.0;
    }
  }
}
