// Coupled subscripts (one index in several dimensions) are tested together
// under each direction vector.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=deps %s | FileCheck %s
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck --check-prefix=MINFO %s

void coupled(int n, float (*restrict a)[n]) {
#pragma acc region
  {
    for (int i = 1; i < n; ++i) a[i][i] = a[i - 1][i];
    for (int i = 1; i < n; ++i)
      for (int j = 1; j < n; ++j)
        a[i][j] = a[j][i];
  }
}
// Row i-1 and column i of the same reference cannot both match i.
// CHECK-DAG: independent a[i-1][i] read line 9 , a[i][i] write line 9 [strong SIV]
// The transpose in place depends on itself across rows (i < i', j > j'),
// never within a row: a[i][j] and a[j'][i] meet at j = j' = i only, which
// the integer system of both subscripts at once shows.
// CHECK-DAG: flow a[i][j] write line 12 -> a[j][i] read line 12 (<,>) [Fourier-Motzkin]
// CHECK-DAG: anti a[j][i] read line 12 -> a[i][j] write line 12 (<,>) (=,=) [Fourier-Motzkin]
// MINFO: {{^ +}}9, Loop is parallelizable
// MINFO: {{^ +}}10, Loop carried dependence of 'a' prevents parallelization
// MINFO: {{^ +}}11, Loop is parallelizable
