// Serial kernels whose loops reduce into an array element run in one block,
// those loops across its threads (test/Minfo/serial-vector.c shows the
// schedules), at sizes 0, 1, 5, 33, 130 and 300 (more iterations than the
// block's 256 threads), against the same loops without directives, in
// exact arithmetic: trisolv, a Cholesky-shaped nest (two sequential loops
// around the vector loops), bicg's shared j loop tied by a scalar (an element
// reduction and an element-wise update in one vector loop), a top-level element
// reduction, a scalar the sequential code sets and the vector loop reads,
// elements of two arrays in one loop, a reduction into an int element
// with '*', and a double sum of integers.
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t
// RUN: %t | FileCheck %s
// CHECK-COUNT-54: {{ ok$}}
// CHECK-NOT: BAD
// CHECK: serial-vector: PASS
#include "common.h"

static void trisolv(int n, long L[n][n], long x[n], long b[n]) {
  int i, j;
#pragma acc region
  for (i = 0; i < n; i++) {
    x[i] = b[i];
    for (j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] % 1009 + L[i][i];
  }
}
static void trisolv_ref(int n, long L[n][n], long x[n], long b[n]) {
  int i, j;
  for (i = 0; i < n; i++) {
    x[i] = b[i];
    for (j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] % 1009 + L[i][i];
  }
}

static void cholesky(int n, long A[n][n]) {
  int i, j, k;
#pragma acc region copy(A[0:n-1][0:n-1])
  for (i = 0; i < n; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] = A[i][j] % 101;
    }
    for (k = 0; k < i; k++)
      A[i][i] -= A[i][k] * A[i][k];
    A[i][i] = A[i][i] % 97 + 200;
  }
}
static void cholesky_ref(int n, long A[n][n]) {
  int i, j, k;
  for (i = 0; i < n; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] = A[i][j] % 101;
    }
    for (k = 0; k < i; k++)
      A[i][i] -= A[i][k] * A[i][k];
    A[i][i] = A[i][i] % 97 + 200;
  }
}

// bicg's shared j loop with a scalar that ties its column update to the
// statement before it (so the loop is not distributed: inner-distribution.c)
static void bicg(int n, long A[n][n], long s[n], long q[n], long p[n],
                 long r[n]) {
  int i, j;
  long t;
#pragma acc region
  {
    for (i = 0; i < n; i++)
      s[i] = 0;
    for (i = 0; i < n; i++) {
      q[i] = 0;
      t = r[i] * 2 + 1;
      for (j = 0; j < n; j++) {
        s[j] = s[j] + t * A[i][j];
        q[i] = q[i] + A[i][j] * p[j];
      }
    }
  }
}
static void bicg_ref(int n, long A[n][n], long s[n], long q[n], long p[n],
                     long r[n]) {
  int i, j;
  long t;
  for (i = 0; i < n; i++)
    s[i] = 0;
  for (i = 0; i < n; i++) {
    q[i] = 0;
    t = r[i] * 2 + 1;
    for (j = 0; j < n; j++) {
      s[j] = s[j] + t * A[i][j];
      q[i] = q[i] + A[i][j] * p[j];
    }
  }
}

// The element reduction at the region's top; the scalar t, which every
// thread computes alike, read in the vector loop; the last t after it.
static long toplevel(int n, long A[n][n], long x[n], long y[n]) {
  int i, j;
  long t = 0;
#pragma acc region
  {
    for (j = 0; j < n; j++)
      y[0] += x[j] * 3;
    for (i = 1; i < n; i++) {
      t = x[i] % 7 + i;
      for (j = 0; j < n; j++)
        y[i] += t * A[i][j] - y[i - 1] % 5;
    }
  }
  return t;
}
static long toplevel_ref(int n, long A[n][n], long x[n], long y[n]) {
  int i, j;
  long t = 0;
  for (j = 0; j < n; j++)
    y[0] += x[j] * 3;
  for (i = 1; i < n; i++) {
    t = x[i] % 7 + i;
    for (j = 0; j < n; j++)
      y[i] += t * A[i][j] - y[i - 1] % 5;
  }
  return t;
}

