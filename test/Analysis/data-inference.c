// Data clauses inferred from the access ranges over the loop bounds, and
// the user's clauses checked against them.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=data %s 2>/dev/null | FileCheck %s
// RUN: %cuacc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=WARN %s

// The Jacobi region of the seed article: a is read whole and its interior
// certainly written; b is written first and read only afterwards.
void jacobi(int n, int m, float (*restrict a)[m], float (*restrict b)[m],
            float w0, float w1) {
  int i, j;
#pragma acc region
  {
    for (i = 1; i < n - 1; ++i)
      for (j = 1; j < m - 1; ++j)
        b[i][j] = w0 * a[i][j] +
                  w1 * (a[i - 1][j] + a[i][j - 1] + a[i + 1][j] + a[i][j + 1]);
    for (i = 1; i < n - 1; ++i)
      for (j = 1; j < m - 1; ++j)
        a[i][j] = b[i][j];
  }
}
// CHECK-LABEL: jacobi: region at line 11:
// CHECK-NEXT:  data:
// CHECK-NEXT:   copyin(a[0:n-1][0:m-1]) inferred
// CHECK-NEXT:   copyout(a[1:n-2][1:m-2]) inferred
// CHECK-NEXT:   copyout(b[1:n-2][1:m-2]) inferred
// CHECK-NEXT:   by value: n
// CHECK-NEXT:   by value: m
// CHECK-NEXT:   by value: w0
// CHECK-NEXT:   by value: w1

// Written only under a condition, or only partly: the unwritten elements
// must keep their host values, so the array is copied both ways.
void partial(int n, float *restrict a, float *restrict b, float *restrict c) {
#pragma acc region
  {
    for (int i = 0; i < n; ++i)
      if (a[i] > 0)
        b[i] = a[i];
    for (int i = 0; i < n; i += 2)
      c[i] = 1;
  }
}
// CHECK-LABEL: partial: region at line 35:
// CHECK-NEXT:  data:
// CHECK-NEXT:   copyin(a[0:n-1]) inferred
// CHECK-NEXT:   copy(b[0:n-1]) inferred
// CHECK-NEXT:   copy(c[0:2*((n+1)/2-1)]) inferred

// Triangular loops: the section is the hull; the store does not cover it
// by itself, so copy.
void triangle(int n, float (*restrict t)[n]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = i; j < n; ++j)
      t[i][j] = 0;
}
// CHECK-LABEL: triangle: region at line 53:
// CHECK-NEXT:  data:
// CHECK-NEXT:   copy(t[0:n-1][0:n-1]) inferred

// Indirect subscripts: a fixed-size array moves whole; a pointer's extent is
// unknown, and the region cannot be offloaded.
float table[256];
void indirect(int n, int *restrict idx, float *restrict out, float *restrict p) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    out[i] = table[idx[i]] + p[idx[i]];
}
// CHECK-LABEL: indirect: region at line 66:
// CHECK-NEXT:  data:
// CHECK-NEXT:   copyin(idx[0:n-1]) inferred
// CHECK-NEXT:   copyin(table[0:255]) inferred
// CHECK-NEXT:   copyout(out[0:n-1]) inferred
// CHECK-NEXT:   by value: n
// CHECK-NEXT:   incomplete: the size of the device copy of '{{.*}}' is unknown

// Linearized subscripts: the section is linear.
void linear(int n, int m, float *restrict a, float *restrict b) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      b[i * m + j] = a[i * m + j];
}
// CHECK-LABEL: linear: region at line 80:
// CHECK-NEXT:  data:
// CHECK-NEXT:   copyin(a[0:n*m-1]) inferred
// CHECK-NEXT:   copyout(b[0:n*m-1]) inferred

// Explicit clauses are kept as written; arrays of an enclosing data region
// get no inferred clause: they are found present, with that region's section.
void explicit(int n, float *restrict a, float *restrict b, float *restrict c) {
#pragma acc data region copy(c[0:n-1])
  {
#pragma acc region copyin(a[0:n-1]) local(b[0:n-1])
    for (int i = 0; i < n; ++i) {
      b[i] = a[i];
      c[i] += b[i];
    }
  }
}
// CHECK-LABEL: explicit: region at line 95:
// CHECK-NEXT:  data:
// CHECK-NEXT:   copyin(a[0:n-1]) explicit
// CHECK-NEXT:   local(b[0:n-1]) explicit
// CHECK-NEXT:   copy(c[0:n-1]) present
// CHECK-NEXT:   by value: n

// A clause that provably misses what the region touches is a warning.
void short_section(int n, float *restrict a, float *restrict b) {
#pragma acc region copyin(a[0:n-2]) copyout(b[1:n-1])
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
}
// WARN: data-inference.c:[[@LINE-4]]:27: warning: 'a' in 'copyin' does not cover what the region accesses (a[0:n-1])
// WARN: data-inference.c:[[@LINE-5]]:45: warning: 'b' in 'copyout' does not cover what the region accesses (b[0:n-1])
