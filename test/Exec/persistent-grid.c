// A persistent kernel's entry across the whole grid (Schedule/Persistent.cpp,
// CUACC_PERSISTENT=grid): the parallel loops of each step stride over every
// block's threads, grid barriers between them (the emulated device runs the
// blocks at once, so a missing barrier reads garbage). Perfect nests of
// parallel loops spread as one loop (heat's i, j, k; the triangle's inner
// bound names its outer index, so its rows go a warp each, the inner loop
// across the warp's lanes, KernelPlan::WarpLanes), a store by
// thread 0 of block 0 between the phases (under an 'if': at n = 0 the
// arrays have no element), steps whose nests are empty (n = 0, 1, 2), in
// exact arithmetic against the same loops without directives; a step whose
// parallel loops reduce (a sum and a max read by the next loop).
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo -fplugin-arg-cuacc-dump=lowered %s %{cuaccrt} -o %t > %t.lowered 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: FileCheck --check-prefix=LOWERED %s < %t.lowered
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=kernels %s 2>&1 | FileCheck --check-prefix=KERNELS %s
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ env CUACC_PERSISTENT=grid CUACC_PERSISTENT_THREADS=64 %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ env CUACC_PERSISTENT=grid CUACC_PERSISTENT_THREADS=32 %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ env CUACC_PERSISTENT=grid %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ env CUACC_PERSISTENT=always %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ env CUACC_PERSISTENT=never %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ env CUACC_PERSISTENT=grid CUACC_PERSISTENT_THREADS=64 %{run-emulated} > /dev/null && grep function=heat %t.emu | FileCheck --check-prefix=GRID %s %}
// RUN: %if cuda-gpu %{ env CUACC_PERSISTENT=grid %t | FileCheck %s %}
// RUN: %if cuda-gpu %{ %t | FileCheck %s %}
// CHECK-COUNT-32: {{ ok$}}
// CHECK-NOT: BAD
// CHECK: persistent-grid: PASS
//
// heat at n = 12: 10 x 10 x 10 iterations a phase, 16 blocks of 64 (1024
// threads, the emulated grid's most).
// GRID: grid=[16] block=[64]
// The sum and max across 5000 iterations a phase: 16 blocks of 64 too.
// RUN: %if nvcc %{ env CUACC_PERSISTENT=grid CUACC_PERSISTENT_THREADS=64 %{run-emulated} > /dev/null && grep function=norm %t.emu | FileCheck --check-prefix=NORM %s %}
// NORM: grid=[16] block=[64]
//
// heat's step: one barrier before the time loop stands for the one at the
// top of each step (the step ends with a barrier); the thread-0 store and
// the second stencil share the barriers around them; each thread's (i, j,
// k) from its iteration number, k fastest.
// KERNELS-LABEL: heat_{{[0-9]+}}_gpu__body(
// KERNELS: __cuacc_persistent_sync<__cuacc_gw>(&heat_{{[0-9]+}}_gpu__gbar, __cuacc_target);
// KERNELS-NEXT: for (t = 0; t < steps; t++) {
// KERNELS-NOT: __cuacc_persistent_sync
// KERNELS: for (long __v = __cuacc_gw ? (long)blockIdx.x * blockDim.x + threadIdx.x : (long)threadIdx.x; __v < __nvv; __v += __cuacc_gw ? (long)gridDim.x * blockDim.x : (long)blockDim.x) {
// KERNELS-NEXT: long __vr = __v;
// KERNELS-NEXT: const long __vc2 = __vr % __nv2;
// KERNELS: __cuacc_persistent_sync
// KERNELS-NOT: __cuacc_persistent_sync
// KERNELS: if (threadIdx.x == 0 && (!__cuacc_gw || blockIdx.x == 0)) {
// KERNELS: __cuacc_persistent_sync
// KERNELS-NOT: __cuacc_persistent_sync
// KERNELS: for (long __v = __cuacc_gw ?
// KERNELS: __cuacc_persistent_sync
// KERNELS-NOT: __cuacc_persistent_sync
// KERNELS: extern "C" __global__ void heat_{{[0-9]+}}_gpu_grid(
//
// MINFO: heat:
// MINFO: Sequential loop scheduled on accelerator across the grid (persistent kernel with grid synchronization) where its parallel loops fill more than one block
// MINFO: triangle:
// MINFO: Sequential loop scheduled on accelerator across the grid (persistent kernel with grid synchronization) where its parallel loops fill more than one block
// MINFO: norm:
// MINFO: Sequential loop scheduled on accelerator across the grid (persistent kernel with grid synchronization) where its parallel loops fill more than one block
//
// LOWERED: vector: line {{[0-9]+}} int i in [(1) .. (n-2)] step 1 with int j in [(1) .. (n-2)] step 1 with int k in [(1) .. (n-2)] step 1 across 512 threads (x), or every block's (heat_{{[0-9]+}}_gpu_grid)
// LOWERED: launch heat_{{[0-9]+}}_gpu (persistent, in one block or across the grid) where it pays
// The triangle's first loop holds its j loop (whose bound names i): a warp
// takes a row, its lanes the row's elements.
// LOWERED: vector: line {{[0-9]+}} int i in [(0) .. (n-1)] step 1, a warp an iteration, with int j in [(0) .. (i)] step 1 across its 32 lanes, across 512 threads (x), or every block's (triangle_{{[0-9]+}}_gpu_grid)
// LOWERED: vector: line {{[0-9]+}} int i in [(0) .. (n-1)] step 1 with int j in [(0) .. (n-1)] step 1 across 512 threads (x), or every block's (triangle_{{[0-9]+}}_gpu_grid)
#include "common.h"

