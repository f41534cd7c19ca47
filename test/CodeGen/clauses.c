// Loop clauses in generated code: unroll(n) becomes '#pragma unroll n' on
// the kernel's loop; parallel(n) caps the blocks of its dimension; keep
// leaves the .cu and .ptx.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=kernels,host %s | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %if nvcc %{ %cuacc -fplugin-arg-cuacc-keep -O2 -c %s -o %t/clauses.o && test -s %t/clauses.cu && test -s %t/clauses.ptx %}

void f(int n, float (*restrict a)[16], float *restrict s) {
#pragma acc region
  {
#pragma acc for parallel(64)
    for (int i = 0; i < n; ++i) {
      float t = 0;
#pragma acc for seq unroll(4)
      for (int j = 0; j < 16; ++j)
        t += a[i][j];
      s[i] = t;
    }
  }
}
// CHECK: __grid[0] = __blocks[0] < 1 ? 1 : __blocks[0] > 64 ? 64 : (unsigned)__blocks[0];
// CHECK: #pragma unroll 4
// CHECK-NEXT: for (int j = 0; j < 16; ++j)
