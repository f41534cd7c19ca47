// The reuse analysis and the tile plans (dump=schedule), their lowering
// (dump=lowered) and -Minfo's "Cached references" lines; and the kernels
// the planner leaves alone: no reuse, a short or nested sequential loop, a
// body it cannot copy, a reduction.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=schedule,lowered %s | FileCheck %s
// RUN: %if nvcc %{ %cuacc -fplugin-arg-cuacc-minfo -c %s -o /dev/null 2>&1 | FileCheck --check-prefix=MINFO %s %}

void product(int n, int m, int p, float (*restrict a)[p], float (*restrict b)[m],
             float (*restrict c)[m]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float s = 0;
      for (int k = 0; k < p; ++k)
        s += a[i][k] * b[k][j];
      c[i][j] = s;
    }
}
// CHECK-LABEL: product: region
// CHECK: kernel product_{{[0-9]+}}_gpu x=line 12 vector({{[0-9]+}}) y=line 11 vector({{[0-9]+}}) chunk({{[0-9]+}}) inner line 14
// CHECK-NEXT: tiled: sequential loop line 14 in steps of {{[0-9]+}}, 16x16 threads of 8x8 iterations; loads per block step 524288 -> 0
// CHECK-NEXT: reuse line 15 read a: invariant along x; staged: invariant along x
// CHECK-NEXT: reuse line 15 read b: invariant along y; staged: invariant along y
// CHECK-NEXT: reuse line 16 write c: invariant along none; outside the sequential loop
// CHECK-NEXT: operand a [128x16] along y, loaded sequential index first, 1 reference
// CHECK-NEXT: operand b [16x128] along x, loaded grid index first, 1 reference
// CHECK: tiled: {{[0-9]+}}x{{[0-9]+}} threads for {{[0-9]+}}x{{[0-9]+}} iterations, at most {{[0-9]+}} x {{[0-9]+}} blocks, {{[0-9]+}}x{{[0-9]+}} per thread in groups of {{[0-9]+}}, warps of {{[0-9]+}}x{{[0-9]+}} threads, tile rows padded by {{[0-9]+}}; int k in [(0) .. (p-1)] step 1 in steps of {{[0-9]+}}, double-buffered through registers, {{[0-9]+}} blocks an SM, 16-byte shared reads
// CHECK-NEXT: cached float a [128x16] as __tile0[2][16][132] along y, loaded sequential index first, 1 reference
// CHECK-NEXT: cached float b [16x128] as __tile1[2][16][132] along x, loaded grid index first, 1 reference
// CHECK-NEXT: per copy: s; 0 statements in live copies only
// CHECK-NEXT: smaller tiled entry product_{{[0-9]+}}_gpu_tiled64: 16x16 threads for 64x64 iterations, 4x4 per thread; the runtime picks it when the larger one's blocks would not fill the GPU
// MINFO-LABEL: product:
// MINFO: Cached references to size [128x16] block of 'a'
// MINFO-NEXT: Cached references to size [16x128] block of 'b'
// x[k] is the same for the whole block: read from device memory (one
// address per warp); the accumulator in memory is held in a register
// across the k loop, stored after it by live copies only.
void broadcast(int n, int m, int p, double (*restrict a)[p], double *restrict x,
               double (*restrict c)[m]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      c[i][j] = 0;
      for (int k = 0; k < p; ++k)
        c[i][j] += a[i][k] * x[k] * j;
    }
}
// CHECK-LABEL: broadcast: region
// CHECK: tiled: sequential loop line 44 in steps of {{[0-9]+}}, 16x16 threads of 8x8 iterations; loads per block step 786432 -> 524288
// CHECK-NEXT: reuse line 43 write c: invariant along none; outside the sequential loop
// CHECK-NEXT: reuse line 45 read a: invariant along x; staged: invariant along x
// CHECK-NEXT: reuse line 45 read x: invariant along x y; the same for every iteration of the block
// CHECK-NEXT: reuse line 45 read c: invariant along none; written in the kernel; held in a register across the sequential loop
// CHECK-NEXT: reuse line 45 write c: invariant along none; written in the kernel; held in a register across the sequential loop
// CHECK-NEXT: operand a [128x16] along y
// CHECK: tiled: {{[0-9]+}}x{{[0-9]+}} threads for {{[0-9]+}}x{{[0-9]+}} iterations, at most {{[0-9]+}} x {{[0-9]+}} blocks, {{[0-9]+}}x{{[0-9]+}} per thread in groups of {{[0-9]+}}, warps of {{[0-9]+}}x{{[0-9]+}} threads, tile rows padded by {{[0-9]+}}; int k in [(0) .. (p-1)] step 1 in steps of {{[0-9]+}}, double-buffered
// CHECK-NEXT: cached double a [128x16]
// CHECK-NEXT: held double c in a register a copy across the sequential loop, 1 reference
// CHECK-NEXT: per copy:; 1 statements in live copies only

void not_tiled(int n, int m, int p, float (*restrict a)[p], float (*restrict b)[m],
               float (*restrict c)[m], float *restrict y, float *restrict t) {
#pragma acc region copyin(a[0:n-1][0:p-1], b[0:p-1][0:m-1], t[0:p-1]) copy(c[0:n-1][0:m-1]) copyout(y[0:n-1])
  {
    // No reuse: every reference moves with both grid loops.
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j) {
        float s = 0;
        for (int k = 0; k < p; ++k)
          s += c[i][j] * k;
        c[i][j] = s;
      }
    // A sequential loop known to be short.
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j) {
        float s = 0;
        for (int k = 0; k < 4; ++k)
          s += a[i][k] * b[k][j];
        c[i][j] = s;
      }
    // Two sequential loops.
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j) {
        float s = 0;
        for (int k = 0; k < p; ++k)
          for (int l = 0; l < 2; ++l)
            s += a[i][k] * b[k][j] * l;
        c[i][j] = s;
      }
    // One grid loop: the inner loop goes across lanes instead.
    for (int i = 0; i < n; ++i) {
      float s = 0;
      for (int k = 0; k < p; ++k)
        s += a[i][k] * t[k];
      y[i] = s;
    }
  }
}
// CHECK-LABEL: not_tiled: region
// CHECK-NOT: tiled:
// CHECK: lowered:
// CHECK-NOT: tiled:
// CHECK: launch not_tiled
// MINFO-LABEL: not_tiled:
// MINFO-NOT: Cached references

// cache(list) is a request to the same planner: the plan stages 'a', so the
// clause needs no tile of its own (its sections do not follow the grid
// loops: before, a hint not taken).
void requested(int n, int m, int p, float (*restrict a)[p], float (*restrict b)[m],
               float (*restrict c)[m]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
#pragma acc for parallel cache(a[i:i][0:p-1])
    for (int j = 0; j < m; ++j) {
      float s = 0;
      for (int k = 0; k < p; ++k)
        s += a[i][k] * b[k][j];
      c[i][j] = s;
    }
}
// CHECK-LABEL: requested: region
// CHECK: kernel requested_{{[0-9]+}}_gpu x=line {{[0-9]+}} vector({{[0-9]+}}) y=line {{[0-9]+}} vector({{[0-9]+}}) chunk({{[0-9]+}}) inner line {{[0-9]+}}{{$}}
// CHECK-NEXT: tiled: sequential loop
// CHECK: operand a [128x16] along y
// MINFO-LABEL: requested:
// MINFO: Cached references to size [128x16] block of 'a'
