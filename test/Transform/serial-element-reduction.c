// A loop that only reduces into an array element has no grid schedule; in
// a serial kernel it would run in one thread (PolyBench atax and bicg: 225
// and 303 ms on an H100 against 9 ms on the host), so the region stays on
// the host and says why.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=schedule %s | FileCheck %s

void bicg(int m, int n, double A[n][m], double *restrict s,
          double *restrict q, double *restrict p, double *restrict r) {
#pragma acc region
  {
  for (int i = 0; i < m; i++)
    s[i] = 0;
  for (int i = 0; i < n; i++) {
    q[i] = 0;
    for (int j = 0; j < m; j++) {
      s[j] = s[j] + r[i] * A[i][j];
      q[i] = q[i] + A[i][j] * p[j];
    }
  }
  }
}
// CHECK-LABEL: bicg: region at line 9:
// CHECK-NEXT:  schedule:
// CHECK-NEXT:   not offloaded: the loop at line 15 reduces into an array element and would run in a single thread