// Elements of two arrays in one loop, an int product, a double sum.
static void mixed(int n, int m, long A[n][n], long z[n + 1], int w[n],
                  double d[n]) {
  int i, j;
#pragma acc region copyin(A[0:n-1][0:n-1])
  for (i = 0; i < n; i++) {
    for (j = 0; j < n; j++) {
      z[i] += A[i][j];
      d[i] -= A[j][i] % 3;
    }
    w[i] = (int)(z[i] % 5) + 1;
    for (j = 0; j < m; j++)
      w[i] *= (int)(A[i][j] % 3) + 2;
    for (j = 0; j < n; j++)
      d[i] += (double)A[j][i] * (double)(z[j] % 11);
  }
}
static void mixed_ref(int n, int m, long A[n][n], long z[n + 1], int w[n],
                      double d[n]) {
  int i, j;
  for (i = 0; i < n; i++) {
    for (j = 0; j < n; j++) {
      z[i] += A[i][j];
      d[i] -= A[j][i] % 3;
    }
    w[i] = (int)(z[i] % 5) + 1;
    for (j = 0; j < m; j++)
      w[i] *= (int)(A[i][j] % 3) + 2;
    for (j = 0; j < n; j++)
      d[i] += (double)A[j][i] * (double)(z[j] % 11);
  }
}

static long *filled(long n, int seed) {
  long *p = malloc(sizeof(long) * (n ? n : 1));
  for (long i = 0; i < n; ++i)
    p[i] = (i * 37 + seed * 11) % 23 - 11;
  return p;
}

static void run(int n) {
  long nn = (long)n * n;
  long *A = filled(nn, 1), *B = filled(nn, 1), *x = filled(n, 2),
       *y = filled(n, 2), *b = filled(n, 3);
  trisolv(n, (void *)A, x, b);
  trisolv_ref(n, (void *)B, y, b);
  check_exact("trisolv", n, x, y, sizeof(long) * n);

  cholesky(n, (void *)A);
  cholesky_ref(n, (void *)B);
  check_exact("cholesky", n, A, B, sizeof(long) * nn);

  long *s = filled(n, 4), *s2 = filled(n, 4), *q = filled(n, 5),
       *q2 = filled(n, 5), *p = filled(n, 6), *r = filled(n, 7);
  bicg(n, (void *)A, s, q, p, r);
  bicg_ref(n, (void *)B, s2, q2, p, r);
  check_exact("bicg s", n, s, s2, sizeof(long) * n);
  check_exact("bicg q", n, q, q2, sizeof(long) * n);

  long *u = filled(n, 8), *u2 = filled(n, 8);
  long t = toplevel(n, (void *)A, x, u), t2 = toplevel_ref(n, (void *)B, y, u2);
  check_exact("toplevel", n, u, u2, sizeof(long) * n);
  check_exact("last t", n, &t, &t2, sizeof t);

  long *z = filled(n + 1, 9), *z2 = filled(n + 1, 9);
  int *w = calloc(n + 1, sizeof(int)), *w2 = calloc(n + 1, sizeof(int));
  double *d = calloc(n + 1, sizeof(double)), *d2 = calloc(n + 1, sizeof(double));
  mixed(n, n % 9, (void *)A, z, w, d);
  mixed_ref(n, n % 9, (void *)B, z2, w2, d2);
  check_exact("mixed z", n, z, z2, sizeof(long) * (n + 1));
  check_exact("mixed w", n, w, w2, sizeof(int) * n);
  check_exact("mixed d", n, d, d2, sizeof(double) * n);
  free(A); free(B); free(x); free(y); free(b); free(s); free(s2); free(q);
  free(q2); free(p); free(r); free(u); free(u2); free(z); free(z2); free(w);
  free(w2); free(d); free(d2);
}

int main(void) {
  int sizes[] = {0, 1, 5, 33, 130, 300};
  for (int k = 0; k < 6; ++k)
    run(sizes[k]);
  printf("serial-vector: %s\n", exact_bad ? "FAIL" : "PASS");
  return exact_bad;
}
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
