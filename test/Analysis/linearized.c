// Linearized 2-D subscripts a[i*m+j] are delinearized to a[i][j] when the
// loop bounds prove 0 <= j < m; otherwise the reference stays unknown.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=deps %s | FileCheck %s
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=loops %s | FileCheck --check-prefix=LOOPS %s

void linearized(int n, int m, float *restrict a, float *restrict b) {
#pragma acc region
  {
    for (int i = 1; i < n - 1; ++i)
      for (int j = 0; j < m; ++j)
        a[i * m + j] = a[(i - 1) * m + j] + b[i * m + j];
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j)
        b[i * m + j] = 2 * b[i * m + j];
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j)
        b[i * m + j] = b[i * m + j + 1];
  }
}
// LOOPS-DAG: write a[i][j] delinearized by m line 12
// LOOPS-DAG: read a[i-1][j] delinearized by m line 12
// j+1 reaches m: the next row.
// LOOPS-DAG: read b[? linearized subscript that cannot be delinearized] line 18
// CHECK-DAG: flow a[i][j] write line 12 -> a[i-1][j] read line 12 (<,=) [strong SIV]
// CHECK-DAG: flow b[i][j] write line 18 -> b[?] read line 18 {{.*}}[assumed: references of different shapes]
// MINFO: {{^ +}}10, Loop carried dependence of 'a' prevents parallelization
// MINFO: {{^ +}}11, Loop is parallelizable
// MINFO: {{^ +}}13, Loop is parallelizable
// MINFO: {{^ +}}14, Loop is parallelizable
// MINFO: {{^ +}}16, Loop carried dependence of 'b' prevents parallelization
// MINFO: {{^ +}}17, Loop carried dependence of 'b' prevents parallelization
