// Distribution of a sequential loop (Allen-Kennedy): its body split into
// groups that each run as a kernel, in parallel over the loop or over the
// group's own parallel loop with the sequential loop moved inside; not
// when a value flows back from a later group to an earlier one.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=schedule %s | FileCheck %s
// RUN: %cuacc -c -o /dev/null -fplugin-arg-cuacc-emulate -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s --check-prefix=MINFO

// atax: i carries y[j] (every row adds to every y[j]); the row reduction
// into t[i] runs in parallel over i (a warp per row), then y[j] over j with
// i inside each thread, in i's order.
void atax(int m, int n, double A[m][n], double x[n], double y[n], double t[m]) {
  int i, j;
#pragma acc region
  for (i = 0; i < m; i++) {
    t[i] = 0;
    for (j = 0; j < n; j++)
      t[i] = t[i] + A[i][j] * x[j];
    for (j = 0; j < n; j++)
      y[j] = y[j] + A[i][j] * t[i];
  }
}
// CHECK-LABEL: atax: region at line 13:
// CHECK-NEXT: schedule:
// CHECK-NEXT: kernel atax_15_gpu x=line 14 vector({{[0-9]+}}) lanes=line 16 vector({{[0-9]+}}) Sum reduction t[i] inner line 16
// CHECK-NEXT: kernel atax_18_gpu x=line 18 vector(32) lanes=line 14 y vector(16) Sum reduction y[j] interchanged line 14
// MINFO-LABEL: atax:
// MINFO:      14, Loop carried dependence of 'y' prevents parallelization
// MINFO:          Loop distributed: 2 new loops
// MINFO-NEXT:     Accelerator kernel generated
// MINFO-NEXT:     14, #pragma acc for parallel, vector({{[0-9]+}})
// MINFO-NEXT:     16, #pragma acc for vector({{[0-9]+}})
// MINFO-NEXT:     Loop interchange produces reordered loop nest: 18,14

// t[i - 1] read by the second group was written by the first an iteration
// before: forward, so the first group may run whole before the second.
void forward(int m, int n, double A[m][n], double x[m], double y[n], double t[m]) {
  int i, j;
#pragma acc region
  for (i = 1; i < m; i++) {
    t[i] = x[i] * 3;
    for (j = 0; j < n; j++)
      y[j] = y[j] + A[i][j] * t[i - 1];
  }
}
// CHECK-LABEL: forward: region at line 38:
// CHECK-NEXT: schedule:
// CHECK-NEXT: kernel forward_40_gpu x=line 39 vector({{[0-9]+}}) chunk({{[0-9]+}})
// CHECK-NEXT: kernel forward_41_gpu x=line 41 vector(32) lanes=line 39 y vector(16) Sum reduction y[j] interchanged line 39

// y[i - 1] read by the first group was written by the second an iteration
// before: backward, so i stays a host loop of launches.
void backward(int m, int n, double A[m][n], double y[n], double t[m]) {
  int i, j;
#pragma acc region copy(y[0:n-1])
  for (i = 1; i < m; i++) {
    t[i] = y[i - 1] * 2;
    for (j = 0; j < n; j++)
      y[j] = y[j] + A[i][j] * t[i];
  }
}
// CHECK-LABEL: backward: region at line 54:
// CHECK: kernel backward_55_gpu serial persistent vector({{[0-9]+}}) line 57 thread-0 statements 1 inner line 55 line 57
// CHECK: host loop line 55
// CHECK-NEXT: kernel backward_56_gpu serial
// CHECK-NEXT: kernel backward_57_gpu x=line 57 vector({{[0-9]+}}) chunk({{[0-9]+}})
// MINFO-LABEL: backward:
// MINFO-NOT: distributed
// MINFO: Sequential loop scheduled on host otherwise

// The second group's loop cannot go outside i (its bounds move with i):
// no distribution.
void triangle(int n, double A[n][n], double x[n], double y[n], double t[n]) {
  int i, j;
#pragma acc region
  for (i = 0; i < n; i++) {
    t[i] = x[i] + 1;
    for (j = 0; j <= i; j++)
      y[j] = y[j] + A[i][j] * t[i];
  }
}
// CHECK-LABEL: triangle: region at line 74:
// CHECK-NEXT: schedule:
// CHECK: host loop line 75
// MINFO-LABEL: triangle:
// MINFO-NOT: distributed