#define HEAT_BODY                                                              \
  for (t = 0; t < steps; t++) {                                                \
    for (i = 1; i < n - 1; i++)                                                \
      for (j = 1; j < n - 1; j++)                                              \
        for (k = 1; k < n - 1; k++)                                            \
          B[i][j][k] = (A[i - 1][j][k] + A[i + 1][j][k] + A[i][j - 1][k] +     \
                        A[i][j + 1][k] + 3 * A[i][j][k] + A[i][j][k - 1] +     \
                        A[i][j][k + 1] + t) % 1000003;                         \
    if (n > 0)                                                                 \
      A[0][0][0] = B[n / 2][n / 2][n / 2] + t;                                 \
    for (i = 1; i < n - 1; i++)                                                \
      for (j = 1; j < n - 1; j++)                                              \
        for (k = 1; k < n - 1; k++)                                            \
          A[i][j][k] = (B[i][j][k] * 7 + B[i - 1][j][k] + A[0][0][0]) % 1000033; \
  }
static void heat(int steps, int n, long A[n][n][n], long B[n][n][n]) {
  int t, i, j, k;
#pragma acc region copy(A[0:n-1][0:n-1][0:n-1], B[0:n-1][0:n-1][0:n-1])
  HEAT_BODY
}
static void heat_ref(int steps, int n, long A[n][n][n], long B[n][n][n]) {
  int t, i, j, k;
  HEAT_BODY
}

#define TRIANGLE_BODY                                                          \
  for (t = 0; t < steps; t++) {                                                \
    for (i = 0; i < n; i++)                                                    \
      for (j = 0; j <= i; j++)                                                 \
        L[i][j] = (L[i][j] * 3 + R[j][i] + t) % 65521;                         \
    for (i = 0; i < n; i++)                                                    \
      for (j = 0; j < n; j++)                                                  \
        R[i][j] = (R[i][j] + L[j][i / 2]) % 65537;                             \
  }
