// Column sums written row by row ('for (i) for (j) s[j] += A[i][j] * r[i]',
// bicg's s and atax's y): interchange runs j across the grid, and the moved
// i loop splits across the block's warps (Schedule/Lanes.cpp,
// movedLaneLoop), each warp a partial of the column's element, combined in
// shared memory; a few hundred columns no longer run as a few hundred
// threads each summing every row. Sums, products, a conditional update, an
// update through a private scalar, empty and short trip counts; and nests
// that must keep the plain interchanged schedule: another store in the
// kernel, another reference to the element's array, a scalar carried
// across the rows. Integer arithmetic: prints what the plain build prints.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-dump=schedule -fsyntax-only %s | FileCheck --check-prefix=SCHED %s
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
// SCHED: kernel column_sums_{{[0-9]+}}_gpu x=line [[#]] vector(32) lanes=line [[#]] y vector(16) Sum reduction s[j] interchanged
// SCHED: kernel column_products_{{[0-9]+}}_gpu x=line [[#]] vector(32) lanes=line [[#]] y vector(16) Product reduction p[j] interchanged
// SCHED: kernel positive_sums_{{[0-9]+}}_gpu x=line [[#]] vector(32) lanes=line [[#]] y vector(16) Sum reduction s[j] interchanged
// SCHED: kernel through_scalar_{{[0-9]+}}_gpu x=line [[#]] vector(32) lanes=line [[#]] y vector(16) Sum reduction s[j] interchanged
// SCHED-NOT: lanes
// SCHED: kernel also_stores_{{[0-9]+}}_gpu
// SCHED-NOT: lanes
// SCHED: kernel reads_neighbour_{{[0-9]+}}_gpu
// SCHED-NOT: lanes
// SCHED: kernel carried_{{[0-9]+}}_gpu
// MINFO: Sum reduction generated for 's[j]'
#include <stdio.h>

enum { N = 300, M = 70 };
static long A[N][M], B[N][M], r[N];

static void column_sums(int n, int m, long s[m]) {
  for (int j = 0; j < m; j++)
    s[j] = j;
#pragma acc region
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s[j] = s[j] + A[i][j] * r[i];
}

static void column_products(int n, int m, unsigned long p[m]) {
  for (int j = 0; j < m; j++)
    p[j] = 1;
#pragma acc region
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      p[j] *= (A[i][j] & 1) * 2 + 1;
}

static void positive_sums(int n, int m, long s[m]) {
  for (int j = 0; j < m; j++)
    s[j] = -j;
#pragma acc region
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      if (A[i][j] > 2)
        s[j] += A[i][j];
}

static void through_scalar(int n, int m, long s[m]) {
  long t;
  for (int j = 0; j < m; j++)
    s[j] = 0;
#pragma acc region
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      t = A[i][j] * 3 - r[i];
      s[j] += t;
    }
}

// Another store: the rows may not run at once.
static void also_stores(int n, int m, long s[m]) {
  for (int j = 0; j < m; j++)
    s[j] = 0;
#pragma acc region
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      s[j] += A[i][j];
      B[i][j] = s[j];
    }
}

// The element's array read elsewhere: not one element a column.
static void reads_neighbour(int n, int m, long s[m + 1]) {
  for (int j = 0; j <= m; j++)
    s[j] = j;
#pragma acc region
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s[j] = s[j] + A[i][j] + (s[m] & 3);
}

// A scalar carried from row to row.
static long carried(int n, int m, long s[m]) {
  long c = 1;
  for (int j = 0; j < m; j++)
    s[j] = 0;
#pragma acc region
  for (int i = 0; i < n; i++) {
    c = c * 3 % 11;
    for (int j = 0; j < m; j++)
      s[j] += A[i][j] * c;
  }
  return c;
}

static unsigned long total(int m, const long *s) {
  unsigned long t = 0;
  for (int j = 0; j < m; j++)
    t = t * 31 + (unsigned long)s[j];
  return t;
}

int main(void) {
  long s[M + 1];
  for (int i = 0; i < N; i++) {
    r[i] = i % 13 - 6;
    for (int j = 0; j < M; j++)
      A[i][j] = (i * 7 + j * 3) % 11 - 4;
  }
  // Row counts: many, one warp's worth, one, none.
  const int Rows[] = {N, 33, 16, 1, 0};
  for (int k = 0; k < 5; k++) {
    int n = Rows[k];
    column_sums(n, M, s);
    printf("sums %d: %lu\n", n, total(M, s));
    column_sums(n, 5, s);
    printf("sums %d x 5: %lu\n", n, total(5, s));
    unsigned long p[M];
    column_products(n, M, p);
    printf("products %d: %lu\n", n, total(M, (const long *)p));
    positive_sums(n, M, s);
    printf("positive %d: %lu\n", n, total(M, s));
    through_scalar(n, M, s);
    printf("scalar %d: %lu\n", n, total(M, s));
    also_stores(n, M, s);
    printf("stores %d: %lu %ld\n", n, total(M, s), n ? B[n - 1][M - 1] : 0);
    reads_neighbour(n, M, s);
    printf("neighbour %d: %lu\n", n, total(M + 1, s));
    long c = carried(n, M, s);
    printf("carried %d: %lu %ld\n", n, total(M, s), c);
  }
  return 0;
}
