// Loops that are not countable stay sequential and say why.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s --match-full-lines

void f(int n, float *restrict a, float *restrict b, float x) {
  int i, k;
#pragma acc region
  {
    for (i = 0; a[i] != 0; ++i)
      b[i] = 1;
    for (i = 0; i < n; i *= 2)
      b[i] = 2;
    for (i = 0; i < n; ++i) {
      b[i] = 3;
      if (b[i] > x) i++;
    }
    for (i = 0; i < n; ++i)
      for (k = 0; k < i * i; ++k)
        b[k] = 4;
    for (float t = 0; t < x; t += 1)
      b[0] = t;
    for (i = 0; i > n; ++i)
      b[i] = 5;
  }
}
// CHECK:      f:
// CHECK-NEXT:       6, No parallel kernels found, accelerator region ignored
// CHECK-NEXT:       8, Loop not parallelized: the condition is not a comparison of the index
// CHECK-NEXT:      10, Loop not parallelized: the step is not a non-zero constant
// CHECK-NEXT:      12, Loop not parallelized: the index is assigned in the loop body
// CHECK-NEXT:      16, Loop carried dependence of 'b' prevents parallelization
// CHECK-NEXT:      17, Loop not parallelized: the loop bounds are not affine
// CHECK-NEXT:      19, Loop not parallelized: the index is not an integer
// CHECK-NEXT:      21, Loop not parallelized: the condition does not bound an increasing index

// 'while' and 'do' loops run in order, and say so (the region said only
// "No parallel kernels found").
void g(int n, float *restrict a) {
  int i = 0;
#pragma acc region
  {
    while (i < n) {
      a[i] = 1;
      i++;
    }
    do
      a[--i] += 1;
    while (i > 0);
  }
}
// CHECK:      g:
// CHECK-NEXT:      39, No parallel kernels found, accelerator region ignored
// CHECK-NEXT:      41, Loop not parallelized: a 'while' loop runs in order (only 'for' loops with an index, a constant step and a bound the loop does not change are parallelized)
// CHECK-NEXT:      45, Loop not parallelized: a 'do' loop runs in order (only 'for' loops with an index, a constant step and a bound the loop does not change are parallelized)
