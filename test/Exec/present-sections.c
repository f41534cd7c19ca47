// Which present copy a region inside data regions uses (found while fixing
// host code that misses offset sections): with nested data regions holding
// different sections of one array, each region uses the innermost section
// that provably holds what it touches (both regions of 'nested' once used
// the outer section, and the first wrote outside its block); a region that
// provably touches elements outside the only section there is runs on the
// host, with a warning on the section ('outside' once ran as a kernel over
// the gaps between the section's rows). Compared with plain clang.
// RUN: %clang -O2 -w %s -lm -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// MINFO: present-sections.c:[[@LINE+29]]:30: warning: 'B' in 'copy' does not cover what the region accesses (B[1:n][0:9])
// MINFO-LABEL: nested:
// MINFO: Generating copy(z[2:5])
// MINFO: Generating copy(z[8:n-1])
// MINFO: Accelerator kernel generated
// MINFO: Accelerator kernel generated
// MINFO-LABEL: outside:
// MINFO: Accelerator region ignored: the region accesses 'B' outside the section 'B[1:n][2:m]' of an enclosing data region
#include <stdio.h>
static int z[16], B[6][10];

static void nested(int n) {
  int j;
#pragma acc data region copy(z[2:5])
  {
#pragma acc data region copy(z[8:n-1])
    {
#pragma acc region
      for (j = 8; j < n; j++)
        z[j] = z[j] + 1;
#pragma acc region
      for (j = 2; j <= 5; j++)
        z[j] = z[j] * 3;
    }
  }
}

static void outside(int n, int m) {
  int i, j;
#pragma acc data region copy(B[1:n][2:m])
  {
#pragma acc region
    for (i = 1; i <= n; i++)
      for (j = 1; j < 10; j++)
        B[i][j] = B[i][j - 1] + B[i][j];
  }
}

int main(void) {
  for (int j = 0; j < 16; j++)
    z[j] = j;
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 10; j++)
      B[i][j] = i * 10 + j;
  nested(16);
  outside(3, 6);
  for (int j = 0; j < 16; j++)
    printf(" %d", z[j]);
  printf("\n");
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 10; j++)
      printf(" %d", B[i][j]);
  printf("\n");
  return 0;
}
