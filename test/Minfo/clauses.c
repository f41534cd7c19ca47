// Loop clauses that change the verdict: independent overrides carried array
// dependences; private(list) privatizes scalars and arrays named in it.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s --match-full-lines

void independent(int n, float *restrict a, float *restrict b,
                 int *restrict ndx) {
#pragma acc region
  {
#pragma acc for independent
    for (int i = 0; i < n; ++i)
      a[ndx[i]] = b[i];
    for (int i = 0; i < n; ++i)
      a[ndx[i]] = b[i];
  }
}
// CHECK:      independent:
// CHECK-NEXT:      10, Loop is parallelizable
// CHECK-NEXT:      12, Loop carried dependence of 'a' prevents parallelization

void private_scalar(int n, float *restrict a, float *restrict b) {
  float x;
#pragma acc region
  {
#pragma acc for private(x)
    for (int i = 0; i < n; ++i) {
      x = b[i];
      a[i] = x * x;
    }
  }
  a[0] = x;
}
// CHECK:      private_scalar:
// CHECK-NEXT:      25, Loop is parallelizable
