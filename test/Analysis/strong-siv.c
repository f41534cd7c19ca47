// Strong SIV: a*i+c1 vs a*i+c2, distance (c1-c2)/a against the trip range.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=deps %s | FileCheck %s
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck --check-prefix=MINFO %s

void strong(int n, float *restrict a, float *restrict b) {
#pragma acc region
  {
    for (int i = 0; i < n; ++i) a[i + 2] = a[i];
    for (int i = 0; i < 10; ++i) b[i + 20] = b[i];
    for (int i = 2; i < n; ++i) a[i] = a[i - 2];
    for (int i = 0; i < n; ++i) b[3 * i + 1] = b[3 * i - 2];
  }
}
// CHECK-DAG: flow a[i+2] write line 8 -> a[i] read line 8 (<) [strong SIV]
// Distance 20 exceeds the 10 iterations.
// CHECK-DAG: independent b[i] read line 9 , b[i+20] write line 9 [strong SIV]
// CHECK-DAG: flow a[i] write line 10 -> a[i-2] read line 10 (<) [strong SIV]
// CHECK-DAG: flow b[3*i+1] write line 11 -> b[3*i-2] read line 11 (<) [strong SIV]
// MINFO: {{^ +}}8, Loop carried dependence of 'a' prevents parallelization
// MINFO: {{^ +}}9, Loop is parallelizable
// MINFO: {{^ +}}10, Loop carried dependence of 'a' prevents parallelization
// MINFO: {{^ +}}11, Loop carried dependence of 'b' prevents parallelization
