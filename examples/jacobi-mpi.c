/* The Jacobi relaxation of the PGI article (examples/jacobi.c) over MPI ranks,
 * each rank on its own GPU.
 *
 * The grid's interior rows are cut into one block of consecutive rows per
 * rank. A rank keeps its block with one halo row above and below; a data
 * region keeps both on its GPU for the whole run. Each iteration:
 *
 *   compute   two regions: the sweep into b; the copy back into a with the
 *             largest change (a max reduction);
 *   halo      '#pragma acc update host' of the block's first and last rows,
 *             '#pragma acc update device' of the two halo rows received;
 *   MPI       MPI_Sendrecv of those rows with the ranks above and below,
 *             MPI_Allreduce (max) of the largest change.
 *
 * Nothing assumes one host: a rank picks the GPU numbered by its rank among
 * the ranks of its node (MPI_Comm_split_type), modulo the node's GPUs, so
 * the same program runs across nodes (mpirun -np 8 --host a:4,b:4 ...).
 *
 * The answer does not depend on the number of ranks: each point is updated
 * by the same arithmetic from the same neighbours; the largest change is a
 * max, exact in any order; the checksum adds each row's sum (in column
 * order) in row order on rank 0. stdout holds only that answer, so that the
 * outputs of runs with different rank counts are byte-identical; stderr
 * gets the time per iteration split into compute, halo transfer and MPI.
 *
 *   jacobi-mpi [n [m [iterations [weak]]]]
 *
 * n x m is the whole grid (default 1024 x 1024, 10 iterations); with 'weak',
 * n is the rows of each rank's block, and the grid grows with the ranks.
 */
#include <accel.h>
#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The starting grid, the same in any decomposition (global row gi). */
static float start(long gi, int j) {
  return (float)((gi * 31 + j * 17) % 100) / 100.0f;
}

/* Seconds spent in iterations 2..n (the first pays the kernels' loading),
 * split by phase. */
