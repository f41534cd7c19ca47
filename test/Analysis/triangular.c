// Triangular bounds: the integer system of a reference pair (each loop's
// bounds over its outer indices, every subscript at once, the directions)
// has no solution where the rectangular hull of the loops has one.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-reorder=off -fplugin-arg-cuacc-dump=deps %s | FileCheck %s
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-reorder=off -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck --check-prefix=MINFO %s

// PolyBench covariance: cov[i][j] (j >= i) and cov[j][i] meet on the
// diagonal only, in the same iteration.
void covariance(int m, int n, double data[n][m], double cov[m][m]) {
  int i, j, k;
#pragma acc region
  for (i = 0; i < m; i++)
    for (j = i; j < m; j++) {
      cov[i][j] = 0.0;
      for (k = 0; k < n; k++)
        cov[i][j] += data[k][i] * data[k][j];
      cov[j][i] = cov[i][j];
    }
}
// CHECK-LABEL: covariance: region at line 11:
// CHECK-DAG: output cov[i][j] write line 14 -> cov[j][i] write line 17 (=,=) [Fourier-Motzkin]
// CHECK-DAG: output cov[i][j] write line 16 -> cov[j][i] write line 17 (=,=) [Fourier-Motzkin]
// CHECK-DAG: anti cov[i][j] read line 17 -> cov[j][i] write line 17 (=,=) [Fourier-Motzkin]
// MINFO-LABEL: covariance:
// MINFO-NEXT: {{^ +}}12, Loop is parallelizable
// MINFO-NEXT: {{^ +}}13, Loop is parallelizable
// MINFO-NEXT: {{^ +}}15, Loop is parallelizable
// MINFO-NEXT: {{^ +}}Sum reduction generated for 'cov[i][j]'

// PolyBench lu with the row loop in the region: A[i][j] (j >= i) against
// A[i][k] (k < i) never meet, so the update of row i's upper part is
// parallel over j; the rows depend on the rows before them.
void lu(int n, double A[n][n]) {
  int i, j, k;
#pragma acc region
  for (i = 0; i < n; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
    for (j = i; j < n; j++)
      for (k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
  }
}
// CHECK-LABEL: lu: region at line 35:
// CHECK-DAG: flow A[i][j] write line 44 -> A[k][j] read line 44 (<,=,<) [strong SIV, Fourier-Motzkin]
// CHECK-DAG: flow A[i][j] write line 39 -> A[i][k] read line 39 (=,<,<) [strong SIV, Fourier-Motzkin]
// CHECK-DAG: independent A[i][k] read line 44 , A[i][j] write line 44 [{{.*}}Fourier-Motzkin{{.*}}]
// MINFO-LABEL: lu:
// MINFO-NEXT: {{^ +}}36, Loop carried dependence of 'A' prevents parallelization
// MINFO:      {{^ +}}37, Loop carried dependence of 'A' prevents parallelization
// MINFO:      {{^ +}}38, Loop is parallelizable
// MINFO-NEXT: {{^ +}}Sum reduction generated for 'A[i][j]'
// MINFO:      {{^ +}}42, Loop is parallelizable
// MINFO-NEXT: {{^ +}}43, Loop is parallelizable
// MINFO-NEXT: {{^ +}}Sum reduction generated for 'A[i][j]'

// A symmetric copy: the lower triangle (j <= i) from the upper one; they
// share the diagonal, each element within one iteration.
void symmetric(int n, double a[n][n]) {
  int i, j;
#pragma acc region
  for (i = 0; i < n; i++)
    for (j = 0; j <= i; j++)
      a[i][j] = a[j][i];
}
// CHECK-LABEL: symmetric: region at line 64:
// CHECK: anti a[j][i] read line 67 -> a[i][j] write line 67 (=,=) [Fourier-Motzkin]
// MINFO-LABEL: symmetric:
// MINFO-NEXT: {{^ +}}65, Loop is parallelizable
// MINFO-NEXT: {{^ +}}66, Loop is parallelizable

// The nests as written (reorder=off): lu's reordered nest is
// Exec/reschedule-factorizations.c's.
