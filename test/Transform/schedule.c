// Schedule choice: kernels, grid mapping (stride-1 loop on x), host loops,
// inner sequential loops, serial kernels, explicit clauses.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=schedule %s | FileCheck %s

// One parallel loop: a 1-D grid of 256-thread strips.
void one(int n, float *restrict a, float *restrict b) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    a[i] = 2 * b[i];
}
// CHECK-LABEL: one: region at line 7:
// CHECK-NEXT:  schedule:
// CHECK-NEXT:   kernel one_8_gpu x=line 8 vector(256) chunk(4){{$}}

// Two: j walks memory, so j is x even though i is outer.
void two(int n, int m, float (*restrict a)[m], float (*restrict b)[m]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      a[i][j] = b[i][j];
}
// CHECK-LABEL: two: region at line 17:
// CHECK:   kernel two_18_gpu x=line 19 vector(32) y=line 18 vector(8) chunk(4){{$}}

// Interchange for coalescing: here i walks memory, so i is x.
void interchange(int n, float (*restrict a)[n], float (*restrict b)[n]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      a[j][i] = b[j][i];
}
// CHECK-LABEL: interchange: region at line 27:
// CHECK:   kernel interchange_28_gpu x=line 28 vector(32) y=line 29 vector(8) chunk(4){{$}}

// A transpose cannot make both arrays stride-1: the other is reported.
void transpose(int n, float (*restrict a)[n], float (*restrict b)[n]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      a[i][j] = b[j][i];
}
// CHECK-LABEL: transpose: region at line 37:
// CHECK:   kernel transpose_38_gpu x=line 39 vector(32) y=line 38 vector(8) chunk(4) non-stride-1 b{{$}}

// Three parallel loops: x, y and z.
void three(int n, float (*restrict a)[n][n]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      for (int k = 0; k < n; ++k)
        a[i][j][k] = 0;
}
// CHECK-LABEL: three: region at line 47:
// CHECK:   kernel three_48_gpu x=line 50 vector(32) y=line 49 vector(8) z=line 48 vector(1) chunk(16){{$}}

// Triangular bounds break the rectangle: the inner loop runs sequentially.
void triangle(int n, float (*restrict a)[n]) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    for (int j = i; j < n; ++j)
      a[i][j] = 1;
}
// CHECK-LABEL: triangle: region at line 58:
// CHECK:   kernel triangle_59_gpu x=line 59 vector(256) chunk(4) inner line 60 non-stride-1 a{{$}}

// Explicit clauses: vector(n) sets the strip; seq keeps a loop sequential;
// kernel ends the grid at its loop; host runs a loop on the host.
void clauses(int n, float (*restrict a)[n], float (*restrict b)[n]) {
#pragma acc region
  {
#pragma acc for parallel, vector(64)
    for (int i = 0; i < n; ++i)
#pragma acc for seq
      for (int j = 0; j < n; ++j)
        a[i][j] = b[i][j];
#pragma acc for kernel
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j)
        a[i][j] += 1;
#pragma acc for host
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j)
        b[i][j] = a[i][j];
  }
}
// CHECK-LABEL: clauses: region at line 69:
// CHECK-NEXT:  schedule:
// CHECK-NEXT:   kernel clauses_72_gpu x=line 72 vector(64) chunk(4) inner line 74 non-stride-1 b non-stride-1 a{{$}}
// CHECK-NEXT:   kernel clauses_77_gpu x=line 77 vector(256) chunk(4) inner line 78 non-stride-1 a{{$}}
// CHECK-NEXT:   host loop line 81
// CHECK-NEXT:     kernel clauses_82_gpu x=line 82 vector(256) chunk(4){{$}}

// A time loop around parallel loops runs on the host; serial statements
// between kernels run in a single-thread kernel.
void timeloop(int n, int steps, float *restrict a, float *restrict b) {
#pragma acc region
  {
    a[0] = 0;
    for (int t = 0; t < steps; ++t) {
      for (int i = 1; i < n - 1; ++i)
        b[i] = (a[i - 1] + a[i + 1]) / 2;
      b[0] = b[1];
      for (int i = 1; i < n - 1; ++i)
        a[i] = b[i];
    }
  }
}
// CHECK-LABEL: timeloop: region at line 96:
// CHECK-NEXT:  schedule:
// CHECK-NEXT:   kernel timeloop_98_gpu serial{{$}}
// CHECK-NEXT:   host loop line 99
// CHECK-NEXT:     kernel timeloop_100_gpu x=line 100 vector(256) chunk(4){{$}}
// CHECK-NEXT:     kernel timeloop_102_gpu serial{{$}}
// CHECK-NEXT:     kernel timeloop_103_gpu x=line 103 vector(256) chunk(4){{$}}

// A sum: the reduction belongs to the kernel.
float sum(int n, float *restrict a) {
  float s = 0;
#pragma acc region
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}
// CHECK-LABEL: sum: region at line 119:
// CHECK:   kernel sum_120_gpu x=line 120 vector(256) chunk(4) Sum reduction s{{$}}

// An inner reduction loop that walks memory contiguously while the grid
// loop does not: its iterations go to the lanes of a warp. When the grid
// loop is the contiguous one and the inner loop long, to a block's warps.
void rows(int n, int m, float (*restrict a)[m], float *restrict x,
          float *restrict y) {
#pragma acc region
  for (int i = 0; i < n; ++i) {
    float s = 0;
    for (int j = 0; j < m; ++j)
      s += a[i][j] * x[j];
    y[i] = s;
  }
}
// CHECK-LABEL: rows: region at line {{[0-9]+}}:
// CHECK:   kernel rows_{{[0-9]+}}_gpu x=line [[I:[0-9]+]] vector(8) lanes=line [[J:[0-9]+]] vector(32) Sum reduction s inner line [[J]]{{$}}
void cols(int n, int m, float (*restrict a)[m], float *restrict x,
          float *restrict y) {
#pragma acc region
  for (int j = 0; j < m; ++j) {
    float s = 0;
    for (int i = 0; i < n; ++i)
      s += a[i][j] * x[i];
    y[j] = s;
  }
}
// CHECK-LABEL: cols: region at line {{[0-9]+}}:
// CHECK:   kernel cols_{{[0-9]+}}_gpu x=line [[J2:[0-9]+]] vector(32) lanes=line [[I2:[0-9]+]] y vector(16) Sum reduction s inner line [[I2]]{{$}}
// A short inner loop of known length stays sequential.
void taps(int n, float *restrict a, float *restrict w, float *restrict y) {
#pragma acc region
  for (int j = 0; j < n; ++j) {
    float s = 0;
    for (int k = 0; k < 5; ++k)
      s += a[j + k] * w[k];
    y[j] = s;
  }
}
// CHECK-LABEL: taps: region at line {{[0-9]+}}:
// CHECK:   kernel taps_{{[0-9]+}}_gpu x=line {{[0-9]+}} vector(256) chunk(4) inner line {{[0-9]+}}{{$}}
