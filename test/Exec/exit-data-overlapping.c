// 'exit data copyout' of items that overlap (one device block holds them
// all): each item's section comes back, not only the one whose reference
// happened to be the block's last. Before, b = blk + 2 and c = blk + 5
// lost the device's results for every byte outside a (a silent wrong
// answer, found by the rows campaign for rows that overlap, b[i] = blk +
// i*2, which share a block the same way).
// RUN: %clang -O2 -w %s %{cuaccrt} -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w %s %{cuaccrt} -o %t
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
#include <stdio.h>
#include <stdlib.h>

static void scale(double *r, int m) {
#pragma acc parallel loop present(r[0:m])
  for (int j = 0; j < m; j++)
    r[j] = r[j] * 2 + 1;
}

static void show(const char *what, const double *blk) {
  printf("%s:", what);
  for (int k = 0; k < 10; k++)
    printf(" %g", blk[k]);
  printf("\n");
}

int main(void) {
  double *blk = malloc(10 * sizeof(double));
  double *a = blk, *b = blk + 2, *c = blk + 5;
  for (int k = 0; k < 10; k++)
    blk[k] = k;
#pragma acc enter data copyin(a[0:4], b[0:4], c[0:4])
  scale(a, 4);
  scale(b, 4);
  scale(c, 4);
#pragma acc exit data copyout(a[0:4], b[0:4], c[0:4])
  show("one directive", blk);

  // The copyouts in separate directives, the first one's item not the
  // block's last reference.
#pragma acc enter data copyin(a[0:4], b[0:4])
  scale(b, 4);
  scale(a, 4);
#pragma acc exit data copyout(b[0:4])
#pragma acc exit data copyout(a[0:4])
  show("two directives", blk);

  // Rows through pointers that overlap: one block over their union.
  int n = 4, m = 4;
  double **rows = malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++)
    rows[i] = blk + i * (m / 2);
#pragma acc enter data copyin(rows[0:n][0:m])
  for (int i = 0; i < n; i++)
    scale(rows[i], m);
#pragma acc exit data copyout(rows[0:n][0:m])
  show("rows", blk);
  return 0;
}
