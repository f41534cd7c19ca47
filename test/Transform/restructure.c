// Loop restructuring before the grid is chosen: interchange of a sequential
// loop with the parallel loop that is its whole body (at the region's top:
// one kernel instead of a host loop of launches; inside a kernel: a longer
// grid), distribution of a parallel loop whose body holds a deeper nest,
// and grids that cover the box of a triangular nest. Each with the cases
// where it must not happen.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=schedule %s | FileCheck %s
// RUN: %cuacc -c -o /dev/null -fplugin-arg-cuacc-emulate -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s --check-prefix=MINFO

// trmm's shape: i carries a dependence (B[k][j], k > i), j does not, and
// every dependence has '=' at j: j goes outside, i runs in each column's warps.
void trmm(int m, int n, double A[m][m], double B[m][n]) {
#pragma acc region
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      for (int k = i + 1; k < m; k++)
        B[i][j] += A[k][i] * B[k][j];
}
// CHECK-LABEL: trmm: region at line 13:
// CHECK-NEXT:  schedule:
// CHECK-NEXT:   kernel trmm_14_gpu x=line 15 vector({{[0-9]+}}) lanes=line 16 y vector({{[0-9]+}}) Sum reduction B[i][j] interchanged line 14 inner line 14 line 16{{$}}
// MINFO-LABEL: trmm:
// MINFO:      14, Loop carried dependence of 'B' prevents parallelization
// MINFO:          Loop interchange produces reordered loop nest: 15,14
// MINFO:      15, Loop is parallelizable
// MINFO-NEXT:     Accelerator kernel generated
// MINFO-NEXT:     15, #pragma acc for parallel, vector({{[0-9]+}})

// A wavefront: the dependence of a[i+1][j-1] on a[i][j] is (<,>): with j
// outside it would be carried by j. The host runs i.
void skewed(int n, float a[n][n]) {
#pragma acc region
  for (int i = 0; i < n - 1; i++)
    for (int j = 1; j < n; j++)
      a[i + 1][j - 1] = a[i][j] + 1;
}
// CHECK-LABEL: skewed: region at line 32:
// CHECK:        kernel skewed_33_gpu serial persistent vector({{[0-9]+}}) line 34 inner line 33 line 34{{$}}
// CHECK:          host loop line 33
// CHECK-NEXT:       kernel skewed_34_gpu x=line 34 vector({{[0-9]+}}) chunk({{[0-9]+}}){{$}}

// The user's schedule on the sequential loop is kept.
void hosted(int n, float a[n][n]) {
#pragma acc region
  {
#pragma acc for host
    for (int i = 1; i < n; i++)
      for (int j = 0; j < n; j++)
        a[i][j] += a[i - 1][j];
  }
}
// CHECK-LABEL: hosted: region at line 44:
// CHECK-NEXT:  schedule:
// CHECK-NEXT:   host loop line 47
// CHECK-NEXT:     kernel hosted_48_gpu x=line 48 vector({{[0-9]+}}) chunk({{[0-9]+}}){{$}}

// Inner bounds that move with the sequential loop: not interchanged.
void moving(int n, float a[n][n]) {
#pragma acc region
  for (int i = 1; i < n; i++)
    for (int j = i; j < n; j++)
      a[i][j] += a[i - 1][j];
}
// CHECK-LABEL: moving: region at line 59:
// CHECK:        kernel moving_60_gpu serial persistent vector({{[0-9]+}}) line 61 inner line 60 line 61{{$}}
// CHECK:          host loop line 60
// CHECK-NEXT:       kernel moving_61_gpu x=line 61 vector({{[0-9]+}}) chunk({{[0-9]+}}){{$}}

// gemm as PolyBench writes it: the parallel i loop is distributed, its
// second part interchanged (j outside k): two 2-D kernels.
void gemm(int n, double alpha, double beta, double C[n][n], double A[n][n],
          double B[n][n]) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++)
      C[i][j] *= beta;
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
  }
}
// CHECK-LABEL: gemm: region at line 73:
// CHECK-NEXT:  schedule:
// CHECK-NEXT:   kernel gemm_75_gpu x=line 75 vector({{[0-9]+}}) y=line 74 vector({{[0-9]+}}) chunk({{[0-9]+}}){{$}}
// CHECK-NEXT:   kernel gemm_77_gpu x=line 78 vector({{[0-9]+}}) y=line 74 vector({{[0-9]+}}) chunk({{[0-9]+}}) interchanged line 77 inner line 77{{$}}
// MINFO-LABEL: gemm:
// MINFO:      74, Loop is parallelizable
// MINFO-NEXT:     Loop distributed: 2 new loops
// MINFO:      77, Loop carried dependence of 'C' prevents parallelization
// MINFO:          Loop interchange produces reordered loop nest: 74,78,77

