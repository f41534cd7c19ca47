/* The Jacobi relaxation of examples/jacobi-mpi.c with a host thread per GPU
 * instead of an MPI rank per GPU (PGI's other multi-GPU form: one OpenMP
 * thread per device), in one process.
 *
 * Thread t binds itself to GPU t (acc_set_device_num; modulo the GPUs there
 * are) and keeps its block of rows, with a halo row above and below, on that
 * GPU in a data region. Each iteration: the sweep and the copy back with
 * the largest change (a max reduction), as in jacobi-mpi; '#pragma acc update host' of the
 * block's first and last rows; a barrier; each thread copies its
 * neighbours' rows into its halo rows and takes the largest change of all;
 * a barrier; '#pragma acc update device' of the halo rows. The answer is
 * the same as jacobi-mpi's, for any number of threads (see there); stdout
 * holds only it, stderr the time per iteration split into compute, halo
 * transfer and exchange (barriers and host copies: what MPI does in
 * jacobi-mpi).
 *
 *   jacobi-threads [n [m [iterations [threads [weak]]]]]
 *
 * threads defaults to the number of GPUs (1 without any).
 */
#include <accel.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static float start(long gi, int j) {
  return (float)((gi * 31 + j * 17) % 100) / 100.0f;
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + 1e-9 * ts.tv_nsec;
}

/* What the threads share. */
static struct {
  long n;
  int m, iters, threads, gpus;
  float **blocks;  /* each thread's block, halo rows included */
  int *rows;       /* each thread's rows */
  float *changes;  /* each thread's largest change of the iteration */
  pthread_barrier_t barrier;
} g;

/* Seconds in iterations 2..n, by phase (as jacobi-mpi). */
struct times {
  double total, compute, halo, exchange;
  float change;
  int device;
};

/* The new values into b: the block's rows 1..rows, the interior columns.
 * Rows are m floats long, row i at a[i*m] (cuacc delinearizes the
 * subscripts). The arrays are present: the data region in relax. */
static void stencil(int rows, int m, float *restrict a, float *restrict b,
                    float w0, float w1) {
#pragma acc region
  {
    for (int i = 1; i <= rows; ++i)
      for (int j = 1; j < m - 1; ++j)
        b[i * m + j] = w0 * a[i * m + j] +
                       w1 * (a[(i - 1) * m + j] + a[i * m + j - 1] +
                             a[(i + 1) * m + j] + a[i * m + j + 1]);
  }
}

/* a = b over rows 1..rows, but the first and last column (fixed); returns
 * the largest change, a max reduction. One loop over the rows' elements:
 * a reduction over a 2-D nest is not offloaded yet ("'change' is reduced by
 * two kernels", a cuacc bug). */
static float copy_back(int rows, int m, float *restrict a,
                       const float *restrict b) {
  float change = 0;
  long end = (long)(rows + 1) * m;
#pragma acc region
  for (long k = m; k < end; ++k) {
    int j = (int)(k % m);
    if (j > 0 && j < m - 1) {
      float d = fabsf(b[k] - a[k]);
      if (d > change)
        change = d;
      a[k] = b[k];
    }
  }
  return change;
}

/* The host side of the exchange, between the two barriers: the neighbours'
 * boundary rows into this block's halo rows, and the largest change. */
static float exchange(int t, int rows, int m, float *a) {
  size_t row = sizeof(float) * m;
  if (t > 0) /* the last row of the block above */
    memcpy(&a[0], &g.blocks[t - 1][(long)g.rows[t - 1] * m], row);
  if (t < g.threads - 1) /* the first row of the block below */
    memcpy(&a[(long)(rows + 1) * m], &g.blocks[t + 1][m], row);
  float change = 0;
  for (int u = 0; u < g.threads; ++u)
    change = g.changes[u] > change ? g.changes[u] : change;
  return change;
}

static void relax(int t, int rows, int m, float *restrict a,
                  float *restrict b, struct times *tm) {
  int up = t > 0, down = t < g.threads - 1;
#pragma acc data region copy(a[0:(rows+2)*m-1]) local(b[m:(rows+1)*m-1])
  {
    double began = 0;
    for (int it = 0; it < g.iters; ++it) {
      double t0 = now();
      if (it == 1)
        began = t0;
      stencil(rows, m, a, b, 0.5f, 0.125f);
      g.changes[t] = copy_back(rows, m, a, b);
      double t1 = now();
      if (up) {
#pragma acc update host(a[m:2*m-1])
      }
      if (down) {
#pragma acc update host(a[rows*m:(rows+1)*m-1])
      }
      double t2 = now();
      pthread_barrier_wait(&g.barrier);
      tm->change = exchange(t, rows, m, a);
      pthread_barrier_wait(&g.barrier); /* before anyone's next update host */
      double t3 = now();
      if (up) {
#pragma acc update device(a[0:m-1])
      }
      if (down) {
#pragma acc update device(a[(rows+1)*m:(rows+2)*m-1])
      }
      double t4 = now();
      if (it > 0) {
        tm->compute += t1 - t0;
        tm->halo += (t2 - t1) + (t4 - t3);
        tm->exchange += t3 - t2;
        tm->total = t4 - began;
      }
    }
  }
}

