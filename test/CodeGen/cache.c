// The tile a cache clause makes: declared once per kernel, loaded by every
// thread of the block (clipped to what the loop's last iteration reads),
// between barriers that every thread reaches (indices clamped, the body
// guarded instead of early exits), references rewritten to the tile.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=schedule,kernels %s | FileCheck %s

void sweep(int n, int m, float (*restrict a)[m], float (*restrict b)[m]) {
#pragma acc region
  {
#pragma acc for parallel cache(a[i-1:i+1][j-1:j+1])
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < m - 1; ++j)
        b[i][j] = a[i - 1][j] + a[i][j + 1];
  }
}
// CHECK: kernel sweep_{{[0-9]+}}_gpu x=line {{[0-9]+}} vector({{[0-9]+}}) y=line {{[0-9]+}} vector({{[0-9]+}}) cached a{{$}}
// CHECK: __shared__ float __cache_a[10][34];
// CHECK: const bool __live0 = __kk0 < __n0;
// CHECK: const bool __live1 = __kk1 < __n1;
// CHECK: for (int __t0 = threadIdx.y; __t0 < 10; __t0 += 8)
// CHECK-NEXT: for (int __t1 = threadIdx.x; __t1 < 34; __t1 += 32)
// CHECK-NEXT: if ({{.*}} <= ((long)(n-2) + (1)) && {{.*}} <= ((long)(m-2) + (1)))
// CHECK-NEXT: __cache_a[__t0][__t1] = a[
// CHECK: __syncthreads();
// CHECK-NEXT: if (__live0 && __live1) {
// CHECK-NEXT: b[((long)(i) * __ext_b_0 + (j))] = __cache_a[threadIdx.y + 0][threadIdx.x + 1] + __cache_a[threadIdx.y + 1][threadIdx.x + 2];
// CHECK-NEXT: }
// CHECK-NEXT: __syncthreads();