// A scalar passes from one statement to the next: they stay together, one
// kernel, a block per i, j across its threads (VectorLoops.cpp).
void scalar_flow(int n, float a[n][n], float *restrict s) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    float t = s[i] * 2;
    for (int j = 0; j < n; j++)
      a[i][j] = t + j;
  }
}
// CHECK-LABEL: scalar_flow: region at line 95:
// CHECK-NEXT:  schedule:
// CHECK-NEXT:   kernel scalar_flow_96_gpu x=line 96 vector({{[0-9]+}}) vector({{[0-9]+}}) line 98 inner line 98{{$}}

// A scalar set in the first part is read in the third: parts 1-3 stay
// together; part 4 (its own loop index, assigned before use) goes alone.
void three_parts(int n, float a[n][n], float b[n][n], float *restrict s) {
  int j;
  float t;
#pragma acc region
  for (int i = 0; i < n; i++) {
    t = s[i];
    for (j = 0; j < n; j++)
      a[i][j] = 0;
    s[i] = t + 1;
    for (j = 0; j < n; j++)
      b[i][j] = a[i][j] + 1;
  }
}
// CHECK-LABEL: three_parts: region at line 111:
// CHECK-NEXT:  schedule:
// CHECK-NEXT:   kernel three_parts_113_gpu x=line 112 vector({{[0-9]+}}) vector({{[0-9]+}}) line 114 thread-0 statements 1 inner line 114{{$}}
// CHECK-NEXT:   kernel three_parts_117_gpu x=line 117 vector({{[0-9]+}}) y=line 112 vector({{[0-9]+}}) chunk({{[0-9]+}}){{$}}

// A 'continue' in the body: not distributed (the j loops are vector loops).
void skipping(int n, float a[n][n], float *restrict s) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    if (s[i] < 0)
      continue;
    for (int j = 0; j < n; j++)
      a[i][j] = 1;
    for (int j = 0; j < n; j++)
      a[i][j] += s[i];
  }
}
// CHECK-LABEL: skipping: region at line 128:
// CHECK-NEXT:  schedule:
// CHECK-NEXT:   kernel skipping_129_gpu x=line 129 vector({{[0-9]+}}) vector({{[0-9]+}}) line 132 vector({{[0-9]+}}) line 134 inner line 132 line 134{{$}}

// syrk: the triangle j <= i as a box grid (the threads above the diagonal
// do nothing), after distribution and interchange.
void syrk(int n, int m, double alpha, double C[n][n], double A[n][m]) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++)
      C[i][j] *= 2;
    for (int k = 0; k < m; k++)
      for (int j = 0; j <= i; j++)
        C[i][j] += alpha * A[i][k] * A[j][k];
  }
}
// CHECK-LABEL: syrk: region at line 145:
// CHECK-NEXT:  schedule:
// CHECK-NEXT:   kernel syrk_147_gpu x=line 147 vector({{[0-9]+}}) box y=line 146 vector({{[0-9]+}}) chunk({{[0-9]+}}){{$}}
// CHECK-NEXT:   kernel syrk_149_gpu x=line 150 vector({{[0-9]+}}) box y=line 146 vector({{[0-9]+}}) chunk({{[0-9]+}}) interchanged line 149 inner line 149 non-stride-1 A{{$}}

// A stepped triangular loop is no box (its box would hold indices that
// are not iterations): a block per i, j across its threads.
void stepped(int n, float a[n][n]) {
#pragma acc region
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j += 2)
      a[i][j] = 1;
}
// CHECK-LABEL: stepped: region at line 162:
// CHECK-NEXT:  schedule:
// CHECK-NEXT:   kernel stepped_163_gpu x=line 163 vector({{[0-9]+}}) vector({{[0-9]+}}) line 164 inner line 164{{$}}


// A statement that writes memory and leaves the iteration ('continue')
// cannot run in thread 0 alone: one thread per i, j sequential.
void leaving(int n, float a[n][n], float *restrict s) {
#pragma acc region
  for (int i = 0; i < n; i++) {
    if (s[i] < 0) {
      s[i] = 0;
      continue;
    }
    for (int j = 0; j < n; j++)
      a[i][j] = s[i] + j;
  }
}
// CHECK-LABEL: leaving: region at line 175:
// CHECK-NEXT:  schedule:
// CHECK-NEXT:   kernel leaving_176_gpu x=line 176 vector({{[0-9]+}}) chunk({{[0-9]+}}) inner line 181 non-stride-1 a{{$}}
