// Schedule choice, grid mapping: each parallel loop of a nest is a grid
// dimension, the stride-1 loop on x (interchanged for coalescing when it
// is not the outer one); a loop that breaks the rectangle runs inside.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=schedule %s | FileCheck %s

// One parallel loop: a 1-D grid of 256-thread strips.
void one(int n, float *restrict a, float *restrict b) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    a[i] = 2 * b[i];
}
// CHECK-LABEL: one: region at line 8:
// CHECK-NEXT:  schedule:
// CHECK-NEXT:   kernel one_9_gpu x=line 9 vector({{[0-9]+}}) chunk({{[0-9]+}}){{$}}

// Two: j walks memory, so j is x even though i is outer.
void two(int n, int m, float (*restrict a)[m], float (*restrict b)[m]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      a[i][j] = b[i][j];
}
// CHECK-LABEL: two: region at line 18:
// CHECK:   kernel two_19_gpu x=line 20 vector({{[0-9]+}}) y=line 19 vector({{[0-9]+}}) chunk({{[0-9]+}}){{$}}

// Interchange for coalescing: here i walks memory, so i is x.
void interchange(int n, float (*restrict a)[n], float (*restrict b)[n]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      a[j][i] = b[j][i];
}
// CHECK-LABEL: interchange: region at line 28:
// CHECK:   kernel interchange_29_gpu x=line 29 vector({{[0-9]+}}) y=line 30 vector({{[0-9]+}}) chunk({{[0-9]+}}){{$}}

// A transpose cannot make both arrays stride-1: the other is reported.
void transpose(int n, float (*restrict a)[n], float (*restrict b)[n]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      a[i][j] = b[j][i];
}
// CHECK-LABEL: transpose: region at line 38:
// CHECK:   kernel transpose_39_gpu x=line 40 vector({{[0-9]+}}) y=line 39 vector({{[0-9]+}}) chunk({{[0-9]+}}) non-stride-1 b{{$}}

// Three parallel loops: x, y and z.
void three(int n, float (*restrict a)[n][n]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      for (int k = 0; k < n; ++k)
        a[i][j][k] = 0;
}
// CHECK-LABEL: three: region at line 48:
// CHECK:   kernel three_49_gpu x=line 51 vector({{[0-9]+}}) y=line 50 vector({{[0-9]+}}) z=line 49 vector({{[0-9]+}}) chunk({{[0-9]+}}){{$}}

// Triangular bounds: the grid covers the box; iterations outside do nothing.
void triangle(int n, float (*restrict a)[n]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = i; j < n; ++j)
      a[i][j] = 1;
}
// CHECK-LABEL: triangle: region at line 59:
// CHECK:   kernel triangle_60_gpu x=line 61 vector({{[0-9]+}}) box y=line 60 vector({{[0-9]+}}) chunk({{[0-9]+}}){{$}}
