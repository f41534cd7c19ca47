// Distinct declared arrays, restrict pointers, and -fplugin-arg-cuacc-safeptr
// do not alias. Other pointer pairs may: the loop is still analysed as if
// they did not, and the region is marked for a run-time check that their
// sections do not overlap (it runs on the host if they do).
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=deps %s | FileCheck %s
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=deps -fplugin-arg-cuacc-safeptr %s | FileCheck --check-prefix=SAFE %s
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck --check-prefix=MINFO %s

float ga[100], gb[100];

void plain(int n, float *a, float *b, float *c) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    a[i] = b[i] + c[i];
}
// CHECK-LABEL: plain: region
// CHECK-DAG: run-time overlap check: a, b
// CHECK-DAG: run-time overlap check: a, c
// Two arrays that are only read need no check.
// CHECK-NOT: overlap check: b, c
// SAFE-LABEL: plain: region
// SAFE-NOT: overlap check
// MINFO: {{^ +}}13, Loop is parallelizable

void restricted(int n, float *restrict a, float *restrict b, float *c) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    a[i] = b[i] + c[i];
}
// CHECK-LABEL: restricted: region
// CHECK: run-time overlap check: a, c
// CHECK-NOT: overlap check: a, b

void globals(int n, float *restrict p) {
#pragma acc region
  for (int i = 0; i < n; ++i) {
    ga[i] = gb[i];
    p[i] = ga[i];
  }
}
// CHECK-LABEL: globals: region
// CHECK-NOT: overlap check

void same_pointer(int n, float *a) {
#pragma acc region
  for (int i = 1; i < n; ++i)
    a[i] = a[i - 1];
}
// CHECK-LABEL: same_pointer: region
// CHECK: flow a[i] write line 47 -> a[i-1] read line 47 (<)
// MINFO: {{^ +}}46, Loop carried dependence of 'a' prevents parallelization
