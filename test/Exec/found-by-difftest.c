// Wrong answers the random differential tester (tools/difftest) found,
// reduced: arrays with a non-affine reference that are also written must
// come back (copy, not copyin), and an explicit vector width that would
// make a block of more than 1024 threads shrinks the width cuacc chose;
// an inner loop under an 'if' leaves its index as the host would (the loop
// may never run); a linearized p[i*m+j] over inner columns is not a
// contiguous store (copy, not copyout); a copyout section larger than the
// copyin inside it must not make the copyin's values stay behind; a
// declaration's initializer in a kernel is rewritten like any expression;
// an 'update' right before a 'region for', and a 'region for' that touches
// no array, compile; a pointer into an array the region also reads shares
// the array's device copy (it was 'partly present'); a store inside a loop
// that may not run for some iterations (j from i to N-2) is not certain: no
// copyout of the elements it skips.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// MINFO: Generating copy(u[0:15])
// MINFO: Generating copy(a[0:15])
// MINFO: {{[0-9]+}}, #pragma acc for parallel, vector(128)
// MINFO-NEXT: {{[0-9]+}}, #pragma acc for parallel, vector({{[0-9]+}})
// MINFO-LABEL: conditional_inner_index:
// MINFO: Accelerator region ignored: the loop index 'k' is read after the region
// MINFO-LABEL: linearized_columns:
// MINFO: Generating copy(p[1:r*m-2])
// MINFO-LABEL: copyout_covers_copyin:
// MINFO: Generating copy(f[1:31])
// MINFO-LABEL: store_in_loop_that_may_not_run:
// MINFO: Generating copy(u[1:15])
// MINFO-LABEL: declaration_initializer:
// MINFO: Accelerator kernel generated
#include <stdio.h>

unsigned u[16];
static void read_then_write(void) {
  unsigned s = 0;
  for (int i = 0; i < 16; i++)
    u[i] = i;
#pragma acc region
  {
    for (int i = 0; i < 16; i++)
      s += u[(i * 3 + 1) % 16];
    for (int i = 0; i < 16; i++)
      u[i] += 100;
  }
  printf("s=%u u[0]=%u u[11]=%u\n", s, u[0], u[11]);
}

int a[16], b[16];
static void nonaffine_write(void) {
#pragma acc region
  {
    for (int i = 0; i < 16; i++)
      a[(i * 5) % 16] = i;
    for (int i = 0; i < 16; i++)
      b[i] = i;
  }
  printf("a[5]=%d b[5]=%d\n", a[5], b[5]);
}

int g[64][16];
static void wide_vector(void) {
#pragma acc region
  {
#pragma acc for vector(128)
    for (int i = 0; i < 64; i++)
      for (int j = 0; j < 16; j++)
        g[i][j] = i + j;
  }
  printf("g[63][15]=%d\n", g[63][15]);
}

int c[16];
static void conditional_inner_index(void) {
  int k = 0;
  for (int i = 0; i < 16; i++)
    a[i] = 0, c[i] = i % 3;
#pragma acc region
  for (int i = 0; i < 16; i++) {
    if (c[i] > 5)
      for (k = 0; k < 10; k++)
        a[i] += k;
    a[i] += 1;
  }
  printf("k=%d a[3]=%d\n", k, a[3]);
}

int L[6 * 8];
static void linearized_columns(int r, int m, int *restrict p) {
#pragma acc region
  for (int i = 0; i < r; i++)
    for (int j = 1; j < m - 1; j++)
      p[i * m + j] = 1;
}

float f[32];
static void copyout_covers_copyin(void) {
  unsigned s = 1u;
  for (int i = 0; i < 32; i++)
    f[i] = i;
#pragma acc region
  {
    for (int i = 0; i <= 29; i += 3)
      s += (unsigned)f[i + 1];
    for (int i = 31; i >= 1; i--)
      f[i] = 2;
  }
  printf("s=%u f[5]=%.1f\n", s, f[5]);
}

static void store_in_loop_that_may_not_run(int n) {
  for (int i = 0; i < 16; i++)
    u[i] = 7;
#pragma acc region for
  for (int i = 1; i <= 15; i++)
    for (int j = i; j < 15; j++)
      for (int k = 11; k >= 2; k--)
        u[i] = n & 1023;
  printf("u[14]=%u u[15]=%u\n", u[14], u[15]);
}

static int plus_one(int x) { return x + 1; }
static void declaration_initializer(void) {
#pragma acc region
  for (int i = 0; i < 16; i++) {
    int v = g[i][2] + plus_one(i);
    a[i] = v + i;
  }
  printf("a[3]=%d\n", a[3]);
}

static void update_before_region_for(void) {
#pragma acc data region copy(a[0:15])
  {
    for (int i = 0; i < 16; i++)
      a[i] = i;
#pragma acc update device(a[0:15])
#pragma acc region for
    for (int i = 0; i < 16; i++)
      a[i] += 1;
  }
  printf("a[15]=%d\n", a[15]);
}

static void region_for_without_data(void) {
#pragma acc region for
  for (int i = 0; i < 8; i++) {
    if ((i & 1) == 0)
      continue;
  }
  printf("no data\n");
}

static void pointer_into_read_array(const int *p) {
  int s = 0;
#pragma acc region
  for (int i = 0; i < 16; i++)
    s += p[0] + a[i];
  printf("s=%d\n", s);
}

int main(void) {
  read_then_write();
  nonaffine_write();
  wide_vector();
  conditional_inner_index();
  for (int k = 0; k < 48; k++)
    L[k] = 7;
  linearized_columns(6, 8, L);
  printf("L[8]=%d L[15]=%d L[9]=%d\n", L[8], L[15], L[9]);
  copyout_covers_copyin();
  store_in_loop_that_may_not_run(3);
  declaration_initializer();
  update_before_region_for();
  region_for_without_data();
  pointer_into_read_array(&a[2]);
  return 0;
}
