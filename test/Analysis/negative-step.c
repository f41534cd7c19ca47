// Loops that count down: directions are in iteration order.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=deps %s | FileCheck %s
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck --check-prefix=MINFO %s

void negative(int n, float *restrict a) {
#pragma acc region
  {
    for (int i = n - 1; i > 0; --i) a[i] = a[i - 1];
    for (int i = n - 1; i >= 1; --i) a[i - 1] = a[i];
  }
}
// Counting down, a[i-1] is read before iteration i-1 writes it: anti.
// CHECK-DAG: anti a[i-1] read line 8 -> a[i] write line 8 (<) [strong SIV]
// CHECK-DAG: flow a[i-1] write line 9 -> a[i] read line 9 (<) [strong SIV]
// MINFO: {{^ +}}8, Loop carried dependence of 'a' prevents parallelization
// MINFO-NOT: backward
// MINFO: {{^ +}}9, Loop carried dependence of 'a' prevents parallelization
// MINFO-NEXT: Loop carried backward dependence of 'a' prevents vectorization
