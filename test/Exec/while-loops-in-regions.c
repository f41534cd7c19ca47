// A while or do loop inside a compute region is a sequential loop around
// parallel work, as the same loop written 'for (; cond;)' is: a convergence
// loop runs in a persistent kernel whose parallel loops spread over the
// block (it ran as one serial kernel on one thread). A do loop whose body
// has a 'continue' (which goes to the test) stays a do loop. A loop without
// an index ('for (;;)', and so a while or do loop) had no atom of its own:
// the dependence tests primed atom 0 for it (here the inner loop's index),
// which made 'v[i] = v[i] / 2' in the inner loop a carried dependence.
// Found by two bug-hunting helpers. Prints what the plain build prints.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2> %t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -lm -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off CUACC_PERSISTENT=grid %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO: {{[0-9]+}}, Loop not parallelized: a 'while' loop runs in order
// MINFO-NEXT: Sequential loop scheduled on accelerator: one block runs it (persistent kernel, vector({{[0-9]+}}))
// MINFO: {{[0-9]+}}, Loop not parallelized: a 'do' loop runs in order
// MINFO-NEXT: Sequential loop scheduled on accelerator
// MINFO: {{[0-9]+}}, Loop not parallelized: a 'do' loop runs in order
#include <stdio.h>
#include <math.h>
#define N 66
#define M 50
static double A[N][M], Anew[N][M];
static int lab[400];
int main(void) {
  for (int i = 0; i < N; i++) A[i][0] = Anew[i][0] = 64.0;
  double err = 1.0; int iter = 0;
#pragma acc kernels copy(A) create(Anew) copy(err, iter)
  {
    while (err > 1e-3 && iter < 300) {
      err = 0.0;
      for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < M - 1; j++) {
          Anew[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
          err = fmax(err, fabs(Anew[i][j] - A[i][j]));
        }
      for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < M - 1; j++) A[i][j] = Anew[i][j];
      iter++;
    }
  }
  printf("while: %d %.17g %.17g\n", iter, err, A[N / 2][M / 2]);
  static double v[1000];
  int big;
  int steps = 0;
  for (int i = 0; i < 1000; i++) v[i] = (i * 7) % 1000;
#pragma acc kernels
  {
    do {
      big = 0;
      for (int i = 0; i < 1000; i++) {
        v[i] = v[i] / 2;
        big += v[i] > 1;
      }
      steps++;
    } while (big > 0);
  }
  printf("do-parallel: %d %d %.17g\n", steps, big, v[999]);
  for (int i = 0; i < 400; i++) lab[i] = (i * 37) % 400;
  int changed, rounds = 0;
#pragma acc kernels
  {
    do {
      changed = 0;
      for (int i = 1; i < 400; i++)
        if (lab[i - 1] < lab[i]) { lab[i] = lab[i - 1]; changed = 1; }
      rounds++;
    } while (changed);
  }
  long h = 0;
  for (int i = 0; i < 400; i++) h = h * 3 + lab[i];
  printf("do: %d %ld\n", rounds, h);
  int k = 0, s = 0;
#pragma acc kernels
  {
    do {
      k++;
      if (k % 3 == 0) continue;
      for (int i = 0; i < 100; i++) s += i % (k + 1);
    } while (k < 20);
  }
  printf("do-continue: %d %d\n", k, s);
  return 0;
}
