// Weak-crossing SIV: a*i+c1 vs -a*i+c2; the references cross at
// i = (c2-c1)/(2a).
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=deps %s | FileCheck %s
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck --check-prefix=MINFO %s

void weakcross(int n, float *restrict a) {
#pragma acc region
  {
    for (int i = 0; i < n; ++i) a[i] = a[n - 1 - i];
    for (int i = 0; i < 10; ++i) a[i] = a[25 - i];
    for (int i = 0; i < 10; ++i) a[2 * i] = a[9 - 2 * i];
  }
}
// CHECK-DAG: anti a[n-i-1] read line 9 -> a[i] write line 9 (<) (=) [weak-crossing SIV]
// CHECK-DAG: flow a[i] write line 9 -> a[n-i-1] read line 9 (<) [weak-crossing SIV]
// i + i' = 25 is out of reach of two indices below 10.
// CHECK-DAG: independent a[-i+25] read line 10 , a[i] write line 10 [weak-crossing SIV{{.*}}]
// CHECK-DAG: independent a[-2*i+9] read line 11 , a[2*i] write line 11 [GCD]
// MINFO: {{^ +}}9, Loop carried dependence of 'a' prevents parallelization
// MINFO: {{^ +}}10, Loop is parallelizable
// MINFO: {{^ +}}11, Loop is parallelizable
