// Weak-zero SIV: a*i+c1 vs c2; i = (c2-c1)/a must be an integer in range.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=deps %s | FileCheck %s
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck --check-prefix=MINFO %s

void weakzero(int n, float *restrict a) {
#pragma acc region
  {
    for (int i = 0; i < 10; ++i) a[i] = a[12];
    for (int i = 0; i < 10; ++i) a[i] = a[5];
    for (int i = 0; i < 10; ++i) a[2 * i] = a[5];
  }
}
// CHECK-DAG: independent a[12] read line 8 , a[i] write line 8 [weak-zero SIV]
// CHECK-DAG: anti a[5] read line 9 -> a[i] write line 9 (<) (=) [weak-zero SIV]
// CHECK-DAG: flow a[i] write line 9 -> a[5] read line 9 (<) [weak-zero SIV]
// CHECK-DAG: independent a[5] read line 10 , a[2*i] write line 10 [GCD]
// MINFO: {{^ +}}8, Loop is parallelizable
// MINFO: {{^ +}}9, Loop carried dependence of 'a' prevents parallelization
// MINFO: {{^ +}}10, Loop is parallelizable
