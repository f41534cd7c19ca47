// C++ references to pointers, arrays and scalars in regions and data
// clauses. Each of these was wrong or refused before:
// - a region over 'double *&a, double *&b' that runs on the host inside the
//   caller's data region (its sections overlap; or it calls a host
//   function) must update the present data around its host code: it did not
//   (the host scope took the references for scalars), so the caller's copy
//   back overwrote the host's results with the device's stale copy;
// - 'copy(a[0:n])' on 'double *&a' was "subarray of 'a' has 1 subscripts but
//   'a' has only 0 dimensions";
// - a reduction into 'double &s' and a serial assignment of 'int &cnt' ran
//   on the host ("serial code assigns the scalar"), and once allowed printed
//   a kernel parameter of type 'double & *'; a read of 'const int &n' was
//   "datatype not supported". Such a reference may be bound to an element
//   of the region's own data (s to e[3], n to len[2]): the host then runs
//   the region, as the program's order of reads and writes requires.
// RUN: %clang -O2 -w %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>&1 | FileCheck --check-prefix=MINFO --implicit-check-not='internal error' %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env ACC_DEVICE=emulate ACC_NOTIFY=1 %t 2>&1 >/dev/null | FileCheck --check-prefix=NOTIFY %s %}
// MINFO-LABEL: overlapping:
// MINFO: Generating implicit copyin(a[:n])
// MINFO-LABEL: host_call:
// MINFO: Generating update host and device of all present data around the host code: 'bump' is called
// MINFO-LABEL: scale:
// MINFO: Generating copy(a[0:n])
// MINFO: Accelerator kernel generated
// MINFO-LABEL: sum_counted:
// MINFO: Generating copyin(a)
// MINFO-NEXT: Generating copy(s)
// MINFO: Sum reduction generated for 's'
// MINFO-LABEL: shorten:
// MINFO: Loop is parallelizable
// MINFO-NEXT: Accelerator kernel generated
// MINFO-LABEL: main:
// NOTIFY: region on host file=cxx-pointer-references.cpp function=overlapping line={{[0-9]+}}: the sections of 'a' and 'b' overlap
// NOTIFY-NEXT: host code of region file=cxx-pointer-references.cpp function=overlapping line={{[0-9]+}}: 1 present block(s) updated on the host
// NOTIFY: region on host file=cxx-pointer-references.cpp function=sum_counted line={{[0-9]+}}: the reference 's' is bound to data of 'a'
// NOTIFY: region on host file=cxx-pointer-references.cpp function=shorten line={{[0-9]+}}: the reference 'n' is bound to data of 'len'
// NOTIFY: region on host file=cxx-pointer-references.cpp function=step line={{[0-9]+}}: the reference 's' is bound to data present on the device
// NOTIFY: region on host file=cxx-pointer-references.cpp function=scale_rows line={{[0-9]+}}: the reference 's' is bound to data of 'a'
// NOTIFY-NOT: region on host
#include <cstdio>
#include <cstdlib>

// b = a + 1: the kernels may not run (the sections overlap), so the host
// does, and the data present in the caller's region must follow.
static void overlapping(double *&a, double *&b, int n) {
#pragma acc kernels
  for (int i = 0; i < n; i++)
    b[i] = a[i] + 100;
  double s = 0;
#pragma acc kernels
  for (int i = 0; i < n + 1; i++)
    s += a[i];
  printf("overlapping: s %g\n", s);
}

static int calls;
static double bump(double x) { return x + ++calls; }

static void host_call(double *&a, double *&b, const int &n) {
#pragma acc kernels
  {
    for (int i = 0; i < n; i++)
      b[i] = bump(a[i]);
  }
#pragma acc kernels
  {
    for (int i = 0; i < n; i++)
      a[i] = b[i] * 2;
  }
}

