// Rows through pointers ('double **a', each a[i] a row of its own): a data
// clause a[0:n][0:m] moves each row and gives the kernels a table of the
// rows' device addresses, so a[i][j] reads as on the host. Inferred
// sections, explicit ones in both models, partial rows, rows inside a
// block of their own (a[i] = base + i*m) and rows the host allocated one by
// one, data regions with regions inside, update, enter/exit data, a row
// passed to a function whose region finds it present, a dependence between
// rows, rows that overlap where written (the region runs on the host and
// says why) and where only read (one block holds them).
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO --implicit-check-not=warning: %s
// RUN: %clang -O2 -w %s %{cuaccrt} -o %t.plain && env ACC_DEVICE=host %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | tee %t.host | FileCheck %s
// RUN: diff %t.want %t.host
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// RUN: %if nvcc %{ FileCheck --check-prefix=RAN %s < %t.emu %}
// MINFO: warning: '#pragma acc data region' mixes the PGI Accelerator model and OpenACC
// MINFO: warning: host code writes 'b' inside a data region that keeps 'b' on the device
// MINFO-LABEL: scale:
// MINFO: Generating implicit copyin(a[:n][:m])
// MINFO-NEXT: Generating implicit copyout(b[:n][:m])
// MINFO: Accelerator kernel generated
// MINFO-LABEL: shift_rows:
// MINFO: Loop carried dependence of 'b' prevents parallelization
// MINFO-LABEL: row_alias:
// MINFO: Generating implicit copyin(a[:n][:m])
// MINFO-NEXT: Generating implicit copyout(b[:n][:m])
// MINFO: Accelerator kernel generated
// MINFO-LABEL: row_sum:
// MINFO: Generating present(r[0:m])
// MINFO-LABEL: main:
// MINFO: Generating copyin(a[0:n][0:m])
// MINFO-NEXT: Generating copyout(b[0:n][0:m])
// MINFO: Generating implicit copy(c[:n][1:m-2])
// MINFO: Generating copyin(a[0:n-1][0:m-1])
// MINFO-NEXT: Generating copyout(c[0:n-1][0:m-1])
// RAN: launch CUDA kernel file={{.*}}pointer-rows.c function=scale
// RAN: region on host file=pointer-rows.c function=overlapping line={{[0-9]+}}: two rows of 'a' overlap
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

static double **rows(int n, int m, int contiguous) {
  double **p = malloc(n * sizeof(double *));
  double *block = contiguous ? malloc((size_t)n * m * sizeof(double)) : 0;
  for (int i = 0; i < n; i++) {
    p[i] = contiguous ? block + (size_t)i * m : malloc(m * sizeof(double));
    for (int j = 0; j < m; j++)
      p[i][j] = i * 100 + j;
  }
  return p;
}

static double total(double **p, int n, int m) {
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += p[i][j] * (1 + (i + j) % 7);
  return s;
}

void scale(double **restrict a, double **restrict b, int n, int m) {
#pragma acc kernels
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      b[i][j] = 2 * a[i][j] + 1;
}

// Row i reads row i-1, written in the iteration before: carried by i, so
// only j runs in parallel.
void shift_rows(double **b, int n, int m) {
#pragma acc kernels
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      b[i][j] = b[i - 1][j] + 1;
}

// A row through a pointer of its own: r = a[i] is the device's row.
void row_alias(double **a, double **b, int n, int m) {
#pragma acc kernels
  for (int i = 0; i < n; i++) {
    double *ra = a[i], *rb = b[i];
    for (int j = 0; j < m; j++)
      rb[j] = ra[j] * 0.5 + j;
  }
}

double row_sum(double *r, int m) {
  double s = 0;
#pragma acc parallel loop present(r[0:m]) reduction(+:s)
  for (int j = 0; j < m; j++)
    s += r[j];
  return s;
}

// Rows that share memory: a[1] starts inside a[0].
void overlapping(double **a, int n, int m) {
#pragma acc kernels
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = a[i][j] * 2;
}

