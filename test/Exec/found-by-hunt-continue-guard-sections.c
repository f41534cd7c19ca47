// A boundary guard written as an early 'continue' ('if (i < 1 || i > n - 2)
// continue;' before a[i-1] and a[i+1]) narrows the sections cuacc infers,
// as the same guard written as an 'if' around the statements does. cuacc
// inferred copyin(a[-1:n+2]): one element before the array and one after,
// which the runtime copied (an out-of-bounds host read; here the array
// ends at a page the program cannot read, and the run stopped). Also a
// guard ending in 'break', one in a braced block, a 2-D stencil whose
// border cells are written before the 'continue', and a case's guard
// (valid up to the next case label). Found by a bug-hunting helper
// (OpenACC programs). Prints what the plain build prints.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2> %t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO: Generating implicit copyin(a[:512])
// MINFO: Generating implicit copyin(x[:n-1])
// MINFO: Generating implicit copyin(x[1:n-1])
// MINFO: Generating implicit copyin(x[:n])
// MINFO: Generating implicit copyin(x[:n-2])
// MINFO: Generating implicit copyin(w[:n][:m])
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>

static void guardPage(void) {
  const int n = 512; // one 4 KiB page of doubles, then a page nobody reads
  char *m = mmap(0, 2 * 4096, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  mprotect(m + 4096, 4096, PROT_NONE);
  double *a = (double *)m, b[512];
  for (int i = 0; i < n; i++) {
    a[i] = i % 10;
    b[i] = 0;
  }
#pragma acc kernels
  for (int i = 0; i < n; i++) {
    if (i < 1 || i > n - 2)
      continue;
    b[i] = a[i - 1] + a[i + 1];
  }
  double s = 0;
  for (int i = 0; i < n; i++)
    s += b[i];
  printf("guard page: %g\n", s);
}

static void forms(int n) {
  double *x = malloc(n * sizeof *x), *b = calloc(n, sizeof *b),
         *c = calloc(n, sizeof *c), *d = calloc(n, sizeof *d),
         *e = calloc(n, sizeof *e);
  for (int i = 0; i < n; i++)
    x[i] = i % 10;
#pragma acc kernels
  for (int i = 0; i < n; i++) {
    if (i == 0)
      continue;
    b[i] = x[i - 1];
  }
#pragma acc kernels
  for (int i = 0; i < n; i++) {
    if (i + 1 >= n) {
      c[i] = -1;
      continue;
    }
    c[i] = x[i + 1];
  }
#pragma acc kernels
  for (int i = 0; i < n; i++) {
    if (!(i > 0 && i < n - 1))
      continue;
    d[i] = x[i - 1] + x[i + 1];
  }
#pragma acc kernels
  for (int i = 0; i < n; i++) {
    switch (i % 3) {
    case 0:
      if (i < 2)
        break;
      e[i] = x[i - 2];
      break;
    default:
      e[i] = 1;
    }
  }
  double s = 0;
  for (int i = 0; i < n; i++)
    s += b[i] + 2 * c[i] + 3 * d[i] + 5 * e[i];
  printf("forms: %g\n", s);
}

static void stencil(int n, int m) {
  double(*w)[m] = malloc(sizeof(double) * n * m),
  (*z)[m] = calloc(n * m, sizeof(double));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      w[i][j] = (i + j) % 7;
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      if (i == 0 || j == 0 || i == n - 1 || j == m - 1) {
        z[i][j] = w[i][j];
        continue;
      }
      z[i][j] = w[i - 1][j] + w[i + 1][j] - w[i][j - 1] - w[i][j + 1];
    }
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += z[i][j] * ((i + j) % 3);
  printf("stencil: %.17g\n", s);
}

int main(void) {
  guardPage();
  forms(300);
  stencil(64, 48);
  return 0;
}
