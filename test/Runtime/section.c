// cuacc_section turns inclusive per-dimension bounds into host ranges:
// contiguous, pitched 2-D, whole inner rows for deeper partial sections
// (a copyout of which becomes a copy), empty; and the overlap check.
// RUN: %clang %s %{cuaccrt} -o %t
// RUN: %t | FileCheck %s
#include "cuacc_rt.h"
#include <stdio.h>

static float a[10][20];
static float c[4][5][6];

static void show(const char *what, const cuacc_data *d, void *base) {
  printf("%s: offset=%ld row_bytes=%zu rows=%zu pitch=%zu clause=%d\n", what,
         (long)((char *)d->host - (char *)base), d->row_bytes, d->rows,
         d->pitch, d->clause);
}

int main(void) {
  cuacc_data d;
  long lo1[] = {2}, hi1[] = {5};
  cuacc_section(&d, "p", a, 4, 1, lo1, hi1, 0, CUACC_COPYIN);
  show("1-D", &d, a);
  // CHECK: 1-D: offset=8 row_bytes=16 rows=1 pitch=0 clause=1
  long lo2[] = {1, 0}, hi2[] = {8, 19}, ext2[] = {20};
  cuacc_section(&d, "a", a, 4, 2, lo2, hi2, ext2, CUACC_COPY);
  show("whole rows", &d, a);
  // CHECK: whole rows: offset=80 row_bytes=640 rows=1 pitch=0 clause=3
  long lo3[] = {1, 1}, hi3[] = {8, 18};
  cuacc_section(&d, "a", a, 4, 2, lo3, hi3, ext2, CUACC_COPYOUT);
  show("interior", &d, a);
  // CHECK: interior: offset=84 row_bytes=72 rows=8 pitch=80 clause=2
  long lo4[] = {1, 0, 1}, hi4[] = {2, 4, 4}, ext4[] = {5, 6};
  cuacc_section(&d, "c", c, 4, 3, lo4, hi4, ext4, CUACC_COPYOUT);
  show("3-D partial", &d, c);
  // CHECK: 3-D partial: offset=120 row_bytes=240 rows=1 pitch=0 clause=3
  long lo5[] = {5}, hi5[] = {4};
  cuacc_section(&d, "p", a, 4, 1, lo5, hi5, 0, CUACC_COPYIN);
  show("empty", &d, a);
  // CHECK: empty: offset=0 row_bytes=0 rows=0 pitch=0 clause=1
  cuacc_data x, y, z;
  long l1[] = {0}, h1[] = {9}, l2[] = {9}, h2[] = {12}, l3[] = {10}, h3[] = {12};
  cuacc_section(&x, "x", a, 4, 1, l1, h1, 0, CUACC_COPYIN);
  cuacc_section(&y, "y", a, 4, 1, l2, h2, 0, CUACC_COPYOUT);
  cuacc_section(&z, "z", a, 4, 1, l3, h3, 0, CUACC_COPYOUT);
  printf("overlap %d %d\n", cuacc_sections_overlap(&x, &y),
         cuacc_sections_overlap(&x, &z));
  // CHECK: overlap 1 0
  return 0;
}
