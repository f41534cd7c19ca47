// Arrays written before they are read in every iteration are privatized
// without a clause when nothing can read what the loop leaves in them: a
// local array named only in the loop, or an array the device holds as
// local(...) that only the loop names there. Otherwise -Minfo suggests the
// private clause (PGI's wording) or names the dependence.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s --match-full-lines
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=data %s | FileCheck --check-prefix=DATA %s

// A local array only this loop names: private, and it does not move.
void local_only(int n, float (*restrict b)[8], float *restrict p) {
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
// CHECK:      local_only:
// CHECK-NEXT:      13, Loop is parallelizable
// CHECK-NEXT:          Generating private(t[0:7])
// CHECK-NEXT:      14, Loop is parallelizable
// CHECK-NEXT:      17, Loop is parallelizable
// CHECK-NEXT:          Sum reduction generated for 's'
// DATA-LABEL: local_only: region
// DATA-NOT: t[
// DATA: p[

// doitgen: a work vector local on the device, written whole (one loop)
// before another loop reads it, in a 2-D nest.
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
// CHECK:      work_vector:
// CHECK-NEXT:      36, Generating copy(A[0:nr-1][0:nq-1][0:np-1])
// CHECK-NEXT:          Generating copyin(C4[0:np-1][0:np-1])
// CHECK-NEXT:          Generating local(sum[0:np-1])
// CHECK-NEXT:          Data region may run on the host: chosen at run time where the cost model estimates the host faster
// CHECK-NEXT:      39, Loop is parallelizable
// CHECK-NEXT:          Generating private(sum[0:np-1])
// CHECK-NEXT:      40, Loop is parallelizable
// CHECK-NEXT:          Generating private(sum[0:np-1])
// CHECK-NEXT:      41, Loop is parallelizable
// CHECK-NEXT:      43, Loop is parallelizable
// CHECK-NEXT:          Sum reduction generated for 'sum[p]'
// CHECK-NEXT:      46, Loop is parallelizable

// The same work vector, but the caller may read it: the last iteration's copy goes back to it.
void visible(int nr, int np, double (*restrict A)[np], double *restrict sum) {
#pragma acc region
  for (int r = 0; r < nr; r++) {
    for (int p = 0; p < np; p++)
      sum[p] = A[r][p] * 2;
    for (int p = 0; p < np; p++)
      A[r][p] = sum[np - 1 - p];
  }
}
// CHECK:      visible:
// CHECK-NEXT:      68, Loop is parallelizable
// CHECK-NEXT:          Generating lastprivate(sum[0:np-1])
// CHECK-NEXT:      69, Loop is parallelizable
// CHECK-NEXT:      71, Loop is parallelizable

// A local array read after the loop: lastprivate.
float live_after(int n, float (*restrict b)[8], float *restrict p) {
  float t[8];
#pragma acc region
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < 8; ++j)
      t[j] = b[i][j];
    p[i] = t[3];
  }
  return t[0];
}
// CHECK:      live_after:
// CHECK-NEXT:      85, Loop is parallelizable
// CHECK-NEXT:          Generating lastprivate(t[0:7])
// CHECK-NEXT:      86, Loop is parallelizable

// Not candidates: a read before the write, a conditional write, a write of
// part of what is read, a write in a loop that may not run.
void uncovered(int n, int m, float (*restrict b)[8], float *restrict p) {
  float t[8], u[8], v[8], w[8];
#pragma acc region
  for (int i = 0; i < n; ++i) {
    p[i] = t[0];
    for (int j = 0; j < 8; ++j)
      t[j] = b[i][j];
    for (int j = 0; j < 8; ++j)
      if (b[i][j] > 0)
        u[j] = b[i][j];
    p[i] += u[2];
    for (int j = 0; j < 7; ++j)
      v[j] = b[i][j];
    for (int j = 0; j < 8; ++j)
      p[i] += v[j];
    for (int j = 0; j < m; ++j)
      w[j] = b[i][j];
    p[i] += w[0];
  }
}
// CHECK:      uncovered:
// CHECK-NEXT:     102, Loop carried dependence of 't' prevents parallelization
// CHECK-NEXT:          Loop carried backward dependence of 't' prevents vectorization
// CHECK-NEXT:          Loop carried dependence of 'u' prevents parallelization
// CHECK-NEXT:          Loop carried backward dependence of 'u' prevents vectorization
// CHECK-NEXT:          Loop carried dependence of 'v' prevents parallelization
// CHECK-NEXT:          Loop carried backward dependence of 'v' prevents vectorization
// CHECK-NEXT:          Loop carried dependence of 'w' prevents parallelization
// CHECK-NEXT:          Loop carried backward dependence of 'w' prevents vectorization
// CHECK-NEXT:     104, Loop is parallelizable
// CHECK-NEXT:     106, Loop is parallelizable
// CHECK-NEXT:     110, Loop is parallelizable
// CHECK-NEXT:     112, Loop is parallelizable
// CHECK-NEXT:          Sum reduction generated for 'p[i]'
// CHECK-NEXT:     114, Loop is parallelizable


// A two-dimensional work array the caller may read: its last iteration's
// copy does not go back (one dimension only), so only the suggestion.
void visible_2d(int n, float (*restrict b)[8], float (*restrict w)[8],
                float *restrict p) {
#pragma acc region
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < 4; ++j)
      for (int k = 0; k < 8; ++k)
        w[j][k] = b[i][k] * j;
    p[i] = w[1][3];
  }
}
// CHECK:      visible_2d:
// CHECK-NEXT:     [[@LINE-8]], Parallelization would require privatization of array 'w[0:3][0:7]'
