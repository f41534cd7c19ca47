// Schedules and lowering of element reductions and privatized arrays: an
// inner loop that reduces an element runs across a warp's lanes (the row is
// contiguous) or a block's warps (the column is), each lane accumulating a
// register that lane 0 applies to the element; a loop whose iterations
// each own a work vector runs as a grid loop with the vector private (a
// local array, or the scratch buffer for a pointer).
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=schedule,lowered %s | FileCheck %s

void rows(int n, float *restrict x, float (*restrict A)[n], float *restrict y) {
  int i, j;
#pragma acc region
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x[i] = x[i] + A[i][j] * y[j];
}
// CHECK-LABEL: rows: region
// CHECK: kernel rows_12_gpu x=line 12 vector({{[0-9]+}}) lanes=line 13 vector({{[0-9]+}}) Sum reduction x[i] inner line 13
// CHECK: lanes: line 13 int j in [(0) .. (n-1)] step 1 across 32 lanes (x), Sum float __elem_x for an element of x (2 references), 0 statements on lane 0 alone

void columns(int n, double *restrict x, double (*restrict A)[n],
             double *restrict y) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    x[i] = 0;
    double scale = 2;
    for (int j = 0; j < n; j++)
      x[i] += A[j][i] * y[j];
    x[i] *= scale;
  }
}
// CHECK-LABEL: columns: region
// CHECK: kernel columns_23_gpu x=line 23 vector({{[0-9]+}}) lanes=line 26 y vector({{[0-9]+}}) Sum reduction x[i] inner line 26
// CHECK: lanes: line 26 int j in [(0) .. (n-1)] step 1 across 16 warps (y), Sum double __elem_x for an element of x (1 references), 2 statements on lane 0 alone

// The index is read after the inner loop (lanes would each have their
// own): the loop stays sequential in each thread.
void index_read(int n, float *restrict x, float (*restrict A)[n]) {
  int i, j;
#pragma acc region
  for (i = 0; i < n; i++) {
    for (j = 0; j < n; j++)
      x[i] += A[i][j];
    x[i] += j;
  }
}
// CHECK-LABEL: index_read: region
// CHECK: kernel index_read_40_gpu x=line 40 vector({{[0-9]+}}) chunk({{[0-9]+}}) inner line 41 non-stride-1 A
// CHECK-NOT: lanes:

void work_vector(int nr, int nq, int np, double (*restrict A)[nq][np],
                 double (*restrict C4)[np], double *restrict sum) {
#pragma acc data region copy(A[0:nr-1][0:nq-1][0:np-1]) copyin(C4[0:np-1][0:np-1]) local(sum[0:np-1])
  {
#pragma acc region
    for (int r = 0; r < nr; r++)
      for (int q = 0; q < nq; q++) {
        for (int p = 0; p < np; p++) {
          sum[p] = 0.0;
          for (int s = 0; s < np; s++)
            sum[p] += A[r][q][s] * C4[s][p];
        }
        for (int p = 0; p < np; p++)
          A[r][q][p] = sum[p];
      }
  }
}
// CHECK-LABEL: work_vector: region
// CHECK: kernel work_vector_55_gpu x=line 56 vector({{[0-9]+}}) y=line 55 vector({{[0-9]+}}) chunk({{[0-9]+}}) inner line 57 line 59 line 62 non-stride-1 A
// CHECK: param double *__priv_sum: scratch ((np-1) - (0) + 1) x double per thread
// CHECK: param long __priv_sum_lo: scratch lower 0
// CHECK: scratch sum

void local_vector(int n, float (*restrict b)[8], float *restrict p) {
  float t[8];
#pragma acc region
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < 8; ++j)
      t[j] = b[i][j] * 2;
    float s = 0;
    for (int j = 0; j < 8; ++j)
      s += t[7 - j] * t[j];
    p[i] = s;
  }
}
// CHECK-LABEL: local_vector: region
// The work vector's values pass from one statement to the next: the loop
// is not distributed.
// CHECK: kernel local_vector_76_gpu x=line 76 vector({{[0-9]+}}) chunk({{[0-9]+}}) inner line 77 line 80 non-stride-1 b
// CHECK-NOT: kernel {{.*}} x=
// CHECK-NOT: item {{.*}} t[
// CHECK: local float t[8]
