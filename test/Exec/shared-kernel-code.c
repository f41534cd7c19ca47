// Kernels of the same code (CodeGen/KernelShape.h): regions whose loop nests
// differ only in the names of their arrays and scalars are compiled once
// (3mm's three products: 2.7 s -> 1.4 s cold), and each launches that code
// with its own arguments (cuacc_kernel::image). Parameters named like a
// member the other kernel reads, in another order, or passed for a global:
// still the same code. A kernel that differs in anything else (a constant,
// a type, the global it reads) keeps its own. Prints what the plain build
// prints, on the host and the emulated device.
// RUN: %cuacc -O2 %s %{cuaccrt} -o %t
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_TILE=1 ACC_DEVICE=emulate %t | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_TILE=none ACC_DEVICE=emulate %t | diff %t.want - %}
// The kernel text (keep's .cu) has one copy of each shared shape.
// RUN: %if nvcc %{ rm -rf %t.d && mkdir %t.d && cd %t.d && %cuacc -O2 -fplugin-arg-cuacc-keep -c %s -o k.o && FileCheck --check-prefix=CU %s < shared-kernel-code.cu %}
// RUN: %if nvcc %{ not grep -E "(scaled_sum_again|product_again|members_again)_[0-9]+_gpu" %t.d/shared-kernel-code.cu %}
// CU-DAG: void scaled_sum_{{[0-9]+}}_gpu(
// CU-DAG: product_{{[0-9]+}}_gpu_tiled(
// CU-DAG: void members_{{[0-9]+}}_gpu(
// CU-DAG: void tripled_sum_{{[0-9]+}}_gpu(
// CU-DAG: void float_sum_{{[0-9]+}}_gpu(
// CU-DAG: void global_sum_{{[0-9]+}}_gpu(
#include <stdio.h>

typedef struct {
  long n;
  long v[64];
} Box;
long g1 = 3, g2 = 5;

static void scaled_sum(long n, long *restrict c, const long *restrict a,
                       const long *restrict b) {
#pragma acc region
  for (long i = 0; i < n; i++)
    c[i] = a[i] * 2 + b[i];
}

// The same code under other names, its scalar last. (Its loop's index is
// named as the other's: a local named otherwise would make it another
// text.)
static void scaled_sum_again(long *restrict z, const long *restrict x,
                             const long *restrict y, long m) {
#pragma acc region
  for (long i = 0; i < m; i++)
    z[i] = x[i] * 2 + y[i];
}

// A constant apart: its own code.
static void tripled_sum(long n, long *restrict c, const long *restrict a,
                        const long *restrict b) {
#pragma acc region
  for (long i = 0; i < n; i++)
    c[i] = a[i] * 3 + b[i];
}

// A type apart: its own code.
static void float_sum(long n, float *restrict c, const float *restrict a,
                      const float *restrict b) {
#pragma acc region
  for (long i = 0; i < n; i++)
    c[i] = a[i] * 2 + b[i];
}

// Each reads its own global.
static void global_sum(long n, long *restrict c, const long *restrict a) {
#pragma acc region
  for (long i = 0; i < n; i++)
    c[i] = a[i] + g1;
}

static void global_sum_again(long n, long *restrict c, const long *restrict a) {
#pragma acc region
  for (long i = 0; i < n; i++)
    c[i] = a[i] + g2;
}

static void members(Box *restrict bx, long *restrict out, long m) {
#pragma acc region
  for (long i = 0; i < m; i++)
    out[i] = bx->v[i] * bx->n + m;
}

// Parameters named like the members ('v', 'n'): still the same code.
static void members_again(Box *restrict v, long *restrict n, long k) {
#pragma acc region
  for (long i = 0; i < k; i++)
    n[i] = v->v[i] * v->n + k;
}

// Products of other sizes: the tiled code, once.
static void product(int ni, int nj, int nk, double E[ni][nj],
                    double A[ni][nk], double B[nk][nj]) {
#pragma acc data region copyin(A[0:ni-1][0:nk-1], B[0:nk-1][0:nj-1]) copyout(E[0:ni-1][0:nj-1])
  {
#pragma acc region
    {
      for (int i = 0; i < ni; i++)
        for (int j = 0; j < nj; j++) {
          E[i][j] = 0.0;
          for (int k = 0; k < nk; ++k)
            E[i][j] += A[i][k] * B[k][j];
        }
    }
  }
}

static void product_again(int nl, int nm, int nq, double F[nl][nm],
                          double C[nl][nq], double D[nq][nm]) {
#pragma acc data region copyin(C[0:nl-1][0:nq-1], D[0:nq-1][0:nm-1]) copyout(F[0:nl-1][0:nm-1])
  {
#pragma acc region
    {
      for (int i = 0; i < nl; i++)
        for (int j = 0; j < nm; j++) {
          F[i][j] = 0.0;
          for (int k = 0; k < nq; ++k)
            F[i][j] += C[i][k] * D[k][j];
        }
    }
  }
}

static double A[70][50], B[50][90], E[70][90];
static double C[33][20], D[20][45], F[33][45];

int main(void) {
  long a[64], b[64], c[64], z[64], t[64], u[64], w[64];
  float fa[64], fb[64], fc[64];
  for (int i = 0; i < 64; i++) {
    a[i] = i;
    b[i] = 100 - i;
    fa[i] = (float)i;
    fb[i] = (float)(7 * i);
  }
  scaled_sum(64, c, a, b);
  scaled_sum_again(z, b, a, 50);
  tripled_sum(64, t, a, b);
  float_sum(64, fc, fa, fb);
  global_sum(64, u, a);
  global_sum_again(64, w, b);
  long s = 0;
  for (int i = 0; i < 64; i++)
    s += c[i] + 3 * (i < 50 ? z[i] : 0) + 5 * t[i] + 7 * u[i] + 11 * w[i] +
         (long)fc[i];
  printf("sums %ld\n", s);

  Box bx = {4, {0}}, by = {9, {0}};
  for (int i = 0; i < 64; i++) {
    bx.v[i] = i;
    by.v[i] = 2 * i + 1;
  }
  long o1[64], o2[64];
  members(&bx, o1, 64);
  members_again(&by, o2, 40);
  s = 0;
  for (int i = 0; i < 64; i++)
    s += o1[i] + 13 * (i < 40 ? o2[i] : 0);
  printf("members %ld\n", s);

  for (int i = 0; i < 70; i++)
    for (int k = 0; k < 50; k++)
      A[i][k] = (i + 2 * k) % 7 - 2;
  for (int k = 0; k < 50; k++)
    for (int j = 0; j < 90; j++)
      B[k][j] = (3 * k + j * j) % 5 - 2;
  for (int i = 0; i < 33; i++)
    for (int k = 0; k < 20; k++)
      C[i][k] = (i * k) % 9 - 4;
  for (int k = 0; k < 20; k++)
    for (int j = 0; j < 45; j++)
      D[k][j] = (k + 5 * j) % 6 - 1;
  product(70, 90, 50, E, A, B);
  product_again(33, 45, 20, F, C, D);
  double e = 0, f = 0;
  for (int i = 0; i < 70; i++)
    for (int j = 0; j < 90; j++)
      e += E[i][j] * (i * 90 + j);
  for (int i = 0; i < 33; i++)
    for (int j = 0; j < 45; j++)
      f += F[i][j] * (i * 45 + j);
  printf("products %.1f %.1f\n", e, f);
  return 0;
}
