// dump=lowered: what lowering decided for each region (parameters and
// where their values come from, grid loops and caps, lanes, scratch,
// reductions, host loops), or why the region stays on the host.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=lowered %s | FileCheck %s
// RUN: %if nvcc %{ %cuacc -fplugin-arg-cuacc-minfo -c %s -o /dev/null 2>&1 | FileCheck --check-prefix=MINFO %s %}
#include <math.h>
static float twice(float x) { return 2 * x; }

float grid_max(int n, int m, float (*restrict a)[m]) {
  float big = -1e30f;
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      big = fabsf(a[i][j]) > big ? fabsf(a[i][j]) : big;
  return big;
}

void rows(int n, int m, const float *restrict a, const float *restrict x,
          float *restrict y) {
#pragma acc region
  for (int i = 0; i < n; ++i) {
    float s = 0;
    for (int j = 0; j < m; ++j)
      s += a[i * m + j] * x[j];
    y[i] = twice(s);
  }
}

void sweep(int t, int n, float *restrict a, float *restrict b) {
  int k;
#pragma acc region
  for (k = 0; k < t; ++k) {
    for (int i = 1; i < n - 1; ++i)
      b[i] = a[i - 1] + a[i + 1];
    for (int i = 1; i < n - 1; ++i)
      a[i] = b[i];
  }
}

