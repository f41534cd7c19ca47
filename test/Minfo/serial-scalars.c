// Scalars whose values flow between kernels: what moves for them, the
// loops the host runs, and the regions that stay on the host because text
// the host evaluates before the region (or after a host loop) would need a
// value the accelerator computes.
// RUN: %cuacc -c -o /dev/null -fplugin-arg-cuacc-emulate -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s

// gramschmidt's step: serial code zeroes nrm, a reduction sums into it,
// serial code reads it; no copies (assigned first, dead after the region).
void norm(int m, int n, int k, double *restrict A, double *restrict R) {
  double nrm;
#pragma acc region copyin(A[0:m*n-1]) copy(R[0:n*n-1])
  {
    nrm = 0.0;
    for (int i = 0; i < m; i++)
      nrm += A[i * n + k] * A[i * n + k];
    R[k * n + k] = nrm;
  }
}
// CHECK-LABEL: norm:
// CHECK-NEXT:      11, Generating copyin(A[0:m*n-1])
// CHECK-NEXT:          Generating copy(R[0:n*n-1])
// CHECK-NEXT:          Generating local(nrm)
// CHECK-NEXT:          Accelerator region may run on the host: chosen at run time where the cost model estimates the host faster
// CHECK-NEXT:      13, Accelerator serial kernel generated
// CHECK-NEXT:      14, Loop is parallelizable
// CHECK-NEXT:          Sum reduction generated for 'nrm'
// CHECK-NEXT:          Accelerator kernel generated
// CHECK-NEXT:          14, #pragma acc for parallel, vector({{[0-9]+}})
// CHECK-NEXT:              Non-stride-1 accesses for array 'A'
// CHECK-NEXT:      16, Accelerator serial kernel generated

// A time loop on the host; w carried from step to step and read after the region; v declared in the region.
double steps(int n, int nt, double *restrict a) {
  double w = 1;
#pragma acc region copy(a[0:n-1])
  {
    for (int t = 0; t < nt; t++) {
      double v = w * 0.5;
      for (int i = 0; i < n; i++)
        a[i] += v;
      w = a[0] + t;
    }
  }
  return w;
}
// CHECK-LABEL: steps:
// CHECK-NEXT:      35, Generating copy(a[0:n-1])
// CHECK-NEXT:          Generating copy(w)
// CHECK-NEXT:          Generating local(v)
// CHECK-NEXT:          Accelerator region may run on the host: chosen at run time where the cost model estimates the host faster
// CHECK-NEXT:      37, Loop carried dependence of 'a' prevents parallelization
// CHECK-NEXT:          Loop carried backward dependence of 'a' prevents vectorization
// CHECK-NEXT:          Loop carried scalar dependence for 'w'
// CHECK-NEXT:          Sequential loop scheduled on accelerator in one block (persistent kernel, vector({{[0-9]+}})) where its trip counts make that faster than launching its kernels from the host
// CHECK-NEXT:          Sequential loop scheduled on accelerator across the grid (persistent kernel with grid synchronization) where its parallel loops fill more than one block
// CHECK-NEXT:          Sequential loop scheduled on host otherwise
// CHECK-NEXT:      38, Accelerator serial kernel generated
// CHECK-NEXT:      39, Loop is parallelizable
// CHECK-NEXT:          Accelerator kernel generated
// CHECK-NEXT:          39, #pragma acc for parallel, vector({{[0-9]+}})
// CHECK-NEXT:      41, Accelerator serial kernel generated
void bound(int n, float *restrict a) {
  int m = 0;
#pragma acc region copy(a[0:n-1])
  {
    m = n / 2;
    for (int i = 0; i < m; ++i)
      a[i] += 1;
  }
}
// CHECK-LABEL: bound:
// CHECK:           Accelerator region ignored: the bounds of the loop at line 67 use 'm', which the accelerator assigns

// A host loop's bounds too: one block runs it (its kernel reads m there).
void host_bound(int n, float *restrict a, float *restrict b) {
  int m = 0;
#pragma acc region copy(a[0:n-1], b[0:n-1])
  {
    m = n / 2;
    for (int t = 0; t < m; ++t) {
      for (int i = 0; i < n; ++i)
        b[i] = a[i] + t;
      for (int i = 0; i < n; ++i)
        a[i] = b[i];
    }
  }
}
// CHECK-LABEL: host_bound:
// CHECK:           Sequential loop scheduled on accelerator: one block runs it (persistent kernel, vector({{[0-9]+}}))

