// Sequential loops around parallel loops, run as one persistent kernel in
// one block (Schedule/Persistent.cpp) or from the host around their
// kernels, as the runtime chooses (CUACC_PERSISTENT forces either), at
// sizes 0, 1, 5, 33 and 700 (more iterations than the block's 512
// threads; the matrices at most 70), against the same loops without directives, in exact
// arithmetic: a time loop around two stencils, ludcmp's two sequential
// loops around a scalar reduction, durbin's scalars flowing between the
// phases of a step (every thread computes them alike) with a store by
// thread 0, LU's step around a 2-D update, a loop that leaves at
// convergence (one block only: the host cannot run it), and a step whose
// parallel loop is empty.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ env CUACC_PERSISTENT=always %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ env CUACC_PERSISTENT=never %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ env CUACC_PERSISTENT=always CUACC_PERSISTENT_THREADS=64 %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ env CUACC_PERSISTENT=grid CUACC_PERSISTENT_THREADS=64 %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ env CUACC_PERSISTENT=grid CUACC_PERSISTENT_THREADS=64 %{run-emulated} > /dev/null && grep function=jacobi %t.emu | FileCheck --check-prefix=GRID %s %}
// RUN: %if nvcc %{ env CUACC_PERSISTENT=always %{run-emulated} > /dev/null && grep function=jacobi %t.emu | FileCheck --check-prefix=ALWAYS %s %}
// RUN: %if nvcc %{ env CUACC_PERSISTENT=never %{run-emulated} > /dev/null && grep function=jacobi %t.emu | FileCheck --check-prefix=NEVER %s %}
// CHECK-COUNT-45: {{ ok$}}
// CHECK-NOT: BAD
// CHECK: persistent: PASS
//
// Forced, jacobi's time loop is one launch of one block per call, or the
// host's launches of its two stencils (256 threads a block) per step.
// ALWAYS-NOT: block=[256]
// ALWAYS-COUNT-5: grid=[1] block=[512]
// ALWAYS-NOT: block=[256]
// NEVER-NOT: block=[512]
// NEVER: block=[256]
// NEVER-NOT: block=[512]
// Across the grid (its stencils reduce nothing): as many blocks of 64 as
// the longest step's 698 iterations need, 1024 threads at most emulated.
// GRID-NOT: block=[256]
// GRID: grid=[{{1[0-6]}}] block=[64]
// GRID-NOT: block=[256]
//
// MINFO: jacobi:
// MINFO: Sequential loop scheduled on accelerator in one block (persistent kernel, vector({{[0-9]+}})) where its trip counts make that faster than launching its kernels from the host
// MINFO-NEXT: Sequential loop scheduled on accelerator across the grid (persistent kernel with grid synchronization) where its parallel loops fill more than one block
// MINFO-NEXT: Sequential loop scheduled on host otherwise
// MINFO: converge:
// MINFO: Loop not parallelized: the loop exits early ('break')
// MINFO: Sequential loop scheduled on accelerator: one block runs it (persistent kernel, vector({{[0-9]+}}))
// MINFO-NEXT: Accelerator kernel generated
#include "common.h"

#define JACOBI_BODY                                                            \
  for (t = 0; t < steps; t++) {                                                \
    for (i = 1; i < n - 1; i++)                                                \
      b[i] = (a[i - 1] + 3 * a[i] + a[i + 1]) % 1000003;                       \
    for (i = 1; i < n - 1; i++)                                                \
      a[i] = (b[i - 1] + b[i] * 5 + b[i + 1]) % 1000033;                       \
  }
static void jacobi(int steps, int n, long a[n], long b[n]) {
  int t, i;
#pragma acc region
  JACOBI_BODY
}
static void jacobi_ref(int steps, int n, long a[n], long b[n]) {
  int t, i;
  JACOBI_BODY
}

#define LUDCMP_BODY                                                            \
  for (i = 0; i < n; i++) {                                                    \
    for (j = 0; j < i; j++) {                                                  \
      w = A[i][j];                                                             \
      for (k = 0; k < j; k++)                                                  \
        w -= A[i][k] * A[k][j] % 7;                                            \
      A[i][j] = w % 1009;                                                      \
    }                                                                          \
    for (j = i; j < n; j++) {                                                  \
      w = A[i][j];                                                             \
      for (k = 0; k < i; k++)                                                  \
        w -= A[i][k] * A[k][j] % 5;                                            \
      A[i][j] = w % 2003;                                                      \
    }                                                                          \
  }
static void ludcmp(int n, long A[n][n]) {
  int i, j, k;
  long w;
#pragma acc region
  LUDCMP_BODY
}
static void ludcmp_ref(int n, long A[n][n]) {
  int i, j, k;
  long w;
  LUDCMP_BODY
}

#define DURBIN_BODY                                                            \
  y[0] = -r[0];                                                                \
  beta = 1;                                                                    \
  alpha = -r[0];                                                               \
  for (k = 1; k < n; k++) {                                                    \
    beta = (1 + alpha % 13) * beta % 10007;                                    \
    sum = 0;                                                                   \
    for (i = 0; i < k; i++)                                                    \
      sum += r[k - i - 1] * y[i];                                              \
    alpha = -(r[k] + sum % 10009) / (beta == 0 ? 1 : beta);                    \
    for (i = 0; i < k; i++)                                                    \
      z[i] = (y[i] + alpha * y[k - i - 1]) % 1013;                             \
    for (i = 0; i < k; i++)                                                    \
      y[i] = z[i];                                                             \
    y[k] = alpha;                                                              \
  }
