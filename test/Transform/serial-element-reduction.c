// A loop that only reduces into an array element has no grid schedule. In
// a serial kernel the block's threads share it (a vector loop; the loops
// around it run alike in every thread): bicg's j loop, which both
// accumulates q[i] and updates s[j] (here not distributed: the scalar t
// ties the update to the statement before the loop). A loop too short to share would run in
// one thread (PolyBench atax and bicg when they did: 225 and 303 ms on an
// H100 against 9 ms on the host), so that region stays on the host and says
// why.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=schedule %s | FileCheck %s

void bicg(int m, int n, double A[n][m], double *restrict s,
          double *restrict q, double *restrict p, double *restrict r) {
#pragma acc region
  {
  for (int i = 0; i < m; i++)
    s[i] = 0;
  for (int i = 0; i < n; i++) {
    q[i] = 0;
    double t = r[i] * 2;
    for (int j = 0; j < m; j++) {
      s[j] = s[j] + t * A[i][j];
      q[i] = q[i] + A[i][j] * p[j];
    }
  }
  }
}
// CHECK-LABEL: bicg: region at line 13:
// CHECK-NEXT:  schedule:
// CHECK-NEXT:   kernel bicg_15_gpu x=line 15 vector({{[0-9]+}}) chunk({{[0-9]+}})
// CHECK-NEXT:   kernel bicg_17_gpu serial vector({{[0-9]+}}) line 20 thread-0 statements 1 inner line 17 line 20

void shortrows(int n, double A[n][8], double *restrict q) {
#pragma acc region
  for (int i = 1; i < n; i++) {
    q[i] = q[i - 1];
    for (int j = 0; j < 8; j++)
      q[i] += A[i][j];
  }
}
// CHECK-LABEL: shortrows: region at line 33:
// CHECK-NEXT:  schedule:
// CHECK-NEXT:   not offloaded: the loop at line 36 reduces into an array element and would run in a single thread
