/* bench/persistent/suite.c: the PolyBench kernels whose sequential loops
 * hold parallel work (issue: "never slower than the host"), ported the PGI
 * way a user would: the plain loops, a data region around the kernel, a
 * region around its loops, no clauses. One kernel per build (-DKERNEL=n);
 * prints "name ms checksum": the best of 3 timed calls after one warm-up
 * (the device initialized and the image loaded), data region included.
 * bench/persistent/run builds each kernel and times it on the host, and on
 * the device with the runtime's choice, forced to the host loop and forced
 * to the persistent kernel. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <time.h>

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

#if KERNEL == 1
#define NAME "jacobi-1d"
#define N 2000
#define TSTEPS 500
static double A[N], B[N];
static void init(void) {
  for (int i = 0; i < N; i++) { A[i] = (i + 2.0) / N; B[i] = (i + 3.0) / N; }
}
static void kernel(int tsteps, int n) {
  int t, i;
#pragma acc data region copy(A[0:n-1], B[0:n-1])
  {
#pragma acc region
    for (t = 0; t < tsteps; t++) {
      for (i = 1; i < n - 1; i++)
        B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
      for (i = 1; i < n - 1; i++)
        A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
    }
  }
}
static void run(void) { kernel(TSTEPS, N); }
static double sum(void) { double s = 0; for (int i = 0; i < N; i++) s += A[i]; return s; }

#elif KERNEL == 2
#define NAME "ludcmp"
#define N 400
static double A[N][N], b[N], x[N], y[N];
static void init(void) {
  for (int i = 0; i < N; i++) {
    x[i] = 0; y[i] = 0; b[i] = (i + 1) / (double)N / 2.0 + 4;
    for (int j = 0; j <= i; j++) A[i][j] = (double)(-j % N) / N + 1;
    for (int j = i + 1; j < N; j++) A[i][j] = 0;
    A[i][i] = 1;
  }
  /* positive semi-definite, as PolyBench makes it */
  static double Bm[N][N];
  for (int r = 0; r < N; ++r) for (int s = 0; s < N; ++s) Bm[r][s] = 0;
  for (int t = 0; t < N; ++t) for (int r = 0; r < N; ++r) for (int s = 0; s < N; ++s) Bm[r][s] += A[r][t] * A[s][t];
  for (int r = 0; r < N; ++r) for (int s = 0; s < N; ++s) A[r][s] = Bm[r][s];
}
static void kernel(int n) {
  int i, j, k;
  double w;
#pragma acc data region copy(A[0:n-1][0:n-1]) copyin(b[0:n-1]) copyout(x[0:n-1], y[0:n-1])
  {
#pragma acc region
    {
      for (i = 0; i < n; i++) {
        for (j = 0; j < i; j++) {
          w = A[i][j];
          for (k = 0; k < j; k++)
            w -= A[i][k] * A[k][j];
          A[i][j] = w / A[j][j];
        }
        for (j = i; j < n; j++) {
          w = A[i][j];
          for (k = 0; k < i; k++)
            w -= A[i][k] * A[k][j];
          A[i][j] = w;
        }
      }
      for (i = 0; i < n; i++) {
        w = b[i];
        for (j = 0; j < i; j++)
          w -= A[i][j] * y[j];
        y[i] = w;
      }
      for (i = n - 1; i >= 0; i--) {
        w = y[i];
        for (j = i + 1; j < n; j++)
          w -= A[i][j] * x[j];
        x[i] = w / A[i][i];
      }
    }
  }
}
static void run(void) { init(); kernel(N); }
static double sum(void) { double s = 0; for (int i = 0; i < N; i++) s += x[i]; return s; }

#elif KERNEL == 3
#define NAME "durbin"
#define N 400
static double r[N], y[N], z[N];
static void init(void) { for (int i = 0; i < N; i++) r[i] = (N + 1 - i); }
static void kernel(int n) {
  int i, k;
  double alpha, beta, sum;
#pragma acc data region copyin(r[0:n-1]) copyout(y[0:n-1]) local(z[0:n-1])
  {
#pragma acc region
    {
      y[0] = -r[0];
      beta = 1.0;
      alpha = -r[0];
      for (k = 1; k < n; k++) {
        beta = (1 - alpha * alpha) * beta;
        sum = 0.0;
        for (i = 0; i < k; i++)
          sum += r[k - i - 1] * y[i];
        alpha = -(r[k] + sum) / beta;
        for (i = 0; i < k; i++)
          z[i] = y[i] + alpha * y[k - i - 1];
        for (i = 0; i < k; i++)
          y[i] = z[i];
        y[k] = alpha;
      }
    }
  }
}
static void run(void) { kernel(N); }
static double sum(void) { double s = 0; for (int i = 0; i < N; i++) s += y[i]; return s; }