static void scale(double *&a, int n, double f) {
#pragma acc data copy(a[0:n])
  {
#pragma acc kernels
    for (int i = 0; i < n; i++)
      a[i] *= f;
  }
}

static void sum_counted(double (&a)[16], double &s, int &cnt) {
#pragma acc kernels copyin(a)
  {
    for (int i = 0; i < 16; i++)
      s += a[i];
    cnt += 1;
  }
}

static void shorten(int *len, const int &n) {
#pragma acc kernels copy(len[0:8])
  for (int i = 0; i < n; i++)
    len[i] = len[i] - i;
}

// Bound to an element of present data outside the region's section (the
// enter data is another function's): the device's copy of a[5] would go
// stale while the host's result is written through the reference, and
// exit data would copy it back over the result.
static void open_rows(int *&x) {
#pragma acc enter data copyin(x[0:16])
}
static void close_rows(int *&x) {
#pragma acc exit data copyout(x[0:16])
}
static void step(int *&x, int &s, const int &n) {
#pragma acc kernels loop present(x[0:n])
  for (int i = 0; i < n; i++) {
    x[i] = x[i] + 2;
    s += x[i];
  }
}

// Bound into one of the rows of 'double **a' the region writes: the check
// looks at every row's section, not at the table of row pointers (it
// missed this: each row's result used the scalar as it was before).
static void scale_rows(double **a, const double &s, int n, int m) {
#pragma acc kernels copy(a[0:n][0:m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = a[i][j] * 2 + s;
}

int main() {
  int n = 8;
  double *a = (double *)malloc((n + 1) * sizeof(double));
  double *b = a + 1;
  for (int i = 0; i <= n; i++)
    a[i] = i;
#pragma acc data copy(a[0:n+1])
  {
    overlapping(a, b, n);
  }
  printf("a[n] %g\n", a[n]);

  int m = 64;
  double *c = (double *)malloc(m * sizeof(double));
  double *d = (double *)malloc(m * sizeof(double));
  for (int i = 0; i < m; i++)
    c[i] = i;
#pragma acc data copy(c[0:m]) create(d[0:m])
  {
    host_call(c, d, m);
    host_call(c, d, m);
  }
  scale(c, m, 0.5);
  double t = 0;
  for (int i = 0; i < m; i++)
    t += c[i];
  printf("host_call, scale: %g (%d calls)\n", t, calls);

  double e[16];
  for (int i = 0; i < 16; i++)
    e[i] = i * 0.5;
  double s = 1;
  int cnt = 0;
  sum_counted(e, s, cnt);
  sum_counted(e, s, cnt);
  printf("sum_counted: s %g cnt %d\n", s, cnt);
  // Bound into the array the region reads: the host's loop sees each
  // partial sum in e[3]; a device copy would not.
  sum_counted(e, e[3], cnt);
  printf("sum_counted into e[3]: %g cnt %d\n", e[3], cnt);
  // A bound bound into the array the loop writes.
  int len[8] = {8, 8, 8, 8, 8, 8, 8, 8};
  shorten(len, len[2]);
  int k = 5;
  shorten(len, k);
  for (int i = 0; i < 8; i++)
    printf("%d ", len[i]);
  printf("\n");

  int ints[16];
  for (int i = 0; i < 16; i++)
    ints[i] = i * 10;
  int *q = ints;
  open_rows(q);
  step(q, ints[5], 2);
  close_rows(q);
  printf("present: %d %d %d\n", ints[5], ints[0], ints[1]);

  double **rows = (double **)malloc(4 * sizeof(double *));
  for (int i = 0; i < 4; i++) {
    rows[i] = (double *)malloc(4 * sizeof(double));
    for (int j = 0; j < 4; j++)
      rows[i][j] = i * 4 + j;
  }
  scale_rows(rows, rows[1][2], 4, 4);
  for (int i = 0; i < 4; i++)
    printf("rows: %g %g\n", rows[i][0], rows[i][3]);
  return 0;
}