// An inferred section (a[0:m-1]) too.
void section(int n, float *restrict a) {
  int m = n;
#pragma acc region
  {
    m = n / 2;
    for (int i = 0; i < m; ++i)
      a[i] = 1;
  }
}
// CHECK-LABEL: section:
// CHECK:           Accelerator region ignored: the section of 'a' uses 'm', which the accelerator assigns

// The size of a private array's copies too.
void private_size(int n, float *restrict a, float *w) {
  int m = n;
#pragma acc region copy(a[0:n-1])
  {
    m = 4;
#pragma acc for parallel private(w[0:m-1])
    for (int i = 0; i < n; ++i) {
      for (int k = 0; k < m; ++k)
        w[k] = a[i] + k;
      a[i] = w[m - 1];
    }
  }
}
// CHECK-LABEL: private_size:
// CHECK:           Accelerator region ignored: the section of 'w' uses 'm', which the accelerator assigns

// An array's extent is the one its type had where it was declared (sizeof
// at the call), so the region may assign the size's variable.
void extent(int n, int m, float a[n][m]) {
#pragma acc region
  {
    m = 3;
    for (int i = 0; i < n; ++i)
      a[i][0] += m;
  }
}
// CHECK-LABEL: extent:
// CHECK:           Accelerator serial kernel generated
// CHECK:           Accelerator kernel generated

// A host loop's index read after it: the host's counter is not the
// variable.
void after_host_loop(int n, float *restrict a) {
  int t;
#pragma acc region copy(a[0:n-1])
  {
    for (t = 0; t < 3; ++t)
      for (int i = 0; i < n; ++i)
        a[i] += 1;
    a[0] = t;
  }
}
// CHECK-LABEL: after_host_loop:
// CHECK:           Accelerator region ignored: 't' is read after the loop at line 141 that runs on the host
// CHECK:          141, Loop carried dependence of 'a' prevents parallelization
// CHECK-NEXT:          Loop carried backward dependence of 'a' prevents vectorization
// CHECK-NEXT:          Scalar last value needed after loop for 't'
// CHECK-NEXT:     142, Loop is parallelizable

// Serial code assigning a host loop's index whose value is needed later:
// the kernels in the loop get the host's counter, not the variable.
int assigns_host_index(int n, float *restrict a, float *restrict b) {
  int t;
#pragma acc region copy(a[0:n-1], b[0:n-1])
  {
    for (t = 0; t < 3; ++t) {
      for (int i = 0; i < n; ++i)
        b[i] = a[i] + t;
      for (int i = 0; i < n; ++i)
        a[i] = b[i];
    }
    t = 7;
  }
  return t;
}
// CHECK-LABEL: assigns_host_index:
// CHECK:           Accelerator region ignored: serial code assigns 't', the index of the loop at line 160 that runs on the host

// j after the region: from the grid loop when the host loop ran, from the
// serial code in it otherwise; which one is not known before the run.
int mixed(int n, float *restrict a) {
  int j = 0;
#pragma acc region copy(a[0:n-1])
  {
    for (int t = 0; t < n; ++t) {
      j = t;
      for (int i = 0; i < n; ++i)
        a[i] += j;
    }
    for (j = 0; j < n; ++j)
      a[j] += 1;
  }
  return j;
}
// CHECK-LABEL: mixed:
// CHECK:           Accelerator region ignored: the value of 'j' after the region comes from a parallel loop or from serial code

// The outer s before the inner one is declared: one kernel would need both
// under one name.
void clash(int n, float *restrict a) {
  float s = 2;
#pragma acc region copy(a[0:n-1])
  {
    a[0] = s;
    float s = 3;
    for (int i = 0; i < n; ++i)
      a[i] += s;
  }
}
// CHECK-LABEL: clash:
// CHECK:           Accelerator region ignored: one kernel uses two variables named 's'

// A pointer the serial code moves: the kernels have the array's address.
void pointer(int n, float *restrict a) {
  float *p = a;
#pragma acc region copy(a[0:n-1])
  {
    p = a + 1;
    p[0] = 3;
    for (int i = 0; i < n; ++i)
      a[i] += 1;
  }
}
// CHECK-LABEL: pointer:
// CHECK:           Accelerator region ignored: serial code assigns the pointer 'p'
