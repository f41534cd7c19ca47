// Schedule choice for reductions: the grid loop's reduction belongs to the
// kernel; an inner reduction loop goes to a warp's lanes or a block's warps.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=schedule %s | FileCheck %s

// A sum: the reduction belongs to the kernel.
float sum(int n, float *restrict a) {
  float s = 0;
#pragma acc region
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}
// CHECK-LABEL: sum: region at line 8:
// CHECK:   kernel sum_9_gpu x=line 9 vector({{[0-9]+}}) chunk({{[0-9]+}}) Sum reduction s{{$}}

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
// CHECK:   kernel rows_{{[0-9]+}}_gpu x=line [[I:[0-9]+]] vector({{[0-9]+}}) lanes=line [[J:[0-9]+]] vector({{[0-9]+}}) Sum reduction s inner line [[J]]{{$}}
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
// CHECK:   kernel cols_{{[0-9]+}}_gpu x=line [[J2:[0-9]+]] vector({{[0-9]+}}) lanes=line [[I2:[0-9]+]] y vector({{[0-9]+}}) Sum reduction s inner line [[I2]]{{$}}
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
// CHECK:   kernel taps_{{[0-9]+}}_gpu x=line {{[0-9]+}} vector({{[0-9]+}}) chunk({{[0-9]+}}) inner line {{[0-9]+}}{{$}}
