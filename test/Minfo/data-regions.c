// The listing says what a data region moves, clause by clause, as PGI
// prints it; a region inside moves nothing of what is present, and an array
// a region both reads and writes is one copy, not a copyin and a copyout.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s --match-full-lines --strict-whitespace

void smooth(int n, int steps, float *restrict a, float *restrict b,
            const float *restrict w) {
#pragma acc data region copy(a[0:n-1]) copyin(w[0:2]) local(b[0:n-1])
  for (int t = 0; t < steps; t++) {
#pragma acc region
    for (int i = 1; i < n - 1; i++)
      b[i] = w[0] * a[i - 1] + w[1] * a[i] + w[2] * a[i + 1];
#pragma acc region
    for (int i = 1; i < n - 1; i++)
      a[i] = b[i];
  }
}

void scale(int n, float *restrict a) {
#pragma acc region
  for (int i = 0; i < n; i++)
    a[i] = 2 * a[i];
}
// CHECK:smooth:
// CHECK-NEXT:      8, Generating copy(a[0:n-1])
// CHECK-NEXT:         Generating copyin(w[0:2])
// CHECK-NEXT:         Generating local(b[0:n-1])
// CHECK-NEXT:     11, Loop is parallelizable
// The region's own data lines come with code generation (-c):
// RUN: %cuacc -c -o /dev/null -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck --check-prefix=CODEGEN %s
// CODEGEN-LABEL: scale:
// CODEGEN-NEXT: 20, Generating copy(a[0:n-1])
