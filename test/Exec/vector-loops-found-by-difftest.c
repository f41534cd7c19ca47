// Two wrong answers of serial kernels whose inner loops run across a block
// (PGI's vector loops), found by the random differential tester (seeds 9788
// and 9795 of the mixed family) and fixed:
//  * a vector loop's index read after the region (here through a pointer):
//    the threads that split the loop left no final value in the index's
//    slot, and the slot's garbage came back; such a loop is no vector loop
//    (here the region then stays on the host: its element reduction would
//    run in one thread);
//  * a branch's block that writes memory, beside a vector loop in the other
//    branch: thread 0 alone was to run it, but the printer prints an if's
//    block without asking about it, so every thread added to the same
//    elements; the block's statements are now placed one by one.
// RUN: %clang -O2 -w %s -o %t.plain && %t.plain > %t.want
// RUN: %cuacc -O2 -w -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck %s
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// CHECK-LABEL: index_after:
// CHECK: Accelerator region ignored: the loop at line [[@LINE+17]] reduces into an array element and would run in a single thread
// CHECK-LABEL: branch_block:
// CHECK: Sequential loop scheduled on host
// CHECK: Accelerator kernel generated
// CHECK: Accelerator kernel generated
#include <stdio.h>
#define N 32

static double D[N], E[4];
static int L[80];

static void index_after(int n) {
  int xi = 0, *pxi = &xi;
#pragma acc region copy(D[0:N-1]) copy(E[0:3])
  {
    for (int i = 0; i < N - 2; i++)
      D[N - 1 - i] = D[i % 4] * 0.5 + D[i + 2];
    for (xi = 0; xi < n; xi++)
      E[1] += D[xi];
  }
  printf("index_after: %d %g\n", *pxi, E[1]);
}

static void branch_block(int n) {
#pragma acc region copy(D[0:N-1]) copyin(L[0:79])
  {
    for (int i = 1; i <= 9; i++) {
      for (int k = 1; k < n; k++)
        D[k] = k * 0.5 + i;
      if (L[i] != 668) {
        if (i < 2) {
          for (int j = 1; j <= N - 1; j += 2)
            D[j] = D[j] + 3;
        } else {
#pragma acc for parallel, vector(128)
          for (int j = 0; j < n - 1; j++)
            D[j] += 1;
        }
      }
    }
  }
  for (int q = 0; q < N; q++)
    printf(" %g", D[q]);
  printf("\n");
}

int main(void) {
  for (int q = 0; q < N; q++)
    D[q] = q;
  for (int q = 0; q < 80; q++)
    L[q] = q;
  index_after(N);
  index_after(5);
  branch_block(29);
  return 0;
}
