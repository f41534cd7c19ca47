// Arrays in a compute construct's own 'private' and 'firstprivate' clauses
// (OpenACC: each gang's copy). cuacc gives each iteration of an outermost
// loop whose iterations are independent ('parallel', 'loop independent')
// its own copy, a firstprivate one starting from the array's values before
// the construct (copied in, never back). Around a loop that runs in order
// ('serial') one copy serves, as one gang's
// would. Before, 'parallel private(c[0:n])' made c a shared array every
// gang wrote at once (a race, and the host's c changed), and a
// firstprivate array the construct writes was an error.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fopenacc -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %cuacc -O2 -w -fopenacc -fsyntax-only -fplugin-arg-cuacc-dump=lowered %s 2>&1 | FileCheck --check-prefix=LOWERED %s
// MINFO-LABEL: scratch_firstprivate:
// MINFO: Generating copyin(c[0:m])
// MINFO: Loop is parallelizable
// MINFO-NEXT: Accelerator kernel generated
// MINFO-LABEL: local_firstprivate:
// MINFO: Generating copyin(t)
// MINFO: Loop is parallelizable
// MINFO-NEXT: Accelerator kernel generated
// MINFO-LABEL: construct_private:
// MINFO: Generating create(w[0:m])
// MINFO: Loop is parallelizable
// MINFO-LABEL: in_order:
// MINFO: Loop carried dependence of 'c' prevents parallelization
// LOWERED: firstprivate c starts from __fp_c
// LOWERED: firstprivate t starts from __fp_t
#include <stdio.h>

#define N 64
#define M 96
static double a[N * M], d[N * M], e[N];

/* Each iteration fills c[1..m-1] before reading it; c[0], which no
   iteration writes, is the scale every copy starts with. */
static void scratch_firstprivate(int n, int m, double *c) {
  c[0] = 0.5;
#pragma acc parallel firstprivate(c[0:m]) copyin(a[0:n*m]) copy(d[0:n*m])
  {
#pragma acc loop gang
    for (int x = 0; x < n; ++x) {
#pragma acc loop worker
      for (int y = 1; y < m; ++y)
        c[y] = c[0] * a[x * m + y];
#pragma acc loop worker
      for (int y = 1; y < m; ++y)
        d[x * m + y] = c[y] + c[m - y];
    }
  }
  double s = 0;
  for (int i = 0; i < n * m; ++i)
    s += d[i] * (i % 7);
  printf("scratch_firstprivate %.6f\n", s);
}

static void local_firstprivate(int n) {
  double t[8] = {1, 2, 3, 4, 5, 6, 7, 8};
#pragma acc parallel loop gang firstprivate(t) copyin(a[0:n*M]) copyout(e[0:n])
  for (int x = 0; x < n; ++x) {
    for (int k = 4; k < 8; ++k)
      t[k] = t[k - 4] * a[x * M + k];
    double s = 0;
    for (int k = 0; k < 8; ++k)
      s += t[k];
    e[x] = s;
  }
  double s = 0;
  for (int x = 0; x < n; ++x)
    s += e[x] * (x + 1);
  printf("local_firstprivate %.6f\n", s);
}

static void construct_private(int n, int m) {
  double w[M];
#pragma acc parallel private(w[0:m]) copyin(a[0:n*m]) copyout(d[0:n*m])
  {
#pragma acc loop gang
    for (int x = 0; x < n; ++x) {
      for (int y = 0; y < m; ++y)
        w[y] = a[x * m + y] * 2;
      for (int y = 0; y < m; ++y)
        d[x * m + y] = w[y] - w[m - 1 - y];
    }
  }
  double s = 0;
  for (int i = 0; i < n * m; ++i)
    s += d[i] * (i % 5);
  printf("construct_private %.6f\n", s);
}

/* One gang's copy carries from iteration to iteration: the loop stays in
   order, and the host's c keeps its values (printed before only). */
static void in_order(int n, int m, double *c) {
  for (int y = 0; y < m; ++y)
    c[y] = y;
#pragma acc serial firstprivate(c[0:m]) copyin(a[0:n*m]) copyout(d[0:n*m])
  for (int x = 0; x < n; ++x)
    for (int y = 0; y < m; ++y) {
      c[y] += a[x * m + y];
      d[x * m + y] = c[y];
    }
  double s = 0;
  for (int i = 0; i < n * m; ++i)
    s += d[i] * (i % 3);
  printf("in_order %.6f\n", s);
}

int main(void) {
  double c[M];
  for (int i = 0; i < N * M; ++i)
    a[i] = (i * 37 % 101) * 0.25;
  scratch_firstprivate(N, M, c);
  local_firstprivate(N);
  construct_private(N, M);
  in_order(N, M, c);
  return 0;
}
