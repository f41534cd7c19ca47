// -Minfo for PGI's two-level schedule: the grid loop across blocks
// ('parallel'), the inner parallel loops across a block's threads
// ('vector(256)'), a reduction combined across the block; and the loops
// that stay in each thread.
// RUN: %cuacc -c -o /dev/null -fplugin-arg-cuacc-emulate -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=lowered %s | FileCheck %s --check-prefix=LOWERED

void rownorm(int n, float a[n][n], float *restrict s) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    float t = 0;
    for (int j = 0; j < n; j++)
      t += a[i][j] * a[i][j];
    s[i] = t;
    for (int j = 0; j < n; j++)
      a[i][j] /= t;
  }
}
// CHECK-LABEL: rownorm:
// CHECK:      10, Loop is parallelizable
// CHECK-NEXT:     Accelerator kernel generated
// CHECK-NEXT:     10, #pragma acc for parallel
// CHECK-NEXT:     12, #pragma acc for vector({{[0-9]+}})
// CHECK-NEXT:     15, #pragma acc for vector({{[0-9]+}})
// CHECK-NEXT: 12, Loop is parallelizable
// CHECK-NEXT:     Sum reduction generated for 't'
// CHECK-NEXT: 15, Loop is parallelizable
// CHECK-NOT:  Inner sequential
// LOWERED-LABEL: rownorm: region at line 9:
// LOWERED:     grid x: line 10 int i in [(0) .. (n-1)] step 1, an iteration per block, at most {{[0-9]+}} blocks
// LOWERED-NEXT:     vector: line 12 int j in [(0) .. (n-1)] step 1 across 256 threads (x), Sum float t across the block
// LOWERED-NEXT:     vector: line 15 int j in [(0) .. (n-1)] step 1 across 256 threads (x)
// LOWERED-NEXT:     1 statements outside the vector loops in thread 0

// The grid loop walks memory contiguously, the inner loop does not: one
// thread per i, j sequential in it (a warp reads consecutive a[j][i]).
void columns(int n, float a[n][n], float *restrict s) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    float t = s[i];
    for (int j = 0; j < n; j++)
      a[j][i] += t;
  }
}
// CHECK-LABEL: columns:
// CHECK:      39, Loop is parallelizable
// CHECK-NEXT:     Accelerator kernel generated
// CHECK-NEXT:     39, #pragma acc for parallel, vector({{[0-9]+}})
// CHECK-NEXT: 41, Loop is parallelizable
// CHECK-NEXT:     Inner sequential loop scheduled on accelerator
