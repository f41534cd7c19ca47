// Enum arrays, enum locals, casts to an enum and typedef'd enums in
// regions: each is its integer type in the kernels (which have no
// declaration of it), and the loops run in parallel kernels (they were
// "datatype not supported").
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %clang -x c++ -O2 -w %s -o %t.plainxx && %t.plainxx > %t.wantxx
// RUN: %cuacc -x c++ -O2 -w %s %{cuaccrt} -lstdc++ -o %t.xx
// RUN: %if nvcc %{ env ACC_DEVICE=emulate %t.xx | diff %t.wantxx - %}
// MINFO-NOT: datatype not supported
// MINFO: Loop is parallelizable
// MINFO-NEXT: Accelerator kernel generated
// MINFO-NOT: datatype not supported
#include <stdio.h>

enum cell { EMPTY, WALL = 3, WATER = 7, NEG = -2 };
typedef enum { LOW, HIGH = 1000 } level_t;

#define N 500
static enum cell grid[N], next[N];
static level_t lv[N];
static int out[N];

static void step(int n) {
#pragma acc region
  {
    for (int i = 1; i < n - 1; i++) {
      enum cell c = grid[i];
      level_t l = lv[i];
      if (c == WALL)
        next[i] = WALL;
      else if (grid[i - 1] == WATER || grid[i + 1] == WATER)
        next[i] = (enum cell)(WATER);
      else
        next[i] = (enum cell)((c + 1) % 4 == 3 ? NEG : EMPTY);
      out[i] = c * 10 + (l == HIGH) + (int)next[i];
    }
  }
}

int main(void) {
  for (int i = 0; i < N; i++) {
    grid[i] = (i % 11 == 0) ? WALL : (i % 5 == 0) ? WATER : (i % 3) ? EMPTY : NEG;
    lv[i] = (i & 1) ? HIGH : LOW;
  }
  step(N);
  long s = 0;
  for (int i = 0; i < N; i++)
    s += (long)(next[i] + 3) * (i + 1) + out[i];
  printf("%ld\n", s);
  return 0;
}
