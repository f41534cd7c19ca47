// A region that cannot tell how much of an array to move says which array.
// RUN: %cuacc -c -o /dev/null -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s
// CHECK: Accelerator region ignored: the size of the device copy of 'p' is unknown (name its section in a data clause)
void scatter(float *restrict p, const int *restrict idx, int n) {
#pragma acc region
  {
#pragma acc for independent
    for (int i = 0; i < n; i++)
      p[idx[i]] = i;
  }
}
