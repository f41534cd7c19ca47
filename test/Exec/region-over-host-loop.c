// A region alone in the body of the loop that drives it takes the loop
// over: the loop runs inside the region (one persistent kernel, or host
// launches as before, by the runtime's cost model), scalars flowing
// between iterations stay on the device. Where the loop holds anything
// else, where the region asks for something at each entry (if, async) or
// is OpenACC's parallel, the region stays as written; where the wider
// region could not be offloaded, so does the region. Every program prints
// what the plain build prints.
// RUN: %clang -O2 -w %s -lm -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_PERSISTENT=never %{run-emulated} | diff %t.want - %}
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=directives %s | FileCheck --check-prefix=BOUND %s
//
// MINFO-LABEL: levinson:
// MINFO: Accelerator region extended over the loop at line {{[0-9]+}}: the loop holds nothing else
// MINFO-LABEL: nested:
// MINFO-COUNT-2: Accelerator region extended over the loop
// MINFO-LABEL: kernels_construct:
// MINFO: Accelerator region extended over the loop
// MINFO-LABEL: stays:
// MINFO-NOT: extended over
// MINFO-LABEL: called_bound:
// MINFO: Accelerator region extended over the loop
// MINFO-LABEL: local_scratch:
// MINFO: Accelerator region not extended over the loop at line {{[0-9]+}}: the private array 'tmp' of a sequential loop would be shared by the block's threads of a kernel that runs in one block, and the region has no device copy of it
// BOUND-LABEL: levinson:
// BOUND: #pragma acc region -> compound statement at line {{[0-9]+}}, extended over the for loop at line {{[0-9]+}}
// BOUND-LABEL: stays:
// BOUND-NOT: extended
// BOUND-LABEL: called_bound:
#include <math.h>
#include <stdio.h>

#define N 64

/* durbin's shape: alpha and beta flow from one iteration to the next. */
static void levinson(int n, double r[N], double y[N]) {
  double z[N], alpha, beta, sum;
  int i, k;
#pragma acc data region copyin(r[0:n-1]) copyout(y[0:n-1]) local(z[0:n-1])
  {
#pragma acc region
    {
      y[0] = -r[0];
    }
    beta = 1.0;
    alpha = -r[0];
    for (k = 1; k < n; k++) {
#pragma acc region
      {
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
  /* The sums are reductions, in another order on the device: 8 digits. */
  printf("levinson: alpha %.8g beta %.8g", alpha, beta);
  for (i = 0; i < n; i += 9)
    printf(" %.8g", y[i]);
  printf("\n");
}

/* Two loops around a region, no braces on the inner one; their indices
 * are read after the loops. */
static void nested(int n, float a[N][N]) {
  int t, s;
  for (t = 0; t < 3; t++)
    for (s = 1; s < 4; s++)
#pragma acc region
    {
      for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
          a[i][j] = a[i][j] * 0.5f + (float)(t * s) + (float)j / (float)(i + 1);
    }
  float c = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      c += a[i][j] * (float)(i - j);
  printf("nested: t %d s %d %.6g\n", t, s, c);
}

/* OpenACC kernels in a time loop, a counting-down loop with a step of 2. */
static void kernels_construct(int n, double *restrict u, double *restrict v) {
  for (int it = 9; it >= 0; it -= 2) {
#pragma acc kernels copy(u[0:n], v[0:n])
    {
      for (int i = 1; i < n - 1; i++)
        v[i] = 0.25 * (u[i - 1] + 2 * u[i] + u[i + 1]) + it;
      for (int i = 1; i < n - 1; i++)
        u[i] = v[i] - 0.5 * it;
    }
  }
  double c = 0;
  for (int i = 0; i < n; i++)
    c += u[i] * (i + 1) - v[i];
  printf("kernels: %.12g\n", c);
}

/* Regions that stay where they are written. */
static void stays(int n, float *restrict a, int flag) {
  for (int it = 0; it < 4; it++) {
#pragma acc region if(flag)
    for (int i = 0; i < n; i++)
      a[i] += it;
  }
  for (int it = 0; it < 4; it++) {
#pragma acc region
    for (int i = 0; i < n; i++)
      a[i] *= 1.5f;
    a[it] = -a[it]; /* the host's own statement between the regions */
  }
#pragma acc data region copy(a[0:n-1])
  for (int it = 0; it < 3; it++) {
#pragma acc update host(a[0:0])
#pragma acc region
    for (int i = 0; i < n; i++)
      a[i] += a[0] > 0 ? 1.0f : 2.0f;
  }
  for (int it = 0; it < 2; it++) {
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
      a[i] -= 0.25f * it;
  }
  /* Each iteration's region moves another row: one entry would not. */
  for (int r = 0; r < 8; r++) {
#pragma acc region copy(a[r * 64:r * 64 + 63])
    for (int i = r * 64; i < r * 64 + 64; i++)
      a[i] = a[i] * 2 - r;
  }
  float c = 0;
  for (int i = 0; i < n; i++)
    c += a[i] * (float)(i % 7);
  printf("stays: %.6g\n", c);
}

static int steps(int n) { return n / 16; }

/* The loop's bound is a call, which the wider region makes on the
 * device. */
static void called_bound(int n, float *restrict a) {
  for (int it = 0; it < steps(n); it++) {
#pragma acc region
    for (int i = 0; i < n; i++)
      a[i] = a[i] * 0.75f + it;
  }
  float c = 0;
  for (int i = 0; i < n; i++)
    c += a[i];
  printf("called: %.6g\n", c);
}

/* A local array private to the loop the region would take over, and on
 * the device nowhere else: the wider region's one-block kernel cannot
 * have it, so the region stays as written. */
static void local_scratch(int n, float *restrict out) {
  float tmp[N];
  for (int k = 0; k < 5; k++) {
#pragma acc region copy(out[0:n-1])
    {
      for (int i = 0; i < n; i++)
        tmp[i] = out[i] + k;
      for (int i = 0; i < n; i++)
        out[i] = tmp[n - 1 - i] * 0.5f;
    }
  }
  float c = 0;
  for (int i = 0; i < n; i++)
    c += out[i] * (float)(i + 1);
  printf("scratch: %.6g\n", c);
}

int main(void) {
  static double r[N], y[N], u[N], v[N];
  static float a[N][N], b[N * N], o[N];
  for (int i = 0; i < N; i++) {
    r[i] = N + 1 - i;
    u[i] = sin(i * 0.3);
    v[i] = 0;
    o[i] = (float)(i % 5) - 1.5f;
    for (int j = 0; j < N; j++)
      a[i][j] = (float)((i * 3 + j) % 11) / 7.0f;
  }
  for (int i = 0; i < N * N; i++)
    b[i] = (float)(i % 13) - 6.0f;
  levinson(N, r, y);
  nested(N, a);
  kernels_construct(N, u, v);
  stays(N * N, b, 1);
  called_bound(N, o);
  local_scratch(N, o);
  return 0;
}
