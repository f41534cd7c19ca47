// The grid loop's strips: unrolled in the 32-bit-counter entry of a flat
// body (their loads issue together), rolled in the long-counter entry
// (launched only past 2^31 iterations) and around a body with an inner
// sequential loop (the copies would run one loop after the other). And
// each bound passed once at the call: the two arrays' shared [0, n-1]
// (the clauses' in long arithmetic, Directive/DirectiveExpr.h wideStr).
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=kernels,host %s | FileCheck %s

void flat(int n, float *restrict a, const float *restrict b) {
#pragma acc region copyin(b[0:n-1]) copyout(a[0:n-1])
  for (int i = 0; i < n; ++i)
    a[i] = 2 * b[i];
}
// CHECK-LABEL: flat: region
// CHECK: (const long[]){(long)(0), (long)((long)(n)-1), (long)(2*n-2), (long)(n-1)}
// CHECK: const long __b[] = {__l[0], __l[1]};
// CHECK: const long __b[] = {__l[0], __l[1]};
// CHECK: flat_{{[0-9]+}}_gpu__body(
// CHECK: const bool __whole0
// CHECK-NEXT: #pragma unroll (sizeof(__cuacc_i) == 4 ? 4 : 1)
// CHECK-NEXT: for (int __r0 = 0; __r0 < 4; ++__r0)

void inner(int n, int m, float *restrict a, const float *restrict b) {
#pragma acc region copyin(b[0:n-1]) copyout(a[0:n-1])
  for (int i = 0; i < n; ++i) {
    float s = b[i];
    for (int k = 0; k < m; ++k)
      s = s * 0.5f + 1;
    a[i] = s;
  }
}
// CHECK-LABEL: inner: region
// CHECK: inner_{{[0-9]+}}_gpu__body(
// CHECK: const bool __whole0
// CHECK-NEXT: #pragma unroll 1
// CHECK-NEXT: for (int __r0 = 0; __r0 < 4; ++__r0)
