// GCC's libgomp (linked by -fopenmp=libgomp) defines an acc_register_library
// of its own that stops the program ("libgomp: TODO"): it is not a tool, and
// the runtime must not call it (found by tools/difftest, seed 37 of its
// mixed family). A tool in the program still registers beside libgomp.
// RUN: %cuacc -O1 -w -fopenmp=libgomp %s %{cuaccrt} -o %t
// RUN: env ACC_DEVICE=emulate %t 2>&1 | FileCheck --check-prefix=PLAIN %s
// RUN: env ACC_DEVICE=host %t 2>&1 | FileCheck --check-prefix=PLAIN %s
// RUN: %cuacc -O1 -w -fopenmp=libgomp %s %S/Inputs/prof-tool.c %{cuaccrt} -o %t.tool
// RUN: env ACC_DEVICE=emulate %t.tool 2>&1 | FileCheck --check-prefix=TOOL %s
#include <stdio.h>

#define N 100
int a[N];

int main(void) {
  int s = 0;
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < N; i++)
    s += i;
#pragma acc region
  for (int i = 0; i < N; i++)
    a[i] = s + i;
  printf("%d %d\n", s, a[N - 1]);
  return 0;
}
// PLAIN-NOT: libgomp
// PLAIN: 4950 5049
// TOOL: tool: registered
// TOOL: tool: compute_construct_start
// TOOL: 4950 5049
// TOOL: tool: runtime_shutdown