static void triangle(int steps, int n, long L[n][n], long R[n][n]) {
  int t, i, j;
#pragma acc region copy(L[0:n-1][0:n-1], R[0:n-1][0:n-1])
  TRIANGLE_BODY
}
static void triangle_ref(int steps, int n, long L[n][n], long R[n][n]) {
  int t, i, j;
  TRIANGLE_BODY
}

// A step that reduces: a sum and a max across every block (each block's
// total, a grid barrier, the blocks' totals combined alike in every
// thread), read by the next parallel loop.
#define NORM_BODY                                                              \
  for (t = 0; t < steps; t++) {                                                \
    s = 0;                                                                     \
    for (i = 0; i < n; i++)                                                    \
      s += a[i];                                                               \
    m = -1;                                                                    \
    for (i = 0; i < n; i++)                                                    \
      m = a[i] > m ? a[i] : m;                                                 \
    for (i = 0; i < n; i++)                                                    \
      a[i] = (a[i] * 3 + s % 1009 + m + t) % 1000003;                          \
  }
static long norm(int steps, int n, long a[n]) {
  int t, i;
  long s = 0, m = 0;
#pragma acc region copy(a[0:n-1])
  NORM_BODY
  return s * 7 + m;
}
static long norm_ref(int steps, int n, long a[n]) {
  int t, i;
  long s = 0, m = 0;
  NORM_BODY
  return s * 7 + m;
}

int main(void) {
  static const int norms[] = {0, 1, 63, 64, 65, 1000, 5000};
  for (int s = 0; s < 7; s++) {
    int n = norms[s];
    long *a = malloc(sizeof(long) * (size_t)n + 8), *ra = malloc(sizeof(long) * (size_t)n + 8);
    for (int e = 0; e < n; e++)
      a[e] = ra[e] = (e * 7919L + 13) % 100003;
    long r = norm(5, n, a), rr = norm_ref(5, n, ra);
    check_exact("norm", n, a, ra, sizeof(long) * (size_t)n);
    check_exact("norm s", n, &r, &rr, sizeof r);
    free(a), free(ra);
  }
  static const int sizes[] = {0, 1, 2, 5, 12, 40, 3, 9, 33};
  for (int s = 0; s < 9; s++) {
    int n = sizes[s];
    size_t cube = sizeof(long) * (size_t)n * n * n, sq = sizeof(long) * (size_t)n * n;
    long *A = malloc(cube + 8), *B = malloc(cube + 8), *RA = malloc(cube + 8),
         *RB = malloc(cube + 8);
    for (long e = 0; e < (long)n * n * n; e++) {
      A[e] = RA[e] = (e * 37 + 11) % 1009;
      B[e] = RB[e] = (e * 13 + 5) % 997;
    }
    heat(7, n, (long(*)[n][n])A, (long(*)[n][n])B);
    heat_ref(7, n, (long(*)[n][n])RA, (long(*)[n][n])RB);
    // Two checks a size: 18 lines.
    check_exact(s < 6 ? "heat" : "triangle", n, s < 6 ? A : 0, s < 6 ? RA : 0,
                s < 6 ? cube : 0);
    long *L = malloc(sq + 8), *R = malloc(sq + 8), *RL = malloc(sq + 8),
         *RR = malloc(sq + 8);
    for (long e = 0; e < (long)n * n; e++) {
      L[e] = RL[e] = (e * 29 + 3) % 1013;
      R[e] = RR[e] = (e * 17 + 7) % 1019;
    }
    triangle(6, n, (long(*)[n])L, (long(*)[n])R);
    triangle_ref(6, n, (long(*)[n])RL, (long(*)[n])RR);
    check_exact("triangle", n, R, RR, sq);
    if (s < 6)
      check_exact("heat b", n, B, RB, cube);
    else
      check_exact("triangle l", n, L, RL, sq);
    free(A), free(B), free(RA), free(RB), free(L), free(R), free(RL), free(RR);
  }
  printf("persistent-grid: %s\n", exact_bad ? "FAIL" : "PASS");
  return exact_bad;
}
