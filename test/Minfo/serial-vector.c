// -Minfo and dump=lowered of serial kernels that run in one block: the loops
// that reduce into an array element across its threads ('vector(256)'),
// the sequential loops around them in every thread ('seq'); a serial loop
// too short to share, which keeps the region on the host (reordering off: cholesky stays row by row); and the user's
// vector clause on an element-reducing loop inside a grid loop, honoured.
// RUN: %cuacc -c -o /dev/null -fplugin-arg-cuacc-emulate -fplugin-arg-cuacc-reorder=off -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-reorder=off -fplugin-arg-cuacc-dump=lowered %s | FileCheck %s --check-prefix=LOWERED

void trisolv(int n, double L[n][n], double x[n], double b[n]) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    x[i] = b[i];
    for (int j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
}

void cholesky(int n, double A[n][n]) {
#pragma acc region copy(A[0:n-1][0:n-1])
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
    for (int k = 0; k < i; k++)
      A[i][i] -= A[i][k] * A[i][k];
    A[i][i] = A[i][i] * 0.5;
  }
}

void shortrows(int n, double A[n][8], double x[n]) {
#pragma acc region
  for (int i = 1; i < n; i++) {
    x[i] = x[i - 1];
    for (int j = 0; j < 8; j++)
      x[i] += A[i][j];
  }
}

void rows(int n, double A[n][n], double x[n], double y[n]) {
#pragma acc region
  {
#pragma acc for parallel
    for (int i = 0; i < n; i++) {
      x[i] = 0;
#pragma acc for vector(128)
      for (int j = 0; j < n; j++)
        x[i] += A[i][j] * y[j];
    }
  }
}
// CHECK-LABEL: trisolv:
// CHECK:      11, Loop carried dependence of 'x' prevents parallelization
// CHECK-NEXT:     Loop carried backward dependence of 'x' prevents vectorization
// CHECK-NEXT:     Accelerator kernel generated
// CHECK-NEXT:     11, #pragma acc for seq
// CHECK-NEXT:     13, #pragma acc for vector({{[0-9]+}})
// CHECK-NEXT: 13, Loop is parallelizable
// CHECK-NEXT:     Sum reduction generated for 'x[i]'
// CHECK-LABEL: cholesky:
// CHECK:          Accelerator kernel generated
// CHECK-NEXT:     21, #pragma acc for seq
// CHECK-NEXT:     22, #pragma acc for seq
// CHECK-NEXT:     23, #pragma acc for vector({{[0-9]+}})
// CHECK-NEXT:     27, #pragma acc for vector({{[0-9]+}})
// CHECK-LABEL: shortrows:
// CHECK:          Accelerator region ignored: the loop at line 37 reduces into an array element and would run in a single thread
// CHECK-LABEL: rows:
// CHECK:      46, Loop is parallelizable
// CHECK-NEXT:     Accelerator kernel generated
// CHECK-NEXT:     46, #pragma acc for parallel
// CHECK-NEXT:     49, #pragma acc for vector(128)
// CHECK-NOT:  not honoured
// CHECK-NOT:  Inner sequential

// LOWERED-LABEL: trisolv: region at line 10:
// LOWERED:      kernel trisolv_11_gpu line 11 serial
// LOWERED:        vector: line 13 int j in [(0) .. (i-1)] step 1 across 256 threads (x), Sum double element into register __elem_x (1 references) across the block
// LOWERED-NEXT:   2 statements outside the vector loops in thread 0
// LOWERED-LABEL: cholesky: region at line 20:
// LOWERED:      kernel cholesky_21_gpu line 21 serial
// LOWERED:        vector: line 23 int k in [(0) .. (j-1)] step 1 across 256 threads (x), Sum double element into register __elem_A (1 references) across the block
// LOWERED-NEXT:   vector: line 27 int k in [(0) .. (i-1)] step 1 across 256 threads (x), Sum double element into register __elem_A (1 references) across the block
// LOWERED-LABEL: shortrows: region at line 34:
// LOWERED-NEXT: // not offloaded: the loop at line 37 reduces into an array element and would run in a single thread
// LOWERED-LABEL: rows: region at line 43:
// LOWERED:        grid x: line 46 int i in [(0) .. (n-1)] step 1, an iteration per block, at most {{[0-9]+}} blocks
// LOWERED-NEXT:   vector: line 49 int j in [(0) .. (n-1)] step 1 across 128 threads (x), Sum double element into register __elem_x (1 references) across the block