#elif KERNEL == 4
#define NAME "lu"
#define N 400
static double A[N][N];
static void init(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) A[i][j] = (i == j) ? N : 1.0 / (1 + i + j);
}
static void kernel(int n) {
  int i, j, k;
#pragma acc data region copy(A[0:n-1][0:n-1])
  {
#pragma acc region
    for (i = 0; i < n; i++) {
      for (j = 0; j < i; j++) {
        for (k = 0; k < j; k++)
          A[i][j] -= A[i][k] * A[k][j];
        A[i][j] /= A[j][j];
      }
      for (j = i; j < n; j++)
        for (k = 0; k < i; k++)
          A[i][j] -= A[i][k] * A[k][j];
    }
  }
}
static void run(void) { init(); kernel(N); }
static double sum(void) { double s = 0; for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) s += A[i][j]; return s; }

#elif KERNEL == 5
#define NAME "cholesky"
#define N 400
static double A[N][N];
static void init(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) A[i][j] = (i == j) ? 2.0 * N : 1.0 / (1 + i + j);
}
static void kernel(int n) {
  int i, j, k;
#pragma acc data region copy(A[0:n-1][0:n-1])
  {
#pragma acc region
    for (i = 0; i < n; i++) {
      for (j = 0; j < i; j++) {
        for (k = 0; k < j; k++)
          A[i][j] -= A[i][k] * A[j][k];
        A[i][j] /= A[j][j];
      }
      for (k = 0; k < i; k++)
        A[i][i] -= A[i][k] * A[i][k];
      A[i][i] = sqrt(A[i][i]);
    }
  }
}
static void run(void) { init(); kernel(N); }
static double sum(void) { double s = 0; for (int i = 0; i < N; i++) for (int j = 0; j <= i; j++) s += A[i][j]; return s; }

#elif KERNEL == 6
#define NAME "trisolv"
#define N 400
static double L[N][N], x[N], b[N];
static void init(void) {
  for (int i = 0; i < N; i++) {
    x[i] = -999; b[i] = i;
    for (int j = 0; j <= i; j++) L[i][j] = (double)(i + N - j + 1) * 2 / N;
  }
}
static void kernel(int n) {
  int i, j;
#pragma acc data region copyin(L[0:n-1][0:n-1], b[0:n-1]) copyout(x[0:n-1])
  {
#pragma acc region
    for (i = 0; i < n; i++) {
      x[i] = b[i];
      for (j = 0; j < i; j++)
        x[i] -= L[i][j] * x[j];
      x[i] = x[i] / L[i][i];
    }
  }
}
static void run(void) { kernel(N); }
static double sum(void) { double s = 0; for (int i = 0; i < N; i++) s += x[i]; return s; }

#elif KERNEL == 7
#define NAME "gesummv"
#define N 250
static double A[N][N], B[N][N], tmp[N], x[N], y[N];
static void init(void) {
  for (int i = 0; i < N; i++) {
    x[i] = (double)(i % N) / N;
    for (int j = 0; j < N; j++) { A[i][j] = (double)((i * j + 1) % N) / N; B[i][j] = (double)((i * j + 2) % N) / N; }
  }
}
static void kernel(int n, double alpha, double beta) {
  int i, j;
#pragma acc data region copyin(A[0:n-1][0:n-1], B[0:n-1][0:n-1], x[0:n-1]) copyout(tmp[0:n-1], y[0:n-1])
  {
#pragma acc region
    for (i = 0; i < n; i++) {
      tmp[i] = 0.0;
      y[i] = 0.0;
      for (j = 0; j < n; j++) {
        tmp[i] = A[i][j] * x[j] + tmp[i];
        y[i] = B[i][j] * x[j] + y[i];
      }
      y[i] = alpha * tmp[i] + beta * y[i];
    }
  }
}
static void run(void) { kernel(N, 1.5, 1.2); }
static double sum(void) { double s = 0; for (int i = 0; i < N; i++) s += y[i]; return s; }
#endif

int main(void) {
  init();
  run(); /* the device initialized, the image loaded */
  double best = 1e30;
  for (int rep = 0; rep < 3; ++rep) {
    init();
    double t0 = now_ms();
    run();
    double t = now_ms() - t0;
    if (t < best)
      best = t;
  }
  printf("%s %.3f %.10g\n", NAME, best, sum());
  return 0;
}
