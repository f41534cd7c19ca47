// Every use of a[j] comes from an assignment in the same i iteration: a private
// copy of a per i iteration makes i parallel. PGI suggested the private
// clause ("Parallelization would require privatization of array"); cuacc
// privatizes a itself, and since the caller may read it, the last
// iteration's copy goes back (lastprivate). The j loop reduces the element
// p[i] (element-reductions.c); PGI's carried it.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s --match-full-lines

void candidate(int n, float *restrict a, float (*restrict b)[n],
               float *restrict c, float *restrict d, float *restrict p,
               float w) {
  int i, j;
#pragma acc region
  for( i = 0; i < n; ++i ){
    for( j = 0; j < n; ++j ){
      a[j] = b[i][j] * w + c[i]*d[j];
      if( a[j] > 0 ) p[i] -= a[j];
    }
  }
}
// CHECK:      candidate:
// CHECK-NEXT:      14, Loop is parallelizable
// CHECK-NEXT:          Generating lastprivate(a[0:n-1])
// CHECK-NEXT:      15, Loop is parallelizable
// CHECK-NEXT:          Sum reduction generated for 'p[i]'

void privatized(int n, float *restrict a, float (*restrict b)[n],
                float *restrict c, float *restrict d, float *restrict p,
                float w) {
  int i, j;
#pragma acc region
  {
#pragma acc for private(a[0:n-1])
    for( i = 0; i < n; ++i ){
      for( j = 0; j < n; ++j ){
        a[j] = b[i][j] * w + c[i]*d[j];
        if( a[j] > 0 ) p[i] -= a[j];
      }
    }
  }
}
// CHECK:      privatized:
// CHECK-NEXT:      34, Loop is parallelizable
// CHECK-NEXT:      35, Loop is parallelizable
// CHECK-NEXT:          Sum reduction generated for 'p[i]'

// A read not covered by a write of the same iteration: not a candidate.
void not_candidate(int n, float *restrict a, float (*restrict b)[n]) {
  int i, j;
#pragma acc region
  for( i = 0; i < n; ++i )
    for( j = 1; j < n; ++j ){
      a[j] = b[i][j];
      b[i][j] = a[j-1];
    }
}
// CHECK:      not_candidate:
// CHECK-NEXT:      50, No parallel kernels found, accelerator region ignored
// CHECK-NEXT:      51, Loop carried dependence of 'a' prevents parallelization
// CHECK-NEXT:          Loop carried backward dependence of 'a' prevents vectorization
// CHECK-NEXT:      52, Loop carried dependence of 'a' prevents parallelization
// CHECK-NOT: {{.}}
