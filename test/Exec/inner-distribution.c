// A sequential loop distributed together with an inner loop of its body
// (test/Transform/inner-distribution.c shows the schedules), at sizes 0, 1,
// 5, 33 and 130, against the same loops without directives, in exact
// integer arithmetic: bicg (s's column sums over j with i inside, q's row
// sums a warp per row), a statement after the inner loop that reads the row
// sum, an inner loop whose split would run a value backward (not split), a
// scalar that ties a part of the inner loop to the statement before it,
// and a triangular inner loop (its column part cannot move outside).
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t
// RUN: %t | FileCheck %s
// CHECK-COUNT-25: {{ ok$}}
// CHECK-NOT: BAD
// CHECK: inner-distribution: PASS
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static int bad = 0;

static void bicg(int n, long A[n][n], long s[n], long q[n], long p[n], long r[n]) {
  int i, j;
  long t;
#pragma acc region
  {
  for (i = 0; i < n; i++)
    s[i] = 0;
  for (i = 0; i < n; i++) {
    q[i] = 0;
    for (j = 0; j < n; j++) {
      s[j] = s[j] + r[i] * A[i][j];
      q[i] = q[i] + A[i][j] * p[j];
    }
  }
  }
}
static void bicg_ref(int n, long A[n][n], long s[n], long q[n], long p[n], long r[n]) {
  int i, j;
  long t;
  for (i = 0; i < n; i++)
    s[i] = 0;
  for (i = 0; i < n; i++) {
    q[i] = 0;
    for (j = 0; j < n; j++) {
      s[j] = s[j] + r[i] * A[i][j];
      q[i] = q[i] + A[i][j] * p[j];
    }
  }
}

static void after(int n, long A[n][n], long s[n], long q[n], long p[n], long r[n]) {
  int i, j;
  long t;
#pragma acc region
  {
  for (i = 0; i < n; i++) {
    q[i] = r[i] % 3;
    for (j = 0; j < n; j++) {
      q[i] += A[i][j] * p[j];
      s[j] -= A[i][j] % 5;
    }
    r[i] = q[i] * 2 + 1;
  }
  }
}
static void after_ref(int n, long A[n][n], long s[n], long q[n], long p[n], long r[n]) {
  int i, j;
  long t;
  for (i = 0; i < n; i++) {
    q[i] = r[i] % 3;
    for (j = 0; j < n; j++) {
      q[i] += A[i][j] * p[j];
      s[j] -= A[i][j] % 5;
    }
    r[i] = q[i] * 2 + 1;
  }
}

static void backward(int n, long A[n][n], long s[n], long q[n], long p[n], long r[n]) {
  int i, j;
  long t;
#pragma acc region
  {
  for (i = 0; i < n; i++) {
    q[i] = 1;
    for (j = 1; j < n; j++) {
      s[j] = s[j] + p[j - 1] % 7 + A[i][j];
      p[j] = q[i] + s[j - 1] % 11;
    }
  }
  }
}
static void backward_ref(int n, long A[n][n], long s[n], long q[n], long p[n], long r[n]) {
  int i, j;
  long t;
  for (i = 0; i < n; i++) {
    q[i] = 1;
    for (j = 1; j < n; j++) {
      s[j] = s[j] + p[j - 1] % 7 + A[i][j];
      p[j] = q[i] + s[j - 1] % 11;
    }
  }
}

static void tied(int n, long A[n][n], long s[n], long q[n], long p[n], long r[n]) {
  int i, j;
  long t;
#pragma acc region
  {
  for (i = 0; i < n; i++) {
    t = r[i] * 2 + i;
    for (j = 0; j < n; j++) {
      s[j] = s[j] + t * A[i][j];
      q[i] = q[i] + A[i][j];
    }
  }
  }
}
static void tied_ref(int n, long A[n][n], long s[n], long q[n], long p[n], long r[n]) {
  int i, j;
  long t;
  for (i = 0; i < n; i++) {
    t = r[i] * 2 + i;
    for (j = 0; j < n; j++) {
      s[j] = s[j] + t * A[i][j];
      q[i] = q[i] + A[i][j];
    }
  }
}

static void triangle(int n, long A[n][n], long s[n], long q[n], long p[n], long r[n]) {
  int i, j;
  long t;
#pragma acc region
  {
  for (i = 0; i < n; i++) {
    q[i] = p[i];
    for (j = 0; j <= i; j++) {
      s[j] = s[j] + r[i] * A[i][j];
      q[i] = q[i] + A[i][j] * p[j];
    }
  }
  }
}
static void triangle_ref(int n, long A[n][n], long s[n], long q[n], long p[n], long r[n]) {
  int i, j;
  long t;
  for (i = 0; i < n; i++) {
    q[i] = p[i];
    for (j = 0; j <= i; j++) {
      s[j] = s[j] + r[i] * A[i][j];
      q[i] = q[i] + A[i][j] * p[j];
    }
  }
}

static long *filled(long n, int seed) {
  long *p = malloc(sizeof(long) * (n ? n : 1));
  for (long i = 0; i < n; ++i)
    p[i] = (i * 37 + seed * 11) % 23 - 11;
  return p;
}

typedef void Kernel(int, void *, long *, long *, long *, long *);

static void run(const char *w, Kernel *f, Kernel *ref, int n) {
  long *A = filled((long)n * n, 1);
  long *g[4], *e[4];
  for (int k = 0; k < 4; ++k) {
    g[k] = filled(n, k + 2);
    e[k] = filled(n, k + 2);
  }
  f(n, A, g[0], g[1], g[2], g[3]);
  ref(n, A, e[0], e[1], e[2], e[3]);
  int same = 1;
  for (int k = 0; k < 4; ++k)
    same &= n == 0 || memcmp(g[k], e[k], sizeof(long) * n) == 0;
  printf("%-9s n=%-3d %s\n", w, n, same ? "ok" : "BAD");
  bad |= !same;
  for (int k = 0; k < 4; ++k) {
    free(g[k]);
    free(e[k]);
  }
  free(A);
}

int main(void) {
  int sizes[] = {0, 1, 5, 33, 130};
  for (int s = 0; s < 5; ++s) {
    int n = sizes[s];
    run("bicg", (Kernel *)bicg, (Kernel *)bicg_ref, n);
    run("after", (Kernel *)after, (Kernel *)after_ref, n);
    run("backward", (Kernel *)backward, (Kernel *)backward_ref, n);
    run("tied", (Kernel *)tied, (Kernel *)tied_ref, n);
    run("triangle", (Kernel *)triangle, (Kernel *)triangle_ref, n);
  }
  printf("inner-distribution: %s\n", bad ? "FAIL" : "PASS");
  return bad;
}
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
