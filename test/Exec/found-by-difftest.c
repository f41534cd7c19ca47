// Wrong answers the random differential tester (tools/difftest) found,
// reduced: arrays with a non-affine reference that are also written must
// come back (copy, not copyin), and an explicit vector width that would
// make a block of more than 1024 threads shrinks the width cuacc chose.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env ACC_DEVICE=emulate ACC_NOTIFY=1 %t 2>%t.emu | diff %t.want - && grep -q 'device=emulated' %t.emu %}
// MINFO: Generating copy(u[0:15])
// MINFO: Generating copy(a[0:15])
// MINFO: 47, #pragma acc for parallel, vector(128)
// MINFO-NEXT: 48, #pragma acc for parallel, vector(8)
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

int main(void) {
  read_then_write();
  nonaffine_write();
  wide_vector();
  return 0;
}