int main(void) {
  int n = 37, m = 53;
  for (int contiguous = 0; contiguous < 2; contiguous++) {
    double **a = rows(n, m, contiguous), **b = rows(n, m, !contiguous);
    double **c = rows(n, m, contiguous);

    scale(a, b, n, m);
    printf("scale %d: %.0f\n", contiguous, total(b, n, m));

#pragma acc parallel loop copyin(a[0:n][0:m]) copyout(b[0:n][0:m])
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        b[i][j] = a[i][j] - j;
    printf("explicit %d: %.0f\n", contiguous, total(b, n, m));

    // Partial rows: columns 1 .. m-2 only; the others keep their values.
#pragma acc kernels
    for (int i = 0; i < n; i++)
      for (int j = 1; j < m - 1; j++)
        c[i][j] = c[i][j] + a[i][j - 1] + a[i][j + 1];
    printf("partial %d: %.0f\n", contiguous, total(c, n, m));

    row_alias(a, b, n, m);
    printf("alias %d: %.1f\n", contiguous, total(b, n, m));

    shift_rows(b, n, m);
    printf("shift %d: %.0f\n", contiguous, total(b, n, m));

    // A data region around regions, host code between them, an update,
    // and a row handed to a function whose region finds it present.
    double s = 0;
#pragma acc data copy(b[0:n][0:m]) copyin(a[0:n][0:m])
    {
#pragma acc kernels
      for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
          b[i][j] = a[i][j] * 3;
#pragma acc update self(b[2:3][0:m])
      s = b[2][5] + b[4][m - 1];
      for (int i = 0; i < n; i++)
        s += row_sum(b[i], m);
#pragma acc kernels
      for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
          b[i][j] += 1;
    }
    printf("data %d: %.0f %.0f\n", contiguous, s, total(b, n, m));

    // The PGI model's spelling, inclusive upper bounds.
#pragma acc data region copyin(a[0:n-1][0:m-1])
    {
#pragma acc region
      for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
          c[i][j] = a[i][j] + 0.5;
    }
    printf("pgi %d: %.1f\n", contiguous, total(c, n, m));

    // enter/exit data with the rows' own reference counts.
#pragma acc enter data copyin(a[0:n][0:m]) create(c[0:n][0:m])
#pragma acc parallel loop present(a[0:n][0:m], c[0:n][0:m])
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        c[i][j] = a[i][j] * a[i][j];
#pragma acc exit data copyout(c[0:n][0:m]) delete(a[0:n][0:m])
    printf("enter %d: %.0f present %d\n", contiguous, total(c, n, m),
           acc_is_present(a[0], m * sizeof(double)));
  }

  // Rows that overlap: a[i] = base + i*(m/2), each m long.
  double **o = malloc(n * sizeof(double *));
  double *base = calloc((size_t)n * m, sizeof(double));
  for (int i = 0; i < n; i++)
    o[i] = base + (size_t)i * (m / 2);
  for (int k = 0; k < n * m; k++)
    base[k] = k % 11;
  overlapping(o, n / 2, m);
  printf("overlap: %.0f\n", total(o, n / 2, m));
  // Overlapping rows only read (windows of one array): no check needed,
  // and their device copies share one block.
  double *sums = malloc(n * sizeof(double));
#pragma acc kernels copyin(o[0:n/2][0:m]) copyout(sums[0:n/2])
  for (int i = 0; i < n / 2; i++) {
    double t = 0;
    for (int j = 0; j < m; j++)
      t += o[i][j];
    sums[i] = t;
  }
  printf("windows: %.0f %.0f\n", sums[0], sums[n / 2 - 1]);
  return 0;
}

// CHECK: scale 0: 28611426
// CHECK-NEXT: explicit 0: 14098000
// CHECK-NEXT: partial 0: 41838489
// CHECK-NEXT: alias 0: 7354692.5
// CHECK-NEXT: shift 0: 446672
// CHECK-NEXT: data 0: 10744329 42913221
// CHECK-NEXT: pgi 0: 14305713.0
// CHECK-NEXT: enter 0: 35017127153 present 0
// CHECK-NEXT: scale 1: 28611426
// CHECK-NEXT: explicit 1: 14098000
// CHECK-NEXT: partial 1: 41838489
// CHECK-NEXT: alias 1: 7354692.5
// CHECK-NEXT: shift 1: 446672
// CHECK-NEXT: data 1: 10744329 42913221
// CHECK-NEXT: pgi 1: 14305713.0
// CHECK-NEXT: enter 1: 35017127153 present 0
// CHECK-NEXT: overlap: 78252
// CHECK-NEXT: windows: 824 816
