// Symbolic terms are kept and reasoned about: with 0 <= i < n, a[i+n] and
// a[i] never meet, a[i+n-1] and a[i] do, and an unrelated m decides nothing.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=deps %s | FileCheck %s
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck --check-prefix=MINFO %s

void symbolic(int n, int m, float *restrict a, float *restrict b) {
#pragma acc region
  {
    for (int i = 0; i < n; ++i) a[i + n] = a[i];
    for (int i = 0; i < n; ++i) a[i + n - 1] = a[i];
    for (int i = 0; i < n; ++i) b[i + m] = b[i];
    for (int i = 0; i < n; ++i) b[i + 2 * n] = b[i + n];
  }
}
// CHECK-DAG: independent a[i] read line 9 , a[i+n] write line 9 [strong SIV]
// CHECK-DAG: flow a[i+n-1] write line 10 -> a[i] read line 10 (<) [strong SIV]
// CHECK-DAG: flow b[i+m] write line 11 -> b[i] read line 11 (<) [strong SIV]
// CHECK-DAG: independent b[i+n] read line 12 , b[i+2*n] write line 12 [strong SIV]
// MINFO: {{^ +}}9, Loop is parallelizable
// MINFO: {{^ +}}10, Loop carried dependence of 'a' prevents parallelization
// MINFO: {{^ +}}11, Loop carried dependence of 'b' prevents parallelization
// MINFO: {{^ +}}12, Loop is parallelizable
