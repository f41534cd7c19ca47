// Triangular nests that do carry a dependence stay sequential: the bounds
// j >= i, k <= j, j < i are constraints of the dependence system, not a
// license to drop what they allow.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=deps %s | FileCheck --check-prefix=DEPS %s

void carried(int n, double a[n][n], double x[n]) {
  int i, j, k;
#pragma acc region
  {
    // k reaches j: row j's column k = j was written by iteration j of the
    // outer loop, read by later ones (and a[j][n-1] is summed over k).
    for (j = 0; j < n; j++)
      for (k = 0; k <= j; k++)
        a[j][n-1] -= a[j][k] * a[k][n-1];
    // One column off the transpose: a[i][i+1] is written at j = i+1 after
    // iteration j = i read it, and a[i][i] after iteration i-1 read it.
    for (i = 0; i < n; i++)
      for (j = i; j < n; j++)
        a[i][j] = a[j][i + 1];
    // trisolv: x[j] (j < i) was computed by an earlier i; x[i] is summed.
    for (i = 0; i < n; i++)
      for (j = 0; j < i; j++)
        x[i] -= a[i][j] * x[j];
  }
}
// The one parallel loop, trisolv's j, runs across a block of one serial
// kernel (test/Minfo/serial-vector.c).
// CHECK-LABEL: carried:
// CHECK:      {{^ +}}13, Loop carried dependence of 'a' prevents parallelization
// CHECK:      {{^ +}}14, Loop carried dependence of 'a' prevents parallelization
// CHECK:      {{^ +}}18, Loop carried dependence of 'a' prevents parallelization
// CHECK-NEXT: {{^ +}}19, Loop carried dependence of 'a' prevents parallelization
// CHECK-NEXT: {{^ +}}22, Loop carried dependence of 'x' prevents parallelization
// Within one i, x[j] (j < i) is never x[i]: the j loop reduces x[i].
// CHECK:      {{^ +}}23, Loop is parallelizable
// CHECK-NEXT: {{^ +}}Sum reduction generated for 'x[i]'
// DEPS-DAG: flow a[j][n-1] write line 15 -> a[k][n-1] read line 15 (<,=) (=,<) (<,<) [Fourier-Motzkin]
// DEPS-DAG: anti a[j][i+1] read line 20 -> a[i][j] write line 20 (=,<) (<,=) [Fourier-Motzkin]
// DEPS-DAG: flow x[i] write line 24 -> x[j] read line 24 (<,<) [Fourier-Motzkin]
