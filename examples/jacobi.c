/* The Jacobi relaxation of "The PGI Accelerator Programming Model on NVIDIA
 * GPUs, Part 2" (M. Wolfe, 2009), tuned as the article ends: b is a device
 * temporary (local), a moves in and out whole (copy). The program checks the
 * result against the same computation without directives.
 * With -DOPENACC_SPELLING, the same region as OpenACC users write it today
 * ('kernels', 'create', sections as [start:length]): build/examples/
 * jacobi-openacc, which tools/gpu-check times beside the PGI spelling. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void test(int n, int m, float (*restrict a)[m], float (*restrict b)[m],
                 float w0, float w1) {
  int i, j;
#ifdef OPENACC_SPELLING
#pragma acc kernels create(b[1:n-2][1:m-2]) copy(a[0:n][0:m])
#else
#pragma acc region local(b[1:n-2][1:m-2]) copy(a[0:n-1][0:m-1])
#endif
  {
    for (i = 1; i < n - 1; ++i)
      for (j = 1; j < m - 1; ++j)
        b[i][j] = w0 * a[i][j] +
                  w1 * (a[i - 1][j] + a[i][j - 1] + a[i + 1][j] + a[i][j + 1]);
    for (i = 1; i < n - 1; ++i)
      for (j = 1; j < m - 1; ++j)
        a[i][j] = b[i][j];
  }
}

static void reference(int n, int m, float (*a)[m], float (*b)[m], float w0,
                      float w1) {
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < m - 1; ++j)
      b[i][j] = w0 * a[i][j] +
                w1 * (a[i - 1][j] + a[i][j - 1] + a[i + 1][j] + a[i][j + 1]);
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < m - 1; ++j)
      a[i][j] = b[i][j];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1024;
  int m = argc > 2 ? atoi(argv[2]) : 1024;
  int iters = argc > 3 ? atoi(argv[3]) : 10;
  float(*a)[m] = malloc(sizeof(float) * n * m);
  float(*b)[m] = malloc(sizeof(float) * n * m);
  float(*ra)[m] = malloc(sizeof(float) * n * m);
  float(*rb)[m] = malloc(sizeof(float) * n * m);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      a[i][j] = ra[i][j] = (float)((i * 31 + j * 17) % 100) / 100.0f;

  for (int it = 0; it < iters; ++it) {
    test(n, m, a, b, 0.5f, 0.125f);
    reference(n, m, ra, rb, 0.5f, 0.125f);
  }

  double maxerr = 0, sum = 0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      double e = fabs((double)a[i][j] - (double)ra[i][j]);
      maxerr = e > maxerr ? e : maxerr;
      sum += a[i][j];
    }
  printf("jacobi %dx%d, %d iterations: checksum %.6f, max error %.3g: %s\n", n,
         m, iters, sum, maxerr, maxerr <= 1e-5 ? "PASS" : "FAIL");
  free(a); free(b); free(ra); free(rb);
  return maxerr <= 1e-5 ? 0 : 1;
}
