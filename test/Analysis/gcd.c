// GCD: the gcd of the index coefficients must divide the constant difference.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=deps %s | FileCheck %s
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck --check-prefix=MINFO %s

void gcd(int n, float *restrict a, float (*restrict b)[n]) {
#pragma acc region
  {
    for (int i = 0; i < n; ++i) a[2 * i] = a[2 * i + 1];
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j)
        a[4 * i + 6 * j] = a[4 * i + 6 * j + 3];
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j)
        a[4 * i + 6 * j] = a[4 * i + 6 * j + 2];
  }
}
// CHECK-DAG: independent a[2*i+1] read line 8 , a[2*i] write line 8 [GCD{{.*}}]
// gcd(4, 6) = 2 does not divide 3 ...
// CHECK-DAG: independent a[4*i+6*j+3] read line 11 , a[4*i+6*j] write line 11 [GCD{{.*}}]
// ... but divides 2: dependent.
// CHECK-DAG: flow a[4*i+6*j] write line 14 -> a[4*i+6*j+2] read line 14
// 4i+6j repeats across i (i=0,j=2 and i=3,j=0): an output dependence.
// MINFO: {{^ +}}8, Loop is parallelizable
// MINFO: {{^ +}}9, Loop carried dependence of 'a' prevents parallelization
// MINFO: {{^ +}}10, Loop is parallelizable
// MINFO: {{^ +}}12, Loop carried dependence of 'a' prevents parallelization
// MINFO: {{^ +}}13, Loop is parallelizable
