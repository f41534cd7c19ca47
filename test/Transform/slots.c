// Lowering of scalars whose values flow between kernels (dump=lowered):
// which live in device slots and how each kernel uses them, which stay
// private to serial code, the copies at the region's entry and exit, the
// loop indices the host still sets, and bounds the host computes from the
// indices of its loops.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=lowered %s | FileCheck %s

// atax's shape, i a host loop (a row starts from y[0], which the row before
// changed), a recurrence in the serial loop: its index j is private to it.
void atax(int m, int n, double A[m][n], double *restrict x,
          double *restrict y, double *restrict tmp) {
  int i, j;
#pragma acc region
  {
    for (i = 0; i < m; i++) {
      tmp[i] = y[0] * 0.5;
      for (j = 0; j < n; j++)
        tmp[i] = tmp[i] * 0.5 + A[i][j] * x[j];
      for (j = 0; j < n; j++)
        y[j] = y[j] + A[i][j] * tmp[i];
    }
  }
}

// gramschmidt's nrm: one slot, stored by serial code, reduced into, read by
// serial code; no copies (assigned first, dead after). s: reduced by two
// kernels in turn, read by a grid kernel, copied back.
double norm(int m, double *restrict a, double *restrict r) {
  double nrm, s = 0;
#pragma acc region copy(a[0:m-1], r[0:1])
  {
    nrm = 0.0;
    for (int i = 0; i < m; i++)
      nrm += a[i] * a[i];
    r[0] = nrm;
    for (int i = 0; i < m; i++)
      s += a[i];
    for (int i = 0; i < m; i++)
      s += 2 * a[i];
    for (int i = 0; i < m; i++)
      a[i] -= s;
  }
  return s;
}

// Declared in the region: device storage only; its declaration assigns the
// slot. w: exposed in the serial code (read before it is assigned on a
// path), so loaded as well as stored.
void declared(int n, float *restrict a, float w) {
#pragma acc region copy(a[0:n-1])
  {
    float scale = n * 0.5f;
    if (a[0] > 0)
      w = scale;
    for (int i = 0; i < n; i++)
      a[i] = a[i] * scale + w;
  }
}

// Triangular host loops: the inner loop's bounds and the grid's use the
// outer host loops' indices, which the host adds to what the call computed.
void triangle(int n, float *restrict a) {
#pragma acc region copy(a[0:n*n-1])
  {
    for (int i = 0; i < n; i++)
      for (int j = i + 1; j < n; j++) {
        for (int k = 0; k < j - i; k++)
          a[j * n + k] += a[i * n + k];
        a[i * n + j] += 1;
      }
  }
}

// k: serial code assigns it, the grid loop after leaves it; the host sets
// that value after the slot's comes back. j: the serial loop after the grid
// loop leaves it: no host value.
int indices(int n, long *restrict a) {
  int j = 0, k = 0;
#pragma acc region copy(a[0:n-1])
  {
    k = n / 2;
    for (j = 0; j < n; ++j)
      a[j] = a[j] * 2 + k;
    for (j = 2; j < n; ++j)
      a[j] += a[j - 2] % 5;
    for (k = 2; k < n; ++k)
      a[k] -= 1;
  }
  return j + k;
}

// CHECK-LABEL: atax: region at line 13:
// CHECK:        kernel atax_16_gpu line 16 serial
// CHECK-NEXT:     param double *tmp: array item 1
// CHECK-NEXT:     param int i: host loop 0
// CHECK-NEXT:     param double *y: array item 0
// CHECK-NEXT:     param int n: value
// CHECK-NEXT:     param double *A: array item 2
// CHECK-NEXT:     param long __ext_A_0: extent ((long)(sizeof((*A)) / sizeof((*A)[0])))
// CHECK-NEXT:     param double *x: array item 3
// CHECK-NEXT:     private int j
// CHECK-NEXT:   kernel atax_19_gpu
// CHECK:        host loop line 15 [0 .. m-1] step 1
// CHECK-NEXT:     launch atax_16_gpu
// CHECK-NEXT:     launch atax_19_gpu

// CHECK-LABEL: norm: region at line 30:
// CHECK:        slot 2: double nrm, local
// CHECK-NEXT:   slot 3: double s, copy
// CHECK-NEXT:   kernel norm_32_gpu line 32 serial
// CHECK-NEXT:     param double *__slot_nrm: scalar slot 2
// CHECK-NEXT:     slot scalar double nrm, stored
// CHECK-NEXT:   kernel norm_33_gpu
// CHECK-NEXT:     param double *__red_nrm: reduction slot 2
// CHECK:          reduction Sum double nrm (__cuacc_sum, identity -0.0, slot 2, warp first)
// CHECK-NEXT:   kernel norm_35_gpu line 35 serial
// CHECK-NEXT:     param double *r: array item 1
// CHECK-NEXT:     param double *__slot_nrm: scalar slot 2
// CHECK-NEXT:     slot scalar double nrm, loaded
// CHECK-NEXT:   kernel norm_36_gpu
// CHECK-NEXT:     param double *__red_s: reduction slot 3
// CHECK:        kernel norm_38_gpu
// CHECK-NEXT:     param double *__red_s: reduction slot 3
// CHECK:        kernel norm_40_gpu
// CHECK-NEXT:     param double *a: array item 0
// CHECK-NEXT:     param double *__slot_s: scalar slot 3
// CHECK:          slot scalar double s, loaded

// CHECK-LABEL: declared: region at line 50:
// CHECK:        slot 1: float w, copyin
// CHECK-NEXT:   slot 2: float scale, local
// CHECK-NEXT:   kernel declared_52_gpu line 52 serial
// CHECK:          slot scalar float w, loaded, stored
// CHECK-NEXT:     slot scalar float scale, stored
// CHECK-NEXT:     declaration of scale assigns its slot
// CHECK-NEXT:   kernel declared_55_gpu
// CHECK:          slot scalar float scale, loaded
// CHECK-NEXT:     slot scalar float w, loaded

// CHECK-LABEL: triangle: region at line 63:
// CHECK:          grid x: line 67 int k in [(0) .. (j-i-1)] step 1
// CHECK-NEXT:       host computes [0 .. -1 + -1 * host loop 0 + 1 * host loop 1]
// CHECK:        host loop line 65 [0 .. n-1] step 1
// CHECK-NEXT:     host loop line 66 [1 + 1 * host loop 0 .. n-1] step 1

// CHECK-LABEL: indices: region at line 79:
// CHECK:        slot 1: int k, copy
// CHECK-NEXT:   slot 2: int j, copy
// CHECK-NEXT:   last index int k of [2 .. n-1] step 1
// CHECK-NEXT:   kernel indices_81_gpu line 81 serial
// CHECK:        kernel indices_84_gpu line 84 serial
// CHECK-NEXT:     param int *__slot_j: scalar slot 2
// CHECK:          slot scalar int j, stored