short narrow_sum(int n, const short *restrict a) {
  short s = 0;
#pragma acc region
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

void scratch(int n, int m, float *restrict a, float *restrict w) {
#pragma acc region
  {
#pragma acc for parallel private(w[0:m-1])
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < m; ++j)
        w[j] = a[i] * j;
      a[i] = w[m - 1];
    }
  }
}
// CHECK-LABEL: grid_max: region at line 11:
// CHECK-NEXT:  lowered:
// CHECK-NEXT:   region lowered.c:11 in grid_max, if 1
// CHECK-NEXT:   item 0: copyin float a[0 .. n-1][0 .. m-1] rank 2
// CHECK-NEXT:   slot 1: float big, copy
// CHECK-NEXT:   kernel grid_max_12_gpu line 12, int counters when they fit
// CHECK-NEXT:     param float *__red_big: reduction slot 1
// CHECK-NEXT:     param float *a: array item 0
// CHECK-NEXT:     param long __ext_a_0: extent ((long)(sizeof((*a)) / sizeof((*a)[0])))
// CHECK-NEXT:     param int m: value
// CHECK-NEXT:     param int n: value
// CHECK-NEXT:     grid x: line 13 int j in [(0) .. (m-1)] step 1, threads.x vector({{[0-9]+}}), at most {{[0-9]+}} blocks
// CHECK-NEXT:     grid y: line 12 int i in [(0) .. (n-1)] step 1, threads.y vector({{[0-9]+}}) chunk({{[0-9]+}}), at most {{[0-9]+}} blocks
// CHECK-NEXT:     strips along y when the grid has {{[0-9]+}} x {{[0-9]+}} blocks
// CHECK-NEXT:     reduction Max float big (__cuacc_take_gt, identity -INFINITY, slot 1, warp first)
// CHECK-NEXT:   launch grid_max_12_gpu
// CHECK-LABEL: rows: region at line 20:
// CHECK-NEXT:  lowered:
// CHECK-NEXT:   region lowered.c:20 in rows, if 1
// CHECK-NEXT:   item 0: copyin float a[0 .. n*m-1] rank 1
// CHECK-NEXT:   item 1: copyin float x[0 .. m-1] rank 1
// CHECK-NEXT:   item 2: copyout float y[0 .. n-1] rank 1
// CHECK-NEXT:   kernel rows_21_gpu line 21, int counters when they fit
// CHECK-NEXT:     param int m: value
// CHECK-NEXT:     param float *a: array item 0
// CHECK-NEXT:     param float *x: array item 1
// CHECK-NEXT:     param float *y: array item 2
// CHECK-NEXT:     param int n: value
// CHECK-NEXT:     grid x: line 21 int i in [(0) .. (n-1)] step 1, threads.y vector({{[0-9]+}}), at most {{[0-9]+}} blocks
// CHECK-NEXT:     lanes: line 23 int j in [(0) .. (m-1)] step 1 across 32 lanes (x), Sum float s, 1 statements on lane 0 alone
// CHECK-NEXT:     device function twice
// CHECK-NEXT:   launch rows_21_gpu
// CHECK-LABEL: sweep: region at line 31:
// CHECK-NEXT:  lowered:
// CHECK-NEXT:   region lowered.c:31 in sweep, if 1
// CHECK-NEXT:   item 0: copy float a[0 .. n-1] rank 1
// CHECK-NEXT:   item 1: copy float b[1 .. n-2] rank 1
// The time loop in one block, its loops across the block's threads...
// CHECK-NEXT:   kernel sweep_32_gpu line 32 serial
// CHECK-NEXT:     param int t: value
// CHECK-NEXT:     param int n: value
// CHECK-NEXT:     param float *b: array item 1
// CHECK-NEXT:     param float *a: array item 0
// CHECK-NEXT:     private int k
// CHECK-NEXT:     vector: line 33 int i in [(1) .. (n-2)] step 1 across 512 threads (x), or every block's (sweep_32_gpu_grid)
// CHECK-NEXT:     vector: line 35 int i in [(1) .. (n-2)] step 1 across 512 threads (x), or every block's (sweep_32_gpu_grid)
// ... or on the host around a kernel for each.
// CHECK-NEXT:   kernel sweep_33_gpu line 33, int counters when they fit
// CHECK-NEXT:     param float *b: array item 1
// CHECK-NEXT:     param float *a: array item 0
// CHECK-NEXT:     param int n: value
// CHECK-NEXT:     grid x: line 33 int i in [(1) .. (n-2)] step 1, threads.x vector({{[0-9]+}}) chunk({{[0-9]+}}), at most {{[0-9]+}} blocks
// CHECK-NEXT:     strips along x when the grid has {{[0-9]+}} x {{[0-9]+}} blocks
// CHECK-NEXT:   kernel sweep_35_gpu line 35, int counters when they fit
// CHECK-NEXT:     param float *a: array item 0
// CHECK-NEXT:     param float *b: array item 1
// CHECK-NEXT:     param int n: value
// CHECK-NEXT:     grid x: line 35 int i in [(1) .. (n-2)] step 1, threads.x vector({{[0-9]+}}) chunk({{[0-9]+}}), at most {{[0-9]+}} blocks
// CHECK-NEXT:     strips along x when the grid has {{[0-9]+}} x {{[0-9]+}} blocks
// The runtime chooses from the counts: 2 barriers, 2 (n-2) iterations
// against 2 launches per step (each count's bounds and step doubled: the
// sum of a bound's least and greatest value over the loops around).
// CHECK-NEXT:   launch sweep_32_gpu (persistent, in one block or across the grid) where it pays: phases [0 .. 2*t-2 step 2] + [0 .. 2*t-2 step 2], elements [0 .. 2*t-2 step 2] * [2 .. 2*n-4 step 2] + [0 .. 2*t-2 step 2] * [2 .. 2*n-4 step 2], launches [0 .. 2*t-2 step 2] + [0 .. 2*t-2 step 2]; otherwise
// CHECK-NEXT:     host loop line 32 [0 .. t-1] step 1
// CHECK-NEXT:       launch sweep_33_gpu
// CHECK-NEXT:       launch sweep_35_gpu
// A sum wraps to the variable's width the same at every step or once: the
// partials are shorts, shuffled through ints and combined by a
// compare-and-swap of the word holding the slot.
// CHECK-LABEL: narrow_sum: region at line 42:
// CHECK:         param short *__red_s: reduction slot 1
// CHECK:         reduction Sum short s (__cuacc_sum, identity 0, slot 1, warp first)
// CHECK-LABEL: scratch: region at line 49:
// CHECK-NEXT:  lowered:
// CHECK-NEXT:   region lowered.c:49 in scratch, if 1
// CHECK-NEXT:   item 0: copy float a[0 .. n-1] rank 1
// CHECK-NEXT:   kernel scratch_52_gpu line 52, long counters
// CHECK-NEXT:     param int m: value
// CHECK-NEXT:     param float *__priv_w: scratch (((long)(m)-1) - (0) + 1) x float per thread
// CHECK-NEXT:     param long __priv_w_lo: scratch lower 0
// CHECK-NEXT:     param float *a: array item 0
// CHECK-NEXT:     param int n: value
// CHECK-NEXT:     grid x: line 52 int i in [(0) .. (n-1)] step 1, threads.x vector({{[0-9]+}}) chunk({{[0-9]+}}), at most {{[0-9]+}} blocks
// CHECK-NEXT:     strips along x when the grid has {{[0-9]+}} x {{[0-9]+}} blocks
// CHECK-NEXT:     scratch w
// CHECK-NEXT:   launch scratch_52_gpu
// MINFO-LABEL: grid_max:
// MINFO:           Accelerator kernel generated
// MINFO-NEXT:      12, #pragma acc for parallel, vector({{[0-9]+}})
// MINFO-NEXT:      13, #pragma acc for parallel, vector({{[0-9]+}})
// MINFO-LABEL: narrow_sum:
// MINFO:           Sum reduction generated for 's'
