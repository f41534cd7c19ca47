// A data region's copyout stays a copyout only where its first region
// fills the section (Pipeline/DataRegionCopyout.cpp). Found by a random
// test of the first version of that rule: a bound changed through a C++
// reference before the region (rn = n / 2), or through a reference to the
// struct that holds it (rg.n = ...), kept the copyout while the region
// wrote half the section, and the rest came back as the emulator's poison.
// A reference to the array read in the first region is the alias case.
// Prints what the plain build prints.
// RUN: %cuacc -x c++ -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lstdc++ -o %t 2>%t.minfo
// RUN: FileCheck --check-prefix=MINFO --implicit-check-not='internal error' %s < %t.minfo
// RUN: %clang -x c++ -O2 %s -lstdc++ -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-LABEL: through_reference
// MINFO: Copying b[0:n-1] in too
// MINFO-LABEL: through_struct_reference
// MINFO: Copying g.v[0:g.n-1] in too
// MINFO-LABEL: array_reference
// MINFO: Copying b[0:n-1] in too
#include <stdio.h>
static long b[8], c[8];
struct Grid {
  long v[8];
  int n;
};
static Grid g;

static void through_reference(int n) {
  int &rn = n;
#pragma acc data region copyout(b[0:n-1])
  {
    rn = n / 2;
#pragma acc region
    {
      for (int i = 0; i < n; i++)
        b[i] = c[i] + 1;
    }
  }
}

static void through_struct_reference(int n) {
  g.n = n;
  Grid &rg = g;
#pragma acc data region copyout(g.v[0:g.n-1])
  {
    rg.n = n / 2;
#pragma acc region
    {
      for (int i = 0; i < g.n; i++)
        g.v[i] = c[i] + 1;
    }
  }
}

static void array_reference(int n) {
  long(&rb)[8] = b;
#pragma acc data region copyout(b[0:n-1])
  {
#pragma acc region
    {
      for (int i = 0; i < n; i++)
        c[i] = rb[i] + 3;
    }
#pragma acc region
    {
      for (int i = 0; i < n; i++)
        b[i] = c[i] * 2;
    }
  }
}

int main() {
  for (int n = 0; n < 5; n++) {
    for (int k = 0; k < 8; k++) {
      b[k] = 100 + k;
      c[k] = k;
      g.v[k] = 300 + k;
    }
    through_reference(n);
    through_struct_reference(n);
    printf("n=%d:", n);
    for (int k = 0; k < 8; k++)
      printf(" %ld", b[k]);
    printf(" |");
    for (int k = 0; k < 8; k++)
      printf(" %ld", g.v[k]);
    for (int k = 0; k < 8; k++)
      b[k] = 100 + k, c[k] = k;
    array_reference(n);
    printf(" |");
    for (int k = 0; k < 8; k++)
      printf(" %ld %ld", b[k], c[k]);
    printf("\n");
  }
  return 0;
}
