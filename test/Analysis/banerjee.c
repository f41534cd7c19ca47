// Banerjee: the difference of two MIV subscripts lies between its least and
// greatest value over the iteration space under each direction vector.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-dump=deps %s | FileCheck %s
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck --check-prefix=MINFO %s

void banerjee(float *restrict b) {
#pragma acc region
  {
    for (int i = 0; i < 10; ++i)
      for (int j = 0; j < 10; ++j)
        b[i + j + 30] = b[i + j];
    for (int i = 0; i < 10; ++i)
      for (int j = 0; j < 10; ++j)
        b[10 * i + j] = b[10 * i + j + 100];
    for (int i = 0; i < 10; ++i)
      for (int j = 0; j < 10; ++j)
        b[10 * i + j] = b[10 * (i - 1) + j];
  }
}
// i+j <= 18 never reaches 30.
// CHECK-DAG: independent b[i+j] read line 11 , b[i+j+30] write line 11 [Banerjee{{.*}}]
// Two iterations (i<i', j>j') write the same element: i carries an output
// dependence, j does not.
// CHECK-DAG: output b[i+j+30] write line 11 -> b[i+j+30] write line 11 (<,>) [Banerjee]
// CHECK-DAG: independent b[10*i+j+100] read line 14 , b[10*i+j] write line 14 [Banerjee{{.*}}]
// CHECK-DAG: flow b[10*i+j] write line 17 -> b[10*i+j-10] read line 17 {{.*}}(<,=)
// MINFO: {{^ +}}9, Loop carried dependence of 'b' prevents parallelization
// MINFO: {{^ +}}10, Loop is parallelizable
// MINFO: {{^ +}}12, Loop is parallelizable
// MINFO: {{^ +}}13, Loop is parallelizable
// MINFO: {{^ +}}15, Loop carried dependence of 'b' prevents parallelization
// MINFO: {{^ +}}16, Loop is parallelizable
