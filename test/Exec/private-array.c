// Private arrays whose size is known only at run time: each thread gets its
// own copy in a scratch buffer (element-major, so a warp's accesses to one
// element are contiguous), sized at launch from the private clause's
// section or the array's declaration. Neither moves between host and
// device. A pointer named private without a section has no known size: that
// region stays on the host and says why. Results against the host.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2>&1 %if nvcc %{| FileCheck --check-prefix=MINFO %s%}
// RUN: %t | FileCheck %s
// MINFO: rows:
// MINFO-NOT: Generating {{.*}}(t[
// MINFO: Accelerator kernel generated
// MINFO: shifted:
// MINFO: Accelerator kernel generated
// MINFO: vla:
// MINFO-NOT: Generating {{.*}}(w[
// MINFO: Accelerator kernel generated
// MINFO: unsized:
// MINFO: Accelerator region ignored: the private array 't' has no size: name its section, as private(t[0:n-1])
// CHECK: rows: PASS
// CHECK: shifted: PASS
// CHECK: vla: PASS
// CHECK: unsized: PASS
#include "common.h"

static void rows(int n, float *t, float *restrict p, float (*restrict b)[n]) {
#pragma acc region
  {
#pragma acc for private(t[0:n-1])
    for (int i = 0; i < n; ++i) {
      p[i] = 0;
      for (int j = 0; j < n; ++j)
        t[j] = b[i][j] * 2;
      for (int j = 0; j < n; ++j)
        p[i] += t[j];
    }
  }
}

// The section starts at 1: t[1..n] per thread.
static void shifted(int n, float *t, float *restrict p, float (*restrict b)[n]) {
#pragma acc region
  {
#pragma acc for private(t[1:n])
    for (int i = 0; i < n; ++i) {
      for (int j = 1; j <= n; ++j)
        t[j] = b[i][j - 1] + j;
      float s = 0;
      for (int j = n; j >= 1; --j)
        s = s * 0.5f + t[j];
      p[i] = s;
    }
  }
}

static void vla(int n, int m, float *restrict p, float (*restrict b)[n]) {
  float w[m];
#pragma acc region
  {
#pragma acc for private(w)
    for (int i = 0; i < n; ++i) {
      for (int k = 0; k < m; ++k)
        w[k] = b[i][k] * b[i][k];
      float s = 0;
      for (int k = 0; k < m; ++k)
        s += w[k] * (k + 1);
      p[i] = s;
    }
  }
}

static void unsized(int n, float *t, float *restrict p, float (*restrict b)[n]) {
#pragma acc region
  {
#pragma acc for private(t)
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < n; ++j)
        t[j] = b[i][j];
      p[i] = t[n - 1] - t[0];
    }
  }
}

int main(void) {
  int n = 300, m = 37;
  float *t = malloc(sizeof(float) * (n + 1)), *p = malloc(sizeof(float) * n);
  float *r = malloc(sizeof(float) * n);
  float(*b)[n] = malloc(sizeof(float) * n * n);
  fill(&b[0][0], (long)n * n, 11);
  int ok = 1;

  rows(n, t, p, b);
  for (int i = 0; i < n; ++i) {
    r[i] = 0;
    for (int j = 0; j < n; ++j)
      r[i] += b[i][j] * 2;
  }
  ok &= check("rows", p, r, n, 1e-5f);

  shifted(n, t, p, b);
  for (int i = 0; i < n; ++i) {
    float s = 0;
    for (int j = n; j >= 1; --j)
      s = s * 0.5f + (b[i][j - 1] + j);
    r[i] = s;
  }
  ok &= check("shifted", p, r, n, 1e-5f);

  vla(n, m, p, b);
  for (int i = 0; i < n; ++i) {
    float s = 0;
    for (int k = 0; k < m; ++k)
      s += b[i][k] * b[i][k] * (k + 1);
    r[i] = s;
  }
  ok &= check("vla", p, r, n, 1e-5f);

  unsized(n, t, p, b);
  for (int i = 0; i < n; ++i)
    r[i] = b[i][n - 1] - b[i][0];
  ok &= check("unsized", p, r, n, 1e-5f);
  return !ok;
}

// The same program on the emulated device (kernels on the CPU, separate
// device memory): the same results.
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
