// One data region entered again before it is left: recursively (each level
// on its own array), and from two threads at once. Each entry has its own
// items, so each level's copy comes back to its own array.
// RUN: %cuacc -O2 %s %{cuaccrt} -lm -lpthread -o %t
// RUN: %t | FileCheck %s
// CHECK: recursive: PASS
// CHECK: threads: PASS
#include "common.h"
#include <pthread.h>

static void twice(int n, float *restrict a) {
#pragma acc region
  for (int i = 0; i < n; ++i)
    a[i] = 2 * a[i] + 1;
}

// Level k doubles its own array inside a data region that is still open
// while the deeper levels run theirs.
static void levels(int k, int n, float **arrays) {
  if (k < 0)
    return;
  float *a = arrays[k];
#pragma acc data region copy(a[0:n-1])
  {
    twice(n, a);
    levels(k - 1, n, arrays);
    twice(n, a);
  }
}

struct job {
  int n;
  float *a;
};

static void *work(void *p) {
  struct job *j = p;
  for (int r = 0; r < 20; ++r) {
    float *a = j->a;
    int n = j->n;
#pragma acc data region copy(a[0:n-1])
    {
      twice(n, a);
    }
  }
  return 0;
}

int main(void) {
  int n = 3000, depth = 5;
  float *arrays[5], *want = malloc(sizeof(float) * n);
  int ok = 1;
  for (int k = 0; k < depth; ++k) {
    arrays[k] = malloc(sizeof(float) * n);
    fill(arrays[k], n, k);
  }
  levels(depth - 1, n, arrays);
  int all = 1;
  for (int k = 0; k < depth; ++k) {
    fill(want, n, k);
    for (int i = 0; i < n; ++i)
      want[i] = 2 * (2 * want[i] + 1) + 1;
    float err = 0;
    for (int i = 0; i < n; ++i)
      err = fabsf(arrays[k][i] - want[i]) > err ? fabsf(arrays[k][i] - want[i]) : err;
    all &= err == 0;
  }
  printf("recursive: %s\n", all ? "PASS" : "FAIL");
  ok &= all;

  struct job jobs[2] = {{n, malloc(sizeof(float) * n)},
                        {n, malloc(sizeof(float) * n)}};
  fill(jobs[0].a, n, 7);
  fill(jobs[1].a, n, 8);
  pthread_t t[2];
  for (int k = 0; k < 2; ++k)
    pthread_create(&t[k], 0, work, &jobs[k]);
  for (int k = 0; k < 2; ++k)
    pthread_join(t[k], 0);
  all = 1;
  for (int k = 0; k < 2; ++k) {
    fill(want, n, 7 + k);
    for (int r = 0; r < 20; ++r)
      for (int i = 0; i < n; ++i)
        want[i] = 2 * want[i] + 1;
    for (int i = 0; i < n; ++i)
      all &= fabsf(jobs[k].a[i] - want[i]) <= 1e-6f * fabsf(want[i]);
  }
  printf("threads: %s\n", all ? "PASS" : "FAIL");
  ok &= all;
  return !ok;
}

// The same program on the emulated device (kernels on the CPU, separate
// device memory): the same results.
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
