// ZIV: subscripts without loop indices; constants and symbols compared.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=deps %s | FileCheck %s
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck --check-prefix=MINFO %s

void ziv(int n, int k, float *restrict a, float *restrict b) {
#pragma acc region
  for (int i = 0; i < n; ++i) {
    a[3] = b[i];
    b[i] = a[4];
    b[i] += a[k] + a[k + 1];
    a[k] = 1;
  }
}
// CHECK-DAG: independent a[3] write line 8 , a[4] read line 9 [ZIV]
// CHECK-DAG: independent a[k+1] read line 10 , a[k] write line 11 [ZIV]
// The unknown k may equal 3: assumed dependent.
// CHECK-DAG: output a[3] write line 8 -> a[k] write line 11 (<) (=) [ZIV]
// CHECK-DAG: output a[3] write line 8 -> a[3] write line 8 (<) [ZIV]
// MINFO: {{^ +}}7, Loop carried dependence of 'a' prevents parallelization
