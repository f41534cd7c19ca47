// Constants near the ends of 64 bits: the analysis' arithmetic is checked
// (an overflowed expression proves nothing), so these stay conservative and
// never undefined (found by the directive fuzzer: a section bound of
// INT64_MAX overflowed in the clause-coverage proof).
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s

void offsets(long n, float *restrict a) {
#pragma acc region
  for (long i = 0; i < n; ++i)
    a[i + 4611686018427387904L] = a[i - 4611686018427387904L];
}
// CHECK-LABEL: offsets:
// CHECK: Loop carried dependence of 'a' prevents parallelization

void section(long n, float *restrict a) {
#pragma acc region copy(a[0:0+9223372036854775807])
  for (long i = 0; i < n; ++i)
    a[i] = i;
}
// CHECK-LABEL: section:
// CHECK: Loop is parallelizable