static long durbin(int n, long r[n], long y[n], long z[n]) {
  int i, k;
  long alpha, beta, sum;
#pragma acc region
  {
    DURBIN_BODY
  }
  return alpha * 31 + beta;
}
static long durbin_ref(int n, long r[n], long y[n], long z[n]) {
  int i, k;
  long alpha, beta, sum;
  DURBIN_BODY
  return alpha * 31 + beta;
}

#define LU_BODY                                                                \
  for (k = 0; k < n; k++) {                                                    \
    for (j = k + 1; j < n; j++)                                                \
      A[k][j] = A[k][j] % 997 + A[k][k] % 3;                                   \
    for (i = k + 1; i < n; i++)                                                \
      for (j = k + 1; j < n; j++)                                              \
        A[i][j] = (A[i][j] - A[i][k] * A[k][j]) % 100003;                      \
  }
static void lu(int n, long A[n][n]) {
  int i, j, k;
#pragma acc region
  LU_BODY
}
static void lu_ref(int n, long A[n][n]) {
  int i, j, k;
  LU_BODY
}

// Halves every element above 'tol' until none is: how many rounds is
// decided by a max reduction each round, which every thread has.
#define CONVERGE_BODY                                                          \
  for (it = 0; it < 1000; it++) {                                              \
    big = 0;                                                                   \
    for (i = 0; i < n; i++) {                                                  \
      v[i] = u[i] > tol ? u[i] / 2 : u[i];                                     \
      big = big > v[i] ? big : v[i];                                           \
    }                                                                          \
    for (i = 0; i < n; i++)                                                    \
      u[i] = v[i];                                                             \
    if (big <= tol)                                                            \
      break;                                                                   \
  }
static long converge(int n, long tol, long u[n], long v[n]) {
  int i, it;
  long big = -1;
#pragma acc region
  CONVERGE_BODY
  return big;
}
static long converge_ref(int n, long tol, long u[n], long v[n]) {
  int i, it;
  long big = -1;
  CONVERGE_BODY
  return big;
}

// The inner loop runs for no step when m is 0: a step of barriers only.
#define EMPTY_BODY                                                             \
  for (t = 0; t < n; t++)                                                      \
    for (i = 0; i < m; i++)                                                    \
      a[i] += t;
static void empty(int n, int m, long a[n]) {
  int t, i;
#pragma acc region
  EMPTY_BODY
}
static void empty_ref(int n, int m, long a[n]) {
  int t, i;
  EMPTY_BODY
}

static long seed = 12345;
static long next(void) {
  seed = (seed * 1103515245 + 12345) % 2147483648L;
  return seed % 1000;
}

int main(void) {
  static const int sizes[] = {0, 1, 5, 33, 700};
  for (unsigned s = 0; s < sizeof sizes / sizeof *sizes; ++s) {
    int n = sizes[s];
    size_t vec = sizeof(long) * (size_t)n;
    long *a = malloc(vec + 8), *b = malloc(vec + 8), *ra = malloc(vec + 8),
         *rb = malloc(vec + 8), *z = malloc(vec + 8), *rz = malloc(vec + 8);
    int m = n < 70 ? n : 70; // the matrices' order
    size_t mat = sizeof(long) * (size_t)m * (size_t)m;
    long(*A)[m] = malloc(mat + 8), (*RA)[m] = malloc(mat + 8);
    for (int i = 0; i < n; i++) {
      a[i] = ra[i] = next();
      b[i] = rb[i] = next();
      z[i] = rz[i] = 0;
    }
    for (int i = 0; i < m; i++)
      for (int j = 0; j < m; j++)
        A[i][j] = RA[i][j] = next() + (i == j) * 1000;
    int steps = n > 100 ? 20 : n;
    jacobi(steps, n, a, b);
    jacobi_ref(steps, n, ra, rb);
    check_exact("jacobi", n, a, ra, vec);
    check_exact("jacobi b", n, b, rb, vec);

    ludcmp(m, A);
    ludcmp_ref(m, RA);
    check_exact("ludcmp", m, A, RA, mat);

    if (n > 0) {
      for (int i = 0; i < n; i++)
        a[i] = ra[i] = next() + 1;
      long d = durbin(n, a, b, z), rd = durbin_ref(n, ra, rb, rz);
      check_exact("durbin", n, b, rb, vec);
      check_exact("durbin s", n, &d, &rd, sizeof d);
    } else {
      check_exact("durbin", n, 0, 0, 0);
      check_exact("durbin s", n, 0, 0, 0);
    }

    for (int i = 0; i < m; i++)
      for (int j = 0; j < m; j++)
        A[i][j] = RA[i][j] = next() + 1;
    lu(m, A);
    lu_ref(m, RA);
    check_exact("lu", m, A, RA, mat);

    long c = converge(n, 3, a, b), rc = converge_ref(n, 3, ra, rb);
    check_exact("converge", n, a, ra, vec);
    empty(n, n / 2, a);
    empty_ref(n, n / 2, ra);
    check_exact("empty", n, a, ra, vec);
    check_exact("converge r", n, &c, &rc, sizeof c);
    free(a), free(b), free(ra), free(rb), free(z), free(rz), free(A), free(RA);
  }
  printf("persistent: %s\n", exact_bad ? "FAIL" : "PASS");
  return exact_bad;
}