struct times {
  double total, compute, halo, mpi;
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

/* Iterates on the block (rows 1..rows, halo rows 0 and rows+1), exchanging
 * halo rows with the ranks above (up) and below (down); MPI_PROC_NULL at the
 * grid's edges. Returns the last iteration's largest change. */
static float relax(int rows, int m, float *restrict a, float *restrict b,
                   int iters, int up, int down, struct times *t) {
  float change = 0;
#pragma acc data region copy(a[0:(rows+2)*m-1]) local(b[m:(rows+1)*m-1])
  {
    double began = 0;
    for (int it = 0; it < iters; ++it) {
      double t0 = MPI_Wtime();
      if (it == 1)
        began = t0;
      stencil(rows, m, a, b, 0.5f, 0.125f);
      float mine = copy_back(rows, m, a, b);
      double t1 = MPI_Wtime();
      if (up != MPI_PROC_NULL) {
#pragma acc update host(a[m:2*m-1])
      }
      if (down != MPI_PROC_NULL) {
#pragma acc update host(a[rows*m:(rows+1)*m-1])
      }
      double t2 = MPI_Wtime();
      /* First row up, the halo below from the rank below; then the other
       * way. */
      MPI_Sendrecv(&a[m], m, MPI_FLOAT, up, 0, &a[(long)(rows + 1) * m], m,
                   MPI_FLOAT, down, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      MPI_Sendrecv(&a[(long)rows * m], m, MPI_FLOAT, down, 1, &a[0], m,
                   MPI_FLOAT, up, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      MPI_Allreduce(&mine, &change, 1, MPI_FLOAT, MPI_MAX, MPI_COMM_WORLD);
      double t3 = MPI_Wtime();
      if (up != MPI_PROC_NULL) {
#pragma acc update device(a[0:m-1])
      }
      if (down != MPI_PROC_NULL) {
#pragma acc update device(a[(rows+1)*m:(rows+2)*m-1])
      }
      double t4 = MPI_Wtime();
      if (it > 0) {
        t->compute += t1 - t0;
        t->halo += (t2 - t1) + (t4 - t3);
        t->mpi += t3 - t2;
        t->total = t4 - began;
      }
    }
  }
  return change;
}

/* Binds this rank to a GPU of its node: its rank among the node's ranks,
 * modulo the node's GPUs. No GPU: the regions run on the host. */
static int choose_device(void) {
  MPI_Comm node;
  int local = 0;
  MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL,
                      &node);
  MPI_Comm_rank(node, &local);
  MPI_Comm_free(&node);
  int gpus = acc_get_num_devices(acc_device_nvidia);
  if (gpus == 0)
    return -1;
  acc_set_device_num(local % gpus, acc_device_nvidia);
  acc_init(acc_device_nvidia); /* the init is not an iteration's time */
  return local % gpus;
}

/* The sum of the grid, row by row in order: rank 0 adds the rows' sums it
 * gathers (the boundary rows it knows from the start). */
static double checksum(long n, int m, int rows, const float *a, int rank,
                       int size) {
  double *mine = malloc(sizeof(double) * (rows > 0 ? rows : 1));
  for (int i = 0; i < rows; ++i) {
    double s = 0;
    for (int j = 0; j < m; ++j)
      s += a[(long)(i + 1) * m + j];
    mine[i] = s;
  }
  int *counts = malloc(sizeof(int) * size), *displs = malloc(sizeof(int) * size);
  MPI_Gather(&rows, 1, MPI_INT, counts, 1, MPI_INT, 0, MPI_COMM_WORLD);
  double *all = NULL, sum = 0;
  if (rank == 0) {
    for (int r = 0, d = 0; r < size; d += counts[r++])
      displs[r] = d;
    all = malloc(sizeof(double) * (n - 2));
  }
  MPI_Gatherv(mine, rows, MPI_DOUBLE, all, counts, displs, MPI_DOUBLE, 0,
              MPI_COMM_WORLD);
  if (rank == 0) {
    for (long gi = 0; gi < n; gi += n - 1) /* rows 0 and n-1 never change */
      for (int j = 0; j < m; ++j)
        sum += start(gi, j);
    for (long i = 0; i < n - 2; ++i)
      sum += all[i];
  }
  free(mine); free(counts); free(displs); free(all);
  return sum;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, size;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  long n = argc > 1 ? atol(argv[1]) : 1024;
  int m = argc > 2 ? atoi(argv[2]) : 1024;
  int iters = argc > 3 ? atoi(argv[3]) : 10;
  int weak = argc > 4 && !strcmp(argv[4], "weak");
  if (weak) /* n rows for each rank, plus the two boundary rows */
    n = n * size + 2;
  if (n < 3 || m < 3 || iters < 1 || n - 2 < size) {
    if (rank == 0)
      fprintf(stderr, "jacobi-mpi: need n >= ranks + 2, m >= 3, iterations "
                      ">= 1\n");
    MPI_Finalize();
    return 2;
  }
  /* Rank r owns interior rows first..first+rows-1 (of 1..n-2). */
  long interior = n - 2;
  int rows = (int)(interior / size + (rank < interior % size));
  long first = 1 + rank * (interior / size) +
               (rank < interior % size ? rank : interior % size);
  int up = rank > 0 ? rank - 1 : MPI_PROC_NULL;
  int down = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
  int device = choose_device();

  float *a = malloc(sizeof(float) * (rows + 2) * m);
  float *b = malloc(sizeof(float) * (rows + 2) * m);
  for (int i = 0; i < rows + 2; ++i)
    for (int j = 0; j < m; ++j)
      a[(long)i * m + j] = start(first - 1 + i, j);

  struct times t = {0, 0, 0, 0};
  MPI_Barrier(MPI_COMM_WORLD);
  double t0 = MPI_Wtime();
  float change = relax(rows, m, a, b, iters, up, down, &t);
  double run = MPI_Wtime() - t0;
  double sum = checksum(n, m, rows, a, rank, size);

  /* The slowest rank's times; per iteration in ms. */
  double mine[5] = {run, t.total, t.compute, t.halo, t.mpi}, worst[5];
  MPI_Reduce(mine, worst, 5, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
  if (rank == 0) {
    printf("jacobi %ldx%d, %d iterations: largest change %.9g, checksum "
           "%.17g\n",
           n, m, iters, change, sum);
    double per = iters > 1 ? 1e3 / (iters - 1) : 0;
    fprintf(stderr,
            "jacobi-mpi: %d ranks (rank 0 on device %d), %ld rows%s: ms per "
            "iteration: total %.4f compute %.4f halo %.4f mpi %.4f; whole "
            "run %.3f s\n",
            size, device, interior, weak ? " (weak scaling)" : "",
            per * worst[1], per * worst[2], per * worst[3], per * worst[4],
            worst[0]);
  }
  free(a);
  free(b);
  MPI_Finalize();
  return 0;
}
