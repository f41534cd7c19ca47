// Generated kernels on two emulated devices from four host threads, two per
// device, all running the same regions (one descriptor, state per device):
// each thread's data region lives on its device only, and every answer is
// the host's.
// RUN: %cuacc -O2 %s %{cuaccrt} -lpthread -o %t
// RUN: %if nvcc %{ env ACC_DEVICE=emulate CUACC_EMULATED_DEVICES=2 ACC_NOTIFY=1 %t 2>%t.emu | FileCheck %s %}
// RUN: %if nvcc %{ grep -q 'device=emulated:0 grid' %t.emu && grep -q 'device=emulated:1 grid' %t.emu %}
// RUN: %if nvcc %{ env ACC_DEVICE=emulate CUACC_EMULATED_DEVICES=2 PGI_ACC_TIME=1 %t 2>&1 | FileCheck --check-prefix=TIME %s %}
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// CHECK: thread 0: PASS
// CHECK-NEXT: thread 1: PASS
// CHECK-NEXT: thread 2: PASS
// CHECK-NEXT: thread 3: PASS
// TIME: device 0: emulated
// TIME: 32: data region reached 2 times
// TIME: device 1: emulated
// TIME: 32: data region reached 2 times
#include "accel.h"
#include "cuacc_rt.h"
#include <pthread.h>
#include <stdio.h>

enum { Threads = 4, N = 4096, Steps = 20 };

static float X[Threads][N], Y[Threads][N], Want[Threads][N];
static double Sums[Threads], WantSums[Threads];
static int Apart[Threads];
static pthread_barrier_t Barrier;

static void work(int t, float *restrict x, float *restrict y) {
  double sum = 0;
#pragma acc data region copy(x[0:N-1]) copyout(y[0:N-1])
  {
    pthread_barrier_wait(&Barrier);
    // The other device's threads' arrays are not present here.
    Apart[t] = !cuacc_is_present(X[(t + 1) % Threads], sizeof X[0]);
    pthread_barrier_wait(&Barrier);
    for (int s = 0; s < Steps; ++s) {
#pragma acc region
      {
        for (int i = 0; i < N; ++i)
          y[i] = 0.5f * x[i] + (float)t;
        for (int i = 0; i < N; ++i)
          x[i] = y[i] - 1.0f;
      }
    }
#pragma acc region
    for (int i = 0; i < N; ++i)
      sum += y[i];
  }
  Sums[t] = sum;
}

static void reference(int t, float *x, float *y) {
  double sum = 0;
  for (int s = 0; s < Steps; ++s) {
    for (int i = 0; i < N; ++i)
      y[i] = 0.5f * x[i] + (float)t;
    for (int i = 0; i < N; ++i)
      x[i] = y[i] - 1.0f;
  }
  for (int i = 0; i < N; ++i)
    sum += y[i];
  WantSums[t] = sum;
}

static void *worker(void *arg) {
  int t = (int)(long)arg;
  acc_set_device_num(t % 2, acc_device_nvidia);
  work(t, X[t], Y[t]);
  return 0;
}

int main(void) {
  float x0[Threads][N];
  for (int t = 0; t < Threads; ++t)
    for (int i = 0; i < N; ++i)
      X[t][i] = x0[t][i] = (float)((i * 7 + t * 13) % 64);
  pthread_barrier_init(&Barrier, 0, Threads);
  pthread_t th[Threads];
  for (long t = 0; t < Threads; ++t)
    pthread_create(&th[t], 0, worker, (void *)t);
  for (int t = 0; t < Threads; ++t)
    pthread_join(th[t], 0);
  for (int t = 0; t < Threads; ++t) {
    reference(t, x0[t], Want[t]);
    int ok = Sums[t] == WantSums[t];
    for (int i = 0; i < N; ++i)
      ok &= Y[t][i] == Want[t][i] && X[t][i] == x0[t][i];
    // On the host path nothing is ever present.
    ok &= Apart[t];
    printf("thread %d: %s\n", t, ok ? "PASS" : "FAIL");
  }
  return 0;
}
