// Exact SIV: a*i+c1 vs b*i+c2 with a != +-b.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=deps %s | FileCheck %s
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck --check-prefix=MINFO %s

void exact(int n, float *restrict a) {
#pragma acc region
  {
    for (int i = 0; i < 10; ++i) a[2 * i] = a[3 * i + 20];
    for (int i = 0; i < 10; ++i) a[3 * i] = a[2 * i + 1];
  }
}
// 2i = 3i'+20 needs i >= 10.
// CHECK-DAG: independent a[3*i+20] read line 8 , a[2*i] write line 8 [exact SIV]
// 3i = 2i'+1: i=1,i'=1 (same iteration, read first) and i=3,i'=4 (flow).
// CHECK-DAG: anti a[2*i+1] read line 9 -> a[3*i] write line 9 (=) [exact SIV]
// CHECK-DAG: flow a[3*i] write line 9 -> a[2*i+1] read line 9 (<) [exact SIV]
// MINFO: {{^ +}}8, Loop is parallelizable
// MINFO: {{^ +}}9, Loop carried dependence of 'a' prevents parallelization
