// Distribution of a sequential loop one level down (Allen-Kennedy's
// recursion): an inner loop of its body is split first when its parts can
// then run as kernels. bicg's j loop accumulates the row sum q[i] and adds
// row i into every s[j]: the row sums run a warp per row (with 'q[i] = 0'
// before them, fused past the column part, which they do not touch), the
// column sums over j with i moved inside. Not split: an inner loop whose
// parts a value would cross backward, and a part the scalar t ties to the
// statement before it.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=schedule %s | FileCheck %s
// RUN: %cuacc -c -o /dev/null -fplugin-arg-cuacc-emulate -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s --check-prefix=MINFO
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=lowered %s | FileCheck %s --check-prefix=LOWERED

void bicg(int m, int n, double A[n][m], double s[m], double q[n], double p[m],
          double r[n]) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    q[i] = 0;
    for (int j = 0; j < m; j++) {
      s[j] = s[j] + r[i] * A[i][j];
      q[i] = q[i] + A[i][j] * p[j];
    }
  }
}

void backward(int n, double A[n][n], double s[n], double q[n], double p[n]) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    q[i] = 1;
    for (int j = 1; j < n; j++) {
      s[j] = s[j] + p[j - 1] + A[i][j];
      p[j] = q[i] + s[j - 1];
    }
  }
}

void tied(int n, double A[n][n], double s[n], double q[n], double r[n]) {
  double t;
#pragma acc region
  for (int i = 0; i < n; i++) {
    t = r[i] * 2;
    for (int j = 0; j < n; j++) {
      s[j] = s[j] + t * A[i][j];
      q[i] = q[i] + A[i][j];
    }
  }
}
// CHECK-LABEL: bicg: region at line 15:
// CHECK-NEXT: schedule:
// CHECK-NEXT: kernel bicg_17_gpu x=line 16 vector({{[0-9]+}}) lanes=line 18 vector({{[0-9]+}}) Sum reduction q[i] leaves out 1 inner statements inner line 18
// The column sums: i moved inside, its rows split across the block's warps.
// CHECK-NEXT: kernel bicg_19_gpu x=line 18 vector(32) lanes=line 16 y vector(16) Sum reduction s[j] interchanged line 16 leaves out 1 inner statements
// CHECK-LABEL: backward: region at line 26:
// CHECK-NEXT: schedule:
// CHECK-NEXT: not offloaded: no parallel kernels found
// CHECK-LABEL: tied: region at line 38:
// CHECK-NEXT: schedule:
// CHECK-NEXT: kernel tied_39_gpu serial vector({{[0-9]+}}) line 41 inner line 39 line 41

// MINFO-LABEL: bicg:
// MINFO:      16, Loop carried dependence of 's' prevents parallelization
// MINFO:          Loop distributed: 2 new loops
// MINFO-NEXT:     Accelerator kernel generated
// MINFO-NEXT:     16, #pragma acc for parallel, vector({{[0-9]+}})
// MINFO-NEXT:     18, #pragma acc for vector({{[0-9]+}})
// MINFO-NEXT:     Loop interchange produces reordered loop nest: 18,16
// MINFO-NEXT: 18, Loop is parallelizable
// MINFO-NEXT:     Sum reduction generated for 'q[i]'
// MINFO-NEXT:     Accelerator kernel generated
// MINFO-NEXT:     18, #pragma acc for parallel, vector({{[0-9]+}})
// MINFO-NEXT:     16, #pragma acc for vector(16)
// MINFO-NEXT:     Sum reduction generated for 's[j]'

// LOWERED-LABEL: bicg: region at line 15:
// LOWERED:      kernel bicg_17_gpu line 17, int counters when they fit
// LOWERED:        lanes: line 18 int j in [(0) .. (m-1)] step 1 across 32 lanes (x), Sum double __elem_q for an element of q (2 references), 1 statements on lane 0 alone
// LOWERED-NEXT:   1 statements of its inner loops left to other kernels
// LOWERED:      kernel bicg_19_gpu line 19, int counters when they fit
// LOWERED:        1 statements of its inner loops left to other kernels