static void *worker(void *arg) {
  int t = (int)(long)arg;
  struct times *tm = calloc(1, sizeof *tm);
  tm->device = -1;
  if (g.gpus > 0) {
    tm->device = t % g.gpus;
    acc_set_device_num(tm->device, acc_device_nvidia);
    acc_init(acc_device_nvidia);
  }
  int m = g.m, rows = g.rows[t];
  float *a = g.blocks[t];
  float *b = malloc(sizeof(float) * (rows + 2) * m);
  pthread_barrier_wait(&g.barrier); /* every device up: time iterations only */
  relax(t, rows, m, a, b, tm);
  free(b);
  return tm;
}

int main(int argc, char **argv) {
  g.n = argc > 1 ? atol(argv[1]) : 1024;
  g.m = argc > 2 ? atoi(argv[2]) : 1024;
  g.iters = argc > 3 ? atoi(argv[3]) : 10;
  g.gpus = acc_get_num_devices(acc_device_nvidia);
  g.threads = argc > 4 ? atoi(argv[4]) : (g.gpus > 0 ? g.gpus : 1);
  int weak = argc > 5 && !strcmp(argv[5], "weak");
  if (weak)
    g.n = g.n * g.threads + 2;
  int m = g.m;
  if (g.threads < 1 || g.n < 3 || m < 3 || g.iters < 1 ||
      g.n - 2 < g.threads) {
    fprintf(stderr, "jacobi-threads: need n >= threads + 2, m >= 3, "
                    "iterations >= 1, threads >= 1\n");
    return 2;
  }
  long interior = g.n - 2;
  g.blocks = malloc(sizeof(float *) * g.threads);
  g.rows = malloc(sizeof(int) * g.threads);
  g.changes = calloc(g.threads, sizeof(float));
  pthread_barrier_init(&g.barrier, NULL, g.threads);
  long first = 1;
  for (int t = 0; t < g.threads; ++t) {
    int rows = (int)(interior / g.threads + (t < interior % g.threads));
    float *a = malloc(sizeof(float) * (rows + 2) * m);
    for (int i = 0; i < rows + 2; ++i)
      for (int j = 0; j < m; ++j)
        a[(long)i * m + j] = start(first - 1 + i, j);
    g.blocks[t] = a;
    g.rows[t] = rows;
    first += rows;
  }
  double t0 = now();
  pthread_t *th = malloc(sizeof(pthread_t) * g.threads);
  for (long t = 0; t < g.threads; ++t)
    pthread_create(&th[t], NULL, worker, (void *)t);
  struct times worst = {0, 0, 0, 0, 0, 0}, *first_tm = NULL;
  for (int t = 0; t < g.threads; ++t) {
    struct times *tm;
    pthread_join(th[t], (void **)&tm);
    worst.total = fmax(worst.total, tm->total);
    worst.compute = fmax(worst.compute, tm->compute);
    worst.halo = fmax(worst.halo, tm->halo);
    worst.exchange = fmax(worst.exchange, tm->exchange);
    if (t == 0)
      first_tm = tm;
    else
      free(tm);
  }
  double run = now() - t0;
  /* The checksum as jacobi-mpi's: each row's sum in column order, rows in
   * order. */
  double sum = 0;
  for (long gi = 0; gi < g.n; gi += g.n - 1)
    for (int j = 0; j < m; ++j)
      sum += start(gi, j);
  for (int t = 0; t < g.threads; ++t) {
    const float *a = g.blocks[t];
    for (int i = 1; i <= g.rows[t]; ++i) {
      double s = 0;
      for (int j = 0; j < m; ++j)
        s += a[(long)i * m + j];
      sum += s;
    }
  }
  printf("jacobi %ldx%d, %d iterations: largest change %.9g, checksum "
         "%.17g\n",
         g.n, m, g.iters, first_tm->change, sum);
  double per = g.iters > 1 ? 1e3 / (g.iters - 1) : 0;
  fprintf(stderr,
          "jacobi-threads: %d threads on %d devices, %ld rows%s: ms per "
          "iteration: total %.4f compute %.4f halo %.4f exchange %.4f; "
          "whole run %.3f s\n",
          g.threads, g.gpus, interior, weak ? " (weak scaling)" : "",
          per * worst.total, per * worst.compute, per * worst.halo,
          per * worst.exchange, run);
  return 0;
}
